"""One deal of Vint as a state machine (docs/rules.md V-2 – V-6).

Like :class:`engine.deal.Deal`, a :class:`VintDeal` is built from the cards (or a seed) and
driven by actions: :meth:`VintDeal.check` raises :class:`IllegalActionError` naming the V- rule
that forbids an action, :meth:`VintDeal.apply` checks and then changes the state, and
``phase``, ``to_act`` and :meth:`VintDeal.legal_actions` always say what comes next. Dealing,
following suit and winning tricks are the shared core of :mod:`engine.trick_taking`.

Phases (who acts: what they may do → what comes next):

- AUCTION: the dealer first, then clockwise: pass or a higher bid (V-3) → PLAY after twelve
  passes in a row following a bid; DONE (thrown in) after eight passes with no bid.
- PLAY: the declarer's left leads, then clockwise: a card, following suit (V-4) → DONE after
  the thirteenth trick, with a :class:`VintResult`.

>>> deal = VintDeal.from_seed(0, "doc", 1)
>>> deal.phase.value, deal.to_act
('auction', 0)
>>> for _ in range(8):
...     deal.apply(PASS)
>>> deal.kind.value, deal.is_over
('thrown-in', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import PASS, Action, Pass, Play
from ..cards import Card, CardSet, Suit, iter_mask
from ..rules import SEAT_NAMES, Form, left, side
from ..trick_taking import (
    IllegalActionError,
    Kind,
    Phase,
    Trick,
    check_dealt_cards,
    deal_cards,
    playable_mask,
    trick_winner,
)
from .actions import ALL_BIDS, VintBid
from .scoring import VintScore, aces_held, score_deal, trump_honours

PASSES_TO_THROW_IN: Final = 8  # V-3.6
PASSES_AFTER_A_BID: Final = 12  # V-3.7


@dataclass(frozen=True)
class VintResult:
    """A finished deal: thrown in, or played with its scores (``score``) and its tricks in the
    order they were won (which the rubber needs to find who reached a game first, V-7.1)."""

    kind: Kind
    contract: VintBid | None
    declarer: int | None
    tricks: tuple[Trick, ...]
    score: VintScore | None

    @property
    def played(self) -> bool:
        return self.kind is Kind.CONTRACT

    @property
    def side_tricks(self) -> tuple[int, int]:
        counts = [0, 0]
        for t in self.tricks:
            counts[side(t.winner)] += 1
        return (counts[0], counts[1])

    @property
    def made(self) -> bool | None:
        return None if self.score is None else self.score.made


class VintDeal:
    """The state of one Vint deal. Mutable: :meth:`apply` changes it; :meth:`clone` copies."""

    MUTABLE: tuple[str, ...] = ("hands", "history", "calls", "trick_cards", "tricks", "tricks_won")
    # V-2.1: no kitty. Named anyway so that code drawing any deal's cards can ask every form.
    kitty: tuple[Card, ...] = ()

    def __init__(self, dealer: int, hands: Sequence[CardSet]) -> None:
        if not 0 <= dealer <= 3:
            raise ValueError("dealer is a seat 0–3")
        check_dealt_cards(Form.NOKITTY, hands, (), SEAT_NAMES)  # V-2.1: 13 each, no kitty
        self.dealer = dealer
        self.initial_hands: tuple[CardSet, CardSet, CardSet, CardSet] = (
            hands[0],
            hands[1],
            hands[2],
            hands[3],
        )
        self.hands: list[int] = [h.mask for h in hands]
        self.history: list[tuple[int, Action]] = []
        self.phase = Phase.AUCTION
        self.kind = Kind.UNDECIDED
        self.to_act: int | None = dealer  # V-3.1
        self.calls: list[tuple[int, Action]] = []
        self.standing: VintBid | None = None
        self.standing_seat: int | None = None
        self.passes = 0
        self.contract: VintBid | None = None
        self.declarer: int | None = None
        self.leader: int | None = None
        self.trick_cards: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0, 0, 0]
        self.result: VintResult | None = None

    @classmethod
    def from_seed(cls, dealer: int, seed: int | str, number: int = 1) -> VintDeal:
        """V-2.1: shuffled from (seed, number) and dealt one at a time from the dealer's left."""
        hands, _ = deal_cards(Form.NOKITTY, dealer, seed, number)
        return cls(dealer, hands)

    def clone(self) -> VintDeal:
        other = object.__new__(VintDeal)
        other.__dict__.update(self.__dict__)
        for key in self.MUTABLE:
            other.__dict__[key] = getattr(self, key).copy()
        return other

    # --- queries -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    @property
    def trumps(self) -> Suit | None:
        return None if self.contract is None else self.contract.trumps

    def hand(self, seat: int) -> CardSet:
        return CardSet(self.hands[seat])

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    @property
    def declarer_side(self) -> int | None:
        return None if self.declarer is None else side(self.declarer)

    def legal_actions(self) -> list[Action]:
        """Every legal action for the player to act, passes first, then bids low to high, or
        the playable cards."""
        if self.phase is Phase.AUCTION:
            key = -1 if self.standing is None else self.standing.key
            return [PASS, *(b for b in ALL_BIDS if b.key > key)]
        if self.phase is Phase.PLAY:
            return [Play(c) for c in iter_mask(self._playable())]
        return []

    def legal_cards(self) -> CardSet:
        return CardSet(self._playable()) if self.phase is Phase.PLAY else CardSet()

    def _playable(self) -> int:
        assert self.to_act is not None
        return playable_mask(self.hands[self.to_act], self.trick_cards)

    # --- checking ------------------------------------------------------------------------
    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` (with the V- rule id) unless ``action`` is legal
        now for ``seat`` (default: whoever is to act)."""
        if self.phase is Phase.DONE:
            raise IllegalActionError("V-4.3", "the deal is over")
        assert self.to_act is not None
        if seat is not None and seat != self.to_act:
            rule = "V-3.1" if self.phase is Phase.AUCTION else "V-4.2"
            raise IllegalActionError(rule, f"it is {SEAT_NAMES[self.to_act]}'s turn")
        if self.phase is Phase.AUCTION:
            self._check_call(action)
        else:
            self._check_play(action)

    def _check_call(self, action: Action) -> None:
        if isinstance(action, Pass):
            return
        if isinstance(action, Play):
            raise IllegalActionError("V-3.1", "the auction is not over: pass or bid")
        if not isinstance(action, VintBid):
            raise IllegalActionError(
                "V-3.4", f"{action} is not a Vint call: there are no doubles, only bids and passes"
            )
        if self.standing is not None and action.key <= self.standing.key:
            raise IllegalActionError(
                "V-3.3", f"{action.text} does not beat the standing bid {self.standing.text}"
            )

    def _check_play(self, action: Action) -> None:
        if not isinstance(action, Play):
            raise IllegalActionError("V-4.2", "the auction is over: play a card")
        assert self.to_act is not None
        card = action.card
        hand = self.hands[self.to_act]
        if not hand & card.mask:
            raise IllegalActionError("V-4.2", f"{card} is not in {SEAT_NAMES[self.to_act]}'s hand")
        if not playable_mask(hand, self.trick_cards) & card.mask:
            led = self.trick_cards[0][1].suit
            raise IllegalActionError(
                "V-4.2", f"you must follow suit: {led.symbol} was led and you hold {led.plural}"
            )

    # --- applying ------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> None:
        self.check(action, seat)
        assert self.to_act is not None
        actor = self.to_act
        self.history.append((actor, action))
        if self.phase is Phase.AUCTION:
            self._apply_call(actor, action)
        else:
            assert isinstance(action, Play)
            self._apply_card(actor, action.card)

    def _apply_call(self, seat: int, action: Action) -> None:
        self.calls.append((seat, action))
        if isinstance(action, VintBid):
            self.standing, self.standing_seat, self.passes = action, seat, 0
            self.to_act = left(seat)
            return
        self.passes += 1
        if self.standing is None and self.passes >= PASSES_TO_THROW_IN:
            self._finish(Kind.THROWN_IN)
            return
        if self.standing is not None and self.passes >= PASSES_AFTER_A_BID:
            assert self.standing_seat is not None
            self.contract, self.declarer = self.standing, self.standing_seat  # V-3.8
            self.kind = Kind.CONTRACT
            self.phase = Phase.PLAY
            self.leader = self.to_act = left(self.declarer)  # V-4.1
            return
        self.to_act = left(seat)

    def _apply_card(self, seat: int, card: Card) -> None:
        self.hands[seat] &= ~card.mask
        self.trick_cards.append((seat, card))
        if len(self.trick_cards) < 4:
            self.to_act = left(seat)
            return
        winner = trick_winner(self.trick_cards, self.trumps)
        self.tricks.append(
            Trick(self.trick_cards[0][0], tuple(self.trick_cards), winner, len(self.tricks) + 1)
        )
        self.tricks_won[winner] += 1
        self.trick_cards = []
        if len(self.tricks) == 13:
            self._finish(Kind.CONTRACT)
        else:
            self.to_act = winner  # V-4.3

    def _finish(self, kind: Kind) -> None:
        self.kind = kind
        self.phase = Phase.DONE
        self.to_act = None
        score = None
        if kind is Kind.CONTRACT:
            assert self.contract is not None and self.declarer is not None
            ns = self.tricks_won[0] + self.tricks_won[2]
            score = score_deal(
                self.contract,
                side(self.declarer),
                (ns, 13 - ns),
                trump_honours(self.initial_hands, self.contract.trumps),
                aces_held(self.initial_hands),
            )
        self.result = VintResult(kind, self.contract, self.declarer, tuple(self.tricks), score)


__all__ = ["PASSES_AFTER_A_BID", "PASSES_TO_THROW_IN", "VintDeal", "VintResult"]
