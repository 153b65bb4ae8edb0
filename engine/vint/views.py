"""What one seat may know of a Vint deal (docs/rules.md V-4.1: every hand stays hidden; V-4.4:
only the last finished trick may be looked at again).

A :class:`VintView` holds the seat's own cards, the auction, the trick in progress, the last
finished trick (V-4.4) and, as public facts, how many tricks have been played and how many
each seat has taken, and each pair's score below the current line and games won; of the other
hands only how many cards are left. Older tricks are not in the view while the deal is played
(VD-12): neither the table nor a bot sees them again. Bots and templates get views, never the
deal. Once the deal is over the view carries every trick and every hand as dealt, for the
review.

:func:`vint_known_cards` derives the same limits from the rules instead of from the view
code, so the tests can compare the two.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action
from ..cards import Card, CardSet, Suit
from ..trick_taking import Kind, Phase, Trick, TricksInView, hand_counts, played_mask
from .actions import VintBid
from .deal import VintDeal, VintResult


def vint_visible_tricks(tricks: tuple[Trick, ...] | list[Trick], over: bool) -> tuple[Trick, ...]:
    """V-4.4: during play only the last finished trick may be looked at (until the next one
    is complete, when that one becomes the last); once the deal is over, every trick."""
    return tuple(tricks) if over else tuple(tricks[-1:])


@dataclass(frozen=True)
class VintView(TricksInView):
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
    visible_tricks: tuple[Trick, ...]  # V-4.4: the last finished trick (all, once over)
    tricks_played: int  # finished tricks so far (public)
    tricks_won: tuple[int, int, int, int]  # public: everyone sees the tricks each seat takes
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


def vint_view(
    deal: VintDeal, seat: int, below: tuple[int, int] = (0, 0), games: tuple[int, int] = (0, 0)
) -> VintView:
    """Build what ``seat`` may know of ``deal`` now; ``below`` and ``games`` are the rubber's
    public score, when the deal is part of one."""
    my_turn = deal.to_act == seat
    over = deal.is_over
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
        visible_tricks=vint_visible_tricks(deal.tricks, over),
        tricks_played=len(deal.tricks),
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1], deal.tricks_won[2], deal.tricks_won[3]),
        legal_actions=tuple(deal.legal_actions()) if my_turn else (),
        legal_cards=deal.legal_cards() if my_turn else CardSet(),
        result=deal.result if over else None,
        review=deal.initial_hands if over else None,
        below=below,
        games=games,
    )


def vint_known_cards(deal: VintDeal, seat: int) -> CardSet:
    """Every card whose place ``seat`` may see now, by the rules: its own dealt cards, the
    trick in progress and the last finished trick (V-4.4, VD-12); once the deal is over, all
    of them."""
    if deal.is_over:
        return CardSet((1 << 52) - 1)
    last = deal.tricks[-1:]
    return CardSet(deal.initial_hands[seat].mask | played_mask(last, deal.trick_cards))


__all__ = ["VintView", "vint_known_cards", "vint_view", "vint_visible_tricks"]
