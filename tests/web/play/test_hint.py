"""/play/<pk>/hint/: what the conventions suggest for the learner's decision."""

from __future__ import annotations

import re

import pytest

from .helpers import HTMX, KINDS, drive, new_game, rng, state
from .helpers import step as play_step

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


def test_the_auction_hint_in_finnish(client):
    """The conventions' reason for a call is an engine message: in Finnish it reads in
    Finnish, as do its words for the call (issue 19)."""
    from engine.trick_taking import Phase

    game = new_game(client, bots="conventions")
    drive(client, game, rng(3), until=lambda t: t.learner_turn)
    assert state(game).view.phase is Phase.AUCTION
    html = client.get(
        f"/play/{game.pk}/hint/", headers={**HTMX, "Accept-Language": "fi"}
    ).content.decode()
    text = re.sub(r"<[^>]+>", " ", html)
    assert "Sopimukset ehdottavat" in text, text
    english = {"partner", "pass", "honours", "spots", "suit", "hand", "nothing", "level", "the"}
    assert not {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)} & english, text


def _play_hint_turn(game):
    """Until the learner is to play a card the play bots explain (not an opening lead)."""
    from engine.trick_taking import Phase
    from play import services

    def until(t):
        if not (t.learner_turn and t.view.phase is Phase.PLAY):
            return False
        hint = services.open_table(game).hint()
        return hint is not None and hint.reason.id.startswith("pl.")

    return until


def _hint_text(html: str) -> str:
    box = html.split('id="hint"')[1].split("</div>")[0]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", box))


@pytest.mark.parametrize("kind", KINDS)
def test_the_card_play_hint_in_finnish(client, kind):
    """The bot's reason for the learner's card is a play message (pl.*): with hints on, the
    table shows it in Finnish to a Finnish reader (Vint has no hints option: its hint button's
    box), and no longer the English (issue 19)."""
    from django.utils import translation

    from cardui.messages import localize
    from play import services

    options = {} if kind == "vint" else {"show_hints": "on"}
    if kind == "session":
        options["bots"] = "conventions"
    game = new_game(client, kind, **options)
    drive(client, game, rng(5), until=_play_hint_turn(game))
    game.refresh_from_db()
    hint = services.open_table(game).hint()
    assert hint is not None
    with translation.override("fi"):
        finnish = localize(hint.reason)
    assert finnish != str(hint.reason)
    url = f"/play/{game.pk}/hint/" if kind == "vint" else f"/play/{game.pk}/"
    html = client.get(url, headers=HTMX if kind == "vint" else {}, HTTP_ACCEPT_LANGUAGE="fi")
    box = _hint_text(html.content.decode())
    assert "Sopimukset ehdottavat" in box and finnish in box, (finnish, box)
    assert str(hint.reason) not in box


def test_the_hint_names_each_rule_once(client):
    """A call's reason ends with its ids, and the hint links the same ids after it: the text
    drops its own brackets so that no id is read twice in one line (issue 13)."""
    from play import services

    game = new_game(client, "session", show_hints="on", bots="conventions")
    seen = 0
    for n in range(60):
        game.refresh_from_db()
        hint = services.open_table(game).hint()
        if hint is not None and hint.ids:
            html = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
            box = _hint_text(html)
            for rule in hint.ids:
                named = re.findall(rf"(?<![\w.-]){re.escape(rule)}(?![\d.]\d?)", box)
                assert len(named) == 1, (rule, box)
            seen += 1
            if seen >= 3:
                break
        play_step(client, game, state(game), rng(n))
    assert seen >= 1
