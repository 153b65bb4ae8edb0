"""The double-dummy analysis of a finished deal, made once after the deal ended and kept with
the game (:class:`~play.models.GameAnalysis`).

The table never waits for it: the review page draws at once with a progress indicator and
fetches the analysis with htmx; the request that finds none computes it (about a second; a
13-card misère is bounded by the solver's node budget, its early cards left unjudged) and
stores it, and every later visit, the shared link's included, reads the stored one.

What is stored is plain JSON with players as keys (a seat at the four-player table, a
participant at the Bonehead table) and never a name, so the owner ("You") and a shared
link's reader ("Learner") see the same analysis with their own names:

``{"version", "unit": "tricks"|"points", "contract", "main": [keys], "par", "par_points",
"result", "solved_from", "plays": [{"number", "trick", "who", "card", "value", "best",
"better", "best_cards"} | {"number", "trick", "who", "card"} (not solved)], "departures":
[...], "none": reason (a deal without play)}``.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any, Final

from django.db import IntegrityError, transaction
from django.utils import timezone, translation

from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.record import dumps as dumps_bonehead
from engine.bonehead.session import FinishedBoneheadDeal
from engine.deal import Deal
from engine.record import dumps as dumps_deal
from engine.session import FinishedDeal
from engine.solver.analysis import analyse_deal

from ..models import Game, GameAnalysis
from .departures import bonehead_departures, four_departures

#: Bump when the stored shape changes: older rows are then computed again.
VERSION: Final = 1
#: A claim older than this is taken to belong to a request that died.
STALE_CLAIM: Final = timedelta(seconds=60)

AnyFinished = FinishedDeal | FinishedBoneheadDeal


def record_digest(fd: AnyFinished) -> str:
    text = (
        dumps_bonehead(fd.record) if isinstance(fd, FinishedBoneheadDeal) else dumps_deal(fd.record)
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def compute(fd: AnyFinished) -> dict[str, Any]:
    """Analyse a finished deal: every card's double-dummy value, the par, the departures.
    Its words are stored in English, whoever asked first; the review translates them."""
    with translation.override("en"):
        return _compute(fd)


def _compute(fd: AnyFinished) -> dict[str, Any]:
    key: Callable[[int], int]
    deal: Deal | BoneheadDeal
    if isinstance(fd, FinishedBoneheadDeal):
        bonehead = fd.record.replay()
        seating = bonehead.seating  # as the deal was played: tricks name seats

        def key(seat: int) -> int:
            return seating[seat]

        departures = bonehead_departures(fd.record.new_deal(), fd.record.steps())
        deal = bonehead
    else:

        def key(seat: int) -> int:
            return seat

        departures = four_departures(fd.record.new_deal(), fd.record.steps())
        deal = fd.record.replay()
    out: dict[str, Any] = {"version": VERSION, "departures": departures}
    try:
        analysis = analyse_deal(deal)
    except ValueError as exc:  # thrown in, or scored without play
        out["none"] = str(exc)
        return out
    o = analysis.objective
    plays: list[dict[str, Any]] = []
    for p in analysis.plays:
        play: dict[str, Any] = {
            "number": p.number,
            "trick": p.trick,
            "who": key(p.seat),
            "card": str(p.card),
        }
        if p.value is not None:
            play.update(
                value=p.value,
                best=p.best,
                better=[str(c) for c in p.better],
                best_cards=[str(c) for c in p.best_cards],
            )
        plays.append(play)
    out.update(
        unit=o.unit,
        contract=o.label,
        main=sorted(key(s) for s in o.main),
        par=analysis.par,
        par_points=analysis.par_points,
        result=analysis.result,
        solved_from=analysis.solved_from,
        plays=plays,
    )
    return out


def _finished(game: Game, index: int) -> AnyFinished | None:
    from . import open_table  # the package imports this module

    return open_table(game).analysable_deal(index)


def stored(game: Game, index: int, fd: AnyFinished | None = None) -> dict[str, Any] | None:
    """The stored analysis of finished deal ``index``, or None when there is none yet."""
    row = GameAnalysis.objects.filter(game=game, index=index, state=GameAnalysis.State.DONE).first()
    if row is None or row.data.get("version") != VERSION:
        return None
    fd = fd if fd is not None else _finished(game, index)
    if fd is None or row.digest != record_digest(fd):
        return None
    data: dict[str, Any] = row.data
    return data


def _claim(game: Game, index: int, digest: str) -> bool:
    """Take the right to compute this analysis: True for this request, False when another one
    (another tab) is at it. A compare-and-swap, safe on SQLite and PostgreSQL alike."""
    now = timezone.now()
    row = GameAnalysis.objects.filter(game=game, index=index).first()
    if row is None:
        try:
            with transaction.atomic():
                GameAnalysis.objects.create(game=game, index=index, digest=digest, started=now)
        except IntegrityError:
            return False  # another request created it a moment ago
        return True
    running = row.state == GameAnalysis.State.RUNNING and row.digest == digest
    if running and now - row.started < STALE_CLAIM:
        return False
    taken = GameAnalysis.objects.filter(
        pk=row.pk, state=row.state, started=row.started, digest=row.digest
    ).update(state=GameAnalysis.State.RUNNING, digest=digest, started=now, data={})
    return taken == 1


def analyse(game: Game, index: int) -> dict[str, Any] | None:
    """The analysis of finished deal ``index``: the stored one, else computed now and stored.
    None while another request computes it (ask again shortly). Raises LookupError when the
    game has no such finished deal: a deal still being played is never analysed."""
    fd = _finished(game, index)
    if fd is None:
        raise LookupError("no such finished deal")
    found = stored(game, index, fd)
    if found is not None:
        return found
    digest = record_digest(fd)
    if not _claim(game, index, digest):
        return stored(game, index, fd)
    start = time.perf_counter()
    try:
        data = compute(fd)
    except Exception:
        GameAnalysis.objects.filter(game=game, index=index, digest=digest).delete()
        raise
    GameAnalysis.objects.filter(game=game, index=index, digest=digest).update(
        state=GameAnalysis.State.DONE, data=data, seconds=time.perf_counter() - start
    )
    return data


__all__ = ["analyse", "compute", "record_digest", "stored"]
