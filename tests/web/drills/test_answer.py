"""/drills/<type>/<key>/answer/: grading through the web, credit, streaks, bad input."""

import pytest
from django.utils import timezone

from drills.models import DrillAttempt, DrillStats, ReviewItem
from drills.services import generate_drill

from .helpers import ODD_KEYS, TYPE_LEVELS, answer_for, post

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind,level", TYPE_LEVELS)
def test_every_type_and_level_right_then_wrong_through_the_web(client, kind, level):
    for right in (True, False):
        drill = generate_drill(kind, level, f"web{right}")
        page = client.get(f"/drills/{kind}/{drill.key}/")
        assert page.status_code == 200
        html = post(client, drill, answer_for(drill, right)).content.decode()
        assert ("✓ Right" in html) == right, html[-2000:]
        assert ("✗ Not right" in html) == (not right)
        if not right:
            assert "Accepted:" in html and "Why:" in html
    stats = DrillStats.objects.get(drill_type=kind)
    assert (stats.attempts, stats.credit) == (2, 1.0)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_right_answer(client, level):
    drill = generate_drill("score", level, f"right{level}")
    response = post(client, drill, answer_for(drill))
    html = response.content.decode()
    assert response.status_code == 200 and "✓ Right" in html and "<html" not in html
    stats = DrillStats.objects.get(drill_type="score")
    assert (stats.attempts, stats.credit, stats.streak) == (1, 1.0, 1)
    assert not ReviewItem.objects.exists()


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_wrong_answer_explains_and_comes_back_for_review(client, level):
    drill = generate_drill("score", level, f"wrong{level}")
    html = post(client, drill, answer_for(drill, right=False)).content.decode()
    assert "✗ Not right" in html
    assert f"{drill.solution['points']:+d}" in html  # the accepted answer
    assert "R-7" in html  # the rule behind it
    stats = DrillStats.objects.get(drill_type="score")
    assert (stats.attempts, stats.credit, stats.streak) == (1, 0.0, 0)
    review = ReviewItem.objects.get(key=drill.key)
    assert review.due <= timezone.now() + timezone.timedelta(minutes=15)


def test_answering_again_is_practice_and_does_not_count_twice(client):
    drill = generate_drill("score", 1, "twice")
    post(client, drill, answer_for(drill))
    html = post(client, drill, answer_for(drill, right=False)).content.decode()
    assert "not counted again" in html
    assert DrillStats.objects.get().attempts == 1


def test_streak_counts_full_credit_answers_and_a_miss_resets_it(client):
    for i in range(3):
        drill = generate_drill("score", 1, f"streak{i}")
        post(client, drill, answer_for(drill))
    assert DrillStats.objects.get().streak == 3
    drill = generate_drill("score", 1, "streak-miss")
    post(client, drill, answer_for(drill, right=False))
    stats = DrillStats.objects.get()
    assert (stats.streak, stats.best_streak, stats.attempts) == (0, 3, 4)


@pytest.mark.parametrize("bad", [{"points": "lots"}, {}, {"points": "1e5"}])
def test_bad_input_is_answered_in_place_and_changes_nothing(client, bad):
    drill = generate_drill("score", 1, "bad")
    response = post(client, drill, bad)
    assert response.status_code == 200
    assert "could not be read" in response.content.decode()
    assert not DrillAttempt.objects.exists() and not DrillStats.objects.exists()


@pytest.mark.parametrize(
    "kind,data",
    [
        ("read-packet", {"suit_S": "maybe"}),
        ("build-packet", {"order1": "♠A", "order2": "♠A"}),
        ("build-packet", {"order1": "nonsense"}),
    ],
)
def test_forged_packet_answers_change_nothing(client, kind, data):
    drill = generate_drill(kind, 2, "forged")
    html = post(client, drill, data).content.decode()
    assert "could not be read" in html
    assert not DrillAttempt.objects.exists()


def test_the_same_suit_as_first_and_second_trump_choice_is_refused(client):
    drills = (generate_drill("read-packet", 4, f"same-{n}") for n in range(50))
    drill = next(d for d in drills if any(q["name"] == "second" for q in d.data["questions"]))
    data = {q["name"]: q["answer"] for q in drill.data["questions"]}
    data["second"] = data["first"]
    html = post(client, drill, data).content.decode()
    assert "must be different suits. Nothing was recorded" in html
    assert not DrillAttempt.objects.exists() and not DrillStats.objects.exists()


def test_answer_refuses_get(client):
    assert client.get("/drills/score/1-abc/answer/").status_code == 405


def test_leading_a_card_not_in_the_hand_is_refused(client):
    drill = generate_drill("lead", 1, "notmine")
    outside = next(
        c
        for c in ("♠2", "♠3", "♠4", "♠5", "♠6", "♠7")
        if c not in {str(x) for x in drill.data["hand"]}
    )
    html = post(client, drill, {"card": outside}).content.decode()
    assert "not in your hand" in html
    assert not DrillAttempt.objects.exists()


def test_only_the_drills_own_fields_are_stored(client):
    drill = generate_drill("score", 1, "stored")
    post(client, drill, {**answer_for(drill), "csrfmiddlewaretoken": "x" * 64})
    assert DrillAttempt.objects.get().answer == answer_for(drill)


@pytest.mark.parametrize(
    "extra,reason",
    [
        ({"note": "hello"}, "this drill has no field “note”"),
        ({"points": "1" * 41}, "longer than 40 characters"),
        ({"n" * 300: "1"}, "this drill has no field “nnnn"),
    ],
)
def test_unknown_or_long_fields_are_refused_in_place_and_nothing_is_stored(client, extra, reason):
    drill = generate_drill("score", 1, "extra")
    response = post(client, drill, {**answer_for(drill), **extra})
    html = response.content.decode()
    assert response.status_code == 200 and reason in html and "could not be read" in html
    assert "n" * 100 not in html
    assert not DrillAttempt.objects.exists() and not DrillStats.objects.exists()


def test_a_field_sent_twice_is_refused(client):
    drill = generate_drill("score", 1, "twice-sent")
    points = answer_for(drill)["points"]
    response = post(client, drill, {"points": [points, points]})
    assert "sent 2 times" in response.content.decode()
    assert not DrillAttempt.objects.exists()


def test_a_two_megabyte_field_is_refused_before_the_view(client):
    drill = generate_drill("score", 1, "huge")
    response = post(client, drill, {**answer_for(drill), "note": "x" * 2_000_000})
    assert response.status_code == 400
    assert not DrillAttempt.objects.exists()


ODD_VALUES = ["", " ", "²", "٣", "-", "+−1", "9" * 40, "♠", "♠10♠", "1♠", "%00", "<b>", "7 misère!"]


@pytest.mark.parametrize(
    "kind,top", [("score", 3), ("read-packet", 4), ("build-packet", 4), ("bid", 3), ("lead", 3)]
)
def test_odd_values_in_every_field_are_answered_not_crashed(client, kind, top):
    drill = generate_drill(kind, top, "odd")
    names = list(answer_for(drill))
    for value in ODD_VALUES:
        response = post(client, drill, dict.fromkeys(names, value))
        assert response.status_code == 200, value


@pytest.mark.parametrize("key", ODD_KEYS)
def test_answers_to_odd_keys_are_not_found(client, key):
    assert client.post(f"/drills/bid/{key}/answer/", {"call": "pass"}).status_code == 404
    assert not DrillAttempt.objects.exists()
