"""Bid this hand (C-3, C-4, C-5): a hand, the auction so far, one call.

Levels: 1 kitty openings, 2 kitty responses and later rounds, 3 no-kitty openings. The other
seats' calls are the conventions' preferred calls for their own hands, so the auction the
learner sees is one a good table would produce. The conventions' preferred call earns full
credit; a call they allow but do not prefer earns half, and says so.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..actions import Action, Bid, Pass, parse_action
from ..cards import NotationError
from ..conventions import conventional_calls, explain_call
from ..deal import Deal, Phase
from ..rules import SEAT_WORDS, Form, partner
from . import Drill, DrillInputError, DrillType, Verdict, choice_verdict, register

LEVELS = {
    1: "Kitty games: the first bid",
    2: "Kitty games: answering partner and later rounds",
    3: "No-kitty games: opening bids",
}


def _conventional_auction_until(deal: Deal, stop: object) -> bool:
    """Let every seat make its preferred conventional call until ``stop(deal)`` is true or
    the auction ends. Returns whether it stopped at ``stop``."""
    assert callable(stop)
    while deal.phase is Phase.AUCTION:
        if stop(deal):
            return True
        seat = deal.to_act
        assert seat is not None
        suggestions = conventional_calls(
            deal.hand(seat), _form(deal), deal.calls, seat, deal.dealer
        )
        deal.apply(suggestions[0].call, seat)
    return False


def _form(deal: Deal) -> Form:
    return Form.NOKITTY if deal.form is Form.NOKITTY else Form.KITTY


def _situation(level: int, rng: random.Random, seed: str) -> tuple[Deal, int]:
    form = Form.NOKITTY if level == 3 else Form.KITTY
    for attempt in range(300):
        dealer = rng.randrange(4)
        deal = Deal.from_seed(form, dealer, f"bid-drill:{level}:{seed}", attempt)
        if level in (1, 3):
            # The learner is the first of their side to speak, before anyone else has bid.
            def opener_turn(d: Deal) -> bool:
                return d.standing is None

            seat_turns = rng.randrange(4)

            def stop(d: Deal, k: int = seat_turns) -> bool:
                return len(d.calls) == k

            if not _conventional_auction_until(deal, stop) or not opener_turn(deal):
                continue
        else:
            # Partner has bid; it is the learner's turn.
            def stop2(d: Deal) -> bool:
                me = d.to_act
                return me is not None and any(
                    s == partner(me) and isinstance(c, Bid) for s, c in d.calls
                )

            if not _conventional_auction_until(deal, stop2):
                continue
        seat = deal.to_act
        assert seat is not None
        suggestions = conventional_calls(deal.hand(seat), form, deal.calls, seat, deal.dealer)
        # Keep most drills about a real bid: an occasional "pass" answer is fine.
        if isinstance(suggestions[0].call, Pass) and rng.random() < 0.75:
            continue
        return deal, seat
    raise RuntimeError("no bidding situation found")  # pragma: no cover


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:bid:{level}:{seed}")
    deal, seat = _situation(level, rng, seed)
    form = _form(deal)
    suggestions = conventional_calls(deal.hand(seat), form, deal.calls, seat, deal.dealer)
    legal = tuple(deal.legal_actions())
    meanings = [
        (i, explain_call(call, form, deal.calls[:i], s, deal.dealer).text)
        for i, (s, call) in enumerate(deal.calls)
    ]
    return Drill(
        type="bid",
        level=level,
        seed=seed,
        title="Bid this hand",
        prompt=(
            f"You are {SEAT_WORDS[seat]}, in a {'no-kitty' if form is Form.NOKITTY else 'kitty'}"
            " game. What do you call?"
        ),
        data={
            "hand": deal.hand(seat),
            "form": form.value,
            "seat": seat,
            "dealer": deal.dealer,
            "auction": tuple(deal.calls),
            "meanings": dict(meanings),
            "legal": legal,
        },
        solution={
            "suggestions": [
                (s.call.notation(), s.preferred, s.text, tuple(s.ids)) for s in suggestions
            ],
        },
    )


def _words(notation: str) -> str:
    """``6M`` → ``6 misère``; ``pass`` stays ``pass``."""
    call = parse_action(notation)
    return call.text if isinstance(call, Bid) else notation


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("call") or "").strip()
    try:
        call: Action = parse_action(text)
    except NotationError:
        raise DrillInputError(f"{text!r} is not a call") from None
    legal = {a.notation() for a in drill.data["legal"]}
    if call.notation() not in legal:
        raise DrillInputError(f"{call} is not a legal call in this auction")
    form = Form(drill.data["form"])
    seat, dealer = drill.data["seat"], drill.data["dealer"]
    mine = explain_call(call, form, list(drill.data["auction"]), seat, dealer)
    return choice_verdict(
        call.notation(),
        drill.solution["suggestions"],
        words=_words,
        verb="call",
        wrong_lines=(f"Your call {_words(call.notation())} would say: {mine.text}",),
        extra_ids=mine.ids,
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    auction = drill.data["auction"]
    if drill.level == 3:
        first = (
            "No-kitty bids start at 6: ask whether the hand wants to play at all (a strong "
            "suit and a side ace, two good suits, or hopeless for all-pass misère), and "
            "whether it has a natural void."
        )
    elif any(isinstance(c, Bid) for _, c in auction):
        first = (
            "Read what partner's bid showed, then look for your own first-round suit, "
            "support for partner's suit, aces, or a void in partner's suit."
        )
    else:
        first = (
            "Count honours and spots in your longest suit, look for a side ace, count "
            "aces, and ask whether the hand suits misère."
        )
    calls = ", ".join(
        f"{_words(s[0])}{'' if s[1] else ' (allowed)'}" for s in drill.solution["suggestions"]
    )
    best = next(
        (s for s in drill.solution["suggestions"] if s[1]), drill.solution["suggestions"][0]
    )
    return first, f"Candidates: {calls}.", best[2]


register(
    DrillType(
        slug="bid",
        name="Bid this hand",
        description="A hand and the auction so far: choose your call from a bidding box of legal "
        "calls.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
    )
)
