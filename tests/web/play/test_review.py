"""The review after every deal: the auction with what each call meant, every trick and who
won it, a replay trick by trick, "play this deal again" and a link anyone may open."""

from __future__ import annotations

import re

import pytest

from play import services
from play.models import Game
from play.services.sharing import SALT

from ..factories import PASSWORD, LearnerFactory
from . import positions as P
from .helpers import HTMX, drive, new_game, replayed, rng, state

# The forms with a trick-by-trick review, a share link and 'play this deal again' (Vint's
# review shows the deal's figures only).
KINDS = ["session", "bonehead"]

pytestmark = pytest.mark.django_db


def _reviewing(client, kind):
    game = new_game(client, kind, **({} if kind == "bonehead" else {"bots": "conventions"}))

    def played_out(t):
        return t.review is not None and getattr(t.review.result, "played", True)

    drive(client, game, rng(4), until=played_out)
    game.refresh_from_db()
    return game


@pytest.mark.parametrize("kind", KINDS)
def test_the_review_shows_the_auction_with_meanings_and_every_trick(client, kind):
    game = _reviewing(client, kind)
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "Deal 1 is over" in html
    assert "What it told the table" in html and '<td class="meaning">' in html
    assert re.search(r'<td class="meaning">[^<]*\w', html)  # at least one call explained
    assert "Every trick" in html and html.count("— won by") == 13
    assert "Tricks:" in html  # the count by side, at both tables
    assert 'id="deal-replay"' in html and "Trick 13 of 13" in html  # opens on the last trick
    assert "won it</strong> with" in html  # the last trick has its winner
    assert "Play this deal again" in html and "/play/shared/" in html


@pytest.mark.parametrize("kind", KINDS)
def test_the_headline_names_the_declarer_as_the_declarer(client, kind):
    """Issue #16: "7♣ doubled by Eero: down." read as if Eero had doubled."""
    game = _reviewing(client, kind)
    html = client.get(f"/play/{game.pk}/").content.decode()
    headline = re.search(r"Deal 1 is over: (.*?)</h2>", html, re.S)
    assert headline is not None
    text = re.sub(r"<[^>]+>", "", headline.group(1))  # suit symbols come in spans
    if "All-pass" not in text:
        assert re.search(r", declared by (You|Aino|Eero|Liisa)\b", text), text
        assert not re.search(r"doubled by", text), text


@pytest.mark.parametrize("kind", KINDS)
def test_the_replay_steps_trick_by_trick(client, kind):
    game = _reviewing(client, kind)
    part = client.get(f"/play/{game.pk}/deals/1/?trick=5", headers=HTMX).content.decode()
    assert part.lstrip().startswith('<section class="replay deal-replay')
    assert "Trick 5 of 13" in part and "Trick 5:" in part
    assert f'href="/play/{game.pk}/deals/1/?trick=4#deal-replay"' in part
    assert 'data-replay="prev"' in part and 'data-replay="next"' in part
    assert part.count('<mark class="played">') == 4  # each hand's card in the trick
    start = client.get(f"/play/{game.pk}/deals/1/?trick=0", headers=HTMX).content.decode()
    assert "As the play began" in start and 'aria-disabled="true"' in start
    # Without JavaScript the table page itself takes ?trick=
    page = client.get(f"/play/{game.pk}/?trick=2").content.decode()
    assert "Trick 2 of 13" in page and f'href="/play/{game.pk}/?trick=1#deal-replay"' in page


def test_a_deal_in_progress_has_no_review(client):
    game = new_game(client)
    assert client.get(f"/play/{game.pk}/deals/1/").status_code == 404
    assert client.post(f"/play/{game.pk}/deals/1/again/").status_code == 404


@pytest.mark.parametrize("kind", KINDS)
def test_a_shared_link_shows_that_finished_deal_and_nothing_else(client, kind):
    game = _reviewing(client, kind)
    html = client.get(f"/play/{game.pk}/").content.decode()
    link = re.search(r'value="(http://testserver/play/shared/[^"]+)"', html).group(1)
    path = link.removeprefix("http://testserver")
    stranger = type(client)()
    page = stranger.get(path)
    assert page.status_code == 200
    text = page.content.decode()
    assert "Deal 1 is over" in text and "Learner" in text
    assert "Your number" not in text and "Next deal" not in text
    assert game.title not in text and f"/play/{game.pk}/" not in text  # no way into the game
    assert "Play this deal yourself" in text
    assert stranger.get(path + "?trick=3", headers=HTMX).status_code == 200
    # A tampered or stale link leads nowhere.
    assert stranger.get(path[:-3] + "xyz/").status_code == 404
    from django.core import signing

    other = signing.dumps([game.pk, 2, game.created.isoformat()], salt=SALT, compress=True)
    assert stranger.get(f"/play/shared/{other}/").status_code == 404  # deal 2 is not over
    game.delete()
    assert stranger.get(path).status_code == 404


@pytest.mark.parametrize("kind", KINDS)
def test_play_this_deal_again_deals_the_same_cards_to_the_same_seats(client, kind):
    game = _reviewing(client, kind)
    old = replayed(game).finished[0]
    response = client.post(f"/play/{game.pk}/deals/1/again/")
    assert response.status_code == 302
    again = Game.objects.latest("pk")
    assert again.pk != game.pk and again.bots == game.bots and again.kind == game.kind
    assert again.title.startswith("Deal 1 again")
    t = state(again)
    assert t.view is not None and t.deals_total == "1" and "again" in t.heading
    new_deal = services.open_table(again).session.current
    old_deal = old.record.new_deal()
    assert new_deal.initial_hands == old_deal.initial_hands and new_deal.kitty == old_deal.kitty
    assert new_deal.dealer == old_deal.dealer
    # It plays to its end like any game, survives a restart, and has a review of its own.
    services.forget_cached_sessions()
    t = drive(client, again, rng(1))
    assert t.view is None and t.deals_done == 1
    assert client.get(f"/play/{again.pk}/deals/1/").status_code == 200
    assert client.get(f"/play/{again.pk}/scoresheet/").status_code == 200


def test_a_stranger_may_play_a_shared_deal_as_a_game_of_their_own(client):
    game = _reviewing(client, "session")
    html = client.get(f"/play/{game.pk}/").content.decode()
    path = re.search(r'value="http://testserver(/play/shared/[^"]+)"', html).group(1)
    stranger = type(client)()
    response = stranger.post(path + "again/")
    assert response.status_code == 302
    mine = Game.objects.latest("pk")
    assert mine.learner_id != game.learner_id
    assert stranger.get(f"/play/{mine.pk}/").status_code == 200
    assert client.get(f"/play/{mine.pk}/").status_code == 404  # and it is not the sharer's


def test_the_owner_review_page_is_the_owners_only(client):
    game = _reviewing(client, "session")
    assert client.get(f"/play/{game.pk}/deals/1/").status_code == 200
    other = LearnerFactory()
    client.post("/accounts/logout/")
    client.post("/accounts/login/", {"username": other.user.username, "password": PASSWORD})
    assert client.get(f"/play/{game.pk}/deals/1/").status_code == 404
    assert client.post(f"/play/{game.pk}/deals/1/again/").status_code == 404


def test_the_scoresheet_links_each_deal_to_its_review(client):
    session = P.four_until(P.finished_deal)
    game = P.store_four(LearnerFactory(), session)
    client.force_login(game.learner.user)
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert f'href="/play/{game.pk}/deals/1/"' in sheet
