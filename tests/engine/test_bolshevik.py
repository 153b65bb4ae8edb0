"""Bolshevik deals (R-6)."""

import random

import pytest

from engine.actions import BOLSHEVIK, Bid, Denomination
from engine.cards import CardSet, parse_cards
from engine.deal import BolshevikContext, Deal
from engine.rules import Form
from engine.tools.simulate import play_out
from engine.trick_taking import IllegalActionError, Kind, Phase

from .helpers import KITTY_HANDS, KITTY_KITTY, a, act


def bolshevik(dealer=0, eligible="NESW", deals_left=8):
    hands = [CardSet.parse(KITTY_HANDS[s]) for s in "NESW"]
    ctx = BolshevikContext(frozenset("NESW".index(ch) for ch in eligible), deals_left)
    return Deal(Form.BOLSHEVIK, dealer, hands, parse_cards(KITTY_KITTY), bolshevik=ctx)


def test_R_6_2_dealt_as_a_kitty_game():
    d = bolshevik()
    assert all(len(d.hand(s)) == 12 for s in range(4)) and len(d.kitty) == 4


def test_R_6_3_D_6_one_round_from_the_dealer_skipping_those_who_have_played():
    d = bolshevik(dealer=0, eligible="ESW")
    assert d.phase is Phase.BOLSHEVIK_AUCTION and d.to_act == 1
    act(d, "E pass", "S pass")
    assert d.to_act == 3
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("1♠"))
    assert err.value.rule == "R-6.3"


def test_R_6_5_all_pass_throws_the_deal_in():
    d = act(bolshevik(), "N pass", "E pass", "S pass", "W pass")
    assert d.kind is Kind.THROWN_IN and d.is_over
    assert d.result is not None and d.result.points == (0, 0, 0, 0) and not d.result.played


def test_R_6_5_forced_bolshevik_for_the_last_speaker():
    d = act(bolshevik(eligible="NESW", deals_left=4), "N pass", "E pass", "S pass")
    assert d.legal_actions() == [BOLSHEVIK]
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("pass"))
    assert err.value.rule == "R-6.5"
    act(d, "W bolshevik")
    assert d.forced_bolshevik and d.declarer == 3


def test_R_6_5_no_force_when_someone_else_bid_or_deals_remain():
    d = act(bolshevik(eligible="NESW", deals_left=4), "N bolshevik", "E pass", "S pass")
    assert a("pass") in d.legal_actions()
    d = act(bolshevik(eligible="NESW", deals_left=5), "N pass", "E pass", "S pass")
    assert a("pass") in d.legal_actions()


def test_R_6_4_several_bidders_first_to_choose_play_declares():
    d = act(bolshevik(), "N pass", "E bolshevik", "S bolshevik", "W bolshevik")
    assert d.phase is Phase.BOLSHEVIK_CHOICE and d.to_act == 1
    act(d, "E withdraw")
    assert d.to_act == 2
    act(d, "S declare")
    assert d.declarer == 2 and d.phase is Phase.BOLSHEVIK_GIVE


def test_R_6_4_if_all_earlier_bidders_withdraw_the_last_must_play():
    d = act(bolshevik(), "N pass", "E bolshevik", "S pass", "W bolshevik", "E withdraw")
    assert d.declarer == 3 and d.phase is Phase.BOLSHEVIK_GIVE


def test_R_6_6_kitty_exposed_one_card_to_each_opponent_then_misere_or_dictator():
    d = act(bolshevik(), "N bolshevik", "E pass", "S pass", "W pass")
    assert d.kitty_exposed and len(d.hand(0)) == 16
    assert d.expected_receivers() == (1, 2, 3)
    act(d, "N give E:♠A S:♣A W:♦A")
    assert all(len(d.hand(s)) == 13 for s in range(4))
    assert d.phase is Phase.BOLSHEVIK_CONTRACT
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("6♥"))
    assert err.value.rule == "R-6.6"
    act(d, "N 7♥")
    assert d.contract == Bid(7, Denomination.HEARTS)


def test_R_6_6_pass_means_7_misere():
    d = act(
        bolshevik(), "N bolshevik", "E pass", "S pass", "W pass", "N give E:♠A S:♣A W:♦A", "N pass"
    )
    assert d.contract == Bid(7, Denomination.MISERE)


def test_R_6_7_individual_doubles_from_the_stalker_and_one_redouble_choice():
    d = act(
        bolshevik(), "N bolshevik", "E pass", "S pass", "W pass", "N give E:♠A S:♣A W:♦A", "N pass"
    )
    assert d.phase is Phase.DOUBLING and d.to_act == 3  # the stalker (declarer's right)
    act(d, "W double")
    assert d.to_act == 1  # everyone speaks, even after a double
    act(d, "E pass", "S double")
    assert d.phase is Phase.REDOUBLING and d.to_act == 0
    act(d, "N redouble")
    assert d.doubled_by == {3, 2} and d.redoubled


def test_R_6_8_the_stalker_leads():
    d = act(
        bolshevik(),
        "N bolshevik",
        "E pass",
        "S pass",
        "W pass",
        "N give E:♠A S:♣A W:♦A",
        "N pass",
        "W pass",
        "E pass",
        "S pass",
    )
    assert d.phase is Phase.PLAY and d.leader == 3


def test_R_6_9_bolshevik_numbers_sum_to_zero():
    for seed in range(40):
        d = Deal.from_seed(Form.BOLSHEVIK, seed % 4, "bolshevik", seed)
        play_out(d, random.Random(seed), pass_bias=0.5)
        assert sum(d.result.points) == 0
