"""/courses/assignments/<pk>/deals/: the same deals for every student, each student's contract
and score beside the bots' par, and each student's review a click away."""

from __future__ import annotations

import pytest

from courses import services
from courses.models import Item, Work
from tests.web.play.helpers import cards_on_page, known_to_learner

from .helpers import due_text, join, logged_in, make_assignment, make_class, play_deals

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("table", ["four", "bonehead"])
def test_both_students_play_the_same_deals_and_are_compared_with_the_bots(fixture_content, table):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=2, table=table)
    anna, bo = logged_in("anna"), logged_in("bo")
    join(anna, classroom)
    join(bo, classroom)
    anna_games = play_deals(anna, assignment, seed=1)
    bo_games = play_deals(bo, assignment, seed=2)
    # The same cards: each pair of games starts from the same seed and deal number.
    for a, b in zip(anna_games, bo_games, strict=True):
        head = [line for line in a.record.splitlines() if line.split(":")[0] in ("seed", "number")]
        assert head and head == [
            line for line in b.record.splitlines() if line.split(":")[0] in ("seed", "number")
        ]
        assert a.learner != b.learner
    html = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    assert html.count("Bots' par") >= 2
    for item in assignment.items.filter(kind=Item.Kind.DEAL):
        section = html.split(f'id="deal-{item.pk}"')[1].split("</section>")[0]
        assert 'data-student="anna"' in section and 'data-student="bo"' in section
        assert section.count("/play/shared/") == 2  # each student's review
        item.refresh_from_db()
        assert item.par["outcome"] in section
    # The review link opens the finished deal's review, as a shared link does.
    link = html.split('href="/play/shared/')[1].split('"')[0]
    assert "is over" in teacher.get(f"/play/shared/{link}").content.decode()


def test_a_deal_still_being_played_shows_no_cards_and_no_review_link(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=1)
    anna = logged_in("anna")
    join(anna, classroom)
    item = assignment.items.get()
    anna.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
    game = Work.objects.get(item=item).game
    assert known_to_learner(game) is not None  # the deal is in play
    html = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    section = html.split(f'id="deal-{item.pk}"')[1].split("</section>")[0]
    assert "playing" in section and "/play/shared/" not in section
    assert cards_on_page(section) <= cards_on_page(section.split('class="table-light par-row"')[0])
    # ...and the teacher cannot open the student's game itself.
    assert teacher.get(f"/play/{game.pk}/").status_code == 404


def test_starting_a_deal_twice_gives_the_same_game(fixture_content):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=1)
    anna = logged_in("anna")
    join(anna, classroom)
    item = assignment.items.get()
    first = anna.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")["Location"]
    again = anna.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")["Location"]
    assert first == again and Work.objects.count() == 1


def test_the_bots_par_is_worked_out_when_the_assignment_is_made(fixture_content, monkeypatch):
    """The teacher waits for the par once, when making the assignment; the deals page, in
    either language, only reads it."""
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=3)
    items = list(assignment.items.all())
    assert len(items) == 3
    for item in items:
        assert set(item.par) == {"points", "outcome", "outcome_fi"}
        assert "declared by" in item.par["outcome"] or "pass" in item.par["outcome"]
        assert item.par["outcome"] != item.par["outcome_fi"]

    def no_bots(*args, **kwargs):
        raise AssertionError("the deals page played the deal for its par")

    monkeypatch.setattr(services, "bots_par", no_bots)
    html = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    for item in items:
        section = html.split(f'id="deal-{item.pk}"')[1].split("</section>")[0]
        assert item.par["outcome"] in section
    teacher.cookies["django_language"] = "fi"
    html = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    for item in items:
        assert item.par["outcome_fi"] in html


def test_a_copy_takes_the_par_along(fixture_content, monkeypatch):
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=2)
    pars = [item.par for item in assignment.items.all()]
    monkeypatch.setattr(services, "bots_par", lambda *a, **k: pytest.fail("played again"))
    r = teacher.post(
        f"/courses/assignments/{assignment.pk}/copy/",
        {"classroom": classroom.pk, "due": due_text()},
    )
    assert r.status_code == 302
    copy = assignment.classroom.assignments.exclude(pk=assignment.pk).get()
    assert [item.par for item in copy.items.all()] == pars


def test_an_item_without_its_par_gets_it_once(fixture_content):
    """A deal set before the par was worked out at once (or copied from one): the par is
    worked out when first needed (a copy, the deals page) and kept."""
    teacher = logged_in("teacher")
    classroom = make_class(teacher)
    assignment = make_assignment(teacher, classroom, lessons=(), theme="", deals=1)
    item = assignment.items.get()
    par = item.par
    Item.objects.filter(pk=item.pk).update(par={})
    teacher.post(
        f"/courses/assignments/{assignment.pk}/copy/",
        {"classroom": classroom.pk, "due": due_text()},
    )
    copied = Item.objects.exclude(pk=item.pk).get()
    assert copied.par == par
    html = teacher.get(f"/courses/assignments/{assignment.pk}/deals/").content.decode()
    item.refresh_from_db()
    assert item.par == par and par["outcome"] in html
