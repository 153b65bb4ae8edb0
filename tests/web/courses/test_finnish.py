"""The course pages in Finnish (issue 19): the teacher's class page, the assignment form and
the student's assignment speak Finnish, with none of the English headings left."""

from __future__ import annotations

import pytest
from django.test import Client

from .helpers import join, logged_in, make_assignment, make_class

pytestmark = pytest.mark.django_db


def finnish(client: Client) -> Client:
    client.cookies["django_language"] = "fi"
    return client


def test_the_teachers_class_page_and_assignment_form_in_finnish(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    make_assignment(teacher, classroom, deals=1)
    join(logged_in("anna"), classroom)
    finnish(teacher)
    html = teacher.get(f"/courses/classes/{classroom.pk}/").content.decode()
    for word in (
        "Opiskelijat liittyvät",
        "Tehtävät",
        "Uusi tehtävä",
        "Opiskelijat",
        "määräpäivä",
        "liittyi",
    ):
        assert word in html, word
    for english in (
        "Students join with",
        ">Assignments<",
        "New assignment",
        "Students <",
        "· due ",
        "joined ",
    ):
        assert english not in html, english
    form = teacher.get(f"/courses/classes/{classroom.pk}/assignments/new/").content.decode()
    for word in (
        "Opittavat oppitunnit",
        "Harjoitussarja",
        "Vertailujaot",
        "Määräpäivä",
        "Luo tehtävä",
    ):
        assert word in form, word
    for english in (
        "Lessons to master",
        "Duplicate deals",
        "Make the assignment",
        "Note to students",
    ):
        assert english not in form, english


def test_the_students_assignment_in_finnish(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, deals=1)
    anna = finnish(logged_in("anna"))
    join(anna, classroom)
    html = anna.get(f"/courses/my/{assignment.pk}/").content.decode()
    for word in (
        "Määräpäivä",
        "Opi oppitunti",
        "Avaa oppitunti",
        "Harjoituspöydässä",
        "Aloita",
        "Omat ryhmäsi",
    ):
        assert word in html, word
    for english in (
        "Due ",
        "Master the lesson",
        "Open the lesson",
        "At the practice table",
        "Your classes",
    ):
        assert english not in html, english
    index = anna.get("/courses/").content.decode()
    assert "Liity ryhmään" in index and "Join a class" not in index
