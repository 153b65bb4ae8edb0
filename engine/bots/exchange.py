"""What the convention bot hands over, from its seat view: the plan is read off the auction,
the choice comes from :mod:`engine.conventions`."""

from __future__ import annotations

from collections.abc import Iterable

from ..actions import Bid, Denomination, Give
from ..cards import Card, Suit
from ..conventions import MisereFit, evaluate
from ..conventions.auction import aces_shown, played_auction
from ..conventions.exchange import (
    ContractKind,
    PacketPlan,
    choose_packet,
    distribution_options,
    misere_safe_order,
    return_options,
)
from ..conventions.explain import (
    keeps_spades,
    return_voids,
    spade_void_by_6c,
)
from ..conventions.handovers import allpass_handover as allpass_choices
from ..conventions.handovers import bolshevik_gifts as bolshevik_choices
from ..conventions.handovers import defenders_handover as defender_choices
from ..rules import Form, partner, side
from ..trick_taking import Phase, Transfer
from ..views import SeatView
from . import Decision


def _kind(bid: Bid) -> ContractKind:
    if bid.denomination.is_misere:
        return ContractKind.MISERE
    if bid.denomination.suit is None:
        return ContractKind.GRAND
    return ContractKind.TRUMPS


def suits_bid_by(view: SeatView, seat: int) -> list[Suit]:
    out: list[Suit] = []
    for s, call in view.calls:
        if (
            s == seat
            and isinstance(call, Bid)
            and call.trumps is not None
            and (call.trumps not in out)
        ):
            out.append(call.trumps)
    return out


def main_side_suits(view: SeatView) -> list[Suit]:
    """The side suits the main players bid naturally, the declarer's first: an encouragement
    (IC-17) or an honour-showing bid (C-4.2) names no side suit of theirs (the hand-over
    drill's review found ♣A handed over for an encouraging 5♣). Used by the defenders'
    hand-over, the opening lead and the deal review alike."""
    contract, declarer = view.contract, view.declarer
    if contract is None or declarer is None:
        return []
    auction = played_auction(view.form, view.calls, view.dealer)
    seats = (declarer, partner(declarer))
    suits = [
        s for seat in seats for s in auction.natural_suits_of(seat) if s is not contract.trumps
    ]
    # C-5.1: the no-kitty 6♠ opening is the lowest bid, no promise of spades (the Handbook:
    # it only says the bidder does not want all-pass misère), so unless the side bid ♠ again
    # it names no side suit of theirs (review round 80, lead 1-r80y3: 6♠ then 6♣ gave ♠ a
    # sign of strength against the lead from the equally long ♠).
    first = auction.first_bid_of_side(declarer)
    if (
        view.form is Form.NOKITTY
        and first is not None
        and auction.opener == first[1]
        and first[2] == Bid(6, Denomination.SPADES)
        and not any(
            b.denomination is Denomination.SPADES and i != first[0]
            for seat in seats
            for i, b in auction.bids_of(seat)
        )
    ):
        suits = [s for s in suits if s is not Suit.SPADES]
    return list(dict.fromkeys(suits))


def opponents_suits(view: SeatView) -> dict[int, set[Suit]]:
    """The suits each opponent of this seat bid in, naturally or to show an ace, for the kitty
    partner's distribution (IC-24: a filling card goes to the opponent who did not bid it)."""
    out: dict[int, set[Suit]] = {s: set() for s in range(4) if side(s) != side(view.seat)}
    for s, call in view.calls:
        if s in out and isinstance(call, Bid) and call.trumps is not None:
            out[s].add(call.trumps)
    return out


def kitty_bidders_suits(view: SeatView) -> list[Suit]:
    """The suits the kitty bidder (this seat's partner) bid naturally: a four-card packet of
    another suit, when the kitty bid is in one of these, voids that suit rather than hands its
    trumps over (IC-24)."""
    auction = played_auction(view.form, view.calls, view.dealer)
    return list(auction.natural_suits_of(partner(view.seat)))


def _first_bidder_of(view: SeatView, suit: Suit, seats: tuple[int, int]) -> int | None:
    for s, call in view.calls:
        if s in seats and isinstance(call, Bid) and call.trumps is suit:
            return s
    return None


def main_packet(view: SeatView) -> Decision:
    """R-4.2 / R-4.8: the kitty (highest) bidder's packet to partner."""
    me, mate = view.seat, partner(view.seat)
    bid = view.kitty_bid
    assert bid is not None
    mine, theirs = suits_bid_by(view, me), suits_bid_by(view, mate)
    side_suits = frozenset(mine) | frozenset(theirs)
    if view.form is Form.KITTY:
        kind = _kind(bid)
        trump = bid.trumps
        first = _first_bidder_of(view, trump, (me, mate)) if trump is not None else None
        plan = PacketPlan(
            kind,
            trump,
            partner_bid_trumps_first=first == mate,
            partner_suits=frozenset(theirs),
            side_suits=side_suits,
        )
    else:
        hand = view.hand
        if bid.denomination.is_misere or evaluate(hand).misere >= MisereFit.SIX:
            # IC-25's safe suit, not suit order (review round 72, return-packet 3-r72p14).
            safe = misere_safe_order(hand)[0]
            plan = PacketPlan(ContractKind.MISERE, safe, side_suits=side_suits)
        else:
            lengths = hand.lengths()
            order = sorted(Suit, key=lambda s: (lengths[s], hand.count_honours(s), s), reverse=True)
            # 6♠ then 6♣ said the spades stay here (C-5.2, IC-19): the packet sends none.
            keep = keeps_spades(view.form, view.calls, view.dealer, me)
            if keep:
                order = [s for s in order if s is not Suit.SPADES]
            # A plain 6♣ whose void is not ♠: every spade goes, so that partner can tell the
            # void is elsewhere (C-5.2; review of fresh drills, round 37).
            spades = hand.length(Suit.SPADES)
            send = spade_void_by_6c(view.form, view.calls, view.dealer, me) and 0 < spades <= 4
            plan = PacketPlan(
                ContractKind.TRUMPS,
                order[0],
                order[1],
                side_suits=side_suits,
                keep=frozenset({Suit.SPADES}) if keep else frozenset(),
                send_all=frozenset({Suit.SPADES}) if send else frozenset(),
            )
    choice = choose_packet(
        view.hand, view.form if view.form is not Form.BOLSHEVIK else Form.KITTY, plan
    )
    return Decision(choice.action, choice.text, choice.ids)


def return_packet(view: SeatView) -> Decision:
    """R-4.8 / C-2.4: partner's four cards back in a no-kitty game."""
    received = view.packet_received()
    assert received is not None
    voids = return_voids(view.form, view.calls, view.dealer, received.giver)
    choice = return_options(view.hand, received.cards, **voids)[0]
    return Decision(choice.action, choice.text, choice.ids)


def distribution(view: SeatView) -> Decision:
    """R-4.3: the kitty bidder's partner gives one card to each of the other players."""
    bid = view.kitty_bid
    assert bid is not None
    received = view.packet_received()
    shown = aces_shown(view.form, view.dealer, view.calls, partner(view.seat))
    choice = distribution_options(
        view.hand,
        view.seat,
        _kind(bid),
        bid.trumps,
        received.cards if received else (),
        shown,
        view.kitty_exposed or (),
        opponents_suits(view),
        kitty_bidders_suits(view),
    )[0]
    return Decision(choice.action, choice.text, choice.ids)


#: One-card hand-overs between partners: the defenders' exchange (R-4.6) and all-pass misère
#: (R-5.2). Cards dealt out by the kitty bidder's partner (R-4.3) or given by a Bolshevik
#: (R-6.6) come from the other side and are never "the card partner handed over" (C-7).
_PARTNER_EXCHANGES = (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)


def partner_card(view: SeatView) -> Card | None:
    """The card partner handed this seat in a one-card exchange, found by its giver."""
    mate = partner(view.seat)
    for t in view.own_transfers:
        if (
            t.receiver == view.seat
            and t.giver == mate
            and t.phase in _PARTNER_EXCHANGES
            and len(t.cards) == 1
        ):
            return t.cards[0]
    return None


def card_handed_to_partner(view: SeatView) -> Card | None:
    """The card this seat handed partner in a one-card exchange."""
    mate = partner(view.seat)
    for t in view.own_transfers:
        if (
            t.giver == view.seat
            and t.receiver == mate
            and t.phase in _PARTNER_EXCHANGES
            and len(t.cards) == 1
        ):
            return t.cards[0]
    return None


def single_card_received(view: SeatView, phase: Phase) -> Card | None:
    """The one card this seat received in ``phase``, if any: the kitty bidder's partner's
    card (R-4.3, ``DISTRIBUTE``) or the Bolshevik's (R-6.6, ``BOLSHEVIK_GIVE``)."""
    return single_card_in(view.own_transfers, view.seat, phase)


def single_card_in(transfers: Iterable[Transfer], seat: int, phase: Phase) -> Card | None:
    """The one card ``seat`` received in ``phase`` among ``transfers``, if any (the drills
    read a deal's transfers without making a seat view)."""
    for t in transfers:
        if t.receiver == seat and t.phase is phase and len(t.cards) == 1:
            return t.cards[0]
    return None


def bolshevik_gift(view: SeatView) -> Card | None:
    """The card the Bolshevik gave this seat (R-6.6), if any."""
    return single_card_received(view, Phase.BOLSHEVIK_GIVE)


def _received_single(view: SeatView) -> Card | None:
    """Partner's one-card hand-over to this seat (the defenders' exchange, all-pass misère),
    not a card dealt out by the kitty bidder's partner (R-4.3)."""
    return partner_card(view)


def _give(view: SeatView, card: Card) -> Give:
    assert len(view.expected_receivers) == 1
    return Give(((view.expected_receivers[0], card),))


def defenders_handover(view: SeatView) -> Decision:
    """R-4.6 / C-6.1 – C-6.3."""
    contract = view.contract
    assert contract is not None and view.declarer is not None
    choice = defender_choices(view.hand, contract, _received_single(view), main_side_suits(view))[0]
    return Decision(_give(view, choice.card), choice.text, choice.ids)


def allpass_handover(view: SeatView) -> Decision:
    """R-5.2 / C-6.4."""
    choice = allpass_choices(view.hand, _received_single(view))[0]
    return Decision(_give(view, choice.card), choice.text, choice.ids)


def bolshevik_gifts(view: SeatView) -> Decision:
    """R-6.6 / C-6.5."""
    choice = bolshevik_choices(view.hand, view.seat)[0]
    return Decision(choice.action, choice.text, choice.ids)


__all__ = [
    "allpass_handover",
    "bolshevik_gift",
    "bolshevik_gifts",
    "card_handed_to_partner",
    "defenders_handover",
    "distribution",
    "main_packet",
    "partner_card",
    "return_packet",
    "side",
    "single_card_received",
]
