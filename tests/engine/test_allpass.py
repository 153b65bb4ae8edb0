"""All-pass misère (R-5)."""

import pytest

from engine.rules import Form
from engine.trick_taking import IllegalActionError, Kind, Phase

from .helpers import KITTY_HANDS, KITTY_KITTY, NOKITTY_HANDS, a, act, deal_from


def allpass_kitty():
    return act(
        deal_from(Form.KITTY, "N", KITTY_HANDS, KITTY_KITTY), "N pass", "E pass", "S pass", "W pass"
    )


def test_R_5_1_the_kitty_is_dealt_one_card_each_from_the_dealers_left():
    d = allpass_kitty()
    # kitty in dealing order ♠3 ♠2 ♥3 ♥2 goes to E, S, W, N.
    assert a("♠3").card in d.hand(1)
    assert a("♠2").card in d.hand(2)
    assert a("♥3").card in d.hand(3)
    assert a("♥2").card in d.hand(0)
    assert not d.kitty_exposed


def test_R_5_2_the_dealers_left_and_partner_hand_over_first_then_the_returns():
    d = allpass_kitty()
    order = []
    for move in ("E give W:♠10", "S give N:♠7", "N give S:♠A", "W give E:♠4"):
        order.append((d.to_act, d.expected_receivers()))
        act(d, move)
    assert order == [(1, (3,)), (2, (0,)), (0, (2,)), (3, (1,))]
    assert d.phase is Phase.DOUBLING
    assert all(len(d.hand(s)) == 13 for s in range(4))


def test_R_5_2_a_hand_over_goes_only_to_partner():
    d = allpass_kitty()
    with pytest.raises(IllegalActionError) as err:
        d.apply(a("give S:♠10"))
    assert err.value.rule == "R-5.2"


def exchanged():
    return act(allpass_kitty(), "E give W:♠10", "S give N:♠7", "N give S:♠A", "W give E:♠4")


def test_R_5_3_doubling_starts_with_the_dealer_and_goes_clockwise():
    d = exchanged()
    seen = []
    for _ in range(4):
        seen.append(d.to_act)
        act(d, f"{'NESW'[d.to_act]} pass")
    assert seen == [0, 1, 2, 3]
    assert d.phase is Phase.PLAY and d.doubling == 0


def test_R_5_3_after_a_double_the_doublers_left_then_right_may_redouble():
    d = act(exchanged(), "N pass", "E double")
    assert d.phase is Phase.REDOUBLING and d.to_act == 2
    act(d, "S pass")
    assert d.to_act == 0
    act(d, "N redouble")
    assert d.doubling == 2 and d.phase is Phase.PLAY


def test_R_5_4_D_5_the_dealers_left_leads():
    d = act(exchanged(), "N pass", "E pass", "S pass", "W pass")
    assert d.leader == 1 and d.to_act == 1


def test_R_5_nokitty_allpass_has_no_kitty_to_deal():
    d = act(deal_from(Form.NOKITTY, "E", NOKITTY_HANDS), "E pass", "S pass", "W pass", "N pass")
    assert d.kind is Kind.ALLPASS and d.to_act == 2  # E's left
