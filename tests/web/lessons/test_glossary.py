"""/lessons/glossary/."""

import pytest

pytestmark = pytest.mark.django_db


def test_glossary_page(client, fixture_content):
    html = client.get("/lessons/glossary/").content.decode()
    assert "keskikortit" in html and "ylianto" in html


def test_a_terms_lesson_link_is_the_lessons_own_url(db):
    from lessons.models import GlossaryTerm

    term = GlossaryTerm(slug="vint", term="Vint", definition="x", lesson_link="history#R-10")
    assert term.lesson_url == "/lessons/history/#R-10"
    term.lesson_link = "playing-vint"
    assert term.lesson_url == "/lessons/playing-vint/"
