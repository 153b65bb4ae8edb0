"""Drills: one decision, generated from a seed and graded with the reason.

Every drill is a pure function of (type, level, seed): the same triple always gives the same
drill, which is what makes permalinks work. Grading returns a :class:`Verdict` with the
accepted answers, a brief line for a right answer, the full reasoning for a wrong one, the
rule and convention ids, and partial credit where the conventions allow an answer they do not
prefer.

    >>> d = generate("score", 1, "abc")
    >>> d == generate("score", 1, "abc")
    True
    >>> grade(d, {"points": str(d.solution["points"])}).credit
    1.0
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "DRILL_TYPES",
    "Drill",
    "DrillInputError",
    "DrillType",
    "Verdict",
    "choice_verdict",
    "generate",
    "grade",
    "hints",
    "parse_key",
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
class DrillType:
    slug: str
    name: str
    description: str
    levels: Mapping[int, str]
    make: Callable[[int, str], Drill]
    check: Callable[[Drill, Mapping[str, str]], Verdict]
    help: Callable[[Drill], tuple[str, str, str]]  # what to look at → candidates → the answer


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
    return DRILL_TYPES[slug].make(level, seed)


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
) -> Verdict:
    """Grade an answer against the conventions' choices: the preferred one earns full credit,
    one they allow but do not prefer half (and says so), anything else none. ``words`` turns
    an answer's notation into words for people; ``wrong_lines`` open the explanation of a
    wrong answer (e.g. what the learner's call would have said)."""
    best = next((c for c in choices if c[1]), choices[0])
    allowed = {c[0]: c for c in choices}
    accepted = tuple(f"{words(c[0])}{'' if c[1] else ' (allowed)'}" for c in choices)
    ids = tuple(sorted({i for c in choices for i in c[3]} | set(extra_ids)))
    shown = words(given)
    if given == best[0]:
        return Verdict(True, 1.0, best[2], accepted, (best[2],), ids, shown)
    if given in allowed:
        return Verdict(
            True,
            0.5,
            f"{shown} is allowed, but the conventions prefer {words(best[0])}.",
            accepted,
            (f"Yours: {allowed[given][2]}", f"Preferred: {best[2]}"),
            ids,
            shown,
        )
    return Verdict(
        False,
        0.0,
        f"The conventions {verb} {words(best[0])} here.",
        accepted,
        (
            *wrong_lines,
            f"Preferred: {best[2]}",
            *(f"Also allowed: {c[2]}" for c in choices if not c[1]),
        ),
        ids,
        shown,
    )


def parse_key(key: str) -> tuple[int, str]:
    """``"2-a1b2c3"`` → (2, "a1b2c3")."""
    level_text, sep, seed = key.partition("-")
    if not sep or not level_text.isdigit():
        raise DrillInputError(f"not a drill key: {key!r}")
    return int(level_text), seed


from . import bidding, lead, packets, score  # noqa: E402,F401  (registers the drill types)
