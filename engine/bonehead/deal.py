"""One deal of the three-player form as a state machine: :class:`BoneheadDeal` (R-9; the
overview of seats, glimpses, hand-overs and phases is :mod:`engine.bonehead`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import DOUBLE, PASS, REDOUBLE, Action, Bid, Double, Packet, Pass, Play, Redouble
from ..cards import SUIT_MASKS, Card, CardSet, iter_mask
from ..rules import DEFAULT_RULES, Form, Ruleset, left, partner, right, side
from ..scoring import ScoreLine, allpass_points, contract_points, level4_unplayed_points
from ..trick_taking import (
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
from .actions import (
    BONEHEAD_FIRST,
    DECLARER_FIRST,
    Announce,
    GiveCards,
    GivePositions,
    HandOverFirst,
    Move,
    PacketPositions,
    RowPosition,
    row_positions,
)
from .seating import BONEHEAD, PARTICIPANT_NAMES, PLAYERS, participant_name, seating_for


# --- dealing (R-9.1, R-9.2) ----------------------------------------------------------------
def glimpse_split(bonehead: CardSet, dealer: int) -> tuple[CardSet, CardSet, CardSet]:
    """R-9.2: which of the bonehead's cards each player sees. The cards are shuffled by a
    generator seeded with the bonehead's hand and dealt one at a time from the dealer,
    clockwise among the players: 4 each from 12 cards, and the dealer 5 from 13. The split
    is thus fixed by the deal (replays agree) yet tells no player anything about the cards
    they did not see."""
    cards = list(bonehead.cards())
    random.Random(f"skruuvi:glimpse:{bonehead.mask}").shuffle(cards)
    masks = [0, 0, 0]
    for i, c in enumerate(cards):
        masks[(dealer + i) % 3] |= c.mask
    return CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2])


def deal_bonehead_cards(
    form: Form, dealer: int, seed: int | str, number: int
) -> tuple[tuple[CardSet, CardSet, CardSet, CardSet], tuple[Card, ...]]:
    """Deal as usual (R-9.2, R-2) with the seating of R-9.1; hands by participant."""
    seating = seating_for(dealer)
    seat_hands, kitty = deal_cards(form, seating.index(dealer), seed, number)
    hands = [CardSet()] * 4
    for seat, hand in enumerate(seat_hands):
        hands[seating[seat]] = hand
    return (hands[0], hands[1], hands[2], hands[3]), kitty


# --- results ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BoneheadTransfer(Transfer):
    """A face-down hand-over: :class:`~engine.trick_taking.Transfer`'s seats, plus the participants,
    the player who chose the cards, and the row positions when they were chosen blind."""

    from_participant: int
    to_participant: int
    chooser: int
    positions: tuple[RowPosition, ...] = ()

    @property
    def blind(self) -> bool:
        return bool(self.positions)


@dataclass(frozen=True)
class BoneheadResult:
    """A finished bonehead deal, scored pairwise (R-9.8).

    ``outcome`` is the four-seat result (its seats are those of ``seating``); the *focal*
    player is the declarer, or the dealer in all-pass misère, and takes their side's number
    ``side_points[0]``; each of the two others takes the other side's ``side_points[1]``.
    The sides sum to zero; the three players' numbers do not.
    """

    outcome: DealResult
    seating: tuple[int, int, int, int]
    focal: int
    side_points: tuple[int, int]
    player_points: tuple[int, int, int]

    @property
    def kind(self) -> Kind:
        return self.outcome.kind

    @property
    def contract(self) -> Bid | None:
        return self.outcome.contract

    @property
    def made(self) -> bool | None:
        return self.outcome.made

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return self.outcome.lines

    def tricks_of(self, participant: int) -> int:
        return self.outcome.tricks[self.seating.index(participant)]

    @property
    def side_tricks(self) -> tuple[int, int]:
        """Tricks of (the focal player and the bonehead, the two others)."""
        ours = self.tricks_of(self.focal) + self.tricks_of(BONEHEAD)
        return ours, sum(self.outcome.tricks) - ours


_HANDOVER_PHASES: Final = (Phase.PACKET, Phase.RETURN_PACKET, Phase.DISTRIBUTE)


_EXCHANGE_PHASES: Final = (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)


class BoneheadDeal(TrickTakingDeal):
    """One three-player deal. Mutable: :meth:`apply` changes it; :meth:`clone` copies it.

    ``hands`` are given by participant: A, B, C and the bonehead.
    """

    MUTABLE = (*TrickTakingDeal.MUTABLE, "first_bid")

    def __init__(
        self,
        form: Form,
        dealer: int,
        hands: Sequence[CardSet],
        kitty: Sequence[Card] = (),
        ruleset: Ruleset = DEFAULT_RULES,
        glimpses: Sequence[CardSet] | None = None,
    ) -> None:
        if form not in (Form.KITTY, Form.NOKITTY):
            raise ValueError("a bonehead deal is a kitty or a no-kitty game")
        if dealer not in PLAYERS:
            raise ValueError("the dealer is player 0, 1 or 2 (A, B, C)")
        check_dealt_cards(form, hands, kitty, PARTICIPANT_NAMES)
        if glimpses is None:
            glimpses = glimpse_split(hands[BONEHEAD], dealer)
        else:
            _check_glimpses(form, dealer, hands[BONEHEAD], glimpses)
        self.form = form
        self.dealer = dealer
        self.ruleset = ruleset
        self.initial_hands: tuple[CardSet, CardSet, CardSet, CardSet] = (
            hands[0],
            hands[1],
            hands[2],
            hands[3],
        )
        self.kitty: tuple[Card, ...] = tuple(kitty)
        self.glimpses: tuple[CardSet, CardSet, CardSet] = (glimpses[0], glimpses[1], glimpses[2])
        self.hands: list[int] = [h.mask for h in hands]  # by participant
        self.seating_at_deal = seating_for(dealer)
        self.seating = self.seating_at_deal
        self.history: list[Move] = []
        self.transfers: list[BoneheadTransfer] = []
        self.kind = Kind.UNDECIDED
        # auction
        self.calls: list[tuple[int, Action]] = []
        self.standing: Bid | None = None
        self.standing_player: int | None = None
        self.passes = 0
        self.first_bid: list[Bid | None] = [None, None, None]
        self.declarer: int | None = None
        self.highest_bid: Bid | None = None
        # exchanges
        self.bonehead_first: bool | None = None
        self.kitty_taker: int | None = None
        self.kitty_exposed = False
        self.allpass_kitty: tuple[tuple[int, Card], ...] = ()  # (participant, card), R-5.1
        self.sight: CardSet | None = None  # the bonehead's whole hand, when a player saw it
        self.sighted_by: int | None = None
        self.defenders_exchange: bool | None = None
        self._gives: list[tuple[int, int]] = []
        self.contract: Bid | None = None
        # doubling
        self.doubling = 0
        self.doubler: int | None = None
        self.redoubler: int | None = None
        self.doubling_calls: list[tuple[int, Action]] = []
        self._queue: list[int] = []
        # play
        self.exposed = False
        self.exposed_hand: CardSet | None = None
        self.leader: int | None = None  # seat
        self.trick_cards: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0, 0, 0]  # by seat
        self.result: BoneheadResult | None = None
        self.phase = Phase.AUCTION
        self.to_act: int | None = dealer
        self.acting_for: int | None = dealer

    # --- construction helpers ----------------------------------------------------------
    @classmethod
    def from_seed(
        cls,
        form: Form,
        dealer: int,
        seed: int | str,
        number: int = 1,
        ruleset: Ruleset = DEFAULT_RULES,
    ) -> BoneheadDeal:
        hands, kitty = deal_bonehead_cards(form, dealer, seed, number)
        return cls(form, dealer, hands, kitty, ruleset)

    # --- queries -------------------------------------------------------------------------
    def seat_of(self, participant: int) -> int:
        return self.seating.index(participant)

    def participant_at(self, seat: int) -> int:
        return self.seating[seat]

    @property
    def focal(self) -> int:
        """The declarer once there is one, else the dealer: the player the bonehead sits
        opposite, who acts for it and takes its side's number."""
        return self.declarer if self.declarer is not None else self.dealer

    @property
    def defenders(self) -> tuple[int, int]:
        """The declarer's left and right (the other two players), once there is a declarer."""
        d = self.focal
        return (d + 1) % 3, (d + 2) % 3

    @property
    def seat_to_act(self) -> int | None:
        return None if self.acting_for is None else self.seat_of(self.acting_for)

    def bonehead_lengths(self) -> tuple[int, int, int, int]:
        """The bonehead's row lengths, ♠ ♣ ♦ ♥: public at every moment (R-9.2)."""
        return CardSet(self.hands[BONEHEAD]).lengths()

    @property
    def by_position(self) -> bool:
        """Whether the action now hands over the bonehead's cards by row position only: its
        hand-over when the player acting for it has not seen its hand (D-11)."""
        return (
            self.acting_for == BONEHEAD
            and self.phase in (*_HANDOVER_PHASES, *_EXCHANGE_PHASES)
            and self.sighted_by != self.to_act
        )

    def min_final_level(self) -> int:
        return self.ruleset.min_final_level(self.form is Form.KITTY)

    def contract_choices(self) -> tuple[Bid, ...]:
        """R-9.6: the contracts the declarer may announce, lowest first."""
        assert self.highest_bid is not None
        low = self.min_final_level()
        bids = (self.highest_bid, *bids_above(self.form, self.highest_bid))
        return tuple(b for b in bids if b.level >= low)

    def expected_receivers(self) -> tuple[int, ...]:
        """The participants the hand-over now must name (in a packet phase: its receiver)."""
        p, giver = self.phase, self.acting_for
        if giver is None:
            return ()
        if p in (Phase.PACKET, Phase.RETURN_PACKET):
            return (self._other_main(giver),)
        if p is Phase.DISTRIBUTE:
            return tuple(x for x in (*PLAYERS, BONEHEAD) if x != giver)
        if p in _EXCHANGE_PHASES and self._gives:
            return (self._gives[0][1],)
        return ()

    def legal_actions(self) -> list[Action]:
        """Every legal action for the player to act. Packets and gives are not listed;
        :meth:`legal_cards` or :meth:`legal_positions` say what they may use."""
        p = self.phase
        if p is Phase.AUCTION:
            return [PASS, *bids_above(self.form, self.standing)]
        if p is Phase.HANDOVER_CHOICE:
            return [BONEHEAD_FIRST, DECLARER_FIRST]
        if p is Phase.ANNOUNCE:
            return [Announce(b) for b in self.contract_choices()]
        if p is Phase.DOUBLING:
            return [PASS, DOUBLE]
        if p is Phase.REDOUBLING:
            return [PASS, REDOUBLE]
        if p is Phase.PLAY:
            return [Play(c) for c in iter_mask(self._playable())]
        return []

    def legal_cards(self) -> CardSet:
        """Cards that may be used now (played, packed, given). Empty when the bonehead's
        cards are chosen by position (see :meth:`legal_positions`)."""
        if self.acting_for is None:
            return CardSet()
        if self.phase is Phase.PLAY:
            return CardSet(self._playable())
        if self.phase in (*_HANDOVER_PHASES, *_EXCHANGE_PHASES) and not self.by_position:
            return CardSet(self.hands[self.acting_for])
        return CardSet()

    def legal_positions(self) -> tuple[RowPosition, ...]:
        """The bonehead's row positions, when its cards are chosen by position (D-11)."""
        if not self.by_position:
            return ()
        return row_positions(self.hands[BONEHEAD])

    def can(self, action: Action, player: int | None = None, hand: int | None = None) -> bool:
        try:
            self.check(action, player, hand)
        except IllegalActionError:
            return False
        return True

    # --- legality ------------------------------------------------------------------------
    def check(self, action: Action, player: int | None = None, hand: int | None = None) -> None:
        """Raise :class:`IllegalActionError` unless ``action`` is legal now for ``player``
        acting for ``hand`` (defaults: whoever is to act, for whichever hand)."""
        p = self.phase
        if p is Phase.DONE or self.to_act is None or self.acting_for is None:
            raise IllegalActionError("R-8", "the deal is over")
        if player is not None and player != self.to_act:
            whose = " (for the bonehead)" if self.acting_for == BONEHEAD else ""
            raise IllegalActionError(
                self._turn_rule(),
                f"it is {participant_name(self.to_act)}'s turn{whose}, "
                f"not {participant_name(player)}'s",
            )
        if hand is not None and hand != self.acting_for:
            if hand == BONEHEAD:
                if p in (Phase.DOUBLING, Phase.REDOUBLING):
                    raise IllegalActionError("R-9.7", "the bonehead never doubles or redoubles")
                raise IllegalActionError(
                    self._bonehead_rule(),
                    f"the bonehead does not act now: it is {participant_name(self.to_act)}'s "
                    "own turn",
                )
            raise IllegalActionError(
                self._bonehead_rule(),
                f"{participant_name(self.to_act)} acts for the bonehead now, not for themself",
            )
        actor = self.acting_for
        if p is Phase.AUCTION:
            self._check_call(action)
        elif p is Phase.HANDOVER_CHOICE:
            if not isinstance(action, HandOverFirst):
                what = "takes the kitty" if self.form is Form.KITTY else "hands over first"
                raise IllegalActionError(
                    "R-9.5",
                    f"the declarer chooses who {what}: bonehead-first or declarer-first",
                )
        elif p in (Phase.PACKET, Phase.RETURN_PACKET):
            self._check_packet(actor, action)
        elif p is Phase.DISTRIBUTE:
            self._check_distribute(actor, action)
        elif p in _EXCHANGE_PHASES:
            rule = "R-4.6" if p is Phase.DEFENDERS_EXCHANGE else "R-5.2"
            receiver = self._gives[0][1]
            if not isinstance(action, GiveCards):
                raise IllegalActionError(rule, "now one card is handed over (give X:card)")
            if len(action.gifts) != 1 or action.gifts[0][0] != receiver:
                raise IllegalActionError(
                    rule, f"hand over exactly one card, to {participant_name(receiver)}"
                )
            self._check_own_cards(actor, action.cards, rule)
        elif p is Phase.ANNOUNCE:
            if isinstance(action, Bid):
                raise IllegalActionError(
                    "R-9.6",
                    f"there is no extended auction: announce the final contract "
                    f"(contract {action.notation()})",
                )
            if not isinstance(action, Announce):
                raise IllegalActionError("R-9.6", "now the declarer announces the final contract")
            if action.bid not in self.contract_choices():
                assert self.highest_bid is not None
                raise IllegalActionError(
                    "R-9.6",
                    f"the final contract must be at least {self.highest_bid.text} and at "
                    f"least level {self.min_final_level()}, not {action.bid.text}",
                )
        elif p in (Phase.DOUBLING, Phase.REDOUBLING):
            self._check_doubling(action)
        elif p is Phase.PLAY:
            self._check_play(actor, action)
        else:  # pragma: no cover - every phase of a bonehead deal is handled above
            raise IllegalActionError("R-9", f"no actions in phase {p.value}")

    def _turn_rule(self) -> str:
        return {
            Phase.AUCTION: "R-9.3",
            Phase.HANDOVER_CHOICE: "R-9.5",
            Phase.PACKET: "R-9.5",
            Phase.RETURN_PACKET: "R-9.5",
            Phase.DISTRIBUTE: "R-9.5",
            Phase.DEFENDERS_EXCHANGE: "R-4.6",
            Phase.ANNOUNCE: "R-9.6",
            Phase.ALLPASS_EXCHANGE: "R-5.2",
            Phase.DOUBLING: "R-5.3" if self.kind is Kind.ALLPASS else "R-4.12",
            Phase.REDOUBLING: "R-5.3" if self.kind is Kind.ALLPASS else "R-4.12",
        }.get(self.phase, "R-8.1")

    def _bonehead_rule(self) -> str:
        if self.phase is Phase.PLAY or self.kind is Kind.ALLPASS:
            return "R-9.7"
        return "R-9.5"

    def _check_call(self, action: Action) -> None:
        if isinstance(action, Pass):
            return
        if not isinstance(action, Bid):
            raise IllegalActionError("R-9.3", f"in the auction you pass or bid, not {action}")
        if self.form is Form.NOKITTY and action.level < 6:
            raise IllegalActionError("R-3.3", "in a no-kitty game the lowest bid is 6♠")
        if self.standing is not None and action.key(self.form) <= self.standing.key(self.form):
            raise IllegalActionError(
                "R-3.1", f"{action.text} is not higher than {self.standing.text}"
            )

    def _check_own_cards(self, participant: int, cards: Sequence[Card], rule: str) -> None:
        hand = self.hands[participant]
        for c in cards:
            if not hand & c.mask:
                raise IllegalActionError(
                    rule, f"{c} is not in {participant_name(participant)}'s hand"
                )

    def _check_positions(self, positions: Sequence[RowPosition]) -> None:
        if len(set(positions)) != len(positions):
            raise IllegalActionError("D-11", "the same row position is named twice")
        hand = self.hands[BONEHEAD]
        for pos in positions:
            n = (hand & SUIT_MASKS[pos.suit]).bit_count()
            if pos.index > n:
                raise IllegalActionError(
                    "D-11",
                    f"the bonehead's {pos.suit.symbol} row has {n} card{'s' if n != 1 else ''}: "
                    f"there is no {pos}",
                )

    def _blind_refusal(self, example: str) -> IllegalActionError:
        return IllegalActionError(
            "D-11",
            "the declarer handed over first, so the bonehead's cards are chosen by row "
            f"position only, without seeing them ({example})",
        )

    def _check_packet(self, actor: int, action: Action) -> None:
        rule = "R-4.2" if self.form is Form.KITTY else "R-4.8"
        if self.by_position:
            if not isinstance(action, PacketPositions):
                raise self._blind_refusal("e.g. packet ♥1st ♠1st ♦2nd ♣1st")
            self._check_positions(action.positions)
            return
        if isinstance(action, PacketPositions):
            raise IllegalActionError(
                "R-9.5",
                "the bonehead handed over first: the declarer sees its hand and names the cards",
            )
        if not isinstance(action, Packet):
            raise IllegalActionError(rule, "now a packet of four cards is handed over")
        self._check_own_cards(actor, action.cards, rule)

    def _check_distribute(self, actor: int, action: Action) -> None:
        want = set(self.expected_receivers())
        names = ", ".join(participant_name(r) for r in sorted(want))
        if self.by_position:
            if not isinstance(action, GivePositions):
                raise self._blind_refusal("e.g. give A:♥1st B:♠2nd C:♦1st")
            if {r for r, _ in action.gifts} != want or len(action.gifts) != 3:
                raise IllegalActionError("R-4.3", f"give exactly one card each to {names}")
            self._check_positions(action.positions)
            return
        if isinstance(action, GivePositions):
            raise IllegalActionError(
                "R-9.5", "the declarer knows these cards: name them, not their row positions"
            )
        if not isinstance(action, GiveCards):
            raise IllegalActionError("R-4.3", "now one card is given to each of the other three")
        if {r for r, _ in action.gifts} != want or len(action.gifts) != 3:
            raise IllegalActionError("R-4.3", f"give exactly one card each to {names}")
        self._check_own_cards(actor, action.cards, "R-4.3")

    def _check_doubling(self, action: Action) -> None:
        self._check_doubling_call(action, "R-5.3" if self.kind is Kind.ALLPASS else "R-4.12")

    def _check_play(self, participant: int, action: Action) -> None:
        self._check_card(participant, participant_name(participant), action)

    def _playable(self) -> int:
        assert self.acting_for is not None
        return playable_mask(self.hands[self.acting_for], self.trick_cards)

    # --- applying actions ----------------------------------------------------------------
    def apply(self, action: Action, player: int | None = None, hand: int | None = None) -> None:
        """Check ``action`` and apply it for the player to act."""
        self.check(action, player, hand)
        actor, for_hand = self.to_act, self.acting_for
        assert actor is not None and for_hand is not None
        self.history.append(Move(actor, for_hand, action))
        p = self.phase
        if p is Phase.AUCTION:
            self._apply_call(actor, action)
        elif p is Phase.HANDOVER_CHOICE:
            assert isinstance(action, HandOverFirst)
            self._apply_choice(action.bonehead)
        elif p in (Phase.PACKET, Phase.RETURN_PACKET):
            receiver = self._other_main(for_hand)
            positions: tuple[RowPosition, ...] = ()
            if isinstance(action, PacketPositions):
                positions = action.positions
                cards = self._resolve(positions)
            else:
                assert isinstance(action, Packet)
                cards = action.cards
            self._transfer(for_hand, receiver, cards, actor, positions)
            if p is Phase.RETURN_PACKET:
                self._after_main_exchange()
            else:
                self.phase = Phase.DISTRIBUTE if self.form is Form.KITTY else Phase.RETURN_PACKET
                self._turn(receiver)
        elif p is Phase.DISTRIBUTE:
            if isinstance(action, GivePositions):
                resolved = self._resolve(action.positions)
                for (receiver, pos), card in zip(action.gifts, resolved, strict=True):
                    self._transfer(for_hand, receiver, (card,), actor, (pos,))
            else:
                assert isinstance(action, GiveCards)
                for receiver, card in action.gifts:
                    self._transfer(for_hand, receiver, (card,), actor)
            self._after_main_exchange()
        elif p in _EXCHANGE_PHASES:
            assert isinstance(action, GiveCards)
            giver, receiver = self._gives.pop(0)
            self._transfer(giver, receiver, action.cards, actor)
            if self._gives:
                self._next_give()
            else:
                self._start_doubling()
        elif p is Phase.ANNOUNCE:
            assert isinstance(action, Announce)
            self.contract = action.bid
            if self.defenders_exchange:
                # the defenders exchange knowing the final contract.
                lft, rgt = self.defenders
                self.phase = Phase.DEFENDERS_EXCHANGE
                self._gives = [(lft, rgt), (rgt, lft)]
                self._next_give()
            else:
                self._start_doubling()
        elif p is Phase.DOUBLING:
            self._apply_double(actor, action)
        elif p is Phase.REDOUBLING:
            self._apply_redouble(actor, action)
        elif p is Phase.PLAY:
            assert isinstance(action, Play)
            self._apply_play(action.card)

    def _turn(self, participant: int) -> None:
        """Give the turn to ``participant``'s hand: the bonehead's goes to the focal player."""
        self.acting_for = participant
        self.to_act = self.focal if participant == BONEHEAD else participant

    def _other_main(self, participant: int) -> int:
        return self.focal if participant == BONEHEAD else BONEHEAD

    def _resolve(self, positions: Sequence[RowPosition]) -> tuple[Card, ...]:
        """Row positions → cards, all against the rows as they are before the hand-over."""
        hand = self.hands[BONEHEAD]
        cards = tuple(pos.card_in(hand) for pos in positions)
        assert all(c is not None for c in cards)
        return tuple(c for c in cards if c is not None)

    def _see_bonehead(self, player: int) -> None:
        self.sight = CardSet(self.hands[BONEHEAD])
        self.sighted_by = player

    def _transfer(
        self,
        giver: int,
        receiver: int,
        cards: Sequence[Card],
        chooser: int,
        positions: tuple[RowPosition, ...] = (),
    ) -> None:
        self._move_cards(giver, receiver, cards)
        self.transfers.append(
            BoneheadTransfer(
                self.seat_of(giver),
                self.seat_of(receiver),
                tuple(cards),
                self.phase,
                giver,
                receiver,
                chooser,
                positions,
            )
        )

    def _apply_call(self, player: int, action: Action) -> None:
        self.calls.append((player, action))
        if isinstance(action, Bid):
            self.standing = action
            self.standing_player = player
            self.passes = 0
            if self.first_bid[player] is None:
                self.first_bid[player] = action
        else:
            self.passes += 1
        if self.standing is None and len(self.calls) == 3:
            self._start_allpass()  # all three passed at their first turn
        elif self.standing is not None and self.passes == 6:
            self._end_auction()  # six consecutive passes
        else:
            self._turn((player + 1) % 3)  # the bonehead's turn is skipped

    def _end_auction(self) -> None:
        assert self.standing is not None and self.standing_player is not None
        self.kind = Kind.CONTRACT
        self.declarer = self.standing_player
        self.highest_bid = self.standing
        self.seating = seating_for(self.declarer)  # the bonehead moves opposite
        self.phase = Phase.HANDOVER_CHOICE
        self._turn(self.declarer)

    def _apply_choice(self, bonehead_first: bool) -> None:
        assert self.declarer is not None
        self.bonehead_first = bonehead_first
        first = BONEHEAD if bonehead_first else self.declarer
        if self.form is Form.KITTY:
            # with: whoever goes first takes the kitty, turned face up for all.
            self.kitty_taker = first
            self.kitty_exposed = True
            for c in self.kitty:
                self.hands[first] |= c.mask
        if bonehead_first:
            self._see_bonehead(self.declarer)  # the declarer sees its whole hand
        self.phase = Phase.PACKET
        self._turn(first)

    def _after_main_exchange(self) -> None:
        d = self.declarer
        assert d is not None
        first = self.first_bid[d]
        assert first is not None
        # the declarer announces the contract once its side has exchanged; whether the
        # defenders then exchange is settled by the auction already (R-4.6 / D-4: the
        # declarer's first bid, the bonehead never bids: not in no-kitty games).
        self.defenders_exchange = self.form is Form.KITTY and first.level < 6
        self._start_announce()

    def _start_announce(self) -> None:
        assert self.declarer is not None
        self.phase = Phase.ANNOUNCE
        self._turn(self.declarer)

    def _next_give(self) -> None:
        giver = self._gives[0][0]
        if giver == BONEHEAD and self.sighted_by is None:
            # Interpretation: in all-pass misère the bonehead hands over first, so as
            # in the player acting for it (the dealer) sees its whole hand.
            self._see_bonehead(self.focal)
        self._turn(giver)

    def _start_allpass(self) -> None:
        self.kind = Kind.ALLPASS
        d = self.seat_of(self.dealer)
        if self.form is Form.KITTY:
            # the dealer deals the kitty one card each from the dealer's left.
            dealt = []
            for i, c in enumerate(self.kitty):
                p = self.participant_at((d + 1 + i) % 4)
                self.hands[p] |= c.mask
                dealt.append((p, c))
            self.allpass_kitty = tuple(dealt)
        # with the bonehead as the dealer's partner.
        at = self.participant_at
        self._gives = [
            (at(left(d)), at(right(d))),
            (at(partner(d)), at(d)),
            (at(d), at(partner(d))),
            (at(right(d)), at(left(d))),
        ]
        self.phase = Phase.ALLPASS_EXCHANGE
        self._next_give()

    def _without_bonehead(self, seats: Sequence[int]) -> list[int]:
        return [p for p in (self.participant_at(s) for s in seats) if p != BONEHEAD]

    def _start_doubling(self) -> None:
        self.phase = Phase.DOUBLING
        d = self.seat_of(self.focal)
        if self.kind is Kind.ALLPASS:
            self._queue = self._without_bonehead([d, left(d), partner(d), right(d)])
        else:
            self._queue = self._without_bonehead([left(d), right(d)])
        self._turn(self._queue[0])

    def _apply_double(self, player: int, action: Action) -> None:
        self.doubling_calls.append((player, action))
        self._queue.pop(0)
        if isinstance(action, Double):
            self.doubling = 1
            self.doubler = player
            self.phase = Phase.REDOUBLING
            s = self.seat_of(player)
            # the doubler's left, then right; the bonehead never redoubles.
            self._queue = self._without_bonehead([left(s), right(s)])
            self._turn(self._queue[0])
        elif self._queue:
            self._turn(self._queue[0])
        else:
            self._start_play()

    def _apply_redouble(self, player: int, action: Action) -> None:
        self.doubling_calls.append((player, action))
        self._queue.pop(0)
        if isinstance(action, Redouble):
            self.doubling = 2
            self.redoubler = player
            self._start_play()
        elif self._queue:
            self._turn(self._queue[0])
        else:
            self._start_play()

    def _start_play(self) -> None:
        self._queue = []
        if self.kind is Kind.CONTRACT:
            c = self.contract
            assert c is not None
            if c.level == 4 and not c.denomination.is_misere and self.doubling == 0:
                self._finish_level4_unplayed()
                return
        # R-5.4 / D-5: the declarer's (dealer's) left leads.
        self.leader = left(self.seat_of(self.focal))
        self.phase = Phase.PLAY
        self._play_turn(self.leader)

    def _play_turn(self, seat: int) -> None:
        participant = self.participant_at(seat)
        if participant == BONEHEAD and not self.exposed:
            # face up at the bonehead's first turn. It sits opposite the declarer (the
            # dealer), so it is always second to play to the first trick: that turn comes
            # right after the opening lead whoever took the kitty or handed over first.
            self.exposed = True
            self.exposed_hand = CardSet(self.hands[BONEHEAD])
        self._turn(participant)

    def _apply_play(self, card: Card) -> None:
        participant = self.acting_for
        assert participant is not None
        seat = self.seat_of(participant)
        winner = self._add_card(participant, seat, card)
        if winner is None:
            self._play_turn(left(seat))
        elif len(self.tricks) == 13:
            self._finish_played()
        else:
            self.leader = winner
            self._play_turn(winner)

    # --- finishing -------------------------------------------------------------------------
    def _finish(self, outcome: DealResult, focal_number: int) -> None:
        self.phase = Phase.DONE
        self.to_act = None
        self.acting_for = None
        f = self.focal
        pts = [-focal_number, -focal_number, -focal_number]
        pts[f] = focal_number
        self.result = BoneheadResult(
            outcome, self.seating, f, (focal_number, -focal_number), (pts[0], pts[1], pts[2])
        )

    def _seat_points(self, focal_number: int) -> tuple[int, int, int, int]:
        ours = side(self.seat_of(self.focal))
        p = [focal_number if side(s) == ours else -focal_number for s in range(4)]
        return (p[0], p[1], p[2], p[3])

    def _finish_played(self) -> None:
        t = self.tricks_won
        tricks = (t[0], t[1], t[2], t[3])
        ours = side(self.seat_of(self.focal))
        our_tricks = t[ours] + t[ours + 2]
        aces = tuple((tr.number, tr.winner) for tr in self.tricks for _, c in tr.cards if c.is_ace)
        our_aces = [n for n, w in aces if side(w) == ours]
        their_aces = [n for n, w in aces if side(w) != ours]
        if self.kind is Kind.ALLPASS:
            ap = allpass_points(
                our_tricks, 13 - our_tricks, our_aces, their_aces, self.doubling, self.ruleset
            )
            outcome = DealResult(
                Kind.ALLPASS,
                self._seat_points(ap.total),
                ap.lines,
                tricks,
                doubling=self.doubling,
                aces=aces,
            )
            self._finish(outcome, ap.total)
            return
        assert self.contract is not None
        cs = contract_points(
            self.contract, our_tricks, self.doubling, self.ruleset, our_aces, their_aces
        )
        outcome = DealResult(
            Kind.CONTRACT,
            self._seat_points(cs.total),
            cs.lines,
            tricks,
            contract=self.contract,
            declarer=self.seat_of(self.focal),
            doubling=self.doubling,
            made=cs.made,
            aces=aces,
        )
        self._finish(outcome, cs.total)

    def _finish_level4_unplayed(self) -> None:
        assert self.contract is not None
        cs = level4_unplayed_points(self.contract)
        outcome = DealResult(
            Kind.CONTRACT,
            self._seat_points(cs.total),
            cs.lines,
            (0, 0, 0, 0),
            contract=self.contract,
            declarer=self.seat_of(self.focal),
            made=True,
            played=False,
        )
        self._finish(outcome, cs.total)

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else participant_name(self.to_act)
        if self.acting_for == BONEHEAD:
            who += " for bonehead"
        return (
            f"<BoneheadDeal {self.form.value} dealer={participant_name(self.dealer)} "
            f"phase={self.phase.value} to_act={who}>"
        )


def _check_glimpses(
    form: Form, dealer: int, bonehead: CardSet, glimpses: Sequence[CardSet]
) -> None:
    """R-9.2: three disjoint glimpses covering the bonehead's hand, 4 each (dealer 5 in a
    no-kitty game)."""
    if len(glimpses) != 3:
        raise ValueError("three glimpses, one per player")
    seen = 0
    for p, g in enumerate(glimpses):
        want = 5 if form is Form.NOKITTY and p == dealer else 4
        if len(g) != want:
            raise ValueError(
                f"{participant_name(p)} sees {len(g)} of the bonehead's cards, not {want}"
            )
        if seen & g.mask:
            raise ValueError("a bonehead card is seen by two players")
        seen |= g.mask
    if seen != bonehead.mask:
        raise ValueError("the glimpses must be exactly the bonehead's cards")
