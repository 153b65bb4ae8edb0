"""Looking ahead in the last tricks: deal the unseen cards out in ways the play so far allows,
solve each layout double dummy, and play the card that does best over all of them.

Only the seat's view is used: its own hand, the cards played, the card counts every view shows,
and the voids that show when someone fails to follow suit. The layouts come from a generator
seeded by the view, so the same view always gives the same card.
"""

from __future__ import annotations

import random

from ..cards import FULL_MASK, Card, Suit
from ..conventions.packets import read_packet
from ..messages import Msg
from ..rules import Form
from ..solver import Objective, Position, _core, card_values, dds, runs
from ..solver.double_dummy import BudgetExceeded, bolshevik_doublings
from ..trick_taking import Kind, Phase
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


def _objective(view: SeatView, config: BotConfig) -> Objective | None:
    """What the layouts are scored by, for its main side: tricks (or minus them) in a bid
    contract; within ``allpass_look_ahead`` cards, all-pass misère's points (R-7.5: tricks
    and the aces' trick numbers) for the seat's own pair; within ``bolshevik_look_ahead``
    cards, the Bolshevik's number (R-7.6: in misère its tricks, the aces and each opponent's
    double; in Dictator its tricks), the declarer alone against the three. None: no
    look-ahead (the switch is off or more cards are in hand)."""
    sides = _sides(view)
    if sides is not None:
        team, misere = sides
        trumps = view.contract.trumps if view.contract is not None else None
        return Objective.tricks(trumps, team, fewest=misere)
    cards = len(view.hand)
    if view.kind is Kind.ALLPASS and cards <= config.allpass_look_ahead:
        pair = frozenset({view.seat % 2, view.seat % 2 + 2})
        return Objective.all_pass(view.doubling, view.ruleset, main=pair)
    contract, declarer = view.contract, view.declarer
    if view.kind is Kind.BOLSHEVIK and cards <= config.bolshevik_look_ahead:
        assert contract is not None and declarer is not None
        doublings = bolshevik_doublings(declarer, view.doubled_by, view.redoubled)
        return Objective.bolshevik(contract, declarer, doublings, view.ruleset)
    return None


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
    fixed: dict[int, int] = {}
    for s, m in (known or {}).items():
        if s != me:
            fixed[s] = m & unseen  # each card in one hand only
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


def placed_cards(view: SeatView, keep_through_unseen: bool = False) -> dict[int, int]:
    """Cards the seat can place in another hand from what it saw (seat → mask): the exposed
    kitty in the hand that took it, and the cards of hand-overs it gave or received, followed
    through the later hand-overs it saw. A hand that later handed over cards the seat did not
    see loses its placed cards (any of them may have gone), unless ``keep_through_unseen``
    and the hand-over was a single card (R-4.3's distribution, an exchange): then the guess
    is that the card was another one. Played cards stay in the masks; :func:`layouts`
    keeps only unseen ones."""
    me = view.seat
    known: dict[int, int] = {}
    taker = view.kitty_bidder if view.kitty_bidder is not None else view.declarer
    if view.kitty_exposed and taker is not None and view.kind is not Kind.ALLPASS:
        known[taker] = sum(c.mask for c in view.kitty_exposed)
    own = iter(view.own_transfers)
    for t in view.public_transfers:
        if me in (t.giver, t.receiver):
            seen = next(own, None)
            if seen is None:
                break
            mask = sum(c.mask for c in seen.cards)
            known[t.giver] = known.get(t.giver, 0) & ~mask
            if t.receiver != me:
                known[t.receiver] = known.get(t.receiver, 0) | mask
        elif not (keep_through_unseen and t.count == 1):
            known.pop(t.giver, None)
    return {s: m for s, m in known.items() if s != me and m}


def signalled_voids(view: SeatView) -> dict[int, set[Suit]]:
    """Suits the partner's packet says it has emptied (C-1.1 – C-1.3, C-2.1; read as the
    conventions read it), for the seat that received the packet. A void no longer holds once
    the passer receives cards the seat did not see, or plays a card of that suit in a trick
    the seat can still see (the packet was not conventional after all). Cards the seat itself
    handed to the passer are placed by :func:`placed_cards`, not by these voids."""
    if view.form is Form.BOLSHEVIK:
        return {}
    me = view.seat
    voids: dict[int, set[Suit]] = {}
    own = iter(view.own_transfers)
    for t in view.public_transfers:
        if me not in (t.giver, t.receiver):
            voids.pop(t.receiver, None)  # unseen cards went to it: any suit may be back
            continue
        seen = next(own, None)
        if seen is None:
            break
        packet = t.phase in (Phase.PACKET, Phase.RETURN_PACKET) and len(seen.cards) == 4
        if packet and t.receiver == me:
            reading = read_packet(seen.cards, view.form, returned=t.phase is Phase.RETURN_PACKET)
            if reading.conventional and reading.voids:
                voids[t.giver] = set(reading.voids)
    shown = [*(c for trick in view.visible_tricks for c in trick.cards), *view.current_trick]
    for seat, card in shown:
        voids.get(seat, set()).discard(card.suit)
    return {s: v for s, v in voids.items() if v}


def look_ahead_from(view: SeatView, config: BotConfig, open_hand: bool = False) -> int:
    """Cards in hand from which the seat looks ahead: in a trump or grand contract (DDS solves
    those fast; our misère core would need seconds on whole deals), ``open_hand_look_ahead``
    with a whole hand in sight (``open_hand``: the Bonehead's), ``kitty_look_ahead`` in a
    kitty game, where the exposed kitty and the packets place many cards; else
    ``look_ahead``."""
    contract = view.contract
    trumps = (
        view.kind is Kind.CONTRACT and contract is not None and not contract.denomination.is_misere
    )
    start = config.look_ahead
    if trumps and open_hand and config.open_hand_look_ahead:
        start = max(start, config.open_hand_look_ahead)
    if trumps and view.form is Form.KITTY and config.kitty_look_ahead:
        start = max(start, config.kitty_look_ahead)
    return start


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
    objective = _objective(view, config)
    start = look_ahead_from(view, config, open_hand=bool(known))
    if objective is None or len(view.hand) > start or view.leader is None:
        return None
    legal = view.legal_cards.mask
    trick = [(seat, card.index) for seat, card in view.current_trick]
    in_trick = sum(1 << c for _s, c in trick)
    played = view.played_cards().mask
    unseen = FULL_MASK & ~played & ~view.hand.mask
    groups = runs(legal, unseen | in_trick)
    if len(groups) < 2:
        return None
    if config.place_known_cards:
        placed = placed_cards(view, keep_through_unseen=config.keep_through_single)
        for s, m in (known or {}).items():  # hands given face up win over deductions
            placed = {o: p & ~m for o, p in placed.items()}
            placed[s] = placed.get(s, 0) | m
        known = placed
    if config.packet_voids:
        voids = {s: set(v) for s, v in voids.items()}
        for s, v in signalled_voids(view).items():
            voids.setdefault(s, set()).update(v)
    rng = random.Random(f"look-ahead:{view.seat}:{view.hand.mask}:{played}")
    count = config.layouts
    if config.early_from and len(view.hand) >= config.early_from:
        count = config.layouts_early
    if config.layouts_opening and len(view.hand) >= 12:
        count = config.layouts_opening
    deals = layouts(view, voids, rng, count, known)
    if not deals:
        return None
    mine = view.seat in objective.main
    # In all-pass and Bolshevik misère the score is not linear in tricks: the position needs
    # the main side's tricks so far (a contract's count only shifts every card's value alike).
    linear = view.kind is Kind.CONTRACT or objective.is_plain_tricks
    so_far = 0 if linear else sum(view.tricks_won[s] for s in objective.main)
    totals = [0] * len(groups)
    solved = 0
    dds_nodes: list[int] = []
    if config.max_nodes:
        # The core's table carries over between searches and changes how many nodes one
        # needs: start each decision from an empty table, so the layouts a budget leaves
        # out depend on the view alone.
        _core.reset()
    if config.dds_nodes and dds.available():
        dds.reset()  # DDS's table too: its node counts decide where the budget stops
    for hands in deals:
        if solved and config.dds_nodes and sum(dds_nodes) >= config.dds_nodes:
            break  # DDS's work so far is the budget: the layouts solved decide
        position = Position(
            (hands[0], hands[1], hands[2], hands[3]), view.leader, tuple(trick), so_far
        )
        # The objective's value after each card, for the main side (the team's tricks from
        # here on, minus them where it wants few; all-pass points).
        # A layout our misère core cannot settle within the node budget is left out (a count
        # of nodes, not a clock, so the same view always gives the same card).
        try:
            values = card_values(
                position, objective, max_nodes=config.max_nodes, dds_nodes=dds_nodes
            )
        except BudgetExceeded:
            continue
        solved += 1
        for k, group in enumerate(groups):
            value = values[group[-1]]
            totals[k] += value if mine else -value
    if not solved:
        return None
    score = totals  # the seat's side's objective, summed over the layouts solved
    best = max(score)
    best_groups = [g for g, s in zip(groups, score, strict=True) if s == best]
    if any(preferred.index in g for g in best_groups):
        return None
    chosen = Card.from_index(best_groups[0][-1])
    return chosen, Msg("pl.look_ahead", n=solved)


__all__ = [
    "ENDGAME_CARDS",
    "LAYOUTS",
    "layouts",
    "look_ahead",
    "look_ahead_from",
    "placed_cards",
    "signalled_voids",
]
