"""Actions: every move a player can make, as small frozen values with a text notation.

>>> parse_action("1♦")
Bid(level=1, denomination=Denomination.DIAMONDS)
>>> str(parse_action("6 misère")), str(parse_action("3nt")), str(parse_action("p"))
('6M', '3G', 'pass')
>>> str(parse_action("packet ♦K ♠4 ♦2 ♠8"))
'packet ♦K ♠4 ♦2 ♠8'
>>> str(parse_action("give W:♦9 N:♣J E:♠2"))
'give W:♦9 N:♣J E:♠2'

Notation (also in the README): a bid is level + denomination letter or symbol (``1M`` or
``1 misère``, ``2♠``/``2S``, ``3G``/``3 grand``/``3NT``); ``pass``; ``double``/``X``;
``redouble``/``XX``; ``bolshevik``; ``declare``/``withdraw`` (several Bolshevik bidders);
``packet`` + four cards top to bottom; ``give`` + ``SEAT:card`` for each card handed over;
``play`` + card (or just the card).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from .cards import Card, NotationError, Suit, parse_cards
from .rules import SEAT_NAMES, Form, parse_seat


class Denomination(IntEnum):
    """Denominations in kitty-game order (R-3.2); no-kitty order puts misère above ♥."""

    MISERE = 0
    SPADES = 1
    CLUBS = 2
    DIAMONDS = 3
    HEARTS = 4
    GRAND = 5

    @property
    def suit(self) -> Suit | None:
        if Denomination.SPADES <= self <= Denomination.HEARTS:
            return Suit(self - 1)
        return None

    @property
    def is_misere(self) -> bool:
        return self is Denomination.MISERE

    @property
    def letter(self) -> str:
        return "MSCDHG"[self]

    @property
    def symbol(self) -> str:
        return ("M", "♠", "♣", "♦", "♥", "G")[self]

    @property
    def word(self) -> str:
        return ("misère", "♠", "♣", "♦", "♥", "grand")[self]

    def __repr__(self) -> str:
        return f"Denomination.{self.name}"

    @classmethod
    def of_suit(cls, suit: Suit) -> Denomination:
        return cls(suit + 1)

    def order(self, form: Form) -> int:
        """Rank for comparing bids in this form (R-3.2)."""
        if form is Form.NOKITTY:
            return _NOKITTY_ORDER[self]
        return int(self)

    @classmethod
    def in_order(cls, form: Form) -> tuple[Denomination, ...]:
        return tuple(sorted(cls, key=lambda d: d.order(form)))


_NOKITTY_ORDER: Final = {
    Denomination.SPADES: 0,
    Denomination.CLUBS: 1,
    Denomination.DIAMONDS: 2,
    Denomination.HEARTS: 3,
    Denomination.MISERE: 4,
    Denomination.GRAND: 5,
}

_DENOM_BY_TEXT: Final[dict[str, Denomination]] = {
    "m": Denomination.MISERE,
    "mis": Denomination.MISERE,
    "misere": Denomination.MISERE,
    "misère": Denomination.MISERE,
    "g": Denomination.GRAND,
    "grand": Denomination.GRAND,
    "nt": Denomination.GRAND,
    "n": Denomination.GRAND,
}
for _s in Suit:
    for _k in (_s.symbol, _s.letter.lower(), _s.singular, _s.plural):
        _DENOM_BY_TEXT[_k] = Denomination.of_suit(_s)


class Action:
    """Base class of all actions."""

    __slots__ = ()

    def notation(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    level: int
    denomination: Denomination

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(f"bid level must be 1–7, not {self.level}")

    def notation(self) -> str:
        d = self.denomination
        return f"{self.level}{d.letter if d.suit is None else d.symbol}"

    @property
    def text(self) -> str:
        """For people: ``1 misère``, ``2♠``, ``3 grand``."""
        d = self.denomination
        return f"{self.level}{d.symbol}" if d.suit is not None else f"{self.level} {d.word}"

    def key(self, form: Form) -> int:
        """Bids compare by this key within a form."""
        return self.level * 6 + self.denomination.order(form)

    @property
    def trumps(self) -> Suit | None:
        return self.denomination.suit

    def tricks_needed(self) -> int:
        """Trumps and grand: tricks to take. Misère: see ``misere_allowance``."""
        return 6 + self.level

    def misere_allowance(self) -> int:
        """Most tricks a misère contract may take (R-7.2)."""
        return 7 - self.level


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Double(Action):
    def notation(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True)
class Redouble(Action):
    def notation(self) -> str:
        return "redouble"


@dataclass(frozen=True, slots=True)
class BolshevikCall(Action):
    """Saying "Bolshevik" in a Bolshevik auction (R-6.3)."""

    def notation(self) -> str:
        return "bolshevik"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """With several Bolshevik bidders: play the Bolshevik (R-6.4)."""

    def notation(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """With several Bolshevik bidders: let a later bidder play (R-6.4)."""

    def notation(self) -> str:
        return "withdraw"


@dataclass(frozen=True, slots=True)
class Packet(Action):
    """Four cards handed to partner face down, in order, top first (R-4.2, R-4.8)."""

    cards: tuple[Card, Card, Card, Card]

    def __post_init__(self) -> None:
        if len(self.cards) != 4 or len({c.index for c in self.cards}) != 4:
            raise NotationError("a packet is four different cards")

    def notation(self) -> str:
        return "packet " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Single cards handed face down, each to a named seat (R-4.3, R-4.6, R-5.2, R-6.6)."""

    gifts: tuple[tuple[int, Card], ...]

    def __post_init__(self) -> None:
        if not self.gifts:
            raise NotationError("give needs at least one card")
        if len({c.index for _, c in self.gifts}) != len(self.gifts):
            raise NotationError("the same card cannot be given twice")
        if len({s for s, _ in self.gifts}) != len(self.gifts):
            raise NotationError("one card to each receiver")

    def notation(self) -> str:
        return "give " + " ".join(f"{SEAT_NAMES[s]}:{c}" for s, c in self.gifts)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.gifts)

    def card_for(self, seat: int) -> Card | None:
        for s, c in self.gifts:
            if s == seat:
                return c
        return None


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: Card

    def notation(self) -> str:
        return f"play {self.card}"


PASS: Final = Pass()
DOUBLE: Final = Double()
REDOUBLE: Final = Redouble()
BOLSHEVIK: Final = BolshevikCall()
DECLARE: Final = Declare()
WITHDRAW: Final = Withdraw()

_BID_RE: Final = re.compile(r"^\s*([1-7])\s*([^\d\s].*?)\s*$")


def parse_level_bid[D](text: str, denominations: Mapping[str, D], what: str = "") -> tuple[int, D]:
    """A bid's level (1–7) and denomination, looked up in ``denominations`` by the words after
    the level (in lower case); ``what`` names the game in the errors ("Vint ")."""
    m = _BID_RE.match(text)
    if not m:
        raise NotationError(f"not a {what}bid: {text!r}")
    denom = denominations.get(m.group(2).lower())
    if denom is None:
        raise NotationError(f"not a {what}denomination: {m.group(2)!r} in {text!r}")
    return int(m.group(1)), denom


def parse_bid(text: str) -> Bid:
    level, denom = parse_level_bid(text, _DENOM_BY_TEXT)
    return Bid(level, denom)


def parse_action(text: str) -> Action:
    """Parse one action from its notation (see the module docstring)."""
    t = text.strip()
    low = t.lower()
    word = low.partition(" ")[0]
    rest_orig = t[len(word) :].strip()
    if low in ("pass", "p", "-"):
        return PASS
    if low in ("double", "x", "dbl"):
        return DOUBLE
    if low in ("redouble", "xx", "rdbl"):
        return REDOUBLE
    if low in ("bolshevik", "b"):
        return BOLSHEVIK
    if low == "declare":
        return DECLARE
    if low == "withdraw":
        return WITHDRAW
    if word == "packet":
        cards = parse_cards(rest_orig)
        if len(cards) != 4:
            raise NotationError(f"a packet has four cards, not {len(cards)}: {text!r}")
        return Packet((cards[0], cards[1], cards[2], cards[3]))
    if word == "give":
        gifts: list[tuple[int, Card]] = []
        for token in rest_orig.split():
            seat_text, sep, card_text = token.partition(":")
            if not sep:
                raise NotationError(f"give needs SEAT:card, not {token!r}")
            gifts.append((parse_seat(seat_text), Card.parse(card_text)))
        return Give(tuple(gifts))
    if word == "play":
        return Play(Card.parse(rest_orig))
    if t and t[0] in "1234567":
        return parse_bid(t)
    try:
        return Play(Card.parse(t))
    except NotationError:
        raise NotationError(f"not an action: {text!r}") from None


def all_bids(form: Form, min_level: int = 1) -> list[Bid]:
    """Every bid of a form from ``min_level`` up, lowest first."""
    return [Bid(level, d) for level in range(min_level, 8) for d in Denomination.in_order(form)]
