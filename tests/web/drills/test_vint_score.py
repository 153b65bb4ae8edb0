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


@pytest.mark.parametrize("level", [1, 2])
def test_it_renders_and_grades_in_finnish(client, level):
    from tests.web.site.test_i18n_messages import _visible, english_left

    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    drill = generate_drill("vint-score", level, f"web{level}")
    page = client.get(f"/drills/vint-score/{drill.key}/", **fi).content.decode()
    text = _visible(page, 'id="drill"')
    assert "Sopimus:" in text and english_left(text) == [], english_left(text)
    points = drill.solution["points"]
    url = f"/drills/vint-score/{drill.key}/answer/"
    html = client.post(url, {"points": str(points + 1)}, HTTP_HX_REQUEST="true", **fi)
    html = html.content.decode()
    text = _visible(html)
    assert "Ei aivan" in text and english_left(text) == [], english_left(text)
    html = client.post(url, {"points": "paljon"}, HTTP_HX_REQUEST="true", **fi).content.decode()
    assert "kirjoita pisteet kokonaislukuna" in html
