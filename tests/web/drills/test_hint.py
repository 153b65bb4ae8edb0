"""/drills/<type>/<key>/hint/: hints in three steps, each lowering the credit."""

import pytest

from drills.models import DrillAttempt, ReviewItem
from drills.services import generate_drill

from .helpers import ODD_KEYS, answer_for, post

pytestmark = pytest.mark.django_db


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


@pytest.mark.parametrize("key", ODD_KEYS)
def test_hints_for_odd_keys_are_not_found(client, key):
    assert client.post(f"/drills/bid/{key}/hint/").status_code == 404
    assert not DrillAttempt.objects.exists()
