"""Browser tests: the table's bots move quickly and a completed trick clears at once (40 ms
and 60 ms instead of the site's 650 ms and 1.4 s), so a deal played by clicking does not spend
most of its time waiting. A test that watches the pause itself sets its own."""

import pytest


@pytest.fixture(autouse=True)
def quick_table(settings):
    settings.PLAY_BOT_DELAY_MS = 40
    settings.PLAY_TRICK_PAUSE_MS = 60
