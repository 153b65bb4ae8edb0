"""How well a bot variant plays, judged by double dummy (issue #15's before/after table).

``python -m engine quality current --sessions 20 --seed q`` plays whole sessions with four
bots of one variant and analyses every suit (trumps or grand) contract played out:

- made: the share of contracts the declaring side made;
- down at the start of play: the share where even best play from the opening lead on could
  not make the contract (the auction's fault, not the play's);
- declaring side's score: its average number from the deal;
- opening lead loss: what the opening lead cost the defenders, in tricks, against the best
  lead (double dummy); and the share of leads that cost a trick or more;
- card loss: the average cost per card of tricks 1–8 and of the last five, in tricks.

Kitty and no-kitty deals are counted apart. Same seed, same deals: run it for two variants
to compare them (``today`` is the bots as they were before issue #15's work).
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from collections.abc import Callable

from ..bots import bot_view
from ..bots.config import variant as bot_variant
from ..bots.convention import ConventionBot
from ..deal import Deal
from ..session import BolshevikPlacement, Session, SessionOptions
from ..solver.analysis import analyse_deal
from ..trick_taking import Kind


def _suit_contract(deal: Deal) -> bool:
    r = deal.result
    return (
        r is not None
        and r.kind is Kind.CONTRACT
        and r.played
        and r.contract is not None
        and not r.contract.denomination.is_misere
    )


def _mean(xs: list[float]) -> float | None:
    return round(statistics.fmean(xs), 3) if xs else None


def quality(
    variant: str,
    sessions: int,
    seed: str = "quality",
    progress: Callable[[str], None] | None = None,
    deals: int = 12,
) -> dict[str, object]:
    """The figures above for ``variant`` over ``sessions`` sessions of 12 deals (the first
    ``deals`` of each: a set is two kitty deals, then two no-kitty ones)."""
    bot = ConventionBot(bot_variant(variant))
    rows: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for k in range(sessions):
        session = Session(SessionOptions(4, BolshevikPlacement.NONE), f"{seed}-{k}")
        played = 0
        while session.current is not None and played < deals:
            deal = session.current
            seat = deal.to_act
            assert seat is not None
            session.apply(bot.decide(bot_view(deal, seat)).action, seat)
            if deal.result is not None:
                played += 1
                if _suit_contract(deal):
                    _count(rows[deal.form.value], deal)
        if progress:
            progress(f"session {k + 1} of {sessions}")
    out: dict[str, object] = {"variant": variant, "sessions": sessions, "seed": seed}
    for form, r in sorted(rows.items()):
        out[form] = {
            "suit_contracts": len(r["made"]),
            "made": _mean(r["made"]),
            "down_at_start_of_play": _mean(r["down_at_start"]),
            "declaring_side_score": _mean(r["score"]),
            "opening_lead_loss": _mean(r["lead_loss"]),
            "leads_costing_a_trick": _mean([float(x >= 1) for x in r["lead_loss"]]),
            "card_loss_tricks_1_to_8": _mean(r["early_loss"]),
            "card_loss_last_five": _mean(r["late_loss"]),
        }
    return out


def _count(row: dict[str, list[float]], deal: Deal) -> None:
    r = deal.result
    assert r is not None and r.contract is not None and r.declarer is not None
    need = r.contract.tricks_needed()
    row["made"].append(float(bool(r.made)))
    row["score"].append(float(r.points[r.declarer]))
    analysis = analyse_deal(deal)
    if analysis.par is not None:
        row["down_at_start"].append(float(analysis.par < need))
    for play in analysis.plays:
        if play.cost is None:
            continue
        if play.number == 1:
            row["lead_loss"].append(float(play.cost))
        (row["early_loss"] if play.trick <= 8 else row["late_loss"]).append(float(play.cost))


def add_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "quality",
        help="a bot variant's suit contracts and card play against double dummy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", help="current, today (baseline), or NAME:opt=value,…")
    p.add_argument("--sessions", type=int, default=10, help="12-deal sessions (default 10)")
    p.add_argument("--seed", default="quality")
    p.set_defaults(handler=lambda a: quality(a.variant, a.sessions, str(a.seed)))
