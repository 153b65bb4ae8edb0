"""The practice table through the web: every phase, hidden information, persistence, staleness."""

from __future__ import annotations

import random
import re

import pytest

from engine.deal import Phase
from lessons import services
from lessons.models import Game

pytestmark = pytest.mark.django_db


def new_game(client, bots="random", deals=12, bolshevik="none", **extra):
    data = {"deals": deals, "bolshevik": bolshevik, "bots": bots, **extra}
    response = client.post("/play/", data)
    assert response.status_code == 302, response.content.decode()[:500]
    return Game.objects.latest("pk")


def fields_for(view, rng):
    """Form fields a learner would submit for the current decision (chosen at random among
    legal moves, the way a learner might click)."""
    p = view.phase
    cards = sorted(view.legal_cards, key=lambda c: c.index)
    if p is Phase.PLAY:
        return {"action": f"play {rng.choice(cards)}"}
    if p in (Phase.PACKET, Phase.RETURN_PACKET):
        chosen = rng.sample(cards, 4)
        return {f"packet{i + 1}": str(c) for i, c in enumerate(chosen)}
    if view.expected_receivers:
        chosen = rng.sample(cards, len(view.expected_receivers))
        return {
            f"give_{'NESW'[r]}": str(c)
            for r, c in zip(view.expected_receivers, chosen, strict=False)
        }
    actions = list(view.legal_actions)
    if actions[0].notation() == "pass" and rng.random() < 0.7:
        return {"action": "pass"}
    return {"action": rng.choice(actions).notation()}


def drive(client, game, rng, max_steps=5000, check_page=None):
    """Play the whole session through the views: the learner's moves, bot steps, next deal."""
    for _ in range(max_steps):
        game.refresh_from_db()
        t = services.table(game)
        headers = {"HX-Request": "true"}
        if t.review is not None:
            r = client.post(f"/play/{game.pk}/next/", {"version": game.version}, headers=headers)
        elif t.view is None:
            return t
        elif t.learner_turn:
            data = fields_for(t.view, rng)
            r = client.post(
                f"/play/{game.pk}/act/", {"version": game.version, **data}, headers=headers
            )
        else:
            r = client.post(f"/play/{game.pk}/bot/", {"version": game.version}, headers=headers)
        assert r.status_code == 200
        html = r.content.decode()
        assert "alert-warning" not in html, re.findall(r"alert-warning[^>]*>([^<]*)", html)
        if check_page:
            check_page(game, html)
    raise AssertionError("the session did not finish")


def test_start_page_and_new_game(client):
    assert "Deal the first hand" in client.get("/play/").content.decode()
    game = new_game(client)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "Set 1" in html and "Your hand (12 cards)" in html
    assert game.title.startswith("12-deal session")


def test_a_full_12_deal_session_through_the_web(client):
    game = new_game(client)
    t = drive(client, game, random.Random(1))
    game.refresh_from_db()
    assert game.finished and t.deals_done == 12
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Set 3" in sheet and "Total" in sheet


def test_a_session_with_a_bolshevik_set(client):
    game = new_game(client, bolshevik="after-last")
    drive(client, game, random.Random(2))
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Bolshevik ÷ 3, rounded up" in sheet


def test_someone_elses_game_is_404(client):
    from .factories import PASSWORD, LearnerFactory

    owner = LearnerFactory()
    game = services.start_game(owner, services.GameOptions(bots="random"), "theirs")
    assert client.get(f"/play/{game.pk}/").status_code == 404  # a guest
    client.post(
        "/accounts/login/", {"username": LearnerFactory().user.username, "password": PASSWORD}
    )
    assert client.get(f"/play/{game.pk}/").status_code == 404  # another user
    assert client.post(f"/play/{game.pk}/act/", {"version": 0, "action": "pass"}).status_code == 404
    client.post("/accounts/logout/")
    client.post("/accounts/login/", {"username": owner.user.username, "password": PASSWORD})
    assert client.get(f"/play/{game.pk}/").status_code == 200  # the owner


def test_a_stale_submission_is_refused_and_changes_nothing(client):
    game = new_game(client)
    t = services.table(game)
    # Move the game on (bots or the learner), then submit with the old version.
    if t.learner_turn:
        client.post(f"/play/{game.pk}/act/", {"version": game.version, "action": "pass"})
    else:
        client.post(f"/play/{game.pk}/bot/", {"version": game.version})
    game.refresh_from_db()
    before = (game.version, game.record)
    r = client.post(
        f"/play/{game.pk}/act/",
        {"version": game.version - 1, "action": "pass"},
        headers={"HX-Request": "true"},
    )
    assert r.status_code == 200 and "Not applied" in r.content.decode()
    game.refresh_from_db()
    assert (game.version, game.record) == before


def test_an_illegal_move_is_explained_in_place(client):
    game = new_game(client)
    rng = random.Random(3)
    while not services.table(game).learner_turn:
        client.post(f"/play/{game.pk}/bot/", {"version": game.version})
        game.refresh_from_db()
    before = game.record
    r = client.post(
        f"/play/{game.pk}/act/",
        {"version": game.version, "action": "8 grand"},
        headers={"HX-Request": "true"},
    )
    assert "could not be read" in r.content.decode()
    r = client.post(
        f"/play/{game.pk}/act/",
        {"version": game.version, "action": "play ♠2"},
        headers={"HX-Request": "true"},
    )
    assert "alert-warning" in r.content.decode()
    game.refresh_from_db()
    assert game.record == before
    del rng


def test_the_game_survives_a_restart(client):
    game = new_game(client)
    rng = random.Random(4)
    for _ in range(40):
        t = services.table(game)
        if t.learner_turn:
            client.post(
                f"/play/{game.pk}/act/", {"version": game.version, **fields_for(t.view, rng)}
            )
        elif t.review is not None:
            client.post(f"/play/{game.pk}/next/", {"version": game.version})
        else:
            client.post(f"/play/{game.pk}/bot/", {"version": game.version})
        game.refresh_from_db()
    page = client.get(f"/play/{game.pk}/").content.decode()
    services._cache.items.clear()  # what a restart loses: nothing but the cache
    again = client.get(f"/play/{game.pk}/").content.decode()
    strip = re.compile(r'value="[A-Za-z0-9]{32,}"|"X-CSRFToken": "[^"]+"')
    assert strip.sub("", page) == strip.sub("", again)


CARD_NAME = re.compile(r"\b(ace|king|queen|jack|10|[2-9]) of (spades|clubs|diamonds|hearts)\b")
# A card, not a row position of the bonehead ("♥2nd" is a place in a row, not the ♥2).
CARD_TEXT = re.compile(r"([♠♣♦♥])(10|[2-9JQKA])(?![0-9a-z])")
RANKS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
SUITS = {"spades": "♠", "clubs": "♣", "diamonds": "♦", "hearts": "♥"}


EXPLANATION = re.compile(r'data-bs-content="[^"]*"|aria-description="[^"]*"')


def cards_on_page(html: str) -> set[str]:
    """Cards named on a page, leaving out what calls mean: those texts come from
    explain_call, which is given the auction and never a hand, and may name a card the
    convention says a bid shows ("1♥ shows the ♥A") without anyone seeing it."""
    html = EXPLANATION.sub("", html)
    found = {SUITS[s] + RANKS.get(r, r) for r, s in CARD_NAME.findall(html)}
    found |= {s + r for s, r in CARD_TEXT.findall(html)}
    return found


def test_no_page_or_partial_shows_a_card_the_learner_may_not_know(client):
    from engine.session import loads_session
    from engine.views import known_cards

    checked = {"pages": 0}

    def check(game, html):
        game.refresh_from_db()
        t = services.table(game)
        if t.review is not None or t.view is None:
            return  # a finished deal is shown whole, by the rules
        session = loads_session(game.record)
        deal = session.current
        known = {str(c) for c in known_cards(deal, t.seat)}
        leaked = cards_on_page(html) - known
        assert not leaked, (deal.phase, sorted(leaked))
        checked["pages"] += 1
        if checked["pages"] % 7 == 0:  # the full page too, not only the partial
            page = client.get(f"/play/{game.pk}/").content.decode()
            assert not (cards_on_page(page) - known)

    game = new_game(client, bolshevik="after-last")
    drive(client, game, random.Random(11), check_page=check)
    assert checked["pages"] > 300


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


def test_a_12_deal_session_against_convention_bots(client):
    game = new_game(client, bots="conventions", bolshevik="after-last")
    t = drive(client, game, random.Random(21))
    assert t.deals_done >= 12
    game.refresh_from_db()
    assert game.finished


def test_the_hint_says_what_the_conventions_suggest(client):
    game = new_game(client, bots="conventions")
    for _ in range(30):
        t = services.table(game)
        if t.learner_turn:
            break
        client.post(f"/play/{game.pk}/bot/", {"version": game.version})
        game.refresh_from_db()
    assert services.table(game).learner_turn
    html = client.get(f"/play/{game.pk}/hint/", headers={"HX-Request": "true"}).content.decode()
    assert "The conventions suggest" in html and re.search(r"\(C-\d", html)


def test_bot_steps_come_one_at_a_time(client):
    game = new_game(client, bots="conventions")
    t = services.table(game)
    if t.learner_turn:
        pytest.skip("the learner deals first in this seed")
    before = game.version
    html = client.post(
        f"/play/{game.pk}/bot/", {"version": game.version}, headers={"HX-Request": "true"}
    ).content.decode()
    game.refresh_from_db()
    assert game.version == before + 1
    assert 'hx-trigger="load delay:' in html or services.table(game).learner_turn


def test_explanations_of_bot_calls_are_on_the_page(client):
    game = new_game(client, bots="conventions")
    for _ in range(40):
        t = services.table(game)
        if (
            t.view is not None
            and t.view.calls
            and any(c.notation() != "pass" for _, c in t.view.calls)
        ):
            break
        if t.learner_turn:
            client.post(f"/play/{game.pk}/act/", {"version": game.version, "action": "pass"})
        else:
            client.post(f"/play/{game.pk}/bot/", {"version": game.version})
        game.refresh_from_db()
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert 'class="call-explain"' in html and "(C-" in html


class _Enough(Exception):
    pass


def test_trick_cards_sit_where_their_players_sit_around_the_learner(client):
    """Each card of the trick in progress is drawn at its player's place: the learner at the
    bottom, then left, top and right going clockwise (R-2: play passes to the left)."""
    places = ("bottom", "left", "top", "right")
    seen = {"n": 0}

    def check(game, html):
        game.refresh_from_db()
        t = services.table(game)
        if t.review is not None or t.view is None or not t.view.current_trick:
            return
        assert [s.card for s in t.trick] == [c for _, c in t.view.current_trick]
        for (seat, _), slot in zip(t.view.current_trick, t.trick, strict=True):
            assert slot.place == places[(seat - t.seat) % 4]
            assert slot.name == t.names[seat]
            assert f"tpos-{slot.place}" in html
            assert f"played by {slot.name}" in html
        seen["n"] += 1
        if seen["n"] >= 40:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_game(client), random.Random(4), check_page=check)


def test_the_table_says_who_leads_before_the_first_card_of_a_trick(client):
    def check(game, html):
        game.refresh_from_db()
        t = services.table(game)
        if t.view is not None and t.review is None and t.view.phase is Phase.PLAY:
            if not t.view.current_trick:
                assert t.lead == f"{t.names[t.view.to_act]} to lead"
                assert t.lead in html
                raise _Enough
            assert t.lead == ""

    with pytest.raises(_Enough):
        drive(client, new_game(client), random.Random(4), check_page=check)
