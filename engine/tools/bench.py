"""Benchmarks, on one core (one process): ``python -m engine.tools.bench`` or ``make bench``.

- random legal deals per second, played to the end, for each form;
- the cost of computing a seat view;
- ``--bots N``: N bot-vs-bot sessions with four convention bots (deals per second, bot
  decision time median and 95th percentile, share of contracts made by form);
- ``--duel N``: a short duplicate duel, the table's bots (``current``) against the bots
  before issue 15's items 2–5 (``today``), N deals of each game, Bolshevik included
  (:mod:`engine.tools.duel`; ``python -m engine duel`` runs long ones);
- the double-dummy solvers (:mod:`engine.tools.solver_bench`): our compiled core beside DDS
  and the old Python solver per hand size, and whole misère deals (``--solver-positions 0``
  skips it).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from ..bonehead.deal import BoneheadDeal
from ..deal import Deal
from ..rules import Form
from ..views import seat_view
from .simulate import play_out, play_out_bonehead, random_action


def _rate(run: Callable[[int], None], seconds: float) -> tuple[int, float]:
    n = 0
    start = time.perf_counter()
    while True:
        run(n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n, elapsed


def bench_random_deals(seconds: float) -> dict[str, float]:
    out: dict[str, float] = {}
    for form in Form:
        rng = random.Random(form.value)

        def one(n: int, form: Form = form, rng: random.Random = rng) -> None:
            play_out(Deal.from_seed(form, n % 4, "bench", n), rng)

        n, elapsed = _rate(one, seconds)
        out[form.value] = n / elapsed
    for form in (Form.KITTY, Form.NOKITTY):  # the three-player bonehead forms
        rng = random.Random(f"bonehead-{form.value}")

        def three(n: int, form: Form = form, rng: random.Random = rng) -> None:
            play_out_bonehead(BoneheadDeal.from_seed(form, n % 3, "bench", n), rng)

        n, elapsed = _rate(three, seconds)
        out[f"bonehead-{form.value}"] = n / elapsed
    return out


def bench_views(samples: int) -> float:
    """Microseconds per seat view, over states sampled from random deals."""
    rng = random.Random(1)
    states: list[Deal] = []
    n = 0
    while len(states) < samples:
        deal = Deal.from_seed(Form.KITTY, n % 4, "views", n)
        n += 1
        while not deal.is_over:
            if rng.random() < 0.1:
                states.append(deal.clone())
            deal.apply(random_action(deal, rng))
    states = states[:samples]
    start = time.perf_counter()
    for s in states:
        for seat in range(4):
            seat_view(s, seat)
    return (time.perf_counter() - start) / (len(states) * 4) * 1e6


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m engine.tools.bench")
    parser.add_argument("--seconds", type=float, default=3.0, help="per form")
    parser.add_argument("--views", type=int, default=4000)
    parser.add_argument("--bots", type=int, default=3, help="bot-vs-bot sessions (0: skip)")
    parser.add_argument("--deals-per-set", type=int, default=8, choices=[4, 8])
    parser.add_argument("--duel", type=int, default=60, help="duel deals per game (0: skip)")
    parser.add_argument("--duel-a", default="current")
    parser.add_argument("--duel-b", default="today")
    parser.add_argument(
        "--solver-positions", type=int, default=20, help="positions per hand size (0: skip)"
    )
    parser.add_argument("--solver-deals", type=int, default=10, help="misère deals per size")
    parser.add_argument(
        "--solver-budget", type=int, default=20_000_000, help="nodes before a search gives up"
    )
    parser.add_argument(
        "--misere-sizes", default="6,8,9,10,13", help="cards a hand for the misère deals"
    )
    args = parser.parse_args(argv)
    print("Random legal deals played to the end (one core):")
    for form, rate in bench_random_deals(args.seconds).items():
        print(f"  {form:10s} {rate:8.0f} deals/s")
    print(f"Seat view: {bench_views(args.views):.1f} µs per view")
    if args.bots:
        from .bot_bench import bench_bots

        bench_bots(args.bots, args.deals_per_set)
    if args.duel:
        from .duel import duel, report

        games = ("kitty", "nokitty", "bonehead", "bolshevik")
        print("\n".join(report(duel(args.duel_a, args.duel_b, args.duel, "bench", games))))
    if args.solver_positions:
        from .solver_bench import bench_solver

        sizes = [int(x) for x in args.misere_sizes.split(",") if x]
        bench_solver(args.solver_positions, args.solver_deals, args.solver_budget, sizes)


if __name__ == "__main__":
    main()
