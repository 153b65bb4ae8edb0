"""``python -m engine analyse RECORD``: a finished deal's play against double dummy, as JSON.

For every card played: what it was worth, what the best card was worth (for the side that
played it: tricks in trumps and grand, points in misère), the cards that would have done
better; and the par, the main side's value with best play from the opening lead. Takes any
deal record (kitty, no-kitty, all-pass misère, Bolshevik) and Bonehead deal records.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from ..bonehead.record import is_bonehead_record
from ..bonehead.record import loads as loads_bonehead
from ..bonehead.seating import PARTICIPANT_NAMES
from ..record import loads
from ..solver.analysis import DEAL_BUDGET, analyse_deal


def cmd_analyse(args: argparse.Namespace) -> dict[str, Any]:
    text = Path(args.file).read_text(encoding="utf-8")
    first = text.split("\n", 1)[0]
    if "session record" in first or "\nformat:" in text:
        raise ValueError("analyse takes one deal record, not a session")
    start = time.perf_counter()
    out: dict[str, Any]
    if is_bonehead_record(text):
        record = loads_bonehead(text)
        deal = record.replay()
        analysis = analyse_deal(deal, engine=args.engine, budget=args.budget)
        out = {"kind": "bonehead-deal", "number": record.number}
        out["seating"] = {
            name: PARTICIPANT_NAMES[p] for name, p in zip("NESW", deal.seating, strict=True)
        }
    else:
        plain = loads(text)
        analysis = analyse_deal(plain.replay(), engine=args.engine, budget=args.budget)
        out = {"kind": "deal", "number": plain.number}
    out.update(analysis.as_json())
    out["seconds"] = round(time.perf_counter() - start, 3)
    return out


def add_command(sub: Any) -> None:
    a = sub.add_parser("analyse", help="a finished deal's play against double dummy")
    a.add_argument("file")
    a.add_argument(
        "--engine",
        default="auto",
        choices=["auto", "core", "dds"],
        help="auto: DDS for trumps and grand, our compiled core for misère (default)",
    )
    a.add_argument(
        "--budget",
        type=int,
        default=DEAL_BUDGET,
        help=f"nodes our solver may search for the deal (default {DEAL_BUDGET:,}; 0: no limit); "
        "misère positions beyond it are reported unsolved",
    )
    a.set_defaults(handler=cmd_analyse)


__all__ = ["add_command", "cmd_analyse"]
