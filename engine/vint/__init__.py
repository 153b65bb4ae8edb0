"""Vint, the Russian ancestor of Skruuvi, as a game of its own (docs/rules.md R-10 and V-1 – V-8).

Rooms, as for the other forms:

- :mod:`.actions` — bids over ♠ < ♣ < ♦ < ♥ < NT at levels 1–7, pass, and cards, with notation.
- :mod:`.deal` — :class:`VintDeal`, one deal as a state machine (auction, play), built on the
  shared core of :mod:`engine.trick_taking` (dealing from a seed, following suit, tricks).
- :mod:`.scoring` — trick value, the trick scores of both pairs below the line, and the
  bonuses and penalties above it.
- :mod:`.views` — :class:`VintView`, what one seat may know.
- :mod:`.record` — single-deal records that load, dump and replay.
- :mod:`.rubber` — :class:`VintMatch`: games at 500, rubbers of two games, partners changing
  after each rubber, the three-rubber settlement, and the match record.
- :mod:`.bots` — :class:`VintBot` (trick estimate and honours; whist card play) and a random bot.
- :mod:`.duel` — the bot against random play on the same deals, partnerships swapped.
"""

from __future__ import annotations

from .actions import Strain, VintBid, parse_vint_action
from .deal import VintDeal, VintResult
from .rubber import MatchOptions, VintMatch, loads_match
from .views import VintView, vint_view

__all__ = [
    "MatchOptions",
    "Strain",
    "VintBid",
    "VintDeal",
    "VintMatch",
    "VintResult",
    "VintView",
    "loads_match",
    "parse_vint_action",
    "vint_view",
]
