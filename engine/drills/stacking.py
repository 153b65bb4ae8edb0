"""Dealing for drills: a seeded deal, optionally with cards moved to one seat so that a rare
situation (three aces, a void) turns up without dealing thousands of hands.

Moving a card swaps it with a card of the receiving hand, so every hand keeps its size and
the deal stays a legal one (R-2.2); the rest of the deal is as random as before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from ..actions import Action
from ..cards import Card, CardSet, Rank
from ..deal import BolshevikContext, Deal
from ..rules import Form
from ..trick_taking import deal_cards


class Layout:
    """Four hands and a kitty that can be rearranged before the deal starts."""

    def __init__(self, form: Form, dealer: int, key: str, number: int) -> None:
        hands, kitty = deal_cards(form, dealer, key, number)
        self.form = form
        self.dealer = dealer
        self.hands: list[set[Card]] = [set(h) for h in hands]
        self.kitty: list[Card] = list(kitty)

    def holder(self, card: Card) -> int | None:
        """The seat holding ``card``, or None for the kitty."""
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        return None

    def give(
        self, seat: int, cards: Iterable[Card], rng: random.Random, keep: Iterable[Card] = ()
    ) -> None:
        """Move ``cards`` into ``seat``'s hand, each swapped for one of its other cards (never
        one of ``cards`` or ``keep``)."""
        wanted = set(cards) | set(keep)
        for card in cards:
            if card in self.hands[seat]:
                continue
            spare = sorted((c for c in self.hands[seat] if c not in wanted), key=lambda c: c.index)
            out = rng.choice(spare)
            where = self.holder(card)
            if where is None:
                self.kitty[self.kitty.index(card)] = out
            else:
                self.hands[where].discard(card)
                self.hands[where].add(out)
            self.hands[seat].discard(out)
            self.hands[seat].add(card)

    def take_away(self, seat: int, cards: Iterable[Card], rng: random.Random) -> None:
        """Move ``cards`` out of ``seat``'s hand to the other seats (or the kitty)."""
        for card in cards:
            if card not in self.hands[seat]:
                continue
            others = [s for s in range(4) if s != seat]
            other = rng.choice(others)
            pool = [c for c in self.hands[other] if c.suit is not card.suit]
            swap = rng.choice(sorted(pool or self.hands[other], key=lambda c: c.index))
            self.hands[other].discard(swap)
            self.hands[other].add(card)
            self.hands[seat].discard(card)
            self.hands[seat].add(swap)

    def swap(self, giver: int, taker: int, cards: Iterable[Card], rng: random.Random) -> None:
        """Move ``cards`` from ``giver`` to ``taker``, each for a card of ``taker`` of another
        suit, so only these two hands change (e.g. two defenders who only passed)."""
        for card in cards:
            if card not in self.hands[giver]:
                continue
            pool = sorted(
                (c for c in self.hands[taker] if c.suit is not card.suit and c.rank <= Rank.NINE),
                key=lambda c: c.index,
            ) or sorted(
                (c for c in self.hands[taker] if c.suit is not card.suit), key=lambda c: c.index
            )
            back = rng.choice(pool)
            self.hands[giver].discard(card)
            self.hands[giver].add(back)
            self.hands[taker].discard(back)
            self.hands[taker].add(card)

    def copy(self) -> Layout:
        other = Layout.__new__(Layout)
        other.form, other.dealer = self.form, self.dealer
        other.hands = [set(h) for h in self.hands]
        other.kitty = list(self.kitty)
        return other

    def deal(self, bolshevik: BolshevikContext | None = None) -> Deal:
        return Deal(
            self.form,
            self.dealer,
            [CardSet(h) for h in self.hands],
            tuple(self.kitty),
            bolshevik=bolshevik,
        )


def bots_until(deal: Deal, done: Callable[[Deal], bool], max_steps: int = 200) -> None:
    """Let convention bots (the drills' settings) play ``deal`` on until ``done(deal)``, the
    deal is over, or ``max_steps`` moves have been made."""
    from ..bots.config import DRILLS
    from ..bots.convention import ConventionBot
    from ..views import seat_view

    bot = ConventionBot(DRILLS)
    steps = 0
    while not done(deal) and not deal.is_over and steps < max_steps:
        seat = deal.to_act
        assert seat is not None
        deal.apply(bot.decide(seat_view(deal, seat)).action, seat)
        steps += 1


def steered_auction(deal: Deal, prefer: Callable[[int, Action, Deal], bool]) -> None:
    """Bid ``deal``'s first auction with the conventions' calls; where they accept more than
    one call, take the first one ``prefer`` likes (so every call stays one the conventions
    accept, while a rarer but conventional auction becomes likely)."""
    from ..conventions import conventional_calls
    from ..trick_taking import Phase

    form = deal.form.bidding
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act
        assert seat is not None
        calls = [
            s.call for s in conventional_calls(deal.hand(seat), form, deal.calls, seat, deal.dealer)
        ]
        chosen = next((c for c in calls if prefer(seat, c, deal)), calls[0])
        deal.apply(chosen, seat)


__all__ = ["Layout", "bots_until", "steered_auction"]
