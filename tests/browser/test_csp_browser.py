"""The Content-Security-Policy holds on every main page: Chromium reports no violation and no
console error while a learner reads, drills, plays and logs in (htmx swaps included)."""

import pytest

from tests.conftest import load_course

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(e.violatedDirective + " " + (e.blockedURI || "inline"));
});
"""


def test_no_policy_violation_or_console_error_on_the_main_pages(live_server, page):
    load_course()
    problems: list[str] = []
    page.on(
        "console",
        lambda m: problems.append(f"{page.url}: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: problems.append(f"{page.url}: {e}"))
    page.add_init_script(WATCH)

    def visit(path):
        page.goto(live_server.url + path)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("window.__violations") == [], path

    visit("/")
    page.click("#tour-next")
    page.wait_for_selector("text=Step 2 of 5")
    visit("/lessons/")
    visit("/lessons/kitty-packets/")
    page.locator("button.gloss").first.focus()
    page.wait_for_selector(".popover")
    visit("/lessons/cross-ruff-and-tail-ruff/")
    page.locator('section.replay [data-replay="next"]').first.click()
    page.wait_for_selector("section.replay :text('Step 1 of')")
    visit("/lessons/glossary/")
    visit("/drills/")
    visit("/drills/score/1-csp/")
    page.get_by_role("button", name="Hint").click()
    page.wait_for_selector("text=Hint 1.")
    page.fill("#points-input", "10")
    page.locator("#answer-form button[type=submit]").first.click()
    page.wait_for_selector("#verdict .verdict, #verdict .alert")
    visit("/drills/progress/")
    visit("/play/")
    page.locator("main form button[type=submit]").first.click()
    page.wait_for_selector("#table")
    page.wait_for_timeout(1000)  # a few bot steps (40 ms each here), swapped in by htmx
    visit("/accounts/login/")
    visit("/accounts/signup/")
    visit("/admin/login/")
    assert page.evaluate("window.__violations") == []
    assert problems == [], problems
