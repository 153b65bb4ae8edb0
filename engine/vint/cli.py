"""Vint in ``python -m engine`` (:mod:`engine.tools.cli`): simulate, replay and score, JSON out.

    python -m engine simulate --form vint --deals 20 --seed 7 --out /tmp/v
    python -m engine simulate --form vint-rubber --rubbers 3 --seed 7 --out /tmp/v
    python -m engine replay /tmp/v/vint-match-7.txt
    python -m engine score --vint --contract 4♦ --tricks 10 --honours 3,2 --aces 1,3

Simulated games are played by :class:`~engine.vint.bots.VintBot` at every seat (``--random``
seats them with random legal players instead), so a rubber looks like one people might play.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..rules import SEAT_NAMES
from .actions import parse_vint_bid
from .bots import RandomVintBot, VintBot
from .deal import VintDeal, VintResult
from .duel import play_deal
from .record import VintRecord, dumps, is_vint_record, loads
from .rubber import (
    FinishedVintDeal,
    MatchOptions,
    VintMatch,
    is_match_record,
    loads_match,
)
from .scoring import VintScore, score_deal

PAIRS = ("NS", "EW")


def add_arguments(simulate: argparse.ArgumentParser, score: argparse.ArgumentParser) -> None:
    simulate.add_argument("--rubbers", type=int, default=3, help="vint-rubber: 3 (or 1)")
    simulate.add_argument("--random", action="store_true", help="vint: random legal players")
    score.add_argument("--vint", action="store_true", help="score a Vint deal (V-5, V-6)")
    score.add_argument("--declarer", default="NS", choices=PAIRS, help="Vint: declaring pair")
    score.add_argument("--honours", help="Vint: trump honours held, declarers,defenders")
    score.add_argument("--aces", help="Vint: aces held, declarers,defenders")


def score_json(score: VintScore) -> dict[str, Any]:
    return {
        "contract": score.contract.text,
        "trick_value": score.contract.trick_value,
        "declarers": PAIRS[score.declarer_side],
        "tricks": dict(zip(PAIRS, score.side_tricks, strict=True)),
        "made": score.made,
        "undertricks": score.undertricks,
        "lines": [
            {
                "pair": PAIRS[ln.side],
                "where": "above" if ln.above else "below",
                "label": ln.label,
                "points": ln.points,
                "rule": ln.rule,
            }
            for ln in score.lines
        ],
        "below": {p: score.below(i) for i, p in enumerate(PAIRS)},
        "above": {p: score.above(i) for i, p in enumerate(PAIRS)},
        "net": {p: score.net(i) for i, p in enumerate(PAIRS)},
    }


def result_json(result: VintResult, number: int, dealer: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": number,
        "form": "vint",
        "dealer": SEAT_NAMES[dealer],
        "outcome": result.kind.value,
    }
    if result.contract is not None and result.declarer is not None and result.score is not None:
        out["declarer"] = SEAT_NAMES[result.declarer]
        out.update(score_json(result.score))
    return out


def deal_json(deal: VintDeal, number: int) -> dict[str, Any]:
    if deal.result is None:
        return {"number": number, "form": "vint", "finished": False, "phase": deal.phase.value}
    return {**result_json(deal.result, number, deal.dealer), "finished": True}


def finished_json(fd: FinishedVintDeal, players: tuple[str, ...]) -> dict[str, Any]:
    out = result_json(fd.result, fd.number, fd.dealer)
    out["rubber"] = fd.rubber
    out["game"] = fd.game
    out["seating"] = {SEAT_NAMES[s]: players[p] for s, p in enumerate(fd.seating)}
    if fd.game_won is not None:
        out["game_won"] = {
            "pair": PAIRS[fd.game_won.side],
            "at_trick": fd.game_won.trick,
            "rubber_won": fd.game_won.rubber_won,
        }
    out["player_points"] = dict(zip(players, fd.player_points(), strict=True))
    return out


def match_json(match: VintMatch) -> dict[str, Any]:
    players = match.players
    return {
        "kind": "vint-match",
        "rubbers_planned": match.options.rubbers,
        "seed": match.seed,
        "finished": match.is_over,
        "deals": [finished_json(fd, players) for fd in match.finished],
        "rubbers": [
            {
                "number": r.number,
                "pairs": {
                    pair: " & ".join(players[r.seating[s]] for s in (i, i + 2))
                    for i, pair in enumerate(PAIRS)
                },
                "games": dict(zip(PAIRS, r.games, strict=True)),
                "totals": dict(zip(PAIRS, r.totals, strict=True)),
                "winner": PAIRS[r.winner],
                "player_points": dict(zip(players, r.player_points(), strict=True)),
            }
            for r in match.rubbers
        ],
        "totals": dict(zip(players, match.totals(), strict=True)),
    }


def play_match(match: VintMatch, random_players: bool = False) -> VintMatch:
    bot: VintBot | RandomVintBot = RandomVintBot(match.seed) if random_players else VintBot()
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        match.apply(bot.decide(match.view(seat)).action, seat)
    return match


def simulate(args: argparse.Namespace, out_dir: Path) -> dict[str, Any]:
    files: list[str] = []
    if args.form == "vint-rubber":
        match = play_match(VintMatch(MatchOptions(args.rubbers), args.seed), args.random)
        path = out_dir / f"vint-match-{args.seed}.txt"
        path.write_text(match.dumps(), encoding="utf-8")
        summary = match_json(match)
        return {
            "files": [str(path)],
            "deals_played": len(match.finished),
            "rubbers": summary["rubbers"],
            "totals": summary["totals"],
        }
    if args.deals is None:
        raise SystemExit("--form vint takes --deals N")
    summaries = []
    for n in range(1, args.deals + 1):
        dealer = (n - 1) % 4
        players = [RandomVintBot(f"{args.seed}:{n}") if args.random else VintBot()] * 4
        deal = play_deal(VintDeal.from_seed(dealer, args.seed, n), players)
        path = out_dir / f"vint-{n:04d}.txt"
        path.write_text(dumps(VintRecord.of(deal, seed=str(args.seed), number=n)), encoding="utf-8")
        files.append(str(path))
        summaries.append(deal_json(deal, n))
    return {"files": files, "deals": summaries}


def is_vint(text: str) -> bool:
    return is_vint_record(text) or is_match_record(text)


def replay(text: str) -> dict[str, Any]:
    if is_match_record(text):
        return match_json(loads_match(text))
    record = loads(text)
    out = deal_json(record.replay(), record.number)
    out["kind"] = "vint-deal"
    return out


def _pair(text: str | None, total: int) -> tuple[int, int]:
    """``"3,2"`` → (3, 2); ``"3"`` → (3, total − 3): the defenders hold the rest."""
    if not text:
        return (0, 0)
    a, _, b = text.replace(" ", "").partition(",")
    return (int(a), int(b) if b else total - int(a))


def score(args: argparse.Namespace) -> dict[str, Any]:
    if not args.contract:
        raise SystemExit("score --vint needs --contract (e.g. 4♦, 3NT)")
    contract = parse_vint_bid(args.contract)
    decl = PAIRS.index(args.declarer)
    if not 0 <= args.tricks <= 13:
        raise SystemExit("--tricks is the declarers' tricks, 0–13")
    by_pair = [0, 0]
    by_pair[decl], by_pair[1 - decl] = args.tricks, 13 - args.tricks
    honours, aces = [0, 0], [0, 0]
    h, a = _pair(args.honours, 5), _pair(args.aces, 4)
    honours[decl], honours[1 - decl] = h
    aces[decl], aces[1 - decl] = a
    result = score_deal(
        contract,
        decl,
        (by_pair[0], by_pair[1]),
        (honours[0], honours[1]),
        (aces[0], aces[1]),
    )
    return {"kind": "vint", **score_json(result)}


__all__ = ["add_arguments", "is_vint", "replay", "score", "simulate"]
