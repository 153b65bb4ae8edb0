"""/drills/progress/."""

import pytest

from drills.services import generate_drill

from .helpers import answer_for, post

pytestmark = pytest.mark.django_db


def test_progress_page_shows_where_the_learner_stands(client):
    drill = generate_drill("score", 1, "progress")
    post(client, drill, answer_for(drill))
    html = client.get("/drills/progress/").content.decode()
    assert "100%" in html and "Kept in this browser" in html
