"""The measured meaning of the conventions' hand words (IC-10 – IC-14)."""

from __future__ import annotations

import pytest

from engine.cards import CardSet, Suit
from engine.conventions.handeval import MisereFit, evaluate

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def ev(text: str):
    return evaluate(CardSet.parse(text))


@pytest.mark.parametrize(
    ("suit", "first_round", "strong", "second_round"),
    [
        ("AKJ84", True, False, True),  # 3 honours + 2 spots
        ("AK9864", True, False, True),  # 2 high honours + 4 spots
        ("KQ9864", True, False, True),  # K Q are high honours too (IC-10)
        ("AKQ1086", True, True, True),  # 4 honours in 6 cards
        ("AKJ8432", True, True, True),  # 3 honours in 7 cards
        ("AJ984", False, False, True),  # 2 honours + 3 spots: second round only
        ("KQJ4", False, False, True),  # 3 honours + 1 spot: second round only
        ("AK98", False, False, False),
        ("J10984", False, False, True),
    ],
)
def test_IC_10_suit_qualities(suit, first_round, strong, second_round):
    e = ev(f"♦{suit}")[D]
    assert (e.first_round, e.strong, e.second_round) == (first_round, strong, second_round)


def test_IC_10_side_ace_or_two_high_honours_in_one_side_suit():
    assert ev("♠A73 ♦AKJ84").side_ace(D)
    assert ev("♠KQ3 ♦AKJ84").side_ace(D)
    assert not ev("♠K73 ♣Q2 ♦AKJ84").side_ace(D)
    assert not ev("♦AKJ84 ♥7").side_ace(D)


def test_IC_11_about_seven_honours_is_fourteen_points():
    h = ev("♠Q98 ♣K75 ♦AK98 ♥A8")
    assert h.honours == 5 and h.points == 16 and h.about_seven_honours
    assert not ev("♠Q98 ♣J75 ♦AK98 ♥Q8").about_seven_honours  # 13 points


def test_IC_12_best_suit_and_equal_suits():
    assert ev("♠Q98 ♣K75 ♦AK98 ♥A8").best_suit is D
    assert ev("♠AQ4 ♣AJ5 ♦KQ6 ♥KJ7").suits_equal
    assert not ev("♠Q98 ♣K75 ♦AK98 ♥A8").suits_equal


def test_IC_13_misere_fitness():
    assert ev("♠3 ♣A87542 ♦1042 ♥54").misere is MisereFit.SIX
    assert ev("♠654 ♥63 ♣A9743 ♦52").misere is MisereFit.FIVE
    assert ev("♠3 ♣AK7542 ♦Q54 ♥K4").misere is MisereFit.FIVE  # the unprotected ♥K
    assert ev("♠A3 ♣987542 ♦1042 ♥54").misere is MisereFit.FIVE  # an exposed ace
    assert ev("♠A3 ♣K87542 ♦1042 ♥J4").misere is MisereFit.NONE
    assert ev("♣A875432 ♦10432 ♥54").misere is MisereFit.NONE  # natural void


def test_IC_13_two_low_cards_do_not_cover_a_run_of_top_honours():
    """Two low hearts used to "cover" ♥K and ♥Q beside the ace, so this hand was graded a
    six-misère opening; A K Q of a six-card suit are three likely winners."""
    h = ev("♠4 ♣109 ♦Q42 ♥AKQ632")
    assert [str(c) for c in h.uncovered_honours] == ["♥K", "♥Q"]
    assert h.misere is MisereFit.NONE
    assert ev("♠4 ♣109 ♦Q42 ♥AK6432").misere is MisereFit.SIX  # three low hearts cover ♥K
    assert [str(c) for c in ev("♠KQ32 ♣9876 ♦9876 ♥2").uncovered_honours] == ["♠K"]


def test_IC_14_hopeless_for_all_pass_misere():
    assert ev("♠KQ7 ♣QJ9 ♦K96 ♥Q87").allpass_hopeless
    assert not ev("♠KQ7 ♣QJ9 ♦K96 ♥Q82").allpass_hopeless  # a low spot
    assert not ev("♠KQ ♣QJ97 ♦K96 ♥Q87").allpass_hopeless  # a short suit
