"""C-8.1: the Italian first-discard signal."""

from __future__ import annotations

import pytest

from engine.cards import Card, CardSet, Suit
from engine.conventions.signals import discard_signal, signal_cards

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


@pytest.mark.parametrize("text", ["♣5", "♥10", "♠4"])
def test_C_8_1_handbook_diamond_led_three_ways_to_ask_for_clubs(text):
    assert discard_signal(Card.parse(text), D).suit is C


def test_C_8_1_odd_card_asks_for_its_own_suit():
    assert discard_signal(Card.parse("♥K"), S).suit is H


def test_IC_36_even_cards_from_eight_up_are_high():
    assert discard_signal(Card.parse("♥8"), D).suit is C  # higher of ♠ and ♣
    assert discard_signal(Card.parse("♥6"), D).suit is S


def test_signal_cards_lists_every_card_asking_for_a_suit():
    hand = CardSet.parse("♠4 ♣5 ♥10 ♥9 ♦7")
    assert {r.card for r in signal_cards(hand, D, C)} == {
        Card.parse("♠4"),
        Card.parse("♣5"),
        Card.parse("♥10"),
    }


def test_a_card_of_the_suit_led_is_no_discard():
    with pytest.raises(ValueError):
        discard_signal(Card.parse("♦5"), D)


def test_IC_36_readings_the_handbook_leaves_open_carry_the_other_suit():
    """The Handbook's examples (♣5, ♥10, ♠4) fix neither the honours' numbers nor where high
    even cards begin: such discards name the suit another reading gives, so a drill can
    accept both (IC-36). Its own examples stay unambiguous."""
    queen = discard_signal(Card.parse("♥Q"), D)
    assert queen.suit is C and queen.alternative is H
    assert discard_signal(Card.parse("♥6"), D).alternative is C
    assert discard_signal(Card.parse("♥8"), D).alternative is S
    for text in ("♣5", "♥10", "♠4", "♥K"):
        assert discard_signal(Card.parse(text), D).alternative is None
    hand = CardSet.parse("♠4 ♣5 ♥Q ♥6 ♦7")
    strict = {r.card for r in signal_cards(hand, D, H)}
    lenient = {r.card for r in signal_cards(hand, D, H, lenient=True)}
    assert strict == set() and lenient == {Card.parse("♥Q")}
