"""/lessons/examples/<slug>/: an example deal replayed step by step."""

import pytest

pytestmark = pytest.mark.django_db


def test_example_replay_steps_with_htmx(client, fixture_content):
    response = client.get("/lessons/examples/tiny/?step=1", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<html" not in html and "Step 1 of" in html and "passes" in html
    full = client.get("/lessons/examples/tiny/?step=1").content.decode()
    assert "<html" in full
    for bad in ("-3", "9999", "x"):
        assert client.get(f"/lessons/examples/tiny/?step={bad}").status_code == 200


def test_example_replay_reaches_the_score(client, fixture_content):
    html = client.get("/lessons/examples/tiny/?step=9999").content.decode()
    assert "Score" in html and "N–S" in html


def test_a_key_moment_asks_before_showing_the_move(client, fixture_content):
    """R-3.1 replay question: at step 2 the record asks what South bids next."""
    html = client.get("/lessons/examples/tiny/?step=2", headers={"HX-Request": "true"})
    html = html.content.decode()
    assert "Your turn to think:" in html and "South&#x27;s first bid?" in html
    assert "answer=4%E2%99%A6" in html  # every legal call is a choice
    wrong = client.get("/lessons/examples/tiny/?step=2&answer=pass").content.decode()
    assert "✗ South chose" in wrong and "opened four diamonds" in wrong
    right = client.get("/lessons/examples/tiny/?step=2&answer=4♦").content.decode()
    assert "✓ Right" in right
    after = client.get("/lessons/examples/tiny/?step=3").content.decode()
    assert "opened four diamonds" in after and "ask:" not in after


def test_an_answer_that_is_no_choice_is_refused_in_place(client, fixture_content):
    html = client.get("/lessons/examples/tiny/?step=2&answer=9NT").content.decode()
    assert "That is not one of the choices." in html


def test_the_replays_own_words_in_finnish(client, fixture_content):
    """Issue 19: the replay's buttons, where it is, the moves in words, the key moment's
    verdict and the score box in the learner's language (the example's title, labels, notes
    and questions are the content's: its Finnish version's, tested below)."""
    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    first = client.get("/lessons/examples/tiny/?step=0", **fi).content.decode()
    assert "Vaihe 0/" in first and "Seuraava ▶" in first and "Jako ennen tarjouskierrosta" in first
    assert "Next" not in first and "Step 0 of" not in first
    moved = client.get("/lessons/examples/tiny/?step=1", **fi).content.decode()
    assert "passaa" in moved and "passes" not in moved
    wrong = client.get("/lessons/examples/tiny/?step=2&answer=pass", **fi).content.decode()
    assert "Mieti itse:" in wrong and "✗ Etelä valitsi" in wrong
    end = client.get("/lessons/examples/tiny/?step=9999", **fi).content.decode()
    assert "Pisteet" in end and "P–E" in end and "N–S" not in end
    refused = client.get("/lessons/examples/tiny/?step=2&answer=9NT", **fi).content.decode()
    assert "Se ei ole yksi vaihtoehdoista." in refused


def test_an_example_with_a_finnish_version_replays_in_finnish(client, fixture_content):
    """examples/tiny.fi.txt: the same moves with a Finnish title, seat label, question and
    note; a Finnish learner sees those, an English one the English."""
    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    first = client.get("/lessons/examples/tiny/?step=0", **fi).content.decode()
    assert "Pieni esimerkki" in first and "Pelaaja A (Etelä)" in first
    assert "A tiny example" not in first
    ask = client.get("/lessons/examples/tiny/?step=2", **fi).content.decode()
    assert "Etelän ensimmäinen tarjous?" in ask and "first bid" not in ask
    right = client.get("/lessons/examples/tiny/?step=2&answer=4♦", **fi).content.decode()
    assert "✓ Oikein" in right and "Etelä avasi neljä ruutua" in right
    english = client.get("/lessons/examples/tiny/?step=2").content.decode()
    assert "A tiny example" in english and "South&#x27;s first bid?" in english
    assert "Pieni" not in english and "Pelaaja" not in english


def test_the_trick_in_progress_names_its_players_as_the_moves_do(client, fixture_content):
    """A replay says "West plays ♣7" (in Finnish "Länsi pelaa…"), so the trick on the felt
    names the same seats in the same language, not by English compass letters."""
    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    english = client.get("/lessons/examples/tiny/?step=25").content.decode()
    assert '<span class="trick-seat">South</span>' in english
    assert '<span class="trick-seat">West</span>' in english
    finnish = client.get("/lessons/examples/tiny/?step=25", **fi).content.decode()
    assert '<span class="trick-seat">Etelä</span>' in finnish
    assert '<span class="trick-seat">Länsi</span>' in finnish
