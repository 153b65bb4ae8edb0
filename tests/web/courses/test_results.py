"""/courses/assignments/<pk>/ (the results table), its CSV and JSON: what each student did,
sortable, with late work marked."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.utils import timezone

from courses.models import Assignment

from .helpers import do_drills, join, logged_in, make_assignment, make_class, master_lesson

pytestmark = pytest.mark.django_db


@pytest.fixture
def course(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, deals=0)
    anna, bo = logged_in("anna"), logged_in("bo")
    join(anna, classroom)
    join(bo, classroom)
    return teacher, assignment, anna, bo


def test_the_table_shows_what_each_student_did_and_who_was_late(course):
    teacher, assignment, anna, bo = course
    master_lesson(anna)
    do_drills(anna, assignment, right=10)
    # The due date passes (now: Anna is done); Bo does the drill set after it, half right.
    Assignment.objects.filter(pk=assignment.pk).update(due=timezone.now())
    do_drills(bo, assignment, right=5)
    html = teacher.get(f"/courses/assignments/{assignment.pk}/").content.decode()
    anna_row = html.split('data-student="anna"')[1].split("</tr>")[0]
    bo_row = html.split('data-student="bo"')[1].split("</tr>")[0]
    assert anna_row.count("✓ done") == 2 and "late" not in anna_row and "10/10" in anna_row
    assert "2/2" in anna_row  # both lesson questions right
    assert bo_row.count("✓ done") == 1 and "5/10" in bo_row and "late" in bo_row
    assert "10 attempts" in bo_row  # ten drills answered


def test_csv_and_json_have_the_same_records_as_the_table(course):
    teacher, assignment, anna, bo = course
    master_lesson(anna)
    Assignment.objects.filter(pk=assignment.pk).update(due=timezone.now())
    do_drills(bo, assignment, right=3)
    r = teacher.get(f"/courses/assignments/{assignment.pk}/results.csv")
    assert r["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(r.content.decode())))
    by = {(row["student"], row["kind"]): row for row in rows}
    assert len(rows) == 4  # two students × two items
    assert by[("anna", "lesson")]["done"] == "True" and by[("anna", "lesson")]["late"] == "False"
    assert by[("anna", "lesson")]["score"] == "2.0" and by[("anna", "lesson")]["max_score"] == "2.0"
    assert by[("bo", "drills")]["done"] == "True" and by[("bo", "drills")]["late"] == "True"
    assert by[("bo", "drills")]["score"] == "3.0" and by[("bo", "drills")]["attempts"] == "10"
    assert by[("bo", "lesson")]["done"] == "False"
    data = json.loads(teacher.get(f"/courses/assignments/{assignment.pk}/results.json").content)
    assert data["assignment"]["title"] == "Week 1"
    from_json = [{k: str(v) for k, v in r.items() if v not in (None, "")} for r in data["results"]]
    assert from_json == [{k: v for k, v in row.items() if v != ""} for row in rows]


def test_sorting_by_an_items_score_and_back(course):
    teacher, assignment, anna, bo = course
    do_drills(anna, assignment, right=2)
    do_drills(bo, assignment, right=8)
    drills = assignment.items.get(kind="drills")
    url = f"/courses/assignments/{assignment.pk}/"
    html = teacher.get(url + f"?sort=item-{drills.pk}&dir=desc").content.decode()
    assert html.index('data-student="bo"') < html.index('data-student="anna"')
    assert 'aria-sort="descending"' in html
    html = teacher.get(url + f"?sort=item-{drills.pk}&dir=asc").content.decode()
    assert html.index('data-student="anna"') < html.index('data-student="bo"')
    html = teacher.get(url + "?sort=name&dir=desc").content.decode()
    assert html.index('data-student="bo"') < html.index('data-student="anna"')
    # An unknown sort is the default one, not an error.
    assert teacher.get(url + "?sort=item-999999&dir=up").status_code == 200


def test_the_headings_are_links_a_keyboard_reaches(course):
    teacher, assignment, _anna, _bo = course
    html = teacher.get(f"/courses/assignments/{assignment.pk}/").content.decode()
    head = html.split("<thead>")[1].split("</thead>")[0]
    assert head.count("<a href=") == head.count("<th ")
