"""The play app's settings, with defaults, so the site's settings module need not know them.

``PLAY_TRICK_PAUSE_MS``: how long a completed trick stays on the felt before a bot leads to
the next one (the learner may tap or press a key to go on at once). ``PLAY_BOT_DELAY_MS`` (in
the site's settings) is the pause before any other bot move.
"""

from __future__ import annotations

import os

from django.conf import settings


def trick_pause_ms() -> int:
    value = getattr(settings, "PLAY_TRICK_PAUSE_MS", None)
    if value is None:
        value = os.environ.get("PLAY_TRICK_PAUSE_MS", "1400")
    return max(0, int(value))


def bot_delay_ms() -> int:
    return max(0, int(getattr(settings, "PLAY_BOT_DELAY_MS", 650)))
