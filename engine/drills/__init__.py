"""Drills: one decision, generated from a seed and graded with the reason.

Every drill is a pure function of (type, level, seed): the same triple always gives the same
drill, which is what makes permalinks work. Grading returns a :class:`Verdict` with the
accepted answers, a brief line for a right answer, the full reasoning for a wrong one, the
rule and convention ids, and partial credit where the conventions allow an answer they do not
prefer. Every drill names its *themes*, the convention ids it tests; :mod:`.themes` finds
drills for a lesson's ids and makes a drill on one theme.

Generation picks the answer first and then a situation with that answer, so that no answer
is right most of the time (guessing does not pay); each type's ``facets`` name the answer's
categorical parts, which the tests count over many seeds.

    >>> d = generate("score", 1, "abc")
    >>> d == generate("score", 1, "abc")
    True
    >>> grade(d, {"points": str(d.solution["points"])}).credit
    1.0
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card, CardSet, NotationError
from ..messages import ENGLISH, Msg
from .words import and_msg, tidy

__all__ = [
    "DRILL_TYPES",
    "Choice",
    "Drill",
    "DrillInputError",
    "DrillType",
    "Target",
    "Verdict",
    "card_from_hand",
    "choice_verdict",
    "choose_target",
    "drills_for",
    "generate",
    "generate_for_theme",
    "grade",
    "hints",
    "parse_key",
    "target_tries",
]


class DrillInputError(ValueError):
    """An answer that cannot be graded: malformed, forged, a card not in the hand…"""


@dataclass(frozen=True)
class Drill:
    type: str
    level: int
    seed: str
    title: str
    prompt: str
    data: Mapping[str, Any]  # what the page shows (engine values: hands, packets, auctions)
    solution: Mapping[str, Any]  # what grading needs; never rendered before an answer
    themes: tuple[str, ...] = ()  # the convention (and rule) ids this drill tests

    @property
    def key(self) -> str:
        return f"{self.level}-{self.seed}"


@dataclass(frozen=True)
class Verdict:
    correct: bool
    credit: float  # 1 right, 0.5 allowed but not preferred, 0 wrong
    summary: str  # one line, shown on a right answer
    accepted: tuple[str, ...]  # the accepted answer(s), for people
    explanation: tuple[str, ...]  # the full reasoning, shown on a wrong answer
    ids: tuple[str, ...]  # rule and convention ids behind the answer
    your_answer: str = ""
    notes: tuple[str, ...] = field(default=())  # e.g. "this reading is interpretation I-1"


@dataclass(frozen=True)
class Target:
    """One kind of answer a level can ask for, drawn from the seed before the situation is
    looked for: its ``weight`` among the level's targets and the ids it tests."""

    name: str
    weight: float
    themes: tuple[str, ...]


# A seed "t3-…" asks for a level's target 3 instead of drawing one (see .themes); seeds made
# by the site are hex digits and never start with "t".
_FORCED = re.compile(r"^t(\d+)-")


def choose_target(targets: Sequence[Target], rng: random.Random, seed: str) -> int:
    """The index of the target a drill asks for: forced by a ``t<n>-`` seed, else drawn by
    weight (the draw happens either way, so the rest of the drill stays seeded alike)."""
    drawn = rng.choices(range(len(targets)), [t.weight for t in targets])[0]
    m = _FORCED.match(seed)
    if m and int(m.group(1)) < len(targets):
        return int(m.group(1))
    return drawn


def target_tries(
    targets: Sequence[Target], rng: random.Random, seed: str, first: int, others: int
) -> list[tuple[int, int]]:
    """Where a drill looks for its situation, as (tries, target index): the target
    :func:`choose_target` asks for with ``first`` tries, then each other target in turn with
    ``others`` tries (for when the first cannot be found)."""
    index = choose_target(targets, rng, seed)
    rest = [i for i in range(len(targets)) if i != index]
    return [(first, index), *((others, i) for i in rest)]


@dataclass(frozen=True)
class DrillType:
    slug: str
    name: str
    description: str
    levels: Mapping[int, str]
    make: Callable[[int, str], Drill]
    check: Callable[[Drill, Mapping[str, str]], Verdict]
    help: Callable[[Drill], tuple[str, str, str]]  # what to look at → a nudge → the answer
    # The kinds of answer each level asks for, with the ids each tests (see Target).
    targets: Mapping[int, tuple[Target, ...]] = field(default_factory=dict)
    # The categorical parts of a drill's answer ("call": "pass", "misere": "yes"…), counted
    # by the answer-balance tests.
    facets: Callable[[Drill], Mapping[str, str]] | None = None

    def themes(self, level: int) -> tuple[str, ...]:
        """Every id a drill of this level may test."""
        return tuple(dict.fromkeys(i for t in self.targets.get(level, ()) for i in t.themes))


DRILL_TYPES: dict[str, DrillType] = {}


def register(kind: DrillType) -> DrillType:
    DRILL_TYPES[kind.slug] = kind
    return kind


def _kind(slug: str) -> DrillType:
    try:
        return DRILL_TYPES[slug]
    except KeyError:
        raise DrillInputError(f"there is no drill type {slug!r}") from None


def generate(slug: str, level: int, seed: str) -> Drill:
    """The drill for (type, level, seed); the same arguments always give the same drill."""
    kind = _kind(slug)
    if level not in kind.levels:
        raise DrillInputError(f"{kind.name} has levels {', '.join(map(str, kind.levels))}")
    if not seed or len(seed) > 40 or not seed.replace("-", "").isalnum() or not seed.isascii():
        raise DrillInputError("a drill seed is up to 40 letters and digits")
    return _make(slug, level, seed)


@functools.lru_cache(maxsize=1024)
def _make(slug: str, level: int, seed: str) -> Drill:
    # Generation can take a moment (some drills deal and bid until a situation fits); a drill
    # is shown, hinted and graded several times, so keep recent ones.
    kind = DRILL_TYPES[slug]
    drill = kind.make(level, seed)
    # A drill tests what its kind of answer tests (a quiet defender's pass is about when to
    # pre-empt, C-3.6, even though the answer itself rests on C-3.7): themes include both.
    target = drill.solution.get("target")
    extra = next((t.themes for t in kind.targets.get(level, ()) if t.name == target), ())
    missing = tuple(i for i in extra if i not in drill.themes)
    return replace(drill, themes=drill.themes + missing) if missing else drill


def grade(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    return _kind(drill.type).check(drill, answer)


def hints(drill: Drill) -> tuple[str, str, str]:
    return _kind(drill.type).help(drill)


Choice = tuple[str, bool, str, tuple[str, ...]]  # (answer, preferred, explanation, ids)


def choice_verdict(
    given: str,
    choices: Sequence[Choice],
    words: Callable[[str], str] = str,
    verb: str = "choose",
    wrong_lines: Sequence[str] = (),
    extra_ids: Sequence[str] = (),
    open_readings: Mapping[str, str] | None = None,
) -> Verdict:
    """Grade an answer against the conventions' choices: the preferred one earns full credit,
    one they allow but do not prefer half (and says so), anything else none. ``words`` turns
    an answer's notation into words for people; ``wrong_lines`` open the explanation of a
    wrong answer (why the learner's answer is worse). Every verdict says why the other
    accepted answers come second.

    ``open_readings`` maps an accepted, non-preferred answer to the interpretation (an IC id)
    it is second under: on another fair reading of a point the sources leave open it would be
    the choice, so it earns full credit and says which interpretation the preferred answer
    rests on (``CardChoice.open_reading``, IC-34)."""
    best = next((c for c in choices if c[1]), choices[0])
    allowed = {c[0]: c for c in choices}
    opened = {a: ic for a, ic in (open_readings or {}).items() if a in allowed and a != best[0]}

    def label(c: Choice) -> str:
        if c[0] in opened:
            return Msg("dv.other_reading", answer=words(c[0]), ic=opened[c[0]])
        return words(c[0]) if c[1] else Msg("dv.allowed", answer=words(c[0]))

    accepted = tuple(label(c) for c in choices)
    ids = tuple(sorted({i for c in choices for i in c[3]} | set(extra_ids)))
    shown = words(given)
    seconds = _second_best_lines(choices, best, words)
    if given == best[0]:
        return Verdict(True, 1.0, tidy(best[2]), accepted, (tidy(best[2]), *seconds), ids, shown)
    if given in opened:
        ic = opened[given]
        return Verdict(
            True,
            1.0,
            Msg("dv.other_summary", answer=shown, ic=ic, best=words(best[0])),
            accepted,
            (
                tidy(Msg("dv.yours", text=allowed[given][2])),
                tidy(Msg("dv.reading_takes", ic=ic, text=best[2])),
            ),
            ids,
            shown,
            (Msg("dv.note_reading", ic=ic),),
        )
    if given in allowed:
        return Verdict(
            True,
            0.5,
            Msg("dv.allowed_summary", answer=shown, best=words(best[0])),
            accepted,
            (
                tidy(Msg("dv.yours", text=allowed[given][2])),
                tidy(Msg("dv.preferred_why", text=best[2])),
            ),
            ids,
            shown,
        )
    summary_id = f"dv.summary.{verb.replace(' ', '_')}"
    summary = (
        Msg(summary_id, answer=words(best[0]))
        if summary_id in ENGLISH
        else f"The conventions {verb} {words(best[0])} here."
    )
    return Verdict(
        False,
        0.0,
        summary,
        accepted,
        (*(tidy(w) for w in wrong_lines), tidy(Msg("dv.preferred", text=best[2])), *seconds),
        ids,
        shown,
    )


def _drop_label(text: str, prefix: str) -> str:
    """``text`` without ``prefix`` (an answer and a colon) at its start. A suggestion's
    message labelled with its call loses the label as a message ("3♦: a second-round suit
    (C-4.1)" → "a second-round suit (C-4.1)"), so that it still reads in any language."""
    if not text.startswith(prefix):
        return text
    plain = text[len(prefix) :]
    if isinstance(text, Msg) and text.id == "fact.call":
        shorter = Msg("fact", body=text.params["body"], ids=text.params["ids"])
        if shorter == plain:
            return shorter
    # So does a double drill's "pass: …" (``dc.choice``), first met when a double on IC-44's
    # edge allowed the pass (review round 31): sliced as text, it lost its Finnish.
    if isinstance(text, Msg) and text.id == "fact":
        body = text.params.get("body")
        if isinstance(body, Msg) and body.id == "dc.choice":
            shorter = Msg("fact", body=body.params["reason"], ids=text.params["ids"])
            if shorter == plain:
                return shorter
    return plain


def _second_best_lines(
    choices: Sequence[Choice], best: Choice, words: Callable[[str], str] = str
) -> list[str]:
    """One line per reason for the accepted answers that come second, answers with the same
    reason together ("♦3, ♦4 and ♦9: a middling card…")."""
    groups: dict[str, list[str]] = {}
    for c in choices:
        if c is best:
            continue
        prefix = c[0] + ": "
        groups.setdefault(_drop_label(c[2], prefix), []).append(c[0])
    lines = []
    for reason, answers in groups.items():
        named = len(answers) > 1 or next(c[2] for c in choices if c[0] == answers[0]) != reason
        # Answers by their notation; where the words for people read the same ("pass",
        # "3♦"), by the words, which translate.
        shown = [w if (w := words(a)) == a else a for a in answers]
        head = Msg("dv.head", answers=and_msg(shown)) if named else Msg("empty")
        lines.append(tidy(Msg("dv.also", head=head, reason=reason)))
    return lines


def card_from_hand(answer: Mapping[str, str], hand: CardSet) -> Card:
    """The card the learner picked (the answer's ``card``), which must be one of ``hand``."""
    try:
        card = Card.parse(answer.get("card", ""))
    except NotationError:
        raise DrillInputError(Msg("dd.pick_card")) from None
    if card not in hand:
        raise DrillInputError(Msg("dd.not_in_hand", card=str(card)))
    return card


def parse_key(key: str) -> tuple[int, str]:
    """``"2-a1b2c3"`` → (2, "a1b2c3")."""
    level_text, sep, seed = key.partition("-")
    # ASCII digits only, and few: str.isdigit() also takes "²" and "٣", and int() refuses
    # thousands of digits; either was an uncaught ValueError.
    if not sep or not (level_text.isascii() and level_text.isdigit()) or len(level_text) > 3:
        raise DrillInputError(f"not a drill key: {key!r}")
    return int(level_text), seed


from . import (  # noqa: E402,F401  (registers the drill types)
    bidding,
    doubles,
    handover,
    lead,
    packets,
    returns,
    score,
    signals,
    vint_score,
)
from .themes import drills_for, generate_for_theme  # noqa: E402
