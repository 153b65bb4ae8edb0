"""Drill themes in words: "Answering 1 grand with the fourth ace (C-3.10)" where a page would
otherwise show a bare id. A theme is a convention or rule id that drills test (ratings, sets
of ten and assignments are kept by theme); the learner reads its name first, the id last.

The names are short titles in our own words for the entries of docs/conventions.md and
docs/rules.md, translated in the site's catalogues."""

from __future__ import annotations

from typing import Final

from django.utils.functional import Promise
from django.utils.translation import pgettext_lazy

THEME_NAMES: Final[dict[str, Promise]] = {
    "C-1.1": pgettext_lazy("theme", "Reading a one-suit kitty packet"),
    "C-1.2": pgettext_lazy("theme", "Reading a two-suit kitty packet"),
    "C-1.3": pgettext_lazy("theme", "Reading three cards of a suit and one of another"),
    "C-1.4": pgettext_lazy("theme", "Reading a three-suit packet"),
    "C-1.5": pgettext_lazy("theme", "The misère flag in a packet"),
    "C-1.6": pgettext_lazy("theme", "The ace mark on top of a packet"),
    "C-1.7": pgettext_lazy("theme", "Voids shown by the no-kitty void bids"),
    "C-2.1": pgettext_lazy("theme", "No-kitty packets: voids and kept suits"),
    "C-2.2": pgettext_lazy("theme", "No-kitty packets: the misère flag"),
    "C-2.3": pgettext_lazy("theme", "No-kitty packets: the trump wish"),
    "C-2.4": pgettext_lazy("theme", "Partner's four-card return"),
    "C-2.5": pgettext_lazy("theme", "The safe suit in misère"),
    "C-3.1": pgettext_lazy("theme", "Opening a first-round suit"),
    "C-3.2": pgettext_lazy("theme", "Opening a stronger suit at 2"),
    "C-3.3": pgettext_lazy("theme", "Opening with three or four aces"),
    "C-3.4": pgettext_lazy("theme", "Opening at 3 on honours alone"),
    "C-3.5": pgettext_lazy("theme", "Opening misère"),
    "C-3.6": pgettext_lazy("theme", "The misère pre-empt"),
    "C-3.7": pgettext_lazy("theme", "Passing, with all-pass misère in mind"),
    "C-3.8": pgettext_lazy("theme", "Answering with a suit of your own"),
    "C-3.9": pgettext_lazy("theme", "Raising partner's suit"),
    "C-3.10": pgettext_lazy("theme", "Answering 1 grand with the fourth ace"),
    "C-3.11": pgettext_lazy("theme", "Answering partner's bid at 3"),
    "C-3.12": pgettext_lazy("theme", "Answering with three or four aces"),
    "C-3.13": pgettext_lazy("theme", "Answering 2 misère"),
    "C-4.1": pgettext_lazy("theme", "The second round"),
    "C-4.2": pgettext_lazy("theme", "Round three: showing aces"),
    "C-4.3": pgettext_lazy("theme", "Later rounds: aces and kings"),
    "C-4.4": pgettext_lazy("theme", "Who makes the kitty bid"),
    "C-4.5": pgettext_lazy("theme", "Encouragement"),
    "C-5.1": pgettext_lazy("theme", "The no-kitty 6♠ opening"),
    "C-5.2": pgettext_lazy("theme", "The void bids 6♣ and 6♦"),
    "C-5.3": pgettext_lazy("theme", "No-kitty 6 misère"),
    "C-5.4": pgettext_lazy("theme", "No-kitty competition and encouragement"),
    "C-6.1": pgettext_lazy("theme", "Defenders' exchange against trumps"),
    "C-6.2": pgettext_lazy("theme", "Defenders' exchange against misère"),
    "C-6.3": pgettext_lazy("theme", "Defenders' exchange against grand"),
    "C-6.4": pgettext_lazy("theme", "The all-pass misère hand-over"),
    "C-6.5": pgettext_lazy("theme", "Hand-overs in Bolshevik"),
    "C-7.1": pgettext_lazy("theme", "Leading against trumps in a kitty game"),
    "C-7.2": pgettext_lazy("theme", "Leading against grand"),
    "C-7.3": pgettext_lazy("theme", "Leading against misère"),
    "C-7.4": pgettext_lazy("theme", "Leading in all-pass misère"),
    "C-7.5": pgettext_lazy("theme", "Leading against no-kitty trumps"),
    "C-7.6": pgettext_lazy("theme", "Leading against the Bolshevik"),
    "C-8.1": pgettext_lazy("theme", "The Italian discard signal"),
    "C-8.2": pgettext_lazy("theme", "When to double"),
    "D-9": pgettext_lazy("theme", "A failed contract scores its undertricks only"),
    "D-10": pgettext_lazy("theme", "All-pass misère is zero-sum"),
    "IC-24": pgettext_lazy("theme", "Which card the kitty partner gives each player"),
    "R-4.3": pgettext_lazy("theme", "The kitty partner's card to each player"),
    "R-7.1": pgettext_lazy("theme", "The scoring table"),
    "R-7.2": pgettext_lazy("theme", "Tricks needed, overtricks and undertricks"),
    "R-7.4": pgettext_lazy("theme", "Aces in a bid misère"),
    "R-7.5": pgettext_lazy("theme", "Scoring all-pass misère"),
    "R-7.6": pgettext_lazy("theme", "Scoring Bolshevik"),
    "V-5.1": pgettext_lazy("theme", "Vint: the trick value"),
    "V-5.2": pgettext_lazy("theme", "Vint: both pairs score their tricks"),
    "V-6.1": pgettext_lazy("theme", "Vint: slams by tricks"),
    "V-6.2": pgettext_lazy("theme", "Vint: bid slams"),
    "V-6.3": pgettext_lazy("theme", "Vint: trump honours"),
    "V-6.4": pgettext_lazy("theme", "Vint: aces"),
    "V-6.5": pgettext_lazy("theme", "Vint: undertricks"),
    "V-6.6": pgettext_lazy("theme", "Vint: failed slams"),
}


def theme_name(theme: str) -> str:
    """The theme's name in the active language, with its id: "Encouragement (C-4.5)"; the id
    alone for an id without a name."""
    name = THEME_NAMES.get(theme)
    if name is None:
        return theme
    return f"{name} ({theme})"


def theme_order(theme: str) -> tuple[str, tuple[int, ...]]:
    """A key that sorts ids as the reference does: C-3.2 before C-3.10, and C before D."""
    prefix, _dash, number = theme.partition("-")
    return prefix, tuple(int(p) for p in number.split(".") if p.isdecimal())
