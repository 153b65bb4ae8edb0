"""Double or not (C-8.2), and the opening lead after a double (C-7.1, C-7.3, C-7.6).

Level 1: the contract is set and it is the learner's turn to double or pass: a trump
contract (kitty or no-kitty), grand, bid misère, all-pass misère or a Bolshevik (as the
stalker). Level 2: someone doubled and the learner leads: partner doubled a trump contract
(lead the suit partner handed over), the learner doubled a misère, or the learner is the
stalker who doubled a Bolshevik. Deals are bid and exchanged by convention bots; the seed
draws the kind of answer first. Where a double needs a rare holding, the two defenders'
hands (who only passed) swap cards so that one of them holds it, and the deal is bid again
to check nothing else changed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..actions import DOUBLE, PASS, Bid, Double, Pass, parse_action
from ..bots.exchange import bolshevik_gift, single_card_in
from ..cards import Card, CardSet, Rank, Suit
from ..conventions import opening_leads
from ..conventions.calls import call_words
from ..conventions.doubles import (
    DoubleKind,
    DoubleSituation,
    double_options,
    partner_single_cards,
)
from ..deal import BolshevikContext, Deal
from ..messages import Msg
from ..rules import Form, left, partner, right
from ..scoring import bid_words
from ..trick_taking import Kind, Phase
from ..views import seat_view
from . import (
    Drill,
    DrillInputError,
    DrillType,
    Target,
    Verdict,
    choice_verdict,
    register,
    target_tries,
)
from .lead import check as lead_check
from .lead import classify as lead_class
from .lead import dictator, situation_of, table_facts
from .stacking import Layout, bots_until
from .words import convention_ids, strip_ids

LEVELS = {1: "Double or not", 2: "The opening lead after a double"}
_K, _N, _B = Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK


def double_kind(deal: Deal) -> DoubleKind | None:
    if deal.kind is Kind.ALLPASS:
        return DoubleKind.ALLPASS
    if deal.kind is Kind.BOLSHEVIK:
        return DoubleKind.BOLSHEVIK
    c = deal.contract
    if c is None:
        return None
    if c.denomination.is_misere:
        return DoubleKind.MISERE
    if c.trumps is None:
        return DoubleKind.GRAND
    return DoubleKind.TRUMPS_NOKITTY if deal.form is Form.NOKITTY else DoubleKind.TRUMPS_KITTY


def double_situation(deal: Deal, seat: int) -> DoubleSituation:
    kind = double_kind(deal)
    assert kind is not None
    stalker = deal.declarer is not None and seat == right(deal.declarer)
    on_lead = deal.declarer is not None and seat == left(deal.declarer)
    # Only a Bolshevik has a gift (C-6.5), and the seat's view is made only then: this runs
    # at every doubling turn while drills are dealt.
    gift = bolshevik_gift(seat_view(deal, seat)) if kind is DoubleKind.BOLSHEVIK else None
    received, handed = partner_single_cards(deal.transfers, seat)
    dealt = single_card_in(deal.transfers, seat, Phase.DISTRIBUTE)
    return DoubleSituation(
        kind,
        deal.contract,
        received,
        handed,
        stalker,
        on_lead,
        gift,
        deal.form is Form.NOKITTY,
        dealt,
    )


# --- targets -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _DoubleTarget:
    target: Target
    forms: tuple[Form, ...]
    kinds: tuple[DoubleKind, ...]
    double: bool | None  # level 1: the answer; level 2: None
    lead: str = ""  # level 2: the lead rule wanted
    stack: Callable[[Layout, random.Random], None] | None = None


def _trump_honours(layout: Layout, rng: random.Random) -> None:
    """Honours spread so a defender may hold sure trump tricks: one seat gets A K of a suit."""
    seat = rng.randrange(4)
    s = rng.choice(list(Suit))
    layout.give(seat, [Card(s, Rank.ACE), Card(s, Rank.KING), Card(s, Rank.FIVE)], rng)


def _low_cards_king(layout: Layout, rng: random.Random) -> None:
    """A seat with many low cards, a 2-spot and a king: a misère doubler."""
    seat = rng.randrange(4)
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    s = rng.choice(list(Suit))
    layout.give(
        seat,
        [Card(s, Rank.TWO), Card(rng.choice(list(Suit)), Rank.KING), *rng.sample(lows, 4)],
        rng,
    )


def _misere_doubler(layout: Layout, rng: random.Random) -> None:
    """Half the time a six-misère dealer beside a doubler on its left (:func:`_misere_and_doubler`),
    else a doubler anywhere: the first alone found a misère contract once in some two hundred
    deals, which made this target most of the cost of the level's drills."""
    (_misere_and_doubler if rng.random() < 0.5 else _low_cards_king)(layout, rng)


def _three_aces(layout: Layout, rng: random.Random) -> None:
    layout.give(rng.randrange(4), rng.sample([Card(s, Rank.ACE) for s in Suit], 3), rng)


def _misere_and_doubler(layout: Layout, rng: random.Random) -> None:
    """The dealer holds a six-misère hand (it opens six misère and declares); the seat on its
    left, who will lead, holds low cards, a 2-spot and a king: a misère doubler."""
    d = layout.dealer
    left_seat = (d + 1) % 4
    highs = [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)]
    layout.take_away(d, highs, rng)
    twos = [Card(s, Rank.TWO) for s in rng.sample(list(Suit), 2)]
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR)]
    layout.give(d, twos + rng.sample(lows, 4), rng)
    spare = [
        Card(s, r)
        for s in Suit
        for r in (Rank.TWO, Rank.FIVE, Rank.SIX)
        if layout.holder(Card(s, r)) != d
    ]
    king = Card(rng.choice(list(Suit)), Rank.KING)
    layout.give(left_seat, [king, *rng.sample(spare, min(5, len(spare)))], rng)


def _bolshevik_pair(layout: Layout, rng: random.Random) -> None:
    """A seat fit for Bolshevik (low cards, no high ones) and, on its right, a stalker with
    two long 2-spot suits and entries."""
    declarer = rng.randrange(4)
    stalker = right(declarer)
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX)]
    highs = [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN)]
    layout.take_away(declarer, highs, rng)
    x, y = rng.sample(list(Suit), 2)

    def spots(s: Suit) -> list[Card]:
        return [Card(s, r) for r in (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN)]

    long = [Card(x, Rank.TWO), *rng.sample(spots(x), 3), Card(y, Rank.TWO)]
    long += rng.sample(spots(y), 3)
    layout.give(stalker, [*long, Card(x, Rank.ACE), Card(y, Rank.KING)], rng)
    layout.give(
        declarer, rng.sample([c for c in lows if layout.holder(c) != stalker], 6), rng, keep=long
    )


TARGETS: dict[int, tuple[_DoubleTarget, ...]] = {
    1: (
        _DoubleTarget(
            Target("trumps: double", 0.09, ("C-8.2",)),
            (_K,),
            (DoubleKind.TRUMPS_KITTY,),
            True,
            stack=_trump_honours,
        ),
        _DoubleTarget(
            Target("trumps: pass", 0.08, ("C-8.2",)), (_K,), (DoubleKind.TRUMPS_KITTY,), False
        ),
        _DoubleTarget(
            Target("no-kitty trumps: double", 0.09, ("C-8.2",)),
            (_N,),
            (DoubleKind.TRUMPS_NOKITTY,),
            True,
            stack=_trump_honours,
        ),
        _DoubleTarget(
            Target("no-kitty trumps: pass", 0.08, ("C-8.2",)),
            (_N,),
            (DoubleKind.TRUMPS_NOKITTY,),
            False,
        ),
        _DoubleTarget(
            Target("misère: double", 0.1, ("C-8.2",)),
            (_K, _N),
            (DoubleKind.MISERE,),
            True,
            stack=_misere_doubler,
        ),
        _DoubleTarget(
            Target("misère: pass", 0.08, ("C-8.2",)), (_K, _N), (DoubleKind.MISERE,), False
        ),
        _DoubleTarget(
            Target("all-pass: double", 0.12, ("C-8.2",)), (_K, _N), (DoubleKind.ALLPASS,), True
        ),
        _DoubleTarget(
            Target("all-pass: pass", 0.1, ("C-8.2",)), (_K, _N), (DoubleKind.ALLPASS,), False
        ),
        _DoubleTarget(
            Target("Bolshevik: double", 0.1, ("C-8.2",)),
            (_B,),
            (DoubleKind.BOLSHEVIK,),
            True,
            stack=_bolshevik_pair,
        ),
        _DoubleTarget(
            Target("Bolshevik: pass", 0.08, ("C-8.2",)), (_B,), (DoubleKind.BOLSHEVIK,), False
        ),
        _DoubleTarget(
            Target("grand: pass", 0.08, ("C-8.2",)),
            (_K,),
            (DoubleKind.GRAND,),
            False,
            stack=_three_aces,
        ),
    ),
    2: (
        _DoubleTarget(
            Target("partner doubled a trump contract", 0.34, ("C-7.1", "C-8.2")),
            (_K,),
            (DoubleKind.TRUMPS_KITTY,),
            None,
            "partner doubled",
        ),
        _DoubleTarget(
            Target("you doubled a misère", 0.33, ("C-7.3", "C-8.2")),
            (_K, _N),
            (DoubleKind.MISERE,),
            None,
            "doubler's 2-spot suit",
            _misere_and_doubler,
        ),
        _DoubleTarget(
            Target("the stalker doubled", 0.33, ("C-7.6", "C-8.2")),
            (_B,),
            (DoubleKind.BOLSHEVIK,),
            None,
            "stalker doubled",
            _bolshevik_pair,
        ),
    ),
}


# --- finding the situation ---------------------------------------------------------------------


def _to_doubling(layout: Layout, form: Form) -> Deal:
    ctx = BolshevikContext(frozenset(range(4)), 4) if form is Form.BOLSHEVIK else None
    deal = layout.deal(ctx)
    bots_until(deal, lambda d: d.phase in (Phase.DOUBLING, Phase.PLAY), max_steps=250)
    return deal


def _defenders_swap(layout: Layout, deal: Deal, taker: int, rng: random.Random) -> Layout | None:
    """A copy of ``layout`` where the other defender gives ``taker`` its trump honours (both
    defenders only passed in the auction, so the bidding can stay the same)."""
    if deal.contract is None or deal.contract.trumps is None or deal.declarer is None:
        return None
    giver = partner(taker)
    if any(s in (giver, taker) and isinstance(c, Bid) for s, c in deal.calls):
        return None
    t = deal.contract.trumps
    cards = [c for c in layout.hands[giver] if c.suit is t and c.rank >= Rank.JACK]
    if not cards:
        return None
    new = layout.copy()
    new.swap(giver, taker, cards, rng)
    return new


def _same_auction(a: Deal, b: Deal) -> bool:
    return list(a.calls) == list(b.calls) and a.contract == b.contract and a.declarer == b.declarer


def _level1(dt: _DoubleTarget, layout: Layout, form: Form, rng: random.Random) -> Deal | None:
    deal = _to_doubling(layout, form)
    if deal.phase is not Phase.DOUBLING or double_kind(deal) not in dt.kinds:
        return None
    found = _walk_doubling(deal, dt)
    if (
        found is not None
        or not dt.double
        or double_kind(deal)
        not in (
            DoubleKind.TRUMPS_KITTY,
            DoubleKind.TRUMPS_NOKITTY,
        )
    ):
        return found
    first = deal.to_act
    assert first is not None
    for taker in (first, partner(first)):
        new = _defenders_swap(layout, deal, taker, rng)
        if new is None:
            continue
        again = _to_doubling(new, form)
        if again.phase is Phase.DOUBLING and _same_auction(deal, again):
            found = _walk_doubling(again, dt)
            if found is not None:
                return found
    return None


def _walk_doubling(deal: Deal, dt: _DoubleTarget) -> Deal | None:
    """Follow the doubling turns by the conventions; stop at the first turn whose answer is
    the target's."""
    if dictator(deal):
        return None  # IC-45 is the stalker's double of 7 misère, not of a Dictator
    while deal.phase is Phase.DOUBLING:
        seat = deal.to_act
        assert seat is not None
        sit = double_situation(deal, seat)
        best = double_options(deal.hand(seat), sit)[0]
        if best.double is dt.double and (sit.kind is not DoubleKind.BOLSHEVIK or sit.stalker):
            return deal
        deal.apply(DOUBLE if best.double else PASS, seat)
    return None


def _level2(dt: _DoubleTarget, layout: Layout, form: Form, rng: random.Random) -> Deal | None:
    deal = _to_doubling(layout, form)
    if deal.phase is not Phase.DOUBLING or double_kind(deal) not in dt.kinds:
        return None
    leader = deal.to_act  # declarer's left (the stalker in Bolshevik) doubles first and leads
    assert leader is not None
    if dt.lead == "partner doubled":
        # The leader sees only that partner doubled; partner's reasons stay hidden. Both calls
        # are the conventions' own: the leader's pass is accepted and partner's double is
        # preferred (review round 51, double 2-r51v15, 2-r51v17: partner doubled with one
        # sure trump tricks or none, which IC-41 passes).
        if not _partner_doubles(deal):
            return None
    else:
        if double_options(deal.hand(leader), double_situation(deal, leader))[0].double is not True:
            return None
        deal.apply(DOUBLE, leader)
    bots_until(deal, lambda d: d.phase is Phase.PLAY, max_steps=250)
    if not _at(deal, Phase.PLAY) or deal.to_act != leader:
        return None
    sit = situation_of(deal)
    if sit is None:
        return None
    best = opening_leads(deal.hand(leader), sit)[0]
    return deal if lead_class(deal.hand(leader), sit, best.card) == dt.lead else None


def _partner_doubles(deal: Deal) -> bool:
    """Apply the leader's pass and partner's double to ``deal`` when the conventions accept
    the pass and prefer the double (IC-41); False otherwise (``deal`` may then hold the
    pass)."""
    leader = deal.to_act
    assert leader is not None
    mate = partner(leader)
    mine = double_options(deal.hand(leader), double_situation(deal, leader))
    if not any(o.double is False for o in mine):
        return False
    deal.apply(PASS, leader)
    if double_options(deal.hand(mate), double_situation(deal, mate))[0].double is not True:
        return False
    deal.apply(DOUBLE, mate)
    return True


def _at(deal: Deal, phase: Phase) -> bool:
    return deal.phase is phase


def _situation(level: int, seed: str, rng: random.Random) -> tuple[int, Deal]:
    targets = TARGETS[level]
    for tries, i in target_tries([t.target for t in targets], rng, seed, 300, 60):
        dt = targets[i]
        for attempt in range(tries):
            form = rng.choice(dt.forms)
            layout = Layout(form, rng.randrange(4), f"double-drill:{level}:{seed}:{i}", attempt)
            if dt.stack is not None:
                dt.stack(layout, rng)
            found = (_level1 if level == 1 else _level2)(dt, layout, form, rng)
            if found is not None:
                return i, found
    raise RuntimeError("no doubling situation found")  # pragma: no cover


# --- the drill ---------------------------------------------------------------------------------


def _seat(seat: int) -> Msg:
    return Msg(f"seat.{seat}")


def _what(deal: Deal, seat: int) -> Msg:
    contract = deal.contract
    if deal.kind is Kind.ALLPASS:
        return Msg("dd.what_allpass")
    assert contract is not None and deal.declarer is not None
    if deal.kind is Kind.BOLSHEVIK:
        # 7 misère, or the Dictator's contract
        game = (
            Msg("bid.misere", level=7)
            if contract.denomination.is_misere
            else Msg("dd.dictator", bid=bid_words(contract))
        )
        return Msg("dd.what_bolshevik", seat=_seat(deal.declarer), game=game)
    return Msg("dd.what_declares", seat=_seat(deal.declarer), contract=bid_words(contract))


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:double:{level}:{seed}")
    index, deal = _situation(level, seed, rng)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    common = {
        **table_facts(deal, view),
        "contract": deal.contract,
        "kind": (double_kind(deal) or DoubleKind.ALLPASS).value,
    }
    target = TARGETS[level][index].target.name
    if level == 1:
        sit = double_situation(deal, seat)
        opts = double_options(view.hand, sit)
        best = opts[0]
        passed = tuple(
            Msg("dd.passed", seat=_seat(s)) for s, c in deal.doubling_calls if isinstance(c, Pass)
        )
        return Drill(
            type="double",
            level=level,
            seed=seed,
            title=Msg("dd.title_double"),
            prompt=Msg(
                "dd.prompt_double",
                seat=_seat(seat),
                what=_what(deal, seat),
                others=Msg("dd.others", passed=Msg("join", items=passed))
                if passed
                else Msg("empty"),
            ),
            data={**common, "ask": "double"},
            solution={
                "choices": [(o.notation, o.preferred, o.text, o.ids) for o in opts],
                "target": target,
                "double": best.double,
            },
            themes=("C-8.2",),
        )
    lead_sit = situation_of(deal)
    assert lead_sit is not None
    choices = opening_leads(view.hand, lead_sit)
    best_lead = choices[0]
    who = next(s for s, c in deal.doubling_calls if isinstance(c, Double))
    dbl = Msg("dd.you_doubled" if who == seat else "dd.partner_doubled")
    return Drill(
        type="double",
        level=level,
        seed=seed,
        title=Msg("dd.title_lead"),
        prompt=Msg("dd.prompt_lead", seat=_seat(seat), what=_what(deal, seat), dbl=dbl),
        data={**common, "ask": "lead", "situation": lead_sit.kind.value},
        solution={
            "choices": [(str(c.card), c.preferred, c.text, tuple(c.ids)) for c in choices],
            "open_readings": {str(c.card): c.open_reading for c in choices if c.open_reading},
            "target": target,
            "rule": lead_class(view.hand, lead_sit, best_lead.card),
            "trump": lead_sit.trump.letter if lead_sit.trump is not None else "",
        },
        themes=tuple(dict.fromkeys([*convention_ids(best_lead.ids), "C-8.2"])),
    )


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    choices = drill.solution["choices"]
    if drill.data["ask"] == "double":
        call = (answer.get("call") or "").strip().lower()
        if call not in ("double", "pass"):
            raise DrillInputError(Msg("dd.double_or_pass"))
        best = choices[0]
        against = "dd.against_pass" if best[0] == "double" else "dd.against_double"
        wrong = Msg(against, reason=_reason(best[2]))
        return choice_verdict(call, choices, words=_call_words, verb="say", wrong_lines=(wrong,))
    return lead_check(drill, answer)


def _call_words(notation: str) -> str:
    """``double`` and ``pass`` as words that translate."""
    return call_words(parse_action(notation))


def _reason(text: str) -> str:
    """A double-or-pass reason without its call and ids ("double: …, and … (C-8.2, IC-41)" →
    "…, and …"); a reason made by double_options stays a message."""
    plain = strip_ids(text).split(": ", 1)[-1]
    said: object = text
    if isinstance(said, Msg) and said.id == "fact":
        said = said.params["body"]
        if isinstance(said, Msg) and said.id == "dc.choice":
            said = said.params["reason"]
    return said if isinstance(said, Msg) and said == plain else plain


# The first hint: what to count for each kind of double, and for each kind of lead.
_TIPS = {kind.value: f"dd.tip_{kind.name.lower()}" for kind in DoubleKind}

_LEAD_TIPS = {
    "partner doubled": "dd.lead_tip_partner",
    "doubler's 2-spot suit": "dd.lead_tip_misere",
    "stalker doubled": "dd.lead_tip_stalker",
}


def _hand_facts(drill: Drill) -> Msg:
    hand: CardSet = drill.data["hand"]
    contract = drill.data["contract"]
    trump = contract.trumps if contract is not None else None
    parts = []
    for s in Suit:
        cards = sorted(hand.suit(s), key=lambda c: -c.rank)
        honours = "".join(c.rank.symbol for c in cards if c.rank >= Rank.JACK)
        low = sum(1 for c in cards if c.rank <= Rank.FIVE)
        bits = [Msg("dd.cards", n=len(cards))]
        if honours:
            bits.append(Msg("dd.honours", ranks=honours))
        if low:
            two = Msg("dd.with_the_two" if Card(s, Rank.TWO) in hand else "empty")
            bits.append(Msg("dd.low", low=low, two=two))
        if trump is s:
            bits.append(Msg("dd.trumps"))
        parts.append(Msg("dd.suit", suit=s.symbol, bits=Msg("join", items=tuple(bits))))
    mate = partner(drill.data["seat"])
    got = [c for g, c in drill.data["received"] if g == mate]
    tail = Msg("dd.handed", suit=got[0].suit.symbol) if got else Msg("empty")
    return Msg("dd.hand_facts", parts=Msg("join", items=tuple(parts), sep="; "), tail=tail)


def help_steps(drill: Drill) -> tuple[str, str, str]:
    best = next(c for c in drill.solution["choices"] if c[1])
    if drill.data["ask"] == "double":
        return Msg(_TIPS[drill.data["kind"]]), _hand_facts(drill), best[2]
    return Msg(_LEAD_TIPS[drill.solution["rule"]]), _hand_facts(drill), best[2]


def facets(drill: Drill) -> dict[str, str]:
    if drill.data["ask"] == "double":
        return {"double": "yes" if drill.solution["double"] else "no"}
    return {"rule": drill.solution["rule"]}


register(
    DrillType(
        slug="double",
        name="Double or not",
        description="The contract is set: do you double? And when someone doubled, what do you "
        "lead?",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets={level: tuple(t.target for t in ts) for level, ts in TARGETS.items()},
        facets=facets,
    )
)
