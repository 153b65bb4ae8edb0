"""Whole sessions through the views, with the hidden-information check at every step: each
response (partial) may name only cards the learner may know by the rules (R-8.3, R-9.2,
R-9.5). The partial holds every piece the table draws during a deal (the status strip, the
felt with the completed trick, the tricks to look back at, the hand bar, the bidding box and
its meanings, the notes); the hint partial, the full page and the review pages are checked
too. The check reads the cached session, so it costs no replay: linear in the session."""

from __future__ import annotations

import pytest

from play import services
from play.models import Game

from .helpers import HTMX, cards_on_page, drive, known_to_learner, new_game, rng

pytestmark = pytest.mark.django_db


def leak_check(client, counter):
    def check(game, html):
        known = known_to_learner(game)
        if known is None:
            return  # a finished deal is shown whole, by the rules
        leaked = cards_on_page(html) - known
        assert not leaked, sorted(leaked)
        counter["pages"] += 1
        if counter["pages"] % 25 == 0:  # the full page too, not only the partial
            page = client.get(f"/play/{game.pk}/").content.decode()
            assert not (cards_on_page(page) - known)
        if counter["pages"] % 10 == 0:  # the hint names the learner's own cards only
            hint = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
            assert not (cards_on_page(hint) - known), sorted(cards_on_page(hint) - known)
            # The deal in progress has no review, shared link or "play it again".
            current = services.open_table(game).game.seen_deals + 1
            assert client.get(f"/play/{game.pk}/deals/{current}/").status_code == 404
            token = services.share_token(game, current)
            assert client.get(f"/play/shared/{token}/").status_code == 404

    return check


def test_a_12_deal_session_with_a_bolshevik_set_leaks_nothing(client):
    counter = {"pages": 0}
    game = new_game(client, bolshevik="after-last")
    t = drive(client, game, rng(11), leak_check(client, counter))
    game.refresh_from_db()
    assert game.finished and t.deals_done >= 13  # 12 regular deals and the Bolshevik set
    assert counter["pages"] > 300
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Set 3" in sheet and "Total" in sheet and "Bolshevik ÷ 3, rounded up" in sheet


def test_a_bonehead_session_leaks_nothing(client):
    counter = {"pages": 0}
    game = new_game(client, "bonehead")
    t = drive(client, game, rng(5), leak_check(client, counter))
    game.refresh_from_db()
    assert game.finished and t.deals_done == 6
    assert counter["pages"] > 100
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Scoresheet for three" in sheet and "Total" in sheet


def test_convention_bots_play_a_deal_through_the_web(client):
    game = new_game(client, bots="conventions", bolshevik="after-last")
    t = drive(client, game, rng(21), until=lambda t: t.deals_done >= 2)
    assert t.deals_done >= 2
    assert Game.objects.get(pk=game.pk).version > 60


def test_the_leak_check_would_catch_a_leak():
    assert cards_on_page('<span aria-label="ace of spades"></span> ♥10 and ♦Q') == {
        "♠A",
        "♥10",
        "♦Q",
    }
    assert cards_on_page('<button data-bs-content="1♥ shows the ♥A">1♥</button>') == set()
    assert cards_on_page("<option>♥2nd</option> ♣10") == {"♣10"}


def test_call_explanations_cannot_see_hands():
    """Why the leak check may skip explanation texts: they are made without any hand."""
    import inspect

    from engine.conventions import explain_call

    params = set(inspect.signature(explain_call).parameters)
    assert params == {"call", "form", "auction_before", "seat", "dealer"}
