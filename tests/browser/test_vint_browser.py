"""A learner plays a Vint deal by clicking, against the Vint bots, reads its scoresheet and
opens the deal's review from it, by keyboard too and on a phone (docs/rules.md V-3 – V-8;
issue 20/16)."""

import os
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.table import wait_for_a_move

# The elements sticking out past the screen's right edge, for the failure message.
WIDEST = """w => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > w + 1)
  .slice(0, 6)
  .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))"""

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def learner_move(page, bid: bool) -> bool:
    """Make the move the table asks for: in the auction the cheapest bid when ``bid`` (so the
    deal is played, not thrown in), else pass; in the play the first legal card. False when it
    is not the learner's turn, or the table changed under the click."""
    try:
        calls = page.locator(".bidding-box button")
        if calls.count():
            calls.nth(1 if bid and calls.count() > 1 else 0).click(timeout=3000)
            return True
        cards = page.locator("button.card-button[name=action]")
        if cards.count():
            cards.first.click(timeout=3000)
            return True
    except PlaywrightTimeout:
        pass
    return False


def test_play_a_vint_deal_to_its_scoresheet(live_server, page):
    page.set_default_timeout(20_000)
    page.goto(live_server.url + "/play/")
    page.click("#start-vint")
    page.wait_for_selector("#table")
    assert "Vint · rubber 1 of 1" in page.locator("#table h1").inner_text()
    assert page.locator(".vint-score").count() == 1
    bid_made = False
    for _ in range(400):
        if page.locator("#next-deal").count():
            break
        version = page.locator("#table").get_attribute("data-version")
        moved = learner_move(page, bid=not bid_made)
        if moved and page.locator("#table").get_attribute("data-version") == version:
            page.wait_for_function(
                "v => document.querySelector('#table') && "
                "document.querySelector('#table').dataset.version !== v",
                arg=version,
            )
        if moved:
            bid_made = True
        else:
            wait_for_a_move(page, version)  # a bot is thinking
    review = page.locator(".deal-review").inner_text()
    assert "Deal 1 is over" in review
    assert re.search(r"Deal 1 is over: [1-7](♠|♣|♦|♥| NT), declared by \w+: (made|down)", review)
    assert "below, V-5.2" in review and "This deal for you" in review
    page.click("text=Scoresheet")
    page.wait_for_selector("h1:has-text('Vint scoresheet')")
    sheet = page.locator(".vint-rubber").first.inner_text()
    assert "Rubber 1" in sheet and "tricks ×" in sheet and "Total" in sheet
    sheet_url = page.url
    table_url = sheet_url.removesuffix("scoresheet/")
    review_url = table_url + "deals/1/"
    # The scoresheet opens the deal's review: every hand, the auction, trick by trick.
    page.click(".vint-deals a.vint-deal-link")
    page.wait_for_selector(".deal-review")
    assert page.url == review_url
    head = page.locator("#review-title").inner_text()
    assert "Deal 1 is over" in head
    assert page.locator(".review-dealt .replay-hand").count() == 4
    assert page.locator(".review-calls tbody tr").count() >= 13  # a bid, then twelve passes
    assert page.locator(".vint-deal-score").count() == 1
    assert "Trick 13 of 13" in page.locator(".replay-where").inner_text()
    assert page.locator("#new-game").count() == 1
    assert page.locator("text=Play this deal again").count() == 0
    # With the keyboard: focus the replay's "Previous" and step back with the arrow keys.
    page.focus("#replay-prev")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.includes('Trick 12 of 13')"
    )
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.includes('Trick 11 of 13')"
    )
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "() => document.querySelector('.replay-where').textContent.includes('Trick 12 of 13')"
    )
    # On a phone neither the table, the scoresheet nor the review may scroll sideways.
    for width in (320, 390):
        page.set_viewport_size({"width": width, "height": 844 if width == 390 else 800})
        for url in (table_url, sheet_url, review_url):
            page.goto(url)
            wide = page.evaluate(WIDEST, width)
            assert page.evaluate("document.documentElement.scrollWidth") <= width, (url, wide)
    # The review on a phone (390 × 844), for a person to look at.
    page.goto(review_url)
    page.screenshot(path=os.environ.get("VINT_SHOT", "/tmp/vint-review-390.png"), full_page=True)
    page.goto(sheet_url)
    page.screenshot(path="/tmp/vint-sheet-390.png", full_page=True)
    # "New rubber" from the review starts a fresh match.
    page.goto(review_url)
    page.click("#new-game")
    page.wait_for_selector("#table")
    assert page.url != table_url and "Vint · rubber 1 of 1 · game 1 · deal 1" in page.inner_text(
        "#table h1"
    )
