"""The actions only the three-player form has, and a bonehead deal's record step
(:class:`Move`): the declarer's choice of who hands over first (R-9.5), the announced contract
(R-9.6), hand-overs naming participants, and the bonehead's cards named by row position (D-11)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import Action, Bid, parse_action, parse_bid
from ..cards import SUIT_MASKS, SUITS, Card, NotationError, Suit, iter_mask
from .seating import BONEHEAD, PLAYER_LETTERS, parse_participant, parse_player, participant_name


# --- row positions (R-9.2, D-11) ---------------------------------------------------------
def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


_POSITION_RE: Final = re.compile(r"^\s*(\S)\s*(\d{1,2})(st|nd|rd|th)\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True, order=True)
class RowPosition:
    """A place in one of the bonehead's face-down rows: ``index`` 1 is the top (highest) card
    of the ``suit``'s row, 2 the second from the top, and so on. The rows lie on the table in
    rank order, so a position is a public handle on a card nobody may have seen (R-9.2, D-11).

    >>> RowPosition.parse("♥1st"), str(RowPosition.parse("s2ND"))
    (RowPosition.parse('♥1st'), '♠2nd')
    """

    suit: Suit
    index: int

    def __post_init__(self) -> None:
        if not 1 <= self.index <= 13:
            raise NotationError(f"a row position is 1st–13th, not {self.index}")

    def notation(self) -> str:
        return self.suit.symbol + ordinal(self.index)

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"RowPosition.parse({self.notation()!r})"

    @classmethod
    def parse(cls, text: str) -> RowPosition:
        m = _POSITION_RE.match(text)
        if not m:
            raise NotationError(f"not a row position: {text!r} (e.g. ♥1st, ♠2nd)")
        n = int(m.group(2))
        if not 1 <= n <= 13 or ordinal(n)[-2:] != m.group(3).lower():
            raise NotationError(f"not a row position: {text!r} (e.g. ♥1st, ♠2nd, ♦3rd, ♣4th)")
        return cls(Suit.parse(m.group(1)), n)

    def card_in(self, hand: int) -> Card | None:
        """The card at this position of a hand's rows, or None if the row is shorter."""
        row = list(iter_mask(hand & SUIT_MASKS[self.suit]))  # low to high
        return row[-self.index] if self.index <= len(row) else None


def row_positions(hand: int) -> tuple[RowPosition, ...]:
    """Every position of a hand's rows, suit by suit, top first."""
    return tuple(
        RowPosition(s, i) for s in SUITS for i in range(1, (hand & SUIT_MASKS[s]).bit_count() + 1)
    )


# --- actions of the bonehead form ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HandOverFirst(Action):
    """R-9.5, the declarer's choice: the bonehead or the declarer hands over first; in a kitty
    game that one takes the kitty."""

    bonehead: bool

    def notation(self) -> str:
        return "bonehead-first" if self.bonehead else "declarer-first"


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """R-9.6: the declarer announces the final contract (there is no extended auction)."""

    bid: Bid

    def notation(self) -> str:
        return f"contract {self.bid.notation()}"


def _check_receivers(receivers: Sequence[int]) -> None:
    if not receivers:
        raise NotationError("give needs at least one card")
    if len(set(receivers)) != len(receivers):
        raise NotationError("one card to each receiver")
    if any(r not in (0, 1, 2, BONEHEAD) for r in receivers):
        raise NotationError("a receiver is A, B, C or the bonehead")


@dataclass(frozen=True, slots=True)
class GiveCards(Action):
    """Single cards handed face down, each to a named participant (R-4.3, R-4.6, R-5.2):
    ``give A:♠2 bonehead:♣J``."""

    gifts: tuple[tuple[int, Card], ...]

    def __post_init__(self) -> None:
        _check_receivers([r for r, _ in self.gifts])
        if len({c.index for _, c in self.gifts}) != len(self.gifts):
            raise NotationError("the same card cannot be given twice")

    def notation(self) -> str:
        return "give " + " ".join(f"{participant_name(r)}:{c}" for r, c in self.gifts)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.gifts)


@dataclass(frozen=True, slots=True)
class GivePositions(Action):
    """The bonehead's single cards named by row position only (D-11):
    ``give A:♥1st B:♠2nd C:♦1st``."""

    gifts: tuple[tuple[int, RowPosition], ...]

    def __post_init__(self) -> None:
        _check_receivers([r for r, _ in self.gifts])
        if len({p for _, p in self.gifts}) != len(self.gifts):
            raise NotationError("the same row position cannot be given twice")

    def notation(self) -> str:
        return "give " + " ".join(f"{participant_name(r)}:{p}" for r, p in self.gifts)

    @property
    def positions(self) -> tuple[RowPosition, ...]:
        return tuple(p for _, p in self.gifts)


@dataclass(frozen=True, slots=True)
class PacketPositions(Action):
    """The bonehead's packet of four named by row position only, top of the packet first
    (D-11): ``packet ♥1st ♠1st ♦2nd ♣1st``."""

    positions: tuple[RowPosition, RowPosition, RowPosition, RowPosition]

    def __post_init__(self) -> None:
        if len(self.positions) != 4 or len(set(self.positions)) != 4:
            raise NotationError("a packet is four different row positions")

    def notation(self) -> str:
        return "packet " + " ".join(p.notation() for p in self.positions)


BONEHEAD_FIRST: Final = HandOverFirst(True)


DECLARER_FIRST: Final = HandOverFirst(False)


_FIRST_WORDS: Final = {
    "bonehead-first": BONEHEAD_FIRST,
    "bonehead-takes-kitty": BONEHEAD_FIRST,
    "declarer-first": DECLARER_FIRST,
    "declarer-takes-kitty": DECLARER_FIRST,
}


def parse_bonehead_action(text: str) -> Action:
    """Parse an action of a bonehead deal: the notation of :mod:`engine.actions` (bids,
    ``pass``, ``double``, ``redouble``, ``packet`` + cards, ``play``), with ``give`` naming
    participants (``A``, ``B``, ``C``, ``bonehead``) instead of seats, plus
    ``bonehead-first``/``declarer-first``, ``contract 6♥`` and row positions in ``packet``
    and ``give`` (``♥1st`` is the top heart of the bonehead's row).

    >>> str(parse_bonehead_action("give a:♥1st c:S2nd"))
    'give A:♥1st C:♠2nd'
    >>> parse_bonehead_action("packet ♦K ♠4 ♦2 ♠8") == parse_action("packet ♦K ♠4 ♦2 ♠8")
    True
    """
    t = text.strip()
    low = t.lower()
    word, _, rest = t.partition(" ")
    word = word.lower()
    rest = rest.strip()
    if low in _FIRST_WORDS:
        return _FIRST_WORDS[low]
    if word == "contract":
        return Announce(parse_bid(rest))
    if word == "give":
        receivers: list[int] = []
        items: list[str] = []
        for token in rest.split():
            who, sep, what = token.partition(":")
            if not sep:
                raise NotationError(f"give needs RECEIVER:card or RECEIVER:position, not {token!r}")
            receivers.append(parse_participant(who))
            items.append(what)
        if items and all(_POSITION_RE.match(x) for x in items):
            positions = [RowPosition.parse(x) for x in items]
            return GivePositions(tuple(zip(receivers, positions, strict=True)))
        if any(_POSITION_RE.match(x) for x in items):
            raise NotationError(f"give either cards or row positions, not both: {text!r}")
        return GiveCards(tuple(zip(receivers, (Card.parse(x) for x in items), strict=True)))
    if word == "packet":
        tokens = rest.replace(",", " ").split()
        if tokens and any(_POSITION_RE.match(x) for x in tokens):
            if len(tokens) != 4 or not all(_POSITION_RE.match(x) for x in tokens):
                raise NotationError(f"a packet is four cards or four row positions: {text!r}")
            p = [RowPosition.parse(x) for x in tokens]
            return PacketPositions((p[0], p[1], p[2], p[3]))
    return parse_action(t)


@dataclass(frozen=True)
class Move:
    """One step of a bonehead deal: the ``player`` who acted and the participant whose
    ``hand`` (or turn) it was — the bonehead when the declarer or dealer acted for it."""

    player: int
    hand: int
    action: Action

    @property
    def for_bonehead(self) -> bool:
        return self.hand == BONEHEAD

    def notation(self) -> str:
        who = PLAYER_LETTERS[self.player] + (" for bonehead:" if self.for_bonehead else "")
        return f"{who} {self.action.notation()}"

    def __str__(self) -> str:
        return self.notation()

    @classmethod
    def parse(cls, text: str) -> Move:
        """``A pass``, ``B 6♠``, ``B for bonehead: packet ♥Q ♥7 ♠A ♠7``."""
        who, _, rest = text.strip().partition(" ")
        player = parse_player(who)
        hand = player
        marker = "for bonehead:"
        if rest.lower().startswith(marker):
            hand = BONEHEAD
            rest = rest[len(marker) :]
        if not rest.strip():
            raise NotationError(f"no action in {text!r}")
        return cls(player, hand, parse_bonehead_action(rest))
