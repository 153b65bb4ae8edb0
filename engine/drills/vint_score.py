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

from ..messages import Msg
from ..vint.actions import Strain, VintBid
from ..vint.scoring import score_deal
from . import Drill, DrillInputError, DrillType, Target, Verdict, choose_target, register
from .words import capital

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
    decl, defs = _pair(declarers), _pair(1 - declarers)
    strain = rng.choice(list(Strain))
    if level == 1:
        contract = VintBid(rng.randint(1, 5), strain)
        taken = rng.randint(max(0, contract.tricks_needed() - 2), 13)
        asked = target  # 0: the declarers, 1: the defenders
        tricks = taken if asked == 0 else 13 - taken
        who = decl if asked == 0 else defs
        points = tricks * contract.trick_value
        facts = _deal_facts(contract, decl, defs, taken)
        question = Msg("vd.question_below", who=who)
        lines: list[tuple[str, int]] = [
            (Msg("vd.trick_value", contract=contract.text), contract.trick_value),
            (Msg("vd.tricks", n=tricks, value=contract.trick_value), points),
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
        facts = _deal_facts(contract, decl, defs, taken)
        if contract.trumps is not None:
            facts.append(
                Msg("vd.honours_dealt", decl=decl, defs=defs, ours=ours_h, theirs=theirs_h)
            )
        facts.append(Msg("vd.aces_dealt", decl=decl, defs=defs, ours=ours_a, theirs=4 - ours_a))
        question = Msg("vd.question_net", decl=decl, defs=defs)
        lines = [
            (
                Msg(
                    "vd.line_above" if ln.above else "vd.line_below",
                    pair=_pair(ln.side),
                    label=ln.label,
                ),
                ln.points,
            )
            for ln in score.lines
        ]
        ids = sorted({"V-5.1", "V-5.2", *(ln.rule for ln in score.lines)})
    return Drill(
        type=SLUG,
        level=level,
        seed=seed,
        title=Msg("vd.title"),
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


def _pair(side: int) -> Msg:
    """A pair by its seats' names: North–South (0) or East–West (1)."""
    return Msg(f"vd.pair{side}")


def _deal_facts(contract: VintBid, decl: Msg, defs: Msg, taken: int) -> list[str]:
    return [
        Msg("vd.contract", contract=contract.text, decl=decl),
        Msg("vd.took", decl=decl, defs=defs, n=taken, rest=13 - taken),
    ]


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("points") or "").strip().replace("−", "-").replace("+", "")
    try:
        given = int(text)
    except ValueError:
        raise DrillInputError(Msg("vd.bad_input")) from None
    want = int(drill.solution["points"])
    parts = tuple(Msg("vd.part", label=label, points=pts) for label, pts in drill.solution["lines"])
    answer_is = Msg("vd.answer", points=f"{want:+d}" if drill.level > 1 else str(want))
    explanation = (*parts, answer_is)
    ids = tuple(drill.solution["ids"])
    shown = f"{given:+d}" if drill.level > 1 else str(given)
    if given == want:
        return Verdict(
            True, 1.0, Msg("sd.right", points=want), (str(want),), explanation, ids, shown
        )
    extra: tuple[str, ...] = ()
    if given == -want and want:
        extra = (Msg("vd.sign_hint"),)
    return Verdict(
        False,
        0.0,
        Msg("vd.not_quite", points=want),
        (str(want),),
        explanation + extra,
        ids,
        shown,
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    level = int(drill.data["level"])
    first = Msg("vd.help_value" if level == 1 else "vd.help_whole")
    parts = drill.solution["lines"]
    second: str
    if level == 1:
        # The second line of a level-1 drill is tricks × value, the answer itself.
        label, value = parts[0]
        second = capital(Msg("vd.help_multiply", label=label, value=value))
    else:
        listed = Msg(
            "join",
            items=tuple(Msg("vd.part_is", label=label, points=pts) for label, pts in parts),
            sep="; ",
        )
        second = Msg("vd.help_parts", parts=listed)
    return first, second, Msg("vd.answer_is", points=int(drill.solution["points"]))


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
