"""The deal review's double-dummy analysis: made after the deal, fetched by htmx behind a
progress indicator, stored with the game and shown again at once, the same on a shared link;
never for a deal still being played, never for someone else's game."""

from __future__ import annotations

import re
from datetime import timedelta
from html import unescape

import pytest
from django.utils import timezone

from engine.trick_taking import Kind
from play import services
from play.models import Game, GameAnalysis
from play.services.analysis import VERSION, compute, record_digest

from ..factories import PASSWORD, LearnerFactory
from . import positions as P
from .helpers import HTMX, new_game

KINDS = ["session", "bonehead"]

pytestmark = pytest.mark.django_db


def _finished_game(kind: str, learner=None) -> Game:
    """A game whose deal 1 is over and played out (bots at every seat), not yet reviewed."""
    learner = learner or LearnerFactory()
    if kind == "bonehead":
        return P.store_bonehead(learner, P.bonehead_until(P.bonehead_finished), seen_deals=0)
    return P.store_four(learner, P.four_until(P.finished_deal), seen_deals=0)


def _finished(game: Game, index: int = 1):
    return services.open_table(game).analysable_deal(index)


@pytest.fixture
def owner(client):
    def login(game: Game):
        client.force_login(game.learner.user)
        return client

    return login


@pytest.mark.parametrize("kind", KINDS)
def test_the_review_shows_an_indicator_then_the_analysis_and_keeps_it(owner, kind):
    game = _finished_game(kind)
    client = owner(game)
    url = f"/play/{game.pk}/deals/1/analysis/"
    for page in (f"/play/{game.pk}/", f"/play/{game.pk}/deals/1/"):
        html = client.get(page).content.decode()
        assert "data-analysis-pending" in html and f'hx-get="{url}"' in html
        assert 'hx-trigger="load"' in html and 'role="status"' in html
        assert "Analysing every card" in html
        # The replay's marks wait for the analysis and fetch themselves when it is ready.
        assert 'hx-trigger="deal-analysed from:body"' in html
    assert not GameAnalysis.objects.exists()  # showing the review computed nothing

    part = client.get(url, headers=HTMX)
    assert part.status_code == 200 and part["HX-Trigger"] == "deal-analysed"
    html = part.content.decode()
    assert html.lstrip().startswith('<section class="card review-analysis" id="deal-analysis"')
    assert "Double-dummy analysis" in html and "<strong>Par:</strong>" in html
    assert "As played:" in html and "Where the conventions were left" in html
    row = GameAnalysis.objects.get(game=game, index=1)
    assert row.state == GameAnalysis.State.DONE and row.data["version"] == VERSION
    assert row.digest == record_digest(_finished(game))

    # The second visit shows it at once: no indicator, the marks in the replay.
    page = client.get(f"/play/{game.pk}/deals/1/").content.decode()
    assert "data-analysis-pending" not in page and "Double-dummy analysis" in page
    assert "Double dummy: trick 13" in page
    marks = client.get(f"/play/{game.pk}/deals/1/?trick=4&marks=1", headers=HTMX)
    text = marks.content.decode()
    assert text.lstrip().startswith('<div class="dd-marks mt-2" id="dd-marks"')
    assert "Double dummy: trick 4" in text and text.count('<li class="dd-mark') == 4
    # Asking again reads the stored analysis: the same row, nothing computed twice.
    again = client.get(url, headers=HTMX)
    assert again.content.decode() == html
    assert GameAnalysis.objects.filter(game=game).count() == 1
    assert GameAnalysis.objects.get(pk=row.pk).started == row.started


@pytest.mark.parametrize("kind", KINDS)
def test_every_card_has_its_value_and_costly_ones_say_what_was_better(owner, kind):
    game = _finished_game(kind)
    data = compute(_finished(game))
    plays = data["plays"]
    assert [p["number"] for p in plays] == list(range(1, 53))
    assert [p["trick"] for p in plays] == [n for n in range(1, 14) for _ in range(4)]
    assert data["unit"] in ("tricks", "points") and data["result"] is not None
    for p in plays:
        assert set(p) >= {"number", "trick", "who", "card"}
        if "value" in p:
            assert p["value"] <= p["best"]
            assert bool(p["better"]) == (p["value"] < p["best"])
            assert p["card"] in p["best_cards"] or p["value"] < p["best"]
    client = owner(game)
    client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX)
    dr = services.stored_review(services.open_table(game), 1)
    assert dr is not None and dr.analysis is not None and len(dr.marks) == 52
    html = client.get(f"/play/{game.pk}/deals/1/").content.decode()
    for m in dr.analysis.costly:
        assert f"?trick={m.trick}#deal-replay" in html
    costly = re.search(r"Cards that cost something \((\d+)\)", html)
    assert costly and int(costly.group(1)) == len(dr.analysis.costly)
    step = client.get(f"/play/{game.pk}/deals/1/?trick=13").content.decode()
    names = {m.player for m in dr.marks if m.trick == 13}
    assert all(f"{n}: " in step for n in names)
    last = [m for m in dr.marks if m.trick == 13 and m.cost]
    assert step.count("dd-badge") == len(last)  # a costly card is marked on the felt too


def test_a_misere_says_which_cards_were_not_analysed():
    session = P.four_until(
        lambda s: bool(s.finished) and s.finished[-1].result.kind is Kind.ALLPASS, range(200)
    )
    game = P.store_four(LearnerFactory(), session, seen_deals=0)
    index = len(session.finished)
    data = compute(_finished(game, index))
    assert data["unit"] == "points"
    unsolved = [p for p in data["plays"] if "value" not in p]
    solved = [p for p in data["plays"] if "value" in p]
    assert solved and solved[-1]["number"] == 52  # the late tricks are judged
    from django.test import Client

    client = Client()
    client.force_login(game.learner.user)
    client.get(f"/play/{game.pk}/deals/{index}/analysis/", headers=HTMX)
    html = client.get(f"/play/{game.pk}/deals/{index}/?trick=1").content.decode()
    assert "Values are points" in html
    if unsolved:  # a 13-card misère: the early cards are said to be unanalysed, not invented
        assert "Not analysed:" in html and "not analysed: too many cards" in html
        assert data["par"] is None and "not known" in html


@pytest.mark.parametrize("kind", KINDS)
def test_the_shared_link_shows_the_same_stored_analysis(owner, kind):
    game = _finished_game(kind)
    client = owner(game)
    html = client.get(f"/play/{game.pk}/deals/1/").content.decode()
    path = re.search(r'value="http://testserver(/play/shared/[^"]+)"', html).group(1)
    stranger = type(client)()
    shared = stranger.get(path).content.decode()
    assert f'hx-get="{path}analysis/"' in shared
    part = stranger.get(path + "analysis/", headers=HTMX).content.decode()
    assert "Double-dummy analysis" in part
    assert GameAnalysis.objects.filter(game=game).count() == 1
    # The owner's review now reads the one the stranger's visit made, with the owner's names.
    mine = client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).content.decode()
    par = re.compile(r"<strong>Par:</strong>[^·]*")
    assert par.search(mine).group(0).replace("You", "Learner") == par.search(part).group(0)
    assert "You" not in part


def test_a_deal_being_played_has_no_analysis(client):
    game = new_game(client)
    assert client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).status_code == 404
    assert client.get(f"/play/{game.pk}/deals/1/analysis/").status_code == 404
    assert not GameAnalysis.objects.exists()


@pytest.mark.parametrize("kind", KINDS)
def test_only_finished_deals_are_analysed(owner, kind):
    game = _finished_game(kind)  # deal 1 over, deal 2 dealt and being played
    client = owner(game)
    assert services.open_table(game).session.current is not None
    for index in (0, 2, 3):
        assert client.get(f"/play/{game.pk}/deals/{index}/analysis/").status_code == 404
    assert not GameAnalysis.objects.exists()


def test_someone_elses_game_has_no_analysis_for_you(client):
    game = _finished_game("session")
    other = LearnerFactory()
    client.post("/accounts/login/", {"username": other.user.username, "password": PASSWORD})
    assert client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).status_code == 404
    guest = type(client)()
    assert guest.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).status_code == 404
    assert not GameAnalysis.objects.exists()


def test_a_tampered_share_link_has_no_analysis(client):
    game = _finished_game("session")
    token = services.share_token(game, 1)
    assert client.get(f"/play/shared/{token}x/analysis/").status_code == 404
    assert client.get(f"/play/shared/{services.share_token(game, 2)}/analysis/").status_code == 404


def test_while_another_tab_computes_it_the_indicator_asks_again(owner):
    game = _finished_game("session")
    client = owner(game)
    digest = record_digest(_finished(game))
    GameAnalysis.objects.create(game=game, index=1, digest=digest, started=timezone.now())
    part = client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX)
    html = part.content.decode()
    assert "HX-Trigger" not in part and 'hx-trigger="load delay:1s"' in html
    assert "Analysing every card" in html
    # A claim left by a request that died is taken over.
    GameAnalysis.objects.update(started=timezone.now() - timedelta(minutes=5))
    part = client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX)
    assert part["HX-Trigger"] == "deal-analysed"
    assert GameAnalysis.objects.get().state == GameAnalysis.State.DONE


def test_an_analysis_of_other_cards_is_never_shown(owner):
    """A stored analysis whose record digest does not match the deal is computed again."""
    game = _finished_game("session")
    client = owner(game)
    GameAnalysis.objects.create(
        game=game,
        index=1,
        digest="0" * 64,
        state=GameAnalysis.State.DONE,
        data={"version": VERSION, "none": "made up"},
        started=timezone.now(),
    )
    assert "data-analysis-pending" in client.get(f"/play/{game.pk}/deals/1/").content.decode()
    html = client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).content.decode()
    assert "<strong>Par:</strong>" in html
    assert GameAnalysis.objects.get().digest == record_digest(_finished(game))


def test_without_javascript_the_analysis_link_computes_and_returns_to_the_review(owner):
    game = _finished_game("session")
    client = owner(game)
    response = client.get(f"/play/{game.pk}/deals/1/analysis/")
    assert response.status_code == 302
    assert response["Location"] == f"/play/{game.pk}/deals/1/#deal-analysis"
    assert "<strong>Par:</strong>" in client.get(response["Location"]).content.decode()


def test_departures_name_the_player_and_link_the_lesson_and_a_drill(owner):
    session = P.four_until(P.finished_deal, random_bots=True)
    game = P.store_four(LearnerFactory(), session, seen_deals=0)
    data = compute(_finished(game))
    assert data["departures"], "random bots leave the conventions"
    for d in data["departures"]:
        assert d["stage"] in ("call", "opening lead", "hand-over")
        assert d["did"] != d["wanted"] and d["ids"] and d["why"]
    client = owner(game)
    html = client.get(f"/play/{game.pk}/deals/1/analysis/", headers=HTMX).content.decode()
    section = html.split("Where the conventions were left", 1)[1]
    flag = '<span class="dd-flag" aria-hidden="true">!</span>'
    assert section.count(flag) == len(data["departures"])
    drills = re.findall(r'href="(/drills/theme/[^"]+/)"', section)
    assert drills, "a departure links a drill on its theme"
    assert client.get(drills[0]).status_code == 302  # a drill on that theme exists
    lessons = re.findall(r'href="(/lessons/[^"]+)">Lesson', section)
    for url in lessons[:2]:
        assert client.get(url.split("#")[0]).status_code == 200


def test_departure_reasons_are_shown_in_the_readers_language(owner):
    """The stored reason is a message, so a Finnish reader sees it in Finnish (and the English
    text stays in the data for anyone reading it raw)."""
    from cardui.engine_fi import FI
    from engine.messages import msg_from_data

    def departures_text(html: str) -> str:
        section = html.split('class="small analysis-departures', 1)[1].split("</ul>", 1)[0]
        return unescape(re.sub(r"<[^>]+>", "", section))

    session = P.four_until(P.finished_deal, random_bots=True)
    game = P.store_four(LearnerFactory(), session, seen_deals=0)
    data = compute(_finished(game))
    assert data["departures"] and all("why_msg" in d for d in data["departures"])
    client = owner(game)
    url = f"/play/{game.pk}/deals/1/analysis/"
    english = departures_text(client.get(url, headers=HTMX).content.decode())
    fi = client.get(url, headers=HTMX, HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    finnish = departures_text(fi)
    for d in data["departures"]:
        fi_text = msg_from_data(d["why_msg"]).render(FI)
        assert fi_text != d["why"] and fi_text in finnish and d["why"] not in finnish
        assert d["why"] in english
