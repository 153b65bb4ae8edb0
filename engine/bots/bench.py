"""Bot-vs-bot benchmark: whole sessions with four convention bots, on one core."""

from __future__ import annotations

import statistics
import time
from collections import Counter

from ..deal import Kind
from ..session import BolshevikPlacement, Session, SessionOptions
from ..views import seat_view
from .convention import ConventionBot


def run_sessions(count: int, deals_per_set: int = 8, seed: str = "bench") -> dict[str, object]:
    bot = ConventionBot()
    times: list[float] = []
    made: Counter[str] = Counter()
    played: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    deals = 0
    start = time.perf_counter()
    for k in range(count):
        options = SessionOptions(deals_per_set, BolshevikPlacement.AFTER_LAST)
        session = Session(options, f"{seed}-{k}")
        while session.current is not None:
            deal = session.current
            seat = deal.to_act
            assert seat is not None
            view = seat_view(deal, seat)
            t0 = time.perf_counter()
            decision = bot.decide(view)
            times.append(time.perf_counter() - t0)
            session.apply(decision.action, seat)
        for fd in session.finished:
            deals += 1
            r = fd.result
            kinds[r.kind.value] += 1
            if r.kind is Kind.CONTRACT and r.played and r.contract is not None:
                key = fd.slot.form.value + (
                    " misère" if r.contract.denomination.is_misere else " trumps/grand"
                )
                played[key] += 1
                made[key] += bool(r.made)
            elif r.kind is Kind.BOLSHEVIK:
                played["bolshevik"] += 1
                made["bolshevik"] += bool(r.made)
    elapsed = time.perf_counter() - start
    ms = sorted(t * 1000 for t in times)
    return {
        "sessions": count,
        "deals": deals,
        "deals_per_second": deals / elapsed,
        "decisions": len(ms),
        "median_ms": statistics.median(ms),
        "p95_ms": ms[int(0.95 * (len(ms) - 1))],
        "max_ms": ms[-1],
        "kinds": dict(kinds),
        "made_share": {k: made[k] / played[k] for k in sorted(played)},
        "played": dict(played),
    }


def bench_bots(count: int, deals_per_set: int = 8) -> None:
    r = run_sessions(count, deals_per_set)
    print(
        f"Bot-vs-bot: {r['sessions']} sessions, {r['deals']} deals, "
        f"{r['deals_per_second']:.1f} deals/s"
    )
    print(
        f"  bot decision time: median {r['median_ms']:.2f} ms, 95th percentile "
        f"{r['p95_ms']:.2f} ms, max {r['max_ms']:.1f} ms over {r['decisions']} decisions"
    )
    print(f"  outcomes: {r['kinds']}")
    made = r["made_share"]
    played = r["played"]
    assert isinstance(made, dict) and isinstance(played, dict)
    for key, share in made.items():
        print(f"  contracts made, {key:22s} {100 * share:5.1f}% of {played[key]}")
