"""A teacher's evening and two students, in Chromium: the teacher makes a class and an
assignment (a lesson, ten drills, a duplicate deal); two students join by the link (one
signs up from it); both do the work, one after the due date; the results table, the CSV and
the duplicate-deal comparison show what they did. The pages fit a phone."""

from __future__ import annotations

import csv
import io
import os
import random
from pathlib import Path

import pytest
from django.test import Client
from django.utils import timezone

from courses.models import Assignment, Classroom, Item, Work
from tests.conftest import load_course
from tests.web.courses.helpers import do_drills, master_lesson
from tests.web.factories import PASSWORD, UserFactory
from tests.web.play import helpers as play

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FIXTURE_CONTENT = "tests/web/fixtures/content"
SHOTS = Path(os.environ.get("COURSES_SHOTS", "/tmp/courses-teacher-shots"))


def log_in(page, base, username):
    page.goto(base + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url(base + "/")


def client_for(username):
    client = Client()
    r = client.post("/accounts/login/", {"username": username, "password": PASSWORD})
    assert r.status_code == 302
    return client


def finish_deal(username, assignment):
    """The student goes on at the table they opened in the browser until the deal is over
    (through the same views the table's buttons post to)."""
    item = assignment.items.get(kind=Item.Kind.DEAL)
    game = Work.objects.get(item=item, learner__user__username=username).game
    client = client_for(username)
    play.drive(client, game, random.Random(username), until=lambda t: t.review is not None)


def test_a_teacher_sets_work_and_sees_what_two_students_did(live_server, chromium):
    load_course(FIXTURE_CONTENT)
    base = live_server.url
    UserFactory(username="teacher")
    UserFactory(username="anna")
    contexts = [chromium.new_context(viewport={"width": 1280, "height": 900}) for _ in range(3)]
    teacher, anna, guest = (c.new_page() for c in contexts)
    for p in (teacher, anna, guest):
        p.set_default_timeout(20_000)

    # The teacher: a class, then an assignment, by keyboard-friendly forms.
    log_in(teacher, base, "teacher")
    teacher.goto(base + "/courses/")
    teacher.click("text=New class")
    teacher.fill("input[name=name]", "Autumn course")
    teacher.click("text=Make the class")
    teacher.wait_for_selector("h1:has-text('Autumn course')")
    code = teacher.locator(".join-code").inner_text().strip()
    teacher.click("text=New assignment")
    teacher.fill("input[name=title]", "Week 1")
    teacher.check("input[name=lessons][value=beta]")
    teacher.select_option("select[name=drill_theme]", "C-1.1")
    teacher.select_option("select[name=deal_count]", "1")
    teacher.click("text=Make the assignment")
    teacher.wait_for_selector("h1:has-text('Week 1')")
    assignment = Assignment.objects.get()
    teacher.click("text=Preview as a student")
    teacher.wait_for_selector("text=Preview: this is what your students see")
    assert teacher.locator(".todo-list > li").count() == 3

    # Anna has an account: she joins by the code.
    log_in(anna, base, "anna")
    anna.goto(base + "/courses/")
    anna.fill("input[name=code]", code.lower())
    anna.click("text=Find the class")
    anna.click("text=Join Autumn course")
    anna.wait_for_selector("text=You joined Autumn course")
    # A guest follows the link, is asked to sign up first, and comes back to join.
    guest.goto(base + f"/courses/join/{code}/")
    guest.click("text=Sign up and join")
    guest.fill("input[name=username]", "bo")
    guest.fill("input[name=password1]", PASSWORD)
    guest.fill("input[name=password2]", PASSWORD)
    guest.click("main button[type=submit]")
    guest.click("text=Join Autumn course")
    guest.wait_for_selector("text=You joined Autumn course")

    # Anna does everything before the due date: she opens the deal from her list.
    anna.click("text=Week 1")
    anna.locator("[data-item] form button").last.click()
    anna.wait_for_selector("#table")
    master_lesson(client_for("anna"))
    do_drills(client_for("anna"), assignment, right=10)
    finish_deal("anna", assignment)
    # The due date passes; then Bo does the drills (half right) and the deal: late.
    Assignment.objects.filter(pk=assignment.pk).update(due=timezone.now())
    guest.goto(base + f"/courses/my/{assignment.pk}/")
    guest.locator("[data-item] form button").last.click()
    guest.wait_for_selector("#table")
    do_drills(client_for("bo"), assignment, right=5)
    finish_deal("bo", assignment)
    guest.goto(base + f"/courses/my/{assignment.pk}/")
    assert "The class, without names" in guest.locator("main").inner_text()

    # The teacher's table: sorted by the drill score, best first, by keyboard.
    teacher.goto(base + f"/courses/assignments/{assignment.pk}/")
    drills = assignment.items.get(kind=Item.Kind.DRILLS)
    link = teacher.locator(f"thead a[href*='item-{drills.pk}']")
    link.focus()
    teacher.keyboard.press("Enter")
    teacher.wait_for_url(f"**sort=item-{drills.pk}**")
    rows = teacher.locator("#results tbody tr")
    assert rows.nth(0).get_attribute("data-student") == "anna"
    anna_row = rows.nth(0).inner_text()
    bo_row = rows.nth(1).inner_text()
    assert anna_row.count("✓ done") == 3 and "10/10" in anna_row and "late" not in anna_row
    assert bo_row.count("✓ done") == 2 and "5/10" in bo_row and bo_row.count("late") == 2
    assert "2/2" in anna_row  # the lesson's two questions

    # The CSV says the same.
    response = teacher.request.get(base + f"/courses/assignments/{assignment.pk}/results.csv")
    records = list(csv.DictReader(io.StringIO(response.text())))
    got = {(r["student"], r["kind"]): (r["done"], r["score"], r["late"]) for r in records}
    anna_deal = next(r for r in records if r["student"] == "anna" and r["kind"] == "deal")
    assert got[("anna", "lesson")] == ("True", "2.0", "False")
    assert got[("anna", "drills")] == ("True", "10.0", "False")
    assert got[("bo", "lesson")][0] == "False"
    assert got[("bo", "drills")] == ("True", "5.0", "True")
    assert got[("bo", "deal")][0] == "True" and got[("bo", "deal")][2] == "True"
    assert anna_deal["outcome"] and anna_deal["late"] == "False"

    # The duplicate deal: both students on the same deal, beside the bots' par.
    teacher.click("text=Duplicate deals")
    section = teacher.locator(".deal-compare").first
    assert section.locator("tr.par-row").count() == 1
    assert section.locator("[data-student=anna]").count() == 1
    assert section.locator("[data-student=bo]").count() == 1
    assert anna_deal["outcome"] in section.inner_text()
    section.locator("[data-student=bo] a").click()
    teacher.wait_for_selector(".deal-review")
    assert Classroom.objects.count() == 1
    for c in contexts:
        c.close()


PHONE_PAGES = [
    "/courses/",
    "/courses/classes/{c}/",
    "/courses/classes/{c}/edit/",
    "/courses/classes/{old}/",
    "/courses/classes/{c}/assignments/new/",
    "/courses/assignments/{a}/",
    "/courses/assignments/{a}/preview/",
    "/courses/assignments/{a}/copy/",
    "/courses/assignments/{a}/deals/",
]


def test_the_teachers_pages_fit_a_phone(live_server, chromium):
    load_course(FIXTURE_CONTENT)
    UserFactory(username="teacher")
    classroom = Classroom.objects.create(
        teacher=UserFactory(username="someone"), name="unused"
    )  # another teacher's: never shown
    client = client_for("teacher")
    client.post("/courses/classes/new/", {"name": "A class with a rather long name, 2025"})
    classroom = Classroom.objects.get(teacher__username="teacher")
    due = timezone.localtime(timezone.now()).strftime("%Y-%m-%dT%H:%M")
    client.post(
        f"/courses/classes/{classroom.pk}/assignments/new/",
        {
            "title": "Week 1",
            "due": due,
            "lessons": ["beta"],
            "drill_theme": "C-1.1",
            "deal_table": "four",
            "deal_count": "3",
        },
    )
    assignment = Assignment.objects.get()
    # Last year's class, archived: under "Archived" on /courses/, with its own page.
    client.post("/courses/classes/new/", {"name": "Last year's class"})
    old = Classroom.objects.get(name="Last year's class")
    client.post(f"/courses/classes/{old.pk}/archive/", {"archived": "1"})
    context = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    log_in(page, live_server.url, "teacher")
    too_wide = {}
    for path in PHONE_PAGES:
        page.goto(live_server.url + path.format(c=classroom.pk, a=assignment.pk, old=old.pk))
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 390:
            too_wide[path] = width
        SHOTS.mkdir(parents=True, exist_ok=True)
        name = path.strip("/").replace("/", "-").replace("{", "").replace("}", "") or "index"
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True, animations="disabled")
    context.close()
    assert too_wide == {}


def test_the_assignment_form_says_it_is_at_work_and_is_sent_once(live_server, chromium):
    """Making an assignment takes a moment (the bots play each deal for its par): once sent,
    the form says so and a second press sends nothing more."""
    load_course(FIXTURE_CONTENT)
    UserFactory(username="teacher")
    client_for("teacher").post("/courses/classes/new/", {"name": "Autumn course"})
    classroom = Classroom.objects.get()
    context = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    log_in(page, live_server.url, "teacher")
    page.goto(live_server.url + f"/courses/classes/{classroom.pk}/assignments/new/")
    status = page.locator("[data-busy-status]")
    assert not status.is_visible()
    # Hold every submission here (a listener after the page's own), to look at the form.
    page.evaluate(
        """() => {
            window.sent = 0;
            window.addEventListener("submit", e => {
                if (!e.defaultPrevented) window.sent += 1;
                e.preventDefault();
            });
        }"""
    )
    page.fill("input[name=title]", "Week 1")
    page.select_option("select[name=deal_count]", "2")
    page.click("text=Make the assignment")
    assert status.is_visible() and "bots play" in status.inner_text()
    assert page.get_attribute("form.assignment-form", "aria-busy") == "true"
    page.click("text=Make the assignment")
    assert page.evaluate("window.sent") == 1
    context.close()
