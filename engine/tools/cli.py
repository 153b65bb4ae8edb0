"""``python -m engine``: simulate, replay and score from the command line, JSON out.

    python -m engine simulate --form kitty --deals 100 --seed 7 --out /tmp/deals
    python -m engine simulate --form session --deals 24 --seed 7 --out /tmp/x
    python -m engine simulate --form bonehead --deals 100 --seed 7 --out /tmp/b
    python -m engine simulate --form bonehead-session --deals 12 --seed 7 --out /tmp/b
    python -m engine replay /tmp/x/session-7.txt
    python -m engine analyse /tmp/deals/deal-0001.txt
    python -m engine duel current today --deals 200 --seed 1      (text, not JSON)
    python -m engine bidsim --deals 3000 --seed open1 --out engine/bots/opening_model.json
    python -m engine score --contract 5♦ --tricks 9 --double
    python -m engine score --allpass --our-tricks 5 --their-tricks 8 --their-aces 3,11
    python -m engine score --bolshevik --contract 7M --tricks 1 --team-aces 2,5,9,10 \\
        --doubled 0,1,1
    python -m engine simulate --form vint-rubber --rubbers 3 --seed 7 --out /tmp/v
    python -m engine score --vint --contract 4♦ --tricks 10 --honours 3,2 --aces 1,3
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..actions import parse_bid
from ..bonehead.deal import BoneheadDeal, BoneheadResult
from ..bonehead.record import BoneheadRecord, is_bonehead_record
from ..bonehead.record import dumps as dumps_bonehead
from ..bonehead.record import loads as loads_bonehead
from ..bonehead.seating import BONEHEAD, PARTICIPANT_NAMES, PLAYER_LETTERS
from ..bonehead.session import (
    BoneheadSession,
    BoneheadSessionOptions,
    FinishedBoneheadDeal,
    loads_bonehead_session,
)
from ..cards import NotationError
from ..deal import Deal
from ..record import DealRecord, RecordError, dumps, loads
from ..rules import SEAT_NAMES, Form, Ruleset
from ..scoring import allpass_points, bolshevik_points, bolshevik_session_share, contract_points
from ..session import BolshevikPlacement, FinishedDeal, Session, SessionOptions, loads_session
from ..trick_taking import DealResult, Kind
from ..vint import cli as vint_cli
from .analyse import add_command as add_analyse
from .bidsim import add_command as add_bidsim
from .conventions_cli import add_commands
from .duel import add_command as add_duel
from .quality import add_command as add_quality
from .simulate import play_bonehead_session, play_out, play_out_bonehead, play_session

DOUBLING_WORDS = ("none", "doubled", "redoubled")


def result_json(result: DealResult) -> dict[str, Any]:
    out: dict[str, Any] = {"outcome": result.kind.value, "played": result.played}
    if result.contract is not None:
        out["contract"] = result.contract.notation()
        out["contract_text"] = result.contract.text
    if result.declarer is not None:
        out["declarer"] = SEAT_NAMES[result.declarer]
    if result.kind in (Kind.CONTRACT, Kind.ALLPASS):
        out["doubling"] = DOUBLING_WORDS[result.doubling]
        out["tricks"] = {
            "NS": result.tricks[0] + result.tricks[2],
            "EW": result.tricks[1] + result.tricks[3],
        }
        out["points"] = {"NS": result.points[0], "EW": result.points[1]}
    else:
        out["tricks"] = dict(zip(SEAT_NAMES, result.tricks, strict=True))
        out["points"] = dict(zip(SEAT_NAMES, result.points, strict=True))
    if result.made is not None:
        out["made"] = result.made
    out["aces"] = [{"trick": n, "won_by": SEAT_NAMES[w]} for n, w in result.aces]
    if result.kind is Kind.BOLSHEVIK:
        out["per_opponent"] = {
            SEAT_NAMES[o]: [{"label": ln.label, "points": ln.points} for ln in lines]
            for o, lines in result.per_opponent_lines
        }
    else:
        out["lines"] = [{"label": ln.label, "points": ln.points} for ln in result.lines]
    return out


def deal_json(deal: Deal, number: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": number,
        "form": deal.form.value,
        "dealer": SEAT_NAMES[deal.dealer],
        "finished": deal.is_over,
    }
    if deal.result is not None:
        out.update(result_json(deal.result))
    else:
        out["phase"] = deal.phase.value
    return out


def finished_json(fd: FinishedDeal, players: Sequence[str]) -> dict[str, Any]:
    out = deal_json_from_result(fd)
    out["set"] = fd.slot.set.label
    out["seating"] = {SEAT_NAMES[s]: players[p] for s, p in enumerate(fd.slot.seating)}
    out["player_points"] = dict(zip(players, fd.player_points(), strict=True))
    return out


def deal_json_from_result(fd: FinishedDeal) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": fd.slot.number,
        "form": fd.slot.form.value,
        "dealer": SEAT_NAMES[fd.slot.dealer],
        "finished": True,
    }
    out.update(result_json(fd.result))
    return out


def session_json(session: Session) -> dict[str, Any]:
    players = session.players
    reg, bol, tot = session.regular_totals(), session.bolshevik_totals(), session.totals()
    return {
        "kind": "session",
        "format": session.options.format,
        "bolshevik": session.options.bolshevik.value,
        "seed": session.seed,
        "finished": session.is_over,
        "deals": [finished_json(fd, players) for fd in session.finished],
        "totals": {
            name: {
                "regular": reg[p],
                "bolshevik": bol[p],
                "bolshevik_share": bolshevik_session_share(bol[p]),
                "total": tot[p],
            }
            for p, name in enumerate(players)
        },
    }


def bonehead_result_json(
    result: BoneheadResult, players: Sequence[str] = PLAYER_LETTERS
) -> dict[str, Any]:
    """A bonehead deal's outcome (R-9.8) with players and the bonehead named."""
    o = result.outcome
    names = (*players, PARTICIPANT_NAMES[BONEHEAD])
    out: dict[str, Any] = {"outcome": o.kind.value, "played": o.played}
    if o.contract is not None:
        out["contract"] = o.contract.notation()
        out["contract_text"] = o.contract.text
        out["declarer"] = names[result.focal]
    else:
        out["dealer"] = names[result.focal]
    out["doubling"] = DOUBLING_WORDS[o.doubling]
    out["seating"] = {SEAT_NAMES[s]: names[p] for s, p in enumerate(result.seating)}
    out["tricks"] = {names[p]: result.tricks_of(p) for p in range(4)}
    ours, theirs = result.side_tricks
    out["side_tricks"] = {"with_bonehead": ours, "others": theirs}
    out["side_points"] = {"with_bonehead": result.side_points[0], "others": result.side_points[1]}
    out["points"] = dict(zip(players, result.player_points, strict=True))
    if o.made is not None:
        out["made"] = o.made
    out["aces"] = [{"trick": n, "won_by": names[result.seating[w]]} for n, w in o.aces]
    out["lines"] = [{"label": ln.label, "points": ln.points} for ln in o.lines]
    return out


def bonehead_deal_json(deal: BoneheadDeal, number: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": number,
        "form": f"bonehead-{deal.form.value}",
        "dealer": PLAYER_LETTERS[deal.dealer],
        "finished": deal.is_over,
    }
    if deal.result is not None:
        out.update(bonehead_result_json(deal.result))
    else:
        out["phase"] = deal.phase.value
    return out


def bonehead_finished_json(fd: FinishedBoneheadDeal, players: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": fd.slot.number,
        "form": f"bonehead-{fd.slot.form.value}",
        "dealer": players[fd.slot.dealer],
        "finished": True,
    }
    out.update(bonehead_result_json(fd.result, players))
    return out


def bonehead_session_json(session: BoneheadSession) -> dict[str, Any]:
    players = session.players
    return {
        "kind": "bonehead-session",
        "format": session.options.deals,
        "seed": session.seed,
        "finished": session.is_over,
        "deals": [bonehead_finished_json(fd, players) for fd in session.finished],
        "totals": dict(zip(players, session.totals(), strict=True)),
    }


def _simulate_bonehead(
    args: argparse.Namespace, out_dir: Path, rng: random.Random, ruleset: Ruleset
) -> dict[str, Any]:
    files: list[str] = []
    if args.form == "bonehead-session":
        if args.deals not in (12, 6):
            raise SystemExit("--form bonehead-session takes --deals 12 or --deals 6")
        options = BoneheadSessionOptions(args.deals, ruleset)
        sessions = []
        for k in range(args.sessions):
            seed = f"{args.seed}" if args.sessions == 1 else f"{args.seed}-{k + 1}"
            session = play_bonehead_session(BoneheadSession(options, seed), rng)
            path = out_dir / f"bonehead-session-{seed}.txt"
            path.write_text(session.dumps(), encoding="utf-8")
            files.append(str(path))
            sessions.append({"file": str(path), "totals": bonehead_session_json(session)["totals"]})
        return {"files": files, "sessions": sessions}
    summaries = []
    for n in range(1, args.deals + 1):
        if args.form == "bonehead":
            form = Form.KITTY if n % 2 else Form.NOKITTY  # alternate, kitty first
        else:
            form = Form.parse(args.form.removeprefix("bonehead-"))
        deal = play_out_bonehead(
            BoneheadDeal.from_seed(form, (n - 1) % 3, args.seed, n, ruleset), rng
        )
        record = BoneheadRecord.of(deal, seed=str(args.seed), number=n)
        path = out_dir / f"bonehead-{n:04d}.txt"
        path.write_text(dumps_bonehead(record), encoding="utf-8")
        files.append(str(path))
        summaries.append(bonehead_deal_json(deal, n))
    return {"files": files, "deals": summaries}


def cmd_simulate(args: argparse.Namespace) -> dict[str, Any]:
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(f"simulate:{args.seed}")
    ruleset = Ruleset.parse(args.rules) if args.rules else Ruleset()
    if args.form.startswith("vint"):
        return vint_cli.simulate(args, out_dir)
    if args.deals is None:
        raise SystemExit(f"--form {args.form} needs --deals")
    if args.form.startswith("bonehead"):
        return _simulate_bonehead(args, out_dir, rng, ruleset)
    files: list[str] = []
    if args.form == "session":
        if args.deals not in (12, 24):
            raise SystemExit("--form session takes --deals 24 or --deals 12 (the formats)")
        options = SessionOptions(
            8 if args.deals == 24 else 4, BolshevikPlacement(args.bolshevik), ruleset
        )
        summaries = []
        for k in range(args.sessions):
            seed = f"{args.seed}" if args.sessions == 1 else f"{args.seed}-{k + 1}"
            session = play_session(Session(options, seed), rng)
            path = out_dir / f"session-{seed}.txt"
            path.write_text(session.dumps(), encoding="utf-8")
            files.append(str(path))
            summaries.append({"file": str(path), "totals": session_json(session)["totals"]})
        return {"files": files, "sessions": summaries}
    form = Form.parse(args.form)
    summaries = []
    for n in range(1, args.deals + 1):
        dealer = (n - 1) % 4
        deal = play_out(Deal.from_seed(form, dealer, args.seed, n, ruleset), rng)
        record = DealRecord.of(deal, seed=str(args.seed), number=n)
        path = out_dir / f"deal-{n:04d}.txt"
        path.write_text(dumps(record), encoding="utf-8")
        files.append(str(path))
        summaries.append(deal_json(deal, n))
    return {"files": files, "deals": summaries}


def cmd_replay(args: argparse.Namespace) -> dict[str, Any]:
    text = Path(args.file).read_text(encoding="utf-8")
    if vint_cli.is_vint(text):
        return vint_cli.replay(text)
    if text.startswith("# Skruuvi bonehead session record"):
        return bonehead_session_json(loads_bonehead_session(text))
    if is_bonehead_record(text):
        bonehead = loads_bonehead(text)
        out = bonehead_deal_json(bonehead.replay(), bonehead.number)
        out["kind"] = "bonehead-deal"
        return out
    if "session record" in text.split("\n", 1)[0] or "\nformat:" in text:
        session = loads_session(text)
        return session_json(session)
    record = loads(text)
    deal = record.replay()
    out = deal_json(deal, record.number)
    out["kind"] = "deal"
    return out


def _ints(text: str | None, what: str = "a list") -> list[int]:
    if not text:
        return []
    out = []
    for x in text.replace(" ", "").split(","):
        if not x:
            continue
        try:
            out.append(int(x))
        except ValueError:
            raise ValueError(f"{what}: {x!r} is not a whole number") from None
    return out


def _check_tricks(value: int, what: str) -> None:
    if not 0 <= value <= 13:
        raise ValueError(f"{what} must be 0–13 (a deal has 13 tricks), not {value}")


def _check_aces(sides: Sequence[tuple[str, list[int], int]]) -> None:
    """The ace trick numbers of each side, with the tricks that side took, must be possible:
    numbers 1–13, four aces at most, no trick won by both sides, and no more different trick
    numbers than the side took tricks. Two aces may fall in one trick, so a number may repeat
    within one side."""
    owner: dict[int, str] = {}
    total = 0
    for name, numbers, tricks in sides:
        for n in numbers:
            if not 1 <= n <= 13:
                raise ValueError(f"{name}: trick number {n} is outside 1–13")
            if owner.get(n, name) != name:
                raise ValueError(
                    f"trick {n} is listed for {owner[n]} and for {name}: one side wins a trick"
                )
            owner[n] = name
        total += len(numbers)
        distinct = len(set(numbers))
        if distinct > tricks:
            raise ValueError(
                f"{name}: aces in {distinct} different tricks, but that side took only "
                f"{tricks} trick{'' if tricks == 1 else 's'}"
            )
    if total > 4:
        raise ValueError(f"{total} aces listed: a pack has four")


def cmd_score(args: argparse.Namespace) -> dict[str, Any]:
    ruleset = Ruleset.parse(args.rules) if args.rules else Ruleset()
    doubling = 2 if args.redouble else (1 if args.double else 0)
    if args.vint:
        return vint_cli.score(args)
    if args.allpass:
        _check_tricks(args.our_tricks, "--our-tricks")
        _check_tricks(args.their_tricks, "--their-tricks")
        if args.our_tricks + args.their_tricks != 13:
            raise ValueError(
                f"all-pass misère plays all 13 tricks: --our-tricks {args.our_tricks} and "
                f"--their-tricks {args.their_tricks} add up to "
                f"{args.our_tricks + args.their_tricks}"
            )
        _check_aces(
            (
                ("--our-aces", _ints(args.our_aces, "--our-aces"), args.our_tricks),
                ("--their-aces", _ints(args.their_aces, "--their-aces"), args.their_tricks),
            )
        )
        s = allpass_points(
            args.our_tricks,
            args.their_tricks,
            _ints(args.our_aces),
            _ints(args.their_aces),
            doubling,
            ruleset,
        )
        return {
            "kind": "allpass-misere",
            "lines": [vars(ln) for ln in s.lines],
            "our_number": s.total,
            "their_number": -s.total,
        }
    if args.bolshevik:
        contract = parse_bid(args.contract or "7M")
        if contract.level != 7:
            raise SystemExit("a Bolshevik contract is at level 7 (7M, or 7 of a suit/grand)")
        doubled = _ints(args.doubled, "--doubled") or [0, 0, 0]
        if len(doubled) != 3 or any(d not in (0, 1) for d in doubled):
            raise SystemExit("--doubled takes three 0/1 values (left, across, right)")
        _check_tricks(args.tricks, "--tricks (the Bolshevik's tricks)")
        _check_aces(
            (
                ("--team-aces", _ints(args.team_aces, "--team-aces"), 13 - args.tricks),
                ("--declarer-aces", _ints(args.declarer_aces, "--declarer-aces"), args.tricks),
            )
        )
        doublings = [(2 if args.redouble else 1) if d else 0 for d in doubled]
        b = bolshevik_points(
            contract.denomination.is_misere,
            args.tricks,
            doublings,
            _ints(args.team_aces),
            _ints(args.declarer_aces),
            ruleset,
        )
        return {
            "kind": "bolshevik",
            "contract": contract.text,
            "made": b.made,
            "opponents": [
                {"seat": name, "number": n, "lines": [vars(ln) for ln in lines]}
                for name, n, lines in zip(
                    ("left", "across", "right"), b.opponents, b.lines, strict=True
                )
            ],
            "declarer": b.declarer,
        }
    if not args.contract:
        raise SystemExit("score needs --contract (or --allpass / --bolshevik)")
    contract = parse_bid(args.contract)
    _check_tricks(args.tricks, "--tricks")
    ours, theirs = _ints(args.our_aces, "--our-aces"), _ints(args.their_aces, "--their-aces")
    _check_aces((("--our-aces", ours, args.tricks), ("--their-aces", theirs, 13 - args.tricks)))
    cs = contract_points(contract, args.tricks, doubling, ruleset, ours, theirs)
    return {
        "kind": "contract",
        "contract": contract.text,
        "doubling": DOUBLING_WORDS[doubling],
        "made": cs.made,
        "overtricks": cs.overtricks,
        "undertricks": cs.undertricks,
        "lines": [vars(ln) for ln in cs.lines],
        "main_side_number": cs.total,
        "defenders_number": -cs.total,
    }


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Skruuvi engine tools")
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play random legal games and write their records")
    sim.add_argument(
        "--form",
        required=True,
        choices=[
            "kitty",
            "nokitty",
            "bolshevik",
            "session",
            "bonehead",
            "bonehead-kitty",
            "bonehead-nokitty",
            "bonehead-session",
            "vint",
            "vint-rubber",
        ],
        help="bonehead: three players, kitty and no-kitty deals alternating (R-9); "
        "vint: single Vint deals; vint-rubber: a Vint match of --rubbers rubbers (V-1 – V-8)",
    )
    sim.add_argument("--deals", type=int, help="how many deals (not for vint-rubber)")
    sim.add_argument("--seed", default="1")
    sim.add_argument("--out", required=True)
    sim.add_argument("--sessions", type=int, default=1)
    sim.add_argument("--bolshevik", default="none", choices=[p.value for p in BolshevikPlacement])
    sim.add_argument("--rules", default="", help="e.g. 'schedule=old level4=yes'")

    rep = sub.add_parser("replay", help="validate a record and print every number scored")
    rep.add_argument("file")

    sc = sub.add_parser("score", help="score one result")
    sc.add_argument("--contract", help="e.g. 5♦, 6M, 7G")
    sc.add_argument(
        "--tricks", type=int, default=0, help="tricks the main side (or Bolshevik) took"
    )
    sc.add_argument("--double", action="store_true")
    sc.add_argument("--redouble", action="store_true")
    sc.add_argument("--our-aces", help="trick numbers of aces in the main side's tricks")
    sc.add_argument("--their-aces", help="trick numbers of aces in the defenders' tricks")
    sc.add_argument("--allpass", action="store_true", help="all-pass misère")
    sc.add_argument("--our-tricks", type=int, default=0)
    sc.add_argument("--their-tricks", type=int, default=0)
    sc.add_argument("--bolshevik", action="store_true")
    sc.add_argument("--team-aces", help="Bolshevik: trick numbers of aces the three opponents took")
    sc.add_argument("--declarer-aces", help="Bolshevik: trick numbers of aces the Bolshevik took")
    sc.add_argument("--doubled", help="Bolshevik: which opponents doubled, e.g. 0,1,1")
    sc.add_argument("--rules", default="")
    vint_cli.add_arguments(sim, sc)
    add_commands(sub)
    add_analyse(sub)
    add_duel(sub)
    add_quality(sub)
    add_bidsim(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            out = cmd_simulate(args)
        elif args.command == "replay":
            out = cmd_replay(args)
        elif args.command == "score":
            out = cmd_score(args)
        else:
            out = args.handler(args)
    except (RecordError, NotationError, ValueError) as exc:
        json.dump({"error": str(exc)}, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 2
    if out is None:  # the command printed its own text (duel)
        return 0
    try:
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader stopped early (`| head`): not an error of ours. Point stdout at
        # /dev/null so the interpreter's final flush does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


__all__ = ["main"]
