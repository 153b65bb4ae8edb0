"""/lessons/: the course index by part."""

import pytest

pytestmark = pytest.mark.django_db


def test_it_lists_the_course_by_part(client, fixture_content):
    html = client.get("/lessons/").content.decode()
    assert "The basics" in html and "Kitty games" in html
    assert html.index("Alpha lesson") < html.index("Beta lesson")
    assert "0 of 2 lessons done" in " ".join(html.split()).replace("<strong>", "").replace(
        "</strong>", ""
    )
