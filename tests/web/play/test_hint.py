"""/play/<pk>/hint/: what the conventions suggest for the learner's decision."""

from __future__ import annotations

import re

import pytest

from .helpers import HTMX, KINDS, drive, new_game, rng

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind", KINDS)
def test_the_hint_says_what_the_conventions_suggest(client, kind):
    game = new_game(client, kind, **({} if kind == "bonehead" else {"bots": "conventions"}))
    drive(client, game, rng(2), until=lambda t: t.learner_turn)
    html = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
    assert "The conventions suggest" in html and re.search(r"\((C|R|IC|V)-\d", html)


@pytest.mark.parametrize("kind", KINDS)
def test_no_hint_when_it_is_not_the_learners_turn(client, kind):
    game = new_game(client, kind)
    drive(client, game, rng(2), until=lambda t: t.bot_turn)
    html = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
    assert "No suggestion: it is not your turn." in html


def test_hints_on_shows_the_suggestion_at_every_turn(client):
    """The first-game track ends at /play/?hints=1: the box is ticked, and the table then
    shows the conventions' suggestion whenever it is the learner's turn."""
    page = client.get("/play/?hints=1").content.decode()
    assert 'name="show_hints"' in page and "checked" in page.split('name="show_hints"')[1][:80]
    game = new_game(client, bots="conventions", show_hints="on")
    assert game.show_hints
    drive(client, game, rng(2), until=lambda t: t.learner_turn)
    assert "The conventions suggest" in client.get(f"/play/{game.pk}/").content.decode()
    plain = new_game(client, bots="conventions")
    drive(client, plain, rng(2), until=lambda t: t.learner_turn)
    assert "The conventions suggest" not in client.get(f"/play/{plain.pk}/").content.decode()
