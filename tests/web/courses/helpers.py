"""Teachers, students and assignments for the courses tests, made through the pages."""

from __future__ import annotations

import random
from datetime import timedelta

from django.test import Client
from django.utils import timezone

from courses.models import Assignment, Classroom, Item
from lessons.models import LessonQuestion
from play.models import Game
from tests.engine.drills import answers
from tests.web.factories import PASSWORD, UserFactory
from tests.web.play import helpers as play

THEME = "C-1.1"  # a theme the read-packet drills test


def logged_in(username: str) -> Client:
    user = UserFactory(username=username)
    client = Client()
    r = client.post("/accounts/login/", {"username": user.username, "password": PASSWORD})
    assert r.status_code == 302
    return client


def make_class(teacher: Client, name: str = "Autumn course") -> Classroom:
    r = teacher.post("/courses/classes/new/", {"name": name})
    assert r.status_code == 302, r.content.decode()[:2000]
    return Classroom.objects.latest("pk")


def due_text(days: float = 7) -> str:
    return timezone.localtime(timezone.now() + timedelta(days=days)).strftime("%Y-%m-%dT%H:%M")


def make_assignment(
    teacher: Client,
    classroom: Classroom,
    *,
    lessons: tuple[str, ...] = ("beta",),
    theme: str = THEME,
    deals: int = 1,
    table: str = "four",
    seed: str = "duplicate7",
    days: float = 7,
) -> Assignment:
    data = {
        "title": "Week 1",
        "due": due_text(days),
        "instructions": "Read, drill, play.",
        "lessons": list(lessons),
        "drill_theme": theme,
        "drill_level": "",
        "deal_table": table,
        "deal_count": str(deals),
        "deal_seed": seed,
    }
    r = teacher.post(f"/courses/classes/{classroom.pk}/assignments/new/", data)
    assert r.status_code == 302, r.content.decode()[:3000]
    return Assignment.objects.latest("pk")


def join(student: Client, classroom: Classroom) -> None:
    r = student.post(f"/courses/join/{classroom.join_code}/")
    assert r.status_code == 302


def master_lesson(student: Client, slug: str = "beta") -> None:
    """Answer every question of the lesson right (a wrong answer first, for an attempt)."""
    from lessons.questions import drill_of

    for q in LessonQuestion.objects.filter(lesson_id=slug):
        if q.kind == "drill":
            data = answers.right(drill_of(q))
        else:
            data = {"choice": str(q.spec["right"][0])}
        r = student.post(f"/lessons/{slug}/questions/{q.number}/answer/", data)
        assert r.status_code == 200


def do_drills(student: Client, assignment: Assignment, right: int = 10) -> None:
    """Start the assignment's drill set and answer its ten drills, the first ``right`` right."""
    from drills.services import generate_drill, parse_drill_key

    item = assignment.items.get(kind=Item.Kind.DRILLS)
    r = student.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
    assert r.status_code == 302
    set_url = r["Location"]
    for n, (kind, key) in enumerate(item.drills):
        level, seed = parse_drill_key(key)
        drill = generate_drill(kind, level, seed)
        data = answers.right(drill) if n < right else answers.wrong(drill)
        assert data is not None
        set_pk = set_url.rstrip("/").split("/")[-1]
        r = student.post(f"/drills/{kind}/{key}/answer/?set={set_pk}", data)
        assert r.status_code == 200


def play_deals(student: Client, assignment: Assignment, seed: int = 1) -> list[Game]:
    """Start each duplicate deal and play it to its end through the table's views."""
    games = []
    for item in assignment.items.filter(kind=Item.Kind.DEAL):
        r = student.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
        assert r.status_code == 302
        pk = int(r["Location"].rstrip("/").split("/")[-1])
        game = Game.objects.get(pk=pk)
        play.drive(student, game, random.Random(seed), until=lambda t: t.review is not None)
        game.refresh_from_db()
        games.append(game)
    return games
