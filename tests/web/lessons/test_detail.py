"""/lessons/<slug>/: a lesson page."""

import pytest

pytestmark = pytest.mark.django_db


def test_it_renders_a_lesson_with_accessible_diagrams(client, fixture_content):
    html = client.get("/lessons/alpha/").content.decode()
    assert 'aria-label="ace of spades"' in html  # every card has words
    assert "Packet, top to bottom: king of diamonds, 4 of spades" in html
    assert 'id="R-3.1"' in html and 'class="rule-id"' in html
    assert 'data-bs-title="kitty (keskikortit)"' in html  # glossary with the Finnish term
    assert "Practise this" not in html  # R-3.1 (bidding order) is tested by no drill
    assert 'hx-get="/lessons/examples/tiny/?step=0&amp;embed=1"' in html


def test_a_second_anchor_in_one_heading_is_reachable(client, fixture_content):
    html = client.get("/lessons/beta/").content.decode()
    # Practise links come from what the lesson teaches (C-1.1, C-1.2): read and build packets.
    assert "/drills/read-packet/?level=1&amp;targets=" in html
    assert 'id="C-1.1"' in html and 'id="C-1.2"' in html


def test_unknown_lesson_is_404(client, fixture_content):
    assert client.get("/lessons/no-such/").status_code == 404


def test_reading_a_lesson_saves_nothing(client, fixture_content):
    from django.contrib.sessions.models import Session

    from accounts.models import Learner
    from lessons.models import LessonProgress

    assert client.get("/lessons/alpha/").status_code == 200
    assert not Learner.objects.exists() and not LessonProgress.objects.exists()
    assert not Session.objects.exists() and "sessionid" not in client.cookies
