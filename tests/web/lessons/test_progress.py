"""/lessons/<slug>/progress/: marking a lesson done, for guests and users."""

import pytest

from accounts.models import Learner
from lessons.models import LessonProgress

pytestmark = pytest.mark.django_db


def test_it_marks_progress_with_htmx_and_remembers_it(client, fixture_content):
    response = client.post(
        "/lessons/alpha/progress/", {"completed": "1"}, headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert "You marked this lesson as read" in response.content.decode()
    assert "<html" not in response.content.decode()
    assert LessonProgress.objects.get(lesson_id="alpha").completed
    assert "1 of 2 lessons done" in " ".join(
        client.get("/lessons/")
        .content.decode()
        .replace("<strong>", "")
        .replace("</strong>", "")
        .split()
    )
    client.post("/lessons/alpha/progress/", {"completed": "0"})
    assert not LessonProgress.objects.get(lesson_id="alpha").completed


def test_progress_refuses_get(client, fixture_content):
    assert client.get("/lessons/alpha/progress/").status_code == 405


def test_progress_belongs_to_the_guest_and_then_the_user(client, fixture_content):
    client.post("/lessons/alpha/progress/", {"completed": "1"})
    guest = Learner.objects.get()
    assert guest.user is None
    from django.contrib.auth import get_user_model

    get_user_model().objects.create_user("maija", password="a-long-passphrase-77")
    client.post("/accounts/login/", {"username": "maija", "password": "a-long-passphrase-77"})
    assert LessonProgress.objects.get().learner.user.username == "maija"
