"""The deal review's double-dummy analysis in Chromium: the page comes with a progress
indicator, the analysis and the replay's marks replace it without a reload, stepping the
replay shows each trick's marks at once, and on a phone nothing scrolls sideways."""

from __future__ import annotations

import pytest
from django.test import Client

from play.models import GameAnalysis
from tests.web.factories import LearnerFactory
from tests.web.play import positions as P
from tests.web.play.helpers import COMPASS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DESK = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _game(kind: str):
    learner = LearnerFactory()
    if kind == "four":
        return P.store_four(learner, P.four_until(P.finished_deal), seen_deals=0)
    return P.store_bonehead(learner, P.bonehead_until(P.bonehead_finished), seen_deals=0)


def _open(chromium, live_server, game, viewport, path: str):
    client = Client()
    client.force_login(game.learner.user)
    context = chromium.new_context(viewport=viewport, is_mobile=viewport["width"] < 600)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page = context.new_page()
    page.set_default_timeout(60_000)  # the first analysis is computed while the page waits
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    response = page.goto(f"{live_server.url}{path}")
    return context, page, response.text(), errors


@pytest.mark.parametrize("viewport", [DESK, PHONE], ids=["desk", "phone"])
@pytest.mark.parametrize("kind", ["four", "bonehead"])
def test_the_marks_replace_the_indicator_and_follow_the_replay(
    live_server, chromium, kind, viewport
):
    game = _game(kind)
    context, page, first_html, errors = _open(
        chromium, live_server, game, viewport, f"/play/{game.pk}/"
    )
    # The table's review came without the analysis, with an indicator that fetches it.
    assert "data-analysis-pending" in first_html and 'role="status"' in first_html
    assert "data-dd-marks" not in first_html
    page.wait_for_selector("[data-analysis]")
    page.wait_for_selector("#deal-replay [data-dd-marks]")  # the marks filled in by themselves
    assert page.locator("[data-analysis-pending]").count() == 0
    analysis = page.locator("#deal-analysis").inner_text()
    assert "Par:" in analysis and "As played:" in analysis
    marks = page.locator("#deal-replay [data-dd-marks]").inner_text()
    assert "Double dummy: trick 13" in marks and marks.count("leads to") >= 1
    assert GameAnalysis.objects.filter(game=game, state="done").count() == 1

    # Step back by keyboard: the earlier trick's marks come with it, from the stored analysis.
    page.locator("#replay-prev").focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.trim() === 'Trick 12 of 13'"
    )
    assert "Double dummy: trick 12" in page.locator("#deal-replay [data-dd-marks]").inner_text()
    # A costly card (if the deal has one) is marked in words, and a link opens its trick.
    costly = page.locator(".analysis-costly a")
    if costly.count():
        link = costly.first
        trick = link.inner_text().removeprefix("Trick ")
        link.click()
        page.wait_for_function(
            f"() => document.querySelector('.replay-where').textContent.trim()"
            f" === 'Trick {trick} of 13'"
        )
        assert "cost" in page.locator("#deal-replay .dd-cost").first.inner_text()
        assert page.locator("#deal-replay .dd-badge").count() >= 1
    assert COMPASS.findall(page.locator("main").inner_text()) == []
    if viewport is PHONE:
        wide = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
        assert not wide
    assert errors == []
    context.close()


def test_the_shared_review_shows_the_stored_analysis_straight_away(live_server, chromium):
    game = _game("four")
    context, page, _, _ = _open(chromium, live_server, game, DESK, f"/play/{game.pk}/deals/1/")
    page.wait_for_selector("[data-analysis]")
    share = page.locator("[data-share-url]").input_value()
    context.close()
    stranger = chromium.new_context(viewport=DESK)
    page = stranger.new_page()
    html = page.goto(share).text()
    assert "data-analysis-pending" not in html and "data-dd-marks" in html
    assert "Par:" in page.locator("#deal-analysis").inner_text()
    assert "You" not in page.locator("#deal-analysis").inner_text()
    stranger.close()
