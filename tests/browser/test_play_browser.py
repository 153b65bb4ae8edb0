"""A learner plays one whole deal at the practice table by clicking, against convention bots."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


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
    if page.locator("button.card-button[name=action]").count():
        page.locator("button.card-button[name=action]").first.click(timeout=3000)
        return True
    picks = page.locator("[data-pick-cards] [data-card]")
    selects = page.locator(".act-form select")
    if selects.count():
        for i in range(selects.count()):
            picks.nth(i).click(
                timeout=3000
            )  # tap cards in the hand: they fill the choices in order
        page.locator(".act-form button[type=submit]").click(timeout=3000)
        return True
    if page.locator(".act-form button[name=action]").count():
        page.locator(".act-form button[name=action]").first.click(timeout=3000)
        return True
    return False


def test_play_one_full_deal_by_clicking(live_server, page, settings):
    settings.PLAY_BOT_DELAY_MS = 40
    page.set_default_timeout(20_000)
    page.goto(live_server.url + "/play/")
    page.select_option("select[name=bots]", "conventions")
    page.click("text=Deal the first hand")
    page.wait_for_selector("#table")
    for _ in range(200):
        if page.locator("#next-deal").count():
            break
        version = page.locator("#table").get_attribute("data-version")
        if learner_move(page) and page.locator("#table").get_attribute("data-version") == version:
            page.wait_for_function(
                "v => document.querySelector('#table') && "
                "document.querySelector('#table').dataset.version !== v",
                arg=version,
            )
        else:
            page.wait_for_timeout(150)  # a bot is thinking
    review = page.locator(".deal-review").inner_text()
    assert "Deal 1 is over" in review and "Your number this deal" in review
    page.click("#next-deal")
    page.wait_for_selector("text=deal 2")
    page.click("text=Scoresheet")
    page.wait_for_selector("h1:has-text('Scoresheet')")
    assert "Set 1" in page.content()
