"""A student's screens on a phone (390 × 844), in Chromium: joining a class with its code,
the assignment page, and the same page with their own results and the class's after the due
date. None scrolls sideways, and the keyboard reaches each screen's main button with its
focus ring showing. Screenshots go to $COURSES_SHOTS (/tmp/courses-phone-shots)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from django.test import Client
from django.utils import timezone

from courses.models import Assignment, Classroom, Item, Work
from tests.conftest import load_course
from tests.web.courses.helpers import do_drills, due_text, master_lesson
from tests.web.factories import PASSWORD, UserFactory
from tests.web.play import helpers as play

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FIXTURE_CONTENT = "tests/web/fixtures/content"
SHOTS = Path(os.environ.get("COURSES_SHOTS", "/tmp/courses-phone-shots"))
PHONE = {"width": 390, "height": 844}


def client_for(username: str) -> Client:
    client = Client()
    r = client.post("/accounts/login/", {"username": username, "password": PASSWORD})
    assert r.status_code == 302
    return client


def shot(page, name: str, full_page: bool = True) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    # Transitions run to their end first (a focus ring fades in).
    page.screenshot(path=str(SHOTS / name), full_page=full_page, animations="disabled")


def assert_fits(page, where: str) -> None:
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], f"{where} scrolls sideways: {width}px"


def assert_table_fits(page, selector: str) -> None:
    """The table needs no scrolling of its own box either (no column hidden off to a side)."""
    widths = page.locator(selector).evaluate(
        "t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], f"{selector} scrolls in its box: {widths}"


def tab_to(page, selector: str, limit: int = 60) -> None:
    """Press Tab from the top of the page until ``selector`` has the focus, and check that
    the focus shows (a ring: Bootstrap's box-shadow, or an outline)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.evaluate("window.scrollTo(0, 0)")
    target = page.locator(selector).first
    for _ in range(limit):
        page.keyboard.press("Tab")
        if target.evaluate("el => el === document.activeElement"):
            break
    else:
        pytest.fail(f"Tab never reached {selector}")
    ring = target.evaluate(
        """el => {
            const s = getComputedStyle(el);
            return {
                visible: el.matches(':focus-visible'),
                shadow: s.boxShadow,
                outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
            };
        }"""
    )
    assert ring["visible"], f"{selector}: no :focus-visible after Tab"
    assert ring["outline"] or (ring["shadow"] and ring["shadow"] != "none"), (selector, ring)
    # On screen, not under the fold or off to a side.
    box = target.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]


def test_a_students_screens_fit_a_phone_and_a_keyboard(live_server, chromium):
    load_course(FIXTURE_CONTENT)
    base = live_server.url
    UserFactory(username="teacher")
    UserFactory(username="anna-maria-kristiina")
    UserFactory(username="bo")
    teacher = client_for("teacher")
    teacher.post("/courses/classes/new/", {"name": "Skruuvi course, autumn 2025 (Tuesdays)"})
    classroom = Classroom.objects.get()
    teacher.post(
        f"/courses/classes/{classroom.pk}/assignments/new/",
        {
            "title": "Week 1: kitty packets and the first duplicate deals",
            "due": due_text(),
            "instructions": "Read the lesson first, then the drills; play the deals last.",
            "lessons": ["beta"],
            "drill_theme": "C-1.1",
            "deal_table": "four",
            "deal_count": "2",
        },
    )
    assignment = Assignment.objects.get()
    code = classroom.join_code
    teacher.post("/courses/classes/new/", {"name": "Skruuvi course, autumn 2024"})
    last_year = Classroom.objects.get(name__endswith="2024")
    teacher.post(f"/courses/classes/{last_year.pk}/archive/", {"archived": "1"})

    context = chromium.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        page.goto(base + "/accounts/login/")
        page.fill("input[name=username]", "anna-maria-kristiina")
        page.fill("input[name=password]", PASSWORD)
        page.click("main button[type=submit]")
        page.wait_for_url(base + "/")

        # 1. The code, typed on the classes page; the keyboard takes it to the class. Last
        # year's code first: that class is archived, and the page says so.
        page.goto(base + "/courses/")
        assert_fits(page, "/courses/")
        shot(page, "1-classes-join.png")
        tab_to(page, "input[name=code]")
        page.keyboard.type(last_year.join_code)
        page.keyboard.press("Enter")
        page.wait_for_selector("text=This class is archived")
        assert_fits(page, "an archived class's code")
        shot(page, "1b-archived-code.png")
        tab_to(page, "input[name=code]")
        page.keyboard.press("Control+A")
        page.keyboard.type(code.lower())
        page.keyboard.press("Tab")
        find = page.locator("main button:has-text('Find the class')")
        assert find.evaluate("el => el === document.activeElement")
        page.keyboard.press("Enter")
        page.wait_for_url(f"**/courses/join/{code}/")

        # 2. The class's join page: its one button, by keyboard.
        assert_fits(page, "join page")
        shot(page, "2-join-class.png")
        join_button = "main form button[type=submit]"
        tab_to(page, join_button)
        shot(page, "2b-join-focus.png", full_page=False)
        page.keyboard.press("Enter")
        page.wait_for_selector("text=You joined")
        assert_fits(page, "/courses/ after joining")
        shot(page, "3-classes-joined.png")
        tab_to(page, f"main a[href='/courses/my/{assignment.pk}/']")

        # 3. The assignment page: what to do, the first thing to start.
        page.keyboard.press("Enter")
        page.wait_for_url(f"**/courses/my/{assignment.pk}/")
        assert_fits(page, "the assignment")
        shot(page, "4-assignment.png")
        tab_to(page, ".todo-list .btn-success")
        shot(page, "4b-assignment-focus.png", full_page=False)

        # 4. Her own results, and after the due date the class's without names.
        anna = client_for("anna-maria-kristiina")
        master_lesson(anna)
        do_drills(anna, assignment, right=7)
        deal = assignment.items.filter(kind=Item.Kind.DEAL).first()
        assert deal is not None
        anna.post(f"/courses/my/{assignment.pk}/items/{deal.pk}/start/")
        game = Work.objects.get(item=deal).game
        play.drive(anna, game, random.Random(3), until=lambda t: t.review is not None)
        Assignment.objects.filter(pk=assignment.pk).update(due=timezone.now())
        bo = client_for("bo")
        bo.post(f"/courses/join/{code}/")
        do_drills(bo, assignment, right=4)  # late
        page.goto(base + f"/courses/my/{assignment.pk}/")
        page.wait_for_selector("text=The class, without names")
        text = page.locator("main").inner_text()
        assert "7/10" in text and "bo" not in text.split() and "1 late" in text
        assert_fits(page, "the assignment with results")
        assert_table_fits(page, ".distribution")
        shot(page, "5-own-results.png")
        tab_to(page, ".todo-list .btn-success")

        # 5. The same screens in Finnish, whose words are longer.
        context.add_cookies([{"name": "django_language", "value": "fi", "url": base}])
        page.goto(base + "/courses/")
        assert page.get_attribute("html", "lang") == "fi"
        assert_fits(page, "/courses/ in Finnish")
        shot(page, "6-fi-classes.png")
        page.fill("input[name=code]", last_year.join_code)
        page.locator("main form[action='/courses/join/'] button").click()
        page.wait_for_selector("text=Tämä ryhmä on arkistoitu")
        assert_fits(page, "an archived class's code in Finnish")
        page.goto(base + f"/courses/my/{assignment.pk}/")
        assert_fits(page, "the assignment with results in Finnish")
        assert_table_fits(page, ".distribution")
        shot(page, "7-fi-own-results.png")
    finally:
        context.close()
