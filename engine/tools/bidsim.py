"""Fit the bots' opening judgement by simulation: ``python -m engine bidsim``.

    python -m engine bidsim --deals 3000 --seed open1 --out engine/bots/opening_model.json

For each random deal of each form (kitty, no-kitty) the bots bid by the conventions, with no
high-card gate, until a side is about to make its first trump or grand bid
(:func:`engine.bots.opening.commits_side`). The deal is then played to its end twice with the
same cards, once with that bid and once with a pass instead, every other decision the bots'
own; the difference in the bidding side's score is one sample, with the bidder's features
(:data:`engine.bots.opening.FEATURES`). A deal where no side makes such a bid gives none.

The samples are fitted by least squares, one line per form, and written as JSON with each
coefficient's standard error and the mean gain, so that the committed model can be made again
from its seed and compared. ``BotConfig.sim_opening`` makes the bots use it.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..actions import PASS, Action
from ..bots import bot_view
from ..bots.config import BotConfig, variant
from ..bots.convention import ConventionBot
from ..bots.opening import FEATURES, MODEL_PATH, commits_side, features
from ..deal import Deal
from ..rules import Form
from ..trick_taking import Phase
from .duel import play_out

FORMS = (Form.KITTY, Form.NOKITTY)


@dataclass(frozen=True)
class Sample:
    form: Form
    feats: dict[str, float]
    gain: float  # the side's points with the bid minus its points with a pass


def sample(form: Form, seed: str, number: int, bot: ConventionBot) -> Sample | None:
    """One deal: the first committing bid, played out with it and with a pass instead."""

    def player(d: Deal, s: int) -> Action:
        return bot.decide(bot_view(d, s)).action

    deal = Deal.from_seed(form, number % 4, seed, number)
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act
        assert seat is not None
        view = bot_view(deal, seat)
        call: Action = bot.decide(view).action
        if commits_side(view.calls, seat, call):
            feats = features(view.hand, view.calls, seat)
            bid, passed = deal.clone(), deal.clone()
            bid.apply(call, seat)
            passed.apply(PASS, seat)
            r_bid, r_pass = play_out(bid, player).result, play_out(passed, player).result
            assert r_bid is not None and r_pass is not None
            side = seat % 2
            return Sample(form, feats, float(r_bid.points[side] - r_pass.points[side]))
        deal.apply(call, seat)
    return None


def least_squares(
    rows: Sequence[Sequence[float]], ys: Sequence[float]
) -> tuple[list[float], list[float]]:
    """Coefficients of ``y ≈ X·b`` (X's first column the intercept's ones) and their standard
    errors, by the normal equations solved with Gauss–Jordan elimination."""
    k = len(rows[0])
    xtx = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    xty = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(k)]
    inv = _inverse(xtx)
    b = [sum(inv[i][j] * xty[j] for j in range(k)) for i in range(k)]
    residuals = [
        y - sum(bi * xi for bi, xi in zip(b, r, strict=True)) for r, y in zip(rows, ys, strict=True)
    ]
    dof = max(1, len(rows) - k)
    sigma2 = sum(e * e for e in residuals) / dof
    se = [math.sqrt(max(0.0, sigma2 * inv[i][i])) for i in range(k)]
    return b, se


def _inverse(m: list[list[float]]) -> list[list[float]]:
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("the features do not vary enough to fit (more deals?)")
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]


def fit(samples: Sequence[Sample]) -> dict[str, object]:
    """The model of one form's samples, as stored in ``opening_model.json``."""
    rows = [[1.0, *(s.feats[f] for f in FEATURES)] for s in samples]
    ys = [s.gain for s in samples]
    b, se = least_squares(rows, ys)
    bids_kept = sum(1 for r in rows if sum(bi * xi for bi, xi in zip(b, r, strict=True)) >= 0)
    return {
        "samples": len(samples),
        "mean_gain": round(statistics.fmean(ys), 3),
        "intercept": round(b[0], 4),
        "coef": {f: round(v, 4) for f, v in zip(FEATURES, b[1:], strict=True)},
        "std_error": {"intercept": round(se[0], 4)}
        | {f: round(v, 4) for f, v in zip(FEATURES, se[1:], strict=True)},
        "bids_kept": round(bids_kept / len(samples), 3),
    }


def simulate(
    deals: int,
    seed: str,
    config: BotConfig,
    forms: Sequence[Form] = FORMS,
    progress: Callable[[str], None] | None = None,
) -> list[Sample]:
    bot = ConventionBot(config)
    out: list[Sample] = []
    for form in forms:
        for n in range(deals):
            s = sample(form, seed, n, bot)
            if s is not None:
                out.append(s)
            if progress is not None and (n + 1) % 100 == 0:
                progress(f"{form.value}: {n + 1}/{deals} deals, {len(out)} samples")
    return out


def model(
    deals: int,
    seed: str,
    bots: str,
    forms: Sequence[Form] = FORMS,
    progress: Callable[[str], None] | None = None,
) -> dict[str, object]:
    # The bots as given, but with no opening gate of any kind: the model is what replaces it.
    config = variant(bots).with_options("nokitty_trump_hcp=0,kitty_open_hcp=0,sim_opening=0")
    samples = simulate(deals, seed, config, forms, progress)
    return {
        "features": list(FEATURES),
        "forms": {f.value: fit([s for s in samples if s.form is f]) for f in forms},
    }


def add_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "bidsim",
        help="fit the bots' opening judgement (bid or pass) by simulated deals",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--deals", type=int, default=3000, help="deals per form (default 3000)")
    p.add_argument("--seed", default="open1")
    p.add_argument("--bots", default="current", help="the bots that bid and play the deals")
    p.add_argument("--forms", default="kitty,nokitty", help="kitty, nokitty or both (default both)")
    p.add_argument("--out", type=Path, help=f"write the model here (e.g. {MODEL_PATH.name})")
    p.set_defaults(handler=_run)


def _run(args: argparse.Namespace) -> dict[str, object]:
    forms = [Form(f.strip()) for f in str(args.forms).split(",") if f.strip()]
    if not forms or any(f not in FORMS for f in forms):
        raise ValueError("--forms takes kitty, nokitty or both")
    out = model(args.deals, str(args.seed), args.bots, forms, lambda m: print(m, file=sys.stderr))
    out["command"] = (
        f"python -m engine bidsim --deals {args.deals} --seed {args.seed} --bots {args.bots}"
    )
    if args.out is not None:
        args.out.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return out
