"""The "what the calls meant" list: calls other than passes, with their meanings; nothing (so
no empty box on the table) while everyone has passed."""

from cardui.templatetags.cards import meant_calls
from engine.actions import PASS, parse_action


def test_passes_are_left_out_and_an_all_pass_auction_shows_nothing():
    calls = [(0, PASS), (1, PASS), (2, PASS)]
    meanings = {0: "nothing to show", 1: "nothing to show", 2: "nothing to show"}
    assert meant_calls(calls, meanings) == []


def test_a_bid_with_a_meaning_is_listed_with_its_bidder():
    bid = parse_action("3♦")
    calls = [(0, PASS), (1, bid)]
    assert meant_calls(calls, ["nothing", "seven honours"]) == [(1, bid, "seven honours")]
    assert meant_calls(calls, {}) == []


def test_R_9_3_bonehead_calls_are_read_with_the_bonehead_as_partner():
    """B deals, A opens 3♦ and B pre-empts with 5 misère. C's options are a defender's: its
    pass no longer 'asks partner' (that is, A, an opponent) for 5♠, and B's pre-empt is read
    against A's opening, not as a partner's bid over it."""
    from engine.actions import Bid, Denomination
    from engine.rules import Form
    from play.services.explain import bonehead_call_meanings, bonehead_option_meanings

    calls = [(1, PASS), (2, PASS), (0, parse_action("3♦")), (1, parse_action("5M"))]
    options = [PASS, Bid(5, Denomination.SPADES)]
    meant = bonehead_option_meanings(options, 1, calls, Form.KITTY, 2)
    assert "partner" not in meant["pass"] and "C-4.5" not in meant["pass"]
    assert "asks partner" not in meant["5♠"]
    said = bonehead_call_meanings(1, calls, Form.KITTY)
    assert "pre-empt" in said[3] and "opponents have bid" in said[3]
