"""The Vint table (docs/rules.md V-1 – V-8) through the views: starting a rubber, the bidding
box, the review of a deal, a whole rubber with the hidden-information check at every step,
and the scoresheet above and below the line."""

from __future__ import annotations

import re

import pytest

from engine.trick_taking import Phase
from play import services
from play.models import Game

from .helpers import HTMX, cards_on_page, drive, new_game, replayed, rng, state
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


def _between(html: str, start: str, end: str) -> str:
    if start not in html:
        return ""
    return html.split(start, 1)[1].split(end, 1)[0]


def test_v_4_4_the_vint_table_shows_no_older_trick_and_no_hidden_card(client):
    """V-4.4 (VD-12) at every step of a rubber: the rendered table partial names no card of a
    trick older than the last finished one, its trick area and look-back show only the trick in
    progress and the last finished trick, and no card of another seat's hand appears."""
    game = new_game(client, "vint")
    seen = {"steps": 0, "older": 0}

    def check(game, html):
        game.refresh_from_db()
        table = services.open_table(game)
        deal = table.session.current
        if deal is None or table.waiting_for_review():
            return  # the finished deal is shown whole (V-4.4)
        seat = table.seat
        on_page = cards_on_page(html)
        older = {str(c) for t in deal.tricks[:-1] for _, c in t.cards}
        last = {str(c) for t in deal.tricks[-1:] for _, c in t.cards}
        current = {str(c) for _, c in deal.trick_cards}
        hidden = {str(c) for s in range(4) if s != seat for c in deal.hand(s)}
        assert not on_page & older, sorted(on_page & older)
        assert not on_page & hidden, sorted(on_page & hidden)
        trick_area = _between(html, 'class="trick-area"', 'class="seat-label seat-right"')
        look_back = _between(html, 'class="look-back', "</div>\n</div>")
        assert cards_on_page(trick_area) <= current | last
        assert cards_on_page(look_back) <= last
        if deal.trick_cards or not deal.tricks:
            assert cards_on_page(trick_area) == current
        shown = {int(n) for n in re.findall(r"Trick (\d+), won by", html)}
        assert shown <= {len(deal.tricks)}
        seen["steps"] += 1
        seen["older"] += bool(older)

    drive(client, game, rng(12), check, max_steps=20000)
    assert seen["steps"] > 100 and seen["older"] > 20
