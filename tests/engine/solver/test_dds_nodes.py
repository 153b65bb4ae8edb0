"""DDS's node counts, which the bots budget by (``BotConfig.dds_nodes``), must not depend on
what was solved before: the same view always gives the same card."""

from __future__ import annotations

import random

import pytest

from engine.solver import dds

pytestmark = pytest.mark.skipif(not dds.available(), reason="DDS (endplay) is not installed")


def _deal(seed: int) -> tuple[int, int, int, int]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    return (hands[0], hands[1], hands[2], hands[3])


def _nodes(hands: tuple[int, int, int, int]) -> int:
    out: list[int] = []
    dds.card_tricks(hands, 0, (), 1, best_only=True, nodes=out)
    return out[0]


def test_a_repeated_deal_reuses_the_table_and_reset_empties_it():
    hands = _deal(1)
    dds.reset()
    cold = _nodes(hands)
    assert _nodes(hands) < cold  # the same deal again: DDS's table is warm
    dds.reset()
    assert _nodes(hands) == cold
