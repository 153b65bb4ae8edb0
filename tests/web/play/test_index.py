"""/play/: the start page, a new game of each kind, and the list of the learner's games."""

from __future__ import annotations

import pytest

from play.models import Game

from .helpers import new_game

pytestmark = pytest.mark.django_db


def test_it_offers_both_tables(client):
    html = client.get("/play/").content.decode()
    assert "Deal the first hand" in html and "Deal a Bonehead session" in html


def test_it_starts_a_four_player_session(client):
    game = new_game(client)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "Set 1" in html and "Your hand (12 cards)" in html
    assert game.title.startswith("12-deal session")
    assert game.kind == Game.Kind.SESSION and game.bots == Game.Bots.RANDOM
    assert "# bots" not in game.record  # the bot kind is a field, not a comment in the record


def test_it_starts_a_bonehead_session(client):
    game = new_game(client, "bonehead")
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "The bonehead&#x27;s rows" in html or "The bonehead's rows" in html
    assert game.kind == Game.Kind.BONEHEAD and game.title == "6-deal Bonehead session"


def test_bad_options_are_refused_with_the_form_and_nothing_is_created(client):
    r = client.post("/play/", {"deals": 13, "bolshevik": "sometimes", "bots": "random"})
    assert r.status_code == 200 and "is-invalid" in r.content.decode()
    assert not Game.objects.exists()


def test_it_lists_the_learners_games(client):
    game = new_game(client)
    assert game.title in client.get("/play/").content.decode()
    assert game.title not in type(client)().get("/play/").content.decode()


def test_it_refuses_put(client):
    assert client.put("/play/").status_code == 405
