"""/drills/: every drill type with the learner's numbers."""

import pytest

pytestmark = pytest.mark.django_db


def test_index_lists_every_drill_type(client):
    html = client.get("/drills/").content.decode()
    assert "Score the deal" in html and "/drills/score/?level=3" in html
    assert "Read this packet" in html and "Build the packet" in html
