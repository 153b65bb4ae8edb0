"""Lesson pages (fixture content): index, lesson, progress, glossary, replays, rule links."""

import io
import shutil

import pytest
from django.core.management import CommandError, call_command

from lessons.models import Learner, Lesson, LessonProgress, RuleAnchor

from .conftest import FIXTURE_CONTENT

pytestmark = pytest.mark.django_db


def test_it_lists_the_course_by_part(client, fixture_content):
    html = client.get("/lessons/").content.decode()
    assert "The basics" in html and "Kitty games" in html
    assert html.index("Alpha lesson") < html.index("Beta lesson")
    assert "0 of 2 lessons done" in " ".join(html.split()).replace("<strong>", "").replace(
        "</strong>", ""
    )


def test_it_renders_a_lesson_with_accessible_diagrams(client, fixture_content):
    html = client.get("/lessons/alpha/").content.decode()
    assert 'aria-label="ace of spades"' in html  # every card has words
    assert "Packet, top to bottom: king of diamonds, 4 of spades" in html
    assert 'id="R-3.1"' in html and 'class="rule-id"' in html
    assert 'data-bs-title="kitty (keskikortit)"' in html  # glossary with the Finnish term
    assert "/drills/score/?level=1" in html  # practise this
    assert 'hx-get="/lessons/examples/tiny/?step=0&amp;embed=1"' in html


def test_a_second_anchor_in_one_heading_is_reachable(client, fixture_content):
    html = client.get("/lessons/beta/").content.decode()
    assert 'id="C-1.1"' in html and 'id="C-1.2"' in html


def test_unknown_lesson_is_404(client, fixture_content):
    assert client.get("/lessons/no-such/").status_code == 404


def test_it_marks_progress_with_htmx_and_remembers_it(client, fixture_content):
    response = client.post(
        "/lessons/alpha/progress/", {"completed": "1"}, headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert "You marked this lesson as done" in response.content.decode()
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


def test_glossary_page(client, fixture_content):
    html = client.get("/lessons/glossary/").content.decode()
    assert "keskikortit" in html and "ylianto" in html


def test_rule_links_resolve_to_the_section(client, fixture_content):
    response = client.get("/lessons/rule/C-1.2/")
    assert response.status_code == 302 and response["Location"] == "/lessons/beta/#C-1.2"
    assert client.get("/lessons/rule/C-9.9/").status_code == 404
    assert RuleAnchor.objects.count() == 3


def test_example_replay_steps_with_htmx(client, fixture_content):
    response = client.get("/lessons/examples/tiny/?step=1", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<html" not in html and "Step 1 of" in html and "passes" in html
    full = client.get("/lessons/examples/tiny/?step=1").content.decode()
    assert "<html" in full
    for bad in ("-3", "9999", "x"):
        assert client.get(f"/lessons/examples/tiny/?step={bad}").status_code == 200


def test_example_replay_reaches_the_score(client, fixture_content):
    html = client.get("/lessons/examples/tiny/?step=9999").content.decode()
    assert "Score" in html and "N–S" in html


@pytest.mark.parametrize(
    "file,change,message",
    [
        ("lessons/beta.md", ("Words.", "A [[mystery]] word."), "[[mystery]] is not in glossary"),
        (
            "lessons/beta.md",
            ("## One suit §C-1.1 §C-1.2", "## One suit §C-1.1"),
            "teaches C-1.2 but no heading",
        ),
        ("lessons/alpha.md", ("♠9 ♣K75", "♠9 ♣X75"), "bad ```hand``` block"),
        ("lessons/alpha.md", ("```replay tiny", "```replay nothing"), "no example deal"),
        ("examples/tiny.txt", ("actions:\n", "actions:\nN 9♠\n"), "examples/tiny.txt"),
        ("course.yaml", ("lessons: [beta]", "lessons: [beta, gamma]"), "missing"),
    ],
)
def test_content_problems_are_listed_and_nothing_is_loaded(tmp_path, file, change, message):
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    path = root / file
    text = path.read_text(encoding="utf-8")
    assert change[0] in text
    path.write_text(text.replace(change[0], change[1]), encoding="utf-8")
    err = io.StringIO()
    with pytest.raises(CommandError):
        call_command("load_content", content=str(root), verbosity=0, stderr=err)
    assert message in err.getvalue()
    assert not Lesson.objects.exists()
