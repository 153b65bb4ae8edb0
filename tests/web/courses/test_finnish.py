"""The course pages in Finnish (issue 19): the teacher's class page, the assignment form and
the student's assignment speak Finnish, with none of the English headings left."""

from __future__ import annotations

import re

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
        "Alkupelit · Beeta-oppitunti",  # a lesson with a Finnish version, in Finnish
        "Rohkaisu (C-4.5)",  # drill themes by name, in Finnish
    ):
        assert word in form, word
    for english in (
        "Lessons to master",
        "Duplicate deals",
        "Make the assignment",
        "Note to students",
        "Beta lesson",
        "Exchange of Cards",  # the Handbook's English section names are not the themes' names
        "kitty · ",
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


def test_renaming_and_archiving_in_finnish(fixture_content):
    teacher = finnish(logged_in("teacher"))
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=1)
    page = teacher.get(f"/courses/classes/{classroom.pk}/").content.decode()
    assert "Nimeä uudelleen" in page and "Arkistoi" in page
    assert ">Rename<" not in page and ">Archive<" not in page
    form = teacher.get(f"/courses/classes/{classroom.pk}/edit/").content.decode()
    assert "Nimeä ryhmä uudelleen" in form and "Rename the class" not in form
    r = teacher.post(f"/courses/classes/{classroom.pk}/archive/", {"archived": "1"}, follow=True)
    html = r.content.decode()
    assert "on arkistoitu" in html and "Arkistoidut (1)" in html
    assert "is archived" not in html and "Archived (" not in html
    page = teacher.get(f"/courses/classes/{classroom.pk}/").content.decode()
    assert "Arkistoitu " in page and "Palauta arkistosta" in page and "Unarchive" not in page
    # The bots' par, worked out when the assignment was made, in Finnish.
    deals = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    assert assignment.items.get().par["outcome_fi"] in deals
    anna = finnish(logged_in("anna"))
    r = anna.post("/courses/join/", {"code": classroom.join_code})
    html = r.content.decode()
    assert "Tämä ryhmä on arkistoitu" in html and "This class is archived" not in html
    html = anna.get(f"/courses/join/{classroom.join_code}/").content.decode()
    assert "Tämä ryhmä on arkistoitu" in html and "This class is archived" not in html


def test_a_finnish_teachers_and_students_pages_leave_no_english(fixture_content):
    """Every course page a teacher and a student open, with the class and the assignment made
    in Finnish: no English word of the catalogues left (Django 6's "- Select an option -" of
    the copy form's class list was, until the project's catalogue carried it)."""
    from tests.browser.test_i18n_browser import english_left
    from tests.web.site.test_finnish_tables import visible

    from .helpers import due_text

    teacher = finnish(logged_in("opettaja"))
    student = finnish(logged_in("anna"))
    classroom = make_class(teacher, "Syyskurssi")
    r = teacher.post(
        f"/courses/classes/{classroom.pk}/assignments/new/",
        {
            "title": "Viikko 1",
            "due": due_text(7),
            "instructions": "Lue, harjoittele, pelaa.",
            "lessons": ["beta"],
            "drill_theme": "C-1.1",
            "drill_level": "",
            "deal_table": "four",
            "deal_count": "1",
            "deal_seed": "kaksoisjako",
        },
    )
    assert r.status_code == 302, r.content.decode()[:2000]
    assignment = classroom.assignments.get()
    join(student, classroom)
    pages = {
        teacher: [
            "/courses/",
            f"/courses/classes/{classroom.pk}/",
            f"/courses/classes/{classroom.pk}/edit/",
            f"/courses/assignments/{assignment.pk}/",
            f"/courses/assignments/{assignment.pk}/deals/",
            f"/courses/assignments/{assignment.pk}/edit/",
            f"/courses/assignments/{assignment.pk}/copy/",
            f"/courses/assignments/{assignment.pk}/preview/",
            "/courses/classes/new/",
        ],
        student: ["/courses/", f"/courses/my/{assignment.pk}/", "/courses/join/"],
    }
    left = {}
    for client, urls in pages.items():
        for url in urls:
            response = client.get(url)
            assert response.status_code == 200, url
            # the join link is an address, not words
            text = re.sub(r"\S*/courses/\S*", " ", visible(response.content.decode()))
            words = english_left(text)
            if words:
                left[url] = words
    assert left == {}
