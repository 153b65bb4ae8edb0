"""The Vint table (docs/rules.md V-1 – V-8) through the views: starting a rubber, the bidding
box, the review of a deal, a whole rubber with the hidden-information check at every step,
and the scoresheet above and below the line."""

from __future__ import annotations

import pytest

from engine.trick_taking import Phase
from play.models import Game

from .helpers import HTMX, drive, new_game, replayed, rng, state
from .test_sessions import leak_check

pytestmark = pytest.mark.django_db


def test_it_offers_a_vint_rubber(client):
    html = client.get("/play/").content.decode()
    assert "Deal a Vint rubber" in html and 'value="vint"' in html


def test_it_starts_a_vint_rubber_with_the_learner_north(client):
    game = new_game(client, "vint")
    assert game.kind == Game.Kind.VINT and game.title == "Vint: one rubber"
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "Vint · rubber 1 of 1 · game 1 · deal 1" in html and "Your hand (13 cards)" in html
    assert "Below the line" in html
    assert state(game).me == 0


def test_bad_vint_options_are_refused_and_nothing_is_created(client):
    r = client.post("/play/", {"kind": "vint", "rubbers": 2})
    assert r.status_code == 200 and "is-invalid" in r.content.decode()
    assert not Game.objects.exists()


def test_the_bidding_box_offers_no_trump_and_no_doubles(client):
    game = new_game(client, "vint")
    drive(client, game, rng(1), until=lambda t: t.learner_turn and t.view.phase is Phase.AUCTION)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert 'value="7NT"' in html and "7 NT" in html
    assert "grand" not in html.lower() and 'value="double"' not in html
    r = client.post(
        f"/play/{game.pk}/act/", {"version": state(game).game.version, "action": "double"},
        headers=HTMX,
    )  # fmt: skip
    assert "could not be read" in r.content.decode()


def test_a_finished_deal_is_reviewed_with_its_scores_above_and_below(client):
    game = new_game(client, "vint")

    def played_deal_over(t):
        return t.review is not None and t.review.result.score is not None

    t = drive(client, game, rng(2), until=played_deal_over)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert f"Deal {t.review.number} is over" in html
    assert "(below, V-5.2)" in html and "This deal for you" in html
    assert html.count('class="deal-seat') == 4  # every hand, as dealt


def test_a_vint_rubber_leaks_nothing_and_ends_on_its_scoresheet(client):
    counter = {"pages": 0}
    game = new_game(client, "vint")
    t = drive(client, game, rng(7), leak_check(client, counter), max_steps=20000)
    game.refresh_from_db()
    assert game.finished and t.view is None and counter["pages"] > 100
    match = replayed(game)
    assert len(match.rubbers) == 1 and sum(match.totals()) == 0
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Vint scoresheet" in sheet and "Rubber 1 · won by" in sheet
    assert "Game 1 to" in sheet and "Difference" in sheet
    you = match.totals()[0]
    assert f"{you:+d}" in sheet


def test_the_vint_scoresheet_before_any_deal(client):
    game = new_game(client, "vint", rubbers=3)
    html = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Rubber 1 · in play" in html and "No rubber finished yet." in html
    assert "You &amp; Eero" in html and "Aino &amp; Liisa" in html
