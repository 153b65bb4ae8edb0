"""Bots: they decide from a seat view only, never from the state.

Bots are driven with :func:`bot_view` (the seat's view with its memory of the play, R-8.3).
A bot returns a :class:`Decision`: the action and the reason, with the convention or rule ids
behind it, so the table can show a learner why a bot did what it did and the hint button can
say what the conventions suggest.

- :class:`RandomBot` plays uniformly random legal moves (tests, and the simplest opponent).
- :class:`ConventionBot` bids, signals, hands over, doubles and leads by the conventions
  (docs/conventions.md) and plays the cards by the Handbook's tactics (:mod:`engine.bots.play`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..actions import Action, Give, Packet, Pass, Play
from ..deal import Deal
from ..messages import Msg
from ..trick_taking import Phase
from ..views import SeatView, seat_view


def bot_view(deal: Deal, seat: int) -> SeatView:
    """The view a bot decides from: the seat's view with every trick played kept in sight.
    A player who watched the play knows every card in it; R-8.3 only limits what the table
    shows again (the beginners' mode shows it all). A bot given the plain view still plays
    legally, only without that memory (no counting, no look-ahead)."""
    return seat_view(deal, seat, show_all_tricks=True)


@dataclass(frozen=True)
class Decision:
    action: Action
    reason: str
    ids: tuple[str, ...] = ()


class Bot(Protocol):
    def decide(self, view: SeatView) -> Decision: ...


_AUCTIONS = (Phase.AUCTION, Phase.EXTENDED, Phase.BOLSHEVIK_AUCTION)


class RandomBot:
    """Uniformly random legal moves (passing often in auctions, or every auction would climb
    to 7 grand). Deterministic for a given seed and sequence of views."""

    def __init__(self, seed: int | str = 0, pass_bias: float = 0.75) -> None:
        self.rng = random.Random(f"random-bot:{seed}")
        self.pass_bias = pass_bias

    def decide(self, view: SeatView) -> Decision:
        if not view.my_turn:
            raise ValueError("it is not this seat's turn")
        rng = self.rng
        p = view.phase
        cards = list(view.legal_cards)
        if p is Phase.PLAY:
            return Decision(Play(rng.choice(cards)), Msg("bc.random_card"))
        if p in (Phase.PACKET, Phase.RETURN_PACKET):
            c = rng.sample(cards, 4)
            return Decision(Packet((c[0], c[1], c[2], c[3])), Msg("bc.random_packet"))
        if view.expected_receivers:
            chosen = rng.sample(cards, len(view.expected_receivers))
            return Decision(
                Give(tuple(zip(view.expected_receivers, chosen, strict=True))),
                Msg("bc.random_cards"),
            )
        actions = list(view.legal_actions)
        if p in _AUCTIONS and isinstance(actions[0], Pass) and rng.random() < self.pass_bias:
            return Decision(actions[0], Msg("bc.random_pass"))
        return Decision(rng.choice(actions), Msg("bc.random_call"))
