"""One Bonehead deal played in Chromium by clicking, against two bots."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.table import wait_for_a_move
from tests.web.play.helpers import COMPASS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_play_one_bonehead_deal_by_clicking(live_server, page):
    page.set_default_timeout(20_000)
    page.goto(live_server.url + "/play/")
    page.click("text=Deal a Bonehead session")
    page.wait_for_selector("#table")
    assert page.locator(".bonehead-rows").count() == 1
    for _ in range(250):
        if page.locator("#next-deal").count():
            break
        version = page.locator("#table").get_attribute("data-version")
        try:
            assert COMPASS.findall(page.locator("#table").inner_text(timeout=3000)) == []
        except PlaywrightTimeout:
            continue
        form = page.locator(".act-form")
        if not form.count():
            wait_for_a_move(page, version)  # a bot is thinking
            continue
        try:
            if page.locator(".hand-form button[name=action]").count():
                page.locator(".hand-form button[name=action]").first.click(
                    position={"x": 6, "y": 20}, timeout=3000
                )
                page.wait_for_function(
                    "v => document.querySelector('#table').dataset.version !== v", arg=version
                )
                continue
            selects = form.locator("select")
            n = selects.count()
            for i in range(n):
                # The other selects' choices: a form left half filled by a look that timed
                # out may already hold, in select i, the one card still free for it.
                used = {selects.nth(k).input_value(timeout=3000) for k in range(n) if k != i}
                values = [o.get_attribute("value") for o in selects.nth(i).locator("option").all()]
                selects.nth(i).select_option(
                    next(v for v in values[1:] if v not in used), timeout=3000
                )
            form.locator("button[type=submit]").first.click(timeout=3000)
        except PlaywrightTimeout:
            continue  # the table changed under us (a late response): look again
        if page.locator("#table").get_attribute("data-version") == version:
            page.wait_for_function(
                "v => document.querySelector('#table').dataset.version !== v", arg=version
            )
    review = page.locator(".deal-review").inner_text()
    assert "Deal 1 is over" in review and "Numbers:" in review and "Tricks:" in review
    assert "What it told the table" in review  # the Bonehead calls are explained too
    page.click("#next-deal")
    page.wait_for_selector("text=deal 2 of")
