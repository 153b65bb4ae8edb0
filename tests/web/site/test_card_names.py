"""Screen readers name every card, hand row and kitty in the learner's language (issue 19):
the English words stay the engine's (``Card.name``: "ace of spades"), Finnish says the club's
card names ("pataässä", "herttakymppi")."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from cardui import cardhtml
from engine.cards import Card, CardSet, Rank, Suit

DECK = [Card(s, r) for s in Suit for r in Rank]
ENGLISH_CARD_WORDS = re.compile(r"\b(?:of|ace|king|queen|jack|spades|clubs|diamonds|hearts|none)\b")


def test_english_card_names_are_the_engines():
    with translation.override("en"):
        for c in DECK:
            assert cardhtml.card_name(c) == c.name
            assert cardhtml.rank_word(c.rank) == c.rank.name_text
        html = cardhtml.hand_rows(CardSet([Card.parse("♠K"), Card.parse("♠7")]))
        assert "spades: king, 7" in html and "clubs: none" in html


def test_finnish_card_names():
    with translation.override("fi"):
        names = {str(c): cardhtml.card_name(c) for c in DECK}
        assert names["♠A"] == "pataässä"
        assert names["♥10"] == "herttakymppi"
        assert names["♦Q"] == "ruuturouva"
        assert names["♣J"] == "ristijätkä"
        assert names["♠7"] == "pataseiska"
        assert names["♥2"] == "herttakakkonen"
        assert len(set(names.values())) == 52
        assert [n for n in names.values() if ENGLISH_CARD_WORDS.search(n)] == []
        html = cardhtml.hand_rows(CardSet([Card.parse("♠K"), Card.parse("♠7")]))
        assert "padat: kuningas, seiska" in html and "ristit: ei yhtään" in html
        packet = cardhtml.packet_diagram([Card.parse("♦K"), Card.parse("♠4")])
        assert "Ylianto ylhäältä alas: ruutukuningas, patanelonen" in packet
        deal = cardhtml.deal_diagram({0: [Card.parse("♠A")]}, kitty=[Card.parse("♥3")])
        assert "Keskikortit" in deal and "Kitty" not in deal
        assert 'aria-label="herttakolmonen"' in deal


@pytest.mark.django_db
def test_a_finnish_drill_page_names_its_cards_in_finnish(client):
    from drills.services import generate_drill

    drill = generate_drill("lead", 1, "fi-page")
    url = f"/drills/lead/{drill.key}/"
    finnish = client.get(url, HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    labels = re.findall(r'aria-label="([^"]*)"', finnish)
    hidden = re.findall(r'<span class="visually-hidden">([^<]*)</span>', finnish)
    assert any(label.startswith(("pata", "risti", "ruutu", "hertta")) for label in labels)
    spoken = [t for t in labels + hidden if ENGLISH_CARD_WORDS.search(t)]
    assert spoken == [], spoken
    english = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert re.search(
        r'aria-label="(?:ace|king|queen|jack|\d+) of (?:spades|clubs|diamonds|hearts)"', english
    )
