"""Every boundary: a teacher sees only their own classes, a student only their own results;
another user's ids in URLs and forms give a 404 and change nothing."""

from __future__ import annotations

import pytest
from django.test import Client

from courses.models import Assignment, Classroom, Item, Membership, Work

from .helpers import due_text, join, logged_in, make_assignment, make_class, play_deals

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, deals=1)
    student = logged_in("anna")
    join(student, classroom)
    other_teacher = logged_in("mallory")
    other_class = make_class(other_teacher, "Mallory's class")
    outsider = logged_in("eve")  # in no class
    return {
        "teacher": teacher,
        "classroom": classroom,
        "assignment": assignment,
        "student": student,
        "other_teacher": other_teacher,
        "other_class": other_class,
        "outsider": outsider,
    }


def teacher_gets(w):
    c, a = w["classroom"], w["assignment"]
    member = Membership.objects.get(classroom=c).pk
    return [
        f"/courses/classes/{c.pk}/",
        f"/courses/classes/{c.pk}/edit/",
        f"/courses/classes/{c.pk}/assignments/new/",
        f"/courses/classes/{c.pk}/students/{member}/",
        f"/courses/assignments/{a.pk}/",
        f"/courses/assignments/{a.pk}/results.csv",
        f"/courses/assignments/{a.pk}/results.json",
        f"/courses/assignments/{a.pk}/deals/",
        f"/courses/assignments/{a.pk}/edit/",
        f"/courses/assignments/{a.pk}/copy/",
        f"/courses/assignments/{a.pk}/preview/",
    ]


@pytest.mark.parametrize("who", ["other_teacher", "student", "outsider"])
def test_nobody_but_the_teacher_sees_the_teachers_pages(world, who):
    client = world[who]
    for url in teacher_gets(world):
        assert client.get(url).status_code == 404, url
    for url in teacher_gets(world):
        assert world["teacher"].get(url).status_code == 200, url


def test_anonymous_visitors_are_sent_to_log_in(world):
    for url in teacher_gets(world):
        r = Client().get(url)
        assert r.status_code == 302 and "/accounts/login/" in r["Location"], url


def test_posts_with_another_teachers_ids_change_nothing(world):
    c, a, mallory = world["classroom"], world["assignment"], world["other_teacher"]
    member = Membership.objects.get(classroom=c)
    before = (Assignment.objects.count(), Item.objects.count(), Membership.objects.count())
    data = {"title": "Hijack", "due": due_text(), "deal_count": "1", "deal_table": "four"}
    assert mallory.post(f"/courses/classes/{c.pk}/assignments/new/", data).status_code == 404
    assert mallory.post(f"/courses/assignments/{a.pk}/edit/", data).status_code == 404
    assert mallory.post(f"/courses/assignments/{a.pk}/delete/").status_code == 404
    r = mallory.post(f"/courses/classes/{c.pk}/students/{member.pk}/remove/")
    assert r.status_code == 404
    assert mallory.post(f"/courses/classes/{c.pk}/edit/", {"name": "Hijack"}).status_code == 404
    assert mallory.post(f"/courses/classes/{c.pk}/archive/", {"archived": "1"}).status_code == 404
    after = (Assignment.objects.count(), Item.objects.count(), Membership.objects.count())
    assert before == after
    a.refresh_from_db()
    c.refresh_from_db()
    assert a.title == "Week 1"
    assert c.name == "Autumn course" and c.archived is None


def test_copying_into_another_teachers_class_is_refused(world):
    teacher, a, other = world["teacher"], world["assignment"], world["other_class"]
    count = Assignment.objects.count()
    r = teacher.post(
        f"/courses/assignments/{a.pk}/copy/", {"classroom": other.pk, "due": due_text()}
    )
    assert r.status_code == 200 and "Select a valid choice" in r.content.decode()
    assert Assignment.objects.count() == count
    assert not Assignment.objects.filter(classroom=other).exists()


def test_a_student_of_another_class_cannot_see_or_start_the_assignment(world):
    a, outsider = world["assignment"], world["outsider"]
    item = a.items.filter(kind=Item.Kind.DEAL).get()
    assert outsider.get(f"/courses/my/{a.pk}/").status_code == 404
    assert outsider.post(f"/courses/my/{a.pk}/items/{item.pk}/start/").status_code == 404
    assert not Work.objects.exists()
    assert Client().get(f"/courses/my/{a.pk}/").status_code == 302  # log in first


def test_a_student_cannot_start_an_item_of_another_assignment(world):
    student, mallory, other = world["student"], world["other_teacher"], world["other_class"]
    foreign = make_assignment(mallory, other, deals=1)
    item = foreign.items.filter(kind=Item.Kind.DEAL).get()
    a = world["assignment"]
    assert student.post(f"/courses/my/{a.pk}/items/{item.pk}/start/").status_code == 404
    assert not Work.objects.exists()


def test_a_student_sees_only_their_own_results_until_the_due_date(world):
    a, student = world["assignment"], world["student"]
    bo = logged_in("zebulon")
    join(bo, world["classroom"])
    play_deals(bo, a)
    html = student.get(f"/courses/my/{a.pk}/").content.decode()
    assert "zebulon" not in html
    assert "The class, without names" not in html
    # The student's own review is their own game; Bo's game is not theirs to open.
    bo_game = Work.objects.get(learner__user__username="zebulon").game
    assert student.get(f"/play/{bo_game.pk}/deals/1/").status_code == 404


def test_the_teacher_is_not_a_student_of_their_own_class(world):
    teacher, c, a = world["teacher"], world["classroom"], world["assignment"]
    r = teacher.post(f"/courses/join/{c.join_code}/")
    assert r.status_code == 302
    assert not Membership.objects.filter(learner__user__username="teacher").exists()
    assert teacher.get(f"/courses/my/{a.pk}/").status_code == 404


def test_the_admin_is_for_staff_only(world):
    r = world["teacher"].get("/admin/courses/classroom/")
    assert r.status_code == 302 and "/admin/login/" in r["Location"]
    assert Classroom.objects.count() == 2
