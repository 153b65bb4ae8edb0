"""A bot for the three-player Bonehead form (R-9), from one player's view only.

It bids like the four-player convention bot (the bonehead is every player's partner in the
auction, R-9.3), always lets the bonehead hand over first when it declares (so it sees the
bonehead's hand before choosing: the Handbook's advice), moves cards between its two hands
towards the contract it will announce, announces the cheapest contract its two hands can
reach, and plays its own cards and the bonehead's by the four-player card play.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import PASS, Bid, Denomination, Packet, Play
from ..bonehead.actions import (
    BONEHEAD_FIRST,
    Announce,
    GiveCards,
    GivePositions,
    PacketPositions,
    RowPosition,
)
from ..bonehead.deal import BoneheadDeal
from ..bonehead.seating import BONEHEAD, seen_auction
from ..bonehead.views import BoneheadView, bonehead_view
from ..cards import Card, CardSet, Suit
from ..conventions import conventional_calls
from ..conventions.handovers import allpass_handover, defenders_handover
from ..messages import Msg
from ..scoring import bid_words, denomination_words
from ..trick_taking import Phase
from ..views import SeatView
from . import Decision
from .config import CURRENT, BotConfig
from .convention import double_or_pass, trump_opening_gate
from .leads import opening_lead
from .play import choose_play


def bonehead_bot_view(deal: BoneheadDeal, player: int) -> BoneheadView:
    """The view the bot decides from: the player's view with every trick played in sight,
    its memory of the play (see :func:`engine.bots.bot_view`, R-8.3)."""
    return bonehead_view(deal, player, show_all_tricks=True)


def _seat_of(seating: Sequence[int], participant: int) -> int:
    return list(seating).index(participant)


def _acting_hand(view: BoneheadView) -> CardSet:
    if view.acting_for == BONEHEAD:
        hand = view.bonehead_hand
        assert hand is not None, "the bot acts for the bonehead only with its hand in sight"
        return hand
    return view.hand


def seat_view_for(view: BoneheadView) -> SeatView:
    """The four-player seat view of the hand about to act (the player's own, or the bonehead's
    when the player acts for it), so the four-player play and lead logic can be reused."""
    participant = view.acting_for if view.acting_for is not None else view.player
    seating = view.seating
    seat = _seat_of(seating, participant)
    declarer = None if view.declarer is None else _seat_of(seating, view.declarer)
    # The auction in today's seating (the bonehead opposite the declarer, or in all-pass
    # misère the dealer), with the bonehead's passes in, as the four-player views hold it.
    seen = seen_auction(
        view.dealer if view.declarer is None else view.declarer, view.dealer, view.calls
    )
    assert seen.seating == seating
    calls = tuple(seen.auction())
    doubling = tuple((_seat_of(seating, p), c) for p, c in view.doubling_calls)
    counts = tuple(view.hand_counts[seating[s]] for s in range(4))
    return SeatView(
        seat=seat,
        form=view.form,
        ruleset=view.ruleset,
        dealer=_seat_of(seating, view.dealer),
        phase=view.phase,
        kind=view.kind,
        to_act=seat,
        hand=_acting_hand(view),
        hand_counts=(counts[0], counts[1], counts[2], counts[3]),
        calls=calls,
        kitty_exposed=view.kitty_exposed,
        kitty_face_down=view.kitty_face_down,
        own_transfers=tuple(t for t in view.own_transfers if seat in (t.giver, t.receiver)),
        public_transfers=(),
        kitty_bidder=declarer,
        kitty_bid=view.highest_bid,
        extended_calls=(),
        contract=view.contract,
        declarer=declarer,
        defenders_exchange=view.defenders_exchange,
        doubling_calls=doubling,
        doubling=view.doubling,
        doubled_by=frozenset(),
        redoubled=False,
        bolshevik_calls=(),
        bolshevik_choices=(),
        bolshevik=None,
        leader=view.leader,
        current_trick=view.current_trick,
        visible_tricks=view.visible_tricks,
        tricks_played=view.tricks_played,
        aces_taken=view.aces_taken,
        tricks_won=view.tricks_won,
        legal_actions=view.legal_actions,
        legal_cards=view.legal_cards,
        expected_receivers=(),
        result=None,
        review=None,
        all_tricks_shown=view.all_tricks_shown,
    )


def _partner_card(view: BoneheadView, participant: int, phase: Phase) -> Card | None:
    """The card ``participant``'s partner handed it in this one-card exchange (R-4.6, R-5.2),
    found by its giver: never a card the declarer's side dealt out (R-4.3)."""
    seat = _seat_of(view.seating, participant)
    mate = view.seating[(seat + 2) % 4]
    for t in view.own_transfers:
        if (
            t.to_participant == participant
            and t.from_participant == mate
            and t.phase is phase
            and len(t.cards) == 1
        ):
            return t.cards[0]
    return None


def _target(view: BoneheadView, hands: Sequence[CardSet]) -> Bid:
    """The contract the declarer aims for with its two hands (its own and the bonehead's as
    far as it knows them): the highest bid's denomination in misère, otherwise the suit with
    the most combined cards if it holds eight, otherwise grand."""
    bid = view.highest_bid
    assert bid is not None
    if bid.denomination.is_misere:
        return bid
    combined = [sum(h.length(s) for h in hands) for s in Suit]
    best = max(Suit, key=lambda s: (combined[s], sum(h.count_honours(s) for h in hands), s))
    if combined[best] >= 8:
        return Bid(bid.level, Denomination.of_suit(best))
    return Bid(bid.level, Denomination.GRAND)


def _placed_hands(view: BoneheadView) -> dict[int, int]:
    """Hands the acting seat can place exactly for looking ahead (seat → card mask): the
    player's own hand when it plays for the bonehead, else the bonehead's when in sight."""
    if view.acting_for == BONEHEAD:
        return {_seat_of(view.seating, view.player): view.hand.mask}
    if view.bonehead_hand is not None:
        return {_seat_of(view.seating, BONEHEAD): view.bonehead_hand.mask}
    return {}


def _known_bonehead(view: BoneheadView) -> CardSet:
    return view.bonehead_hand if view.bonehead_hand is not None else view.glimpse


def _best_cards_for(target: Bid, hand: CardSet, count: int) -> list[Card]:
    """Cards worth moving to the other main hand: trumps first (highest), then high cards of
    the shortest side suits; in misère the highest cards (the other hand returns them or
    gives them away)."""
    trumps = target.trumps
    cards = sorted(
        hand,
        key=lambda c: (
            0 if trumps is not None and c.suit == trumps else 1,
            hand.length(c.suit) if not target.denomination.is_misere else 0,
            -c.rank,
        ),
    )
    return cards[:count]


def _worst_cards(target: Bid, hand: CardSet, count: int, keep: CardSet) -> list[Card]:
    """Cards to hand to the defenders: the least useful for the contract."""
    trumps = target.trumps
    pool = [c for c in hand if c not in keep]
    if target.denomination.is_misere:
        return sorted(pool, key=lambda c: -c.rank)[:count]  # rid ourselves of high cards
    return sorted(
        pool,
        key=lambda c: (
            1 if trumps is not None and c.suit == trumps else 0,
            c.rank,
        ),
    )[:count]


class BoneheadBot:
    """Deterministic: the same view gives the same decision. ``config`` names the variant
    (:mod:`engine.bots.config`)."""

    def __init__(self, config: BotConfig = CURRENT) -> None:
        self.config = config

    def decide(self, view: BoneheadView) -> Decision:
        if view.to_act != view.player:
            raise ValueError("it is not this player's turn")
        p = view.phase
        if p is Phase.AUCTION:
            # Each player bids as the bonehead's partner.
            seen = seen_auction(view.player, view.dealer, view.calls)
            auction = seen.auction()
            seat = seen.seat_of(view.player)
            form = view.form.bidding
            s = conventional_calls(
                view.hand,
                form,
                auction,
                seat,
                seen.seat_of(view.dealer),
                partner_bids=False,  # the bonehead partner never bids
            )[0]
            if s.call not in view.legal_actions:
                return Decision(PASS, Msg("bc.no_legal_call"), ("R-9.3",))
            gated = trump_opening_gate(view.hand, form, auction, seat, s.call, self.config)
            if gated is not None:
                return gated
            return Decision(s.call, s.text, tuple(s.ids))
        if p is Phase.HANDOVER_CHOICE:
            return Decision(
                BONEHEAD_FIRST,
                Msg("bc.bonehead_first"),
                ("R-9.5",),
            )
        if p in (Phase.PACKET, Phase.RETURN_PACKET):
            return self._packet(view)
        if p is Phase.DISTRIBUTE:
            return self._distribute(view)
        if p is Phase.ANNOUNCE:
            return self._announce(view)
        if p is Phase.DEFENDERS_EXCHANGE:
            # the defenders exchange knowing the announced contract.
            bid = view.contract
            assert bid is not None and len(view.expected_receivers) == 1
            received = _partner_card(view, view.player, Phase.DEFENDERS_EXCHANGE)
            choice = defenders_handover(view.hand, bid, received)[0]
            return Decision(
                GiveCards(((view.expected_receivers[0], choice.card),)), choice.text, choice.ids
            )
        if p is Phase.ALLPASS_EXCHANGE:
            hand = _acting_hand(view)
            assert view.acting_for is not None
            received = _partner_card(view, view.acting_for, Phase.ALLPASS_EXCHANGE)
            choice = allpass_handover(hand, received)[0]
            return Decision(
                GiveCards(((view.expected_receivers[0], choice.card),)), choice.text, choice.ids
            )
        if p in (Phase.DOUBLING, Phase.REDOUBLING):
            if p is Phase.REDOUBLING:
                return Decision(PASS, Msg("bc.no_redouble"), ("R-9.7",))
            d = double_or_pass(seat_view_for(view), self.config)
            if d.action not in view.legal_actions:
                return Decision(PASS, d.reason, d.ids)
            return d
        if p is Phase.PLAY:
            sv = seat_view_for(view)
            lead = opening_lead(sv)
            if lead is not None and isinstance(lead.action, Play):
                return lead
            played = choose_play(sv, _placed_hands(view), self.config)
            return Decision(Play(played.card), played.reason)
        raise ValueError(f"no decision for phase {p.value}")  # pragma: no cover

    # --- the declarer's hand-overs between its two hands --------------------------------
    def _packet(self, view: BoneheadView) -> Decision:
        giver_hand = _acting_hand(view) if not view.by_position else None
        own = view.hand
        target = _target(view, [own, _known_bonehead(view)])
        if view.by_position:
            positions = list(view.legal_positions)
            chosen = _positions_for(target, positions, 4)
            return Decision(
                PacketPositions((chosen[0], chosen[1], chosen[2], chosen[3])),
                Msg("bc.by_position"),
                ("D-11",),
            )
        assert giver_hand is not None
        cards = _best_cards_for(target, giver_hand, 4)

        return Decision(
            Packet((cards[0], cards[1], cards[2], cards[3])),
            Msg("bc.move_cards", contract=bid_words(target)),
            ("R-9.5",),
        )

    def _distribute(self, view: BoneheadView) -> Decision:
        receivers = view.expected_receivers
        target = _target(view, [view.hand, _known_bonehead(view)])
        partner_receiver = next((r for r in receivers if r in (BONEHEAD, view.declarer)), None)
        if view.by_position:
            positions = _positions_for(target, list(view.legal_positions), len(receivers))
            return Decision(
                GivePositions(tuple(zip(receivers, positions, strict=True))),
                Msg("bc.by_position"),
                ("D-11",),
            )
        hand = _acting_hand(view)
        gifts: list[tuple[int, Card]] = []
        used: set[Card] = set()
        if partner_receiver is not None:
            best = _best_cards_for(target, hand, 1)[0]
            gifts.append((partner_receiver, best))
            used.add(best)
        others = [r for r in receivers if r != partner_receiver]
        worst = _worst_cards(target, hand, len(others), CardSet(used))
        gifts.extend(zip(others, worst, strict=True))
        order = {r: i for i, r in enumerate(receivers)}
        gifts.sort(key=lambda g: order[g[0]])
        return Decision(
            GiveCards(tuple(gifts)),
            Msg("bc.useful_card"),
            ("R-4.3",),
        )

    def _announce(self, view: BoneheadView) -> Decision:
        target = _target(view, [view.hand, _known_bonehead(view)])
        choices = [a for a in view.legal_actions if isinstance(a, Announce)]
        wanted = [a for a in choices if a.bid.denomination is target.denomination]
        pick = (wanted or choices)[0]
        return Decision(
            pick,
            Msg(
                "bc.announce",
                bid=bid_words(pick.bid),
                want=denomination_words(target.denomination),
            ),
            ("R-9.6",),
        )


def _positions_for(target: Bid, positions: list[RowPosition], count: int) -> list[RowPosition]:
    """Blind choices: top positions of the trump row first (likely its best cards), then the
    top of the other rows."""
    trumps = target.trumps
    ranked = sorted(
        positions,
        key=lambda p: (0 if trumps is not None and p.suit == trumps else 1, p.index, p.suit),
    )
    return ranked[:count]


__all__ = ["BoneheadBot", "bonehead_bot_view", "seat_view_for"]
