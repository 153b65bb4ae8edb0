import pytest
from django.contrib.auth import get_user_model

from lessons.models import Learner

from .factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db


def test_it_signs_up_logs_out_and_logs_in(client):
    response = client.post(
        "/accounts/signup/",
        {"username": "vint", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302
    assert get_user_model().objects.filter(username="vint").exists()
    assert "Signed in as" in client.get("/").content.decode()

    response = client.post("/accounts/logout/")
    assert response.status_code == 302
    html = client.get("/").content.decode()
    assert "Signed in as" not in html and "Log in" in html

    response = client.post("/accounts/login/", {"username": "vint", "password": PASSWORD})
    assert response.status_code == 302
    assert "<strong>vint</strong>" in client.get("/").content.decode()


def test_signup_shows_errors_and_keeps_the_username(client):
    response = client.post(
        "/accounts/signup/", {"username": "vint", "password1": PASSWORD, "password2": "other"}
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert 'value="vint"' in html
    assert "didn" in html  # "The two password fields didn’t match."
    assert not get_user_model().objects.exists()


def test_logout_refuses_get(client):
    assert client.get("/accounts/logout/").status_code == 405


def test_a_guest_learner_becomes_the_users_on_login(client):
    from lessons.identity import GUEST_KEY

    guest = Learner.objects.create(guest_token="feedface" * 4)
    session = client.session
    session[GUEST_KEY] = guest.guest_token
    session.save()
    UserFactory(username="tuuli")
    client.post("/accounts/login/", {"username": "tuuli", "password": PASSWORD})
    guest.refresh_from_db()
    assert guest.user is not None and guest.user.username == "tuuli"
    assert guest.guest_token is None


def test_a_user_who_already_has_a_learner_keeps_it_and_the_guest_stays_apart(client):
    from lessons.identity import GUEST_KEY

    from .factories import LearnerFactory

    mine = LearnerFactory(user__username="aino")
    guest = Learner.objects.create(guest_token="cafe" * 8)
    session = client.session
    session[GUEST_KEY] = guest.guest_token
    session.save()
    client.post("/accounts/login/", {"username": "aino", "password": PASSWORD})
    guest.refresh_from_db()
    assert guest.user is None and mine.user.learner == mine
