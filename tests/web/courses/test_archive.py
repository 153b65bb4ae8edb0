"""A teacher renames a class and archives it: an archived class leaves the main list (it is
under "Archived"), takes no new students by its code or link, and keeps its results; it can
be brought back. Nobody but its teacher can rename or archive it."""

from __future__ import annotations

import pytest
from django.test import Client

from courses.models import Classroom, Membership

from .helpers import due_text, join, logged_in, make_assignment, make_class, play_deals

pytestmark = pytest.mark.django_db


def archive(client: Client, classroom: Classroom, archived: bool = True) -> int:
    r = client.post(
        f"/courses/classes/{classroom.pk}/archive/", {"archived": "1" if archived else "0"}
    )
    return r.status_code


def teaching_list(html: str) -> str:
    """The main list of the classes one teaches, without the "Archived" section."""
    section = html.split('id="teach-title"')[1].split("</section>")[0]
    return section.split('class="archived-classes')[0]


def test_a_teacher_renames_a_class_and_keeps_its_code(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    code = classroom.join_code
    form = teacher.get(f"/courses/classes/{classroom.pk}/edit/").content.decode()
    assert "Rename the class" in form and 'value="Autumn course"' in form
    r = teacher.post(f"/courses/classes/{classroom.pk}/edit/", {"name": "Autumn course 2025"})
    assert r.status_code == 302 and r["Location"] == f"/courses/classes/{classroom.pk}/"
    classroom.refresh_from_db()
    assert classroom.name == "Autumn course 2025" and classroom.join_code == code
    html = teacher.get(r["Location"]).content.decode()
    assert "The class is now called Autumn course 2025." in html
    # An empty name is refused and changes nothing.
    r = teacher.post(f"/courses/classes/{classroom.pk}/edit/", {"name": "  "})
    assert r.status_code == 200 and "This field is required" in r.content.decode()
    classroom.refresh_from_db()
    assert classroom.name == "Autumn course 2025"


def test_an_archived_class_is_under_archived_and_comes_back(fixture_content):
    teacher = logged_in("teacher")
    old = make_class(teacher, "Course 2024")
    make_class(teacher, "Course 2025")
    page = teacher.get(f"/courses/classes/{old.pk}/").content.decode()
    form = page.split(f'action="/courses/classes/{old.pk}/archive/"')[1].split("</form>")[0]
    assert 'name="archived" value="1"' in form and ">Archive</button>" in form
    r = teacher.post(f"/courses/classes/{old.pk}/archive/", {"archived": "1"})
    assert r.status_code == 302 and r["Location"] == "/courses/"
    old.refresh_from_db()
    assert old.archived is not None
    html = teacher.get("/courses/").content.decode()
    assert "Course 2025" in teaching_list(html) and "Course 2024" not in teaching_list(html)
    archived = html.split('class="archived-classes')[1].split("</details>")[0]
    assert "Archived (1)" in archived and "Course 2024" in archived
    assert "is archived" in html  # the message after archiving
    # Its page says so and offers to bring it back; the join code is no longer shown.
    page = teacher.get(f"/courses/classes/{old.pk}/").content.decode()
    assert "Archived on" in page and "Unarchive" in page and old.join_code not in page
    form = page.split(f'action="/courses/classes/{old.pk}/archive/"')[1].split("</form>")[0]
    assert 'name="archived" value="0"' in form
    assert archive(teacher, old, archived=False) == 302
    old.refresh_from_db()
    assert old.archived is None
    html = teacher.get("/courses/").content.decode()
    assert "Course 2024" in teaching_list(html) and "archived-classes" not in html


def test_archiving_twice_keeps_the_first_date(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    archive(teacher, classroom)
    first = Classroom.objects.get().archived
    archive(teacher, classroom)
    assert Classroom.objects.get().archived == first


def test_a_bad_archive_value_is_refused(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    r = teacher.post(f"/courses/classes/{classroom.pk}/archive/", {"archived": "maybe"})
    assert r.status_code == 400
    assert teacher.get(f"/courses/classes/{classroom.pk}/archive/").status_code == 405
    assert Classroom.objects.get().archived is None


def test_students_cannot_join_an_archived_class_and_are_told_why(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    archive(teacher, classroom)
    anna = logged_in("anna")
    r = anna.post("/courses/join/", {"code": classroom.join_code})
    assert r.status_code == 200
    assert "This class is archived: it takes no new students." in r.content.decode()
    link = f"/courses/join/{classroom.join_code}/"
    html = anna.get(link).content.decode()
    assert "This class is archived" in html and "Join Autumn course</button>" not in html
    assert anna.post(link).status_code == 200
    assert not Membership.objects.exists()
    # A guest following the link is not asked to sign up for a class they cannot join.
    guest = Client().get(link).content.decode()
    assert "This class is archived" in guest and "Sign up and join" not in guest
    # Unarchived, the same code works again.
    archive(teacher, classroom, archived=False)
    assert anna.post("/courses/join/", {"code": classroom.join_code}).status_code == 302
    anna.post(link)
    assert Membership.objects.filter(classroom=classroom).count() == 1


def test_an_archived_class_keeps_its_results_for_the_teacher_and_the_students(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=1)
    anna = logged_in("anna")
    join(anna, classroom)
    play_deals(anna, assignment)
    archive(teacher, classroom)
    results = teacher.get(f"/courses/assignments/{assignment.pk}/").content.decode()
    assert 'data-student="anna"' in results and "✓ done" in results
    csv = teacher.get(f"/courses/assignments/{assignment.pk}/results.csv").content.decode()
    assert "anna" in csv
    assert teacher.get(f"/courses/assignments/{assignment.pk}/deals/").status_code == 200
    # Anna still sees her results; her class is under "Archived classes".
    mine = anna.get(f"/courses/my/{assignment.pk}/").content.decode()
    assert "✓ done" in mine
    index = anna.get("/courses/").content.decode()
    assert "Archived class (1)" in index and "Week 1" in index
    # Her class's join link tells her she was in it, and so does typing its code.
    assert (
        "You were in this class"
        in anna.get(f"/courses/join/{classroom.join_code}/").content.decode()
    )
    typed = anna.post("/courses/join/", {"code": classroom.join_code}, follow=True)
    assert "You were in this class" in typed.content.decode()


def test_assignments_are_copied_from_an_archived_class_but_not_into_one(fixture_content):
    teacher = logged_in("teacher")
    last_year = make_class(teacher, "Course 2024")
    assignment = make_assignment(teacher, last_year, lessons=(), theme="", deals=1)
    this_year = make_class(teacher, "Course 2025")
    archive(teacher, last_year)
    form = teacher.get(f"/courses/assignments/{assignment.pk}/copy/").content.decode()
    choices = form.split('name="classroom"')[1].split("</select>")[0]
    assert "Course 2025" in choices and "Course 2024" not in choices
    r = teacher.post(
        f"/courses/assignments/{assignment.pk}/copy/",
        {"classroom": this_year.pk, "due": due_text()},
    )
    assert r.status_code == 302
    r = teacher.post(
        f"/courses/assignments/{assignment.pk}/copy/",
        {"classroom": last_year.pk, "due": due_text()},
    )
    assert r.status_code == 200 and "Select a valid choice" in r.content.decode()
    assert last_year.assignments.count() == 1 and this_year.assignments.count() == 1


def test_an_archived_class_takes_no_new_assignment_even_by_its_url(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    archive(teacher, classroom)
    url = f"/courses/classes/{classroom.pk}/assignments/new/"
    for r in (
        teacher.get(url),
        teacher.post(url, {"title": "Week 9", "due": due_text(), "deal_count": "0"}),
    ):
        assert r.status_code == 302 and r["Location"] == f"/courses/classes/{classroom.pk}/"
    assert classroom.assignments.count() == 0
    html = teacher.get(f"/courses/classes/{classroom.pk}/").content.decode()
    assert "bring it back before you set it new work" in html


@pytest.mark.parametrize("who", ["mallory", "anna", "eve"])
def test_only_the_teacher_renames_or_archives_the_class(fixture_content, who):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    anna = logged_in("anna")
    join(anna, classroom)
    mallory = logged_in("mallory")
    make_class(mallory, "Mallory's class")
    client = {"mallory": mallory, "anna": anna, "eve": logged_in("eve")}[who]
    edit = f"/courses/classes/{classroom.pk}/edit/"
    assert client.get(edit).status_code == 404
    assert client.post(edit, {"name": "Hijacked"}).status_code == 404
    assert archive(client, classroom) == 404
    classroom.refresh_from_db()
    assert classroom.name == "Autumn course" and classroom.archived is None
    # ...nor bring back an archived one.
    archive(teacher, classroom)
    assert archive(client, classroom, archived=False) == 404
    classroom.refresh_from_db()
    assert classroom.archived is not None


def test_a_teacher_archives_and_renames_only_their_own_class(fixture_content):
    """Mallory's own class id next to the teacher's: each request touches its own class only."""
    teacher, mallory = logged_in("teacher"), logged_in("mallory")
    mine = make_class(teacher)
    hers = make_class(mallory, "Mallory's class")
    assert mallory.post(f"/courses/classes/{hers.pk}/edit/", {"name": "Renamed"}).status_code == 302
    assert archive(mallory, hers) == 302
    mine.refresh_from_db()
    hers.refresh_from_db()
    assert (mine.name, mine.archived) == ("Autumn course", None)
    assert hers.name == "Renamed" and hers.archived is not None
    # The teacher's list shows neither Mallory's class nor her archive.
    assert "Renamed" not in teacher.get("/courses/").content.decode()


def test_anonymous_visitors_are_sent_to_log_in(fixture_content):
    classroom = make_class(logged_in("teacher"))
    for url in (f"/courses/classes/{classroom.pk}/edit/",):
        r = Client().get(url)
        assert r.status_code == 302 and "/accounts/login/" in r["Location"]
    r = Client().post(f"/courses/classes/{classroom.pk}/archive/", {"archived": "1"})
    assert r.status_code == 302 and "/accounts/login/" in r["Location"]
    classroom.refresh_from_db()
    assert classroom.archived is None
