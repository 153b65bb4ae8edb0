"""A learner steps through an example deal in a lesson, in Chromium."""

import re

import pytest

from tests.conftest import load_course

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_step_through_an_example_deal_in_a_lesson(live_server, page):
    load_course()
    page.goto(live_server.url + "/lessons/cross-ruff-and-tail-ruff/")
    replay = page.locator("section.replay").first
    replay.wait_for()
    assert "Step 0 of" in replay.inner_text()
    page.evaluate("window.__marker = 'no reload'")
    next_button = replay.locator('[data-replay="next"]')
    for step in range(1, 6):
        page.locator('section.replay [data-replay="next"]').first.click()
        page.wait_for_selector(f"section.replay :text('Step {step} of')")
    text = page.locator("section.replay").first.inner_text()
    assert re.search(r"(bids|passes)", text)
    page.locator('section.replay [data-replay="prev"]').first.click()
    page.wait_for_selector("section.replay :text('Step 4 of')")
    # The pressed control keeps keyboard focus across the swap, so the arrow keys go on
    # working without a click or a Tab.
    assert page.evaluate("document.activeElement.dataset.replay") == "prev"
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("section.replay :text('Step 5 of')")
    assert page.evaluate("window.__marker") == "no reload"
    del next_button


def test_glossary_term_explains_itself_on_focus(live_server, page):
    load_course()
    # The lesson's questions arrive by htmx after the page. Hold them back until the term
    # is open, so their swaps always land while the learner is reading: an explanation
    # elsewhere on the page must stay open through them.
    held = []
    page.route("**/questions/*/", lambda route: held.append(route))
    page.goto(live_server.url + "/lessons/kitty-packets/")
    term = page.locator("button.gloss").first
    term.focus()
    page.wait_for_selector(".popover")
    assert held, "the lesson loads no question to hold back"
    for route in held:
        route.continue_()
    page.wait_for_selector(".lesson-question section.question")
    # A function, not a bare expression: a polled string predicate needs eval, which the
    # site's CSP refuses.
    page.wait_for_function("() => !document.querySelector('.lesson-question .htmx-request')")
    page.wait_for_timeout(300)
    assert len(page.locator(".popover").inner_text()) > 20
