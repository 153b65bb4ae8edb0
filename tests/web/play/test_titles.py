"""A game's title is stored in English and shown in the reader's language."""

from __future__ import annotations

import pytest
from django.utils import translation

from play.titles import display_title

from .helpers import new_game

pytestmark = pytest.mark.django_db
FI = {"HTTP_ACCEPT_LANGUAGE": "fi"}


@pytest.mark.parametrize(
    ("title", "finnish"),
    [
        ("12-deal session", "12 jaon ilta"),
        ("24-deal session with Bolshevik", "24 jaon ilta, mukana bolsevikki"),
        ("6-deal Bonehead session", "6 jaon luupääilta"),
        ("Vint: one rubber", "Vintti: yksi robberi"),
        ("Vint: a match of three rubbers", "Vintti: kolmen robberin ottelu"),
        ("Deal 5 again (12-deal session)", "Jako 5 uudelleen (12 jaon ilta)"),
        ("Deal 2 again (Kotiläksy 3)", "Jako 2 uudelleen (Kotiläksy 3)"),
        ("Kotiläksy 3", "Kotiläksy 3"),  # a teacher's own title is kept as typed
    ],
)
def test_the_sites_own_titles_are_translated_and_others_kept(title, finnish):
    with translation.override("fi"):
        assert display_title(title) == finnish
    with translation.override("en"):
        assert display_title(title) == title


@pytest.mark.parametrize(
    ("kind", "english", "finnish"),
    [
        ("session", "12-deal session", "12 jaon ilta"),
        ("bonehead", "6-deal Bonehead session", "6 jaon luupääilta"),
        ("vint", "Vint: one rubber", "Vintti: yksi robberi"),
    ],
)
def test_the_pages_show_the_title_in_finnish(client, kind, english, finnish):
    game = new_game(client, kind)
    assert game.title == english  # stored in English
    pages = ("/play/", f"/play/{game.pk}/", f"/play/{game.pk}/scoresheet/", "/", "/progress/")
    for url in pages:
        html = client.get(url, **FI).content.decode()
        assert finnish in html and english not in html, url
