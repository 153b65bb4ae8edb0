"""What calls mean, for both tables, from the auction alone (``explain_call`` is given the
calls so far and never a hand, so its words cannot leak a card).

In the three-player form the bonehead is every bidder's partner and always passes (R-9.3):
each call is read on the auction as its caller sees it (``seen_auction``: the caller with the
bonehead opposite and its passes put in), the way the Bonehead bot bids.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Action
from engine.bonehead.seating import seen_auction
from engine.conventions import explain_call
from engine.rules import Form


def _explain(
    call: Action, form: Form, before: Sequence[tuple[int, Action]], seat: int, dealer: int
) -> str:
    try:
        return explain_call(call, form, before, seat, dealer).text
    except ValueError:  # a call the conventions' model of the auction cannot place
        return ""


def four_call_meanings(
    calls: Sequence[tuple[int, Action]], form: Form, dealer: int
) -> dict[int, str]:
    """Index in ``calls`` -> what that call told the table (four-player auction)."""
    f = form.bidding
    return {i: _explain(call, f, calls[:i], seat, dealer) for i, (seat, call) in enumerate(calls)}


def four_option_meanings(
    options: Sequence[Action],
    calls: Sequence[tuple[int, Action]],
    form: Form,
    seat: int,
    dealer: int,
) -> dict[str, str]:
    """Legal call notation -> what it would tell partner now."""
    f = form.bidding
    return {a.notation(): _explain(a, f, calls, seat, dealer) for a in options}


def bonehead_call_meanings(
    dealer: int, calls: Sequence[tuple[int, Action]], form: Form
) -> dict[int, str]:
    """Index in the players' ``calls`` -> what the call told the table, read as its caller bid
    it: with the bonehead as partner (R-9.3)."""
    f = form.bidding
    # One auction per caller (each sees it with the bonehead opposite), not one per call.
    by_caller = {p: seen_auction(p, dealer, calls) for p in {p for p, _ in calls}}
    out: dict[int, str] = {}
    for i, (player, call) in enumerate(calls):
        seen = by_caller[player]
        out[i] = _explain(call, f, seen.auction(upto=i), seen.seat_of(player), seen.seat_of(dealer))
    return out


def bonehead_option_meanings(
    options: Sequence[Action],
    dealer: int,
    calls: Sequence[tuple[int, Action]],
    form: Form,
    player: int,
) -> dict[str, str]:
    """Legal call notation -> what it would tell the table, the bonehead being partner."""
    f = form.bidding
    seen = seen_auction(player, dealer, calls)
    before = seen.auction()
    seat, dealer_seat = seen.seat_of(player), seen.seat_of(dealer)
    return {a.notation(): _explain(a, f, before, seat, dealer_seat) for a in options}
