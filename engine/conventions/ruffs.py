"""When the defenders should expect a cross-ruff or tail-ruff (C-7.1), read from the auction.

C-7.1 asks for a low trump lead when "the bidding and packets suggest a cross-ruff or
tail-ruff", without saying which bidding does. IC-40 (``INTERPRETATIONS.md``): the defenders
suspect a ruffing game when the final trump suit was first bid by one main player and the
other answered it with the lowest misère, which shows a void or a single spot in that suit
(C-3.13). That is the Handbook's tail-ruff deal: 1♥ answered by two misère, and the kitty
bidder's partner later takes the kitty in hearts, short of trumps and ready to ruff.

>>> from engine.conventions import parse_auction
>>> from engine.cards import Suit
>>> calls = parse_auction("1♥ pass 2M pass 2♠ pass pass pass", dealer=0)
>>> ruff_suspected(calls, dealer=0, declarer=2, trump=Suit.HEARTS).suspected
True
>>> ruff_suspected(calls, dealer=0, declarer=2, trump=Suit.SPADES).suspected
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Action, Bid, Denomination
from ..cards import Suit
from ..rules import Form, partner
from .auction import AuctionView
from .facts import Fact, fact


@dataclass(frozen=True)
class RuffSuspicion:
    suspected: bool
    fact: Fact | None = None


def ruff_suspected(
    auction: Sequence[tuple[int, Action]], dealer: int, declarer: int, trump: Suit | None
) -> RuffSuspicion:
    """IC-40: did one main player show a misfit (the lowest misère, C-3.13) in the trump suit
    the other bid first? ``auction`` is the first auction of a kitty game."""
    if trump is None:
        return RuffSuspicion(False)
    main = {declarer, partner(declarer)}
    first = next(
        (
            (i, s)
            for i, (s, c) in enumerate(auction)
            if s in main and isinstance(c, Bid) and c.denomination.suit is trump
        ),
        None,
    )
    if first is None:
        return RuffSuspicion(False)
    index, bidder = first
    other = partner(bidder)
    for i, (s, c) in enumerate(auction):
        if i <= index or s != other or not isinstance(c, Bid):
            continue
        if c.denomination is Denomination.MISERE:
            before = AuctionView(Form.KITTY, dealer, s, tuple(auction[:i]))
            low = before.lowest(Denomination.MISERE)
            if low is not None and c.level == low.level:
                return RuffSuspicion(
                    True,
                    fact(
                        f"the main players' bids suggest a ruffing game: {trump.symbol} was "
                        f"answered with the lowest misère, which shows a void or a single spot "
                        f"in it",
                        "C-7.1",
                        "C-3.13",
                        "IC-40",
                    ),
                )
        break  # only the first answer after the suit counts
    return RuffSuspicion(False)


__all__ = ["RuffSuspicion", "ruff_suspected"]
