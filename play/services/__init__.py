"""The play app's bridge to the engine (the only package of this app that imports ``engine``).

:func:`open_table` gives the :class:`~.table.PlayTable` for a stored game, whatever its form.
"""

from __future__ import annotations

from ..models import Game
from .analysis import analyse, stored
from .bonehead import BoneheadTable, start_bonehead_game
from .four import FourPlayerTable, GameOptions, start_game
from .review import DealReview, with_analysis
from .sharing import share_token, shared_game
from .store import GameError, StaleError
from .table import PlayTable, TableState
from .vint import VintTable, start_vint_game

AnyTable = FourPlayerTable | BoneheadTable | VintTable

TABLES: dict[str, type[FourPlayerTable] | type[BoneheadTable] | type[VintTable]] = {
    Game.Kind.SESSION: FourPlayerTable,
    Game.Kind.BONEHEAD: BoneheadTable,
    Game.Kind.VINT: VintTable,
}


def open_table(game: Game) -> AnyTable:
    """The game at its table, loaded once for this request."""
    return TABLES[game.kind](game)


def stored_review(
    table: AnyTable, index: int, step: int | None = None, owner: bool = True
) -> DealReview | None:
    """Finished deal ``index``'s review with its analysis when it has been made (never
    computed here: a page showing a review must not wait for the solver)."""
    dr = table.finished_review(index, step, owner)
    if dr is None:
        return None
    fd = table.analysable_deal(index)
    return with_analysis(dr, stored(table.game, index, fd) if fd is not None else None)


def analysed_review(
    table: AnyTable, index: int, step: int | None = None, owner: bool = True
) -> tuple[DealReview | None, bool]:
    """Finished deal ``index``'s review with its analysis, computed now if it is missing;
    (None, False) for no such finished deal. The flag is False while another request is
    computing it: show the progress indicator and ask again."""
    dr = table.finished_review(index, step, owner)
    if dr is None or table.analysable_deal(index) is None:
        return None, False
    data = analyse(table.game, index)
    return with_analysis(dr, data), data is not None


def forget_cached_sessions() -> None:
    """Drop every cached session (what a server restart does); the records stay."""
    for kind in TABLES.values():
        kind.cache().clear()


__all__ = [
    "AnyTable",
    "DealReview",
    "GameError",
    "GameOptions",
    "PlayTable",
    "StaleError",
    "TableState",
    "analysed_review",
    "forget_cached_sessions",
    "open_table",
    "share_token",
    "shared_game",
    "start_bonehead_game",
    "start_game",
    "start_vint_game",
    "stored_review",
]
