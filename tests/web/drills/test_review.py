"""/drills/review/: missed drills come back on the FSRS schedule."""

import pytest
from django.utils import timezone

from drills.models import DrillStats, ReviewItem
from drills.services import generate_drill

from .helpers import answer_for, post

pytestmark = pytest.mark.django_db


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


def test_the_review_list_names_drills_for_people_not_by_key(client):
    from drills.services import generate_drill

    from .helpers import answer_for, post

    drill = generate_drill("read-packet", 2, "named")
    post(client, drill, answer_for(drill, right=False))
    html = client.get("/drills/review/").content.decode()
    assert "Read this packet, level 2" in html and ">read-packet 2-named<" not in html
    assert "0 minutes" not in html
