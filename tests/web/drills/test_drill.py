"""/drills/<type>/ and /drills/<type>/<key>/: fresh drills, permalinks, unknown drills."""

import re

import pytest

from drills.services import generate_drill

from .helpers import ODD_KEYS, TYPE_LEVELS

pytestmark = pytest.mark.django_db


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


@pytest.mark.parametrize(
    "url",
    ["/drills/nope/", "/drills/score/9-abc/", "/drills/score/1-bad*seed/", "/drills/score/x/"],
)
def test_unknown_drills_say_so(client, url, settings):
    settings.DEBUG = False
    response = client.get(url)
    assert response.status_code == 404
    assert "alert" in response.content.decode()


def test_solution_never_appears_before_an_answer(client):
    drill = generate_drill("score", 2, "secret")
    html = client.get(f"/drills/score/{drill.key}/").content.decode()
    assert f"{drill.solution['points']:+d}" not in html.replace("e.g. -20", "")


@pytest.mark.parametrize("key", ODD_KEYS)
def test_odd_keys_are_not_found(client, key):
    assert client.get(f"/drills/bid/{key}/").status_code == 404


@pytest.mark.template_context
@pytest.mark.parametrize("rule_id", ["C-4.5", "C-8.1", "C-6.4", "R-7.5"])
def test_a_theme_opens_a_drill_on_it(client, rule_id):
    response = client.get(f"/drills/theme/{rule_id}/", follow=True)
    assert response.status_code == 200
    assert rule_id in response.context["drill"].themes


def test_a_theme_no_drill_tests_is_404(client):
    assert client.get("/drills/theme/R-2.3/").status_code == 404
    assert client.get("/drills/theme/nonsense/").status_code == 404


def test_R_6_6_a_bolshevik_hand_over_names_nobody_partner(client):
    # The Bolshevik's three opponents are one team against it: the player across
    # is no partner, while in a grand distribution (level 5) the player across is.
    bolshevik = client.get("/drills/hand-over/4-rv4y0/").content.decode()
    assert "bolshevik" in generate_drill("hand-over", 4, "rv4y0").data["form"]
    assert "(partner)" not in bolshevik and "(opposite you)" in bolshevik
    grand = client.get("/drills/hand-over/5-rv5y0/").content.decode()
    assert "(partner)" in grand
