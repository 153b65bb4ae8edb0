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
