"""The final contract by double dummy: in the extended bids (R-4.4, R-4.9) a main player deals
the cards it cannot see in ways its view allows, solves each layout double dummy in every
denomination worth a look, and bids the contract that scores best on average for its side, or
keeps the standing one.

What the seat knows is what :mod:`.sampling` uses for card play: its hand, the exposed kitty,
the hand-overs it gave or received, and the voids partner's packet signals. Doubles and the
defenders' exchange still to come are left out of the estimate. Misère stays with the
conventions: the packets were built for it, and a whole misère deal is too slow to solve.

Off at the table (``contract_layouts``, ``double_layouts``, ``auction_layouts`` in
:mod:`.config`, with the duels): layouts dealt this way leave the declaring side short of
tricks, since partner's hidden cards are random where the auction, the packets and the cards
partner chose to hand on say it is stronger. A sampler that reads all of that is the way on.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..actions import DOUBLE, PASS, Action, Bid, Denomination
from ..cards import CardSet, Suit
from ..conventions import conventional_calls
from ..messages import Msg
from ..rules import Form, left
from ..scoring import bid_words, contract_points
from ..solver import dds
from ..trick_taking import Phase
from ..views import SeatView
from . import Decision
from .config import BotConfig
from .sampling import layouts, placed_cards, signalled_voids


@dataclass(frozen=True)
class Estimate:
    """A candidate call's average score for the seat's side over the layouts solved."""

    call: Bid | None  # None: pass, keeping the standing contract
    contract: Bid
    declarer: int
    mean: float
    made: int


def standing(view: SeatView) -> tuple[Bid, int] | None:
    """The contract the extended bids would end in now, with its declarer (R-4.4)."""
    for seat, call in reversed(view.extended_calls):
        if isinstance(call, Bid):
            return call, seat
    if view.kitty_bid is None or view.kitty_bidder is None:
        return None
    return view.kitty_bid, view.kitty_bidder


def _strains(view: SeatView, contract: Bid, also: Denomination | None) -> list[Denomination]:
    """Grand, the standing denomination, ``also`` (the conventions' choice) and the suits of
    four cards or more in hand: a trump suit the seat holds fewer of is rarely the side's
    best."""
    lengths = view.hand.lengths()
    wanted = {Denomination.GRAND, contract.denomination}
    if also is not None:
        wanted.add(also)
    wanted |= {Denomination.of_suit(s) for s in Suit if lengths[s] >= 4}
    return sorted(d for d in wanted if not d.is_misere)


def _trumps(d: Denomination) -> int:
    suit = d.suit
    return -1 if suit is None else int(suit)


def estimates(
    view: SeatView, config: BotConfig, also: Denomination | None = None
) -> list[Estimate]:
    """Every legal trump or grand bid the seat would consider (``also`` adds a denomination),
    and the pass, with its side's average score over ``config.contract_layouts`` layouts;
    empty when judging does not apply."""
    now = standing(view)
    if view.phase is not Phase.EXTENDED or now is None or not dds.available():
        return []
    contract, declarer = now
    if contract.denomination.is_misere:
        return []
    legal = view.legal_actions
    strains = _strains(view, contract, also)
    candidates: list[tuple[Bid | None, Bid, int]] = []
    min_level = view.ruleset.min_final_level(view.form is Form.KITTY)
    if PASS in legal and contract.level >= min_level:  # below it the bidding goes on
        candidates.append((None, contract, declarer))
    for a in legal:
        if isinstance(a, Bid) and a.denomination in strains and a.level >= min_level:
            candidates.append((a, a, view.seat))
    if len(candidates) < 2:
        return []
    deals = _layouts(view, config.contract_layouts, "contract", config.auction_layouts)
    if not deals:
        return []
    out = []
    for call, c, d in candidates:
        # The main side's tricks over the layouts (each denomination and declarer solved once:
        # :func:`_solved` keeps them for the candidates at other levels).
        got = [_declarer_tricks(hands, c.denomination, d) for hands in deals]
        scores = [contract_points(c, t, ruleset=view.ruleset).total for t in got]
        made = sum(1 for t in got if t >= c.tricks_needed())
        out.append(Estimate(call, c, d, sum(scores) / len(scores), made))
    return out


def _kind(call: Action) -> int:
    """0 pass, 1 misère bid, 2 grand, 3 + suit for a trump bid."""
    if not isinstance(call, Bid):
        return 0
    if call.denomination.is_misere:
        return 1
    suit = call.denomination.suit
    return 2 if suit is None else 3 + int(suit)


def _misfits(view: SeatView, hands: list[int]) -> float:
    """How far the other seats, holding their cards in ``hands``, are from the calls they made
    in the first auction by the conventions: 1 for each call of another kind (pass, misère,
    grand, trumps), ½ for a trump bid in another suit. The hands are those of now, after
    the exchanges, standing in for the hands of the auction."""
    form = view.form.bidding
    miss = 0.0
    for i, (seat, call) in enumerate(view.calls):
        if seat == view.seat:
            continue
        hand = CardSet(hands[seat])
        try:
            conv = conventional_calls(hand, form, view.calls[:i], seat, view.dealer)[0].call
        except ValueError:
            continue
        a, b = _kind(conv), _kind(call)
        if a != b:
            miss += 0.5 if a >= 3 and b >= 3 else 1.0
    return miss


def _layouts(view: SeatView, count: int, purpose: str, auction: bool = False) -> list[list[int]]:
    """``count`` layouts of the unseen cards, placing what the seat knows, seeded by the view;
    with ``auction``, the ones of up to ``_AUCTION_DRAWS`` that fit the first auction best
    (:func:`_misfits`), drawn in batches until ``count`` fit it exactly."""
    known = placed_cards(view, keep_through_unseen=auction)
    voids: dict[int, set[Suit]] = {s: set(v) for s, v in signalled_voids(view).items()}
    # Seeded without the calls so far: the seat's later turns in the same bidding draw the
    # same layouts, and their solutions come from the cache below.
    rng = random.Random(f"{purpose}:{view.seat}:{view.hand.mask}:{view.phase.value}")
    if not auction:
        return layouts(view, voids, rng, count, known)
    key = (
        view.seat,
        view.phase,
        view.hand.mask,
        view.form,
        view.dealer,
        view.calls,
        view.hand_counts,
        tuple(sorted(known.items())),
        tuple(sorted((s, frozenset(v)) for s, v in voids.items())),
        count,
        purpose,
    )
    cached = _FITTED.get(key)
    if cached is None:
        cached = _fitted(view, voids, rng, count, known)
        if len(_FITTED) >= 256:
            _FITTED.clear()
        _FITTED[key] = cached
    return [list(h) for h in cached]


def _fitted(
    view: SeatView,
    voids: dict[int, set[Suit]],
    rng: random.Random,
    count: int,
    known: dict[int, int],
) -> tuple[tuple[int, ...], ...]:
    scored: list[tuple[float, int, list[int]]] = []
    while sum(1 for m, _i, _h in scored if m == 0) < count and len(scored) < _AUCTION_DRAWS:
        batch = layouts(view, voids, rng, 4 * count, known)
        if not batch:
            break
        scored += [(_misfits(view, h), len(scored) + i, h) for i, h in enumerate(batch)]
    scored.sort(key=lambda t: (t[0], t[1]))
    return tuple(tuple(h) for _m, _i, h in scored[:count])


#: The auction-fitting layouts by what they were drawn from: a seat that speaks again in the
#: same bidding (or a test that asks twice) does not draw and check them again.
_FITTED: dict[tuple[object, ...], tuple[tuple[int, ...], ...]] = {}
_AUCTION_DRAWS = 160


def _declarer_tricks(hands: Iterable[int], d: Denomination, declarer: int) -> int:
    h = tuple(hands)
    return _solved(h[0], h[1], h[2], h[3], d, declarer)


@functools.lru_cache(maxsize=4096)
def _solved(h0: int, h1: int, h2: int, h3: int, d: Denomination, declarer: int) -> int:
    """The declaring side's tricks with best play from the opening lead (DDS)."""
    best = dds.card_tricks((h0, h1, h2, h3), left(declarer), (), _trumps(d), best_only=True)
    return 13 - max(best.values())


def judged_call(view: SeatView, conventional: Decision, config: BotConfig) -> Decision | None:
    """A better extended call than ``conventional`` by double dummy, or None to keep it: the
    best estimate must beat the conventional call's by ``config.contract_margin`` points."""
    if not config.contract_layouts:
        return None
    action = conventional.action
    also = action.denomination if isinstance(action, Bid) else None
    ests = estimates(view, config, also)
    if not ests:
        return None
    conv = next(
        (e for e in ests if (e.call is None and action == PASS) or e.call == action),
        None,
    )
    best = max(ests, key=lambda e: (e.mean, e.call is None))
    if best is conv or (conv is not None and best.mean < conv.mean + config.contract_margin):
        return None
    n = config.contract_layouts
    if best.call is None:
        why = Msg("bot.dd_keep", contract=bid_words(best.contract), made=best.made, n=n)
        return Decision(PASS, why, ("R-4.4",))
    why = Msg("bot.dd_contract", contract=bid_words(best.contract), made=best.made, n=n)
    return Decision(best.call, why, ("R-4.4",))


def judged_double(view: SeatView, conventional: Decision, config: BotConfig) -> Decision | None:
    """R-4.12 by double dummy: a defender doubles a trump or grand contract when, over
    ``config.double_layouts`` layouts, the declaring side scores ``config.double_margin``
    points or more below zero on average (a double multiplies what the side loses), and
    passes otherwise. None keeps ``conventional`` (misère, or the switch is off)."""
    contract, declarer = view.contract, view.declarer
    if (
        not config.double_layouts
        or view.phase is not Phase.DOUBLING
        or contract is None
        or declarer is None
        or contract.denomination.is_misere
        or DOUBLE not in view.legal_actions
        or not dds.available()
    ):
        return None
    deals = _layouts(view, config.double_layouts, "double", config.auction_layouts)
    if not deals:
        return None
    got = [_declarer_tricks(hands, contract.denomination, declarer) for hands in deals]
    mean = sum(contract_points(contract, t, ruleset=view.ruleset).total for t in got) / len(got)
    down = sum(1 for t in got if t < contract.tricks_needed())
    double = mean <= -config.double_margin
    if double == (conventional.action == DOUBLE):
        return None
    key = "bot.dd_double" if double else "bot.dd_no_double"
    why = Msg(key, contract=bid_words(contract), down=down, n=len(got))
    return Decision(DOUBLE if double else PASS, why, ("R-4.12",))


__all__ = ["Estimate", "estimates", "judged_call", "judged_double", "standing"]
