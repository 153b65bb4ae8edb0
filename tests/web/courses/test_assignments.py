"""Making assignments (/courses/classes/<pk>/assignments/new/), editing, copying to another
class and previewing them as a student."""

from __future__ import annotations

import pytest

from courses.models import Assignment, Item

from .helpers import THEME, due_text, logged_in, make_assignment, make_class

pytestmark = pytest.mark.django_db


def test_an_assignment_of_a_lesson_a_drill_set_and_deals(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    form = teacher.get(f"/courses/classes/{classroom.pk}/assignments/new/").content.decode()
    assert 'type="datetime-local"' in form and "Beta lesson" in form
    assignment = make_assignment(teacher, classroom, deals=3)
    kinds = [i.kind for i in assignment.items.all()]
    assert kinds == ["lesson", "drills", "deal", "deal", "deal"]
    drills = assignment.items.get(kind=Item.Kind.DRILLS)
    assert len(drills.drills) == 10 and len({tuple(d) for d in drills.drills}) == 10
    deals = assignment.items.filter(kind=Item.Kind.DEAL)
    assert [d.deal_number for d in deals] == [1, 2, 3] and {d.seed for d in deals} == {"duplicate7"}


def test_a_level_no_drill_of_the_theme_has_is_refused(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    data = {
        "title": "x",
        "due": due_text(),
        "drill_theme": THEME,
        "drill_level": "8",
        "deal_table": "four",
        "deal_count": "0",
    }
    r = teacher.post(f"/courses/classes/{classroom.pk}/assignments/new/", data)
    assert r.status_code == 200 and "No drill at level 8" in r.content.decode()
    assert not Assignment.objects.exists()


def test_an_empty_assignment_is_refused(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    data = {"title": "x", "due": due_text(), "deal_table": "four", "deal_count": "0"}
    r = teacher.post(f"/courses/classes/{classroom.pk}/assignments/new/", data)
    assert "Choose at least" in r.content.decode() and not Assignment.objects.exists()


def test_copy_to_next_years_class_keeps_the_same_drills_and_deals(fixture_content):
    teacher = logged_in("teacher")
    this_year = make_class(teacher, "2025")
    next_year = make_class(teacher, "2026")
    assignment = make_assignment(teacher, this_year, deals=2)
    r = teacher.post(
        f"/courses/assignments/{assignment.pk}/copy/",
        {"classroom": next_year.pk, "due": due_text(300)},
    )
    assert r.status_code == 302
    copy = Assignment.objects.get(classroom=next_year)
    fields = ("kind", "title", "lesson_slug", "theme", "drills", "table", "seed", "deal_number")
    assert list(copy.items.values_list(*fields)) == list(assignment.items.values_list(*fields))
    assert copy.due > assignment.due and assignment.items.count() == 4


def test_preview_shows_the_students_page_with_inert_buttons(fixture_content):
    teacher = logged_in("teacher")
    assignment = make_assignment(teacher, make_class(teacher), deals=1)
    html = teacher.get(f"/courses/assignments/{assignment.pk}/preview/").content.decode()
    assert "Preview: this is what your students see" in html
    assert "Master the lesson “Beta lesson”" in html and "Ten drills on C-1.1" in html
    assert "/items/" not in html  # nothing to start from the preview


def test_editing_changes_the_due_date_and_not_the_items(fixture_content):
    teacher = logged_in("teacher")
    assignment = make_assignment(teacher, make_class(teacher), deals=1)
    items = list(assignment.items.values_list("pk", "drills"))
    r = teacher.post(
        f"/courses/assignments/{assignment.pk}/edit/",
        {"title": "Week one", "due": due_text(14), "instructions": ""},
    )
    assert r.status_code == 302
    assignment.refresh_from_db()
    assert assignment.title == "Week one"
    assert list(assignment.items.values_list("pk", "drills")) == items
