"""/drills/sets/: a set of ten near the learner's rating with a score at the end, and a streak
that ends at the first miss."""

from __future__ import annotations

import re

import pytest

from drills.models import DrillSet, ThemeRating
from drills.services import generate_drill

from .helpers import answer_for

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def current_drill(client, set_id):
    r = client.get(f"/drills/sets/{set_id}/")
    assert r.status_code == 302
    kind, key = re.match(r"/drills/([^/]+)/([^/]+)/\?set=", r["Location"]).groups()
    return generate_drill(kind, int(key.split("-")[0]), key.split("-", 1)[1]), r["Location"]


def test_a_set_of_ten_ends_with_a_score_and_moves_the_rating(client):
    r = client.post("/drills/sets/", {"mode": "set", "theme": "C-1.1"})
    drill_set = DrillSet.objects.get()
    assert r["Location"] == f"/drills/sets/{drill_set.pk}/"
    for n in range(10):
        drill, url = current_drill(client, drill_set.pk)
        assert "C-1.1" in drill.themes
        page = client.get(url).content.decode()
        assert f"drill <strong>{n + 1}</strong> of 10" in page
        html = client.post(
            f"/drills/{drill.type}/{drill.key}/answer/?set={drill_set.pk}",
            answer_for(drill, right=n % 3 != 0),
            headers=HTMX,
        ).content.decode()
        assert ("See your score" in html) == (n == 9)
    drill_set.refresh_from_db()
    assert drill_set.finished and drill_set.answered == 10 and drill_set.score == 6
    page = client.get(f"/drills/sets/{drill_set.pk}/").content.decode()
    assert "Your score: 6 of 10" in page
    assert drill_set.rating_after == ThemeRating.objects.get(theme="C-1.1").rating


def test_a_streak_ends_at_the_first_miss(client):
    client.post("/drills/sets/", {"mode": "streak"})
    drill_set = DrillSet.objects.get()
    for _ in range(3):
        drill, _url = current_drill(client, drill_set.pk)
        client.post(
            f"/drills/{drill.type}/{drill.key}/answer/?set={drill_set.pk}", answer_for(drill)
        )
    drill, _url = current_drill(client, drill_set.pk)
    client.post(
        f"/drills/{drill.type}/{drill.key}/answer/?set={drill_set.pk}", answer_for(drill, False)
    )
    drill_set.refresh_from_db()
    assert drill_set.finished and drill_set.answered == 4
    assert "3 right in a row" in client.get(f"/drills/sets/{drill_set.pk}/").content.decode()


def test_an_answer_to_another_drill_does_not_move_the_set(client):
    client.post("/drills/sets/", {"mode": "set"})
    drill_set = DrillSet.objects.get()
    other = generate_drill("score", 1, "elsewhere")
    client.post(f"/drills/score/{other.key}/answer/?set={drill_set.pk}", answer_for(other))
    drill_set.refresh_from_db()
    assert drill_set.answered == 0


def test_someone_elses_set_is_404(client):
    client.post("/drills/sets/", {"mode": "set"})
    drill_set = DrillSet.objects.get()
    assert type(client)().get(f"/drills/sets/{drill_set.pk}/").status_code == 404


def test_a_theme_no_drill_tests_is_refused(client):
    assert client.post("/drills/sets/", {"theme": "R-2.3"}).status_code == 404
    assert not DrillSet.objects.exists()


def test_starting_a_set_refuses_get(client):
    assert client.get("/drills/sets/").status_code == 405
