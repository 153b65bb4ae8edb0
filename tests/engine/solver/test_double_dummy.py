"""The compiled solver (engine.solver._core, through engine.solver.double_dummy) against plain
minimax on small endings with aces, against DDS on trumps and grand, and on known positions.

The long runs (1,000 positions at every hand size against DDS) are marked slow: `make
solver-check` runs them; the normal suite runs a sample of each.
"""

from __future__ import annotations

import doctest
import random

import pytest

import engine.solver.double_dummy
from engine.actions import parse_bid
from engine.cards import Card, CardSet, Suit
from engine.scoring import allpass_points, bolshevik_points, contract_points
from engine.solver import dds
from engine.solver.double_dummy import Objective, Position, best_cards, card_values, value

from .minimax import minimax

SUIT = (1 << 13) - 1


def _mask(text: str) -> int:
    return CardSet.parse(text).mask


def random_position(
    rng: random.Random, cards: int, partial: bool = True
) -> tuple[tuple[int, int, int, int], int, tuple[tuple[int, int], ...]]:
    """``cards`` random cards a hand, a random leader, and sometimes one to three cards of the
    first trick already played (legally)."""
    dealt = rng.sample(range(52), 4 * cards)
    hands = [sum(1 << c for c in dealt[i * cards : (i + 1) * cards]) for i in range(4)]
    leader = rng.randrange(4)
    trick: list[tuple[int, int]] = []
    if partial and rng.random() < 0.5:
        for k in range(rng.randrange(1, 4)):
            seat = (leader + k) % 4
            follow = hands[seat] & (SUIT << (13 * (trick[0][1] // 13))) if trick else 0
            pool = follow or hands[seat]
            c = rng.choice([i for i in range(52) if pool >> i & 1])
            hands[seat] ^= 1 << c
            trick.append((seat, c))
    return (hands[0], hands[1], hands[2], hands[3]), leader, tuple(trick)


def random_objective(rng: random.Random, leader: int) -> Objective:
    """One of every kind of objective the solver serves, with random doubling."""
    kind = rng.randrange(7)
    doubling = rng.choice([0, 0, 1, 2])
    declarer = (leader + 3) % 4 if rng.random() < 0.7 else rng.randrange(4)
    if kind == 0:
        return Objective.tricks(rng.choice([None, *Suit]), {declarer, (declarer + 2) % 4})
    if kind == 1:
        return Objective.tricks(None, {declarer, (declarer + 2) % 4}, fewest=True)
    if kind == 2:
        bid = parse_bid(rng.choice(["5M", "6M", "7M"]))
        return Objective.for_contract(bid, declarer, doubling)
    if kind == 3:
        return Objective.all_pass(doubling)
    if kind == 4:
        doublings = [rng.choice([0, 1, 2]) for _ in range(3)]
        return Objective.bolshevik(parse_bid("7M"), declarer, doublings)
    if kind == 5:
        return Objective.bolshevik(parse_bid(rng.choice(["7♠", "7♥", "7G"])), declarer)
    return Objective.tricks(rng.choice([None, *Suit]), {declarer}, fewest=rng.random() < 0.5)


def _reference(position: Position, objective: Objective) -> int:
    past = objective.aces_value(position.aces)
    return past + minimax(
        list(position.hands),
        position.leader,
        list(position.trick),
        None if objective.trumps is None else int(objective.trumps),
        objective.main,
        objective.by_tricks,
        objective.ace_weight,
        position.number,
        position.main_tricks,
    )


@pytest.mark.parametrize("cards", [1, 2, 3, 4])
def test_it_agrees_with_plain_minimax_on_small_endings_with_aces(cards: int) -> None:
    rng = random.Random(f"minimax-{cards}")
    for _ in range(150 if cards < 4 else 60):
        hands, leader, trick = random_position(rng, cards)
        objective = random_objective(rng, leader)
        tricks_left = cards
        # Endings of a 13-trick deal: some tricks (and aces) are already taken.
        played = rng.randrange(0, 14 - tricks_left)
        main_tricks = rng.randrange(0, played + 1)
        aces = (
            tuple(
                (rng.randrange(1, played + 1), rng.randrange(4)) for _ in range(rng.randrange(0, 3))
            )
            if played
            else ()
        )
        position = Position(hands, leader, trick, main_tricks, aces, played + 1)
        expected = _reference(position, objective)
        assert value(position, objective) == expected
        got = card_values(position, objective)
        assert got.keys() == {i for i in range(52) if position.legal() >> i & 1}
        mover = position.to_play in objective.main
        assert (max if mover else min)(got.values()) == expected


@pytest.mark.parametrize("cards", [2, 3])
def test_every_card_value_agrees_with_minimax_after_that_card(cards: int) -> None:
    rng = random.Random(f"cards-{cards}")
    for _ in range(40):
        hands, leader, trick = random_position(rng, cards)
        objective = random_objective(rng, leader)
        position = Position(hands, leader, trick)
        for card, got in card_values(position, objective).items():
            assert got == _reference(position.play(card, objective), objective)


needs_dds = pytest.mark.skipif(not dds.available(), reason="DDS (endplay) is not installed")


def _against_dds(cards: int, count: int, seed: str) -> None:
    """Every card's value up to 8 cards a hand; beyond, the position's value (each card's
    would take our core ten solves a position)."""
    rng = random.Random(f"{seed}-{cards}")
    for _ in range(count):
        hands, leader, trick = random_position(rng, cards)
        seat = (leader + len(trick)) % 4
        objective = Objective.tricks(rng.choice([None, *Suit]), {seat, (seat + 2) % 4})
        position = Position(hands, leader, trick)
        where = (hands, leader, trick, objective.trumps)
        if cards <= 8:
            ours = card_values(position, objective, engine="core")
            assert ours == card_values(position, objective, engine="dds"), where
        else:
            ours_value = value(position, objective, engine="core")
            assert ours_value == value(position, objective, engine="dds"), where


@needs_dds
@pytest.mark.parametrize("cards", range(4, 11))
def test_it_agrees_with_dds_on_trumps_and_grand(cards: int) -> None:
    _against_dds(cards, 30 if cards <= 8 else 5, "dds-fast")


@pytest.mark.slow
@needs_dds
@pytest.mark.parametrize("cards", range(4, 14))
def test_it_agrees_with_dds_on_1000_positions_at_every_size(cards: int) -> None:
    # Hours at 12 and 13 cards, where our core takes seconds a position (DDS milliseconds).
    _against_dds(cards, 1000, "dds-slow")


@pytest.mark.slow
@pytest.mark.parametrize("cards", [3, 4, 5])
def test_it_agrees_with_minimax_on_many_misere_endings(cards: int) -> None:
    rng = random.Random(f"minimax-slow-{cards}")
    for _ in range(1000 if cards < 5 else 200):
        hands, leader, trick = random_position(rng, cards)
        objective = random_objective(rng, leader)
        position = Position(hands, leader, trick, 0, (), 14 - cards)
        assert value(position, objective) == _reference(position, objective)


def test_objectives_come_from_the_score_sheet() -> None:
    six = parse_bid("6M")
    o = Objective.for_contract(six, declarer=0, doubling=1)
    assert o.main == {0, 2} and o.unit == "points" and o.ace_weight == 1
    assert o.by_tricks[1] == contract_points(six, 1, 1).total == 40  # made, doubled
    assert o.by_tricks[3] == contract_points(six, 3, 1).total
    a = Objective.all_pass(2)
    assert a.by_tricks[5] == allpass_points(5, 8, (), (), 2).total == 9
    assert a.ace_weight == 1  # aces are never multiplied
    b = Objective.bolshevik(parse_bid("7M"), declarer=1, doublings=(0, 1, 0))
    assert b.main == {1}
    assert b.by_tricks[0] == bolshevik_points(True, 0, (0, 1, 0)).declarer == 80
    assert b.ace_weight == 3  # every opponent pays for an ace in the team's tricks
    # R-7.6's check: failed by one, aces in the opponents' tricks 2, 5, 9 and 10.
    assert b.by_tricks[1] + b.aces_value([(2, 0), (5, 2), (9, 3), (10, 0)]) == (
        bolshevik_points(True, 1, (0, 1, 0), (2, 5, 9, 10)).declarer
    )
    g = Objective.for_contract(parse_bid("7G"), declarer=3)
    assert g.is_plain_tricks and g.trumps is None and g.main == {1, 3}


def test_an_ace_discarded_late_costs_the_side_that_wins_the_trick() -> None:
    # All-pass misère, North–South took 6 of the first 11 tricks; West leads to trick 12.
    # East must win the ♠ with the ♠A, and West wins trick 13 with the ♣4. North keeps the
    # ♥A to throw it on trick 13, the later trick: it costs East–West 13, not 12.
    hands = (_mask("♥A ♦2"), _mask("♠A ♣2"), _mask("♣3 ♦3"), _mask("♠2 ♣4"))
    o = Objective.all_pass()
    position = Position(hands, leader=3, main_tricks=6, trick_number=12)
    values = card_values(position, o)
    # tricks: North–South 6, East–West 7: +1; the ♠A in trick 12, the ♥A in trick 13.
    assert values[Card.parse("♠2").index] == 1 + 12 + 13
    assert value(position, o) == 1 + 12 + 13


def test_a_complete_trick_is_booked_first() -> None:
    hands = (_mask("♥A"), _mask("♥2"), _mask("♥3"), _mask("♥4"))
    played = ((3, Card.parse("♠2").index), (0, Card.parse("♠A").index))
    played += ((1, Card.parse("♠3").index), (2, Card.parse("♠4").index))
    position = Position(hands, 3, played, main_tricks=5, trick_number=12)
    assert value(position, Objective.tricks(None, {0, 2})) == 5 + 2
    # In all-pass misère both tricks go to North–South (7 tricks against 6), with the ♠A in
    # trick 12 and the ♥A in trick 13.
    assert value(position, Objective.all_pass()) == (6 - 7) - 12 - 13


def test_best_cards_are_all_the_cards_as_good_as_the_best() -> None:
    hands = (_mask("♠AK"), _mask("♠QJ"), _mask("♥AK"), _mask("♥QJ"))
    best, cards = best_cards(Position(hands, 0), Objective.tricks(None, {0, 2}))
    assert best == 2 and cards == {Card.parse("♠A").index, Card.parse("♠K").index}


def test_after_a_reset_a_search_is_the_same_as_on_a_fresh_table() -> None:
    """The bots reset the table before each decision so that a decision depends on its view
    alone; the reset starts a new generation instead of clearing the memory, and a search
    after it must cost exactly what it costs on a freshly allocated table."""
    from engine.solver import _core

    rng = random.Random("reset")
    probe = [random_position(rng, 7, partial=False) for _ in range(3)]
    others = [random_position(rng, 7, partial=False) for _ in range(20)]
    objective = Objective.tricks(Suit.HEARTS, {0, 2})

    def nodes(hands: tuple[int, int, int, int], leader: int) -> tuple[dict[int, int], int]:
        got = card_values(Position(hands, leader), objective, engine="core")
        return got, _core.nodes()

    _core.reset(1 << 16)  # a fresh (small, so it fills up) table
    fresh = [nodes(h, leader) for h, leader, _ in probe]
    for i, (h, leader, _) in enumerate(probe):
        for hands, lead, _ in others:  # fill the table with other searches' entries
            card_values(Position(hands, lead), objective, engine="core")
        _core.reset()
        assert nodes(h, leader) == fresh[i]
    _core.reset(1 << 21)  # the default size again (2**18 buckets of 8), for the tests after


def test_doctests() -> None:
    assert doctest.testmod(engine.solver.double_dummy).failed == 0
