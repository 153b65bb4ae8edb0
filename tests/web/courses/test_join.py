"""/courses/join/ and /courses/join/<code>/: a student joins with the code or the link; a
guest is asked to sign up first and keeps what they did as a guest."""

from __future__ import annotations

import pytest

from accounts.models import Learner
from courses.models import Membership
from lessons.models import LessonProgress
from tests.web.factories import PASSWORD

from .helpers import logged_in, make_class, master_lesson

pytestmark = pytest.mark.django_db


def test_a_student_joins_with_the_code_typed_in_any_case(fixture_content):
    classroom = make_class(logged_in("teacher"))
    anna = logged_in("anna")
    r = anna.post("/courses/join/", {"code": f" {classroom.join_code.lower()} "})
    assert r.status_code == 302 and r["Location"] == f"/courses/join/{classroom.join_code}/"
    assert "Join Autumn course" in anna.get(r["Location"]).content.decode()
    anna.post(r["Location"])
    anna.post(r["Location"])  # twice: still one membership
    assert Membership.objects.filter(classroom=classroom).count() == 1
    assert "Autumn course" in anna.get("/courses/").content.decode()


def test_a_wrong_code_says_so(fixture_content):
    anna = logged_in("anna")
    r = anna.post("/courses/join/", {"code": "NOPE1234"})
    assert r.status_code == 200 and "No class has this code" in r.content.decode()
    assert anna.get("/courses/join/NOPE1234/").status_code == 404


def test_a_guest_signs_up_from_the_join_link_and_keeps_their_progress(client, fixture_content):
    classroom = make_class(logged_in("teacher"))
    master_lesson(client)  # as a guest
    guest = Learner.objects.get(user__isnull=True)
    link = f"/courses/join/{classroom.join_code}/"
    html = client.get(link).content.decode()
    assert "Sign up and join" in html and "comes with you" in html
    assert not Membership.objects.exists()
    assert client.post(link).status_code == 200  # a guest's post joins nothing
    assert not Membership.objects.exists()
    signup = html.split('href="/accounts/signup/?')[1].split('"')[0]
    r = client.post(
        "/accounts/signup/?" + signup.replace("&amp;", "&"),
        {"username": "newbie", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert r.status_code == 302 and r["Location"] == link
    client.post(link)
    member = Membership.objects.get(classroom=classroom)
    assert member.learner.pk == guest.pk and member.learner.user.username == "newbie"
    assert LessonProgress.objects.get(learner=guest).mastered is not None


def test_signup_ignores_a_next_that_leaves_the_site(client, db):
    r = client.post(
        "/accounts/signup/?next=https://evil.example/",
        {"username": "newbie", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert r.status_code == 302 and r["Location"] == "/"
