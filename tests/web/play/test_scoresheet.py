"""/play/<pk>/scoresheet/ for both tables, before any deal is finished."""

from __future__ import annotations

import pytest

from .helpers import new_game

pytestmark = pytest.mark.django_db


def test_the_four_player_sheet_lists_the_sets(client):
    game = new_game(client, bolshevik="after-last")
    html = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Set 1" in html and "Not played yet." in html and "Bolshevik" in html


def test_the_bonehead_sheet_has_three_players(client):
    game = new_game(client, "bonehead")
    html = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Scoresheet for three" in html and "No deals finished yet." in html
