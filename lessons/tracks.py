"""The course's tracks: the first game, the full course, and the appendix."""

from __future__ import annotations

TRACKS = (
    (
        "first-game",
        "Your first game in 30 minutes",
        "The least you need to sit at the table: the deal, the auction, the kitty, packets, the "
        "play and the score. Then play a short session with the table's hints on.",
    ),
    ("full", "The full course", "Every chapter of the Handbook, one short idea at a time."),
    (
        "appendix",
        "Off the main path",
        "Background and reference: read them when you are curious.",
    ),
)
WORDS_PER_MINUTE = 180
