"""Read this packet / build the packet (C-1, C-2).

Levels for both: 1 one-suit kitty packets, 2 two-suit kitty packets, 3 three-suit kitty
packets and the misère flag, 4 no-kitty trump preferences.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..cards import DECK, Card, CardSet, NotationError, Suit
from ..conventions import PacketReading, PacketWish, build_packet, read_packet
from ..conventions.packets import SuitStatus
from ..rules import Form
from . import Drill, DrillInputError, DrillType, Verdict, register

LEVELS = {
    1: "One-suit kitty packets",
    2: "Two-suit kitty packets",
    3: "Three suits and the misère flag",
    4: "No-kitty trump preferences",
}
_SUIT_LETTERS = {s.letter: s for s in Suit}


def _form(level: int) -> Form:
    return Form.NOKITTY if level == 4 else Form.KITTY


def _suit_counts(level: int, rng: random.Random) -> list[int]:
    if level == 1:
        return [4]
    if level == 2:
        return rng.choice(([2, 2], [3, 1], [3, 1]))
    if level == 3:
        return [2, 1, 1]
    return rng.choice(([4], [2, 2], [3, 1]))


def _random_packet(level: int, rng: random.Random) -> tuple[Card, ...]:
    """Four cards of the level's shape in a random order whose reading is conventional."""
    form = _form(level)
    for _ in range(400):
        counts = _suit_counts(level, rng)
        suits = rng.sample(list(Suit), len(counts))
        cards: list[Card] = []
        for suit, n in zip(suits, counts, strict=True):
            pool = [c for c in DECK if c.suit == suit]
            cards.extend(rng.sample(pool, n))
        rng.shuffle(cards)
        reading = read_packet(cards, form)
        if reading.conventional:
            return tuple(cards)
    raise RuntimeError("no conventional packet found")  # pragma: no cover


# --- read this packet -----------------------------------------------------------------------


def _questions(reading: PacketReading) -> list[dict[str, Any]]:
    """What the learner answers: void/continues per suit, misère, the no-kitty wishes."""
    qs: list[dict[str, Any]] = []
    for suit, status in reading.suits:
        if status in (SuitStatus.VOID, SuitStatus.CONTINUES):
            qs.append(
                {
                    "name": f"suit_{suit.letter}",
                    "label": f"{suit.symbol}",
                    "kind": "status",
                    "answer": status.value,
                }
            )
    if reading.misere is not None:
        qs.append(
            {
                "name": "misere",
                "label": "Suitable for misère?",
                "kind": "yesno",
                "answer": "yes" if reading.misere else "no",
            }
        )
    if reading.form is Form.NOKITTY:
        absent = [s for s in Suit if s not in {x for x, _ in reading.suits}]
        if reading.first_choice is not None:
            qs.append(
                {
                    "name": "first",
                    "label": "First trump choice",
                    "kind": "suit",
                    "options": [s.letter for s in absent],
                    "answer": reading.first_choice.letter,
                }
            )
        if reading.second_choice is not None:
            qs.append(
                {
                    "name": "second",
                    "label": "Second choice",
                    "kind": "suit",
                    "options": [s.letter for s in absent],
                    "answer": reading.second_choice.letter,
                }
            )
    return qs


def make_read(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:read-packet:{level}:{seed}")
    form = _form(level)
    cards = _random_packet(level, rng)
    reading = read_packet(cards, form)
    questions = _questions(reading)
    return Drill(
        type="read-packet",
        level=level,
        seed=seed,
        title="Read this packet",
        prompt=(
            f"The {'kitty bidder' if form is Form.KITTY else 'highest bidder'} hands partner "
            "these four cards, top card first. What do they say?"
        ),
        data={"cards": cards, "form": form.value, "questions": questions},
        solution={
            "answers": {q["name"]: q["answer"] for q in questions},
            "facts": [(f.text, f.ids) for f in reading.facts],
            "ids": list(reading.ids),
        },
    )


_SHORT = {"misere": "misère", "first": "first choice", "second": "second choice"}


def _answer_text(q: Mapping[str, Any], value: str) -> str:
    """Short words for one answer: "♠ void", "misère: yes", "first choice ♦"."""
    if q["kind"] == "status":
        return f"{q['label']} {value}"
    if q["kind"] == "suit":
        return f"{_SHORT[q['name']]} {_SUIT_LETTERS[value].symbol}"
    return f"{_SHORT[q['name']]}: {value}"


def check_read(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    questions = drill.data["questions"]
    wrong: list[str] = []
    given_parts: list[str] = []
    chosen: dict[str, str] = {}
    for q in questions:
        value = chosen[q["name"]] = (answer.get(q["name"]) or "").strip()
        allowed = (
            {"void", "continues"}
            if q["kind"] == "status"
            else {"yes", "no"}
            if q["kind"] == "yesno"
            else set(q["options"])
        )
        if value not in allowed:
            raise DrillInputError(f"answer every question ({q['label']} is missing)")
        given_parts.append(_answer_text(q, value))
        if value != q["answer"]:
            wrong.append(f"{_answer_text(q, q['answer'])}, not {_answer_text(q, value)}")
    if "first" in chosen and chosen["first"] == chosen.get("second"):
        raise DrillInputError("the first and the second trump choice must be different suits")
    accepted = "; ".join(_answer_text(q, q["answer"]) for q in questions)
    facts = tuple(text for text, _ids in drill.solution["facts"])
    ids = tuple(drill.solution["ids"])
    notes: tuple[str, ...] = ()
    if any(i.startswith(("I-", "IC-")) for i in ids):
        notes = ("An id marked I- or IC- is an interpretation: the sources are vague there.",)
    if not wrong:
        return Verdict(
            True,
            1.0,
            "Right: " + accepted + ".",
            (accepted,),
            facts,
            ids,
            "; ".join(given_parts),
            notes,
        )
    return Verdict(
        False,
        0.0,
        f"{len(wrong)} of {len(questions)} wrong: " + "; ".join(wrong) + ".",
        (accepted,),
        facts,
        ids,
        "; ".join(given_parts),
        notes,
    )


def help_read(drill: Drill) -> tuple[str, str, str]:
    form = drill.data["form"]
    cards = drill.data["cards"]
    suits = {c.suit for c in cards}
    if len(suits) == 1:
        first = (
            "One suit: is it in strict rank order (up or down) or mixed? Then compare the "
            "bottom card with the other three."
        )
    else:
        first = (
            "Look at how the suits lie: pairs one above the other, alternating, or one "
            "inside the other; where the single card sits; which card is nearest the "
            "table."
        )
    if form == "nokitty":
        first += " For the trump wish, look at the top card and the next card of its suit."
    facts = drill.solution["facts"]
    second = facts[0][0] if facts else ""
    return (
        first,
        second,
        "; ".join(_answer_text(q, q["answer"]) for q in drill.data["questions"]) + ".",
    )


# --- build the packet -----------------------------------------------------------------------


def _hand_around(
    cards: tuple[Card, ...], reading: PacketReading, rng: random.Random, size: int
) -> CardSet:
    """A hand holding the packet, consistent with what the packet says about voids."""
    voids = reading.voids
    keeps = reading.continuing
    packet = CardSet(cards)
    others = [c for c in DECK if c not in packet and c.suit not in voids]
    hand = set(cards)
    for suit in keeps:  # a continuing suit keeps at least one card
        pool = [c for c in others if c.suit == suit and c not in hand]
        hand.add(rng.choice(pool))
    rest = [c for c in others if c not in hand]
    hand.update(rng.sample(rest, size - len(hand)))
    return CardSet(hand)


def make_build(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:build-packet:{level}:{seed}")
    form = _form(level)
    cards = _random_packet(level, rng)
    reading = read_packet(cards, form)
    wish = reading.message()
    build = build_packet(cards, wish, form)
    if not build.orders:  # pragma: no cover - the reading's own message is always sendable
        raise RuntimeError("unsendable message")
    hand = _hand_around(cards, reading, rng, 16 if form is Form.KITTY else 13)
    shown = sorted(cards, key=lambda c: (c.suit, -c.rank))
    return Drill(
        type="build-packet",
        level=level,
        seed=seed,
        title="Build the packet",
        prompt=(
            f"You are the {'kitty bidder' if form is Form.KITTY else 'highest bidder'} and "
            "pass these four cards. Put them in the order that says the message below, top card "
            "first."
        ),
        data={
            "hand": hand,
            "cards": tuple(shown),
            "form": form.value,
            "message": wish.words(),
            "wish": wish.notation(),
        },
        solution={
            "orders": [tuple(str(c) for c in o) for o in build.orders],
            "ids": list(reading.ids),
        },
    )


def check_build(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    cards = tuple(drill.data["cards"])
    try:
        order = tuple(Card.parse(answer.get(f"order{i}", "")) for i in range(1, 5))
    except NotationError:
        raise DrillInputError("choose all four cards, top first") from None
    if sorted(order) != sorted(cards) or len(set(order)) != 4:
        raise DrillInputError("use exactly the four cards of the packet, each once")
    form = Form(drill.data["form"])
    reading = read_packet(order, form)
    wish = PacketWish.parse(drill.data["wish"])
    orders = [" ".join(o) for o in drill.solution["orders"]]
    given = " ".join(str(c) for c in order)
    ids = tuple(sorted(set(drill.solution["ids"]) | set(reading.ids)))
    explanation = (
        "Your order reads: " + reading.message().words() + ".",
        *(f.text for f in reading.facts),
    )
    if wish.matches(reading):
        return Verdict(
            True, 1.0, f"Right: {given} says exactly that.", tuple(orders), explanation, ids, given
        )
    return Verdict(
        False,
        0.0,
        f"{given} says something else: {reading.message().words()}.",
        tuple(orders),
        explanation,
        ids,
        given,
    )


def help_build(drill: Drill) -> tuple[str, str, str]:
    first = (
        "Decide what goes nearest the table first: the void suit (or, in one suit, the "
        "card that answers the misère question), then arrange the rest."
    )
    orders = drill.solution["orders"]
    second = f"{len(orders)} order{'s' if len(orders) != 1 else ''} say this message."
    return first, second, "One of them: " + " ".join(orders[0]) + " (top first)."


register(
    DrillType(
        slug="read-packet",
        name="Read this packet",
        description="Four cards passed face down, top first: which suits are void, is misère "
        "possible, which trump suit is wanted?",
        levels=LEVELS,
        make=make_read,
        check=check_read,
        help=help_read,
    )
)
register(
    DrillType(
        slug="build-packet",
        name="Build the packet",
        description="You know what to tell partner: put the four cards in the order that says it.",
        levels=LEVELS,
        make=make_build,
        check=check_build,
        help=help_build,
    )
)

__all__ = ["make_build", "make_read"]
