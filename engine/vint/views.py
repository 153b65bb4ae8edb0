"""What one seat may know of a Vint deal (docs/rules.md V-4.1: every hand stays hidden).

A :class:`VintView` holds the seat's own cards, the auction, the cards played so far and, as
public facts of the rubber, each pair's score below the current line and games won; of the
other hands only how many cards are left. Bots and templates get views, never the deal. Once
the deal is over the view also carries every hand as dealt, for the review.

:func:`vint_known_cards` derives the same knowledge from the rules instead of from the view
code, so the tests can compare the two.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..cards import Card, CardSet, Suit
from ..trick_taking import Kind, Phase, Trick, hand_counts, played_mask
from .actions import VintBid
from .deal import VintDeal, VintResult


@dataclass(frozen=True)
class VintView:
    seat: int
    dealer: int
    phase: Phase
    kind: Kind
    to_act: int | None
    hand: CardSet
    hand_counts: tuple[int, int, int, int]
    calls: tuple[tuple[int, Action], ...]
    standing: VintBid | None
    standing_seat: int | None
    contract: VintBid | None
    declarer: int | None
    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int, int, int]
    legal_actions: tuple[Action, ...]
    legal_cards: CardSet
    result: VintResult | None
    review: tuple[CardSet, CardSet, CardSet, CardSet] | None  # every hand, once the deal is over
    below: tuple[int, int] = (0, 0)  # each pair's trick score below the current line (V-7.1)
    games: tuple[int, int] = (0, 0)  # games each pair has won in this rubber (V-8.1)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def trumps(self) -> Suit | None:
        return None if self.contract is None else self.contract.trumps

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    def played_cards(self) -> CardSet:
        return CardSet(played_mask(self.tricks, self.current_trick))


def vint_view(
    deal: VintDeal, seat: int, below: tuple[int, int] = (0, 0), games: tuple[int, int] = (0, 0)
) -> VintView:
    """Build what ``seat`` may know of ``deal`` now; ``below`` and ``games`` are the rubber's
    public score, when the deal is part of one."""
    my_turn = deal.to_act == seat
    return VintView(
        seat=seat,
        dealer=deal.dealer,
        phase=deal.phase,
        kind=deal.kind,
        to_act=deal.to_act,
        hand=deal.hand(seat),
        hand_counts=hand_counts(deal.hands),
        calls=tuple(deal.calls),
        standing=deal.standing,
        standing_seat=deal.standing_seat,
        contract=deal.contract,
        declarer=deal.declarer,
        leader=deal.leader,
        current_trick=tuple(deal.trick_cards),
        tricks=tuple(deal.tricks),
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1], deal.tricks_won[2], deal.tricks_won[3]),
        legal_actions=tuple(deal.legal_actions()) if my_turn else (),
        legal_cards=deal.legal_cards() if my_turn else CardSet(),
        result=deal.result,
        review=deal.initial_hands if deal.is_over else None,
        below=below,
        games=games,
    )


def vint_known_cards(deal: VintDeal, seat: int) -> CardSet:
    """Every card whose place ``seat`` may know: its own dealt cards and the cards played;
    once the deal is over, all of them."""
    if deal.is_over:
        return CardSet((1 << 52) - 1)
    return CardSet(deal.initial_hands[seat].mask | played_mask(deal.tricks, deal.trick_cards))


__all__ = ["VintView", "vint_known_cards", "vint_view"]
