"""Duplicate duels between bot variants: ``python -m engine duel A B --deals N --seed S``.

Every deal is played twice with the same cards: once with A's bots on North–South and B's on
East–West, once the other way round, so the luck of the cards cancels and what is left is the
difference in play. For each deal the harness takes A's side's number at both tables and
averages it: A's *gain per deal* against B (B's is its negative). Over the deals it prints the
mean gain with a 95 % confidence interval, paired per deal (normal approximation,
mean ± 1.96·sd/√n).

Bonehead (R-9), three players: A plays one player (a different one each deal, turning round
the table) and B the other two, then the deal is replayed with the roles exchanged. A table's
difference is the mean number of A's players minus the mean number of B's players; the deal's
gain is half the sum over the two tables. Two identical, deterministic variants give exactly
zero on every deal in both games.

Bolshevik (R-6), one against three: each deal is the last of a set that one player still
owes (the dealer's right-hand neighbour, turning round the table), so that player has to bid
it (R-6.5). A plays the Bolshevik and B the three opponents, then the other way round; the
deal's gain is half the difference of A's Bolshevik's number and B's (R-7.6).

Variants (:mod:`engine.bots.config`): ``current`` (what the table plays), ``today`` or
``baseline`` (the bots before issue 15's items 2–5), ``random`` (uniformly random legal
moves), each adjustable as ``current:look_ahead=9,layouts=8``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..actions import Action
from ..bonehead.deal import BoneheadDeal
from ..bonehead.seating import BONEHEAD
from ..bots import RandomBot, bot_view
from ..bots.bonehead import BoneheadBot, bonehead_bot_view
from ..bots.config import BotConfig, variant
from ..bots.convention import ConventionBot
from ..deal import BolshevikContext, Deal
from ..rules import Form
from ..trick_taking import Kind
from .simulate import random_bonehead_action

FOUR_FORMS = (Form.KITTY, Form.NOKITTY)

#: Called once a deal to decide for the seats a variant holds: (deal, seat) → action.
FourPlayer = Callable[[Deal, int], Action]
#: (deal, player to act) → action; the player acts for the bonehead when the deal says so.
ThreePlayer = Callable[[BoneheadDeal, int], Action]


@dataclass(frozen=True)
class Contestant:
    """A variant as the harness drives it: fresh players for each table (so random variants
    are deterministic per deal and seed)."""

    name: str
    four: Callable[[str], FourPlayer]
    three: Callable[[str], ThreePlayer]


def _convention(config: BotConfig) -> Contestant:
    bot = ConventionBot(config)
    three_bot = BoneheadBot(config)

    def four(_key: str) -> FourPlayer:
        return lambda deal, seat: bot.decide(bot_view(deal, seat)).action

    def three(_key: str) -> ThreePlayer:
        return lambda deal, player: three_bot.decide(bonehead_bot_view(deal, player)).action

    return Contestant(config.name, four, three)


def _random(name: str) -> Contestant:
    import random

    def four(key: str) -> FourPlayer:
        bot = RandomBot(f"{name}:{key}")
        return lambda deal, seat: bot.decide(bot_view(deal, seat)).action

    def three(key: str) -> ThreePlayer:
        rng = random.Random(f"{name}:{key}")
        return lambda deal, _player: random_bonehead_action(deal, rng)

    return Contestant(name, four, three)


def contestant(spec: str) -> Contestant:
    """A variant by name: ``random``, or a bot configuration (``current``, ``today:...``)."""
    if spec == "random" or spec.startswith("random:"):
        return _random(spec)
    return _convention(variant(spec))


# --- one deal at two tables ------------------------------------------------------------------


def play_out(deal: Deal, player: FourPlayer) -> Deal:
    """``deal`` played to its end, every decision ``player``'s."""
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(player(deal, seat), seat)
    return deal


def play_four(
    form: Form, dealer: int, seed: str, number: int, ns: FourPlayer, ew: FourPlayer
) -> Deal:
    deal = Deal.from_seed(form, dealer, seed, number)
    return play_out(deal, lambda d, seat: (ns if seat % 2 == 0 else ew)(d, seat))


def play_three(
    form: Form, dealer: int, seed: str, number: int, players: Sequence[ThreePlayer]
) -> BoneheadDeal:
    deal = BoneheadDeal.from_seed(form, dealer, seed, number)
    while not deal.is_over:
        player = deal.to_act
        assert player is not None
        deal.apply(players[player](deal, player), player, deal.acting_for)
    return deal


@dataclass
class DealPair:
    """One deal played at both tables: A's gain (A's number averaged over the tables)."""

    number: int
    form: str
    gain: float
    contract: bool  # a bid contract was played at either table


@dataclass
class DuelResult:
    a: str
    b: str
    pairs: list[DealPair] = field(default_factory=list)
    seconds: float = 0.0

    def of(self, forms: Sequence[str]) -> list[float]:
        return [p.gain for p in self.pairs if p.form in forms]


def four_player_pair(a: Contestant, b: Contestant, form: Form, seed: str, number: int) -> DealPair:
    dealer = number % 4
    key = f"{seed}:{form.value}:{number}"
    # Random variants are seeded by the deal and the side they sit on, so that A against B
    # is exactly B against A with the sign turned.
    ns, ew = key + ":ns", key + ":ew"
    first = play_four(form, dealer, seed, number, a.four(ns), b.four(ew))
    second = play_four(form, dealer, seed, number, b.four(ns), a.four(ew))
    r1, r2 = first.result, second.result
    assert r1 is not None and r2 is not None
    gain = (r1.points[0] + r2.points[1]) / 2  # A is North–South, then East–West
    played = Kind.CONTRACT in (r1.kind, r2.kind)
    return DealPair(number, form.value, gain, played)


def bolshevik_pair(a: Contestant, b: Contestant, seed: str, number: int) -> DealPair:
    dealer = number % 4
    lone = (dealer + 3) % 4  # the one player still owing, so the only one to speak
    key = f"{seed}:bolshevik:{number}"
    context = BolshevikContext(frozenset({lone}), 1)

    def table(alone: Contestant, three: Contestant) -> Deal:
        one, rest = alone.four(key + ":lone"), three.four(key + ":three")
        deal = Deal.from_seed(Form.BOLSHEVIK, dealer, seed, number, bolshevik=context)
        return play_out(deal, lambda d, seat: (one if seat == lone else rest)(d, seat))

    first, second = table(a, b), table(b, a)
    r1, r2 = first.result, second.result
    assert r1 is not None and r2 is not None and r1.declarer == r2.declarer == lone
    gain = (r1.points[lone] - r2.points[lone]) / 2
    return DealPair(number, "bolshevik", gain, True)


def _bonehead_table(deal: BoneheadDeal, a_players: set[int]) -> float:
    result = deal.result
    assert result is not None
    pts = result.player_points
    ours = [pts[p] for p in range(3) if p in a_players]
    theirs = [pts[p] for p in range(3) if p not in a_players]
    return statistics.fmean(ours) - statistics.fmean(theirs)


def bonehead_pair(a: Contestant, b: Contestant, seed: str, number: int) -> DealPair:
    form = FOUR_FORMS[number % 2]
    dealer = number % 3
    lone = (number // 3) % 3  # the player A holds alone at the first table, turning round
    key = f"{seed}:bonehead:{number}"
    first = [(a if p == lone else b).three(f"{key}:{p}") for p in range(3)]
    second = [(b if p == lone else a).three(f"{key}:{p}") for p in range(3)]
    d1 = play_three(form, dealer, seed, number, first)
    d2 = play_three(form, dealer, seed, number, second)
    gain = (_bonehead_table(d1, {lone}) + _bonehead_table(d2, {0, 1, 2} - {lone})) / 2
    played = any(d.result is not None and d.result.kind is Kind.CONTRACT for d in (d1, d2))
    return DealPair(number, f"bonehead-{form.value}", gain, played)


assert BONEHEAD == 3  # the bonehead is never a contestant: the player acting for it decides


def duel(
    a_spec: str,
    b_spec: str,
    deals: int,
    seed: str = "duel",
    games: Sequence[str] = ("kitty", "nokitty", "bonehead"),
    progress: Callable[[str], None] | None = None,
) -> DuelResult:
    """``deals`` deals of each game in ``games`` (kitty, nokitty, bonehead, bolshevik), each
    played at two tables with A and B swapped."""
    a, b = contestant(a_spec), contestant(b_spec)
    out = DuelResult(a.name, b.name)
    start = time.perf_counter()
    for game in games:
        for n in range(deals):
            if game == "bonehead":
                out.pairs.append(bonehead_pair(a, b, seed, n))
            elif game == "bolshevik":
                out.pairs.append(bolshevik_pair(a, b, seed, n))
            else:
                out.pairs.append(four_player_pair(a, b, Form(game), seed, n))
            if progress is not None and (n + 1) % 100 == 0:
                progress(f"  {game}: {n + 1}/{deals} deals")
    out.seconds = time.perf_counter() - start
    return out


# --- statistics ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Interval:
    n: int
    mean: float
    low: float
    high: float

    def text(self) -> str:
        if self.n == 0:
            return "no deals"
        return f"{self.mean:+.2f} points per deal (95 % CI {self.low:+.2f} to {self.high:+.2f})"


def paired_interval(gains: Sequence[float]) -> Interval:
    """Mean gain per deal and its 95 % confidence interval (normal approximation)."""
    n = len(gains)
    if n == 0:
        return Interval(0, 0.0, 0.0, 0.0)
    mean = statistics.fmean(gains)
    if n == 1:
        return Interval(1, mean, -math.inf, math.inf)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(n)
    return Interval(n, mean, mean - half, mean + half)


_GROUPS = {
    "kitty": ["kitty"],
    "no-kitty": ["nokitty"],
    "four-player, both": ["kitty", "nokitty"],
    "bonehead": ["bonehead-kitty", "bonehead-nokitty"],
    "bolshevik": ["bolshevik"],
}

GAMES = ("kitty", "nokitty", "bonehead", "bolshevik")


def report(result: DuelResult) -> list[str]:
    lines = [f"Duel: {result.a} (A) against {result.b} (B); A's gain per deal, B's is minus it"]
    for label, forms in _GROUPS.items():
        gains = result.of(forms)
        if not gains:
            continue
        iv = paired_interval(gains)
        contracts = sum(1 for p in result.pairs if p.form in forms and p.contract)
        differ = sum(1 for g in gains if g != 0)
        lines.append(
            f"  {label:18s} {iv.text()}  [{iv.n} deals, {contracts} with a contract, "
            f"{differ} scored differently]"
        )
    lines.append(f"  {len(result.pairs)} deals, each at two tables, in {result.seconds:.1f} s")
    return lines


def add_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "duel",
        help="duplicate duel between two bot variants (same deals, seats swapped)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("a", help="variant A: current, today (baseline), random, or NAME:opt=value,…")
    p.add_argument("b", help="variant B")
    p.add_argument("--deals", type=int, default=100, help="deals per game (default 100)")
    p.add_argument("--seed", default="duel")
    p.add_argument(
        "--games",
        default="kitty,nokitty,bonehead",
        help="comma-separated: kitty, nokitty, bonehead, bolshevik (default the first three)",
    )
    p.add_argument("--json", action="store_true", help="JSON out instead of text")
    p.set_defaults(handler=_run)


def _run(args: argparse.Namespace) -> dict[str, object] | None:
    """Prints the report (text) and returns None, or returns the JSON with ``--json``; a
    ValueError (unknown variant or game) becomes the CLI's JSON error."""
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    bad = [g for g in games if g not in GAMES]
    if bad:
        raise ValueError(f"unknown game(s) {bad}: choose from {', '.join(GAMES)}")
    contestant(args.a), contestant(args.b)  # fail early on a bad name
    result = duel(
        args.a,
        args.b,
        args.deals,
        str(args.seed),
        games,
        progress=lambda s: print(s, file=sys.stderr, flush=True),
    )
    if args.json:
        return as_json(result)
    print("\n".join(report(result)))
    return None


def as_json(result: DuelResult) -> dict[str, object]:
    out: dict[str, object] = {"a": result.a, "b": result.b, "seconds": round(result.seconds, 1)}
    for label, forms in _GROUPS.items():
        iv = paired_interval(result.of(forms))
        if iv.n:
            out[label] = {"deals": iv.n, "mean": iv.mean, "ci95": [iv.low, iv.high]}
    return out


__all__ = [
    "DuelResult",
    "Interval",
    "add_command",
    "as_json",
    "bolshevik_pair",
    "bonehead_pair",
    "contestant",
    "duel",
    "four_player_pair",
    "paired_interval",
    "report",
]
