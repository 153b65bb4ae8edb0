"""The double-dummy solver against plain minimax on small endings, and on known positions."""

from __future__ import annotations

import random

import pytest

from engine.cards import Card, CardSet, Suit
from engine.solver import Solver, runs


def _minimax(
    hands: list[int],
    leader: int,
    trick: list[tuple[int, int]],
    trumps: int | None,
    team: set[int],
    misere: bool,
) -> int:
    """Every legal card tried, no pruning, no tables: slow but plainly right."""
    seat = (leader + len(trick)) % 4
    if not any(hands) and not trick:
        return 0
    hand = hands[seat]
    legal = hand & ((1 << 13) - 1) << (13 * (trick[0][1] // 13)) if trick else hand
    legal = legal or hand
    values = []
    m = legal
    while m:
        c = (m & -m).bit_length() - 1
        m &= m - 1
        hands[seat] ^= 1 << c
        trick.append((seat, c))
        if len(trick) == 4:
            win_seat, best = trick[0]
            for s, x in trick[1:]:
                if (x // 13 == best // 13 and x > best) or (
                    x // 13 != best // 13 and x // 13 == trumps
                ):
                    win_seat, best = s, x
            saved = trick[:]
            trick.clear()
            v = (win_seat in team) + _minimax(hands, win_seat, trick, trumps, team, misere)
            trick.extend(saved)
        else:
            v = _minimax(hands, leader, trick, trumps, team, misere)
        trick.pop()
        hands[seat] ^= 1 << c
        values.append(v)
    wants_more = (seat in team) != misere
    return max(values) if wants_more else min(values)


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("tricks", [1, 2, 3, 4])
def test_solver_agrees_with_plain_minimax(tricks: int, misere: bool) -> None:
    rng = random.Random(f"solver-{tricks}-{misere}")
    solvers: dict[tuple[int | None, frozenset[int]], Solver] = {}
    for _ in range(60):
        cards = rng.sample(range(52), 4 * tricks)
        hands = [sum(1 << c for c in cards[i * tricks : (i + 1) * tricks]) for i in range(4)]
        trumps = rng.choice([None, 0, 1, 2, 3])
        leader = rng.randrange(4)
        team = {0, 2} if rng.random() < 0.5 else {1, 3}
        # Sometimes start in the middle of a trick.
        trick: list[tuple[int, int]] = []
        if tricks > 1 and rng.random() < 0.5:
            for k in range(rng.randrange(1, 4)):
                seat = (leader + k) % 4
                hand = hands[seat]
                led = trick[0][1] // 13 if trick else None
                follow = hand & ((1 << 13) - 1) << (13 * led) if led is not None else 0
                pool = follow or hand
                c = rng.choice([i for i in range(52) if pool >> i & 1])
                hands[seat] ^= 1 << c
                trick.append((seat, c))
        expected = _minimax(list(hands), leader, list(trick), trumps, team, misere)
        # One solver per denomination and team for all positions: its table, keyed by
        # relative ranks, must carry over between positions only where that is sound.
        key = (trumps, frozenset(team))
        if key not in solvers:
            solvers[key] = Solver(trumps, frozenset(team), misere)
        got = solvers[key].tricks(hands, leader, trick)
        assert got == expected


def _mask(text: str) -> int:
    return CardSet.parse(text).mask


def _index(text: str) -> int:
    return Card.parse(text).index


def test_a_complete_trick_is_booked_before_the_rest_is_solved() -> None:
    # West led the ♠2 and all followed: North's ♠A won it, and North's ♥A takes the last trick.
    hands = [_mask("♥A"), _mask("♥2"), _mask("♥3"), _mask("♥4")]
    trick = [(3, _index("♠2")), (0, _index("♠A")), (1, _index("♠3")), (2, _index("♠4"))]
    assert Solver(None, frozenset({0, 2})).tricks(hands, 3, trick) == 2
    assert Solver(None, frozenset({1, 3})).tricks(hands, 3, trick) == 0


def test_small_trumps_ruff_the_top_hearts() -> None:
    # East leads from ♥AK; North holds two small spades. With spades trumps North ruffs the
    # first heart and wins the last trick with the other trump; in grand East takes both.
    hands = [_mask("♠2 ♠3"), _mask("♥A ♥K"), _mask("♦2 ♦3"), _mask("♦4 ♦5")]
    assert Solver(Suit.SPADES, frozenset({0, 2})).tricks(hands, 1) == 2
    assert Solver(None, frozenset({0, 2})).tricks(hands, 1) == 0
    # In misère North-South would rather take none: they cannot avoid the trump tricks.
    assert Solver(Suit.SPADES, frozenset({0, 2}), misere=True).tricks(hands, 1) == 2


def test_equivalent_cards_form_one_run() -> None:
    mine = _mask("♥KQ9 ♠2")
    others = _mask("♥J10 ♥A")
    groups = [[str(Card.from_index(i)) for i in g] for g in runs(mine, others)]
    # K and Q touch; the 9 is cut off from the Q by the J and 10 held elsewhere.
    assert sorted(map(tuple, groups)) == sorted([("♥K", "♥Q"), ("♥9",), ("♠2",)])
