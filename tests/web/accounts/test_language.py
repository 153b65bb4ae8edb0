"""The language switcher: the browser's language by default, the choice kept for a guest (the
cookie) and for a signed-in learner (``Learner.language``, back on the next log-in)."""

import pytest
from django.conf import settings

from accounts.models import Learner

from ..factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db


def html_lang(response) -> str:
    text = response.content.decode()
    start = text.index('<html lang="') + len('<html lang="')
    return text[start : text.index('"', start)]


def test_english_is_the_default_and_for_browsers_asking_for_it(client):
    assert html_lang(client.get("/")) == "en"
    assert html_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9")) == "en"
    assert html_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="de-DE")) == "en"


def test_a_finnish_browser_gets_finnish(client):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="fi-FI,fi;q=0.9,en;q=0.5")
    assert html_lang(response) == "fi"
    assert "Oppitunnit" in response.content.decode()
    assert response["Content-Language"] == "fi"


def test_the_navbar_has_a_plain_form_switcher(client):
    text = client.get("/").content.decode()
    assert 'action="/accounts/language/"' in text
    assert 'name="language" value="fi"' in text and 'name="language" value="en"' in text
    assert 'aria-pressed="true"' in text


def test_a_guest_choice_is_kept_in_a_cookie(client):
    response = client.post("/accounts/language/", {"language": "fi", "next": "/drills/"})
    assert response.status_code == 302 and response["Location"] == "/drills/"
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "fi"
    page = client.get("/drills/", HTTP_ACCEPT_LANGUAGE="en")
    assert html_lang(page) == "fi"
    client.post("/accounts/language/", {"language": "en"})
    assert html_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="fi")) == "en"


def test_the_switcher_refuses_unknown_languages_and_foreign_next_urls(client):
    response = client.post(
        "/accounts/language/", {"language": "xx", "next": "https://evil.example/"}
    )
    assert response["Location"] == "/"
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert client.get("/accounts/language/").status_code == 405


def test_a_signed_in_learner_keeps_the_choice_across_log_ins(client):
    UserFactory(username="aino")
    client.post("/accounts/login/", {"username": "aino", "password": PASSWORD})
    client.post("/accounts/language/", {"language": "fi"})
    assert Learner.objects.get(user__username="aino").language == "fi"
    client.post("/accounts/logout/")
    client.cookies.clear()
    # A new browser that asks for English: after log-in the learner's Finnish comes back.
    client.post("/accounts/login/", {"username": "aino", "password": PASSWORD})
    assert html_lang(client.get("/", HTTP_ACCEPT_LANGUAGE="en")) == "fi"


def test_a_guest_choice_is_saved_on_the_learner_at_log_in(client):
    UserFactory(username="eero")
    client.post("/accounts/language/", {"language": "fi"})
    client.post("/accounts/login/", {"username": "eero", "password": PASSWORD})
    assert Learner.objects.get(user__username="eero").language == "fi"
