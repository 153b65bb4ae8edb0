"""No page makes a phone scroll sideways: the widest element fits the screen at 320 and
390 pixels (tables may scroll inside their own box, the page itself may not)."""

import pytest

from tests.conftest import load_course

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAGES = [
    "/",
    "/tour/",
    "/lessons/",
    "/lessons/glossary/",
    "/lessons/kitty-packets/",
    "/lessons/cross-ruff-and-tail-ruff/",
    "/lessons/nutshell/",
    "/drills/",
    "/drills/bid/",
    "/drills/read-packet/",
    "/drills/build-packet/",
    "/drills/lead/",
    "/drills/score/",
    "/drills/progress/",
    "/play/",
    "/accounts/login/",
    "/accounts/signup/",
]


@pytest.mark.parametrize("width", [320, 390])
def test_no_page_scrolls_sideways_on_a_phone(live_server, chromium, width):
    load_course()
    context = chromium.new_context(viewport={"width": width, "height": 800}, is_mobile=True)
    page = context.new_page()
    too_wide = {}
    for path in PAGES:
        page.goto(live_server.url + path)
        scroll_width = page.evaluate("document.documentElement.scrollWidth")
        if scroll_width > width:
            too_wide[path] = scroll_width
    context.close()
    assert too_wide == {}
