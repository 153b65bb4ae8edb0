"""Pick the opening lead (C-7): the hand, the contract, the auction, what was exchanged.

Levels: 1 trumps and grand, 2 bid misère, 3 all-pass misère and Bolshevik. The deal is bid
and exchanged by convention bots up to the opening lead, so the situation is a realistic one.
Each level lists the kinds of lead it asks for (partner's card, touching honours, a low
trump against a ruffing game, the 2-spot suit…); the seed draws one and deals are played
until the leader's preferred lead is of that kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..bots.leads import lead_situation
from ..cards import Card, CardSet, Rank, Suit
from ..conventions import MisereFit, evaluate
from ..conventions.handovers import ascending, middling
from ..conventions.leads import (
    LeadKind,
    LeadSituation,
    opening_leads,
    second_highest,
    touching_honours,
)
from ..conventions.ruffs import ruff_suspected
from ..deal import BolshevikContext, Deal
from ..messages import Msg
from ..rules import Form, partner, side
from ..scoring import bid_words
from ..trick_taking import Kind, Phase
from ..views import SeatView, seat_view
from . import (
    Choice,
    Drill,
    DrillType,
    Target,
    Verdict,
    card_from_hand,
    choice_verdict,
    register,
    target_tries,
)
from .stacking import Layout, bots_until
from .words import convention_ids, reason_of

LEVELS = {1: "Trumps and grand", 2: "Bid misère", 3: "All-pass misère and Bolshevik"}


def classify(hand: CardSet, sit: LeadSituation, card: Card) -> str:
    """The lead rule a card follows in this situation (for targets and answer counts)."""
    k = sit.kind
    got = sit.received
    suit_cards = ascending(hand, card.suit)
    if k is LeadKind.TRUMPS_KITTY:
        if (
            sit.partner_doubled
            and got is not None
            and got.suit is not sit.trump
            and card.suit is got.suit
        ):
            return "partner doubled"
        if sit.trump is not None and card.suit is sit.trump:
            return "low trump"
        if got is not None and card == got:
            return "partner's card"
    if k in (LeadKind.TRUMPS_KITTY, LeadKind.GRAND, LeadKind.TRUMPS_NOKITTY):
        if touching_honours(hand, card.suit) == card:
            return "touching honours"
        if k is LeadKind.TRUMPS_NOKITTY:
            if len(suit_cards) == 1:
                return "singleton"
            if middling(suit_cards) == card:
                return "middling"
            return "other"
        if second_highest(hand, card.suit) == card:
            return "second-highest"
        return "other"
    if k is LeadKind.MISERE:
        if sit.leader_doubled:
            return "doubler's 2-spot suit"
        if sit.exchange and got is not None and card.suit is got.suit:
            return "partner's short suit"
        if Card(card.suit, Rank.TWO) in hand and len(suit_cards) >= 2 and suit_cards[1] == card:
            return "2-spot suit"
        return "shortest suit"
    if k is LeadKind.ALLPASS:
        if got is not None and card.suit is got.suit:
            return "partner's suit"
        return "asking for help"
    if sit.leader_doubled:
        return "stalker doubled"
    if Card(card.suit, Rank.TWO) in hand and len(suit_cards) >= 2 and suit_cards[1] == card:
        return "2-spot suit"
    return "shortest suit"


@dataclass(frozen=True)
class _LeadTarget:
    target: Target
    forms: tuple[Form, ...]
    kinds: tuple[LeadKind, ...]
    classes: tuple[str, ...]
    stack: Callable[[Layout, random.Random], None] | None = None
    exchange: bool | None = None  # a bid contract with (True) or without the defenders' exchange


def _three_aces(layout: Layout, rng: random.Random) -> None:
    """Three aces in one hand: a grand opening (C-3.3) is likely."""
    seat = rng.randrange(4)
    layout.give(seat, rng.sample([Card(s, Rank.ACE) for s in Suit], 3), rng)


def _allpass_helper(layout: Layout, rng: random.Random) -> None:
    """The dealer's left (the all-pass leader) with low cards and no ace: a hand that can
    help partner rather than ask for help (C-7.4)."""
    seat = (layout.dealer + 1) % 4
    layout.take_away(seat, [Card(s, Rank.ACE) for s in Suit], rng)
    twos = [Card(s, Rank.TWO) for s in rng.sample(list(Suit), 2)]
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(seat, twos + rng.sample(lows, 4), rng)


def _misfit_layout(layout: Layout, rng: random.Random) -> None:
    """An opener (the dealer) with a first-round suit and a side ace, and a partner with a
    void or one spot in that suit: the start of a tail-ruff auction."""
    opener = layout.dealer
    x, y = rng.sample(list(Suit), 2)
    spots = [Card(x, r) for r in Rank if r.is_spot]
    layout.give(
        opener,
        [
            Card(x, Rank.ACE),
            Card(x, Rank.KING),
            Card(x, Rank.JACK),
            *rng.sample(spots, 3),
            Card(y, Rank.ACE),
        ],
        rng,
    )
    mate = partner(opener)
    layout.take_away(mate, [c for c in layout.hands[mate] if c.suit is x], rng)
    if rng.random() < 0.5:
        low = [c for c in spots if layout.holder(c) not in (opener, mate)]
        layout.give(mate, rng.sample(low, 1), rng)


def _misere_layout(layout: Layout, rng: random.Random) -> None:
    """A seat with many low cards and 2-spots, so that a misère (often a five-level
    pre-empt, which lets the defenders exchange) comes up."""
    seat = rng.randrange(4)
    twos = [Card(s, Rank.TWO) for s in rng.sample(list(Suit), 2)]
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(seat, twos + rng.sample(lows, 5), rng)


_K, _N, _B = Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK
TARGETS: dict[int, tuple[_LeadTarget, ...]] = {
    1: (
        _LeadTarget(
            Target("partner's side card", 0.25, ("C-7.1",)),
            (_K,),
            (LeadKind.TRUMPS_KITTY,),
            ("partner's card",),
        ),
        _LeadTarget(
            Target("a low trump against a ruffing game", 0.15, ("C-7.1",)),
            (_K,),
            (LeadKind.TRUMPS_KITTY,),
            ("low trump",),
            _misfit_layout,
        ),
        _LeadTarget(
            Target("honours or the long suit (trumps)", 0.2, ("C-7.1",)),
            (_K,),
            (LeadKind.TRUMPS_KITTY,),
            ("touching honours", "second-highest"),
        ),
        _LeadTarget(
            Target("grand", 0.2, ("C-7.2",)),
            (_K, _N),
            (LeadKind.GRAND,),
            ("touching honours", "second-highest"),
            _three_aces,
        ),
        _LeadTarget(
            Target("no-kitty trumps", 0.2, ("C-7.5",)),
            (_N,),
            (LeadKind.TRUMPS_NOKITTY,),
            ("touching honours", "singleton", "middling"),
        ),
    ),
    2: (
        _LeadTarget(
            Target("partner's short suit", 0.34, ("C-7.3",)),
            (_K,),
            (LeadKind.MISERE,),
            ("partner's short suit",),
            _misere_layout,
            True,
        ),
        _LeadTarget(
            Target("the 2-spot suit", 0.33, ("C-7.3",)),
            (_K, _N),
            (LeadKind.MISERE,),
            ("2-spot suit",),
            _misere_layout,
            False,
        ),
        _LeadTarget(
            Target("no 2-spot", 0.33, ("C-7.3",)),
            (_K, _N),
            (LeadKind.MISERE,),
            ("shortest suit",),
            _misere_layout,
            False,
        ),
    ),
    3: (
        _LeadTarget(
            Target("all-pass: partner's short suit", 0.3, ("C-7.4",)),
            (_K, _N),
            (LeadKind.ALLPASS,),
            ("partner's suit",),
            _allpass_helper,
        ),
        _LeadTarget(
            Target("all-pass: asking for help", 0.2, ("C-7.4",)),
            (_K, _N),
            (LeadKind.ALLPASS,),
            ("asking for help",),
        ),
        _LeadTarget(
            Target("Bolshevik: the 2-spot suit", 0.3, ("C-7.6",)),
            (_B,),
            (LeadKind.BOLSHEVIK,),
            ("2-spot suit",),
        ),
        _LeadTarget(
            Target("Bolshevik: no 2-spot", 0.2, ("C-7.6",)),
            (_B,),
            (LeadKind.BOLSHEVIK,),
            ("shortest suit",),
        ),
    ),
}


def situation_of(deal: Deal) -> LeadSituation | None:
    """The opening leader's situation: the card received is partner's (not a card the kitty
    bidder's partner dealt out, R-4.3), and a ruffing game is suspected from the auction."""
    seat = deal.to_act
    if seat is None:
        return None
    sit = lead_situation(seat_view(deal, seat))
    if sit is None:
        return None
    mate = partner(seat)
    from_partner = [
        t.cards[0]
        for t in deal.transfers
        if t.giver == mate and t.receiver == seat and len(t.cards) == 1
    ]
    to_partner = [
        t.cards[0]
        for t in deal.transfers
        if t.giver == seat and t.receiver == mate and len(t.cards) == 1
    ]
    if sit.kind is not LeadKind.BOLSHEVIK:
        sit = replace(
            sit,
            received=from_partner[0] if from_partner else None,
            handed_over=to_partner[0] if to_partner else None,
        )
    if sit.kind is LeadKind.TRUMPS_KITTY and deal.declarer is not None:
        ruff = ruff_suspected(deal.calls, deal.dealer, deal.declarer, sit.trump)
        if ruff.suspected:
            sit = replace(sit, suspect_ruff=True)
    return sit


def dictator(deal: Deal) -> bool:
    """A Bolshevik who raised to 7 of a suit or 7 grand (R-6.6). C-7.6's lead and IC-45's
    double are the Handbook's against 7 misère; no source gives either against a Dictator,
    where the gift's empty suit is ruffed rather than a place to throw a high card (review
    round 81, lead 3-r81x2), so the lead and double drills deal none."""
    c = deal.contract
    return deal.kind is Kind.BOLSHEVIK and not (c is not None and c.denomination.is_misere)


def _past_auction(d: Deal) -> bool:
    return d.phase not in (Phase.AUCTION, Phase.BOLSHEVIK_AUCTION, Phase.BOLSHEVIK_CHOICE)


def _promising(lt: _LeadTarget, deal: Deal) -> bool:
    """After the auction: can this deal still give the target's kind of lead?"""
    kinds = lt.kinds
    if deal.kind is Kind.ALLPASS:
        return LeadKind.ALLPASS in kinds
    if deal.kind is Kind.BOLSHEVIK:
        return LeadKind.BOLSHEVIK in kinds
    if deal.kind is not Kind.CONTRACT or deal.kitty_bid is None:
        return False
    d = deal.kitty_bid.denomination
    if lt.exchange is not None:
        main = deal.kitty_bidder
        assert main is not None
        first = deal.first_bid_of_side[side(main)]
        if first is None or (first.level < 6) is not lt.exchange:
            return False  # the defenders exchange only below the six level
    if d.is_misere:
        return LeadKind.MISERE in kinds
    return any(k in kinds for k in (LeadKind.TRUMPS_KITTY, LeadKind.GRAND, LeadKind.TRUMPS_NOKITTY))


def _layout(
    lt: _LeadTarget, level: int, seed: str, index: int, attempt: int, rng: random.Random
) -> tuple[Layout, BolshevikContext | None]:
    form = rng.choice(lt.forms)
    layout = Layout(form, rng.randrange(4), f"lead-drill:{level}:{seed}:{index}", attempt)
    ctx = BolshevikContext(frozenset(range(4)), 4) if form is Form.BOLSHEVIK else None
    if lt.stack is not None:
        lt.stack(layout, rng)
    return layout, ctx


def _situation(level: int, seed: str, rng: random.Random) -> tuple[int, Deal, LeadSituation]:
    targets = TARGETS[level]
    for tries, i in target_tries([t.target for t in targets], rng, seed, 400, 100):
        lt = targets[i]
        for attempt in range(tries):
            layout, ctx = _layout(lt, level, seed, i, attempt, rng)
            deal = layout.deal(ctx)
            if LeadKind.MISERE in lt.kinds and not any(
                evaluate(deal.hand(s)).misere >= MisereFit.FIVE for s in range(4)
            ):
                continue  # nobody would bid misère: skip the auction
            bots_until(deal, _past_auction)
            if not _promising(lt, deal):
                continue
            bots_until(deal, lambda d: d.phase is Phase.PLAY)
            if deal.phase is not Phase.PLAY:
                continue
            if dictator(deal):
                continue  # C-7.6 is the lead against 7 misère, not against a Dictator
            sit = situation_of(deal)
            if sit is None or sit.kind not in lt.kinds:
                continue
            assert deal.to_act is not None
            hand = deal.hand(deal.to_act)
            best = opening_leads(hand, sit)[0]
            rule = classify(hand, sit, best.card)
            if rule == "low trump" and not best.card.rank.is_spot:
                continue  # a lone high trump is no "low trump" to teach with
            if rule in lt.classes:
                return i, deal, sit
    raise RuntimeError("no lead situation found")  # pragma: no cover


def table_facts(deal: Deal, view: SeatView) -> dict[str, Any]:
    """What a drill at the opening lead (this one's, or the doubling drill's) shows of the
    deal: the seat's hand, the seat, the dealer and form, the calls, the cards the seat
    received and handed over (with the other seat), and the kitty if it was exposed."""
    seat = view.seat
    own = view.own_transfers
    return {
        "hand": view.hand,
        "seat": seat,
        "dealer": deal.dealer,
        "form": deal.form.value,
        "auction": tuple(deal.calls),
        "extended": tuple(deal.extended_calls),
        "doubles": tuple(deal.doubling_calls),
        "received": tuple((t.giver, c) for t in own if t.receiver == seat for c in t.cards),
        "handed": tuple((t.receiver, c) for t in own if t.giver == seat for c in t.cards),
        "kitty": deal.kitty if deal.kitty_exposed else (),
    }


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:lead:{level}:{seed}")
    index, deal, situation = _situation(level, seed, rng)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    choices = opening_leads(view.hand, situation)
    contract = deal.contract
    what: Msg
    if deal.kind is Kind.ALLPASS:
        dbl = Msg("le.allpass_doubled" if deal.doubling else "empty")
        what = Msg("le.what_allpass", dbl=dbl)
    elif deal.kind is Kind.BOLSHEVIK:
        assert contract is not None and deal.declarer is not None
        game = (
            Msg("bid.misere", level=7)
            if contract.denomination.is_misere
            else Msg("dd.dictator", bid=bid_words(contract))
        )
        what = Msg("dd.what_bolshevik", seat=_seat(deal.declarer), game=game)
    else:
        assert contract is not None and deal.declarer is not None
        declares = ("le.declares", "le.declares_doubled", "le.declares_redoubled")[deal.doubling]
        what = Msg(declares, seat=_seat(deal.declarer), contract=bid_words(contract))
    best = choices[0]
    return Drill(
        type="lead",
        level=level,
        seed=seed,
        title=Msg("le.title"),
        prompt=Msg("le.prompt", seat=_seat(seat), what=what),
        data={
            **table_facts(deal, view),
            "situation": situation.kind.value,
            "contract": contract,
        },
        solution={
            "choices": [(str(c.card), c.preferred, c.text, tuple(c.ids)) for c in choices],
            # IC-34: leads that are second only by an interpretation earn full credit.
            "open_readings": {str(c.card): c.open_reading for c in choices if c.open_reading},
            "target": TARGETS[level][index].target.name,
            "rule": classify(view.hand, situation, best.card),
            "trump": situation.trump.letter if situation.trump is not None else "",
            "suspect_ruff": situation.suspect_ruff,
        },
        themes=convention_ids(best.ids),
    )


def _seat(seat: int) -> Msg:
    return Msg(f"seat.{seat}")


def why_not(
    card: Card, hand: CardSet, choices: Sequence[Choice], trump: Suit | None, kind: str
) -> str:
    """Why the learner's card is worse than the preferred lead, in words."""
    best = next(c for c in choices if c[1])
    pref = Card.parse(best[0])
    said = {"card": str(card), "pref": str(pref), "reason": reason_of(best[2])}
    others = [Card.parse(c[0]) for c in choices if not c[1]]
    if card.suit is pref.suit:
        return Msg("le.why_same_suit", **said)
    same = [c for c in others if c.suit is card.suit]
    if same:
        return Msg("le.why_allowed_suit", suit=str(card.suit), other=str(same[0]), **said)
    if trump is not None and card.suit is trump:
        return Msg("le.why_trump", **said)
    if (
        kind == LeadKind.TRUMPS_NOKITTY.value
        and card.is_ace
        and Card(card.suit, Rank.KING) not in hand
    ):
        return Msg("le.why_bare_ace", **said)
    return Msg("le.why_other_suit", suit=str(card.suit), **said)


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    """Grade an opening lead (this drill's, and the lead after a double)."""
    hand = drill.data["hand"]
    card = card_from_hand(answer, hand)
    choices = drill.solution["choices"]
    trump = Suit.parse(drill.solution["trump"]) if drill.solution["trump"] else None
    line = why_not(card, hand, choices, trump, drill.data["situation"])
    return choice_verdict(
        str(card),
        choices,
        verb="lead",
        wrong_lines=(line,),
        open_readings=drill.solution.get("open_readings"),
    )


# The first hint: what to look for, by the kind of lead.
_TIPS = {kind.value: f"le.tip_{kind.name.lower()}" for kind in LeadKind}


def _suit_line(drill: Drill) -> Msg:
    """The hand suit by suit, in the terms the lead rules use, without naming a card."""
    hand: CardSet = drill.data["hand"]
    trump = drill.solution["trump"]
    mate = partner(drill.data["seat"])
    got = [c for s, c in drill.data["received"] if s == mate]
    mine = [c for s, c in drill.data["handed"] if s == mate]
    parts = []
    for s in Suit:
        cards = ascending(hand, s)
        if not cards:
            parts.append(Msg("le.suit_none", suit=s.symbol))
            continue
        bits = [Msg("le.cards", n=len(cards))]
        if trump == s.letter:
            bits.append(Msg("le.trumps"))
        if touching_honours(hand, s) is not None:
            bits.append(Msg("le.touching"))
        if Card(s, Rank.TWO) in hand:
            bits.append(Msg("le.the_two"))
        if any(c.suit is s for c in got):
            bits.append(Msg("le.partners_suit"))
        if any(c.suit is s for c in mine):
            bits.append(Msg("le.your_suit"))
        parts.append(Msg("le.suit", suit=s.symbol, bits=Msg("join", items=tuple(bits))))
    extra = Msg("le.misfit" if drill.solution.get("suspect_ruff") else "empty")
    return Msg("le.suits", parts=Msg("join", items=tuple(parts), sep="; "), extra=extra)


def help_steps(drill: Drill) -> tuple[str, str, str]:
    choices = drill.solution["choices"]
    best = next(c for c in choices if c[1])
    tip = _TIPS.get(drill.data["situation"])
    return Msg(tip) if tip is not None else "", _suit_line(drill), best[2]


def facets(drill: Drill) -> dict[str, str]:
    return {"rule": drill.solution["rule"]}


register(
    DrillType(
        slug="lead",
        name="Pick the lead",
        description="Your hand, the contract, the auction and the hand-overs: choose the opening "
        "lead.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets={level: tuple(t.target for t in ts) for level, ts in TARGETS.items()},
        facets=facets,
    )
)
