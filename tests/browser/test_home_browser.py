"""The home page in a real browser: it renders, navigation works, htmx swaps content."""

import re

import pytest

from tests.browser.menu import open_phone_menu

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_navigation_and_htmx_swap(live_server, page):
    page.goto(live_server.url + "/")
    assert page.title() == "Skruuvi Academy"
    assert page.locator("h1").first.inner_text() == "Skruuvi Academy"

    # htmx: "Next step" swaps the tour card without loading a new page.
    page.evaluate("window.__marker = 'same page'")
    page.click("#tour-next")
    page.wait_for_selector("text=Step 2 of 5")
    assert page.evaluate("window.__marker") == "same page"
    assert page.url == live_server.url + "/"

    # Navigation: the Drills link leads to the drills page.
    page.get_by_role("link", name="Drills", exact=True).first.click()
    page.wait_for_url(re.compile(r"/drills/$"))
    assert "Drills" in page.locator("h1").first.inner_text()


def test_home_on_a_phone_has_a_working_menu(live_server, chromium):
    context = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    page.goto(live_server.url + "/")
    assert page.locator(".navbar-toggler").is_visible()
    open_phone_menu(page)
    page.get_by_role("link", name="Lessons", exact=True).first.click()
    page.wait_for_url(re.compile(r"/lessons/$"))
    context.close()
