"""Score the deal: a finished deal's facts, type the number (R-7)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..actions import Bid, Denomination
from ..rules import SEAT_WORDS
from ..scoring import allpass_points, bolshevik_points, contract_points
from . import Drill, DrillInputError, DrillType, Verdict, register

DOUBLING_WORDS = ("", "doubled", "redoubled")


def _rng(level: int, seed: str) -> random.Random:
    return random.Random(f"drill:score:{level}:{seed}")


def _aces(rng: random.Random, main_tricks: int) -> list[tuple[int, bool]]:
    """Four aces as (trick number, won by the main side), consistent with the main side
    having won exactly ``main_tricks`` of the thirteen tricks."""
    won = set(rng.sample(range(1, 14), main_tricks))
    # Aces tend to fall early in misère: draw trick numbers leaning towards the start.
    numbers: set[int] = set()
    while len(numbers) < 4:
        numbers.add(min(13, max(1, round(rng.triangular(1, 13, 3)))))
    return sorted((t, t in won) for t in numbers)


def make(level: int, seed: str) -> Drill:
    rng = _rng(level, seed)
    declarer = rng.randrange(4)
    side = "N–S" if declarer % 2 == 0 else "E–W"
    other = "E–W" if side == "N–S" else "N–S"
    data: dict[str, Any]
    if level == 1:
        contract = Bid(rng.choice((5, 5, 6, 6, 7)), rng.choice(list(Denomination)[1:]))
        need = contract.tricks_needed()
        tricks = max(0, min(13, need + rng.choice((-3, -2, -1, -1, 0, 0, 0, 1, 2))))
        doubling = rng.choice((0, 0, 0, 1, 1, 2))
        cs = contract_points(contract, tricks, doubling)
        points = cs.total
        facts = [
            f"Contract: {contract.text}{' ' + DOUBLING_WORDS[doubling] if doubling else ''},"
            f" declared by {SEAT_WORDS[declarer]} ({side}).",
            f"{side} took {tricks} trick{'s' if tricks != 1 else ''}.",
        ]
        question = f"What does {side} score on this deal?"
        lines = cs.lines
        ids = ["R-7.1", "R-7.2"] + (["R-7.3"] if doubling else [])
        data = {"kind": "contract"}
    elif level == 2:
        contract = Bid(rng.choice((5, 6, 6, 7)), Denomination.MISERE)
        allowed = contract.misere_allowance()
        tricks = max(0, allowed + rng.choice((-2, -1, 0, 0, 1, 2)))
        doubling = rng.choice((0, 0, 1, 2))
        aces = _aces(rng, tricks)
        cs = contract_points(
            contract,
            tricks,
            doubling,
            main_ace_ordinals=[t for t, main in aces if main],
            defender_ace_ordinals=[t for t, main in aces if not main],
        )
        points = cs.total
        ace_text = ", ".join(f"trick {t} ({side if main else other})" for t, main in aces)
        facts = [
            f"Contract: {contract.text}{' ' + DOUBLING_WORDS[doubling] if doubling else ''},"
            f" declared by {SEAT_WORDS[declarer]} ({side}).",
            f"{side} took {tricks} trick{'s' if tricks != 1 else ''}.",
            f"The aces fell in: {ace_text}.",
        ]
        question = f"What does {side} score on this deal, aces included?"
        lines = cs.lines
        ids = ["R-7.1", "R-7.2", "R-7.4"] + (["R-7.3"] if doubling else [])
        data = {"kind": "misere"}
    else:
        if rng.random() < 0.5:
            ours = rng.randrange(3, 11)
            doubling = rng.choice((0, 0, 1, 2))
            aces = _aces(rng, ours)
            s = allpass_points(
                ours,
                13 - ours,
                [t for t, mine in aces if mine],
                [t for t, mine in aces if not mine],
                doubling,
            )
            points = s.total
            ace_text = ", ".join(f"trick {t} ({'N–S' if mine else 'E–W'})" for t, mine in aces)
            facts = [
                "Everyone passed: all-pass misère"
                + (f", {DOUBLING_WORDS[doubling]}." if doubling else "."),
                f"N–S took {ours} tricks, E–W {13 - ours}.",
                f"The aces fell in: {ace_text}.",
            ]
            question = "What does N–S score on this deal?"
            lines = s.lines
            ids = ["R-5.5", "R-7.5", "D-10"]
            data = {"kind": "allpass"}
        else:
            tricks = rng.choice((0, 0, 0, 1, 1, 2))
            doubled = [rng.random() < 0.35 for _ in range(3)]
            redoubled = any(doubled) and rng.random() < 0.4
            aces = _aces(rng, tricks)
            opp_aces = [t for t, decl in aces if not decl]
            decl_aces = [t for t, decl in aces if decl]
            doublings = [(2 if redoubled else 1) if d else 0 for d in doubled]
            b = bolshevik_points(True, tricks, doublings, opp_aces, decl_aces)
            points = b.declarer
            names = ("left-hand opponent", "opposite player", "stalker")
            who = [n for n, d in zip(names, doubled, strict=True) if d]
            facts = [
                f"Bolshevik: {SEAT_WORDS[declarer]} played 7 misère against the other three.",
                f"The Bolshevik took {tricks} trick{'s' if tricks != 1 else ''}.",
                "Doubled by: "
                + (", ".join(who) if who else "nobody")
                + ("; the Bolshevik redoubled." if redoubled else "."),
                "Aces in the opponents' tricks: "
                + ", ".join(map(str, opp_aces))
                + (
                    "; in the Bolshevik's tricks: " + ", ".join(map(str, decl_aces))
                    if decl_aces
                    else "."
                ),
            ]
            question = "What does the Bolshevik score on this deal (before the division by 3)?"
            lines = tuple(line for opp in b.lines for line in opp)
            ids = ["R-6.7", "R-7.6"]
            data = {"kind": "bolshevik", "per_opponent": b.opponents}
    data.update({"facts": facts, "question": question})
    return Drill(
        type="score",
        level=level,
        seed=seed,
        title="Score the deal",
        prompt=question,
        data=data,
        solution={
            "points": points,
            "lines": [(line.label, line.points) for line in lines],
            "ids": ids,
        },
    )


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("points") or "").strip().replace("−", "-").replace("+", "")
    try:
        given = int(text)
    except ValueError:
        raise DrillInputError("type the score as a whole number, e.g. 35 or -20") from None
    want = int(drill.solution["points"])
    lines = tuple(f"{label}: {pts:+d}" for label, pts in drill.solution["lines"])
    explanation = (*lines, f"Total: {want:+d}")
    if drill.data["kind"] == "bolshevik":
        per = drill.data["per_opponent"]
        explanation = (
            *lines,
            "The opponents score "
            + ", ".join(f"{p:+d}" for p in per)
            + f"; the Bolshevik scores minus their sum: {want:+d}.",
        )
    ids = tuple(drill.solution["ids"])
    if given == want:
        return Verdict(
            True,
            1.0,
            f"Right: {want:+d}.",
            (f"{want:+d}",),
            explanation,
            ids,
            your_answer=f"{given:+d}",
        )
    hint = ""
    if given == -want and want:
        hint = "The size is right but the sign is not: whose number is asked for?"
    return Verdict(
        False,
        0.0,
        f"Not quite: the score is {want:+d}.",
        (f"{want:+d}",),
        explanation + ((hint,) if hint else ()),
        ids,
        your_answer=f"{given:+d}",
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    kind = drill.data["kind"]
    if kind == "contract":
        first = (
            "Trumps and grand need six tricks plus the level. Count the difference, then "
            "use the table: made value plus overtricks, or only the undertricks."
        )
    elif kind == "misere":
        first = (
            "Misère allows at most seven minus the level tricks. Then add the aces: each "
            "costs its trick number to whoever won that trick, never multiplied."
        )
    elif kind == "allpass":
        first = (
            "All-pass misère: every trick costs its winners 1 (times the doubling), and "
            "every ace costs its winners the trick number."
        )
    else:
        first = (
            "Score the Bolshevik against each opponent separately (doubles apply to the "
            "doubler only), then the Bolshevik's number is minus their sum."
        )
    lines = "; ".join(f"{label} = {pts:+d}" for label, pts in drill.solution["lines"])
    return first, f"The parts: {lines}.", f"The answer is {int(drill.solution['points']):+d}."


register(
    DrillType(
        slug="score",
        name="Score the deal",
        description="A finished deal's facts: work out the number that goes on the scoresheet.",
        levels={1: "Trumps and grand", 2: "Misère with aces", 3: "All-pass misère and Bolshevik"},
        make=make,
        check=check,
        help=help_steps,
    )
)
