"""/lessons/glossary/."""

import pytest

pytestmark = pytest.mark.django_db


def test_glossary_page(client, fixture_content):
    html = client.get("/lessons/glossary/").content.decode()
    assert "keskikortit" in html and "ylianto" in html
