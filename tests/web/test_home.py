import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_it_renders_the_home_page(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Skruuvi Academy" in html
    assert "whist-bridge" in html
    # htmx is served from our own static files, never a CDN.
    assert "django_htmx/htmx-2.min.js" in html
    assert "cdn" not in html.lower()
    # The CSRF token travels with every htmx request.
    assert 'hx-headers=\'{"X-CSRFToken"' in html


def test_it_links_to_lessons_drills_and_play(client):
    html = client.get("/").content.decode()
    for name in ("lessons:index", "drills:index", "play:index", "login", "signup"):
        assert f'href="{reverse(name)}"' in html
    for name in ("lessons:index", "drills:index", "play:index"):
        assert client.get(reverse(name)).status_code == 200


def test_it_refuses_post_on_home(client):
    assert client.post("/").status_code == 405


def test_tour_answers_htmx_with_the_partial_only(client):
    response = client.get("/tour/?step=2", headers={"HX-Request": "true"})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="tour"' in html
    assert "<html" not in html
    assert "Step 3 of 5" in html


def test_tour_without_htmx_renders_the_whole_page(client):
    html = client.get("/tour/?step=1").content.decode()
    assert "<html" in html and "Step 2 of 5" in html


@pytest.mark.parametrize("step", ["-4", "99", "abc"])
def test_tour_clamps_bad_steps(client, step):
    response = client.get(f"/tour/?step={step}", headers={"HX-Request": "true"})
    assert response.status_code == 200
