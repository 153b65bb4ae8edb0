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
    # Every hand as dealt (the review shared with the other tables: play/review.html) and
    # every trick, in the order played.
    dealt = html.split('class="mt-2 review-dealt"', 1)[1].split("</details>", 1)[0]
    assert dealt.count('class="replay-hand replay-') == 4
    for name in ("You", "Aino", "Eero", "Liisa"):
        assert f'<div class="hand-title">{name}</div>' in dealt
    every = html.split('class="small review-tricks"', 1)[1].split("</ol>", 1)[0]
    assert every.count("<li>") == 13 == len(t.review.result.tricks)


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


def test_the_vint_scoresheet_opens_the_review_of_every_finished_deal(client):
    """Issue 20/16: each finished deal's review (all four hands, the auction, trick by trick,
    both pairs' figures) is reached from the scoresheet; a deal in progress has none."""
    game = new_game(client, "vint")
    t = drive(client, game, rng(4), until=lambda t: t.deals_done >= 2 and t.review is None)
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    links = re.findall(rf'href="/play/{game.pk}/deals/(\d+)/"', sheet)
    assert [int(n) for n in links] == list(range(1, t.deals_done + 1))
    match = services.open_table(game).session
    for fd in match.finished:
        page = client.get(f"/play/{game.pk}/deals/{fd.number}/").content.decode()
        assert f"Deal {fd.number} is over" in page
        assert f"Vint, rubber {fd.rubber}, game {fd.game}" in page
        dealt = page.split('class="mt-2 review-dealt"', 1)[1].split("</details>", 1)[0]
        assert dealt.count('class="replay-hand replay-') == 4
        calls = page.split('class="review-calls"', 1)[1].split("</table>", 1)[0]
        assert calls.count("<tr") == 1 + len(fd.record.actions) - len(fd.result.tricks) * 4
        assert "What it told the table" not in page  # Vint calls carry no convention meanings
        if fd.result.score is not None:
            assert 'class="table table-sm small mb-1 vint-deal-score"' in page
            assert "(below, V-5.2)" in page and "This deal for you" in page
            every = page.split('class="small review-tricks"', 1)[1].split("</ol>", 1)[0]
            assert every.count("<li>") == 13
            assert "Trick 13 of 13" in page
        else:
            assert "the deal was thrown in" in page and "No cards were played" in page
        assert "Play this deal again" not in page and "data-analysis-pending" not in page
        assert 'id="new-game"' in page
    current = t.deals_done + 1
    assert client.get(f"/play/{game.pk}/deals/{current}/").status_code == 404


def test_the_vint_replay_steps_trick_by_trick(client):
    game = new_game(client, "vint")

    def played_deal_over(t):
        return t.review is not None and t.review.result.score is not None

    t = drive(client, game, rng(2), until=played_deal_over)
    n = t.review.number
    url = f"/play/{game.pk}/deals/{n}/"
    start = client.get(url, {"trick": 0}, headers=HTMX).content.decode()
    assert "As the play began" in start and start.count('class="replay-hand replay-') == 4
    third = client.get(url, {"trick": 3}, headers=HTMX).content.decode()
    trick = t.review.result.tricks[2]
    assert "Trick 3 of 13" in third and third.count("tpos-winner") == 1
    assert all(str(c) in third or c.rank.symbol in third for _, c in trick.cards)
    assert "?trick=2#deal-replay" in third and "?trick=4#deal-replay" in third
    # The review at the table itself steps the same way, and offers "Next deal".
    table = client.get(f"/play/{game.pk}/").content.decode()
    assert 'id="next-deal"' in table and f'hx-get="{url}?trick=' in table


def test_a_vint_deal_cannot_be_dealt_again_but_a_new_rubber_can(client):
    """A Vint deal belongs to its rubber's score: instead of "play this deal again" the
    review, the finished table and the scoresheet offer a new rubber like this one."""
    game = new_game(client, "vint", rubbers=3)
    drive(client, game, rng(5), until=lambda t: t.review is not None)
    assert client.post(f"/play/{game.pk}/deals/1/again/").status_code == 404
    token = services.share_token(game, 1)
    shared = client.get(f"/play/shared/{token}/").content.decode()
    assert "Deal 1 is over" in shared and "Play this deal yourself" not in shared
    assert 'id="new-game"' not in shared and "data-analysis-pending" not in shared
    assert client.post(f"/play/shared/{token}/again/").status_code == 404
    r = client.post(f"/play/{game.pk}/new/")
    assert r.status_code == 302
    new = Game.objects.latest("pk")
    assert new.pk != game.pk and r["Location"] == f"/play/{new.pk}/"
    assert new.kind == Game.Kind.VINT and new.title == "Vint: a match of three rubbers"
    assert new.bots == game.bots and new.record != game.record
    assert replayed(new).options.rubbers == 3 and not new.finished
    four = new_game(client)
    assert client.post(f"/play/{four.pk}/new/").status_code == 404
    assert client.get(f"/play/{game.pk}/new/").status_code == 405


def test_after_the_rubber_the_table_and_the_scoresheet_offer_a_new_rubber(client):
    game = new_game(client, "vint")
    t = drive(client, game, rng(3), max_steps=20000)
    assert t.view is None
    html = client.get(f"/play/{game.pk}/").content.decode()
    assert "The session is over" in html and 'id="new-game"' in html
    sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert 'id="new-game"' in sheet and f'action="/play/{game.pk}/new/"' in sheet
    last = len(replayed(game).finished)
    review = client.get(f"/play/{game.pk}/deals/{last}/").content.decode()
    assert "game and rubber (V-7.1, V-8.1)" in review


def test_a_vint_deals_figures_are_named_in_finnish(client):
    """Issue 19: the score lines of a deal's review ("8 tricks × 48") in the learner's
    language; the English page keeps the English words."""
    from tests.web.site.test_i18n_messages import english_left

    game = new_game(client, "vint")

    def played_deal_over(t):
        return t.review is not None and t.review.result.score is not None

    t = drive(client, game, rng(2), until=played_deal_over)
    url = f"/play/{game.pk}/deals/{t.review.number}/"
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    table = page.split('class="table table-sm small mb-1 vint-deal-score"', 1)[1]
    table = re.sub(r"<[^>]+>", " ", table.split("</table>", 1)[0])
    assert re.search(r"\d+ tikki(ä)? × \d+", table), table
    assert english_left(table) == [], english_left(table)
    english = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert re.search(r"\d+ tricks? × \d+", english)


def test_the_replay_box_steps_in_finnish(client):
    """Issue 19: the trick-by-trick box of a finished deal (shared by every table's review)
    in the learner's language: heading, where the replay is, the buttons and the caption."""
    from tests.web.site.test_i18n_messages import _visible, english_left

    game = new_game(client, "vint")

    def played_deal_over(t):
        return t.review is not None and t.review.result.score is not None

    t = drive(client, game, rng(2), until=played_deal_over)
    url = f"/play/{game.pk}/deals/{t.review.number}/"
    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    start = client.get(url, {"trick": 0}, headers=HTMX, **fi).content.decode()
    assert "Tikki tikiltä" in start and "Pelin alkaessa" in start and "Seuraava" in start
    assert 'aria-label="Jako tikki tikiltä"' in start
    third = client.get(url, {"trick": 3}, headers=HTMX, **fi).content.decode()
    assert "Tikki 3/13" in third and "Tikit tähän mennessä:" in third and "voitti sen" in third
    for html in (start, third):
        assert english_left(_visible(html)) == [], english_left(_visible(html))
        assert "Trick by trick" not in html and "Next" not in html
    english = client.get(url, {"trick": 3}, headers=HTMX).content.decode()
    assert "Trick by trick" in english and "Trick 3 of 13" in english and "Next ▶" in english


def test_the_vint_scoresheet_in_finnish(client):
    """Issue 19: the scoresheet's own words and its figures in the learner's language."""
    from tests.web.lessons.test_finnish_content import read_text
    from tests.web.site.test_i18n_messages import english_left

    game = new_game(client, "vint", rubbers=3)
    # The game's cards are dealt from a fresh seed: two deals may both be thrown in (no tricks
    # line on the sheet), so play on, deal by deal, until one has been played out.
    played: dict[int, bool] = {}

    def a_deal_played(t) -> bool:
        if t.deals_done < 2 or t.review is not None:
            return False
        if t.deals_done not in played:
            sheet = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
            played[t.deals_done] = bool(re.search(r"\d+ tricks? × \d+", sheet))
        return played[t.deals_done]

    drive(client, game, rng(4), until=a_deal_played)
    html = client.get(f"/play/{game.pk}/scoresheet/", HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    # The game's title is stored with the game, in English: not this page's words.
    text = read_text(html).replace(game.title, "")
    # Rubber 1 is usually still in play, but a big undertrick can end it already.
    assert "Vintin pöytäkirja" in text, text
    assert re.search(r"Robberi 1 · (kesken|voittajana me|voittajana he)", text), text
    assert "Sinä & Eero" in text
    assert "Ottelu: 3 robberia" in text and re.search(r"\d+ tikki(ä)? × \d+", text), text
    assert english_left(text) == [], english_left(text)
    english = client.get(f"/play/{game.pk}/scoresheet/").content.decode()
    assert "Vint scoresheet" in english
    assert re.search(r"Rubber 1 · (in play|won by us|won by them)", english)
    assert re.search(r"\d+ tricks? × \d+ · deal \d", english)
