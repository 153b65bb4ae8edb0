"""The session cache and the compare-and-swap store behind every table."""

from __future__ import annotations

import pytest

from play import services
from play.models import Game
from play.services.store import StaleError, store

from ..factories import LearnerFactory

pytestmark = pytest.mark.django_db


def test_a_reused_primary_key_never_gets_the_old_games_session():
    """A deleted game's pk can come back (SQLite, rolled-back tests): the cache is keyed by
    the record too, so the new game is never shown the old one's cards."""
    learner = LearnerFactory()
    old = services.start_game(learner, services.GameOptions(bots="random"), "old-seed")
    assert services.open_table(old).session.seed == "old-seed"  # now cached
    pk = old.pk
    old.delete()
    new = services.start_game(learner, services.GameOptions(bots="random"), "new-seed")
    Game.objects.filter(pk=new.pk).update(id=pk)
    new = Game.objects.get(pk=pk)
    assert services.open_table(new).session.seed == "new-seed"


def test_the_store_refuses_a_stale_version_and_changes_nothing():
    learner = LearnerFactory()
    game = services.start_game(learner, services.GameOptions(bots="random"), "s")
    stale = Game.objects.get(pk=game.pk)
    store(game, game.record + "\n", finished=False)
    with pytest.raises(StaleError):
        store(stale, "something else", finished=True)
    game.refresh_from_db()
    assert game.version == 1 and not game.finished and game.record.endswith("\n")
