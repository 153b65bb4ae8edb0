"""The play app's bridge to the engine (the only package of this app that imports ``engine``).

:func:`open_table` gives the :class:`~.table.PlayTable` for a stored game, whatever its form.
"""

from __future__ import annotations

from ..models import Game
from .bonehead import BoneheadTable, start_bonehead_game
from .four import FourPlayerTable, GameOptions, start_game
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


def forget_cached_sessions() -> None:
    """Drop every cached session (what a server restart does); the records stay."""
    for kind in TABLES.values():
        kind.cache().clear()


__all__ = [
    "AnyTable",
    "GameError",
    "GameOptions",
    "PlayTable",
    "StaleError",
    "TableState",
    "forget_cached_sessions",
    "open_table",
    "share_token",
    "shared_game",
    "start_bonehead_game",
    "start_game",
    "start_vint_game",
]
