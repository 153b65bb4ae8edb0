"""Read this packet / build the packet (C-1, C-2).

Read levels: 1 one-suit kitty packets, 2 two-suit kitty packets, 3 three suits, the misère
flag and ace marks, 4 no-kitty trump preferences, 5 no-kitty packets read together with the
opening bid (natural voids, C-1.7). Build levels: 1 – 4 as for reading.

Both drills choose the answer first (void or kept, misère or not, an ace mark or none, the
trump wanted) and then look for a packet, and for the build drill a hand, that says it. The
hand always fits the message: a suit shown void has no card left, a kept suit has one, an
ace mark marks an ace the hand holds, "misère possible" comes from a hand fit for misère and
"no misère" from one that is not, and a no-kitty wish names the suit the hand would really
choose (:func:`task_problems` says what would be wrong).
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import DECK, Card, CardSet, NotationError, Rank, Suit
from ..conventions import MisereFit, PacketReading, PacketWish, build_packet, evaluate, read_packet
from ..conventions.packets import SuitStatus, is_low_spot
from ..rules import Form
from . import Drill, DrillInputError, DrillType, Target, Verdict, register
from .words import describe_orders, join_words, strip_ids, tidy, with_ids

READ_LEVELS = {
    1: "One-suit kitty packets",
    2: "Two-suit kitty packets",
    3: "Three suits, the misère flag and ace marks",
    4: "No-kitty trump preferences",
    5: "No-kitty: the opening bid and the packet",
}
BUILD_LEVELS = {
    1: "One-suit kitty packets",
    2: "Two-suit kitty packets and ace marks",
    3: "Three suits and the misère flag",
    4: "No-kitty trump preferences",
}
_SUIT_LETTERS = {s.letter: s for s in Suit}
_C, _V = SuitStatus.CONTINUES, SuitStatus.VOID
# The two suits of a two-suit packet, top suit first: (kept, void), (void, void) or (kept,
# kept). No conventional order voids the top suit and keeps the other, so a learner who always
# answers "top kept, bottom void" is right only when that pair is drawn.
_PAIRS: tuple[tuple[tuple[SuitStatus, SuitStatus], float], ...] = (
    ((_C, _V), 0.2),
    ((_V, _V), 0.4),
    ((_C, _C), 0.4),
)


def _form(level: int) -> Form:
    return Form.NOKITTY if level >= 4 else Form.KITTY


def _weighted[T](rng: random.Random, items: Sequence[tuple[T, float]]) -> T:
    return rng.choices([x for x, _ in items], [w for _, w in items])[0]


def _mark_of(reading: PacketReading) -> str:
    """``none`` (no low spot on top), ``no`` (a low spot that is no mark), ``ace``, ``ak``."""
    if not is_low_spot(reading.cards[0]):
        return "none"
    if reading.ace_mark.suit is None:
        return "no"
    return "ak" if reading.ace_mark.king else "ace"


def _statuses(reading: PacketReading) -> tuple[SuitStatus, ...]:
    return tuple(st for _, st in reading.suits)


def _random_cards(rng: random.Random, counts: Sequence[int], suits: Sequence[Suit]) -> list[Card]:
    chosen = rng.sample(list(suits), len(counts))
    cards: list[Card] = []
    for suit, n in zip(chosen, counts, strict=True):
        cards.extend(rng.sample([c for c in DECK if c.suit is suit], n))
    return cards


def _find_packet(
    rng: random.Random,
    form: Form,
    counts: Sequence[int],
    want: Callable[[PacketReading], bool],
    suits: Sequence[Suit] = tuple(Suit),
    tries: int = 300,
) -> tuple[Card, ...] | None:
    """A conventional order of random cards of the given shape whose reading ``want``s."""
    for _ in range(tries):
        cards = _random_cards(rng, counts, suits)
        perms = list(itertools.permutations(cards))
        rng.shuffle(perms)
        for order in perms:
            r = read_packet(order, form)
            if r.conventional and want(r):
                return tuple(order)
    return None


def _shape_counts(shape: str) -> list[int]:
    return {"1": [4], "22": [2, 2], "31": [3, 1], "211": [2, 1, 1]}[shape]


# --- what the packet target looks like ---------------------------------------------------------


def _target(level: int, rng: random.Random, build: bool) -> dict[str, Any]:
    """The answer, drawn before any card: shape, suit statuses, misère, mark, wish."""
    t: dict[str, Any] = {"misere": rng.random() < 0.5}
    if level == 1:
        t["shape"] = "1"
        t["statuses"] = (_V,) if rng.random() < 0.5 else (_C,)
    elif level in (2, 4, 5):
        t["shape"] = rng.choice(("22", "31")) if level != 4 else rng.choice(("1", "22", "31"))
        if level == 5:
            t["opening"] = rng.choice(("6♦", "6♠"))
            # A hand with a natural void never plays misère (C-3.5, C-5.3): after 6♦ the flag
            # says no; after 6♠ it mostly says yes, to keep the two answers even.
            t["misere"] = t["opening"] == "6♠" and rng.random() < 0.9
            weights = (
                (((_C, _V), 0.4), ((_C, _C), 0.6))
                if t["opening"] == "6♦"
                else (((_V, _V), 0.8), ((_C, _C), 0.2))
            )
            t["statuses"] = _weighted(rng, weights)
        elif t["shape"] != "1":
            t["statuses"] = _weighted(rng, _PAIRS)
        if build and level == 2:
            mark = _weighted(rng, (("none", 0.5), ("ace", 0.3), ("ak", 0.2)))
            if mark != "none":
                # Only a kept suit on top can carry a mark: aaBB for A K, bAAA for one ace.
                t["shape"] = "22" if mark == "ak" else "31"
                t["statuses"] = (_C, _V)
            t["mark"] = mark
    else:  # level 3: three suits; the top block is kept, the rest void
        t["shape"] = "211"
        mark = _weighted(
            rng,
            (("none", 0.4), ("no", 0.2), ("ace", 0.2), ("ak", 0.2))
            if not build
            else (("none", 0.55), ("ace", 0.3), ("ak", 0.15)),
        )
        t["mark"] = mark
        t["exact"] = not build
    return t


def _fits(target: Mapping[str, Any], r: PacketReading) -> bool:
    if r.misere is not target["misere"]:
        return False
    if "statuses" in target and _statuses(r) != tuple(target["statuses"]):
        return False
    if "mark" in target:
        mark = _mark_of(r)
        if target["mark"] == "none":
            # Reading: no low spot on top (no mark question). Building: no mark in the message.
            if r.ace_mark.suit is not None or (target.get("exact") and mark != "none"):
                return False
        elif mark != target["mark"]:
            return False
    return not (r.form is Form.NOKITTY and r.first_choice is None and target["shape"] != "211")


def _packet_for(
    level: int, rng: random.Random, build: bool
) -> tuple[dict[str, Any], tuple[Card, ...]]:
    form = _form(level)
    for _ in range(50):
        t = _target(level, rng, build)
        suits: Sequence[Suit] = tuple(Suit)
        if t.get("opening") == "6♦":
            suits = (Suit.DIAMONDS, Suit.HEARTS)
        cards = _find_packet(
            rng, form, _shape_counts(t["shape"]), functools.partial(_fits, t), suits, tries=60
        )
        if cards is not None:
            return t, cards
    raise RuntimeError("no packet found")  # pragma: no cover


# --- read this packet --------------------------------------------------------------------------

_MARK_WORDS = {"no": "no ace mark", "ace": "marks the ace", "ak": "marks ace and king"}
_ABSENT_WORDS = {"void": "void (the bid showed it)", "unknown": "not shown"}


def _questions(reading: PacketReading, level: int, opening: str | None) -> list[dict[str, Any]]:
    """What the learner answers: void or kept per suit, misère, the ace mark, the no-kitty
    wishes, and (level 5) the suits left out of the packet."""
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
    mark = _mark_of(reading)
    if level == 3 and mark != "none":
        top = reading.cards[0]
        qs.append(
            {
                "name": "mark",
                "label": f"Does the top card {top} mark an ace?",
                "kind": "mark",
                "options": ["no", "ace", "ak"],
                "option_labels": {
                    "no": "no",
                    "ace": f"yes, the {top.suit.symbol}A",
                    "ak": f"yes, {top.suit.symbol}A and K",
                },
                "answer": mark,
            }
        )
    present = {s for s, _ in reading.suits}
    absent = [s for s in Suit if s not in present]
    if level == 4:
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
    if level == 5:
        natural = {Suit.SPADES, Suit.CLUBS} if opening == "6♦" else set()
        for s in absent:
            qs.append(
                {
                    "name": f"absent_{s.letter}",
                    "label": f"{s.symbol} (not in the packet)",
                    "kind": "absent",
                    "options": ["void", "unknown"],
                    "answer": "void" if s in natural else "unknown",
                }
            )
    return qs


def _read_facts(
    reading: PacketReading, questions: Sequence[Mapping[str, Any]], level: int, opening: str | None
) -> list[tuple[str, tuple[str, ...]]]:
    """The reading's explanation lines for what the drill asks (no ace-mark line unless the
    mark is asked, no trump wish at level 5) plus, at level 5, what the opening bid said."""
    asked = {q["name"] for q in questions}
    facts = [(f.text, f.ids) for f in reading.facts]
    if "mark" not in asked:
        facts = [(t, i) for t, i in facts if "C-1.6" not in i]
    if level == 5:
        facts = [(t, i) for t, i in facts if "C-2.3" not in i and "C-2.5" not in i]
        present = {s for s, _ in reading.suits}
        absent = [s.symbol for s in Suit if s not in present]
        if opening == "6♦":
            ids: tuple[str, ...] = ("C-5.2", "C-1.7")
            body = (
                "The 6♦ opening already said the passer was dealt no ♠ and no ♣; the packet "
                "does not say it again, so both count as void"
            )
        else:
            ids = ("C-5.1", "C-1.7")
            body = (
                f"6♠ shows no natural void, and an order only speaks about the suits it holds: "
                f"nothing is known about {join_words(absent)}"
            )
        facts.append((with_ids(body, ids), ids))
    return facts


def _read_themes(
    reading: PacketReading, questions: Sequence[Mapping[str, Any]], level: int
) -> tuple[str, ...]:
    names = {q["name"] for q in questions}
    shape_id = {1: "C-1.1", 2: "C-1.2", 3: "C-1.4"}
    nsuits = len(reading.suits)
    themes: list[str] = []
    if any(n.startswith("suit_") for n in names):
        sid = shape_id.get(nsuits, "C-1.2")
        if nsuits == 2 and reading.shape.name == "THREE_ONE":
            sid = "C-1.3"
        themes.append(sid)
        if reading.form is Form.NOKITTY:
            themes.append("C-2.1")
    if "misere" in names:
        themes.append("C-1.5")
        if reading.form is Form.NOKITTY:
            themes.append("C-2.2")
    if "mark" in names:
        themes.append("C-1.6")
    if "first" in names:
        themes.append("C-2.3")
        if reading.misere:
            themes.append("C-2.5")
    if any(n.startswith("absent_") for n in names):
        themes.append("C-1.7")
    return tuple(themes)


def make_read(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:read-packet:{level}:{seed}")
    form = _form(level)
    target, cards = _packet_for(level, rng, build=False)
    reading = read_packet(cards, form)
    opening = target.get("opening")
    questions = _questions(reading, level, opening)
    facts = _read_facts(reading, questions, level, opening)
    if level == 5:
        prompt = (
            f"Partner opened {opening}, won the auction and hands you these four cards, top "
            "card first. What do you know now?"
        )
    else:
        prompt = (
            f"The {'kitty bidder' if form is Form.KITTY else 'highest bidder'} hands partner "
            "these four cards, top card first. What do they say?"
        )
    themes = _read_themes(reading, questions, level)
    if level == 5:
        themes = (*themes, "C-5.2" if opening == "6♦" else "C-5.1")
    ids = list(dict.fromkeys([i for _, fi in facts for i in fi] + list(themes)))
    return Drill(
        type="read-packet",
        level=level,
        seed=seed,
        title="Read this packet",
        prompt=prompt,
        data={
            "cards": cards,
            "form": form.value,
            "questions": questions,
            "opening": opening,
        },
        solution={
            "answers": {q["name"]: q["answer"] for q in questions},
            "facts": facts,
            "ids": ids,
        },
        themes=themes,
    )


_SHORT = {"misere": "misère", "first": "first choice", "second": "second choice"}


def _answer_text(q: Mapping[str, Any], value: str) -> str:
    """Short words for one answer: "♠ void", "misère: yes", "first choice ♦"."""
    if q["kind"] == "status":
        return f"{q['label']} {'kept' if value == 'continues' else value}"
    if q["kind"] == "suit":
        return f"{_SHORT[q['name']]} {_SUIT_LETTERS[value].symbol}"
    if q["kind"] == "mark":
        return f"top card: {q['option_labels'][value]}"
    if q["kind"] == "absent":
        return f"{q['label'].split()[0]} {_ABSENT_WORDS[value]}"
    return f"{_SHORT[q['name']]}: {value}"


def _allowed(q: Mapping[str, Any]) -> set[str]:
    if q["kind"] == "status":
        return {"void", "continues"}
    if q["kind"] == "yesno":
        return {"yes", "no"}
    return set(q["options"])


def check_read(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    questions = drill.data["questions"]
    wrong: list[str] = []
    given_parts: list[str] = []
    chosen: dict[str, str] = {}
    for q in questions:
        value = chosen[q["name"]] = (answer.get(q["name"]) or "").strip()
        if value not in _allowed(q):
            raise DrillInputError(f"answer every question ({strip_ids(q['label'])} is missing)")
        given_parts.append(_answer_text(q, value))
        if value != q["answer"]:
            wrong.append(f"{_answer_text(q, q['answer'])}, not {_answer_text(q, value)}")
    if "first" in chosen and chosen["first"] == chosen.get("second"):
        raise DrillInputError("the first and the second trump choice must be different suits")
    accepted = "; ".join(_answer_text(q, q["answer"]) for q in questions)
    facts = tuple(tidy(text) for text, _ids in drill.solution["facts"])
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


def _layout_words(reading: PacketReading) -> str:
    """Where the cards lie, with no conclusion drawn (the second hint)."""
    cs = reading.cards
    suits = [s for s, _ in reading.suits]
    by_suit = {s: [c for c in cs if c.suit is s] for s in suits}
    layout = " ".join(c.suit.symbol for c in cs)
    if len(suits) == 1:
        ranks = [c.rank for c in cs]
        rising = ranks == sorted(ranks)
        falling = ranks == sorted(ranks, reverse=True)
        order = (
            "rise from top to bottom"
            if rising
            else "fall from top to bottom"
            if falling
            else "neither rise nor fall all the way"
        )
        low = min(cs, key=lambda c: c.rank)
        where = "is" if cs[-1] == low else "is not"
        return (
            f"Check the order: the four {suits[0].symbol} cards {order}. The card nearest the "
            f"table, {cs[-1]}, {where} the lowest of the four."
        )
    if len(suits) == 2 and all(len(v) == 2 for v in by_suit.values()):
        b = cs[-1]
        other = next(c for c in by_suit[b.suit] if c != b)
        return (
            f"The suits from the top: {layout}. Nearest the table lies {b}; the other "
            f"{b.suit.symbol} in the packet is {other}."
        )
    if len(suits) == 2:
        long = next(s for s in suits if len(by_suit[s]) == 3)
        single = next(c for c in cs if c.suit is not long)
        pos = ("on top", "second from the top", "second from the bottom", "at the bottom")
        low_lying = by_suit[long][-1]
        return (
            f"The suits from the top: {layout}. The single {single.suit.symbol} card lies "
            f"{pos[cs.index(single)]}; of the three {long.symbol}, {low_lying} lies nearest "
            "the table."
        )
    pair = next(s for s in suits if len(by_suit[s]) == 2)
    upper, lower = by_suit[pair]
    return (
        f"The suits from the top: {layout}. Which suit's cards form the top block? The "
        f"{pair.symbol} pair has {upper} above {lower}."
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
    if drill.level == 3:
        first += " A low spot alone on top of the other suits may be an ace mark."
    if form == "nokitty" and drill.level == 4:
        first += " For the trump wish, look at the top card and the next card of its suit."
    if drill.level == 5:
        first += " Then think about what the opening bid already said about the hand."
    reading = read_packet(cards, Form(form))
    second = _layout_words(reading)
    return (
        first,
        second,
        "; ".join(_answer_text(q, q["answer"]) for q in drill.data["questions"]) + ".",
    )


def read_facets(drill: Drill) -> dict[str, str]:
    """Counted answers: suit statuses by position (top suit first), misère, mark, wishes."""
    out: dict[str, str] = {}
    statuses = [q for q in drill.data["questions"] if q["kind"] == "status"]
    if drill.level == 3:
        kept = [q["label"] for q in statuses if q["answer"] == "continues"]
        out["kept"] = kept[0] if kept else "-"
    else:
        for i, q in enumerate(statuses, start=1):
            out[f"status{i}"] = q["answer"]
    for q in drill.data["questions"]:
        if q["kind"] in ("yesno", "mark", "suit"):
            out[q["name"]] = q["answer"]
        if q["kind"] == "absent":
            out["absent"] = q["answer"]
    return out


# --- build the packet --------------------------------------------------------------------------


def _weights(
    card: Card, misere: bool, first: Suit | None, second: Suit | None, unwanted: Suit | None
) -> float:
    low = card.rank <= Rank.FIVE
    w = (
        (5.0 if low else 1.5 if card.rank <= Rank.NINE else 0.6)
        if misere
        else (0.7 if low else 1.0 if card.rank <= Rank.NINE else 2.2)
    )
    if card.suit is first:
        w *= 4.0
    elif card.suit is second:
        w *= 1.6
    elif card.suit is unwanted:
        w *= 0.4
    return w


def _sample(
    rng: random.Random, pool: Sequence[Card], weights: Sequence[float], k: int
) -> list[Card]:
    keyed = sorted(zip(pool, weights, strict=True), key=lambda t: -(rng.random() ** (1.0 / t[1])))
    return [c for c, _ in keyed[:k]]


def _absent_rank(rest: CardSet, suits: Sequence[Suit], misere: bool) -> list[Suit]:
    """Absent suits best first: as trumps the strongest, for misère the safest (most low
    cards, then fewest high-card points)."""
    h = evaluate(rest)
    if misere:
        return sorted(
            suits,
            key=lambda s: (-sum(1 for r in rest.ranks(s) if r <= Rank.FIVE), h[s].points, -s),
        )
    return sorted(suits, key=lambda s: h[s].quality, reverse=True)


def kept_misere_fit(rest: CardSet) -> MisereFit:
    """Misère fitness (IC-13) of the cards the passer keeps. A suit emptied by the packet is
    no natural void, so the void rule does not apply here; the rest of IC-13 does."""
    h = evaluate(rest)
    risks = len(h.exposed_aces) + len(h.uncovered_honours)
    if h.twos >= 2 and risks == 0:
        return MisereFit.SIX
    if h.twos >= 1 and h.low_cards >= 4 and risks <= 1:
        return MisereFit.FIVE
    return MisereFit.NONE


def task_problems(hand: CardSet, cards: Sequence[Card], wish: PacketWish, form: Form) -> list[str]:
    """Why asking this hand to send this message with these cards would make no sense (empty
    when it is a fair task): the message must be sendable and true of the hand."""
    problems: list[str] = []
    if not build_packet(cards, wish, form).orders:
        problems.append("no order of the four cards says the message")
    packet = CardSet(cards)
    if not packet.issubset(hand):
        problems.append("the packet is not in the hand")
    rest = hand - packet
    for s in wish.voids or ():
        if rest.length(s):
            problems.append(f"the message shows {s} void but the hand keeps {s}")
    for s in wish.keeps or ():
        if not rest.length(s):
            problems.append(f"the message shows {s} kept but the hand has none left")
    mark = wish.ace_mark
    if mark is not None and mark.suit is not None:
        if Card(mark.suit, Rank.ACE) not in rest:
            problems.append(f"an ace mark for {mark.suit} but the hand does not keep that ace")
        if mark.king and Card(mark.suit, Rank.KING) not in rest:
            problems.append(f"an A K mark for {mark.suit} but the hand does not keep that king")
    fit = kept_misere_fit(rest)
    if wish.misere is True and fit is MisereFit.NONE:
        problems.append("the message says misère is possible but the hand is no misère hand")
    if wish.misere is False and fit is not MisereFit.NONE:
        problems.append("the message says no misère but the hand suits misère")
    if form is Form.NOKITTY and wish.first is not None:
        present = {c.suit for c in cards}
        absent = [s for s in Suit if s not in present]
        ranked = _absent_rank(rest, absent, bool(wish.misere))
        if ranked[0] is not wish.first:
            problems.append(f"the hand would want {ranked[0]}, not {wish.first}")
        if not wish.misere:
            best = evaluate(rest).best_suit
            if best is not wish.first and best in absent:
                problems.append(f"the hand's best suit is {best}, not {wish.first}")
            if (
                best not in absent
                and evaluate(rest)[best].quality > evaluate(rest)[wish.first].quality
            ):
                problems.append(f"the hand keeps a better suit, {best}, than {wish.first}")
        if wish.second is not None and len(ranked) > 1 and ranked[1] is not wish.second:
            problems.append(f"the second choice would be {ranked[1]}, not {wish.second}")
        if wish.unwanted is not None and ranked[-1] is not wish.unwanted:
            problems.append(f"the hand would least want {ranked[-1]}, not {wish.unwanted}")
    return problems


def _hand_for(
    rng: random.Random, cards: tuple[Card, ...], wish: PacketWish, form: Form
) -> CardSet | None:
    size = 16 if form is Form.KITTY else 13
    packet = set(cards)
    need: set[Card] = set(packet)
    mark = wish.ace_mark
    if mark is not None and mark.suit is not None:
        need.add(Card(mark.suit, Rank.ACE))
        if mark.king:
            need.add(Card(mark.suit, Rank.KING))
    voids = wish.voids or frozenset()
    pool = [c for c in DECK if c not in need and c.suit not in voids]
    misere = bool(wish.misere)
    weights = [_weights(c, misere, wish.first, wish.second, wish.unwanted) for c in pool]
    longest = 7 if form is Form.KITTY else 6
    for _ in range(80):
        hand = CardSet(need | set(_sample(rng, pool, weights, size - len(need))))
        rest = hand - CardSet(cards)
        if max(rest.lengths()) > longest:
            continue  # a fair task, but no hand anyone remembers holding
        if not task_problems(hand, cards, wish, form):
            return hand
    return None


def make_build(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:build-packet:{level}:{seed}")
    form = _form(level)
    found: tuple[tuple[Card, ...], PacketReading, PacketWish, CardSet] | None = None
    for _ in range(20):
        target = _target(level, rng, build=True)
        for _ in range(15):
            cards = _find_packet(
                rng,
                form,
                _shape_counts(target["shape"]),
                functools.partial(_fits, target),
                tries=60,
            )
            if cards is None:
                break
            reading = read_packet(cards, form)
            wish = reading.message()
            if form is Form.NOKITTY and reading.shape.name == "ONE_SUIT":
                wish = PacketWish(
                    misere=wish.misere, first=wish.first, second=wish.second, unwanted=wish.unwanted
                )
            hand = _hand_for(rng, cards, wish, form)
            if hand is not None:
                found = (cards, reading, wish, hand)
                break
        if found is not None:
            break
    if found is None:  # pragma: no cover
        raise RuntimeError("no hand fits the message")
    cards, reading, wish, hand = found
    build = build_packet(cards, wish, form)
    shown = sorted(cards, key=lambda c: (c.suit, -c.rank))
    themes = _build_themes(reading, wish, form)
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
            "rule": describe_orders(build.orders),
            "pattern": reading.pattern,
            "ids": list(dict.fromkeys([*reading.ids, *themes])),
        },
        themes=themes,
    )


def _build_themes(reading: PacketReading, wish: PacketWish, form: Form) -> tuple[str, ...]:
    themes: list[str] = []
    n = len(reading.suits)
    if wish.voids is not None:
        themes.append(
            {1: "C-1.1", 3: "C-1.4"}.get(
                n, "C-1.3" if reading.shape.name == "THREE_ONE" else "C-1.2"
            )
        )
        if form is Form.NOKITTY:
            themes.append("C-2.1")
    if wish.misere is not None:
        themes.append("C-1.5")
        if form is Form.NOKITTY:
            themes.append("C-2.2")
    if wish.ace_mark is not None and wish.ace_mark.suit is not None:
        themes.append("C-1.6")
    if wish.first is not None:
        themes.append("C-2.3")
        if wish.misere:
            themes.append("C-2.5")
    return tuple(themes)


def _differences(said: PacketWish, wanted: PacketWish) -> list[str]:
    """What the learner's order says that the message does not (field by field)."""
    out: list[str] = []
    for name in ("voids", "keeps", "misere", "first", "second", "unwanted", "ace_mark"):
        w = getattr(wanted, name)
        if w is None:
            continue
        got = getattr(said, name)
        if got != w:
            out.append(
                f"it says {PacketWish(**{name: got}).words() or 'nothing about that'} "
                f"where the message needs {PacketWish(**{name: w}).words()}"
            )
    return out


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
    rule = drill.solution["rule"]
    given = " ".join(str(c) for c in order)
    ids = tuple(dict.fromkeys([*drill.solution["ids"], *reading.ids]))
    example = " ".join(drill.solution["orders"][0])
    good = read_packet(tuple(Card.parse(c) for c in drill.solution["orders"][0]), form)
    why_good = tuple(
        tidy(f"In {example}: {f.text}")
        for f in good.facts
        if f.ids != ("C-1.6", "I-2") or wish.ace_mark
    )
    if wish.matches(reading):
        return Verdict(
            True,
            1.0,
            f"Right: {given} says exactly that.",
            (_capital(rule),),
            tuple(tidy(f.text) for f in reading.facts),
            ids,
            given,
        )
    diffs = _differences(reading.message(), wish)
    return Verdict(
        False,
        0.0,
        f"{given} says something else: {reading.message().words()}.",
        (_capital(rule),),
        (
            *(tidy(f"Your order: {d}.") for d in diffs),
            f"What works: {rule}.",
            *why_good,
        ),
        ids,
        given,
    )


_PATTERN_WORDS = {
    "aaaa": "the four in rank order",
    "AAAA": "the four out of rank order",
    "aaBB": "a pair of the kept suit on top of the void suit's pair",
    "ABAB": "the two suits alternating",
    "baab": "one pair inside the other (a booklet)",
    "aaaB": "the single card at the bottom",
    "AABA": "the single card second from the bottom",
    "abaa": "the single card second from the top",
    "bAAA": "the single card on top",
}


def help_build(drill: Drill) -> tuple[str, str, str]:
    first = (
        "Decide what goes nearest the table first: the void suit (or, in one suit, the "
        "card that answers the misère question), then arrange the rest."
    )
    if "ace=" in drill.data["wish"] and "ace=none" not in drill.data["wish"]:
        first += " An ace mark is a low spot of the ace's suit on top."
    pattern = drill.solution["pattern"]
    words = _PATTERN_WORDS.get(pattern)
    if words is None:
        second = (
            "Three suits: the kept suit's cards go on top as one block, the void suits below "
            "it; then settle the misère card of the pair."
        )
    else:
        second = f"Use the layout {pattern} (top first; capitals are void suits): {words}."
        if pattern in ("aaaa", "AAAA"):
            second = f"Lay {words}; then choose which card lies nearest the table."
    rule = drill.solution["rule"]
    if rule.startswith("exactly"):
        return first, second, f"Send {rule}."
    orders = drill.solution["orders"]
    return first, second, f"{_capital(rule)} (top first); for example {' '.join(orders[0])}."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def build_facets(drill: Drill) -> dict[str, str]:
    wish = PacketWish.parse(drill.data["wish"])
    out = {"pattern": drill.solution["pattern"]}
    if wish.misere is not None:
        out["misere"] = "yes" if wish.misere else "no"
    if drill.level in (2, 3):
        mark = wish.ace_mark
        out["mark"] = (
            "none" if mark is None or mark.suit is None else ("ak" if mark.king else "ace")
        )
    if wish.first is not None:
        out["first"] = wish.first.letter
    return out


def _any(*themes: str) -> tuple[Target, ...]:
    """Packet levels draw their answer part by part (see _target), so one target each."""
    return (Target("any packet of the level", 1.0, themes),)


register(
    DrillType(
        slug="read-packet",
        name="Read this packet",
        description="Four cards passed face down, top first: which suits are void, is misère "
        "possible, is an ace marked, which trump suit is wanted?",
        levels=READ_LEVELS,
        make=make_read,
        check=check_read,
        help=help_read,
        targets={
            1: _any("C-1.1", "C-1.5"),
            2: _any("C-1.2", "C-1.3", "C-1.5"),
            3: _any("C-1.4", "C-1.5", "C-1.6"),
            4: _any("C-1.2", "C-1.3", "C-1.5", "C-2.1", "C-2.2", "C-2.3", "C-2.5"),
            5: _any("C-1.2", "C-1.3", "C-1.5", "C-1.7", "C-2.1", "C-2.2", "C-5.1", "C-5.2"),
        },
        facets=read_facets,
    )
)
register(
    DrillType(
        slug="build-packet",
        name="Build the packet",
        description="You know what to tell partner: put the four cards in the order that says it.",
        levels=BUILD_LEVELS,
        make=make_build,
        check=check_build,
        help=help_build,
        targets={
            1: _any("C-1.1", "C-1.5"),
            2: _any("C-1.2", "C-1.3", "C-1.5", "C-1.6"),
            3: _any("C-1.4", "C-1.5", "C-1.6"),
            4: _any("C-1.2", "C-1.3", "C-1.5", "C-2.1", "C-2.2", "C-2.3", "C-2.5"),
        },
        facets=build_facets,
    )
)

__all__ = ["build_facets", "make_build", "make_read", "read_facets", "task_problems"]
