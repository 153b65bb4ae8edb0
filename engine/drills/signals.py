"""The first discard (C-8.1, the Italian signal): read partner's, or choose your own.

Level 1: a suit is led and partner, unable to follow, discards for the first time: which suit
does partner ask for? Level 2: you cannot follow and want partner to lead a given suit (where
your entry is): which card asks for it? The play is misère, all-pass misère or grand, where a
discard is never a trump. The seed draws the kind of answer first (an odd card, a high even
card, a low even card; or a hand where only one kind of signal is possible).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..cards import DECK, Card, CardSet, Rank, Suit
from ..conventions.signals import HIGH_EVEN_FROM, discard_signal, signal_cards
from ..rules import SEAT_WORDS, partner
from . import (
    Drill,
    DrillInputError,
    DrillType,
    Target,
    Verdict,
    card_from_hand,
    choice_verdict,
    choose_target,
    register,
)
from .words import join_words, tidy

LEVELS = {1: "Read partner's first discard", 2: "Choose your first discard"}
_PLAYS = ("6 misère (you defend)", "all-pass misère", "5 grand (you defend)")


def kind_of(card: Card) -> str:
    if int(card.rank) % 2:
        return "odd"
    return "high even" if card.rank >= HIGH_EVEN_FROM else "low even"


TARGETS: dict[int, tuple[Target, ...]] = {
    1: (
        Target("an odd card", 0.34, ("C-8.1",)),
        Target("a high even card", 0.33, ("C-8.1",)),
        Target("a low even card", 0.33, ("C-8.1",)),
    ),
    2: (
        Target("an odd card of the suit", 0.34, ("C-8.1",)),
        Target("only an even card of another suit", 0.33, ("C-8.1",)),
        Target("either", 0.33, ("C-8.1",)),
    ),
}
_KINDS = {0: "odd", 1: "high even", 2: "low even"}


def _make_read(level: int, seed: str, rng: random.Random, index: int) -> Drill:
    want = _KINDS[index]
    seat = rng.randrange(4)
    leader = rng.choice([s for s in range(4) if s != partner(seat)])
    led = rng.choice(list(Suit))
    pool = [c for c in DECK if c.suit is not led and kind_of(c) == want]
    discard = rng.choice(pool)
    lead_card = Card(led, rng.choice([r for r in Rank if r <= Rank.TEN]))
    reading = discard_signal(discard, led)
    who = "You lead" if leader == seat else f"{SEAT_WORDS[leader]} leads"
    options = [s for s in Suit if s is not led]
    play = rng.choice(_PLAYS)
    choices = [
        (
            s.letter,
            s is reading.suit,
            tidy(reading.fact.text if s is reading.suit else ""),
            reading.fact.ids,
        )
        for s in options
    ]
    if reading.alternative is not None:
        # IC-36: the Handbook leaves this card open; the other reading is right too.
        alt = reading.alternative
        choices.append(
            (
                alt.letter,
                True,
                tidy(
                    f"{alt}: the other fair reading of {discard}, which the Handbook leaves "
                    f"open; {reading.suit} is ours (C-8.1, IC-36)"
                ),
                ("C-8.1", "IC-36"),
            )
        )
    return Drill(
        type="signal",
        level=level,
        seed=seed,
        title="Read partner's first discard",
        prompt=(
            f"You are {SEAT_WORDS[seat]}; the play is {play}. {who} {lead_card}, and "
            f"partner ({SEAT_WORDS[partner(seat)]}), out of {led}, discards "
            f"{discard}: partner's first discard. Which suit does partner ask you to lead?"
        ),
        data={
            "ask": "read",
            "led": led.letter,
            "lead_card": lead_card,
            "discard": discard,
            "options": [s.letter for s in options],
            "seat": seat,
            "play": play,
        },
        solution={
            "choices": [c for c in choices if c[1]],
            "answer": reading.suit.letter,
            "kind": want,
            "target": TARGETS[1][index].name,
        },
        themes=("C-8.1",),
    )


def _make_choose(level: int, seed: str, rng: random.Random, index: int) -> Drill:
    for _ in range(400):
        led = rng.choice(list(Suit))
        wanted = rng.choice([s for s in Suit if s is not led])
        hand = CardSet(rng.sample([c for c in DECK if c.suit is not led], 11))
        entry = Card(wanted, Rank.KING)
        if entry not in hand:
            hand = hand.add(entry)
        spare = [r for r in signal_cards(hand, led, wanted) if r.card != entry]
        odd = [r for r in spare if r.card.suit is wanted]
        even = [r for r in spare if r.card.suit is not wanted]
        if not spare or len(hand) < 12:
            continue
        kind = "either" if odd and even else "odd" if odd else "even"
        if kind == ("odd", "even", "either")[index]:
            break
    seat = rng.randrange(4)
    play = rng.choice(_PLAYS)
    choices = [
        (
            str(r.card),
            True,
            tidy(r.fact.text),
            r.fact.ids,
        )
        for r in spare
    ]
    return Drill(
        type="signal",
        level=level,
        seed=seed,
        title="Choose your first discard",
        prompt=(
            f"You are {SEAT_WORDS[seat]}; the play is {play}. A {led} is led and you have none: "
            f"this is your first discard. Your entry is the {entry}, so you want partner to lead "
            f"{wanted}. Which card do you discard?"
        ),
        data={
            "ask": "choose",
            "led": led.letter,
            "wanted": wanted.letter,
            "hand": hand,
            "entry": entry,
            "seat": seat,
            "play": play,
        },
        solution={"choices": choices, "kind": kind, "target": TARGETS[2][index].name},
        themes=("C-8.1",),
    )


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:signal:{level}:{seed}")
    index = choose_target(TARGETS[level], rng, seed)
    return (_make_read if level == 1 else _make_choose)(level, seed, rng, index)


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    if drill.data["ask"] == "read":
        text = (answer.get("suit") or "").strip().upper()
        if text not in drill.data["options"]:
            raise DrillInputError("choose one of the three suits")
        discard: Card = drill.data["discard"]
        led = Suit.parse(drill.data["led"].lower())
        right = Suit.parse(drill.solution["answer"].lower())
        choices = drill.solution["choices"]
        mine = Suit.parse(text.lower())
        open_reading = [c for c in choices[1:] if c[1] and c[0] == text]
        if open_reading:  # IC-36: full credit, with the note
            c = open_reading[0]
            return Verdict(
                True,
                1.0,
                c[2],
                tuple(x[0] for x in choices if x[1]),
                (c[2], tidy(choices[0][2])),
                tuple(c[3]),
                mine.symbol,
                ("this reading is interpretation IC-36",),
            )
        line = _why_read(discard, led, mine, right)
        return choice_verdict(
            text,
            choices,
            words=lambda t: Suit.parse(t.lower()).symbol,
            verb="read",
            wrong_lines=(line,),
        )
    card = card_from_hand(answer, drill.data["hand"])
    choices = drill.solution["choices"]
    ok = {c[0] for c in choices}
    accepted = tuple(c[0] for c in choices)
    wanted = Suit.parse(drill.data["wanted"].lower())
    led = Suit.parse(drill.data["led"].lower())
    reading = discard_signal(card, led)
    ids = ("C-8.1", "IC-36")
    lines = tuple(c[2] for c in choices)
    if str(card) in ok:
        return Verdict(
            True,
            1.0,
            choices[[c[0] for c in choices].index(str(card))][2],
            accepted,
            lines,
            ids,
            str(card),
        )
    if card == drill.data["entry"]:
        why = f"{card} does ask for {wanted}, but it is the very entry you want to keep."
    else:
        why = tidy(f"Your {card} asks for something else: {reading.fact.text}")
    return Verdict(
        False,
        0.0,
        f"{card} does not ask for {wanted}; any of {join_words(list(accepted), 'or')} does.",
        accepted,
        (why, *lines),
        ids,
        str(card),
    )


def _why_read(discard: Card, led: Suit, mine: Suit, right: Suit) -> str:
    value = int(discard.rank)
    if value % 2:
        return (
            f"{discard} is odd ({value}), and an odd card asks for its own suit, not for "
            f"{mine.symbol}."
        )
    high = discard.rank >= HIGH_EVEN_FROM
    others = sorted(s for s in Suit if s is not led and s is not discard.suit)
    if mine is discard.suit:
        return (
            f"{discard} is even ({value}): an even card never asks for its own suit, only for "
            f"one of the two others, {others[0].symbol} and {others[1].symbol}."
        )
    return (
        f"{discard} is a {'high' if high else 'low'} even card ({value}), so it asks for the "
        f"{'higher' if high else 'lower'} of {others[0].symbol} and {others[1].symbol}, not the "
        f"{'lower' if high else 'higher'}."
    )


_RULE = (
    "An odd card asks for its own suit. An even card asks for one of the two suits that are "
    "neither led nor its own: from 8 up the higher of them, below 8 the lower (♠ < ♣ < ♦ < ♥)."
)


def help_steps(drill: Drill) -> tuple[str, str, str]:
    led = Suit.parse(drill.data["led"].lower())
    if drill.data["ask"] == "read":
        discard: Card = drill.data["discard"]
        others = sorted(s for s in Suit if s is not led and s is not discard.suit)
        parity = "odd" if int(discard.rank) % 2 else "even"
        second = (
            f"{discard} counts {int(discard.rank)}: it is {parity}. Besides {led.symbol} and "
            f"{discard.suit.symbol}, the suits are {others[0].symbol} (lower) and "
            f"{others[1].symbol} (higher)."
        )
        answer = Suit.parse(drill.solution["answer"].lower())
        return (
            _RULE,
            second,
            tidy(f"Partner asks for {answer.symbol}. {drill.solution['choices'][0][2]}"),
        )
    wanted = Suit.parse(drill.data["wanted"].lower())
    others = [s for s in Suit if s not in (led, wanted)]
    bits = []
    for s in others:
        pair = sorted(x for x in Suit if x not in (led, s))
        where = "higher" if pair[1] is wanted else "lower"
        bits.append(
            f"an even {s.symbol} leaves {pair[0].symbol} and {pair[1].symbol}, and "
            f"{wanted.symbol} is the {where}"
        )
    second = (
        f"An odd {wanted.symbol} (not your entry) works; so does an even card of another suit "
        f"with the right height: {'; '.join(bits)}."
    )
    accepted = [c[0] for c in drill.solution["choices"]]
    if len(accepted) == 1:
        return _RULE, second, f"{accepted[0]}: {drill.solution['choices'][0][2]}"
    return _RULE, second, f"Any of {join_words(accepted, 'or')} asks for {wanted.symbol}."


def facets(drill: Drill) -> dict[str, str]:
    return {"kind": drill.solution["kind"]}


register(
    DrillType(
        slug="signal",
        name="Signal with a discard",
        description="The Italian first-discard signal: read which suit partner asks for, or "
        "choose the card that asks for yours.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets=TARGETS,
        facets=facets,
    )
)
