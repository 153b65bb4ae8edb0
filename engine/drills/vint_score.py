"""Score a Vint deal: a finished deal's facts, type the number (docs/rules.md V-5, V-6).

Level 1 asks for one pair's trick score below the line, level 2 for the declarers' net on a
whole deal (trick scores, honours and aces), level 3 the same with slams and undertricks.

    >>> d = make(2, "abc")
    >>> check(d, {"points": str(d.solution["points"])}).correct
    True
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..vint.actions import Strain, VintBid
from ..vint.scoring import SIDE_WORDS, score_deal
from . import Drill, DrillInputError, DrillType, Target, Verdict, choose_target, register

SLUG = "vint-score"

# The kind of answer each level asks for, drawn from the seed first so that neither "the
# declarers" nor "made" is a safe guess (answer balance, as for the Skruuvi drills).
TARGETS: dict[int, tuple[Target, ...]] = {
    1: (
        Target("the declarers' tricks", 0.5, ("V-5.1", "V-5.2")),
        Target("the defenders' tricks", 0.5, ("V-5.1", "V-5.2")),
    ),
    2: (
        Target("made", 0.5, ("V-5.1", "V-5.2", "V-6.3", "V-6.4")),
        Target("down", 0.5, ("V-5.2", "V-6.3", "V-6.4", "V-6.5")),
    ),
    3: (
        Target("made", 0.5, ("V-5.1", "V-6.1", "V-6.2", "V-6.3", "V-6.4")),
        Target("down", 0.5, ("V-6.3", "V-6.4", "V-6.5", "V-6.6")),
    ),
}


def _rng(level: int, seed: str) -> random.Random:
    return random.Random(f"drill:{SLUG}:{level}:{seed}")


def _holdings(rng: random.Random, contract: VintBid) -> tuple[int, int]:
    """Trump honours held by the declarers (the defenders hold the rest of the five)."""
    if contract.trumps is None:
        return (0, 0)
    ours = rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5))
    return (ours, 5 - ours)


def make(level: int, seed: str) -> Drill:
    rng = _rng(level, seed)
    target = choose_target(TARGETS[level], rng, seed)
    declarers = rng.randrange(2)
    decl, defs = SIDE_WORDS[declarers], SIDE_WORDS[1 - declarers]
    strain = rng.choice(list(Strain))
    if level == 1:
        contract = VintBid(rng.randint(1, 5), strain)
        taken = rng.randint(max(0, contract.tricks_needed() - 2), 13)
        asked = target  # 0: the declarers, 1: the defenders
        tricks = taken if asked == 0 else 13 - taken
        who = decl if asked == 0 else defs
        points = tricks * contract.trick_value
        facts = [
            f"Contract: {contract.text}, declared by {decl}.",
            f"{decl} took {taken} tricks, {defs} {13 - taken}.",
        ]
        question = f"What does {who} score below the line on this deal?"
        lines: list[tuple[str, int]] = [
            (f"trick value of {contract.text}", contract.trick_value),
            (f"{tricks} tricks × {contract.trick_value}", points),
        ]
        ids = ["V-5.1", "V-5.2"]
    else:
        made = target == 0
        if level == 2:
            contract = VintBid(rng.randint(1, 5), strain)
            need = contract.tricks_needed()
            taken = (
                min(11, need + rng.choice((0, 0, 1, 2))) if made else need - rng.choice((1, 1, 2))
            )
        else:
            contract = VintBid(rng.choice((4, 5, 6, 6, 7, 7)), strain)
            need = contract.tricks_needed()
            taken = min(13, need + rng.choice((0, 0, 1))) if made else need - rng.choice((1, 1, 2))
        ours_h, theirs_h = _holdings(rng, contract)
        ours_a = rng.choice((0, 1, 2, 2, 2, 3, 3, 4))
        side_tricks = [0, 0]
        side_tricks[declarers], side_tricks[1 - declarers] = taken, 13 - taken
        honours = [0, 0]
        honours[declarers], honours[1 - declarers] = ours_h, theirs_h
        aces = [0, 0]
        aces[declarers], aces[1 - declarers] = ours_a, 4 - ours_a
        score = score_deal(
            contract,
            declarers,
            (side_tricks[0], side_tricks[1]),
            (honours[0], honours[1]),
            (aces[0], aces[1]),
        )
        points = score.net(declarers)
        facts = [
            f"Contract: {contract.text}, declared by {decl}.",
            f"{decl} took {taken} tricks, {defs} {13 - taken}.",
        ]
        if contract.trumps is not None:
            facts.append(f"Trump honours dealt: {decl} {ours_h}, {defs} {theirs_h}.")
        facts.append(f"Aces dealt: {decl} {ours_a}, {defs} {4 - ours_a}.")
        question = (
            f"What is {decl}'s net on this deal: everything {decl} scored, above and below the "
            f"line, minus everything {defs} scored?"
        )
        lines = [
            (f"{SIDE_WORDS[ln.side]}: {ln.label} ({'above' if ln.above else 'below'})", ln.points)
            for ln in score.lines
        ]
        ids = sorted({"V-5.1", "V-5.2", *(ln.rule for ln in score.lines)})
    return Drill(
        type=SLUG,
        level=level,
        seed=seed,
        title="Score a Vint deal",
        prompt=question,
        data={"facts": facts, "question": question, "level": level},
        solution={
            "points": points,
            "lines": lines,
            "ids": ids,
            "target": TARGETS[level][target].name,
        },
        themes=TARGETS[level][target].themes,
    )


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("points") or "").strip().replace("−", "-").replace("+", "")
    try:
        given = int(text)
    except ValueError:
        raise DrillInputError("type the score as a whole number, e.g. 380 or -1810") from None
    want = int(drill.solution["points"])
    parts = tuple(f"{label}: {pts}" for label, pts in drill.solution["lines"])
    explanation = (*parts, f"Answer: {want:+d}" if drill.level > 1 else f"Answer: {want}")
    ids = tuple(drill.solution["ids"])
    shown = f"{given:+d}" if drill.level > 1 else str(given)
    if given == want:
        return Verdict(True, 1.0, f"Right: {want}.", (str(want),), explanation, ids, shown)
    extra: tuple[str, ...] = ()
    if given == -want and want:
        extra = ("The size is right but the sign is not: whose net is asked for?",)
    return Verdict(
        False,
        0.0,
        f"Not quite: the answer is {want}.",
        (str(want),),
        explanation + extra,
        ids,
        shown,
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    level = int(drill.data["level"])
    if level == 1:
        first = (
            "Find the trick value: 4, 6, 8, 10 or 12 for ♠, ♣, ♦, ♥ or NT at level 1, plus 10 "
            "for every level above 1. Both pairs score each trick they took at that value."
        )
    else:
        first = (
            "Write both pairs' trick scores, then what goes above the line: honours (20, 30 or "
            "40 times the trick value for 3, 4 or 5), aces (10 times the value each, for 3 or "
            "4; with 2 each, 2 for the pair with more tricks), slams, and 500 × level for each "
            "trick the declarers were short. Then subtract."
        )
    parts = drill.solution["lines"]
    if level == 1:
        # The second line of a level-1 drill is tricks × value, the answer itself.
        label, value = parts[0]
        second = f"The {label} is {value}: multiply it by the tricks the pair took."
    else:
        listed = "; ".join(f"{label} = {pts}" for label, pts in parts)
        second = f"The parts: {listed}. Now add what the declarers scored and subtract the rest."
    return first, second, f"The answer is {int(drill.solution['points'])}."


def facets(drill: Drill) -> dict[str, str]:
    """The kind of answer the drill asks for (the balance test counts them)."""
    return {"asked": str(drill.solution["target"])}


register(
    DrillType(
        slug=SLUG,
        name="Score a Vint deal",
        description="Vint, the Russian ancestor: trick values, both pairs' trick scores, "
        "honours, aces, slams and undertricks.",
        levels={1: "Trick scores below the line", 2: "A whole deal", 3: "Slams and undertricks"},
        make=make,
        check=check,
        help=help_steps,
        targets=TARGETS,
        facets=facets,
    )
)

__all__ = ["check", "help_steps", "make"]
