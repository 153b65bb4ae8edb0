"""Illegal actions are refused with the rule's id and leave the state unchanged (R-8.5)."""

import pytest

from engine.rules import Form
from engine.trick_taking import IllegalActionError, Phase

from .helpers import KITTY_HANDS, KITTY_KITTY, a, act, deal_from, snapshot

PASSES_8 = ["E pass", "S pass", "W pass", "N pass", "E pass", "S pass", "W pass", "N pass"]


def refused(deal, action_text, seat=None, rule=None):
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as err:
        deal.apply(a(action_text), seat)
    assert snapshot(deal) == before, "a refused action changed the state"
    if rule:
        assert err.value.rule == rule, str(err.value)
    assert err.value.rule in str(err.value)
    return err.value


def kitty():
    return deal_from(Form.KITTY, "N", KITTY_HANDS, KITTY_KITTY)


def in_play():
    d = act(kitty(), "N 6♥", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")
    return act(d, "N pass", "S pass", "N pass", "S pass", "E pass", "W pass")


def test_out_of_turn_in_the_auction():
    err = refused(kitty(), "pass", seat=2, rule="R-3.1")
    assert "N's turn" in err.reason


def test_out_of_turn_in_play():
    d = in_play()
    refused(d, "play ♠2", seat=3, rule="R-8.1")


def test_revoke():
    d = act(in_play(), "E play ♠10")
    assert d.to_act == 2
    err = refused(d, "play ♣8", rule="R-8.1")
    assert "follow suit" in err.reason


def test_playing_a_card_not_held():
    refused(in_play(), "play ♠A", rule="R-8.1")


def test_a_bid_not_higher():
    d = act(kitty(), "N 3♦")
    refused(d, "3♣", rule="R-3.1")
    refused(d, "3♦", rule="R-3.1")


def test_a_pass_ending_the_extended_auction_below_the_minimum():
    d = act(kitty(), "N 2♠", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")
    act(d, "N pass", "S pass", "N pass")
    refused(d, "pass", rule="R-4.5")


def test_exchanging_when_not_allowed():
    d = act(kitty(), "N 6♥", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")
    act(d, "N pass", "S pass", "N pass", "S pass")
    assert d.phase is Phase.DOUBLING  # first bid at 6: no defenders' exchange (R-4.6)
    refused(d, "give W:♠10", rule="R-4.12")


def test_a_packet_during_the_auction():
    refused(kitty(), "packet ♠A ♠K ♠Q ♠J", rule="R-3.1")


def test_a_packet_with_cards_not_held():
    d = act(kitty(), "N 6♥", *PASSES_8)
    refused(d, "packet ♠10 ♠K ♠Q ♠J", rule="R-4.2")


def test_a_double_after_a_double():
    d = act(kitty(), "N 6♥", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")
    act(d, "N pass", "S pass", "N pass", "S pass", "E double")
    refused(d, "double", rule="R-4.12")


def test_redouble_without_a_double():
    d = act(kitty(), "N 6♥", *PASSES_8, "N packet ♥3 ♥2 ♠3 ♠2", "S give E:♠7 N:♠6 W:♠5")
    act(d, "N pass", "S pass", "N pass", "S pass")
    refused(d, "redouble", rule="R-4.12")


def test_a_double_in_the_first_auction():
    refused(act(kitty(), "N 1♠"), "double", rule="R-3.1")


def test_anything_after_the_end():
    import random

    from engine.tools.simulate import play_out

    d = play_out(kitty(), random.Random(3))
    refused(d, "pass", rule="R-8")
