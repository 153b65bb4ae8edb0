"""/lessons/<slug>/questions/<n>/: questions at the end of lesson sections, graded like drills
(an engine drill) or by the lesson's own answers (a choice), and mastery by answering them."""

from __future__ import annotations

import pytest

from lessons.models import LessonProgress, LessonQuestion, QuestionAnswer
from tests.conftest import load_course
from tests.engine.drills import answers

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def drill_answer(right: bool):
    from lessons.questions import drill_of

    drill = drill_of(LessonQuestion.objects.get(lesson_id="beta", number=1))
    return answers.right(drill) if right else answers.wrong(drill)


def test_questions_are_loaded_and_placed_in_the_lesson(client, fixture_content):
    assert LessonQuestion.objects.filter(lesson_id="beta").count() == 2
    html = client.get("/lessons/beta/").content.decode()
    assert 'hx-get="/lessons/beta/questions/1/"' in html and 'id="question-2"' in html
    assert "0 of 2" in html  # mastery, not a self-mark
    assert "Mark this lesson as read" not in html


def test_a_drill_question_shows_the_drill_and_hides_the_answer(client, fixture_content):
    html = client.get("/lessons/beta/questions/1/", headers=HTMX).content.decode()
    assert 'aria-label="8 of diamonds"' in html and "Check yourself" in html
    assert "continues" not in html.split("</form>")[-1]  # no verdict before an answer


def test_a_choice_question_keeps_its_answer_hidden(client, fixture_content):
    html = client.get("/lessons/beta/questions/2/", headers=HTMX).content.decode()
    assert "They continue" in html and "C-1.1" not in html


def test_a_wrong_answer_is_explained_and_the_question_stays_open(client, fixture_content):
    r = client.post("/lessons/beta/questions/2/answer/", {"choice": "1"}, headers=HTMX)
    html = r.content.decode()
    assert "✗ Not right" in html and "strictly rising or falling" in html
    assert "0 of 2" in html
    assert not LessonProgress.objects.filter(mastered__isnull=False).exists()


def test_answering_every_question_right_masters_the_lesson(client, fixture_content):
    html = client.post(
        "/lessons/beta/questions/1/answer/", drill_answer(True), headers=HTMX
    ).content.decode()
    assert "✓ Right" in html and "1 of 2" in html
    html = client.post(
        "/lessons/beta/questions/2/answer/", {"choice": "0"}, headers=HTMX
    ).content.decode()
    assert "Lesson mastered" in html
    assert LessonProgress.objects.get(lesson_id="beta").mastered is not None
    assert "Mastered" in client.get("/lessons/beta/").content.decode()
    assert "✓" in client.get("/lessons/").content.decode()


def test_a_wrong_drill_answer_gets_the_conventions_verdict(client, fixture_content):
    html = client.post(
        "/lessons/beta/questions/1/answer/", drill_answer(False), headers=HTMX
    ).content.decode()
    assert "✗ Not right" in html and "C-1.1" in html
    assert QuestionAnswer.objects.get().right is False


@pytest.mark.parametrize("data", [{}, {"choice": "7"}, {"choice": "x"}, {"choice": ["0", "1"]}])
def test_unreadable_answers_are_refused_in_place_and_nothing_is_stored(
    client, fixture_content, data
):
    r = client.post("/lessons/beta/questions/2/answer/", data, headers=HTMX)
    assert r.status_code == 200 and "could not be read" in r.content.decode()
    assert not QuestionAnswer.objects.exists()


def test_a_lesson_with_questions_cannot_be_marked_by_hand(client, fixture_content):
    client.post("/lessons/beta/progress/", {"completed": "1"}, headers=HTMX)
    assert not LessonProgress.objects.filter(completed=True).exists()


def test_without_javascript_a_question_is_a_page(client, fixture_content):
    html = client.get("/lessons/beta/questions/2/").content.decode()
    assert "<html" in html and "Beta lesson" in html
    r = client.post("/lessons/beta/questions/2/answer/", {"choice": "0"})
    assert r.status_code == 200 and "✓ Right" in r.content.decode()


def test_unknown_questions_are_404(client, fixture_content):
    assert client.get("/lessons/beta/questions/9/").status_code == 404
    assert client.post("/lessons/nothing/questions/1/answer/", {"choice": "0"}).status_code == 404


def test_reloading_the_content_keeps_answers_to_unchanged_questions(client, fixture_content):

    from ..conftest import FIXTURE_CONTENT

    client.post("/lessons/beta/questions/2/answer/", {"choice": "0"})
    load_course(FIXTURE_CONTENT)
    html = client.get("/lessons/beta/questions/2/", headers=HTMX).content.decode()
    assert "answered" in html


def test_a_questions_section_reads_as_plain_text_in_both_languages(client):
    """The heading a question names is the reader's text, not its Markdown: "Bidding card:
    no-kitty games (no-kitty auction)", not "… ([no-kitty auction](/lessons/…))"."""
    import re

    load_course()
    markdown = re.compile(r"\]\(|\[\[|\*|`")
    questions = list(LessonQuestion.objects.all())
    assert len(questions) > 20
    for q in questions:
        for section in (q.section, str(q.spec_fi.get("section", ""))):
            assert not markdown.search(section), (q.lesson_id, q.number, section)
    nutshell = [q for q in questions if q.lesson_id == "nutshell" and "no-kitty" in q.section]
    assert nutshell and nutshell[0].section == "Bidding card: no-kitty games (no-kitty auction)"
