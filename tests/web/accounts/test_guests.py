"""Guests: a learner (and a session) only once something is saved, one guest per browser even
when its first posts race, and idle guests pruned with all they own."""

import threading
from datetime import timedelta

import pytest
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from accounts.models import Learner
from drills.models import DrillAttempt
from drills.services import generate_drill
from lessons.models import LessonProgress
from play.models import Game

from ..drills.helpers import answer_for
from ..factories import LearnerFactory


def _saves_nothing():
    return not (
        Learner.objects.exists() or Session.objects.exists() or LessonProgress.objects.exists()
    )


@pytest.mark.django_db
def test_reading_any_page_creates_no_learner_and_no_session(client, fixture_content):
    drill = generate_drill("score", 1, "look")
    for url in [
        "/",
        "/tour/?step=2",
        "/lessons/",
        "/lessons/alpha/",
        "/lessons/beta/",
        "/lessons/glossary/",
        "/drills/",
        f"/drills/score/{drill.key}/",
        "/drills/review/",
        "/drills/progress/",
        "/play/",
        "/accounts/login/",
        "/accounts/signup/",
    ]:
        assert client.get(url).status_code == 200, url
        assert _saves_nothing(), url
    assert "sessionid" not in client.cookies


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url,data",
    [
        ("/lessons/alpha/progress/", {"completed": "1"}),
        ("/drills/score/1-saved/hint/", {}),
        ("/play/", {"deals": "12", "bolshevik": "none", "bots": "random"}),
    ],
)
def test_saving_something_creates_the_guest(client, fixture_content, url, data):
    client.post(url, data)
    assert Learner.objects.count() == 1 and "sessionid" in client.cookies


@pytest.mark.django_db(transaction=True)
def test_racing_first_posts_from_one_browser_make_one_guest():
    browser = Client(enforce_csrf_checks=True, raise_request_exception=False)
    browser.get("/drills/")  # a page sets the CSRF cookie; no session yet
    csrf = browser.cookies["csrftoken"].value
    drills = [generate_drill("score", 1, f"race{i}") for i in range(16)]
    start = threading.Barrier(len(drills))
    codes = [0] * len(drills)

    def first_post(i):
        from django.db import connections

        tab = Client(enforce_csrf_checks=True, raise_request_exception=False)
        tab.cookies["csrftoken"] = csrf
        d = drills[i]
        try:
            start.wait()
            answer = {**answer_for(d), "csrfmiddlewaretoken": csrf}
            codes[i] = tab.post(f"/drills/score/{d.key}/answer/", answer).status_code
        finally:
            connections.close_all()

    threads = [threading.Thread(target=first_post, args=(i,)) for i in range(len(drills))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert codes == [200] * len(drills)
    assert Learner.objects.count() == 1
    assert DrillAttempt.objects.filter(learner=Learner.objects.get()).count() == len(drills)


@pytest.mark.django_db
def test_another_browser_is_another_guest(fixture_content):
    for _ in range(2):
        Client().post("/lessons/alpha/progress/", {"completed": "1"})
    assert Learner.objects.count() == 2


@pytest.mark.django_db
def test_a_visit_notes_the_day_and_slides_the_session_on(client, fixture_content):
    client.post("/lessons/alpha/progress/", {"completed": "1"})
    guest = Learner.objects.get()
    long_ago = timezone.now() - timedelta(days=30)
    Learner.objects.update(last_seen=long_ago)
    Session.objects.update(expire_date=timezone.now() + timedelta(days=60))
    client.get("/lessons/")
    guest.refresh_from_db()
    assert guest.last_seen > timezone.now() - timedelta(minutes=1)
    assert Session.objects.get().expire_date > timezone.now() + timedelta(days=89)


@pytest.mark.django_db
def test_prune_guests_deletes_idle_guests_and_what_they_own(client, fixture_content):
    client.post("/lessons/alpha/progress/", {"completed": "1"})
    client.post("/drills/score/1-idle/hint/")
    client.post("/play/", {"deals": "12", "bolshevik": "none", "bots": "random"})
    idle = Learner.objects.get()
    recent = Learner.objects.create(guest_token="f" * 32)
    user = LearnerFactory()
    Learner.objects.filter(pk__in=[idle.pk, user.pk]).update(
        last_seen=timezone.now() - timedelta(days=91)
    )
    call_command("prune_guests", "--days", "90", verbosity=0)
    assert set(Learner.objects.all()) == {recent, user}
    assert not LessonProgress.objects.exists() and not DrillAttempt.objects.exists()
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_prune_guests_dry_run_deletes_nothing(capsys):
    Learner.objects.create(guest_token="e" * 32, last_seen=timezone.now() - timedelta(days=200))
    call_command("prune_guests", "--dry-run")
    assert "1 guest(s) idle for more than 90 days" in capsys.readouterr().out
    assert Learner.objects.count() == 1
