"""/play/<pk>/delete/."""

from __future__ import annotations

import pytest

from play.models import Game

from .helpers import new_game

pytestmark = pytest.mark.django_db


def test_it_deletes_the_learners_game(client):
    game = new_game(client)
    r = client.post(f"/play/{game.pk}/delete/")
    assert r.status_code == 302 and not Game.objects.filter(pk=game.pk).exists()


def test_it_refuses_get(client):
    game = new_game(client)
    assert client.get(f"/play/{game.pk}/delete/").status_code == 405
    assert Game.objects.filter(pk=game.pk).exists()
