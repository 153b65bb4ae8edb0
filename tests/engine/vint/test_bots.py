"""The Vint bots: legal, sensible in easy spots, and better than random play on the same deals."""

from __future__ import annotations

from engine.actions import Pass, Play
from engine.cards import Card, CardSet
from engine.vint.actions import Strain, VintBid
from engine.vint.bots import RandomVintBot, VintBot, estimate_tricks
from engine.vint.duel import duel
from engine.vint.views import vint_view

from .helpers import act, bot_match, passes, vint_deal

HANDS = {
    "N": "♠AKQJ10 ♣AK ♦AK2 ♥432",
    "E": "♠9876 ♣QJ10 ♦QJ10 ♥QJ10",
    "S": "♠5432 ♣9876 ♦987 ♥98",
    "W": "♣5432 ♦6543 ♥AK765",
}


def test_a_strong_hand_opens_in_its_long_honour_suit_and_a_weak_one_passes():
    deal = vint_deal("N", HANDS)
    decision = VintBot().decide(vint_view(deal, 0))
    assert isinstance(decision.action, VintBid) and decision.action.denomination is Strain.SPADES
    assert "honours" in decision.reason
    act(deal, f"N {decision.action}")
    assert isinstance(VintBot().decide(vint_view(deal, 1)).action, Pass)


def test_the_trick_estimate_counts_top_cards_and_length():
    hand = CardSet.parse(HANDS["N"])
    assert estimate_tricks(hand, Strain.SPADES) >= 8
    assert estimate_tricks(CardSet.parse(HANDS["S"]), Strain.NO_TRUMP) == 0


def test_second_hand_plays_low_and_third_hand_high():
    deal = vint_deal("N", HANDS)
    act(deal, "N 1NT")
    passes(deal, 12)
    act(deal, "E play ♣Q")  # East leads
    second = VintBot().decide(vint_view(deal, 2)).action
    assert second == Play(Card.parse("♣6"))  # South cannot beat the queen: second hand low
    act(deal, f"S {second}")
    third = VintBot().decide(vint_view(deal, 3)).action
    assert third == Play(Card.parse("♣2"))  # West has only low clubs: play the lowest
    act(deal, f"W {third}")
    fourth = VintBot().decide(vint_view(deal, 0)).action
    assert fourth == Play(Card.parse("♣K"))  # last to play: win as cheaply as possible


def test_bots_only_ever_choose_legal_actions():
    for seed in ("b1", "b2"):
        match = bot_match(seed, rubbers=1, random_seats=(1,))
        assert match.is_over and match.rubbers


def test_the_random_bot_is_deterministic_for_a_seed():
    deal = vint_deal("N", HANDS)
    a = [RandomVintBot("s").decide(vint_view(deal, 0)).action for _ in range(3)]
    b = [RandomVintBot("s").decide(vint_view(deal, 0)).action for _ in range(3)]
    assert a == b


def test_in_a_duel_the_bot_beats_random_play_on_the_same_deals():
    result = duel(deals=60, seed="test")
    assert result.low > 0 and result.deals == 60


def test_the_bots_card_play_alone_beats_random_card_play():
    result = duel(deals=60, seed="test", play_only=True)
    assert result.low > 0
