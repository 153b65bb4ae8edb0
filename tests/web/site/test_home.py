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


def test_a_returning_learner_is_greeted_with_what_to_continue(client, fixture_content):
    from drills.services import generate_drill
    from play.models import Game

    from ..drills.helpers import answer_for, post

    assert "Welcome back" not in client.get("/").content.decode()
    d = generate_drill("lead", 1, "home1")
    post(client, d, answer_for(d, right=False))
    client.post("/play/", {"deals": 12, "bolshevik": "none", "bots": "random"})
    html = client.get("/").content.decode()
    assert "Welcome back" in html
    assert "Continue the course: Alpha lesson" in html
    assert f"/play/{Game.objects.get().pk}/" in html and "Resume your game" in html
    assert "No reviews due." in html and "Weakest theme" in html  # due a few minutes later


def test_a_signed_in_learner_is_not_offered_sign_up_on_home(client, django_user_model):
    user = django_user_model.objects.create_user("homer", password="a-long-skruuvi-pass-1")
    client.force_login(user)
    assert "Sign up</a> to keep it everywhere" not in client.get("/").content.decode()


def test_start_with_the_first_lesson_opens_the_first_lesson(client, fixture_content):
    assert 'href="/lessons/alpha/">Start with the first lesson' in client.get("/").content.decode()


def test_the_progress_page_covers_lessons_drills_and_games(client, fixture_content):
    from drills.services import generate_drill

    from ..drills.helpers import answer_for, post

    assert "Nothing yet" in client.get("/progress/").content.decode()
    d = generate_drill("score", 1, "prog1")
    post(client, d, answer_for(d))
    html = client.get("/progress/").content.decode()
    assert "Lessons: 0 of" in html and "1 drill answered" in html and "No games yet" in html
