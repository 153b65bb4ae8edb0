"""Cards, hands and notation round trips (python-chess style: parse(str(x)) == x)."""

import doctest
import importlib
import pickle

import pytest

from engine.cards import DECK, Card, CardSet, NotationError, Rank, Suit, parse_cards

ENGINE_MODULES = ["engine.cards", "engine.actions", "engine.scoring"]


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


def test_every_card_round_trips_through_its_notation():
    for card in DECK:
        assert Card.parse(str(card)) is card
        assert Card.parse(card.ascii) is card
        assert eval(repr(card), {"Card": Card}) is card
        assert pickle.loads(pickle.dumps(card)) is card
    assert len({c.index for c in DECK}) == 52


@pytest.mark.parametrize(
    "text,expected",
    [
        ("♠A", "♠A"),
        ("SA", "♠A"),
        ("s10", "♠10"),
        ("hT", "♥10"),
        ("A♠", "♠A"),
        ("10h", "♥10"),
        ("♣2", "♣2"),
        ("dK", "♦K"),
    ],
)
def test_card_parse_accepts_common_spellings(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("bad", ["", "X", "♠1", "Z9", "♠11", "AA"])
def test_card_parse_refuses_nonsense(bad):
    with pytest.raises(NotationError):
        Card.parse(bad)


def test_hand_text_is_written_like_the_handbook():
    hand = CardSet.parse("♥A6 ♠9 ♦AKQ1086 ♣K75")
    assert str(hand) == "♠9 ♣K75 ♦AKQ1086 ♥A6"
    assert CardSet.parse(str(hand)) == hand
    assert eval(repr(hand), {"CardSet": CardSet}) == hand
    assert hand.lengths() == (1, 3, 6, 2)
    assert hand.count_honours(Suit.DIAMONDS) == 4
    assert hand.highest(Suit.CLUBS) == Card.parse("♣K")
    assert hand.lowest(Suit.DIAMONDS) == Card.parse("♦6")
    assert [str(c) for c in hand.sorted_for_display()][:3] == ["♠9", "♣K", "♣7"]


def test_hand_parse_refuses_duplicates_and_ranks_without_suit():
    with pytest.raises(NotationError):
        CardSet.parse("♠AA")
    with pytest.raises(NotationError):
        CardSet.parse("AK ♠2")


def test_void_marks_are_accepted():
    assert CardSet.parse("♠AK ♣- ♦2 ♥-") == CardSet.parse("♠AK ♦2")
    assert CardSet.parse("♠AK ♦2").text(void="-") == "♠AK ♣- ♦2 ♥-"


def test_ordered_cards_keep_their_order():
    packet = parse_cards("♦K ♠4 ♦2 ♠8")
    assert [str(c) for c in packet] == ["♦K", "♠4", "♦2", "♠8"]
    with pytest.raises(NotationError):
        parse_cards("♦K ♦K")


def test_ranks_and_honours():
    assert [r for r in Rank if r.is_honour] == [
        Rank.TEN,
        Rank.JACK,
        Rank.QUEEN,
        Rank.KING,
        Rank.ACE,
    ]
    assert Card.parse("♥A").name == "ace of hearts"
    assert Card.parse("♣10").name == "10 of clubs"
    assert Suit.HEARTS.finnish == "hertta"


def test_hands_pickle_and_copy():
    import copy

    hand = CardSet.parse("♠AK ♥2")
    assert pickle.loads(pickle.dumps(hand)) == hand
    assert copy.deepcopy(hand) == hand


def test_set_operations():
    a = CardSet.parse("♠AK")
    b = CardSet.parse("♠K ♥2")
    assert a | b == CardSet.parse("♠AK ♥2")
    assert a & b == CardSet.parse("♠K")
    assert a - b == CardSet.parse("♠A")
    assert a.add(Card.parse("♥2")) == CardSet.parse("♠AK ♥2")
    with pytest.raises(KeyError):
        a.remove(Card.parse("♥2"))
