"""The table reads like a real one: the fourth card of a trick is seen (the completed trick
stays on the felt until the next lead), looking back follows R-8.3, and players are named
one way everywhere (names, never compass seats)."""

from __future__ import annotations

import re

import pytest

from engine.trick_taking import Phase
from play.services.table import looked_back

from .helpers import HTMX, KINDS, compass_words, drive, new_game, rng, state

pytestmark = pytest.mark.django_db


class _Enough(Exception):
    pass


@pytest.mark.parametrize("kind", KINDS)
def test_the_completed_trick_stays_on_the_felt_with_its_winner(client, kind):
    """While the next trick has no card, the felt shows all four cards of the trick just
    won, the winner's marked, and says who won it and who leads next."""
    seen = {"n": 0}

    def check(game, html):
        t = state(game)
        v = t.view
        if t.review is not None or v is None or v.phase is not Phase.PLAY:
            assert "data-trick-done" not in html
            return
        if v.current_trick or not v.tricks:
            assert t.completed is None and "data-trick-done" not in html
            return
        last = v.tricks[-1]
        assert t.completed is not None and t.completed.number == last.number
        assert [s.card for s in t.completed.slots] == [c for _, c in last.cards]
        felt = html.split("data-trick-done", 1)[1].split('class="seat-label seat-right"', 1)[0]
        assert felt.count('class="pcard') == 4
        assert felt.count("tpos-winner") == 1
        assert f"won trick {last.number}" in felt
        assert t.next_to_lead and t.next_to_lead in felt
        if t.bot_turn:
            assert "data-trick-go" in felt  # "Next trick" (a tap or a key with JavaScript)
        seen["n"] += 1
        if seen["n"] >= 12:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_game(client, kind), rng(8), check)


def test_a_bot_leads_after_the_trick_pause_not_the_bot_delay(client, settings):
    settings.PLAY_TRICK_PAUSE_MS = 1234
    settings.PLAY_BOT_DELAY_MS = 77
    game = new_game(client)

    def done_and_bot(t):
        return t.completed is not None and t.bot_turn

    drive(client, game, rng(3), until=done_and_bot)
    html = client.get(f"/play/{game.pk}/", headers=HTMX).content.decode()
    assert 'hx-trigger="load delay:1234ms"' in html


@pytest.mark.parametrize("kind", KINDS)
def test_looking_back_shows_only_what_r_8_3_allows(client, kind):
    """During play: the trick before the one on the felt while the next trick has no card,
    else the last finished trick; never an older one. Vint (V-4.4, VD-12) is stricter: while
    the trick just won is on the felt there is nothing else to look back at."""
    seen = {"n": 0}

    def check(game, html):
        t = state(game)
        v = t.view
        if t.review is not None or v is None or v.phase is not Phase.PLAY or not v.tricks:
            return
        numbers = [tr.number for tr in t.look_back]
        last = v.tricks[-1].number
        if v.current_trick:
            assert numbers == [last]
        elif kind == "vint":
            assert numbers == []
        else:
            assert numbers == ([last - 1] if last > 1 else [])
        shown = {int(n) for n in re.findall(r"Trick (\d+), won by", html)}
        assert shown == set(numbers)
        seen["n"] += 1
        if seen["n"] >= 30:
            raise _Enough

    with pytest.raises(_Enough):
        drive(client, new_game(client, kind), rng(6), check)


def test_looking_back_works_with_a_view_that_keeps_only_recent_tricks():
    """When the engine's view keeps only the tricks R-8.3 allows, the table still works."""

    class View:
        phase = Phase.PLAY
        current_trick = ()
        tricks = ()

    assert looked_back(View(), {}, {}) == []  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", KINDS)
def test_no_compass_seat_is_named_on_the_table(client, kind):
    """One naming scheme: players by name at every step, in hints and on the scoresheet."""
    game = new_game(client, kind)
    counter = {"n": 0}

    def check(game, html):
        assert compass_words(html) == [], compass_words(html)
        counter["n"] += 1
        if counter["n"] % 15 == 0:
            hint = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
            assert compass_words(hint) == []

    drive(client, game, rng(9), check, until=lambda t: t.deals_done >= 2)
    for path in ("", "scoresheet/", "deals/1/"):
        page = client.get(f"/play/{game.pk}/{path}").content.decode()
        main = page.split('<main id="main"', 1)[1].split("</main>", 1)[0]
        assert compass_words(main) == [], (path, compass_words(main))
    index = client.get("/play/").content.decode()
    assert "player A" not in index


def test_the_hint_names_the_receiver_in_words(client):
    game = new_game(client, bots="conventions")
    t = drive(client, game, rng(2), until=lambda t: t.learner_turn and bool(t.receivers))
    html = client.get(f"/play/{game.pk}/hint/", headers=HTMX).content.decode()
    assert "The conventions suggest:</strong> Give " in html
    assert any(f"Give {r.name}" in html or f", {r.name} " in html for r in t.receivers)
    assert not re.search(r"give [NESW]:", html)
