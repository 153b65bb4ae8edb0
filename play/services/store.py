"""Where games live between requests: the record text in the database (the truth, written
after every action) and a small cache of rebuilt sessions so a bot step does not replay a whole
evening again. A restart only costs one replay."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol, Self

from django.utils import timezone

from ..models import Game


class StaleError(Exception):
    """The page was out of date: another tab or a double click got there first."""


class GameError(Exception):
    """An action that could not be applied, with the reason to show."""


class Cloneable(Protocol):
    def clone(self) -> Self: ...


class SessionCache[S: Cloneable]:
    """Sessions rebuilt from records, kept per game and record. What goes in and what comes
    out are clones, so a caller may change its session freely.

    The key includes the record's hash, not only (pk, version): a deleted game's pk can come
    back (SQLite without AUTOINCREMENT, a rolled-back test), and the cache must never hand a
    new game an old game's session."""

    def __init__(self, loads: Callable[[str], S], size: int = 64) -> None:
        self.loads = loads
        self.size = size
        self.items: OrderedDict[tuple[int, int, int], S] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, game: Game) -> S:
        key = (game.pk, game.version, hash(game.record))
        with self.lock:
            cached = self.items.get(key)
            if cached is not None:
                self.items.move_to_end(key)
                return cached.clone()
        session = self.loads(game.record)
        self.put(game, session)
        return session

    def put(self, game: Game, session: S) -> None:
        """Keep ``session`` as the one for ``game`` as it is now (its version and record)."""
        key = (game.pk, game.version, hash(game.record))
        with self.lock:
            self.items[key] = session.clone()
            self.items.move_to_end(key)
            while len(self.items) > self.size:
                self.items.popitem(last=False)

    def clear(self) -> None:
        with self.lock:
            self.items.clear()


def store(game: Game, record: str, finished: bool, seen_deals: int | None = None) -> None:
    """Write the new record only if nobody else has moved the game on since it was read: a
    compare-and-swap on the version, so two tabs or a double click cannot apply a move twice
    or lose one (one UPDATE statement, atomic on SQLite and PostgreSQL alike). ``game`` is
    updated in place."""
    seen = game.seen_deals if seen_deals is None else seen_deals
    updated = Game.objects.filter(pk=game.pk, version=game.version).update(
        record=record,
        version=game.version + 1,
        finished=finished,
        seen_deals=seen,
        updated=timezone.now(),  # update() skips auto_now; the games list sorts by it
    )
    if not updated:
        raise StaleError("the game moved on in another tab or window")
    game.record = record
    game.version += 1
    game.finished = finished
    game.seen_deals = seen
