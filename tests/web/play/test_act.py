"""/play/<pk>/act/: the learner's move goes through the engine; stale or illegal moves change
nothing and are explained in place."""

from __future__ import annotations

import pytest

from .helpers import HTMX, KINDS, drive, new_game, rng, state

pytestmark = pytest.mark.django_db


def learners_turn(client, game):
    drive(client, game, rng(3), until=lambda t: t.learner_turn)
    game.refresh_from_db()


@pytest.mark.parametrize("kind", KINDS)
def test_a_stale_submission_is_refused_and_changes_nothing(client, kind):
    game = new_game(client, kind)
    learners_turn(client, game)
    client.post(f"/play/{game.pk}/act/", {"version": game.version, "action": "pass"})
    game.refresh_from_db()
    before = (game.version, game.record)
    r = client.post(
        f"/play/{game.pk}/act/", {"version": game.version - 1, "action": "pass"}, headers=HTMX
    )
    assert r.status_code == 200 and "Not applied" in r.content.decode()
    game.refresh_from_db()
    assert (game.version, game.record) == before


@pytest.mark.parametrize("kind", KINDS)
def test_an_illegal_move_is_explained_in_place(client, kind):
    game = new_game(client, kind)
    learners_turn(client, game)
    before = game.record
    r = client.post(
        f"/play/{game.pk}/act/", {"version": game.version, "action": "8 grand"}, headers=HTMX
    )
    assert r.status_code == 200 and "could not be read" in r.content.decode()
    r = client.post(
        f"/play/{game.pk}/act/", {"version": game.version, "action": "play ♠2"}, headers=HTMX
    )
    assert r.status_code == 200 and "alert-warning" in r.content.decode()
    r = client.post(f"/play/{game.pk}/act/", {"version": game.version}, headers=HTMX)
    assert "choose a move first" in r.content.decode()
    game.refresh_from_db()
    assert game.record == before


@pytest.mark.parametrize("kind", KINDS)
def test_a_move_out_of_turn_is_refused(client, kind):
    game = new_game(client, kind)
    drive(client, game, rng(3), until=lambda t: t.bot_turn)
    game.refresh_from_db()
    before = game.record
    r = client.post(
        f"/play/{game.pk}/act/", {"version": game.version, "action": "pass"}, headers=HTMX
    )
    assert "it is not your turn" in r.content.decode()
    game.refresh_from_db()
    assert game.record == before


def test_a_plain_form_post_is_redirected_to_the_table(client):
    game = new_game(client)
    learners_turn(client, game)
    t = state(game)
    action = t.view.legal_actions[0].notation() if t.view.legal_actions else ""
    r = client.post(f"/play/{game.pk}/act/", {"version": game.version, "action": action})
    assert r.status_code == 302 and r["Location"] == f"/play/{game.pk}/"


def test_act_refuses_get(client):
    game = new_game(client)
    assert client.get(f"/play/{game.pk}/act/").status_code == 405
