"""One deal of Skruuvi as a state machine (docs/rules.md R-2 – R-8).

A :class:`Deal` is created from the cards (or a seed) and then driven by actions. Every
action goes through :meth:`Deal.check`, which raises :class:`IllegalActionError` naming the
rule that forbids it, and :meth:`Deal.apply`, which checks and then changes the state.
Whose turn it is (:attr:`Deal.to_act`) and what may be done (:meth:`Deal.legal_actions`)
are always explicit.

Phases (who acts: what they may do → what comes next):

- AUCTION: dealer first, clockwise: pass or bid (R-3) → PACKET, or ALLPASS_EXCHANGE.
- PACKET: kitty/highest bidder: four cards to partner (R-4.2, R-4.8) → DISTRIBUTE (kitty) or
  RETURN_PACKET (no-kitty).
- DISTRIBUTE: kitty bidder's partner: one card to each other player (R-4.3) → EXTENDED.
- RETURN_PACKET: highest bidder's partner: four cards back (R-4.8) → EXTENDED.
- EXTENDED: the main players alternately, kitty/highest bidder first: pass or bid (R-4.4,
  R-4.5, R-4.9) → DEFENDERS_EXCHANGE or DOUBLING.
- DEFENDERS_EXCHANGE: the declarer's left, then the other defender: one card (R-4.6) →
  DOUBLING.
- ALLPASS_EXCHANGE: dealer's left and dealer's partner, then the dealer and dealer's right:
  one card to partner (R-5.2) → DOUBLING.
- DOUBLING / REDOUBLING: as R-4.12, R-5.3 or R-6.7: pass or double / redouble → PLAY.
- BOLSHEVIK_AUCTION: eligible players, one round from the dealer: pass or Bolshevik (R-6.3,
  R-6.5) → BOLSHEVIK_CHOICE, BOLSHEVIK_GIVE, or DONE (thrown in).
- BOLSHEVIK_CHOICE: the bidders in bidding order: declare or withdraw (R-6.4).
- BOLSHEVIK_GIVE: declarer: one card to each opponent (R-6.6) → BOLSHEVIK_CONTRACT.
- BOLSHEVIK_CONTRACT: declarer: pass (7 misère) or 7 of a suit / 7 grand → DOUBLING.
- PLAY: the leader, then clockwise: play a card (R-8) → DONE.

HANDOVER_CHOICE and ANNOUNCE belong to the three-player form (engine.bonehead.deal, R-9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .actions import (
    BOLSHEVIK,
    DECLARE,
    DOUBLE,
    PASS,
    REDOUBLE,
    WITHDRAW,
    Action,
    Bid,
    BolshevikCall,
    Declare,
    Denomination,
    Double,
    Give,
    Packet,
    Pass,
    Play,
    Redouble,
    Withdraw,
)
from .cards import ACE_MASK, Card, CardSet, iter_mask
from .rules import (
    DEFAULT_RULES,
    PASSES_TO_END,
    SEAT_NAMES,
    Form,
    Ruleset,
    left,
    partner,
    right,
    side,
)
from .scoring import (
    ScoreLine,
    allpass_points,
    bolshevik_points,
    contract_points,
    level4_unplayed_points,
)
from .trick_taking import (
    DealResult,
    IllegalActionError,
    Kind,
    Phase,
    Transfer,
    Trick,
    TrickTakingDeal,
    bids_above,
    check_dealt_cards,
    deal_cards,
    playable_mask,
)


@dataclass(frozen=True)
class BolshevikContext:
    """What a Bolshevik deal needs from its set (R-6.1, R-6.5)."""

    eligible: frozenset[int]
    deals_left: int  # deals left in the set, this one included


_DICTATOR_BIDS: Final = tuple(Bid(7, d) for d in Denomination if d is not Denomination.MISERE)


_MISERE_7: Final = Bid(7, Denomination.MISERE)


class Deal(TrickTakingDeal):
    """The state of one deal. Mutable: :meth:`apply` changes it; :meth:`clone` copies it."""

    MUTABLE = (
        *TrickTakingDeal.MUTABLE,
        "first_bid_of_side",
        "extended_calls",
        "bolshevik_calls",
        "bolshevik_bidders",
        "bolshevik_choices",
        "doubled_by",
    )

    def __init__(
        self,
        form: Form,
        dealer: int,
        hands: Sequence[CardSet],
        kitty: Sequence[Card] = (),
        ruleset: Ruleset = DEFAULT_RULES,
        bolshevik: BolshevikContext | None = None,
    ) -> None:
        if not 0 <= dealer <= 3:
            raise ValueError("dealer is a seat 0–3")
        check_dealt_cards(form, hands, kitty, SEAT_NAMES)
        if form is Form.BOLSHEVIK and bolshevik is None:
            bolshevik = BolshevikContext(frozenset(range(4)), 8)
        self.form = form
        self.dealer = dealer
        self.ruleset = ruleset
        self.bolshevik_context = bolshevik
        self.initial_hands: tuple[CardSet, ...] = tuple(hands)
        self.kitty: tuple[Card, ...] = tuple(kitty)
        self.hands: list[int] = [h.mask for h in hands]
        self.history: list[tuple[int, Action]] = []
        self.transfers: list[Transfer] = []
        self.kitty_exposed = False
        self.kind = Kind.UNDECIDED
        # auction
        self.calls: list[tuple[int, Action]] = []
        self.standing: Bid | None = None
        self.standing_seat: int | None = None
        self.passes = 0
        self.first_bid_of_side: list[Bid | None] = [None, None]
        self.kitty_bidder: int | None = None
        self.kitty_bid: Bid | None = None
        self.extended_calls: list[tuple[int, Action]] = []
        self.contract: Bid | None = None
        self.declarer: int | None = None
        self.defenders_exchange: bool | None = None
        # doubling
        self.doubling = 0
        self.doubler: int | None = None
        self.redoubler: int | None = None
        self.doubling_calls: list[tuple[int, Action]] = []
        self._queue: list[int] = []
        self._gives: list[tuple[int, int]] = []
        # Bolshevik
        self.bolshevik_calls: list[tuple[int, Action]] = []
        self.bolshevik_bidders: list[int] = []
        self.bolshevik_choices: list[tuple[int, Action]] = []
        self.doubled_by: set[int] = set()
        self.redoubled = False
        self.forced_bolshevik = False
        # play
        self.leader: int | None = None
        self.trick_cards: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0, 0, 0]
        self.result: DealResult | None = None
        if form is Form.BOLSHEVIK:
            self.phase = Phase.BOLSHEVIK_AUCTION
            self._queue = self._bolshevik_speakers()
            self.to_act: int | None = self._queue[0] if self._queue else None
            if not self._queue:
                self._finish_thrown_in()
        else:
            self.phase = Phase.AUCTION
            self.to_act = dealer

    # --- construction helpers ----------------------------------------------------------
    @classmethod
    def from_seed(
        cls,
        form: Form,
        dealer: int,
        seed: int | str,
        number: int = 1,
        ruleset: Ruleset = DEFAULT_RULES,
        bolshevik: BolshevikContext | None = None,
    ) -> Deal:
        hands, kitty = deal_cards(form, dealer, seed, number)
        return cls(form, dealer, hands, kitty, ruleset, bolshevik)

    # --- queries ---------------------------------------------------------------------------
    @property
    def main_side(self) -> int | None:
        if self.kind is Kind.CONTRACT and self.declarer is not None:
            return side(self.declarer)
        if self.kind is Kind.CONTRACT and self.kitty_bidder is not None:
            return side(self.kitty_bidder)
        return None

    def pending_receiver(self) -> int | None:
        """In a one-card exchange phase, who receives the card the seat to act gives."""
        if self._gives:
            return self._gives[0][1]
        return None

    def expected_receivers(self) -> tuple[int, ...]:
        """The seats the current give action must name, in seat order from the giver's left."""
        if self.to_act is None:
            return ()
        g = self.to_act
        if self.phase in (Phase.DISTRIBUTE, Phase.BOLSHEVIK_GIVE):
            return (left(g), partner(g), right(g))
        if self.phase in (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE) and self._gives:
            return (self._gives[0][1],)
        return ()

    def min_final_level(self) -> int:
        return self.ruleset.min_final_level(self.form is Form.KITTY)

    # --- legality ------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat to act. Give and packet actions are not listed
        (there are too many); :meth:`legal_cards` says which cards they may use."""
        p = self.phase
        if p is Phase.AUCTION:
            return [PASS, *self._higher_bids(self.standing)]
        if p is Phase.EXTENDED:
            out: list[Action] = []
            if not self._pass_would_end_below_minimum():
                out.append(PASS)
            out.extend(self._higher_bids(self.standing))
            return out
        if p is Phase.DOUBLING:
            return [PASS, DOUBLE]
        if p is Phase.REDOUBLING:
            return [PASS, REDOUBLE]
        if p is Phase.PLAY:
            return [Play(c) for c in iter_mask(self._playable_mask())]
        if p is Phase.BOLSHEVIK_AUCTION:
            if self._bolshevik_forced_now():
                return [BOLSHEVIK]
            return [PASS, BOLSHEVIK]
        if p is Phase.BOLSHEVIK_CHOICE:
            return [DECLARE, WITHDRAW]
        if p is Phase.BOLSHEVIK_CONTRACT:
            return [PASS, *_DICTATOR_BIDS]
        return []

    def legal_cards(self) -> CardSet:
        """Cards the seat to act may use now (to play, to pass in a packet, to give)."""
        if self.to_act is None:
            return CardSet()
        if self.phase is Phase.PLAY:
            return CardSet(self._playable_mask())
        if self.phase in (
            Phase.PACKET,
            Phase.RETURN_PACKET,
            Phase.DISTRIBUTE,
            Phase.DEFENDERS_EXCHANGE,
            Phase.ALLPASS_EXCHANGE,
            Phase.BOLSHEVIK_GIVE,
        ):
            return CardSet(self.hands[self.to_act])
        return CardSet()

    def can(self, action: Action, seat: int | None = None) -> bool:
        try:
            self.check(action, seat)
        except IllegalActionError:
            return False
        return True

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` if ``action`` is not legal now for ``seat``
        (default: the seat to act)."""
        p = self.phase
        if p is Phase.DONE or self.to_act is None:
            raise IllegalActionError("R-8", "the deal is over")
        if seat is not None and seat != self.to_act:
            raise IllegalActionError(
                self._turn_rule(),
                f"it is {SEAT_NAMES[self.to_act]}'s turn, not {SEAT_NAMES[seat]}'s",
            )
        actor = self.to_act
        if p is Phase.AUCTION:
            self._check_call(action, "R-3.1")
        elif p is Phase.EXTENDED:
            self._check_call(action, "R-4.4")
            if isinstance(action, Pass) and self._pass_would_end_below_minimum():
                rule = "R-4.5" if self.form is Form.KITTY else "R-4.9"
                raise IllegalActionError(
                    rule,
                    f"the contract must reach level {self.min_final_level()}: "
                    "this pass would end the extended bidding below it, so bid",
                )
        elif p in (Phase.PACKET, Phase.RETURN_PACKET):
            if not isinstance(action, Packet):
                raise IllegalActionError(
                    "R-4.2" if self.form is Form.KITTY else "R-4.8",
                    "now a packet of four cards is handed to partner",
                )
            self._check_own_cards(actor, action.cards, "R-4.2")
        elif p in (Phase.DISTRIBUTE, Phase.BOLSHEVIK_GIVE):
            rule = "R-4.3" if p is Phase.DISTRIBUTE else "R-6.6"
            if not isinstance(action, Give):
                raise IllegalActionError(rule, "now one card is given to each of the other three")
            want = set(self.expected_receivers())
            got = {s for s, _ in action.gifts}
            if got != want or len(action.gifts) != 3:
                names = ", ".join(SEAT_NAMES[s] for s in sorted(want))
                raise IllegalActionError(rule, f"give exactly one card each to {names}")
            self._check_own_cards(actor, action.cards, rule)
        elif p in (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE):
            rule = "R-4.6" if p is Phase.DEFENDERS_EXCHANGE else "R-5.2"
            if not isinstance(action, Give):
                raise IllegalActionError(rule, "now one card is handed over")
            receiver = self._gives[0][1]
            if len(action.gifts) != 1 or action.gifts[0][0] != receiver:
                raise IllegalActionError(
                    rule, f"hand over exactly one card, to {SEAT_NAMES[receiver]}"
                )
            self._check_own_cards(actor, action.cards, rule)
        elif p in (Phase.DOUBLING, Phase.REDOUBLING):
            self._check_doubling(action)
        elif p is Phase.PLAY:
            self._check_play(actor, action)
        elif p is Phase.BOLSHEVIK_AUCTION:
            if not isinstance(action, (Pass, BolshevikCall)):
                raise IllegalActionError("R-6.3", "in a Bolshevik auction say Bolshevik or pass")
            if isinstance(action, Pass) and self._bolshevik_forced_now():
                raise IllegalActionError(
                    "R-6.5",
                    "forced Bolshevik: as many deals are left as players who have not played, "
                    "and nobody else has bid, so you must bid",
                )
        elif p is Phase.BOLSHEVIK_CHOICE:
            if not isinstance(action, (Declare, Withdraw)):
                raise IllegalActionError("R-6.4", "choose to declare (play) or withdraw")
        elif p is Phase.BOLSHEVIK_CONTRACT:
            if isinstance(action, Pass):
                return
            if not (
                isinstance(action, Bid) and action.level == 7 and not action.denomination.is_misere
            ):
                raise IllegalActionError(
                    "R-6.6", "pass to play 7 misère, or raise to 7 of a suit or 7 grand (Dictator)"
                )
        else:  # pragma: no cover - every phase is handled above
            raise IllegalActionError("R-8", f"no actions in phase {p.value}")

    def _turn_rule(self) -> str:
        return {
            Phase.AUCTION: "R-3.1",
            Phase.EXTENDED: "R-4.4",
            Phase.PLAY: "R-8.1",
            Phase.DOUBLING: "R-4.12",
            Phase.REDOUBLING: "R-4.12",
            Phase.BOLSHEVIK_AUCTION: "R-6.3",
        }.get(self.phase, "R-4")

    def _check_call(self, action: Action, rule: str) -> None:
        if isinstance(action, Pass):
            return
        if not isinstance(action, Bid):
            raise IllegalActionError(rule, f"in the auction you pass or bid, not {action}")
        form = self.form.bidding
        if form is Form.NOKITTY and action.level < 6:
            raise IllegalActionError("R-3.3", "in a no-kitty game the lowest bid is 6♠")
        if self.standing is not None and action.key(form) <= self.standing.key(form):
            raise IllegalActionError(
                "R-3.1" if self.phase is Phase.AUCTION else "R-4.4",
                f"{action.text} is not higher than {self.standing.text}",
            )

    def _check_own_cards(self, seat: int, cards: Sequence[Card], rule: str) -> None:
        hand = self.hands[seat]
        for c in cards:
            if not hand & c.mask:
                raise IllegalActionError(rule, f"{c} is not in {SEAT_NAMES[seat]}'s hand")

    def _check_doubling(self, action: Action) -> None:
        bolshevik = self.kind is Kind.BOLSHEVIK
        allpass = self.kind is Kind.ALLPASS
        self._check_doubling_call(
            action, "R-6.7" if bolshevik else ("R-5.3" if allpass else "R-4.12")
        )

    def _check_play(self, seat: int, action: Action) -> None:
        self._check_card(seat, SEAT_NAMES[seat], action)

    def _playable_mask(self) -> int:
        assert self.to_act is not None
        return playable_mask(self.hands[self.to_act], self.trick_cards)

    def _higher_bids(self, standing: Bid | None) -> tuple[Bid, ...]:
        return bids_above(self.form, standing)

    def _pass_would_end_below_minimum(self) -> bool:
        assert self.standing is not None
        return self.passes == 3 and self.standing.level < self.min_final_level()

    def _bolshevik_speakers(self) -> list[int]:
        ctx = self.bolshevik_context
        assert ctx is not None
        return [s for s in ((self.dealer + i) % 4 for i in range(4)) if s in ctx.eligible]

    def _bolshevik_forced_now(self) -> bool:
        ctx = self.bolshevik_context
        assert ctx is not None
        return (
            ctx.deals_left <= len(ctx.eligible)
            and not self.bolshevik_bidders
            and len(self._queue) == 1
        )

    # --- applying actions ----------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Check ``action`` and apply it for the seat to act."""
        self.check(action, seat)
        actor = self.to_act
        assert actor is not None
        self.history.append((actor, action))
        p = self.phase
        if p is Phase.AUCTION:
            self._apply_call(actor, action)
        elif p is Phase.EXTENDED:
            self._apply_extended(actor, action)
        elif p is Phase.PACKET:
            assert isinstance(action, Packet)
            self._transfer(actor, partner(actor), action.cards, p)
            self.to_act = partner(actor)
            self.phase = Phase.DISTRIBUTE if self.form is Form.KITTY else Phase.RETURN_PACKET
        elif p is Phase.RETURN_PACKET:
            assert isinstance(action, Packet)
            self._transfer(actor, partner(actor), action.cards, p)
            self._start_extended()
        elif p is Phase.DISTRIBUTE:
            assert isinstance(action, Give)
            for receiver, card in action.gifts:
                self._transfer(actor, receiver, (card,), p)
            self._start_extended()
        elif p in (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE):
            assert isinstance(action, Give)
            giver, receiver = self._gives.pop(0)
            self._transfer(giver, receiver, action.cards, p)
            if self._gives:
                self.to_act = self._gives[0][0]
            else:
                self._start_doubling()
        elif p is Phase.DOUBLING:
            self._apply_double(actor, action)
        elif p is Phase.REDOUBLING:
            self._apply_redouble(actor, action)
        elif p is Phase.PLAY:
            assert isinstance(action, Play)
            self._apply_play(actor, action.card)
        elif p is Phase.BOLSHEVIK_AUCTION:
            self._apply_bolshevik_call(actor, action)
        elif p is Phase.BOLSHEVIK_CHOICE:
            self._apply_bolshevik_choice(actor, action)
        elif p is Phase.BOLSHEVIK_GIVE:
            assert isinstance(action, Give)
            for receiver, card in action.gifts:
                self._transfer(actor, receiver, (card,), p)
            self.phase = Phase.BOLSHEVIK_CONTRACT
        elif p is Phase.BOLSHEVIK_CONTRACT:
            self.contract = action if isinstance(action, Bid) else _MISERE_7
            self.bolshevik_calls.append((actor, action))
            self._start_doubling()

    def _transfer(self, giver: int, receiver: int, cards: Sequence[Card], phase: Phase) -> None:
        self._move_cards(giver, receiver, cards)
        self.transfers.append(Transfer(giver, receiver, tuple(cards), phase))

    def _apply_call(self, seat: int, action: Action) -> None:
        self.calls.append((seat, action))
        if isinstance(action, Bid):
            self.standing = action
            self.standing_seat = seat
            self.passes = 0
            if self.first_bid_of_side[side(seat)] is None:
                self.first_bid_of_side[side(seat)] = action
        else:
            self.passes += 1
        if self.standing is None and len(self.calls) == 4:
            self._start_allpass()
            return
        if self.standing is not None and self.passes == PASSES_TO_END:
            self._end_auction()
            return
        self.to_act = left(seat)

    def _end_auction(self) -> None:
        assert self.standing is not None and self.standing_seat is not None
        self.kind = Kind.CONTRACT
        k = self.standing_seat
        self.kitty_bidder = k
        self.kitty_bid = self.standing
        self.declarer = k
        if self.form is Form.KITTY:
            # the kitty is turned face up and taken by the kitty bidder.
            self.kitty_exposed = True
            for c in self.kitty:
                self.hands[k] |= c.mask
        self.phase = Phase.PACKET
        self.to_act = k

    def _start_extended(self) -> None:
        assert self.kitty_bidder is not None
        self.phase = Phase.EXTENDED
        self.passes = 0
        self.to_act = self.kitty_bidder

    def _apply_extended(self, seat: int, action: Action) -> None:
        self.extended_calls.append((seat, action))
        if isinstance(action, Bid):
            self.standing = action
            self.standing_seat = seat
            self.declarer = seat
            self.passes = 0
        else:
            self.passes += 1
            if self.passes == 4:
                self._final_contract()
                return
        self.to_act = partner(seat)

    def _final_contract(self) -> None:
        assert self.standing is not None and self.declarer is not None
        self.contract = self.standing
        d = self.declarer
        if self.form is Form.KITTY:
            first = self.first_bid_of_side[side(d)]
            assert first is not None
            self.defenders_exchange = first.level < 6  # R-4.6 / D-4
        else:
            self.defenders_exchange = False
        if self.defenders_exchange:
            self.phase = Phase.DEFENDERS_EXCHANGE
            self._gives = [(left(d), right(d)), (right(d), left(d))]
            self.to_act = left(d)
        else:
            self._start_doubling()

    def _start_allpass(self) -> None:
        self.kind = Kind.ALLPASS
        d = self.dealer
        if self.form is Form.KITTY:
            # the dealer deals the kitty, one card each from the dealer's left.
            for i, c in enumerate(self.kitty):
                self.hands[(d + 1 + i) % 4] |= c.mask
        # the dealer's left and the dealer's partner hand over first, then the returns.
        self._gives = [(left(d), right(d)), (partner(d), d), (d, partner(d)), (right(d), left(d))]
        self.phase = Phase.ALLPASS_EXCHANGE
        self.to_act = left(d)

    def _start_doubling(self) -> None:
        self.phase = Phase.DOUBLING
        if self.kind is Kind.ALLPASS:
            dealer = self.dealer
            self._queue = [dealer, left(dealer), partner(dealer), right(dealer)]
        else:
            d = self.declarer
            assert d is not None
            if self.kind is Kind.BOLSHEVIK:
                self._queue = [right(d), left(d), partner(d)]  # the stalker first
            else:
                self._queue = [left(d), right(d)]
        self.to_act = self._queue[0]

    def _apply_double(self, seat: int, action: Action) -> None:
        self.doubling_calls.append((seat, action))
        self._queue.pop(0)
        if self.kind is Kind.BOLSHEVIK:
            if isinstance(action, Double):
                self.doubled_by.add(seat)
            if self._queue:
                self.to_act = self._queue[0]
            elif self.doubled_by:
                self.phase = Phase.REDOUBLING
                assert self.declarer is not None
                self._queue = [self.declarer]
                self.to_act = self.declarer
            else:
                self._start_play()
            return
        if isinstance(action, Double):
            self.doubling = 1
            self.doubler = seat
            self.phase = Phase.REDOUBLING
            self._queue = [left(seat), right(seat)]
            self.to_act = self._queue[0]
        elif self._queue:
            self.to_act = self._queue[0]
        else:
            self._start_play()

    def _apply_redouble(self, seat: int, action: Action) -> None:
        self.doubling_calls.append((seat, action))
        self._queue.pop(0)
        if isinstance(action, Redouble):
            if self.kind is Kind.BOLSHEVIK:
                self.redoubled = True
            else:
                self.doubling = 2
                self.redoubler = seat
            self._start_play()
        elif self._queue:
            self.to_act = self._queue[0]
        else:
            self._start_play()

    def _start_play(self) -> None:
        self._queue = []
        if self.kind is Kind.ALLPASS:
            self.leader = left(self.dealer)  # R-5.4 / D-5
        elif self.kind is Kind.BOLSHEVIK:
            assert self.declarer is not None
            self.leader = right(self.declarer)  # the stalker
        else:
            assert self.declarer is not None and self.contract is not None
            c = self.contract
            if c.level == 4 and not c.denomination.is_misere and self.doubling == 0:
                self._finish_level4_unplayed()
                return
            self.leader = left(self.declarer)
        self.phase = Phase.PLAY
        self.to_act = self.leader

    def _apply_play(self, seat: int, card: Card) -> None:
        winner = self._add_card(seat, seat, card)
        if winner is None:
            self.to_act = left(seat)
        elif len(self.tricks) == 13:
            self._finish_played()
        else:
            self.leader = winner
            self.to_act = winner

    def _apply_bolshevik_call(self, seat: int, action: Action) -> None:
        self.bolshevik_calls.append((seat, action))
        if isinstance(action, BolshevikCall):
            self.forced_bolshevik = self._bolshevik_forced_now()
            self.bolshevik_bidders.append(seat)
        self._queue.pop(0)
        if self._queue:
            self.to_act = self._queue[0]
            return
        bidders = self.bolshevik_bidders
        if not bidders:
            self._finish_thrown_in()
        elif len(bidders) == 1:
            self._bolshevik_declarer(bidders[0])
        else:
            self.phase = Phase.BOLSHEVIK_CHOICE
            self._queue = list(bidders)
            self.to_act = bidders[0]

    def _apply_bolshevik_choice(self, seat: int, action: Action) -> None:
        self.bolshevik_choices.append((seat, action))
        if isinstance(action, Declare):
            self._bolshevik_declarer(seat)
            return
        self._queue.pop(0)
        if len(self._queue) == 1:
            self._bolshevik_declarer(self._queue[0])  # the last bidder must play
        else:
            self.to_act = self._queue[0]

    def _bolshevik_declarer(self, seat: int) -> None:
        self.kind = Kind.BOLSHEVIK
        self.declarer = seat
        self.kitty_exposed = True
        for c in self.kitty:
            self.hands[seat] |= c.mask
        self._queue = []
        self.phase = Phase.BOLSHEVIK_GIVE
        self.to_act = seat

    # --- finishing -------------------------------------------------------------------------
    def _ace_ordinals(self) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        for t in self.tricks:
            for _s, c in t.cards:
                if c.mask & ACE_MASK:
                    out.append((t.number, t.winner))
        return out

    def _finish_played(self) -> None:
        self.phase = Phase.DONE
        self.to_act = None
        aces = tuple(self._ace_ordinals())
        tricks = tuple(self.tricks_won)
        t4 = (tricks[0], tricks[1], tricks[2], tricks[3])
        if self.kind is Kind.ALLPASS:
            ns_tricks = tricks[0] + tricks[2]
            ew_tricks = tricks[1] + tricks[3]
            score = allpass_points(
                ns_tricks,
                ew_tricks,
                [n for n, w in aces if side(w) == 0],
                [n for n, w in aces if side(w) == 1],
                self.doubling,
                self.ruleset,
            )
            ns = score.total
            self.result = DealResult(
                Kind.ALLPASS,
                (ns, -ns, ns, -ns),
                score.lines,
                t4,
                doubling=self.doubling,
                aces=aces,
            )
        elif self.kind is Kind.BOLSHEVIK:
            d = self.declarer
            assert d is not None and self.contract is not None
            opponents = (left(d), partner(d), right(d))
            doublings = [
                (2 if self.redoubled else 1) if o in self.doubled_by else 0 for o in opponents
            ]
            misere = self.contract.denomination.is_misere
            bs = bolshevik_points(
                misere,
                tricks[d],
                doublings,
                [n for n, w in aces if w != d],
                [n for n, w in aces if w == d],
                self.ruleset,
            )
            pts = [0, 0, 0, 0]
            pts[d] = bs.declarer
            for o, v in zip(opponents, bs.opponents, strict=True):
                pts[o] = v
            self.result = DealResult(
                Kind.BOLSHEVIK,
                (pts[0], pts[1], pts[2], pts[3]),
                bs.lines[0],
                t4,
                contract=self.contract,
                declarer=d,
                made=bs.made,
                aces=aces,
                per_opponent_lines=tuple(zip(opponents, bs.lines, strict=True)),
            )
        else:
            d = self.declarer
            assert d is not None and self.contract is not None
            main = side(d)
            main_tricks = tricks[main] + tricks[main + 2]
            cs = contract_points(
                self.contract,
                main_tricks,
                self.doubling,
                self.ruleset,
                [n for n, w in aces if side(w) == main],
                [n for n, w in aces if side(w) != main],
            )
            self.result = self._partnership_result(cs.total, cs.lines, t4, cs.made, aces)

    def _partnership_result(
        self,
        main_points: int,
        lines: tuple[ScoreLine, ...],
        tricks: tuple[int, int, int, int],
        made: bool,
        aces: tuple[tuple[int, int], ...],
        played: bool = True,
    ) -> DealResult:
        assert self.declarer is not None
        main = side(self.declarer)
        ns = main_points if main == 0 else -main_points
        return DealResult(
            Kind.CONTRACT,
            (ns, -ns, ns, -ns),
            lines,
            tricks,
            contract=self.contract,
            declarer=self.declarer,
            doubling=self.doubling,
            made=made,
            aces=aces,
            played=played,
        )

    def _finish_level4_unplayed(self) -> None:
        assert self.contract is not None
        self.phase = Phase.DONE
        self.to_act = None
        cs = level4_unplayed_points(self.contract)
        self.result = self._partnership_result(
            cs.total, cs.lines, (0, 0, 0, 0), True, (), played=False
        )

    def _finish_thrown_in(self) -> None:
        self.kind = Kind.THROWN_IN
        self.phase = Phase.DONE
        self.to_act = None
        self.result = DealResult(
            Kind.THROWN_IN,
            (0, 0, 0, 0),
            (ScoreLine("everyone passed: the deal is thrown in", 0),),
            (0, 0, 0, 0),
            played=False,
        )

    def __repr__(self) -> str:
        return (
            f"<Deal {self.form.value} dealer={SEAT_NAMES[self.dealer]} phase={self.phase.value} "
            f"to_act={SEAT_NAMES[self.to_act] if self.to_act is not None else '-'}>"
        )
