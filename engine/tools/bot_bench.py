"""Bot-vs-bot benchmark: whole sessions with four convention bots, on one core.

The test suite checks only that the bots finish sessions legally; how fast they decide
(median, 95th percentile and the slowest single decision) is reported here, for the default
session and for the other session options the tests play (Bolshevik first with the older
schedule and level-4 contracts)."""

from __future__ import annotations

import statistics
import time
from collections import Counter

from ..bots import bot_view
from ..bots.config import CURRENT, BotConfig
from ..bots.convention import ConventionBot
from ..rules import Ruleset, Schedule
from ..session import BolshevikPlacement, Session, SessionOptions
from ..trick_taking import Kind, Phase


def run_sessions(
    count: int,
    deals_per_set: int = 8,
    seed: str = "bench",
    options: SessionOptions | None = None,
    config: BotConfig = CURRENT,
) -> dict[str, object]:
    bot = ConventionBot(config)
    times: list[float] = []
    play_times: list[float] = []
    made: Counter[str] = Counter()
    played: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    deals = 0
    start = time.perf_counter()
    for k in range(count):
        opts = options or SessionOptions(deals_per_set, BolshevikPlacement.AFTER_LAST)
        session = Session(opts, f"{seed}-{k}")
        while session.current is not None:
            deal = session.current
            seat = deal.to_act
            assert seat is not None
            view = bot_view(deal, seat)
            t0 = time.perf_counter()
            decision = bot.decide(view)
            times.append(time.perf_counter() - t0)
            if view.phase is Phase.PLAY:
                play_times.append(times[-1])
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
    play_ms = sorted(t * 1000 for t in play_times) or [0.0]
    return {
        "sessions": count,
        "deals": deals,
        "deals_per_second": deals / elapsed,
        "decisions": len(ms),
        "median_ms": statistics.median(ms),
        "p95_ms": ms[int(0.95 * (len(ms) - 1))],
        "max_ms": ms[-1],
        "play_p95_ms": play_ms[int(0.95 * (len(play_ms) - 1))],
        "play_max_ms": play_ms[-1],
        "play_decisions": len(play_times),
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
    print(
        f"  card-play decisions (look-ahead from {CURRENT.look_ahead} cards left, kitty "
        f"contracts from {CURRENT.kitty_look_ahead or CURRENT.look_ahead}): 95th "
        f"percentile {r['play_p95_ms']:.1f} ms, max {r['play_max_ms']:.1f} ms over "
        f"{r['play_decisions']} (target: p95 ≤ 250 ms, max ≤ 1 s)"
    )
    print(f"  outcomes: {r['kinds']}")
    made = r["made_share"]
    played = r["played"]
    assert isinstance(made, dict) and isinstance(played, dict)
    for key, share in made.items():
        print(f"  contracts made, {key:22s} {100 * share:5.1f}% of {played[key]}")
    variants = {
        "4 deals a set, Bolshevik first, old schedule, level 4": SessionOptions(
            4, BolshevikPlacement.BEFORE_FIRST, Ruleset(Schedule.OLD, level4=True)
        ),
        "4 deals a set, Bolshevik last": SessionOptions(4, BolshevikPlacement.AFTER_LAST),
    }
    for name, options in variants.items():
        v = run_sessions(1, seed="bench-variant", options=options)
        print(
            f"  slowest bot decision, {name}: {v['max_ms']:.1f} ms "
            f"(median {v['median_ms']:.2f} ms over {v['decisions']} decisions)"
        )
