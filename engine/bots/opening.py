"""Opening judgement by simulation (issue 15, item 3): is bidding here worth more than passing?

The first bid of a side commits it: in a no-kitty game 6♠ (or 6♣, 6♦) makes the bidder the
declarer of a six-level contract, in a kitty game a trump or grand bid is the side's claim to
the kitty and to eleven tricks (R-4.5) unless the opponents outbid it. The conventions say
*which* bid a hand makes (C-3, C-5.1); whether making it at all beats a pass is a question of
expected score, and the bots answer it from a small model fitted offline.

``python -m engine bidsim`` (:mod:`engine.tools.bidsim`) deals random hands and lets the bots
bid by the conventions until a side is about to make its first trump or grand bid. There it
plays the deal out twice with the same cards, once with the bid and once with a pass, and
keeps the difference in the side's score with the bidder's hand features. A least-squares
line over those differences, one per form, is committed as ``opening_model.json``; the bots
(``BotConfig.sim_opening``) bid when the line predicts a gain and pass when it predicts a
loss. The features are what the bidder sees: high-card points, the longest suit, aces, and
whether the opponents have bid or partner has passed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..actions import Action, Bid, Pass
from ..cards import CardSet
from ..conventions import evaluate
from ..rules import Form

MODEL_PATH = Path(__file__).with_name("opening_model.json")

#: The model's inputs, in the order of its coefficients (after the intercept).
FEATURES: tuple[str, ...] = ("hcp", "longest", "aces", "opponents_bid", "partner_passed")


def commits_side(calls: Sequence[tuple[int, Action]], seat: int, call: Action) -> bool:
    """Whether ``call`` is the side's first trump or grand bid of the first auction: the call
    the opening judgement (and the high-card gates of :mod:`engine.bots.config`) weigh.
    Misère bids are not weighed: they promise losers, not tricks."""
    return (
        isinstance(call, Bid)
        and not call.denomination.is_misere
        and not any(isinstance(c, Bid) and s % 2 == seat % 2 for s, c in calls)
    )


def features(hand: CardSet, calls: Sequence[tuple[int, Action]], seat: int) -> dict[str, float]:
    """What the bidder sees, as the model's inputs."""
    return {
        "hcp": float(evaluate(hand).points),
        "longest": float(max(hand.lengths())),
        "aces": float(len(hand.aces())),
        "opponents_bid": float(any(isinstance(c, Bid) and s % 2 != seat % 2 for s, c in calls)),
        "partner_passed": float(any(isinstance(c, Pass) and s == (seat + 2) % 4 for s, c in calls)),
    }


@dataclass(frozen=True)
class FormModel:
    """``gain = intercept + Σ coef·feature``: the side's expected points from bidding rather
    than passing, fitted over ``samples`` simulated decisions."""

    intercept: float
    coef: Mapping[str, float]
    samples: int

    def gain(self, feats: Mapping[str, float]) -> float:
        return self.intercept + sum(self.coef[name] * feats[name] for name in FEATURES)


@cache
def load_model(path: Path = MODEL_PATH) -> dict[Form, FormModel]:
    data = json.loads(path.read_text(encoding="utf-8"))
    out: dict[Form, FormModel] = {}
    for form in (Form.KITTY, Form.NOKITTY):
        m = data["forms"][form.value]
        out[form] = FormModel(float(m["intercept"]), dict(m["coef"]), int(m["samples"]))
    return out


def opening_gain(
    form: Form, hand: CardSet, calls: Sequence[tuple[int, Action]], seat: int
) -> tuple[float, int]:
    """The model's expected gain (points for the side) from bidding now instead of passing,
    and the number of simulated decisions it rests on."""
    model = load_model()[form.bidding]
    return model.gain(features(hand, calls, seat)), model.samples


__all__ = ["FEATURES", "MODEL_PATH", "FormModel", "commits_side", "features", "opening_gain"]
