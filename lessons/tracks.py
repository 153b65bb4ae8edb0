"""The course's tracks: the first game, the full course, and the appendix (titles and
summaries in the learner's language: lazy, so each page translates them)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

TRACKS = (
    (
        "first-game",
        _("Your first game in 30 minutes"),
        _(
            "The least you need to sit at the table: the deal, the auction, the kitty, packets, "
            "the play and the score. Then play a short session with the table's hints on."
        ),
    ),
    ("full", _("The full course"), _("Every chapter of the Handbook, one short idea at a time.")),
    (
        "appendix",
        _("Off the main path"),
        _("Background and reference: read them when you are curious."),
    ),
)
WORDS_PER_MINUTE = 180
