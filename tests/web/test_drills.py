"""Drills through the web: right and wrong answers, verdicts, progress, permalinks, bad input."""

import re

import pytest
from django.utils import timezone

from lessons.models import DrillAttempt, DrillStats, ReviewItem
from lessons.services import generate_drill

pytestmark = pytest.mark.django_db


def answer_for(drill, right=True):
    """A right or a wrong answer for any drill type, from its solution."""
    sol = drill.solution
    if drill.type == "score":
        return {"points": str(sol["points"] if right else sol["points"] + 7)}
    if drill.type == "read-packet":
        answers = dict(sol["answers"])
        if not right:
            q = drill.data["questions"][0]
            flip = {"void": "continues", "continues": "void", "yes": "no", "no": "yes"}
            answers[q["name"]] = flip.get(answers[q["name"]]) or next(
                o for o in q["options"] if o != answers[q["name"]]
            )
        return answers
    if drill.type == "build-packet":
        from itertools import permutations

        orders = {tuple(o) for o in sol["orders"]}
        if right:
            chosen = sorted(orders)[0]
        else:
            chosen = next(
                tuple(str(c) for c in p)
                for p in permutations(drill.data["cards"])
                if tuple(str(c) for c in p) not in orders
            )
        return {f"order{i + 1}": c for i, c in enumerate(chosen)}
    if drill.type == "bid":
        if right:
            return {"call": next(c for c, pref, *_ in sol["suggestions"] if pref)}
        allowed = {c for c, *_ in sol["suggestions"]}
        wrong = next(a.notation() for a in drill.data["legal"] if a.notation() not in allowed)
        return {"call": wrong}
    if drill.type == "lead":
        if right:
            return {"card": next(c for c, pref, *_ in sol["choices"] if pref)}
        allowed = {c for c, *_ in sol["choices"]}
        return {"card": next(str(c) for c in drill.data["hand"] if str(c) not in allowed)}
    raise AssertionError(drill.type)


def post(client, drill, data, htmx=True):
    url = f"/drills/{drill.type}/{drill.key}/answer/"
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(url, data, headers=headers)


ALL_TYPES = [("score", 3), ("read-packet", 4), ("build-packet", 4), ("bid", 3), ("lead", 3)]
TYPE_LEVELS = [(t, lvl) for t, top in ALL_TYPES for lvl in range(1, top + 1)]


def test_index_lists_every_drill_type(client):
    html = client.get("/drills/").content.decode()
    assert "Score the deal" in html and "/drills/score/?level=3" in html
    assert "Read this packet" in html and "Build the packet" in html


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


@pytest.mark.parametrize("kind,level", TYPE_LEVELS)
def test_permalinks_are_deterministic_for_every_type(kind, level):
    assert generate_drill(kind, level, "same") == generate_drill(kind, level, "same")


def test_start_redirects_to_a_permalink(client):
    response = client.get("/drills/score/?level=2")
    assert response.status_code == 302
    assert re.fullmatch(r"/drills/score/2-[0-9a-f]{8}/", response["Location"])


def test_start_with_htmx_swaps_the_drill_and_pushes_the_url(client):
    response = client.get("/drills/score/?level=1", headers={"HX-Request": "true"})
    assert response.status_code == 200 and "HX-Push-Url" in response
    assert 'id="drill"' in response.content.decode()
    assert "<html" not in response.content.decode()


def test_a_permalink_always_shows_the_same_drill(client):
    a = client.get("/drills/score/3-cafe01/").content.decode()
    b = client.get("/drills/score/3-cafe01/").content.decode()

    def strip(html):
        return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"|"X-CSRFToken": "[^"]+"', "", html)

    assert strip(a) == strip(b)
    assert generate_drill("score", 3, "cafe01") == generate_drill("score", 3, "cafe01")
    assert generate_drill("score", 3, "cafe01") != generate_drill("score", 3, "cafe02")


def _without_tokens(html):
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"|"X-CSRFToken": "[^"]+"', "", html)


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


def test_hints_come_in_steps_and_lower_the_credit(client):
    drill = generate_drill("score", 2, "hinted")
    url = f"/drills/score/{drill.key}/hint/"
    first = client.post(url, headers={"HX-Request": "true"}).content.decode()
    assert "Hint 1." in first and "Hint 2." not in first
    second = client.post(url, headers={"HX-Request": "true"}).content.decode()
    assert "Hint 2." in second
    html = post(client, drill, answer_for(drill)).content.decode()
    assert "50% credit" in html
    attempt = DrillAttempt.objects.get()
    assert attempt.hints_used == 2 and attempt.credit == 0.5
    assert ReviewItem.objects.filter(key=drill.key).exists()


def test_the_third_hint_is_the_answer(client):
    drill = generate_drill("score", 1, "three")
    url = f"/drills/score/{drill.key}/hint/"
    for _ in range(3):
        html = client.post(url, headers={"HX-Request": "true"}).content.decode()
    assert f"{drill.solution['points']:+d}" in html
    assert "Another hint" not in html


def test_a_review_answer_moves_the_review_card(client):
    drill = generate_drill("score", 1, "review")
    post(client, drill, answer_for(drill, right=False))
    item = ReviewItem.objects.get()
    item.due = timezone.now() - timezone.timedelta(minutes=1)
    item.save()
    assert client.get("/drills/review/?go=1")["Location"].startswith(f"/drills/score/{drill.key}/")
    post(client, drill, answer_for(drill))
    item.refresh_from_db()
    assert item.reviews == 2 and item.due > timezone.now()
    assert DrillStats.objects.get().attempts == 1


@pytest.mark.parametrize("bad", [{"points": "lots"}, {}, {"points": "1e5"}])
def test_bad_input_is_answered_in_place_and_changes_nothing(client, bad):
    drill = generate_drill("score", 1, "bad")
    response = post(client, drill, bad)
    assert response.status_code == 200
    assert "could not be read" in response.content.decode()
    assert not DrillAttempt.objects.exists() and not DrillStats.objects.exists()


@pytest.mark.parametrize(
    "url",
    ["/drills/nope/", "/drills/score/9-abc/", "/drills/score/1-bad*seed/", "/drills/score/x/"],
)
def test_unknown_drills_say_so(client, url, settings):
    settings.DEBUG = False
    response = client.get(url)
    assert response.status_code == 404
    assert "alert" in response.content.decode()


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


def test_progress_page_shows_where_the_learner_stands(client):
    drill = generate_drill("score", 1, "progress")
    post(client, drill, answer_for(drill))
    html = client.get("/drills/progress/").content.decode()
    assert "100%" in html and "Kept in this browser" in html


def test_solution_never_appears_before_an_answer(client):
    drill = generate_drill("score", 2, "secret")
    html = client.get(f"/drills/score/{drill.key}/").content.decode()
    assert f"{drill.solution['points']:+d}" not in html.replace("e.g. -20", "")


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
