"""/play/<pk>/: the table of either form, drawn from the learner's seat view."""

from __future__ import annotations

import re

import pytest

from engine.trick_taking import Phase
from play import services

from ..factories import PASSWORD, LearnerFactory
from .helpers import KINDS, drive, new_game, rng, state, step

pytestmark = pytest.mark.django_db


class _Enough(Exception):
    pass


@pytest.mark.parametrize("kind", KINDS)
def test_someone_elses_game_is_404_everywhere(client, kind):
    owner = LearnerFactory()
    if kind == "bonehead":
        game = services.start_bonehead_game(owner, 6, "theirs")
    elif kind == "vint":
        game = services.start_vint_game(owner, 1, "theirs")
    else:
        game = services.start_game(owner, services.GameOptions(bots="random"), "theirs")
    before = (game.version, game.record)
    assert client.get(f"/play/{game.pk}/").status_code == 404  # a guest
    client.post(
        "/accounts/login/", {"username": LearnerFactory().user.username, "password": PASSWORD}
    )
    for path in ("", "scoresheet/", "hint/"):
        assert client.get(f"/play/{game.pk}/{path}").status_code == 404  # another user
    for path in ("act/", "bot/", "next/", "delete/"):
        assert (
            client.post(f"/play/{game.pk}/{path}", {"version": 0, "action": "pass"}).status_code
            == 404
        )
    game.refresh_from_db()
    assert (game.version, game.record) == before
    client.post("/accounts/logout/")
    client.post("/accounts/login/", {"username": owner.user.username, "password": PASSWORD})
    assert client.get(f"/play/{game.pk}/").status_code == 200  # the owner


@pytest.mark.parametrize("kind", KINDS)
def test_the_game_survives_a_restart(client, kind):
    game = new_game(client, kind)
    r = rng(4)
    for _ in range(40):
        step(client, game, state(game), r)
    page = client.get(f"/play/{game.pk}/").content.decode()
    services.forget_cached_sessions()  # what a restart loses: nothing but the cache
    again = client.get(f"/play/{game.pk}/").content.decode()
    strip = re.compile(r'value="[A-Za-z0-9]{32,}"|"X-CSRFToken": "[^"]+"')
    assert strip.sub("", page) == strip.sub("", again)


@pytest.mark.parametrize("kind", KINDS)
def test_trick_cards_sit_where_their_players_sit_around_the_learner(client, kind):
    """Each card of the trick in progress is drawn at its player's place: the learner at the
    bottom, then left, top and right going clockwise (R-8.1: play passes to the left)."""
    seen = {"n": 0}

    def check(game, html):
        t = state(game)
        if t.review is not None or t.view is None or not t.view.current_trick:
            return
        assert [s.card for s in t.trick] == [c for _, c in t.view.current_trick]
        for slot in t.trick:
            assert f"tpos-{slot.place}" in html
            assert f"played by {slot.name}" in html
        leader_place = t.trick[0].place
        places = [s.place for s in t.trick]
        order = ["bottom", "left", "top", "right"]
        start = order.index(leader_place)
        assert places == [order[(start + i) % 4] for i in range(len(places))]
        seen["n"] += 1
        if seen["n"] >= 30:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_game(client, kind), rng(4), check)


@pytest.mark.parametrize("kind", KINDS)
def test_the_table_says_who_leads_before_the_first_card_of_a_trick(client, kind):
    def check(game, html):
        t = state(game)
        if t.view is not None and t.review is None and t.view.phase is Phase.PLAY:
            if not t.view.current_trick:
                assert t.lead.endswith(" to lead") and t.lead in html
                raise _Enough
            assert t.lead == ""

    with pytest.raises(_Enough):
        drive(client, new_game(client, kind), rng(4), check)


@pytest.mark.parametrize("kind", KINDS)
def test_in_play_the_learners_hand_is_drawn_once(client, kind):
    """The hand bar holds the learner's hand once: in the play, on the learner's turn, its
    cards are the buttons of the move; otherwise it is shown as it is. Playing for the
    bonehead, the bonehead's hand comes first as buttons and the learner's own below it."""
    seen = {"own": 0, "other": 0}

    def check(game, html):
        t = state(game)
        if t.review is not None or t.view is None or t.view.phase is not Phase.PLAY:
            return
        own = t.learner_turn and not t.for_bonehead
        assert html.count("Your hand (") == 1
        assert ('class="act-form hand-form"' in html) is t.learner_turn
        if own:
            assert f"Your hand ({len(t.view.hand)} cards): tap the card you play" in html
        if t.for_bonehead:
            assert "The bonehead's hand: tap the card it plays" in html
        seen["own" if own else "other"] += 1
        if min(seen.values()) >= 10:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_game(client, kind), rng(3), check)


def test_explanations_of_bot_calls_are_on_the_page(client):
    game = new_game(client, bots="conventions")

    def bid_made(t):
        return t.view is not None and any(c.notation() != "pass" for _, c in t.view.calls)

    drive(client, game, rng(5), until=bid_made)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert 'class="call-explain"' in html and "(C-" in html


@pytest.mark.template_context
def test_the_template_gets_no_game_record(client):
    """The stored record holds every hand: the table template gets a plain reference."""
    game = new_game(client)
    t = state(game)
    assert not hasattr(t.game, "record")
    response = client.get(f"/play/{game.pk}/")
    assert not any(hasattr(c.get("t", None), "record") for c in response.context)
