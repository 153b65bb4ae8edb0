"""/courses/my/<pk>/: the student's assignment, their own progress, and after the due date
the class's results without names; /courses/classes/<pk>/students/<m>/: weakest themes."""

from __future__ import annotations

import pytest
from django.utils import timezone

from courses.models import Assignment, Item, Membership
from drills.models import DrillSet

from .helpers import do_drills, join, logged_in, make_assignment, make_class, master_lesson

pytestmark = pytest.mark.django_db


@pytest.fixture
def course(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, deals=0)
    anna, bo = logged_in("anna"), logged_in("zebulon")
    join(anna, classroom)
    join(bo, classroom)
    return teacher, classroom, assignment, anna, bo


def test_the_student_sees_the_list_and_their_progress(course):
    _t, _c, assignment, anna, _bo = course
    html = anna.get(f"/courses/my/{assignment.pk}/").content.decode()
    assert "Master the lesson “Beta lesson”" in html and 'href="/lessons/beta/"' in html
    assert "After the due date" in html
    master_lesson(anna)
    do_drills(anna, assignment, right=7)
    html = anna.get(f"/courses/my/{assignment.pk}/").content.decode()
    assert html.count("✓ done") == 2 and "7/10" in html and "See the score" in html


def test_the_same_ten_drills_for_every_student(course):
    _t, _c, assignment, anna, bo = course
    item = assignment.items.get(kind=Item.Kind.DRILLS)
    a = anna.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
    b = bo.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
    # Each student has their own set (its pk in ?set=), and the same first drill.
    first_a = anna.get(a["Location"])["Location"]
    first_b = bo.get(b["Location"])["Location"]
    assert first_a.split("?")[0] == first_b.split("?")[0]
    assert a["Location"] != b["Location"]
    sets = [DrillSet.objects.get(pk=int(x["Location"].rstrip("/").split("/")[-1])) for x in (a, b)]
    assert sets[0].items == sets[1].items == [list(d) for d in item.drills]
    kind, key = item.drills[0]
    assert f"/drills/{kind}/{key}/" in anna.get(a["Location"])["Location"]


def test_after_the_due_date_the_class_distribution_has_no_names(course):
    _t, _c, assignment, anna, bo = course
    do_drills(anna, assignment, right=4)
    do_drills(bo, assignment, right=9)
    Assignment.objects.filter(pk=assignment.pk).update(due=timezone.now())
    html = anna.get(f"/courses/my/{assignment.pk}/").content.decode()
    part = html.split("The class, without names")[1]
    assert "4, 9" in part and "2/2" in part and "zebulon" not in html


def test_the_teacher_sees_a_students_weakest_themes(course):
    teacher, classroom, assignment, anna, _bo = course
    do_drills(anna, assignment, right=0)
    member = Membership.objects.get(learner__user__username="anna")
    html = teacher.get(f"/courses/classes/{classroom.pk}/students/{member.pk}/").content.decode()
    assert "Weakest themes" in html and "C-1.1" in html and "0/10" in html
