"""The bidding box as a grid: one row per level, one column per denomination in the form's
order (R-3.2), so "7 grand" always sits in the 7 row under "grand" and a phone never wraps a
lone call onto a line without its level. Calls that are not bids (pass, double, Bolshevik, the
Bonehead declarer's choice) come first, on their own row."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.actions import Action, Bid, Denomination
from engine.bonehead.actions import Announce
from engine.rules import Form

from .words import call_label


@dataclass(frozen=True)
class CallButton:
    notation: str  # what the form posts
    bid: Bid | None  # drawn as level and denomination; None for the other calls
    label: str  # for calls that are not bids: "pass", "double"…
    spoken: str  # the whole call for screen readers: "7 grand", "Announce 6♥"
    meaning: str  # what it would tell partner ("" when the conventions say nothing)
    column: int  # 1-based grid column of the denomination (0 for other calls)


@dataclass(frozen=True)
class BidRow:
    level: int
    buttons: Sequence[CallButton]


@dataclass(frozen=True)
class BidGrid:
    others: Sequence[CallButton]
    rows: Sequence[BidRow]
    columns: Sequence[str]  # the denominations' words, in the form's order

    @property
    def meanings(self) -> list[CallButton]:
        return [b for b in (*self.others, *(b for r in self.rows for b in r.buttons)) if b.meaning]


def _bid_of(action: Action) -> Bid | None:
    if isinstance(action, Bid):
        return action
    if isinstance(action, Announce):
        return action.bid
    return None


def bid_grid(actions: Sequence[Action], form: Form, meanings: Mapping[str, str]) -> BidGrid:
    """The learner's legal calls as a grid; ``meanings`` maps a call's notation to its
    meaning (the first auction's calls only)."""
    order = Denomination.in_order(form.bidding)
    others: list[CallButton] = []
    rows: dict[int, list[CallButton]] = {}
    for a in actions:
        notation = a.notation()
        bid = _bid_of(a)
        if bid is None:
            label = call_label(a)
            others.append(CallButton(notation, None, label, label, meanings.get(notation, ""), 0))
            continue
        spoken = call_label(a)
        column = order.index(bid.denomination) + 1
        rows.setdefault(bid.level, []).append(
            CallButton(notation, bid, "", spoken, meanings.get(notation, ""), column)
        )
    return BidGrid(
        others,
        [BidRow(level, buttons) for level, buttons in sorted(rows.items())],
        [d.word for d in order],
    )
