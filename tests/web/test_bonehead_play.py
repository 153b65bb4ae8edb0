"""The Bonehead table through the web: a whole session, no leaks of glimpses or hands."""

from __future__ import annotations

import random

import pytest

from engine.bonehead_session import loads_bonehead_session
from engine.bonehead_views import bonehead_known_cards
from engine.deal import Phase
from lessons import services
from lessons.models import Game

from .test_play import cards_on_page

pytestmark = pytest.mark.django_db


def new_bonehead(client, deals=6):
    r = client.post("/play/", {"kind": "bonehead", "deals": deals})
    assert r.status_code == 302, r.content.decode()[:400]
    return Game.objects.latest("pk")


def fields_for(view, acting_hand, rng):
    p = view.phase
    if p is Phase.PLAY:
        return {"action": f"play {rng.choice(sorted(view.legal_cards, key=lambda c: c.index))}"}
    if p in (Phase.PACKET, Phase.RETURN_PACKET):
        pool = (
            list(view.legal_positions)
            if view.by_position
            else sorted(acting_hand, key=lambda c: c.index)
        )
        chosen = rng.sample(pool, 4)
        return {f"packet{i + 1}": str(x) for i, x in enumerate(chosen)}
    if view.expected_receivers:
        pool = (
            list(view.legal_positions)
            if view.by_position
            else sorted(acting_hand, key=lambda c: c.index)
        )
        chosen = rng.sample(pool, len(view.expected_receivers))
        names = ("A", "B", "C", "bonehead")
        return {
            f"give_{names[r]}": str(x) for r, x in zip(view.expected_receivers, chosen, strict=True)
        }
    actions = list(view.legal_actions)
    if actions[0].notation() == "pass" and rng.random() < 0.6:
        return {"action": "pass"}
    return {"action": rng.choice(actions).notation()}


def drive(client, game, rng, check=None):
    for _ in range(3000):
        game.refresh_from_db()
        t = services.bonehead_table(game)
        h = {"HX-Request": "true"}
        if t.review is not None:
            r = client.post(f"/play/{game.pk}/next/", {"version": game.version}, headers=h)
        elif t.view is None:
            return t
        elif t.learner_turn:
            data = fields_for(t.view, t.acting_hand, rng)
            r = client.post(f"/play/{game.pk}/act/", {"version": game.version, **data}, headers=h)
        else:
            r = client.post(f"/play/{game.pk}/bot/", {"version": game.version}, headers=h)
        assert r.status_code == 200
        html = r.content.decode()
        assert "alert-warning" not in html, html[html.find("alert-warning") :][:300]
        if check:
            check(game, html)
    raise AssertionError("the session did not finish")


def test_a_whole_bonehead_session_through_the_web(client):
    game = new_bonehead(client, deals=6)
    page = client.get(f"/play/{game.pk}/").content.decode()
    assert "The bonehead&#x27;s rows" in page or "The bonehead's rows" in page
    t = drive(client, game, random.Random(3))
    assert t.deals_done == 6
    game.refresh_from_db()
    assert game.finished
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Scoresheet for three" in sheet and "Total" in sheet


def test_no_bonehead_page_shows_a_card_the_learner_may_not_know(client):
    checked = {"n": 0}

    def check(game, html):
        game.refresh_from_db()
        t = services.bonehead_table(game)
        if t.review is not None or t.view is None:
            return
        deal = loads_bonehead_session(game.record).current
        known = {str(c) for c in bonehead_known_cards(deal, 0)}
        leaked = cards_on_page(html) - known
        assert not leaked, (deal.phase, sorted(leaked))
        checked["n"] += 1

    for seed in (5, 6):
        game = new_bonehead(client, deals=6)
        drive(client, game, random.Random(seed), check)
    assert checked["n"] > 200


def test_someone_elses_bonehead_game_is_404(client):
    game = new_bonehead(client)
    assert type(client)().get(f"/play/{game.pk}/").status_code == 404


class _Enough(Exception):
    pass


def test_bonehead_trick_cards_sit_where_their_players_sit(client):
    """Each card of the trick is drawn at the place of the participant in its seat (R-9.1
    seating), the learner at the bottom."""
    places = ("bottom", "left", "top", "right")
    seen = {"n": 0}

    def check(game, html):
        game.refresh_from_db()
        t = services.bonehead_table(game)
        if t.review is not None or t.view is None or not t.view.current_trick:
            return
        seating = t.view.seating
        mine = seating.index(0)
        for (seat, card), slot in zip(t.view.current_trick, t.trick, strict=True):
            assert slot.card == card
            assert slot.place == places[(seat - mine) % 4]
            assert t.positions[slot.place] == seating[seat]
            assert slot.name == services.BONEHEAD_NAMES[seating[seat]]
            assert f"tpos-{slot.place}" in html
        seen["n"] += 1
        if seen["n"] >= 40:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_bonehead(client, deals=6), random.Random(8), check)


def test_in_play_the_learners_hand_is_drawn_once(client):
    """When the learner plays from their own hand, the action panel is the hand (its cards
    are the buttons); the plain hand below is left out so no card shows twice. Playing for
    the bonehead, both hands show."""
    seen = {"own": 0, "other": 0}

    def check(game, html):
        game.refresh_from_db()
        t = services.bonehead_table(game)
        if t.review is not None or t.view is None or t.view.phase is not Phase.PLAY:
            return
        own = t.learner_turn and t.view.acting_for == 0
        assert ('class="my-hand' in html) is not own
        if own:
            assert f"Your hand ({len(t.view.hand)} cards): tap the card you play." in html
        seen["own" if own else "other"] += 1
        if min(seen.values()) >= 10:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_bonehead(client, deals=6), random.Random(3), check)
