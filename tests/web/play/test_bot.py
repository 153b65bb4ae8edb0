"""/play/<pk>/bot/: one bot move per request, so moves appear one at a time."""

from __future__ import annotations

import pytest

from .helpers import HTMX, KINDS, drive, new_game, rng, state

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind", KINDS)
def test_bot_steps_come_one_at_a_time(client, kind):
    game = new_game(client, kind, **({} if kind == "bonehead" else {"bots": "conventions"}))
    drive(client, game, rng(1), until=lambda t: t.bot_turn)
    game.refresh_from_db()
    before = game.version
    html = client.post(
        f"/play/{game.pk}/bot/", {"version": game.version}, headers=HTMX
    ).content.decode()
    game.refresh_from_db()
    assert game.version == before + 1
    assert 'hx-trigger="load delay:' in html or state(game).learner_turn


@pytest.mark.parametrize("kind", KINDS)
def test_a_bot_step_while_the_learner_is_to_act_changes_nothing(client, kind):
    game = new_game(client, kind)
    drive(client, game, rng(1), until=lambda t: t.learner_turn)
    game.refresh_from_db()
    before = (game.version, game.record)
    client.post(f"/play/{game.pk}/bot/", {"version": game.version}, headers=HTMX)
    game.refresh_from_db()
    assert (game.version, game.record) == before
