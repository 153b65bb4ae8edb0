"""What one of the three players may know of a bonehead deal (R-9), and the no-leak oracle.

A :class:`BoneheadView` holds the player's own cards and glimpse, everything public (the
auction, the seating, the bonehead's row lengths, the exposed kitty, the trick in progress,
the trick counts, the scores, and of the completed tricks those R-8.3 lets a player look at,
every one in the beginners' mode), the hand-overs this player gave, received or chose with
sight, and — only in the view of the player who saw it — the bonehead's hand as the declarer
(or, in all-pass misère, the dealer) saw it. Once the bonehead's hand is face up (R-9.7) it
is in every view. Of the other hands only card counts. When the deal is over the view
carries the whole deal.

:func:`bonehead_known_cards` is the oracle the tests hold views to: it lists the cards a
player may know the place of, derived from the rules and the history, not from the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, Bid
from ..cards import FULL_MASK, Card, CardSet
from ..rules import Form, Ruleset
from ..trick_taking import Kind, Phase, Trick, TricksInView, hand_counts, play_in_view, played_mask
from .actions import RowPosition
from .deal import BoneheadDeal, BoneheadResult, BoneheadTransfer
from .seating import BONEHEAD


@dataclass(frozen=True)
class PublicHandover:
    """That a hand-over happened (the cards move face down): who to whom, how many, and,
    when the bonehead's cards were named by row position, which positions — the rows are on
    the table, so everyone sees which were taken (D-11). Never a card."""

    giver: int  # participant
    receiver: int  # participant
    count: int
    phase: Phase
    positions: tuple[RowPosition, ...]


@dataclass(frozen=True)
class BoneheadReview:
    """The whole deal, shown once it is over; hands and glimpses by participant."""

    hands: tuple[CardSet, CardSet, CardSet, CardSet]
    kitty: tuple[Card, ...]
    glimpses: tuple[CardSet, CardSet, CardSet]
    transfers: tuple[BoneheadTransfer, ...]


@dataclass(frozen=True)
class BoneheadView(TricksInView):
    player: int
    seat: int  # the player's seat now (see ``seating``)
    form: Form
    ruleset: Ruleset
    dealer: int
    phase: Phase
    kind: Kind
    seating_at_deal: tuple[int, int, int, int]  # seat → participant
    seating: tuple[int, int, int, int]  # seat → participant now
    to_act: int | None  # the player who acts
    acting_for: int | None  # whose hand: that player, or the bonehead
    hand: CardSet
    hand_counts: tuple[int, int, int, int]  # by participant
    glimpse: CardSet  # the bonehead's cards this player saw at the deal
    bonehead_lengths: tuple[int, int, int, int]  # public rows ♠ ♣ ♦ ♥
    bonehead_sight: CardSet | None  # the bonehead's whole hand as this player saw it
    bonehead_hand: CardSet | None  # its hand now, if face up or this player saw it
    bonehead_exposed: bool
    calls: tuple[tuple[int, Action], ...]  # (player, call)
    declarer: int | None
    highest_bid: Bid | None
    bonehead_first: bool | None
    kitty_taker: int | None
    kitty_exposed: tuple[Card, ...] | None
    kitty_face_down: int
    allpass_kitty_card: Card | None  # the kitty card dealt to this player
    own_transfers: tuple[BoneheadTransfer, ...]
    public_transfers: tuple[PublicHandover, ...]
    defenders_exchange: bool | None
    contract: Bid | None
    doubling_calls: tuple[tuple[int, Action], ...]
    doubling: int
    leader: int | None  # seat
    current_trick: tuple[tuple[int, Card], ...]  # (seat, card)
    visible_tricks: tuple[Trick, ...]  # R-8.3 (every trick in the beginners' mode)
    tricks_played: int
    # Every ace in a completed trick: (trick number, winner's seat, the ace), public.
    aces_taken: tuple[tuple[int, int, Card], ...]
    tricks_won: tuple[int, int, int, int]  # by seat
    legal_actions: tuple[Action, ...]
    legal_cards: CardSet
    legal_positions: tuple[RowPosition, ...]
    expected_receivers: tuple[int, ...]
    by_position: bool
    result: BoneheadResult | None
    review: BoneheadReview | None
    all_tricks_shown: bool = False  # the beginners' mode of R-8.3

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.player

    @property
    def for_bonehead(self) -> bool:
        """Whether this player is to act for the bonehead now."""
        return self.my_turn and self.acting_for == BONEHEAD

    def participant_at(self, seat: int) -> int:
        return self.seating[seat]


def bonehead_view(
    deal: BoneheadDeal, player: int, *, show_all_tricks: bool = False
) -> BoneheadView:
    """Build what ``player`` (0–2) may know of ``deal`` now; ``show_all_tricks`` is the
    beginners' mode of R-8.3 (off by default: only the last one or two tricks are shown)."""
    if player not in (0, 1, 2):
        raise ValueError("a view is for a player 0–2; the bonehead has none")
    over = deal.phase is Phase.DONE
    my_turn = deal.to_act == player
    saw = deal.sighted_by == player
    own = tuple(
        t
        for t in deal.transfers
        if player in (t.from_participant, t.to_participant) or (t.chooser == player and not t.blind)
    )
    public = tuple(
        PublicHandover(t.from_participant, t.to_participant, len(t.cards), t.phase, t.positions)
        for t in deal.transfers
    )
    kitty_face_down = 0
    if deal.form is Form.KITTY and not deal.kitty_exposed and deal.kind is not Kind.ALLPASS:
        kitty_face_down = len(deal.kitty)
    allpass_card = next((c for p, c in deal.allpass_kitty if p == player), None)
    bonehead_hand = None
    if deal.exposed or saw or over:
        bonehead_hand = deal.hand(BONEHEAD)
    return BoneheadView(
        player=player,
        seat=deal.seat_of(player),
        form=deal.form,
        ruleset=deal.ruleset,
        dealer=deal.dealer,
        phase=deal.phase,
        kind=deal.kind,
        seating_at_deal=deal.seating_at_deal,
        seating=deal.seating,
        to_act=deal.to_act,
        acting_for=deal.acting_for,
        hand=deal.hand(player),
        hand_counts=hand_counts(deal.hands),
        glimpse=deal.glimpses[player],
        bonehead_lengths=deal.bonehead_lengths(),
        bonehead_sight=deal.sight if saw else None,
        bonehead_hand=bonehead_hand,
        bonehead_exposed=deal.exposed,
        calls=tuple(deal.calls),
        declarer=deal.declarer,
        highest_bid=deal.highest_bid,
        bonehead_first=deal.bonehead_first,
        kitty_taker=deal.kitty_taker,
        kitty_exposed=deal.kitty if deal.kitty_exposed else None,
        kitty_face_down=kitty_face_down,
        allpass_kitty_card=allpass_card,
        own_transfers=own,
        public_transfers=public,
        defenders_exchange=deal.defenders_exchange,
        contract=deal.contract,
        doubling_calls=tuple(deal.doubling_calls),
        doubling=deal.doubling,
        **play_in_view(deal, show_all_tricks=show_all_tricks),
        legal_actions=tuple(deal.legal_actions()) if my_turn else (),
        legal_cards=deal.legal_cards() if my_turn else CardSet(),
        legal_positions=deal.legal_positions() if my_turn else (),
        expected_receivers=deal.expected_receivers() if my_turn else (),
        by_position=deal.by_position if my_turn else False,
        result=deal.result,
        review=(
            BoneheadReview(deal.initial_hands, deal.kitty, deal.glimpses, tuple(deal.transfers))
            if over
            else None
        ),
        all_tricks_shown=show_all_tricks or over,
    )


def bonehead_known_cards(deal: BoneheadDeal, player: int) -> CardSet:
    """Every card ``player`` may know the place of, from the rules and the history rather
    than from the view code (the tests compare the two):

    - the player's dealt hand and glimpse (R-9.2);
    - the kitty once taken, since it is turned face up (R-4.1, R-9.5);
    - in all-pass misère of a kitty game, the kitty card dealt to the player (R-5.1);
    - the declarer, once the bonehead is to hand over first, the bonehead's hand as dealt
      and the kitty it took (R-9.5); in all-pass misère the dealer, from the bonehead's
      hand-over on (after the dealer's left has handed over, R-5.2), the bonehead's hand as
      dealt and its kitty card (our reading: the dealer sees the hand it hands over from);
    - the cards of every hand-over the player gave or received (a card the bonehead hands
      over by row position is known to its receiver only, D-11);
    - the cards played, and once the opening lead is made, every card the bonehead held then
      (its hand is face up from its first turn, R-9.7);
    - everything once the deal is over.
    """
    if deal.phase is Phase.DONE:
        return CardSet(FULL_MASK)
    mask = deal.initial_hands[player].mask | deal.glimpses[player].mask
    if deal.kitty_exposed:
        for c in deal.kitty:
            mask |= c.mask
    bonehead_kitty = 0
    if deal.kind is Kind.ALLPASS and deal.form is Form.KITTY:
        dealer_seat = deal.seating_at_deal.index(deal.dealer)
        for i, c in enumerate(deal.kitty):
            receiver = deal.seating_at_deal[(dealer_seat + 1 + i) % 4]
            if receiver == player:
                mask |= c.mask
            if receiver == BONEHEAD:
                bonehead_kitty |= c.mask
    dealt_bonehead = deal.initial_hands[BONEHEAD].mask
    if deal.kind is Kind.CONTRACT and deal.bonehead_first and player == deal.declarer:
        mask |= dealt_bonehead
        if deal.form is Form.KITTY:
            for c in deal.kitty:
                mask |= c.mask
    if deal.kind is Kind.ALLPASS and player == deal.dealer:
        exchange_done = sum(1 for t in deal.transfers if t.phase is Phase.ALLPASS_EXCHANGE)
        if exchange_done >= 1 or deal.phase is not Phase.ALLPASS_EXCHANGE:
            mask |= dealt_bonehead | bonehead_kitty
    for t in deal.transfers:
        if player in (t.from_participant, t.to_participant):
            for c in t.cards:
                mask |= c.mask
    mask |= played_mask(deal.tricks, deal.trick_cards)
    if deal.tricks or deal.trick_cards:
        mask |= _bonehead_before_play(deal, bonehead_kitty)
    return CardSet(mask)


def _bonehead_before_play(deal: BoneheadDeal, bonehead_kitty: int) -> int:
    """The bonehead's thirteen cards when play began: as dealt, plus the kitty it took or was
    dealt, plus what it received, minus what it handed over."""
    m = deal.initial_hands[BONEHEAD].mask | bonehead_kitty
    if deal.kitty_taker == BONEHEAD:
        for c in deal.kitty:
            m |= c.mask
    for t in deal.transfers:
        for c in t.cards:
            if t.to_participant == BONEHEAD:
                m |= c.mask
            if t.from_participant == BONEHEAD:
                m &= ~c.mask
    return m
