import pytest

pytestmark = pytest.mark.django_db


def test_it_answers_404_with_our_page(client, settings):
    settings.DEBUG = False
    response = client.get("/no-such-card/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "That card is not in the pack" in html
    assert "Skruuvi Academy" in html
