"""Action notation (R-3.2 denomination order)."""

import pytest

from engine.actions import Bid, Denomination, Give, Packet, all_bids, parse_action, parse_bid
from engine.cards import NotationError
from engine.rules import Form


@pytest.mark.parametrize(
    "text,notation",
    [
        ("1M", "1M"),
        ("1 misère", "1M"),
        ("6 misere", "6M"),
        ("2♠", "2♠"),
        ("2S", "2♠"),
        ("3 grand", "3G"),
        ("3NT", "3G"),
        ("5 diamonds", "5♦"),
        ("pass", "pass"),
        ("p", "pass"),
        ("X", "double"),
        ("XX", "redouble"),
        ("bolshevik", "bolshevik"),
        ("withdraw", "withdraw"),
        ("declare", "declare"),
        ("play ♥10", "play ♥10"),
        ("♥10", "play ♥10"),
        ("packet ♦K ♠4 ♦2 ♠8", "packet ♦K ♠4 ♦2 ♠8"),
        ("give E:♠2", "give E:♠2"),
        ("give W:♦9 N:♣J E:♠2", "give W:♦9 N:♣J E:♠2"),
    ],
)
def test_actions_round_trip(text, notation):
    action = parse_action(text)
    assert action.notation() == notation
    assert parse_action(action.notation()) == action


@pytest.mark.parametrize(
    "bad",
    [
        "8G",
        "9 grand",
        "0G",
        "1Z",
        "packet ♠2 ♠3",
        "give ♠2",
        "give Q:♠2",
        "hello",
        "give E:♠2 W:♠2",
        "packet ♠2 ♠2 ♠3 ♠4",
    ],
)
def test_bad_actions_are_refused(bad):
    with pytest.raises(NotationError):
        parse_action(bad)


def test_R_3_2_kitty_order_puts_misere_lowest():
    assert [d.letter for d in Denomination.in_order(Form.KITTY)] == list("MSCDHG")
    bids = all_bids(Form.KITTY)
    assert bids[0] == Bid(1, Denomination.MISERE)
    assert len(bids) == 42


def test_R_3_2_nokitty_order_puts_misere_between_hearts_and_grand():
    assert [d.letter for d in Denomination.in_order(Form.NOKITTY)] == list("SCDHMG")
    assert parse_bid("6M").key(Form.NOKITTY) > parse_bid("6♥").key(Form.NOKITTY)
    assert parse_bid("6M").key(Form.KITTY) < parse_bid("6♠").key(Form.KITTY)


def test_bid_text_for_people():
    assert parse_bid("6M").text == "6 misère"
    assert parse_bid("3G").text == "3 grand"
    assert parse_bid("1♦").text == "1♦"


def test_packet_and_give_values():
    p = parse_action("packet ♦K ♠4 ♦2 ♠8")
    assert isinstance(p, Packet)
    assert [str(c) for c in p.cards] == ["♦K", "♠4", "♦2", "♠8"]
    g = parse_action("give W:♦9 N:♣J E:♠2")
    assert isinstance(g, Give)
    assert str(g.card_for(0)) == "♣J" and g.card_for(2) is None
