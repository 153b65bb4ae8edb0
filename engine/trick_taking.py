"""What every Skruuvi state machine shares (docs/rules.md R-2, R-3.1 – R-3.3, R-8).

The four-player :class:`~engine.deal.Deal` and the three-player
:class:`~engine.bonehead.deal.BoneheadDeal` both build on :class:`TrickTakingDeal`: dealing from a
seed, the order of bids, following suit and winning tricks, the doubling round's check, and the
values a finished deal is described by (:class:`Trick`, :class:`Transfer`, :class:`DealResult`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final, Self, TypedDict

from .actions import Action, Bid, Double, Pass, Play, Redouble, all_bids
from .cards import DECK, SUIT_MASKS, Card, CardSet, Suit
from .rules import Form
from .scoring import ScoreLine


class IllegalActionError(ValueError):
    """An action the rules do not allow now. ``rule`` is the docs/rules.md id that forbids it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.reason = message


class Phase(Enum):
    AUCTION = "auction"
    PACKET = "packet"
    DISTRIBUTE = "distribute"
    RETURN_PACKET = "return-packet"
    EXTENDED = "extended-auction"
    DEFENDERS_EXCHANGE = "defenders-exchange"
    ALLPASS_EXCHANGE = "allpass-exchange"
    DOUBLING = "doubling"
    REDOUBLING = "redoubling"
    BOLSHEVIK_AUCTION = "bolshevik-auction"
    BOLSHEVIK_CHOICE = "bolshevik-choice"
    BOLSHEVIK_GIVE = "bolshevik-give"
    BOLSHEVIK_CONTRACT = "bolshevik-contract"
    # Only the three-player BoneheadDeal (engine.bonehead.deal) uses these two.
    HANDOVER_CHOICE = "handover-choice"  # who takes the kitty / hands over first
    ANNOUNCE = "announce"  # the declarer announces the final contract
    PLAY = "play"
    DONE = "done"


class Kind(Enum):
    """What the deal turned out to be."""

    UNDECIDED = "undecided"
    CONTRACT = "contract"
    ALLPASS = "allpass-misere"
    BOLSHEVIK = "bolshevik"
    THROWN_IN = "thrown-in"


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    number: int

    def card_of(self, seat: int) -> Card:
        for s, c in self.cards:
            if s == seat:
                return c
        raise KeyError(seat)

    @property
    def aces(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.cards if c.is_ace)


@dataclass(frozen=True)
class Transfer:
    """Cards that went from one seat to another, face down (a packet or a single card)."""

    giver: int
    receiver: int
    cards: tuple[Card, ...]
    phase: Phase


@dataclass(frozen=True)
class DealResult:
    """The outcome of a finished deal.

    ``points`` has one number per seat: in partnership deals both partners carry their
    side's number (they sum to zero per side); in Bolshevik each seat has its own number and
    the four sum to zero. ``lines`` explain the main side's (or the Bolshevik's) number.
    """

    kind: Kind
    points: tuple[int, int, int, int]
    lines: tuple[ScoreLine, ...]
    tricks: tuple[int, int, int, int]
    contract: Bid | None = None
    declarer: int | None = None
    doubling: int = 0
    made: bool | None = None
    aces: tuple[tuple[int, int], ...] = ()  # (trick number, winner seat) of each ace in play
    per_opponent_lines: tuple[tuple[int, tuple[ScoreLine, ...]], ...] = ()
    played: bool = True

    @property
    def side_points(self) -> tuple[int, int]:
        return (self.points[0], self.points[1])


def visible_tricks(
    tricks: Sequence[Trick],
    trick_in_progress: bool,
    *,
    over: bool = False,
    show_all: bool = False,
) -> tuple[Trick, ...]:
    """R-8.3: the completed tricks a seat may look at now. During play that is the last
    completed trick, and the one before it too while the next trick has not started; once
    the deal is over, every trick (the review). ``show_all`` is the beginners' mode (and a
    bot's memory): every trick played so far stays in view."""
    if over or show_all:
        return tuple(tricks)
    keep = 1 if trick_in_progress else 2
    return tuple(tricks[-keep:])


NO_KITTY: Final[tuple[Card, ...]] = ()


def deal_cards(
    form: Form, dealer: int, seed: int | str, number: int
) -> tuple[tuple[CardSet, CardSet, CardSet, CardSet], tuple[Card, ...]]:
    """Deal from (seed, deal number) reproducibly (R-2): one card at a time from the dealer's
    left; in kitty forms the last four cards of the shuffled pack are the kitty."""
    rng = random.Random(f"skruuvi:{seed}:{number}")
    deck = list(DECK)
    rng.shuffle(deck)
    masks = [0, 0, 0, 0]
    dealt = 48 if form.has_kitty else 52
    for i in range(dealt):
        masks[(dealer + 1 + i) % 4] |= deck[i].mask
    kitty = tuple(deck[48:]) if form.has_kitty else NO_KITTY
    return (CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])), kitty


def check_dealt_cards(
    form: Form, hands: Sequence[CardSet], kitty: Sequence[Card], names: Sequence[str]
) -> None:
    """R-2.2: four hands of 12 and a kitty of 4 (kitty forms) or four of 13, using all 52
    cards once each; ``names`` label the hands in the error messages."""
    if len(hands) != 4:
        raise ValueError("four hands: " + ", ".join(names))
    size = 12 if form.has_kitty else 13
    for name, hand in zip(names, hands, strict=True):
        if len(hand) != size:
            raise ValueError(f"{name} has {len(hand)} cards, not {size}")
    if len(kitty) != (4 if form.has_kitty else 0):
        raise ValueError("a kitty of four cards in kitty games, none otherwise")
    total = 0
    for h in hands:
        if total & h.mask:
            raise ValueError("a card is dealt twice")
        total |= h.mask
    for c in kitty:
        if total & c.mask:
            raise ValueError("a kitty card is also in a hand")
        total |= c.mask
    if total != (1 << 52) - 1:
        raise ValueError("the deal must use all 52 cards")


_BIDS: Final = {form: tuple(all_bids(form)) for form in (Form.KITTY, Form.NOKITTY)}


_BID_INDEX: Final = {form: {b: i for i, b in enumerate(bids)} for form, bids in _BIDS.items()}


def bids_above(form: Form, standing: Bid | None) -> tuple[Bid, ...]:
    """Every bid higher than ``standing`` in ``form``'s order (R-3.1 – R-3.3), lowest first;
    in a no-kitty game only levels 6 and 7."""
    order = form.bidding
    bids = _BIDS[order]
    out = bids if standing is None else bids[_BID_INDEX[order][standing] + 1 :]
    if order is Form.NOKITTY:
        return tuple(b for b in out if b.level >= 6)
    return out


def playable_mask(hand: int, trick: Sequence[tuple[int, Card]]) -> int:
    """R-8.1: the cards of ``hand`` that may be played to ``trick`` (follow suit if able)."""
    if trick:
        follow = hand & SUIT_MASKS[trick[0][1].suit]
        if follow:
            return follow
    return hand


def trick_winner(cards: Sequence[tuple[int, Card]], trumps: Suit | None) -> int:
    """R-8.2: the seat of the highest trump, else of the highest card of the suit led."""
    best_seat, best = cards[0]
    for s, c in cards[1:]:
        if c.suit == best.suit:
            if c.rank > best.rank:
                best_seat, best = s, c
        elif trumps is not None and c.suit == trumps:
            best_seat, best = s, c
        # a discard (neither suit led nor trump) never wins
    return best_seat


class TrickTakingDeal:
    """What the four-player :class:`Deal` and the three-player Bonehead deal share: copying,
    the doubling round's check, and following suit and gathering tricks (R-8)."""

    phase: Phase
    hands: list[int]
    contract: Bid | None
    leader: int | None
    trick_cards: list[tuple[int, Card]]
    tricks: list[Trick]
    tricks_won: list[int]

    # The deal's lists and sets: a clone copies these; everything else in a deal is immutable.
    # (tests/engine/test_properties.py checks that no list or set attribute is left out.)
    MUTABLE: tuple[str, ...] = (
        "hands",
        "history",
        "transfers",
        "calls",
        "doubling_calls",
        "_queue",
        "_gives",
        "trick_cards",
        "tricks",
        "tricks_won",
    )

    def clone(self) -> Self:
        """A copy that shares nothing mutable with this deal."""
        other = object.__new__(type(self))
        state = other.__dict__
        state.update(self.__dict__)
        for key in self.MUTABLE:
            state[key] = state[key].copy()
        return other

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    def hand(self, holder: int) -> CardSet:
        return CardSet(self.hands[holder])

    @property
    def trumps(self) -> Suit | None:
        return None if self.contract is None else self.contract.trumps

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    def _check_doubling_call(self, action: Action, rule: str) -> None:
        """In the doubling round only a double (or a pass) may come first, then only a
        redouble: at most one of each."""
        if isinstance(action, Pass):
            return
        if self.phase is Phase.DOUBLING:
            if isinstance(action, Redouble):
                raise IllegalActionError(rule, "there is no double to redouble")
            if not isinstance(action, Double):
                raise IllegalActionError(rule, "now double or pass")
        else:
            if isinstance(action, Double):
                raise IllegalActionError(
                    rule, "the contract is already doubled: at most one double"
                )
            if not isinstance(action, Redouble):
                raise IllegalActionError(rule, "now redouble or pass")

    def _check_card(self, holder: int, name: str, action: Action) -> None:
        """R-8.1: ``holder`` (called ``name``) plays a card of its hand, following suit."""
        if not isinstance(action, Play):
            raise IllegalActionError("R-8.1", "now play a card")
        card = action.card
        hand = self.hands[holder]
        if not hand & card.mask:
            raise IllegalActionError("R-8.1", f"{card} is not in {name}'s hand")
        if not playable_mask(hand, self.trick_cards) & card.mask:
            led = self.trick_cards[0][1].suit
            raise IllegalActionError(
                "R-8.1", f"you must follow suit: {led.symbol} was led and you hold {led.plural}"
            )

    def _move_cards(self, giver: int, receiver: int, cards: Sequence[Card]) -> None:
        m = 0
        for c in cards:
            m |= c.mask
        self.hands[giver] &= ~m
        self.hands[receiver] |= m

    def _add_card(self, holder: int, seat: int, card: Card) -> int | None:
        """``holder``'s card goes from hand to the trick, played from ``seat``. Returns the
        seat that won the trick when this card completed it (R-8.2), else None."""
        self.hands[holder] &= ~card.mask
        self.trick_cards.append((seat, card))
        if len(self.trick_cards) < 4:
            return None
        winner = trick_winner(self.trick_cards, self.trumps)
        trick = Trick(self.trick_cards[0][0], tuple(self.trick_cards), winner, len(self.tricks) + 1)
        self.tricks.append(trick)
        self.tricks_won[winner] += 1
        self.trick_cards = []
        return winner


def aces_taken(tricks: Sequence[Trick]) -> tuple[tuple[int, int, Card], ...]:
    """Every ace in ``tricks``: (trick number, winner's seat, the ace)."""
    return tuple((t.number, t.winner, card) for t in tricks for card in t.aces)


def hand_counts(hands: Sequence[int]) -> tuple[int, int, int, int]:
    """How many cards each of the four hands (masks) holds: public, everyone sees it."""
    return (hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(), hands[3].bit_count())


def played_mask(tricks: Sequence[Trick], trick_cards: Sequence[tuple[int, Card]]) -> int:
    """Every card played: those of the completed ``tricks`` and of the trick in progress."""
    mask = 0
    for trick in tricks:
        for _, c in trick.cards:
            mask |= c.mask
    for _, c in trick_cards:
        mask |= c.mask
    return mask


class PlayInView(TypedDict):
    """The fields of a seat view (four-player or Bonehead) that show the play, all public:
    who leads, the trick in progress, the completed tricks R-8.3 lets the seat look at, how
    many tricks were played, the aces taken and the tricks won."""

    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    visible_tricks: tuple[Trick, ...]
    tricks_played: int
    aces_taken: tuple[tuple[int, int, Card], ...]
    tricks_won: tuple[int, int, int, int]


def play_in_view(deal: TrickTakingDeal, *, show_all_tricks: bool) -> PlayInView:
    """The play of ``deal`` as any seat's view shows it; ``show_all_tricks`` is the beginners'
    mode of R-8.3 (and a bot's memory)."""
    won = deal.tricks_won
    return PlayInView(
        leader=deal.leader,
        current_trick=tuple(deal.trick_cards),
        visible_tricks=visible_tricks(
            deal.tricks,
            bool(deal.trick_cards),
            over=deal.phase is Phase.DONE,
            show_all=show_all_tricks,
        ),
        tricks_played=len(deal.tricks),
        aces_taken=aces_taken(deal.tricks),
        tricks_won=(won[0], won[1], won[2], won[3]),
    )


class TricksInView:
    """What a seat view (four-player or Bonehead) built from :func:`play_in_view` tells of
    the tricks."""

    visible_tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[int, Card], ...]

    @property
    def last_trick(self) -> Trick | None:
        """The last completed trick (always visible once there is one, R-8.3)."""
        return self.visible_tricks[-1] if self.visible_tricks else None

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Compatibility name for :attr:`visible_tricks` (templates used ``tricks``): only
        the tricks R-8.3 shows, so its length is not the number played; use
        ``tricks_played`` for that."""
        return self.visible_tricks

    def played_cards(self) -> CardSet:
        """The cards in view on the table: the visible tricks and the trick in progress
        (every card played when all tricks are shown)."""
        return CardSet(played_mask(self.visible_tricks, self.current_trick))
