"""/drills/vint-score/: the Vint score drill through the web."""

import pytest

from drills.services import generate_drill

from .helpers import post

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("level", [1, 2, 3])
def test_it_renders_and_grades_right_and_wrong(client, level):
    drill = generate_drill("vint-score", level, f"web{level}")
    page = client.get(f"/drills/vint-score/{drill.key}/").content.decode()
    assert drill.data["facts"][0] in page and "Vint, the Russian ancestor" in page
    points = drill.solution["points"]
    assert "✓ Right" in post(client, drill, {"points": str(points)}).content.decode()
    html = post(client, drill, {"points": str(points + 1)}).content.decode()
    assert "✗ Not right" in html and "V-5" in html


def test_it_is_listed_with_the_other_drills(client):
    assert "Score a Vint deal" in client.get("/drills/").content.decode()
