"""Looking ahead in the last tricks: deal the unseen cards out in ways the play so far allows,
solve each layout double dummy, and play the card that does best over all of them.

Only the seat's view is used: its own hand, the cards played, the card counts every view shows,
and the voids that show when someone fails to follow suit. The layouts come from a generator
seeded by the view, so the same view always gives the same card.
"""

from __future__ import annotations

import random

from ..cards import FULL_MASK, Card, Suit
from ..solver import Objective, Position, card_values, runs
from ..trick_taking import Kind
from ..views import SeatView
from .config import CURRENT, BotConfig

#: Look ahead once this many cards (or fewer) are left in the hand to play from (the table's
#: bots; variants set their own, :mod:`engine.bots.config`).
ENDGAME_CARDS = CURRENT.look_ahead
#: Layouts solved per decision.
LAYOUTS = CURRENT.layouts


def _sides(view: SeatView) -> tuple[frozenset[int], bool] | None:
    """The team whose tricks are counted, and whether it wants few of them; None when trick
    counts alone do not decide the deal (all-pass misère and Bolshevik, where aces weigh)."""
    contract = view.contract
    declarer = view.declarer
    if view.kind is not Kind.CONTRACT or contract is None or declarer is None:
        return None
    main = frozenset({declarer % 2, declarer % 2 + 2})
    return main, contract.denomination.is_misere


def layouts(
    view: SeatView,
    voids: dict[int, set[Suit]],
    rng: random.Random,
    count: int,
    known: dict[int, int] | None = None,
) -> list[list[int]]:
    """``count`` deals of the unseen cards to the other three seats, each seat getting as many
    as it holds and none of a suit it has shown out of; ``known`` cards (seat → mask, e.g. a
    hand lying face up) stay where they are. Falls back to ignoring the voids in the unlikely
    case the random fill keeps running into a dead end."""
    me = view.seat
    played = view.played_cards().mask
    unseen = FULL_MASK & ~played & ~view.hand.mask
    fixed = {s: m & unseen for s, m in (known or {}).items() if s != me}
    for m in fixed.values():
        unseen &= ~m
    cards = [i for i in range(52) if unseen >> i & 1]
    others = [s for s in range(4) if s != me]
    need = {s: view.hand_counts[s] - fixed.get(s, 0).bit_count() for s in others}
    if min(need.values()) < 0 or sum(need.values()) != len(cards):
        return []
    eligible = {c: [s for s in others if Suit(c // 13) not in voids.get(s, set())] for c in cards}
    result: list[list[int]] = []
    for _ in range(count):
        for _attempt in range(20):
            hands = [0, 0, 0, 0]
            left = dict(need)
            order = cards[:]
            rng.shuffle(order)
            order.sort(key=lambda c: len(eligible[c]))
            ok = True
            for c in order:
                seats = [s for s in eligible[c] if left[s] > 0]
                if not seats:
                    ok = False
                    break
                s = rng.choices(seats, weights=[left[x] for x in seats])[0]
                hands[s] |= 1 << c
                left[s] -= 1
            if ok:
                break
        else:
            hands = [0, 0, 0, 0]
            order = cards[:]
            rng.shuffle(order)
            pos = 0
            for s in others:
                for c in order[pos : pos + need[s]]:
                    hands[s] |= 1 << c
                pos += need[s]
        hands[me] = view.hand.mask
        for s, m in fixed.items():
            hands[s] |= m
        result.append(hands)
    return result


def look_ahead(
    view: SeatView,
    voids: dict[int, set[Suit]],
    preferred: Card,
    known: dict[int, int] | None = None,
    config: BotConfig = CURRENT,
) -> tuple[Card, str] | None:
    """The card that takes the most tricks for the seat's side (or the fewest, in misère) over
    sampled layouts, with the reason; None when looking ahead does not apply, cannot tell the
    cards apart, or finds ``preferred`` (the rule-of-thumb card) among the best, so that the
    look-ahead only overrides it when it finds something better. ``known`` places cards the
    seat knows the location of."""
    sides = _sides(view)
    if sides is None or len(view.hand) > config.look_ahead or view.leader is None:
        return None
    team, misere = sides
    legal = view.legal_cards.mask
    trick = [(seat, card.index) for seat, card in view.current_trick]
    in_trick = sum(1 << c for _s, c in trick)
    played = view.played_cards().mask
    unseen = FULL_MASK & ~played & ~view.hand.mask
    groups = runs(legal, unseen | in_trick)
    if len(groups) < 2:
        return None
    rng = random.Random(f"look-ahead:{view.seat}:{view.hand.mask}:{played}")
    deals = layouts(view, voids, rng, config.layouts, known)
    if not deals:
        return None
    mine = view.seat in team
    trumps = view.contract.trumps if view.contract is not None else None
    objective = Objective.tricks(trumps, team, fewest=misere)
    totals = [0] * len(groups)
    for hands in deals:
        position = Position((hands[0], hands[1], hands[2], hands[3]), view.leader, tuple(trick))
        # The team's tricks from here on after each card (minus them, where it wants few).
        values = card_values(position, objective)
        for k, group in enumerate(groups):
            value = values[group[-1]] * (-1 if misere else 1)
            totals[k] += value if mine else -value
    want_more = not misere
    score = [t if want_more else -t for t in totals]
    best = max(score)
    best_groups = [g for g, s in zip(groups, score, strict=True) if s == best]
    if any(preferred.index in g for g in best_groups):
        return None
    chosen = Card.from_index(best_groups[0][-1])
    return chosen, (
        f"looking ahead: over {len(deals)} likely layouts of the hidden cards, this card does best"
    )


__all__ = ["ENDGAME_CARDS", "LAYOUTS", "layouts", "look_ahead"]
