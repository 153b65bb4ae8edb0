"""A learner plays one whole deal at the practice table by clicking, against convention bots;
at every step the table names players, never compass seats."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.table import wait_for_a_move
from tests.web.play.helpers import COMPASS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The hand overlaps like a held hand: a card is tapped on its visible corner.
CORNER = {"x": 6, "y": 20}


def learner_move(page) -> bool:
    """Make whatever move the table asks for; False when it is not the learner's turn (or
    the table changed under the click: the caller looks again)."""
    try:
        return _learner_move(page)
    except PlaywrightTimeout:
        return False


def _learner_move(page) -> bool:
    if page.locator(".bidding-box button").count():
        page.locator(".bidding-box button").first.click(timeout=3000)  # pass or cheapest
        return True
    if page.locator(".hand-form button[name=action]").count():
        page.locator(".hand-form button[name=action]").first.click(position=CORNER, timeout=3000)
        return True
    picks = page.locator("[data-pick-cards] [data-card]")
    selects = page.locator("#act-form select")
    if selects.count():
        for i in range(selects.count()):
            # tap cards in the hand: they fill the choices in order
            picks.nth(i).click(position=CORNER, timeout=3000)
        # Only the choosing form's own button: if a bot's move swapped the table meanwhile
        # (a bidding box has several submit buttons), this times out and the caller looks again.
        page.locator("#act-form:has(select) button[type=submit]").click(timeout=3000)
        return True
    if page.locator(".act-form button[name=action]").count():
        page.locator(".act-form button[name=action]").first.click(timeout=3000)
        return True
    return False


def test_play_one_full_deal_by_clicking(live_server, page):
    page.set_default_timeout(20_000)
    page.goto(live_server.url + "/play/")
    assert "player A" not in page.locator("main").inner_text()
    page.select_option("select[name=bots]", "conventions")
    page.click("text=Deal the first hand")
    page.wait_for_selector("#table")
    seen_done = False
    for _ in range(300):
        if page.locator("#next-deal").count():
            break
        try:
            text = page.locator("#table").inner_text(timeout=3000)
        except PlaywrightTimeout:
            continue
        assert COMPASS.findall(text) == [], COMPASS.findall(text)
        seen_done = seen_done or page.locator("[data-trick-done] .pcard").count() == 4
        version = page.locator("#table").get_attribute("data-version")
        if learner_move(page) and page.locator("#table").get_attribute("data-version") == version:
            page.wait_for_function(
                "v => document.querySelector('#table') && "
                "document.querySelector('#table').dataset.version !== v",
                arg=version,
            )
        else:
            wait_for_a_move(page, version)  # a bot is thinking
    assert seen_done  # the fourth card of a trick was on the felt at some point
    review = page.locator(".deal-review").inner_text()
    assert "Deal 1 is over" in review and "Your number this deal" in review
    assert COMPASS.findall(page.locator("main").inner_text()) == []
    page.click("#next-deal")
    page.wait_for_selector("text=deal 2")
    page.click("text=Scoresheet")
    page.wait_for_selector("h1:has-text('Scoresheet')")
    assert "Set 1" in page.content()
    assert COMPASS.findall(page.locator("main").inner_text()) == []
    page.click("table.scoresheet a")  # a deal's number opens its review
    page.wait_for_selector(".deal-review")
    assert COMPASS.findall(page.locator("main").inner_text()) == []
