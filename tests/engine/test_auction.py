"""The auction and what follows it (R-3, R-4), with the edge cases named in the issue."""

import pytest

from engine.actions import PASS, Bid, Denomination, Pass
from engine.rules import Form, Ruleset
from engine.trick_taking import IllegalActionError, Kind, Phase

from .helpers import KITTY_HANDS, KITTY_KITTY, NOKITTY_HANDS, a, act, deal_from

PASSES_8 = ["E pass", "S pass", "W pass", "N pass", "E pass", "S pass", "W pass", "N pass"]


def kitty_deal(**kw):
    return deal_from(Form.KITTY, "N", KITTY_HANDS, KITTY_KITTY, **kw)


def nokitty_deal():
    return deal_from(Form.NOKITTY, "N", NOKITTY_HANDS)


def exchange_kitty(deal):
    """N (kitty bidder) passes a packet, S distributes one card to each other seat."""
    return act(deal, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")


def test_R_3_1_dealer_speaks_first_and_turns_go_clockwise():
    d = kitty_deal()
    assert d.phase is Phase.AUCTION and d.to_act == 0
    act(d, "N pass")
    assert d.to_act == 1


@pytest.mark.parametrize("make", [kitty_deal, nokitty_deal])
def test_R_3_4_all_pass_at_first_turn_gives_allpass_misere(make):
    d = act(make(), "N pass", "E pass", "S pass", "W pass")
    assert d.kind is Kind.ALLPASS
    assert d.phase is Phase.ALLPASS_EXCHANGE
    assert all(len(d.hand(s)) == 13 for s in range(4))


def test_R_3_4_a_bid_in_the_fourth_seat_after_three_passes_keeps_the_auction_going():
    d = act(kitty_deal(), "N pass", "E pass", "S pass", "W 1♠")
    assert d.phase is Phase.AUCTION and d.to_act == 0 and d.standing == Bid(1, Denomination.SPADES)


def test_R_3_5_eight_consecutive_passes_are_needed():
    d = act(kitty_deal(), "N 1♠", *PASSES_8[:7])
    assert d.phase is Phase.AUCTION
    act(d, PASSES_8[7])
    assert d.phase is Phase.PACKET and d.kitty_bidder == 0 and d.to_act == 0


def test_D_3_a_player_who_passed_may_bid_again():
    d = act(kitty_deal(), "N pass", "E 1♠", "S pass", "W pass", "N 1♦")
    assert d.standing == Bid(1, Denomination.DIAMONDS) and d.standing_seat == 0


def test_R_3_1_a_player_may_outbid_partner_and_themself():
    d = act(
        kitty_deal(),
        "N 1♠",
        "E pass",
        "S 2♠",
        "W pass",
        "N 3♠",
        "E pass",
        "S pass",
        "W pass",
        "N 4♠",
    )
    assert d.standing_seat == 0


def test_R_3_1_a_bid_must_be_higher():
    d = act(kitty_deal(), "N 2♦")
    for low in ("2♦", "2♣", "1G", "2M"):
        with pytest.raises(IllegalActionError) as err:
            d.apply(a(low))
        assert err.value.rule == "R-3.1"
    d.apply(a("2♥"))


def test_R_3_3_kitty_lowest_bid_is_1_misere():
    d = kitty_deal()
    legal = d.legal_actions()
    assert legal[0] == PASS and legal[1] == Bid(1, Denomination.MISERE) and len(legal) == 43


def test_R_3_3_nokitty_lowest_bid_is_6_spades_and_levels_6_7_only():
    d = nokitty_deal()
    bids = [x for x in d.legal_actions() if isinstance(x, Bid)]
    assert bids[0] == Bid(6, Denomination.SPADES) and len(bids) == 12
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("5G"))
    assert err.value.rule == "R-3.3"


def test_R_3_2_nokitty_misere_ranks_above_hearts():
    d = act(nokitty_deal(), "N 6♥", "E 6M")
    with pytest.raises(IllegalActionError):
        d.apply(a("6♥"))
    act(d, "S 6G")


def test_R_4_1_the_kitty_bidder_exposes_and_takes_the_kitty():
    d = act(kitty_deal(), "N 1♠", *PASSES_8)
    assert d.kitty_exposed
    assert len(d.hand(0)) == 16
    for c in d.kitty:
        assert c in d.hand(0)


def test_R_4_2_and_R_4_3_packet_then_one_card_to_each_other_player():
    d = act(kitty_deal(), "N 1♠", *PASSES_8)
    act(d, "N packet ♥3 ♥2 ♠3 ♠2")
    assert d.phase is Phase.DISTRIBUTE and d.to_act == 2
    assert [str(c) for c in d.transfers[0].cards] == ["♥3", "♥2", "♠3", "♠2"]  # order kept
    assert d.expected_receivers() == (3, 0, 1)
    act(d, "S give E:♠7 N:♠6 W:♠5")
    assert all(len(d.hand(s)) == 13 for s in range(4))
    assert d.phase is Phase.EXTENDED and d.to_act == 0


def test_R_4_3_distribution_must_give_one_card_to_each_of_the_three():
    d = act(kitty_deal(), "N 1♠", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2")
    for bad in ("give E:♠7 N:♠6", "give E:♠7 N:♠6 S:♠5", "give E:♠7 N:♠6 W:♠A"):
        with pytest.raises(IllegalActionError) as err:
            d.apply(a(bad))
        assert err.value.rule == "R-4.3"


def test_R_4_4_extended_bids_can_move_the_declarer_to_partner():
    d = exchange_kitty(act(kitty_deal(), "N 5♠", *PASSES_8))
    act(d, "N pass", "S 6♠", "N pass", "S pass", "N pass")
    assert d.phase is Phase.EXTENDED
    act(d, "S pass")
    assert d.contract == Bid(6, Denomination.SPADES) and d.declarer == 2


def test_R_4_4_no_extended_bid_leaves_the_kitty_bidder_declarer():
    d = exchange_kitty(act(kitty_deal(), "N 6♥", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.declarer == 0 and d.contract == Bid(6, Denomination.HEARTS)


def test_R_4_5_a_kitty_bid_below_5_forces_a_raise():
    d = exchange_kitty(act(kitty_deal(), "N 1♠", *PASSES_8))
    act(d, "N pass", "S pass", "N pass")
    assert Pass() not in d.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        d.apply(PASS)
    assert err.value.rule == "R-4.5"
    act(d, "S 4♠", "N pass", "S pass", "N pass")  # still below 5: again no fourth pass
    with pytest.raises(IllegalActionError):
        d.apply(PASS)
    act(d, "S 5♠", "N pass", "S pass", "N pass", "S pass")
    assert d.contract == Bid(5, Denomination.SPADES)


def test_R_4_5_with_the_level4_house_rule_a_4_contract_may_stand():
    d = exchange_kitty(act(kitty_deal(ruleset=Ruleset(level4=True)), "N 4♠", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.contract == Bid(4, Denomination.SPADES)


def test_R_4_6_defenders_exchange_when_the_main_sides_first_bid_is_below_6():
    d = exchange_kitty(act(kitty_deal(), "N 1♠", "E pass", "S pass", "W pass", "N 6♠", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.defenders_exchange is True
    assert d.phase is Phase.DEFENDERS_EXCHANGE and d.to_act == 1  # declarer's left
    assert d.expected_receivers() == (3,)
    act(d, "E give W:♠10")
    assert d.to_act == 3 and d.expected_receivers() == (1,)
    act(d, "W give E:♥6")
    assert d.phase is Phase.DOUBLING and d.to_act == 1


def test_R_4_6_no_defenders_exchange_when_the_main_side_opened_at_6():
    # The defenders bid first at level 1; what counts is the main side's own first bid.
    d = exchange_kitty(act(kitty_deal(), "N pass", "E 1♣", "S pass", "W pass", "N 6♠", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.defenders_exchange is False and d.phase is Phase.DOUBLING


def test_R_4_6_the_first_bid_may_be_the_partners():
    d = act(kitty_deal(), "N pass", "E pass", "S 2M", "W pass", "N 6♠", *PASSES_8)
    exchange_kitty(d)
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.defenders_exchange is True


def test_R_4_6_exchanging_when_not_allowed_is_refused():
    d = exchange_kitty(act(kitty_deal(), "N 6♠", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("give W:♠10"), 1)
    assert err.value.rule == "R-4.12"


def test_R_4_8_nokitty_packet_and_return_then_extended_bids_from_the_highest_bidder():
    d = act(nokitty_deal(), "N 6♠", *PASSES_8)
    assert d.phase is Phase.PACKET and len(d.hand(0)) == 13
    act(d, "N packet ♥A ♠J ♥K ♠A")
    assert d.phase is Phase.RETURN_PACKET and d.to_act == 2
    act(d, "S packet ♥8 ♥7 ♥6 ♥5")
    assert d.phase is Phase.EXTENDED and d.to_act == 0
    assert all(len(d.hand(s)) == 13 for s in range(4))
    act(d, "N 6♥", "S pass", "N pass", "S pass", "N pass")
    assert d.defenders_exchange is False
    assert d.phase is Phase.DOUBLING


def test_R_4_12_doubling_order_and_one_redouble():
    d = exchange_kitty(act(kitty_deal(), "N 6♥", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.to_act == 1 and d.phase is Phase.DOUBLING
    act(d, "E pass")
    assert d.to_act == 3
    act(d, "W double")
    assert d.phase is Phase.REDOUBLING and d.to_act == 0  # the doubler's left
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("double"))
    assert err.value.rule == "R-4.12"
    act(d, "N pass")
    assert d.to_act == 2
    act(d, "S redouble")
    assert d.doubling == 2 and d.phase is Phase.PLAY


def test_R_4_13_the_declarers_left_leads():
    d = exchange_kitty(act(kitty_deal(), "N 6♥", *PASSES_8))
    act(d, "N pass", "S pass", "N pass", "S pass", "E pass", "W pass")
    assert d.phase is Phase.PLAY and d.leader == 1 and d.to_act == 1


RUFF_HANDS = {
    "N": "♠AKQJ1098765 ♣2 ♥A",
    "E": "♣AKQJ1098765 ♦2 ♥K",
    "S": "♦AKQJ1098765 ♥QJ",
    "W": "♠432 ♣43 ♦43 ♥109876",
}


def test_R_8_1_and_R_8_2_follow_suit_a_ruff_wins_and_discards_never_win():
    d = deal_from(Form.KITTY, "N", RUFF_HANDS, "♥5 ♥4 ♥3 ♥2")
    act(d, "N pass", "E pass", "S pass", "W 6♥", *[f"{s} pass" for s in "NESWNESW"])
    act(d, "W packet ♥5 ♥4 ♥3 ♥2", "E give S:♥2 W:♥3 N:♥4")
    act(d, "W pass", "E pass", "W pass", "E pass", "N pass", "S pass")
    assert d.phase is Phase.PLAY and d.leader == 0 and d.trumps is not None
    act(d, "N play ♠A", "E play ♣A", "S play ♦A")
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("play ♥10"))  # W holds spades: must follow
    assert err.value.rule == "R-8.1"
    act(d, "W play ♠2")
    assert d.tricks[0].winner == 0  # the discards (♣A, ♦A) did not win
    act(d, "N play ♠K", "E play ♣K", "S play ♦K", "W play ♠3")
    act(d, "N play ♠Q", "E play ♣Q", "S play ♦Q", "W play ♠4")
    act(d, "N play ♠J", "E play ♣J", "S play ♦J", "W play ♥6")
    assert d.tricks[3].winner == 3  # W is out of spades: a low trump wins the trick
    assert d.to_act == 3  # the winner leads next
