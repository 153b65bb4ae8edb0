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

import dataclasses
import functools
import itertools
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import DECK, Card, CardSet, NotationError, Rank, Suit
from ..conventions import MisereFit, PacketReading, PacketWish, build_packet, evaluate, read_packet
from ..conventions.exchange import misere_safe_order
from ..conventions.handeval import long_suit_two
from ..conventions.packets import PacketBuild, SuitStatus, flag_card_of, is_low_spot
from ..messages import Msg
from ..rules import Form
from . import Drill, DrillInputError, DrillType, Target, Verdict, register
from .words import and_msg, capital, describe_orders, either, tidy

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
        if build:
            # A misère packet voids its suit: the misère messages take the void, and the
            # others mostly the kept suit, so neither answer is right most of the time.
            t["misere"] = rng.random() < 0.4
            t["statuses"] = (_V,) if t["misere"] or rng.random() < 0.2 else (_C,)
    elif level in (2, 4, 5):
        t["shape"] = rng.choice(("22", "31")) if level != 4 else rng.choice(("1", "22", "31"))
        if level == 5:
            t["opening"] = rng.choice(("6♦", "6♠"))
            # A hand with a natural void never plays misère (C-3.5, C-5.3): after 6♦ the flag
            # says no; after 6♠ it mostly says yes, to keep the two answers even.
            t["misere"] = t["opening"] == "6♠" and rng.random() < 0.9
            # A 6♦ opener holds only ♦ and ♥, at least seven of one: a packet that empties
            # either suit leaves it nine or more of the other, so its packet keeps both
            # (review of fresh drills, read-packet 5-r33p23: ♥J alone meant twelve ♦).
            weights = (
                (((_C, _C), 1.0),) if t["opening"] == "6♦" else (((_V, _V), 0.8), ((_C, _C), 0.2))
            )
            t["statuses"] = _weighted(rng, weights)
        elif t["shape"] != "1":
            t["statuses"] = _weighted(rng, _PAIRS)
            if build and t["misere"] and _V not in t["statuses"]:
                # A misère packet voids a suit (the Handbook's misère exchange): a message to
                # build never keeps both suits with misère possible.
                t["statuses"] = _weighted(rng, [p for p in _PAIRS if _V in p[0]])
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
    if not build and "mark" not in t:
        # IC-8: a low spot on top reads as an ace mark to many; a level that asks nothing
        # about marks shows none (review of fresh drills, read 1-r13n0, 5-r13n2).
        t["clean_top"] = True
    if not build and level == 4:
        t["wish_top"] = True
    if not build:
        # IC-8 at the bottom: a packet to read that offers no misère has no low spot (2 to 6)
        # nearest the table, which the Handbook reads as offering it (review of fresh drills,
        # read-packet 3-r28v2, 4-r28v2, 5-r28v1).
        t["clean_bottom"] = True
    return t


def _fits(target: Mapping[str, Any], r: PacketReading) -> bool:
    if r.misere is not target["misere"]:
        return False
    if target.get("opening") == "6♠" and not r.misere and r.first_choice is Suit.SPADES:
        # A void hand that wants ♠ as trumps opens a plain 6♠ too (C-5.2 sends only one not
        # wanting ♠ to 6♣): without misère, such a packet cannot tell partner "no natural
        # void", so it is not dealt (review of fresh drills, read-packet 5-r49x12).
        return False
    if "statuses" in target and _statuses(r) != tuple(target["statuses"]):
        return False
    if target.get("clean_top") and is_low_spot(r.cards[0]):
        return False
    if target.get("wish_top") and pairs_disagree(r.cards):
        # IC-7: nor a two-and-two packet whose higher-ranking pair runs the other way from
        # the top pair: the Handbook's "upper card of the higher suit", read by rank, names
        # another wish (review round 67, read-packet 4-r67y11: ♣J ♦6 ♣10 ♦7).
        return False
    if target.get("wish_top") and _middle_wish(r.cards):
        # IC-8: the wish to read has a top card that is the highest or lowest of its suit in
        # the packet, as the Handbook words it, as the build drills' first example has
        # (review round 64, read-packet 4-r64f11: ♠7 ♠2 ♦4 ♠Q). So too under a single card
        # on top, where the wish is read from the long suit's upper card (review round 80,
        # read-packet 4-r80y1: ♥Q ♠8 ♠J ♠4).
        return False
    if target.get("clean_bottom") and flag_doubt_card(r.cards, r.misere) is not None:
        # No low spot nearest the table (nor as a long suit's card nearest it) where no
        # misère is offered, and one there where it is, so the Handbook's reader sees it too
        # (review of fresh drills, read-packet 3-r31s23: ♠5 ♣8 ♠4 ♦Q offered misère).
        return False
    if "mark" in target:
        mark = _mark_of(r)
        if target["mark"] == "none":
            # Reading: no low spot on top (no mark question). Building: no mark in the message.
            if r.ace_mark.suit is not None or (target.get("exact") and mark != "none"):
                return False
        elif mark != target["mark"]:
            return False
        elif mark == "ace" and target.get("exact") and is_low_spot(r.cards[1]):
            # IC-8: the Handbook's sentence reads two low spots on top as an A K mark, in any
            # suits; a single ace mark to read shows no second one (review of fresh drills,
            # read-packet 3-r22c1: ♦2 over ♥3).
            return False
        elif mark == "no" and target.get("exact") and is_low_spot(r.cards[1]):
            # ...and a low spot on top that marks nothing has no second one under it either,
            # which that sentence would read as A K (review of fresh drills, read-packet
            # 3-r25y2: ♠6 ♦6 ♠5 ♣3).
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
        if cards is not None and not (build or form is Form.KITTY) and _booklet_doubt(cards):
            continue  # IC-7: a booklet to read says the same wish by either of its pairs
        if cards is not None:
            return t, cards
    raise RuntimeError("no packet found")  # pragma: no cover


# --- read this packet --------------------------------------------------------------------------


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
                "label": Msg("rp.q_misere"),
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
                "label": Msg("rp.q_mark", card=str(top)),
                "kind": "mark",
                "options": ["no", "ace", "ak"],
                "option_labels": {
                    "no": Msg("rp.mark_no"),
                    "ace": Msg("rp.mark_ace", suit=top.suit.symbol),
                    "ak": Msg("rp.mark_ak", suit=top.suit.symbol),
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
                    "label": Msg("rp.q_first"),
                    "kind": "suit",
                    "options": [s.letter for s in absent],
                    "answer": reading.first_choice.letter,
                }
            )
        if reading.second_choice is not None:
            qs.append(
                {
                    "name": "second",
                    "label": Msg("rp.q_second"),
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
                    "label": Msg("rp.q_absent", suit=s.symbol),
                    "kind": "absent",
                    # 6♠ shows no natural void: a suit the packet does not hold is one the
                    # passer still has (it was dealt some and sent none).
                    "options": ["void", "kept"],
                    "answer": "void" if s in natural else "kept",
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
            body = Msg("rp.opening_6d")
        elif reading.misere:
            # A hand that offers misère has no natural void (IC-13): the surest reason.
            ids = ("C-5.3", "IC-13", "C-1.7")
            body = Msg("rp.opening_6s_misere", suits=and_msg(absent))
        else:
            ids = ("C-5.1", "C-5.2", "C-1.7")
            body = Msg("rp.opening_6s", suits=and_msg(absent))
        facts.append((Msg("fact", body=body, ids=", ".join(ids)), ids))
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
        prompt = Msg("rp.prompt_opening", opening=str(opening))
    else:
        prompt = Msg("rp.prompt_kitty" if form is Form.KITTY else "rp.prompt_nokitty")
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


def _answer_text(q: Mapping[str, Any], value: str) -> Msg:
    """Short words for one answer: "♠ void", "misère: yes", "first choice ♦"."""
    if q["kind"] == "status":
        return Msg("rp.a_kept" if value == "continues" else "rp.a_void", suit=q["label"])
    if q["kind"] == "suit":
        return Msg(f"rp.a_{q['name']}", suit=_SUIT_LETTERS[value].symbol)
    if q["kind"] == "mark":
        return Msg("rp.a_mark", label=q["option_labels"][value])
    if q["kind"] == "absent":
        suit = _SUIT_LETTERS[q["name"].removeprefix("absent_")].symbol
        return Msg(f"rp.a_absent_{value}", suit=suit)
    return Msg(f"rp.a_{q['name']}_{value}")


def _allowed(q: Mapping[str, Any]) -> set[str]:
    if q["kind"] == "status":
        return {"void", "continues"}
    if q["kind"] == "yesno":
        return {"yes", "no"}
    return set(q["options"])


def check_read(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    questions = drill.data["questions"]
    wrong: list[Msg] = []
    given_parts: list[Msg] = []
    chosen: dict[str, str] = {}
    literal_mark = False
    for q in questions:
        value = chosen[q["name"]] = (answer.get(q["name"]) or "").strip()
        if value not in _allowed(q):
            raise DrillInputError(Msg("rp.err_missing", label=q["label"]))
        given_parts.append(_answer_text(q, value))
        if q["kind"] == "mark" and q["answer"] == "no" and value == "ace":
            # IC-8: the Handbook's own sentence reads any low spot on top as an ace mark.
            literal_mark = True
            continue
        if value != q["answer"]:
            wrong.append(
                Msg(
                    "rp.wrong_item",
                    right=_answer_text(q, q["answer"]),
                    given=_answer_text(q, value),
                )
            )
    if "first" in chosen and chosen["first"] == chosen.get("second"):
        raise DrillInputError(Msg("rp.err_same"))
    accepted = _semicolons([_answer_text(q, q["answer"]) for q in questions])
    facts = tuple(tidy(text) for text, _ids in drill.solution["facts"])
    ids = tuple(drill.solution["ids"])
    notes: tuple[str, ...] = ()
    if any(i.startswith(("I-", "IC-")) for i in ids):
        notes = (Msg("rp.note_interpretation"),)
    if not wrong and literal_mark:
        return Verdict(
            True,
            0.5,
            Msg("rp.mark_literal", accepted=accepted),
            (accepted,),
            facts,
            (*ids, "IC-8"),
            _semicolons(given_parts),
            (Msg("rp.note_interpretation"),),
        )
    if literal_mark:
        mark = next(q for q in questions if q["kind"] == "mark")
        wrong.append(
            Msg(
                "rp.wrong_item",
                right=_answer_text(mark, mark["answer"]),
                given=_answer_text(mark, chosen["mark"]),
            )
        )
    if not wrong:
        return Verdict(
            True,
            1.0,
            Msg("rp.right", accepted=accepted),
            (accepted,),
            facts,
            ids,
            _semicolons(given_parts),
            notes,
        )
    return Verdict(
        False,
        0.0,
        Msg("rp.wrong", n=len(wrong), total=len(questions), items=_semicolons(wrong)),
        (accepted,),
        facts,
        ids,
        _semicolons(given_parts),
        notes,
    )


def _semicolons(items: Sequence[Msg]) -> Msg:
    return Msg("join", items=tuple(items), sep="; ")


def _layout_words(reading: PacketReading) -> Msg:
    """Where the cards lie, with no conclusion drawn (the second hint)."""
    cs = reading.cards
    suits = [s for s, _ in reading.suits]
    by_suit = {s: [c for c in cs if c.suit is s] for s in suits}
    layout = " ".join(c.suit.symbol for c in cs)
    if len(suits) == 1:
        ranks = [c.rank for c in cs]
        rising = ranks == sorted(ranks)
        falling = ranks == sorted(ranks, reverse=True)
        order = Msg("rp.rise" if rising else "rp.fall" if falling else "rp.neither")
        low = min(cs, key=lambda c: c.rank)
        return Msg(
            "rp.layout_one_low" if cs[-1] == low else "rp.layout_one_not_low",
            suit=suits[0].symbol,
            order=order,
            card=str(cs[-1]),
        )
    if len(suits) == 2 and all(len(v) == 2 for v in by_suit.values()):
        b = cs[-1]
        other = next(c for c in by_suit[b.suit] if c != b)
        return Msg("rp.layout_22", layout=layout, card=str(b), suit=b.suit.symbol, other=str(other))
    if len(suits) == 2:
        long = next(s for s in suits if len(by_suit[s]) == 3)
        single = next(c for c in cs if c.suit is not long)
        low_lying = by_suit[long][-1]
        return Msg(
            "rp.layout_31",
            layout=layout,
            suit=single.suit.symbol,
            where=Msg(f"pr.pos{cs.index(single)}"),
            long=long.symbol,
            card=str(low_lying),
        )
    pair = next(s for s in suits if len(by_suit[s]) == 2)
    upper, lower = by_suit[pair]
    return Msg("rp.layout_211", layout=layout, suit=pair.symbol, upper=str(upper), lower=str(lower))


def help_read(drill: Drill) -> tuple[str, str, str]:
    form = drill.data["form"]
    cards = drill.data["cards"]
    suits = {c.suit for c in cards}
    first = [Msg("rp.help_one_suit" if len(suits) == 1 else "rp.help_suits")]
    if drill.level == 3:
        first.append(Msg("rp.help_mark"))
    if form == "nokitty" and drill.level == 4:
        first.append(Msg("rp.help_wish"))
    if drill.level == 5:
        first.append(Msg("rp.help_opening"))
    reading = read_packet(cards, Form(form))
    second = _layout_words(reading)
    answers = _semicolons([_answer_text(q, q["answer"]) for q in drill.data["questions"]])
    return (
        Msg("join", items=tuple(first), sep=""),
        second,
        Msg("rp.help_answers", answers=answers),
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
    cards, then fewest high-card points, then the one holding the 2, then the lower cards;
    not suit order: review round 64, build-packet 4-r64f11 named ♦10743 before ♠8642)."""
    if misere:
        return misere_safe_order(rest, suits)
    h = evaluate(rest)
    return sorted(suits, key=lambda s: h[s].quality, reverse=True)


def kept_misere_fit(rest: CardSet) -> MisereFit:
    """Misère fitness (IC-13) of the cards the passer keeps. A suit emptied by the packet is
    no natural void, so the void rule does not apply here; the rest of IC-13 does."""
    return evaluate(rest).misere_cards


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
    natural_voids = evaluate(hand).natural_voids
    if wish.misere is True and natural_voids:
        # The Handbook: no misère with a natural void (C-3.5, IC-13).
        problems.append(
            f"the message says misère is possible but the hand is void in {natural_voids[0]}"
        )
    six = evaluate(hand).misere_cards is MisereFit.SIX
    if form is Form.NOKITTY and wish.misere is True and not six:
        # A no-kitty misère is six misère at least, and the Handbook's declarer offering it
        # holds "an excellent hand for misère": the whole hand, as dealt, is a six-misère
        # hand (IC-13; review round 65, build-packet 4-r65c11: one 2-spot and ♥KQ).
        problems.append("a no-kitty misère offer needs a six-misère hand")
    if wish.misere is False and fit is not MisereFit.NONE:
        problems.append("the message says no misère but the hand suits misère")
    for c in cards:
        if wish.misere is True and long_suit_two(c, rest):
            # The Handbook: no main player keeps a long suit without its 2.
            problems.append(f"a misère hand sends the 2 of the long {c.suit} it keeps")
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
    problems += _unrealistic(hand, cards, wish, form)
    return problems


def _unrealistic(hand: CardSet, cards: Sequence[Card], wish: PacketWish, form: Form) -> list[str]:
    """Packets the message allows but no player would send from this hand (reviews of fresh
    drills, build 1-r14m0 … 4-r14m2): the Handbook's misère exchange voids a suit and never a
    long suit without its 2 (IC-23); a kept suit's cards go from the top, none kept above a
    card sent (the trumps handed over are the highest, IC-21); no trump wish names a suit
    the hand is naturally void in, and no no-kitty hand is naturally void at all (its auction
    would have shown the void, C-5.2, and its packet would differ; build 4-r20e2)."""
    problems: list[str] = []
    rest = hand - CardSet(cards)
    sent = {c.suit for c in cards}
    if wish.misere is True:
        if all(rest.length(s) for s in sent):
            problems.append("a misère packet that voids no suit")
        for s in sent:
            if not rest.length(s) and hand.length(s) >= 4 and Card(s, Rank.TWO) not in hand:
                problems.append(f"a misère hand voids its long {s} without the 2")
        for c in cards:
            # Nor sends the 2 of a suit of four or more while a low card of that suit that
            # would do as well stays (IC-26; review round 69, build-packet 2-r69u11: ♠2 of
            # ♠A532 marked the ♠A, where ♠3 or ♠5 marks it as well and keeps the 2).
            low_kept = any(k.suit is c.suit and Rank.TWO < k.rank <= Rank.SIX for k in rest)
            if c.rank is Rank.TWO and hand.length(c.suit) >= 4 and low_kept:
                problems.append(f"a misère hand sends the 2 of its {c.suit}, keeping low ones")
    elif len(sent) == 1:
        (s,) = sent
        low = min(c.rank for c in cards)
        if any(c.rank > low for c in rest.suit(s)):
            problems.append(f"a card of {s} kept above a card sent")
    if form is Form.NOKITTY:
        for named in (wish.first, wish.second):
            if named is not None and not hand.length(named):
                problems.append(f"the wish names {named}, a suit the hand has none of")
        for s in Suit:
            if not hand.length(s):
                # A natural void is shown in the auction (C-5.2: 6♣, or 6♠ then 6♣) and the
                # packet then hands over the short suits; this drill names no auction.
                problems.append(f"a no-kitty hand naturally void in {s}")
        if wish.misere is False and wish.first is not None and hand.length(wish.first):
            # The Handbook's no-kitty declarer hands over its shortest or worst suit to void
            # it; a suit better than the trumps it asks for stays (review round 68, build
            # 4-r68w12: ♥AKJ8 sent to ask for ♦ from ♦K10982).
            ev = evaluate(hand)
            for s in sorted(sent):
                if ev[s].quality > ev[wish.first].quality:
                    problems.append(f"the hand sends {s}, a better suit than {wish.first}")
                # Its shortest or worst suit, that is: not a long side suit with its ace while
                # a shorter side suit stays (the Handbook sends a side ace only keeping a low
                # spot of it; review round 80, build 4-r80y0: ♠AQ94 sent beside ♣K6 and ♥9).
                shorter = [
                    t for t in Suit if t is not wish.first and 0 < rest.length(t) < hand.length(s)
                ]
                if not rest.length(s) and Card(s, Rank.ACE) in cards and shorter:
                    problems.append(f"the hand empties its {s} with the ace beside shorter suits")
                # A side ace sent keeps a low spot of its suit for the safe play to partner,
                # as the Handbook says (review round 81, build 4-r81y1: ♦A ♦9 sent from ♦AQ9
                # kept only the ♦Q).
                spot_kept = any(c.rank.is_spot for c in rest.suit(s))
                if Card(s, Rank.ACE) in cards and rest.length(s) and not spot_kept:
                    problems.append(f"the hand sends the {s} ace keeping no spot of {s}")
            # Nor a packet that voids nothing while a side singleton stays: that suit is the
            # shortest to void (review round 82, build 4-r82y1: ♦A ♦J ♥5 ♥4 sent, the ♣10
            # kept alone).
            singles = [t for t in Suit if t is not wish.first and rest.length(t) == 1]
            if all(rest.length(t) for t in sent) and singles:
                problems.append(f"the hand voids nothing while its singleton {singles[0]} stays")
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
    suits = {c.suit for c in cards}
    if len(suits) == 1 and wish.misere is not True:
        # A kept suit's cards are sent from the top (see _unrealistic): none above them stays.
        low = min(c.rank for c in cards)
        pool = [c for c in pool if not (c.suit in suits and c.rank > low)]
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
    found: tuple[tuple[Card, ...], PacketReading, PacketWish, CardSet, PacketBuild] | None = None
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
            build = build_packet(cards, wish, form)
            if _marks_ace(wish) and "mark" not in target:
                continue  # a level that does not teach ace marks (C-1.6) asks for none
            if not any(_clear_ends(o, wish, _marks_ace(wish)) for o in build.orders):
                # IC-8: no order says the message clear of the Handbook's readings at both
                # ends: a low spot on top where no ace is marked, a second low spot right
                # under a single mark (an A K mark; build-packet 3-r30t22: ♥6 ♠2 was the
                # only way to say ♥A), or the misère flag against "a low card next to the
                # table" (2-r31s22: ♠J ♠9 ♥Q ♥10 for "misère possible"; 3-r35m23: ♥10 ♦4 ♥J
                # ♠5 the only order for "no misère"); nor one where every order has one doubt
                # or another (4-r39h21: ♥10 ♥8 ♥4 ♥3 keyed ♥8 ♥3 ♥10 ♥4, ending low, while
                # ♥4 ♥3 … counted half). Reviews of fresh drills; another packet instead.
                continue
            if hand is not None:
                found = (cards, reading, wish, hand, build)
                break
        if found is not None:
            break
    if found is None:  # pragma: no cover
        raise RuntimeError("no hand fits the message")
    cards, reading, wish, hand, build = found
    marking = _marks_ace(wish)
    # The example shown first reads the same to every reader: unless the message is an ace
    # mark, an order whose top card is no low spot (2 to 6, the Handbook's mark) comes first,
    # and a no-kitty booklet whose inner pair runs the same way as its outer pair (IC-7).
    # So too the card nearest the table: a low spot there for a message without misère, or
    # none there for one with it, reads otherwise to a reader of the Handbook's "a low card
    # next to the table" (review of fresh drills, build-packet 2-r25y0, 3-r27w2).
    # And a no-kitty wish is clearest from a top card that is the highest or the lowest of
    # its suit in the packet, as the Handbook words it (review of fresh drills, build-packet
    # 4-r28v1: ♣K ♠6 ♣2 ♣A was shown before ♣A ♠6 ♣2 ♣K).
    orders = sorted(
        build.orders,
        key=lambda o: (
            not marking and is_low_spot(o[0]),
            _ak_doubt(o, wish),
            _flag_doubt(o, wish),
            form is Form.NOKITTY and _booklet_doubt(o),
            form is Form.NOKITTY and _middle_top(o),
            form is Form.NOKITTY and _rank_doubt(o),
        ),
    )
    shown = sorted(cards, key=lambda c: (c.suit, -c.rank))
    themes = _build_themes(reading, wish, form)
    return Drill(
        type="build-packet",
        level=level,
        seed=seed,
        title="Build the packet",
        prompt=Msg("bp.prompt_kitty" if form is Form.KITTY else "bp.prompt_nokitty"),
        data={
            "hand": hand,
            "cards": tuple(shown),
            "form": form.value,
            "message": wish.words(),
            "wish": wish.notation(),
        },
        solution={
            "orders": [tuple(str(c) for c in o) for o in orders],
            "rule": _rule(build.orders, marking, wish, form),
            "pattern": reading.pattern,
            "ids": list(dict.fromkeys([*reading.ids, *themes])),
        },
        themes=themes,
    )


def _flag_doubt(order: Sequence[Card], wish: PacketWish) -> bool:
    """Whether the card nearest the table, or the flag card of C-1.5 (the long suit's card
    nearest the table), says the misère flag against a literal reading: a low spot (2 to 6)
    under a message without misère, or a card above 6 under one with it (review of fresh
    drills, build-packet 4-r50w11: ♣Q ♣3 ♣6 ♥Q for "no misère" put the flag on ♣6)."""
    return flag_doubt_card(order, wish.misere) is not None


def flag_doubt_card(order: Sequence[Card], misere: bool | None) -> Card | None:
    """The card that makes :func:`_flag_doubt` true (the bottom card first), if any. The
    Handbook reads the flag from a long suit of three or four cards when there is one (its
    card nearest the table), else from the card next to the table."""
    if misere is None:
        return None
    flag = flag_card_of(order)
    # ...and so, in a three-suit packet, from the pair's card nearest the table, which C-1.4
    # reads the flag from (review round 66, read-packet 3-r66a12: ♠5 ♥7 ♠6 ♣K said "no
    # misère" by the pair's higher ♠6, a low card a reader of the pair takes as the offer).
    pair = len({c.suit for c in order}) == 3
    ends = (
        (order[-1], flag) if pair or sum(c.suit is flag.suit for c in order) >= 3 else (order[-1],)
    )
    return next((c for c in ends if is_low_spot(c) is not misere), None)


def flag_doubt_summary(order: Sequence[Card], misere: bool, given: str, example: str) -> Msg:
    """The half-credit verdict for ``order``, whose flag reads against a literal reading of
    the Handbook (:func:`flag_doubt_card`), beside ``example``, which does not."""
    card = flag_doubt_card(order, misere)
    assert card is not None
    if card != order[-1]:
        # The flag card above the bottom one: the long suit's card nearest the table.
        return Msg(
            "bp.high_flag_misere" if misere else "bp.low_flag",
            given=given,
            card=str(card),
            suit=card.suit.symbol,
            example=example,
        )
    return Msg(
        "bp.high_bottom_misere" if misere else "bp.low_bottom",
        given=given,
        card=str(card),
        example=example,
    )


def flag_doubt_rule(rule: Msg, orders: Sequence[Sequence[Card]], misere: bool | None) -> Msg:
    """``rule`` saying which of ``orders`` count half for their flag (IC-8), if any: by the
    card nearest the table, or by the long suit's card nearest it."""
    doubts = [d for d in (flag_doubt_card(o, misere) for o in orders) if d is not None]
    bottom = sorted({d for d in doubts if d in {o[-1] for o in orders}}, key=lambda c: c.index)
    flags = sorted(set(doubts) - set(bottom), key=lambda c: c.index)
    if bottom:
        # ...and, for a misère message, a card above 6 there (review of fresh drills,
        # build-packet 3-r34n22: ♣6 ♥J ♥5 ♦J, ♦J nearest the table, had full credit).
        rule = Msg(
            "bp.rule_high_bottom_misere" if misere else "bp.rule_low_bottom",
            rule=rule,
            cards=_either(bottom),
        )
    if flags:
        rule = Msg(
            "bp.rule_high_flag_misere" if misere else "bp.rule_low_flag",
            rule=rule,
            cards=_either(flags),
            suit=flags[0].suit.symbol,
        )
    return rule


def _rank_doubt(order: Sequence[Card]) -> bool:
    """A two-and-two no-kitty packet whose top card's suit ranks below the other suit: the
    Handbook's "upper card of the higher suit" then names another wish to a reader who takes
    "higher" by rank, where an order with the higher-ranking suit on top reads the same both
    ways (reviews round 53 and 54, build-packet 4-r53t12, 4-r54s12: ♠A ♥2 ♠J ♥7 was shown
    before ♥7 ♠J ♥2 ♠A)."""
    return _two_and_two(order) and order[0].suit < max({c.suit for c in order})


def _two_and_two(order: Sequence[Card]) -> bool:
    """Two cards each of two suits."""
    suits = {c.suit for c in order}
    return len(suits) == 2 and all(sum(c.suit is t for c in order) == 2 for t in suits)


def pairs_disagree(order: Sequence[Card]) -> bool:
    """A two-and-two packet whose top suit is not the higher-ranking one and whose two pairs
    run opposite ways (upper card higher in one, lower in the other)."""
    if not _two_and_two(order):
        return False
    suits = {c.suit for c in order}

    def falls(t: Suit) -> bool:
        a, b = [c for c in order if c.suit is t]
        return a.rank > b.rank

    return order[0].suit is not max(suits) and falls(order[0].suit) != falls(max(suits))


def _middle_wish(order: Sequence[Card]) -> bool:
    """The card the wish is read from (the upper card of the first suit with two or more
    cards in the packet) lies between two other cards of its suit."""
    counts = Counter(c.suit for c in order)
    at = next((i for i, c in enumerate(order) if counts[c.suit] >= 2), None)
    return at is not None and _middle_top(order[at:])


def _middle_top(order: Sequence[Card]) -> bool:
    """The top card lies between two other cards of its suit in the packet."""
    top = order[0]
    ranks = [c.rank for c in order[1:] if c.suit is top.suit]
    return any(r < top.rank for r in ranks) and any(r > top.rank for r in ranks)


def _both_ends(order: Sequence[Card], wish: PacketWish, marking: bool) -> bool:
    """IC-8 at both ends at once: a doubtful top (a low spot marking no ace, or a second one
    under a single mark) and a doubtful flag card."""
    top = (not marking and is_low_spot(order[0])) or _ak_doubt(order, wish)
    return top and _flag_doubt(order, wish)


def _clear_ends(order: Sequence[Card], wish: PacketWish, marking: bool) -> bool:
    """No IC-8 doubt at either end: no low spot on top unless it marks an ace, none at the
    bottom where no misère is meant, and no second low spot under a single ace mark. Where
    such an order exists, an order with one of the last two doubts counts half (with none,
    every order that says the message is right: build-packet 2-bal23 had no order clear of
    both)."""
    return (
        not _flag_doubt(order, wish)
        and (marking or not is_low_spot(order[0]))
        and not _ak_doubt(order, wish)
    )


def high_bottom(order: Sequence[Card], reading: PacketReading, wish: PacketWish) -> bool:
    """IC-8 the other way round: ``order`` says the message but for the misère flag, which
    the conventions' relative reading raises from a bottom card of 7 or higher (a falling
    kept suit) while a reader of the Handbook's "low card next to the table" would not.
    Where the flag card is a low spot (a long suit's ♦2 above a single ♠7 at the bottom),
    every reading offers misère: no half credit (review of fresh drills, build-packet
    2-r37j21: ♦Q ♦5 ♦2 ♠7 had it). Nor where the top is in doubt too (a low spot that marks
    no ace, or a second one under a single mark): then neither reader gets the message
    (review round 52, build-packet 4-r52u11: ♦2 ♥A ♦Q ♥J had half)."""
    flag = reading.flag_card
    return (
        wish.misere is False
        and reading.misere is True
        and flag is not None
        and not is_low_spot(flag)
        and not is_low_spot(order[-1])
        and (_marks_ace(wish) or not is_low_spot(order[0]))
        and not _ak_doubt(order, wish)
        and dataclasses.replace(wish, misere=True).matches(reading)
    )


def _rule(
    orders: Sequence[Sequence[Card]], marking: bool, wish: PacketWish, form: Form | None = None
) -> Msg:
    """The accepted orders as one rule; where some put a low spot on top although the message
    marks no ace, or one nearest the table although it offers no misère, the rule says those
    count half (IC-8, as :func:`check_build` grades)."""
    rule: Msg = describe_orders(orders)
    low = sorted({o[0] for o in orders if is_low_spot(o[0])}, key=lambda c: c.index)
    if not (marking or not low or len(low) == len({o[0] for o in orders})):
        rule = Msg("bp.rule_low_top", rule=rule, cards=_either(low))
    # As :func:`check_build` grades: a low bottom counts half only beside an order clear at
    # both ends (review of fresh drills, build-packet 4-r28v2: the key halved both orders).
    calm = [o for o in orders if _clear_ends(o, wish, marking)]
    if calm:
        rule = flag_doubt_rule(rule, orders, wish.misere)
        if any(_both_ends(o, wish, marking) for o in orders):
            rule = Msg("bp.rule_both_ends", rule=rule)
    if form is Form.NOKITTY and orders and len({c.suit for c in orders[0]}) == 1:
        ranks = [[c.rank for c in o] for o in orders]
        if any(r == sorted(r) or r == sorted(r, reverse=True) for r in ranks):
            # A one-suit no-kitty packet in rank order does not say the suit continues, as
            # a kitty packet would: its order is spent on the flag and the wish (IC-1;
            # review of fresh drills, build-packet 4-r33p23: ♣A ♣K ♣8 ♣2 emptied ♣).
            rule = Msg("bp.rule_one_suit_nk", rule=rule)
    doubled = sorted({o[1] for o in orders if _ak_doubt(o, wish)}, key=lambda c: c.index)
    if doubled and calm:
        rule = Msg("bp.rule_ak_doubt", rule=rule, cards=_either(doubled))
    split = [o for o in orders if pairs_disagree(o)]
    if wish.first is not None and split and _agreeing(calm, marking):
        # As :func:`check_build` grades (IC-7; review round 71, build-packet 4-r71q12); with
        # another doubt besides, such an order earns nothing (review round 72, 4-r72o12).
        def other_doubt(o: Sequence[Card]) -> bool:
            return o not in calm or (not marking and is_low_spot(o[0])) or _ak_doubt(o, wish)

        plain = [o for o in split if not other_doubt(o)]
        if plain:
            example = " ".join(str(c) for c in plain[0])
            rule = Msg("bp.rule_pairs_disagree", rule=rule, example=example)
        if len(plain) < len(split):
            example = " ".join(str(c) for c in next(o for o in split if other_doubt(o)))
            rule = Msg("bp.rule_two_doubts", rule=rule, example=example)
    if form is not None and orders:
        # ...and the half credit the other way round, so the key does not say "exactly" of
        # an order whose falling twin counts half (review of fresh drills, build-packet
        # 1-r31s21: ♥A ♥J ♥10 ♥8 beside "exactly ♥8 ♥10 ♥J ♥A").
        rule = high_bottom_rule(rule, orders[0], wish, lambda o: read_packet(o, form))
    return rule


def high_bottom_rule(
    rule: Msg,
    cards: Sequence[Card],
    wish: PacketWish,
    read: Callable[[Sequence[Card]], PacketReading],
) -> Msg:
    """``rule`` saying that an order of ``cards`` counting half by :func:`high_bottom`
    (read by ``read``) does so, with an example, the higher cards nearer the top."""
    high = sorted(
        (o for o in itertools.permutations(cards) if high_bottom(o, read(o), wish)),
        key=lambda o: [-c.rank for c in o],
    )
    if not high:
        return rule
    example = " ".join(str(c) for c in high[0])
    # The card named is the flag card, the long suit's nearest the table, not always the
    # bottom one (review round 81, return-packet 1-r81x3: "ending in ♥8" under ♣K ♣10 ♣9).
    card = str(flag_card_of(high[0]))
    return Msg("bp.rule_high_bottom", rule=rule, example=example, card=card)


def _agreeing(orders: Sequence[Sequence[Card]], marking: bool) -> list[Sequence[Card]]:
    """The orders, clear at both ends already, that no other doubt halves: both pairs agree
    (IC-7) and, where no ace is marked, no low spot lies on top (IC-8)."""
    return [o for o in orders if not pairs_disagree(o) and (marking or not is_low_spot(o[0]))]


def _either(cards: Sequence[Card]) -> Msg | str:
    return either([str(c) for c in cards])


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
    if _marks_ace(wish):
        themes.append("C-1.6")
    if wish.first is not None:
        themes.append("C-2.3")
        if wish.misere:
            themes.append("C-2.5")
    return tuple(themes)


def _differences(said: PacketWish, wanted: PacketWish) -> list[Msg]:
    """What the learner's order says that the message does not (field by field)."""
    out: list[Msg] = []
    for name in ("voids", "keeps", "misere", "first", "second", "unwanted", "ace_mark"):
        w = getattr(wanted, name)
        if w is None:
            continue
        got = getattr(said, name)
        if got != w:
            out.append(
                Msg(
                    "bp.difference",
                    got=PacketWish(**{name: got}).words() or Msg("bp.nothing"),
                    want=PacketWish(**{name: w}).words(),
                )
            )
    return out


def _marks_ace(wish: PacketWish) -> bool:
    """The message carries an ace mark (C-1.6)."""
    return wish.ace_mark is not None and wish.ace_mark.suit is not None


def _ak_doubt(order: Sequence[Card], wish: PacketWish) -> bool:
    """IC-8 under a single ace mark: a second low spot right under it, which the Handbook's
    sentence ("two low spots as top cards") reads as an A K mark."""
    mark = wish.ace_mark
    return mark is not None and mark.suit is not None and not mark.king and is_low_spot(order[1])


def _booklet_doubt(order: Sequence[Card]) -> bool:
    """A booklet (``baab``) whose inner pair rises where the outer pair falls or the other
    way round: read by the inner pair, as the summary ``000`` does, it names the other wish
    (IC-7)."""
    b1, a1, a2, b2 = order
    if not (b1.suit is b2.suit and a1.suit is a2.suit and a1.suit is not b1.suit):
        return False
    return (b2.rank > b1.rank) != (a2.rank > a1.rank)


def check_build(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    cards = tuple(drill.data["cards"])
    try:
        order = tuple(Card.parse(answer.get(f"order{i}", "")) for i in range(1, 5))
    except NotationError:
        raise DrillInputError(Msg("bp.err_choose")) from None
    if sorted(order) != sorted(cards) or len(set(order)) != 4:
        raise DrillInputError(Msg("bp.err_exact"))
    form = Form(drill.data["form"])
    reading = read_packet(order, form)
    wish = PacketWish.parse(drill.data["wish"])
    rule = drill.solution["rule"]
    given = " ".join(str(c) for c in order)
    ids = tuple(dict.fromkeys([*drill.solution["ids"], *reading.ids]))
    example = " ".join(drill.solution["orders"][0])
    good = read_packet(tuple(Card.parse(c) for c in drill.solution["orders"][0]), form)
    why_good = tuple(
        tidy(Msg("bp.in_example", example=example, text=f.text))
        for f in good.facts
        if f.ids != ("C-1.6", "I-2") or wish.ace_mark
    )
    facts = tuple(tidy(f.text) for f in reading.facts)

    def half(summary: Msg, split: str | None = None) -> Verdict:
        """Right by the conventions, but read otherwise by many: IC-8's half credit; with a
        second doubt stacked on it (``split``: the two pairs name two wishes, IC-7, and this
        order says it to both readers), nothing, as in doubt at both ends (review round 72,
        build-packet 4-r72o12: ♣3 ♥8 ♥7 ♣A)."""
        if split is not None:
            return Verdict(
                False,
                0.0,
                Msg("bp.two_doubts", given=given, example=split),
                (capital(rule),),
                facts,
                (*ids, "IC-7", "IC-8"),
                given,
            )
        return Verdict(True, 0.5, summary, (capital(rule),), facts, (*ids, "IC-8"), given)

    if wish.matches(reading):
        clean = [o for o in drill.solution["orders"] if not is_low_spot(Card.parse(o[0]))]
        marking = _marks_ace(wish)
        calm = [
            o
            for o in drill.solution["orders"]
            if _clear_ends([Card.parse(c) for c in o], wish, marking)
        ]
        agree = _agreeing([[Card.parse(c) for c in o] for o in calm], marking)
        split = (
            " ".join(str(c) for c in agree[0])
            if wish.first is not None and pairs_disagree(order) and agree
            else None
        )
        if calm and _both_ends(order, wish, marking):
            # IC-8: in doubt at both ends, the order says the message to no reader but the
            # conventions' (review round 56: returns; build-packet 1-r53t11 had half).
            return Verdict(
                False,
                0.0,
                Msg("bp.both_ends", given=given, example=" ".join(calm[0])),
                (capital(rule),),
                facts,
                (*ids, "IC-8"),
                given,
            )
        if (
            _flag_doubt(order, wish)
            and calm
            and not (not marking and is_low_spot(order[0]) and clean)
        ):
            # IC-8 at the bottom: right by the conventions' reading of the flag, but a low
            # card next to the table offers misère to a reader of the Handbook's words (and
            # a higher one there does not).
            assert wish.misere is not None
            return half(flag_doubt_summary(order, wish.misere, given, " ".join(calm[0])), split)
        if _ak_doubt(order, wish) and calm:
            # IC-8: right by C-1.6, but the two low spots on top read as A K to a reader of
            # the Handbook's sentence; an order marking the ace alone exists (review of fresh
            # drills, build-packet 2-r31s23: ♦2 ♣6 ♣9 ♣J shown first for the ♦A).
            return half(
                Msg("bp.ak_doubt", given=given, card=str(order[1]), example=" ".join(calm[0])),
                split,
            )
        if not marking and is_low_spot(order[0]) and clean:
            # IC-8: right by C-1.6, but read by many as an ace mark; a clean order exists.
            return half(
                Msg("bp.low_top", given=given, card=str(order[0]), example=" ".join(clean[0])),
                split,
            )
        if split is not None:
            # IC-7: right by the top pair (C-2.3), but the Handbook's "upper card of the
            # higher suit", read by rank, names another first choice; an order both readings
            # agree on exists (review round 71, build-packet 4-r71q12: ♦A ♥8 ♦6 ♥K).
            return half(Msg("bp.pairs_disagree", given=given, example=split))
        return Verdict(True, 1.0, Msg("bp.right", given=given), (capital(rule),), facts, ids, given)
    if high_bottom(order, reading, wish):
        # IC-8 the other way round: the Handbook's kept suit "in rank order" (♠KQ97) and its
        # "low card next to the table" read no misère from a falling order ending in a 7 or
        # higher, where the conventions' relative flag offers it (review of fresh drills,
        # build-packet 1-r29u1, 1-r25y2): half credit, saying why.
        # The conventions' flag is the card C-1.5 reads (the pair's lower card in a three-suit
        # packet), not always the bottom one (review round 60, build-packet 3-r60k11: "the
        # ♣8 nearest the table" was named where ♥9 under ♥Q carries the flag).
        flag = flag_card_of(order)
        return half(
            Msg(
                "bp.high_bottom",
                given=given,
                card=str(order[-1]),
                flag=str(flag),
                example=example,
            )
        )
    diffs = _differences(reading.message(), wish)
    return Verdict(
        False,
        0.0,
        Msg("bp.something_else", given=given, words=reading.message().words()),
        (capital(rule),),
        (
            *(tidy(Msg("bp.your_order", text=d)) for d in diffs),
            Msg("bp.what_works", rule=rule),
            *why_good,
        ),
        ids,
        given,
    )


# The layouts a hint names, by pattern (the pattern letters stay as they are).
_PATTERNS = ("aaaa", "AAAA", "aaBB", "ABAB", "baab", "aaaB", "AABA", "abaa", "bAAA")


def help_build(drill: Drill) -> tuple[str, str, str]:
    first: Msg = Msg("bp.help_first")
    if "ace=" in drill.data["wish"] and "ace=none" not in drill.data["wish"]:
        first = Msg("join", items=(first, Msg("bp.help_mark")), sep="")
    pattern = drill.solution["pattern"]
    if pattern not in _PATTERNS:
        second = Msg("bp.help_three_suits")
    else:
        words = Msg(f"bp.pattern_{pattern}")
        if pattern in ("aaaa", "AAAA"):
            second = Msg("bp.help_lay", words=words)
        else:
            second = Msg("bp.help_layout", pattern=pattern, words=words)
    rule = drill.solution["rule"]
    if rule.startswith("exactly"):
        return first, second, Msg("bp.help_send", rule=rule)
    orders = drill.solution["orders"]
    return first, second, Msg("bp.help_rule", rule=capital(rule), example=" ".join(orders[0]))


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
