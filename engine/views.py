"""Seat views: exactly what one seat may know now (R-2 – R-8, and the non-negotiable rule that
hidden information never leaks).

A :class:`SeatView` holds the seat's own cards, everything public (the auction, the exposed
kitty, the trick in progress, the tricks R-8.3 lets a player look at, the trick counts, the
scores) and the face-down hand-overs this seat gave or received; of other hands only card
counts. Bots and the web layer only ever receive views. When the deal is over the view also
carries the whole deal for review.

R-8.3: during play a seat sees the last completed trick, and the one before it while the
next trick has not started; earlier tricks come back in the review once the deal is over.
``seat_view(deal, seat, show_all_tricks=True)`` is the beginners' mode that keeps every trick
played in view; bots are given that view too, as their memory of the play (a player who
watched every card knows them; R-8.3 only limits what may be looked at again), see
:func:`engine.bots.bot_view`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Bid
from .cards import Card, CardSet
from .deal import BolshevikContext, Deal
from .rules import Form, Ruleset
from .trick_taking import (
    DealResult,
    Kind,
    Phase,
    Transfer,
    Trick,
    TricksInView,
    hand_counts,
    play_in_view,
    played_mask,
)


@dataclass(frozen=True)
class PublicTransfer:
    """That a hand-over happened (everyone sees the cards move, face down): no card values."""

    giver: int
    receiver: int
    count: int
    phase: Phase


@dataclass(frozen=True)
class Review:
    """The whole deal, shown once it is over."""

    hands: tuple[CardSet, CardSet, CardSet, CardSet]
    kitty: tuple[Card, ...]
    transfers: tuple[Transfer, ...]


@dataclass(frozen=True)
class SeatView(TricksInView):
    seat: int
    form: Form
    ruleset: Ruleset
    dealer: int
    phase: Phase
    kind: Kind
    to_act: int | None
    hand: CardSet
    hand_counts: tuple[int, int, int, int]
    calls: tuple[tuple[int, Action], ...]
    kitty_exposed: tuple[Card, ...] | None
    kitty_face_down: int
    own_transfers: tuple[Transfer, ...]
    public_transfers: tuple[PublicTransfer, ...]
    kitty_bidder: int | None
    kitty_bid: Bid | None
    extended_calls: tuple[tuple[int, Action], ...]
    contract: Bid | None
    declarer: int | None
    defenders_exchange: bool | None
    doubling_calls: tuple[tuple[int, Action], ...]
    doubling: int
    doubled_by: frozenset[int]
    redoubled: bool
    bolshevik_calls: tuple[tuple[int, Action], ...]
    bolshevik_choices: tuple[tuple[int, Action], ...]
    bolshevik: BolshevikContext | None
    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    visible_tricks: tuple[Trick, ...]  # R-8.3 (every trick in the beginners' mode)
    tricks_played: int  # completed tricks so far (public)
    # Every ace in a completed trick: (trick number, winner's seat, the ace). Public: everyone
    # saw it fall, and misère scores it by the trick's number, so the table
    # keeps the list after has taken the trick itself out of sight.
    aces_taken: tuple[tuple[int, int, Card], ...]
    tricks_won: tuple[int, int, int, int]
    legal_actions: tuple[Action, ...]
    legal_cards: CardSet
    expected_receivers: tuple[int, ...]
    result: DealResult | None
    review: Review | None
    all_tricks_shown: bool = False  # the beginners' mode of R-8.3

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def trumps(self) -> object:
        return self.contract.trumps if self.contract is not None else None

    def packet_received(self) -> Transfer | None:
        for t in self.own_transfers:
            if t.receiver == self.seat and t.phase in (Phase.PACKET, Phase.RETURN_PACKET):
                return t
        return None

    def packet_sent(self) -> Transfer | None:
        for t in self.own_transfers:
            if t.giver == self.seat and t.phase in (Phase.PACKET, Phase.RETURN_PACKET):
                return t
        return None

    def cards_received(self) -> tuple[Card, ...]:
        return tuple(c for t in self.own_transfers if t.receiver == self.seat for c in t.cards)


def seat_view(deal: Deal, seat: int, *, show_all_tricks: bool = False) -> SeatView:
    """Build what ``seat`` may know of ``deal`` now; ``show_all_tricks`` is the beginners'
    mode of R-8.3 (off by default: only the last one or two tricks are shown)."""
    over = deal.phase is Phase.DONE
    my_turn = deal.to_act == seat
    own = tuple(t for t in deal.transfers if seat in (t.giver, t.receiver))
    public = tuple(
        PublicTransfer(t.giver, t.receiver, len(t.cards), t.phase) for t in deal.transfers
    )
    kitty_face_down = 0
    if deal.form.has_kitty and not deal.kitty_exposed and deal.kind is not Kind.ALLPASS:
        kitty_face_down = len(deal.kitty)
    return SeatView(
        seat=seat,
        form=deal.form,
        ruleset=deal.ruleset,
        dealer=deal.dealer,
        phase=deal.phase,
        kind=deal.kind,
        to_act=deal.to_act,
        hand=deal.hand(seat),
        hand_counts=hand_counts(deal.hands),
        calls=tuple(deal.calls),
        kitty_exposed=deal.kitty if deal.kitty_exposed else None,
        kitty_face_down=kitty_face_down,
        own_transfers=own,
        public_transfers=public,
        kitty_bidder=deal.kitty_bidder,
        kitty_bid=deal.kitty_bid,
        extended_calls=tuple(deal.extended_calls),
        contract=deal.contract,
        declarer=deal.declarer,
        defenders_exchange=deal.defenders_exchange,
        doubling_calls=tuple(deal.doubling_calls),
        doubling=deal.doubling,
        doubled_by=frozenset(deal.doubled_by),
        redoubled=deal.redoubled,
        bolshevik_calls=tuple(deal.bolshevik_calls),
        bolshevik_choices=tuple(deal.bolshevik_choices),
        bolshevik=deal.bolshevik_context,
        **play_in_view(deal, show_all_tricks=show_all_tricks),
        legal_actions=tuple(deal.legal_actions()) if my_turn else (),
        legal_cards=deal.legal_cards() if my_turn else CardSet(),
        expected_receivers=deal.expected_receivers() if my_turn else (),
        result=deal.result,
        review=(
            Review(
                (
                    deal.initial_hands[0],
                    deal.initial_hands[1],
                    deal.initial_hands[2],
                    deal.initial_hands[3],
                ),
                deal.kitty,
                tuple(deal.transfers),
            )
            if over
            else None
        ),
        all_tricks_shown=show_all_tricks or over,
    )


def known_cards(deal: Deal, seat: int) -> CardSet:
    """Every card ``seat`` may know the place of, derived from the rules rather than from the
    view code (the tests compare the two): the seat's dealt cards, a kitty card dealt to it in
    all-pass misère, the exposed kitty, cards it handed over or received, the cards played,
    and, once the deal is over, everything."""
    if deal.phase is Phase.DONE:
        return CardSet((1 << 52) - 1)
    mask = deal.initial_hands[seat].mask
    if deal.kitty_exposed:
        for c in deal.kitty:
            mask |= c.mask
    elif deal.kind is Kind.ALLPASS and deal.form.has_kitty:
        for i, c in enumerate(deal.kitty):
            if (deal.dealer + 1 + i) % 4 == seat:
                mask |= c.mask
    for t in deal.transfers:
        if seat in (t.giver, t.receiver):
            for c in t.cards:
                mask |= c.mask
    mask |= played_mask(deal.tricks, deal.trick_cards)
    return CardSet(mask)
