"""The Vint deal as a state machine: who acts, what is legal, and the rule named when not
(docs/rules.md V-3, V-4)."""

from __future__ import annotations

import pytest

from engine.actions import DOUBLE, PASS, Play
from engine.cards import Card
from engine.trick_taking import IllegalActionError, Kind, Phase
from engine.vint.actions import parse_vint_action, parse_vint_bid
from engine.vint.deal import VintDeal

from .helpers import ONE_SUIT_EACH, act, passes, vint_deal


def refused(deal: VintDeal, text: str, seat: int | None = None) -> str:
    before = (deal.phase, deal.to_act, tuple(deal.hands), tuple(deal.history))
    with pytest.raises(IllegalActionError) as info:
        deal.apply(parse_vint_action(text) if text != "double" else DOUBLE, seat)
    assert (deal.phase, deal.to_act, tuple(deal.hands), tuple(deal.history)) == before
    return info.value.rule


def test_v3_1_the_dealer_calls_first_and_the_turn_goes_clockwise():
    deal = vint_deal("S", ONE_SUIT_EACH)
    assert deal.to_act == 2
    assert refused(deal, "pass", 3) == "V-3.1"
    act(deal, "S pass")
    assert deal.to_act == 3


def test_v3_2_the_denominations_rank_spades_clubs_diamonds_hearts_no_trump():
    order = [parse_vint_bid(t) for t in ("1♠", "1♣", "1♦", "1♥", "1NT", "2♠")]
    assert [b.key for b in order] == sorted(b.key for b in order)


def test_v3_3_a_bid_must_beat_the_standing_bid():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 2♦")
    assert refused(deal, "2♣") == "V-3.3"
    assert refused(deal, "2♦") == "V-3.3"
    act(deal, "E 2♥")
    assert deal.standing == parse_vint_bid("2♥")


def test_v3_3_legal_actions_are_pass_then_every_higher_bid():
    deal = vint_deal("N", ONE_SUIT_EACH)
    assert len(deal.legal_actions()) == 1 + 35
    act(deal, "N 6NT")
    assert [str(a) for a in deal.legal_actions()] == ["pass", "7♠", "7♣", "7♦", "7♥", "7NT"]


def test_v3_4_there_are_no_doubles():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1♠")
    assert refused(deal, "double") == "V-3.4"


def test_v3_5_a_player_may_raise_their_own_bid_and_bid_after_passing():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N pass", "E 1♠", "S pass", "W pass", "N 1♥", "E pass", "S pass", "W pass")
    act(deal, "N 2♥")  # over North's own bid, after North had passed
    assert deal.standing_seat == 0 and deal.standing == parse_vint_bid("2♥")


def test_v3_6_seven_passes_keep_the_auction_open_and_a_bid_at_the_eighth_is_allowed():
    deal = vint_deal("W", ONE_SUIT_EACH)
    passes(deal, 7)
    act(deal, "S 1♣")
    assert deal.phase is Phase.AUCTION and deal.kind is Kind.UNDECIDED


def test_v4_1_the_declarers_left_leads_and_there_is_no_dummy():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1♦")
    passes(deal, 12)
    assert deal.phase is Phase.PLAY and deal.leader == 1 and deal.to_act == 1
    assert refused(deal, "play ♦A", 0) == "V-4.2"  # not North's turn


def test_v4_2_you_must_follow_suit():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1♦")
    passes(deal, 12)
    act(deal, "E play ♣A")
    assert refused(deal, "play ♦A") == "V-4.2"  # North holds clubs
    assert refused(deal, "play ♠2") == "V-4.2"  # not in North's hand
    assert refused(deal, "1♠") == "V-4.2"  # the auction is over
    act(deal, "S play ♦2")
    assert deal.legal_cards().cards() == tuple(
        Card.parse(c) for c in ("♣5", "♣6", "♣7", "♣8", "♣9", "♣10", "♣J")
    )


def test_v4_3_the_highest_trump_wins_and_the_winner_leads():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1♦")
    passes(deal, 12)
    act(deal, "E play ♠A", "S play ♦2", "W play ♠2", "N play ♦5")
    trick = deal.tricks[0]
    assert trick.winner == 0 and deal.to_act == 0


def test_v4_3_in_no_trump_the_highest_card_of_the_suit_led_wins():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1NT")
    passes(deal, 12)
    act(deal, "E play ♠5", "S play ♦2", "W play ♠4", "N play ♦5")
    assert deal.tricks[0].winner == 1  # the diamonds are only discards


def test_a_finished_deal_refuses_everything():
    deal = vint_deal("N", ONE_SUIT_EACH)
    passes(deal, 8)
    assert deal.is_over and deal.legal_actions() == []
    assert refused(deal, "pass") == "V-4.3"


def test_clone_shares_nothing_mutable():
    deal = vint_deal("N", ONE_SUIT_EACH)
    act(deal, "N 1♦")
    copy = deal.clone()
    passes(copy, 12)
    copy.apply(Play(Card.parse("♠A")))
    assert deal.phase is Phase.AUCTION and deal.passes == 0 and len(deal.history) == 1
    for key in VintDeal.MUTABLE:
        assert getattr(copy, key) is not getattr(deal, key)
    assert {k for k, v in vars(deal).items() if isinstance(v, (list, set, dict))} <= set(
        VintDeal.MUTABLE
    )


def test_the_deal_is_dealt_from_the_seed_thirteen_cards_each():
    a = VintDeal.from_seed(2, "same", 5)
    b = VintDeal.from_seed(2, "same", 5)
    assert a.initial_hands == b.initial_hands
    assert all(len(h) == 13 for h in a.initial_hands)


def test_a_bad_deal_is_refused():
    with pytest.raises(ValueError):
        vint_deal("N", {**ONE_SUIT_EACH, "N": "♦AKQJ1098765 ♣43"})


def test_notation_round_trips_and_refuses_nonsense():
    for text in ("pass", "1♠", "3NT", "7♥", "play ♣10"):
        assert parse_vint_action(str(parse_vint_action(text))) == parse_vint_action(text)
    assert parse_vint_action("2 no trump") == parse_vint_bid("2NT")
    assert parse_vint_action("p") == PASS
    for bad in ("8 grand", "1M", "3G", "double", "", "0♠"):
        with pytest.raises(ValueError):
            parse_vint_action(bad)
    assert repr(parse_vint_bid("3NT")) == "VintBid(level=3, denomination=Strain.NO_TRUMP)"
