"""The learning path in Chromium (issue #17): a guest walks the first-game track by answering
every lesson question, reaches the table with hints on and is greeted on return; a set of ten
ends with a score and moves the theme's rating."""

import re

import pytest

from lessons.models import Lesson
from lessons.questions import drill_of
from tests.conftest import load_course

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def answer_drill_question(page, box, question):
    """Answer a drill question right, through its form, as a learner would."""
    drill = drill_of(question)
    if drill.type == "score":
        box.locator("input[name=points]").fill(str(drill.solution["points"]))
    elif drill.type == "read-packet":
        for q in drill.data["questions"]:
            value = q["answer"] if q["kind"] == "suit" else q["answer"][0]
            box.locator(f"label[for='{q['name']}-{value}']").click()
    elif drill.type == "build-packet":
        for card in drill.solution["orders"][0]:
            box.locator(f"[data-pick-cards] [data-card='{card}']").click()
    else:  # pragma: no cover - the track's questions are of the types above
        raise AssertionError(f"no browser answer for {drill.type}")
    box.get_by_role("button", name="Check").click()


def test_a_guest_walks_the_first_game_track_to_the_table(live_server, page):
    load_course()
    track = list(Lesson.objects.filter(track="first-game").order_by("part_order", "order"))
    assert len(track) >= 5
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Start with the first lesson").click()
    page.wait_for_url(re.compile(track[0].get_absolute_url() + "$"))

    for n, lesson in enumerate(track):
        assert page.url.endswith(lesson.get_absolute_url()), (page.url, lesson.slug)
        questions = list(lesson.questions.order_by("number"))
        assert questions, f"{lesson.slug} has no questions"
        for q in questions:
            box = page.locator(f"#question-{q.number}")
            if q.kind == "choice":
                box.locator(f"label[for='q{q.number}-{q.spec['right'][0]}']").click()
                box.get_by_role("button", name="Check").click()
            else:
                answer_drill_question(page, box, q)
            verdict = box.locator(".verdict")
            verdict.wait_for()
            assert "Not this one" not in verdict.inner_text(), (lesson.slug, q.number)
        # The last right answer masters the lesson, with no self-mark.
        assert "Lesson mastered" in page.locator(f"#question-{questions[-1].number}").inner_text()
        if n + 1 < len(track):
            page.get_by_role("link", name=f"{track[n + 1].title} →").click()
            page.wait_for_url(re.compile(track[n + 1].get_absolute_url() + "$"))

    # The track ends at the table, hints on.
    page.click("#to-the-table")
    page.wait_for_url(re.compile(r"/play/\?hints=1$"))
    assert page.locator("input[name=show_hints]").first.is_checked()
    page.locator("main form button[type=submit]").first.click()
    page.wait_for_selector("#table")
    page.wait_for_selector("#hint :text('The conventions suggest')", timeout=30_000)

    # Coming back, the home page knows the learner: six lessons done, the next one offered,
    # the game to resume.
    page.goto(live_server.url + "/")
    welcome = page.locator(".welcome-back")
    assert "Welcome back" in welcome.inner_text()
    assert f"{len(track)} of " in welcome.inner_text()
    assert "Continue the course" in welcome.inner_text()
    assert "Resume your game" in welcome.inner_text()
    assert page.get_by_role("link", name="Start with the first lesson").count() == 0


def test_a_set_of_ten_ends_with_a_score_and_moves_the_rating(live_server, page):
    # One scoring drill first, so that the learner has a rating on to practise.
    page.goto(live_server.url + "/drills/score/1-path/")
    page.fill("#points-input", "0")
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".verdict")

    page.goto(live_server.url + "/drills/progress/")
    row = page.locator(".theme-ratings tr", has_text="R-7.1")
    before = int(row.locator("td").first.inner_text().split()[0])
    row.get_by_role("button", name="Practise").click()
    for n in range(1, 11):
        page.wait_for_selector(f".set-banner:has-text('drill {n} of 10')")
        page.fill("#points-input", "1" if n % 2 else "-1")  # rarely right: the rating falls
        page.get_by_role("button", name="Check").click()
        page.wait_for_selector(".verdict")
        page.click("#next-drill")
    page.wait_for_selector(".set-done")
    done = page.locator(".set-done").inner_text()
    assert re.search(r"Your score: [\d.]+ of 10", done)
    after = int(re.search(r"→ (\d+)", done).group(1))
    assert after != before

    page.get_by_role("link", name="Your ratings").click()
    row = page.locator(".theme-ratings tr", has_text="R-7.1")
    assert int(row.locator("td").first.inner_text().split()[0]) == after
