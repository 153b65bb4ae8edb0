"""Vint calls and cards as frozen values with a notation that round-trips (docs/rules.md V-3).

A Vint bid names a level and one of five denominations; there is no misère and no double, and
"no trump" is written ``NT`` (Skruuvi's word *grand* means something else to a Vint player:
a bid of seven).

>>> parse_vint_action("3nt")
VintBid(level=3, denomination=Strain.NO_TRUMP)
>>> str(parse_vint_action("4♦")), str(parse_vint_action("2 hearts")), str(parse_vint_action("p"))
('4♦', '2♥', 'pass')
>>> str(parse_vint_action("♠Q"))
'play ♠Q'
>>> VintBid(4, Strain.DIAMONDS).trick_value
38
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from ..actions import PASS, Action, Pass, Play, parse_level_bid
from ..cards import Card, NotationError, Suit


class Strain(IntEnum):
    """The five denominations, low to high (V-3.2)."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    NO_TRUMP = 4

    @property
    def suit(self) -> Suit | None:
        return None if self is Strain.NO_TRUMP else Suit(int(self))

    @property
    def symbol(self) -> str:
        return ("♠", "♣", "♦", "♥", "NT")[self]

    @property
    def word(self) -> str:
        """For people (the card templates show ``3 NT`` for a bid without a suit)."""
        return ("spades", "clubs", "diamonds", "hearts", "NT")[self]

    @property
    def base_value(self) -> int:
        """The trick value of a level-1 bid (V-5.1)."""
        return (4, 6, 8, 10, 12)[self]

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    @classmethod
    def of_suit(cls, suit: Suit) -> Strain:
        return cls(int(suit))


_STRAIN_BY_TEXT: Final[dict[str, Strain]] = {
    "nt": Strain.NO_TRUMP,
    "n": Strain.NO_TRUMP,
    "notrump": Strain.NO_TRUMP,
    "notrumps": Strain.NO_TRUMP,
    "no trump": Strain.NO_TRUMP,
    "no trumps": Strain.NO_TRUMP,
    "no-trump": Strain.NO_TRUMP,
}
for _s in Suit:
    for _k in (_s.symbol, _s.letter.lower(), _s.singular, _s.plural):
        _STRAIN_BY_TEXT[_k] = Strain.of_suit(_s)


@dataclass(frozen=True, slots=True)
class VintBid(Action):
    """A level (1–7) and a denomination. ``denomination`` keeps the name the card templates
    read (``level``, ``denomination.suit``, ``denomination.word``)."""

    level: int
    denomination: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(f"bid level must be 1–7, not {self.level}")

    def notation(self) -> str:
        return f"{self.level}{self.denomination.symbol}"

    def __repr__(self) -> str:
        return f"VintBid(level={self.level}, denomination={self.denomination!r})"

    @property
    def text(self) -> str:
        d = self.denomination
        return f"{self.level} NT" if d is Strain.NO_TRUMP else f"{self.level}{d.symbol}"

    @property
    def key(self) -> int:
        """Bids compare by this key (V-3.3)."""
        return self.level * 5 + int(self.denomination)

    @property
    def trumps(self) -> Suit | None:
        return self.denomination.suit

    @property
    def trick_value(self) -> int:
        """V-5.1: 4/6/8/10/12 at level 1, and 10 more for each level above."""
        return self.denomination.base_value + 10 * (self.level - 1)

    def tricks_needed(self) -> int:
        return 6 + self.level


ALL_BIDS: Final = tuple(VintBid(level, s) for level in range(1, 8) for s in Strain)


def parse_vint_bid(text: str) -> VintBid:
    level, strain = parse_level_bid(text, _STRAIN_BY_TEXT, "Vint ")
    return VintBid(level, strain)


def parse_vint_action(text: str) -> Action:
    """``pass``, a bid (``1♠``, ``3NT``, ``2 hearts``) or a card (``play ♠Q`` or ``♠Q``)."""
    t = text.strip()
    low = t.lower()
    if low in ("pass", "p", "-"):
        return PASS
    if low.startswith("play "):
        return Play(Card.parse(t[5:]))
    if t and t[0] in "1234567":
        return parse_vint_bid(t)
    if t and t[0] in "089":
        raise NotationError(f"bid level must be 1–7: {text!r}")
    try:
        return Play(Card.parse(t))
    except NotationError:
        raise NotationError(f"not a Vint action: {text!r}") from None


VintAction = VintBid | Pass | Play

__all__ = [
    "ALL_BIDS",
    "Strain",
    "VintAction",
    "VintBid",
    "parse_vint_action",
    "parse_vint_bid",
]
