"""What calls mean, for both tables, from the auction alone (``explain_call`` is given the
calls so far and never a hand, so its words cannot leak a card).

In the three-player form the bonehead is every bidder's partner and always passes (R-9.3);
the Bonehead bot bids by the four-player conventions on the auction with the bonehead's
passes put in, and its calls are explained the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import PASS, Action
from engine.bonehead.seating import BONEHEAD
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


def four_seat_auction(
    seating: Sequence[int], dealer: int, calls: Sequence[tuple[int, Action]]
) -> list[tuple[int, Action, int | None]]:
    """The three players' calls (by participant) as a four-seat auction with the bonehead's
    passes put in: (seat, call, index in ``calls`` or None for the bonehead's pass)."""
    out: list[tuple[int, Action, int | None]] = []
    seat = list(seating).index(dealer)
    for i, (player, call) in enumerate(calls):
        while seating[seat] != player:
            out.append((seat, PASS, None))
            seat = (seat + 1) % 4
        out.append((seat, call, i))
        seat = (seat + 1) % 4
    while seating[seat] == BONEHEAD:
        out.append((seat, PASS, None))
        seat = (seat + 1) % 4
    return out


def bonehead_call_meanings(
    seating: Sequence[int], dealer: int, calls: Sequence[tuple[int, Action]], form: Form
) -> dict[int, str]:
    """Index in the players' ``calls`` -> what the call told the table."""
    f = form.bidding
    four = four_seat_auction(seating, dealer, calls)
    dealer_seat = list(seating).index(dealer)
    out: dict[int, str] = {}
    for k, (seat, call, i) in enumerate(four):
        if i is not None:
            out[i] = _explain(call, f, [(s, c) for s, c, _ in four[:k]], seat, dealer_seat)
    return out


def bonehead_option_meanings(
    options: Sequence[Action],
    seating: Sequence[int],
    dealer: int,
    calls: Sequence[tuple[int, Action]],
    form: Form,
    player: int,
) -> dict[str, str]:
    f = form.bidding
    before = [(s, c) for s, c, _ in four_seat_auction(seating, dealer, calls)]
    seat = list(seating).index(player)
    dealer_seat = list(seating).index(dealer)
    return {a.notation(): _explain(a, f, before, seat, dealer_seat) for a in options}
