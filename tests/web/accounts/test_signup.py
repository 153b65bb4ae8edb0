"""/accounts/signup/."""

import pytest
from django.contrib.auth import get_user_model

from ..factories import PASSWORD

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
