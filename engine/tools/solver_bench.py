"""The double-dummy solvers' speed, for ``make bench``: our compiled core beside DDS (and the old
pure-Python solver where it finishes) on the same random positions, per hand size, and whole
misère deals (bid misère, all-pass misère, Bolshevik) solved by the core.

Times are wall-clock on one core of a shared machine: medians and 95th percentiles over many
positions, and searches that go past a node budget are counted apart rather than waited for.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial

from ..actions import parse_bid
from ..cards import Suit
from ..solver import Solver, dds
from ..solver.double_dummy import BudgetExceeded, Objective, Position, value

SIZES = tuple(range(4, 14))
#: The old Python solver is timed up to this many cards a hand (it takes seconds beyond).
PYTHON_UP_TO = 8


def _deal(rng: random.Random, cards: int) -> tuple[int, int, int, int]:
    dealt = rng.sample(range(52), 4 * cards)
    h = [sum(1 << c for c in dealt[i * cards : (i + 1) * cards]) for i in range(4)]
    return h[0], h[1], h[2], h[3]


def _stats(times: Sequence[float]) -> str:
    if not times:
        return f"{'-':>9s} {'-':>9s}"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{1e3 * statistics.median(ordered):9.2f} {1e3 * p95:9.2f}"


def _timed(run: Callable[[], int]) -> tuple[float, int | None]:
    start = time.perf_counter()
    try:
        got: int | None = run()
    except BudgetExceeded:
        got = None
    return time.perf_counter() - start, got


def bench_tricks(positions: int, budget: int) -> None:
    """Trumps and grand from the opening lead: core, DDS and the Python solver."""
    have_dds = dds.available()
    print("Trumps and grand, a whole position from the lead, ms (median, p95):")
    print(
        f"  {'cards':>5s} {'n':>4s} | {'core med':>9s} {'core p95':>9s} {'over':>4s} | "
        f"{'DDS med':>9s} {'DDS p95':>9s} | {'Python med':>10s} {'Python p95':>10s} | agree"
    )
    for cards in SIZES:
        rng = random.Random(f"bench-tricks-{cards}")
        core_t: list[float] = []
        dds_t: list[float] = []
        py_t: list[float] = []
        over = agree = 0
        for _ in range(positions):
            hands = _deal(rng, cards)
            leader = rng.randrange(4)
            trumps = rng.choice([None, *Suit])
            team = frozenset({(leader + 1) % 4, (leader + 3) % 4})
            o = Objective.tricks(trumps, team)
            p = Position(hands, leader)
            t, ours = _timed(partial(value, p, o, engine="core", max_nodes=budget))
            if ours is None:
                over += 1
            else:
                core_t.append(t)
            if have_dds:
                t, theirs = _timed(partial(value, p, o, engine="dds"))
                dds_t.append(t)
                agree += ours == theirs
            if cards <= PYTHON_UP_TO:
                solver = Solver(None if trumps is None else int(trumps), team)
                t, _v = _timed(partial(solver.tricks, list(hands), leader))
                py_t.append(t)
        print(
            f"  {cards:5d} {positions:4d} | {_stats(core_t)} {over:4d} | {_stats(dds_t)} | "
            f"{_stats(py_t):>21s} | {agree}/{positions - over}"
        )


def bench_misere(deals: int, budget: int, sizes: Sequence[int]) -> None:
    """Misère from the opening lead (the deal's score, aces and all), core only: no other
    solver knows misère's aces."""
    print(
        "Misère deals from the opening lead, core only, ms (median, p95 of those solved); "
        f"budget {budget:,} nodes"
    )
    print(f"  {'cards':>5s} {'kind':>16s} {'n':>4s} | {'med':>9s} {'p95':>9s} {'over':>11s}")
    kinds: list[tuple[str, Callable[[int], Objective]]] = [
        ("bid misère", lambda d: Objective.for_contract(parse_bid("6M"), d)),
        ("all-pass misère", lambda d: Objective.all_pass()),
        ("Bolshevik misère", lambda d: Objective.bolshevik(parse_bid("7M"), d)),
    ]
    for cards in sizes:
        for name, make in kinds:
            rng = random.Random(f"bench-misere-{cards}-{name}")
            times: list[float] = []
            over = 0
            for _ in range(deals):
                hands = _deal(rng, cards)
                declarer = rng.randrange(4)
                o = make(declarer)
                p = Position(hands, (declarer + 1) % 4)
                t, got = _timed(partial(value, p, o, engine="core", max_nodes=budget))
                if got is None:
                    over += 1
                else:
                    times.append(t)
            print(f"  {cards:5d} {name:>16s} {deals:4d} | {_stats(times)} {over:11d}")


def bench_solver(positions: int, deals: int, budget: int, misere_sizes: Sequence[int]) -> None:
    bench_tricks(positions, budget)
    bench_misere(deals, budget, misere_sizes)


__all__ = ["bench_misere", "bench_solver", "bench_tricks"]
