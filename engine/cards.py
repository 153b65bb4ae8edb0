"""Cards, suits, ranks and sets of cards.

Inside, a card is an index 0–51 (``suit * 13 + rank - 2``) and a set of cards is a 52-bit
integer; outside, both are small immutable values with a text notation that round-trips:

>>> Card.parse("♠A")
Card.parse('♠A')
>>> str(CardSet.parse("♠9 ♣K75 ♦AKQ1086 ♥A6"))
'♠9 ♣K75 ♦AKQ1086 ♥A6'
>>> CardSet.parse("SA HT h2").cards()
(Card.parse('♠A'), Card.parse('♥2'), Card.parse('♥10'))

Suits are ranked for bidding ♠ < ♣ < ♦ < ♥ (docs/rules.md, "Words"); card ranks 2 < … < 10 < J <
Q < K < A. Honours are A K Q J 10, spots 2–9.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final


class NotationError(ValueError):
    """Text that is not valid notation (a card, a hand, a bid, a record line)."""


class Suit(IntEnum):
    """Suits in bidding order, low to high."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return "♠♣♦♥"[self]

    @property
    def letter(self) -> str:
        return "SCDH"[self]

    @property
    def singular(self) -> str:
        return ("spade", "club", "diamond", "heart")[self]

    @property
    def plural(self) -> str:
        return ("spades", "clubs", "diamonds", "hearts")[self]

    @property
    def finnish(self) -> str:
        return ("pata", "risti", "ruutu", "hertta")[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().lower()
        try:
            return _SUIT_BY_TEXT[key]
        except KeyError:
            raise NotationError(f"not a suit: {text!r}") from None

    def __str__(self) -> str:
        return self.symbol


_SUIT_BY_TEXT: Final[dict[str, Suit]] = {}
for _s in Suit:
    for _key in (_s.symbol, _s.letter.lower(), _s.singular, _s.plural, _s.finnish):
        _SUIT_BY_TEXT[_key] = _s
_SUIT_BY_TEXT.update({"♤": Suit.SPADES, "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS})

SUITS: Final = tuple(Suit)


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def name_text(self) -> str:
        return _RANK_NAMES[self]

    @property
    def is_honour(self) -> bool:
        return self >= Rank.TEN

    @property
    def is_spot(self) -> bool:
        return self <= Rank.NINE

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        try:
            return _RANK_BY_TEXT[key]
        except KeyError:
            raise NotationError(f"not a rank: {text!r}") from None

    def __str__(self) -> str:
        return self.symbol


_RANK_SYMBOLS: Final = {r: (str(int(r)) if r <= 10 else "JQKA"[r - 11]) for r in Rank}
_RANK_NAMES: Final = {
    **{r: str(int(r)) for r in Rank if r <= 10},
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}
_RANK_BY_TEXT: Final[dict[str, Rank]] = {r.symbol: r for r in Rank}
_RANK_BY_TEXT["T"] = Rank.TEN

RANKS: Final = tuple(Rank)


class Card:
    """One of the 52 cards. There is exactly one instance per card, so ``is`` works too."""

    __slots__ = ("index", "mask", "rank", "suit")

    index: int
    suit: Suit
    rank: Rank
    mask: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return _CARDS[suit * 13 + rank - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        card.index = index
        card.suit = Suit(index // 13)
        card.rank = Rank(index % 13 + 2)
        card.mask = 1 << index
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        return _CARDS[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``♠A``, ``SA``, ``s10``, ``♥T`` or rank-first ``A♠``, ``10h``."""
        t = text.strip()
        if len(t) < 2:
            raise NotationError(f"not a card: {text!r}")
        try:
            return Card(Suit.parse(t[0]), Rank.parse(t[1:]))
        except NotationError:
            pass
        try:
            return Card(Suit.parse(t[-1]), Rank.parse(t[:-1]))
        except NotationError:
            raise NotationError(f"not a card: {text!r}") from None

    @property
    def is_ace(self) -> bool:
        return self.rank == Rank.ACE

    @property
    def name(self) -> str:
        """Words for screen readers: "ace of spades", "10 of hearts"."""
        return f"{self.rank.name_text} of {self.suit.plural}"

    @property
    def ascii(self) -> str:
        return self.suit.letter + ("T" if self.rank == Rank.TEN else self.rank.symbol)

    def __str__(self) -> str:
        return self.suit.symbol + self.rank.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))


_CARDS: Final[list[Card]] = [Card._make(i) for i in range(52)]
DECK: Final[tuple[Card, ...]] = tuple(_CARDS)

SUIT_MASKS: Final[tuple[int, ...]] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
FULL_MASK: Final = (1 << 52) - 1
ACE_MASK: Final = sum(1 << (13 * s + 12) for s in range(4))
_POPCOUNT = int.bit_count


def iter_mask(mask: int) -> Iterator[Card]:
    """Cards of a mask in index order (suit by suit, low rank first)."""
    while mask:
        low = mask & -mask
        yield _CARDS[low.bit_length() - 1]
        mask ^= low


class CardSet:
    """An immutable set of cards (a hand, a packet's contents, the cards seen so far).

    Written suit by suit in bidding order, ranks high to low, the way the Handbook writes
    hands: ``♠9 ♣K75 ♦AKQ1086 ♥A6``. A void suit is left out (``♣-`` is accepted on input).
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            if cards & ~FULL_MASK or cards < 0:
                raise ValueError("mask out of range")
            object.__setattr__(self, "mask", cards)
        else:
            m = 0
            for c in cards:
                m |= c.mask
            object.__setattr__(self, "mask", m)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (CardSet, (self.mask,))

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Parse a hand: suit symbol or letter followed by ranks, e.g. ``♠AK84 ♥Q10`` or
        ``S:AK84 H:QT``; separate cards like ``♠A ♠K`` work too."""
        mask = 0
        suit: Suit | None = None
        i = 0
        t = text.replace(",", " ").replace(":", " ").replace(".", " ")
        while i < len(t):
            ch = t[i]
            if ch.isspace():
                i += 1
                continue
            if ch == "-" or ch == "—":
                i += 1
                continue
            low = ch.lower()
            if low in _SUIT_BY_TEXT:
                suit = _SUIT_BY_TEXT[low]
                i += 1
                continue
            if suit is None:
                raise NotationError(f"rank before any suit in {text!r}")
            if t.startswith("10", i):
                rank = Rank.TEN
                i += 2
            else:
                rank = Rank.parse(ch)
                i += 1
            bit = Card(suit, rank).mask
            if mask & bit:
                raise NotationError(f"{Card(suit, rank)} appears twice in {text!r}")
            mask |= bit
        return cls(mask)

    # --- set behaviour -------------------------------------------------------------------
    def __len__(self) -> int:
        return _POPCOUNT(self.mask)

    def __bool__(self) -> bool:
        return self.mask != 0

    def __iter__(self) -> Iterator[Card]:
        return iter_mask(self.mask)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def issubset(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def add(self, card: Card) -> CardSet:
        return CardSet(self.mask | card.mask)

    def remove(self, card: Card) -> CardSet:
        if not self.mask & card.mask:
            raise KeyError(str(card))
        return CardSet(self.mask & ~card.mask)

    # --- Skruuvi views of a hand ---------------------------------------------------------
    def suit(self, suit: Suit) -> CardSet:
        return CardSet(self.mask & SUIT_MASKS[suit])

    def length(self, suit: Suit) -> int:
        return _POPCOUNT(self.mask & SUIT_MASKS[suit])

    def lengths(self) -> tuple[int, int, int, int]:
        m = self.mask
        return (
            _POPCOUNT(m & SUIT_MASKS[0]),
            _POPCOUNT(m & SUIT_MASKS[1]),
            _POPCOUNT(m & SUIT_MASKS[2]),
            _POPCOUNT(m & SUIT_MASKS[3]),
        )

    def ranks(self, suit: Suit) -> list[Rank]:
        """Ranks held in a suit, high to low."""
        return [c.rank for c in reversed(list(iter_mask(self.mask & SUIT_MASKS[suit])))]

    def cards(self) -> tuple[Card, ...]:
        """Cards in index order (♠2 … ♠A, ♣2 … ♥A)."""
        return tuple(iter_mask(self.mask))

    def sorted_for_display(self) -> list[Card]:
        """Suit by suit in bidding order, high rank first within a suit."""
        out: list[Card] = []
        for s in SUITS:
            out.extend(reversed(list(iter_mask(self.mask & SUIT_MASKS[s]))))
        return out

    def highest(self, suit: Suit) -> Card | None:
        m = self.mask & SUIT_MASKS[suit]
        return _CARDS[m.bit_length() - 1] if m else None

    def lowest(self, suit: Suit) -> Card | None:
        m = self.mask & SUIT_MASKS[suit]
        return _CARDS[(m & -m).bit_length() - 1] if m else None

    def count_honours(self, suit: Suit | None = None) -> int:
        m = self.mask if suit is None else self.mask & SUIT_MASKS[suit]
        return sum(1 for c in iter_mask(m) if c.rank.is_honour)

    def aces(self) -> CardSet:
        return CardSet(self.mask & ACE_MASK)

    def text(self, void: str = "") -> str:
        parts = []
        for s in SUITS:
            ranks = self.ranks(s)
            if ranks:
                parts.append(s.symbol + "".join(r.symbol for r in ranks))
            elif void:
                parts.append(s.symbol + void)
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"CardSet.parse({self.text()!r})"


def full_deck() -> CardSet:
    return CardSet(FULL_MASK)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse an ordered list of single cards, e.g. a packet ``♦K ♠4 ♦2 ♠8`` (top first)."""
    cards = [Card.parse(tok) for tok in text.replace(",", " ").split()]
    if len({c.index for c in cards}) != len(cards):
        raise NotationError(f"a card appears twice in {text!r}")
    return tuple(cards)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def shuffled_deck(rng: random.Random) -> list[Card]:
    deck = list(DECK)
    rng.shuffle(deck)
    return deck
