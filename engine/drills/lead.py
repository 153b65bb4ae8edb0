"""Pick the opening lead (C-7): the hand, the contract, the auction, what was exchanged.

Levels: 1 trumps and grand, 2 bid misère, 3 all-pass misère and Bolshevik. The deal is bid
and exchanged by convention bots up to the opening lead, so the situation is a realistic one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..bots.convention import ConventionBot
from ..bots.leads import lead_situation
from ..cards import Card, NotationError
from ..conventions import MisereFit, evaluate
from ..conventions.leads import LeadKind, opening_leads
from ..deal import BolshevikContext, Deal, Kind, Phase
from ..rules import SEAT_WORDS, Form
from ..views import seat_view
from . import Drill, DrillInputError, DrillType, Verdict, choice_verdict, register

LEVELS = {1: "Trumps and grand", 2: "Bid misère", 3: "All-pass misère and Bolshevik"}
_WANT = {
    1: (LeadKind.TRUMPS_KITTY, LeadKind.GRAND, LeadKind.TRUMPS_NOKITTY),
    2: (LeadKind.MISERE,),
    3: (LeadKind.ALLPASS, LeadKind.BOLSHEVIK),
}


def _bots_until(deal: Deal, done: object) -> None:
    assert callable(done)
    bot = ConventionBot()
    steps = 0
    while not done(deal) and not deal.is_over and steps < 200:
        seat = deal.to_act
        assert seat is not None
        deal.apply(bot.decide(seat_view(deal, seat)).action, seat)
        steps += 1


def _promising(level: int, deal: Deal) -> bool:
    """After the auction: can this deal still give the level's kind of lead?"""
    if level == 3:
        return deal.kind in (Kind.ALLPASS, Kind.BOLSHEVIK)
    if deal.kind is not Kind.CONTRACT or deal.kitty_bid is None:
        return False
    return deal.kitty_bid.denomination.is_misere == (level == 2)


def _situation(level: int, seed: str, rng: random.Random) -> Deal:
    for attempt in range(400):
        if level == 3 and rng.random() < 0.4:
            form = Form.BOLSHEVIK
            ctx = BolshevikContext(frozenset(range(4)), 4)  # someone must bid
        else:
            form = rng.choice((Form.KITTY, Form.NOKITTY))
            ctx = None
        deal = Deal.from_seed(
            form, rng.randrange(4), f"lead-drill:{level}:{seed}", attempt, bolshevik=ctx
        )
        if level == 2 and not any(
            evaluate(deal.hand(s)).misere >= MisereFit.FIVE for s in range(4)
        ):
            continue  # nobody would bid misère: skip the auction
        _bots_until(
            deal,
            lambda d: (
                d.phase not in (Phase.AUCTION, Phase.BOLSHEVIK_AUCTION, Phase.BOLSHEVIK_CHOICE)
            ),
        )
        if not _promising(level, deal):
            continue
        _bots_until(deal, lambda d: d.phase is Phase.PLAY)
        if deal.phase is not Phase.PLAY:
            continue
        assert deal.to_act is not None
        situation = lead_situation(seat_view(deal, deal.to_act))
        if situation is not None and situation.kind in _WANT[level]:
            return deal
    raise RuntimeError("no lead situation found")  # pragma: no cover


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:lead:{level}:{seed}")
    deal = _situation(level, seed, rng)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    situation = lead_situation(view)
    assert situation is not None
    choices = opening_leads(view.hand, situation)
    received = [t for t in view.own_transfers if t.receiver == seat]
    handed = [t for t in view.own_transfers if t.giver == seat]
    contract = deal.contract
    if deal.kind is Kind.ALLPASS:
        what = "Everyone passed: all-pass misère" + (" (doubled)" if deal.doubling else "") + "."
    elif deal.kind is Kind.BOLSHEVIK:
        assert contract is not None and deal.declarer is not None
        what = (
            f"{SEAT_WORDS[deal.declarer]} plays Bolshevik ("
            f"{'7 misère' if contract.denomination.is_misere else 'Dictator ' + contract.text})"
            "; you are the stalker, on the Bolshevik's right."
        )
    else:
        assert contract is not None and deal.declarer is not None
        dbl = ("", " doubled", " redoubled")[deal.doubling]
        what = f"{SEAT_WORDS[deal.declarer]} declares {contract.text}{dbl}."
    return Drill(
        type="lead",
        level=level,
        seed=seed,
        title="Pick the opening lead",
        prompt=f"You are {SEAT_WORDS[seat]} and lead to the first trick. {what}",
        data={
            "hand": view.hand,
            "seat": seat,
            "dealer": deal.dealer,
            "form": deal.form.value,
            "auction": tuple(deal.calls),
            "extended": tuple(deal.extended_calls),
            "doubles": tuple(deal.doubling_calls),
            "received": tuple((t.giver, c) for t in received for c in t.cards),
            "handed": tuple((t.receiver, c) for t in handed for c in t.cards),
            "kitty": deal.kitty if deal.kitty_exposed else (),
            "situation": situation.kind.value,
            "contract": contract,
        },
        solution={
            "choices": [(str(c.card), c.preferred, c.text, tuple(c.ids)) for c in choices],
        },
    )


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    try:
        card = Card.parse(answer.get("card", ""))
    except NotationError:
        raise DrillInputError("pick a card from your hand") from None
    if card not in drill.data["hand"]:
        raise DrillInputError(f"{card} is not in your hand")
    return choice_verdict(str(card), drill.solution["choices"], verb="lead")


def help_steps(drill: Drill) -> tuple[str, str, str]:
    kind = drill.data["situation"]
    tips = {
        LeadKind.TRUMPS_KITTY.value: "Did partner hand you a side card, or double? Otherwise "
        "look for touching honours or the second-highest card of your longest side suit.",
        LeadKind.GRAND.value: "Touching honours in a long suit, else the second-highest card "
        "of your longest suit.",
        LeadKind.TRUMPS_NOKITTY.value: "A middling card of a long suit, a singleton, or the top "
        "of touching honours; never an ace without honours beside it.",
        LeadKind.MISERE.value: "With an exchange: partner's short suit, high first. Without: "
        "the second-lowest card of a suit with the 2, else the lowest of the shortest suit.",
        LeadKind.ALLPASS.value: "Help partner: a king or a middling card of the suit partner "
        "handed over; with aces or a poor hand, ask for help in your own short suit.",
        LeadKind.BOLSHEVIK.value: "The second-lowest card of a suit holding the 2; without a "
        "2, the lowest of your shortest suit.",
    }
    choices = drill.solution["choices"]
    cands = ", ".join(f"{c[0]}{'' if c[1] else ' (allowed)'}" for c in choices)
    best = next(c for c in choices if c[1])
    return tips.get(kind, ""), f"Candidates: {cands}.", f"{best[0]}: {best[2]}"


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
    )
)
