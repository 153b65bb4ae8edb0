"""Score the deal: a finished deal's facts, type the number (R-7).

Levels: 1 trumps and grand, 2 misère with aces, 3 all-pass misère and Bolshevik. The seed
draws the kind of result first (made, overtricks, down; all-pass or Bolshevik). Every
verdict shows the row of the scoring table it uses and the sum written out, e.g. "5♦ made:
25 (level-5 contract made, R-7.1) + 2 overtricks × 2 = 29".
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import Bid, Denomination
from ..rules import SEAT_WORDS
from ..scoring import allpass_points, bolshevik_points, contract_points
from . import Drill, DrillInputError, DrillType, Target, Verdict, choose_target, register
from .words import ids_last

DOUBLING_WORDS = ("", "doubled", "redoubled")
_MULT = (1, 2, 3)
# current schedule.
_MADE = {False: {5: 25, 6: 35, 7: 50}, True: {5: 10, 6: 20, 7: 35}}
_OVER = {5: 2, 6: 2, 7: 0}
_FIRST_DOWN = {False: {5: 5, 6: 10, 7: 15}, True: {5: 10, 6: 15, 7: 20}}
_FURTHER = 5

TARGETS: dict[int, tuple[Target, ...]] = {
    1: (
        Target("made exactly", 0.3, ("R-7.1", "R-7.2")),
        Target("made with overtricks", 0.3, ("R-7.1", "R-7.2")),
        Target("down", 0.4, ("R-7.1", "R-7.2", "D-9")),
    ),
    2: (
        Target("misère made", 0.5, ("R-7.1", "R-7.2", "R-7.4")),
        Target("misère down", 0.5, ("R-7.1", "R-7.2", "R-7.4", "D-9")),
    ),
    3: (
        Target("all-pass misère", 0.5, ("R-7.5", "D-10")),
        Target("Bolshevik", 0.5, ("R-7.6",)),
    ),
}


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


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _dbl(doubling: int) -> str:
    return f" {DOUBLING_WORDS[doubling]}" if doubling else ""


def _row(level: int, misere: bool) -> str:
    """The scoring table's row for a contract level (R-7.1)."""
    kind = "misère" if misere else "trumps and grand"
    over = f"each overtrick {_OVER[level]}" if _OVER[level] else "no overtricks at seven"
    return (
        f"The table's row for {kind} at level {level}: made {_MADE[misere][level]}, {over}, "
        f"first undertrick {_FIRST_DOWN[misere][level]}, each further undertrick {_FURTHER} "
        "(R-7.1)."
    )


def _num(n: int, sign: bool = False) -> str:
    """A number as people write it: a real minus sign, a plus only when asked."""
    text = f"{n:+d}" if sign else str(n)
    return text.replace("-", "−")


def _terms(numbers: Sequence[int]) -> str:
    """``10, -13, -13`` → ``10 − 13 − 13``."""
    out = _num(numbers[0])
    for n in numbers[1:]:
        out += f" {'+' if n >= 0 else '−'} {abs(n)}"
    return out


def _tricks_word(over: int, under: int) -> str:
    if under:
        return _plural(under, "undertrick")
    return _plural(over, "overtrick") if over else "made exactly, no overtrick"


def _contract_sum(contract: Bid, tricks: int, doubling: int, who: str) -> tuple[list[str], int]:
    """The lines that add up a contract's score (before misère aces) and its value."""
    misere = contract.denomination.is_misere
    level = contract.level
    lines = [_row(level, misere)]
    if misere:
        allowed = contract.misere_allowance()
        over, under = max(0, allowed - tricks), max(0, tricks - allowed)
        lines.append(
            f"{contract.text} allows at most {_plural(allowed, 'trick')}, seven minus the level; "
            f"{who} took {tricks}: {_tricks_word(over, under)} (R-7.2)."
        )
    else:
        need = contract.tricks_needed()
        over, under = max(0, tricks - need), max(0, need - tricks)
        lines.append(
            f"{contract.text} needs {need} tricks, six plus the level; {who} took {tricks}: "
            f"{_tricks_word(over, under)} (R-7.2)."
        )
    m = _MULT[doubling]
    dbl = f" × {m} ({DOUBLING_WORDS[doubling]}, R-7.3)" if doubling else ""
    if under == 0:
        made = _MADE[misere][level]
        each = _OVER[level]
        value = (made + over * each) * m
        inner = f"{made} (level-{level} contract made, R-7.1)"
        if over and each:
            inner += f" + {_plural(over, 'overtrick')} × {each}"
        elif over:
            inner += " (no overtrick points at seven)"
        expr = f"({inner}){dbl}" if doubling else inner
        lines.append(f"{contract.text}{_dbl(doubling)} made: {expr} = {value}.")
    else:
        first = _FIRST_DOWN[misere][level]
        value = -(first + (under - 1) * _FURTHER) * m
        inner = f"{first} for the first undertrick"
        if under > 1:
            inner += f" + {under - 1} more × {_FURTHER}"
        lines.append(
            f"{contract.text}{_dbl(doubling)} down {under}: "
            f"−({inner}){dbl} = {_num(value)}; a failed contract scores only its undertricks (D-9)."
        )
    return lines, value


def make(level: int, seed: str) -> Drill:
    rng = _rng(level, seed)
    index = choose_target(TARGETS[level], rng, seed)
    declarer = rng.randrange(4)
    side = "N–S" if declarer % 2 == 0 else "E–W"
    other = "E–W" if side == "N–S" else "N–S"
    data: dict[str, Any]
    explain: list[str]
    if level == 1:
        contract = Bid(rng.choice((5, 5, 6, 6, 7)), rng.choice(list(Denomination)[1:]))
        need = contract.tricks_needed()
        if index == 0:
            tricks = need
        elif index == 1:
            tricks = min(13, need + rng.choice((1, 1, 2)))
        else:
            tricks = need - rng.choice((1, 1, 2, 3))
        doubling = rng.choice((0, 0, 0, 1, 1, 2))
        points = contract_points(contract, tricks, doubling).total
        explain, value = _contract_sum(contract, tricks, doubling, side)
        assert value == points
        facts = [
            f"Contract: {contract.text}{' ' + DOUBLING_WORDS[doubling] if doubling else ''},"
            f" declared by {SEAT_WORDS[declarer]} ({side}).",
            f"{side} took {_plural(tricks, 'trick')}.",
        ]
        question = f"What does {side} score on this deal?"
        ids = ["R-7.1", "R-7.2"] + (["R-7.3"] if doubling else []) + (["D-9"] if value < 0 else [])
        data = {"kind": "contract", "result": "made" if value > 0 else "down", "doubling": doubling}
    elif level == 2:
        contract = Bid(rng.choice((5, 6, 6, 7)), Denomination.MISERE)
        allowed = contract.misere_allowance()
        if index == 0:
            tricks = max(0, allowed - rng.choice((0, 0, 1, 2)))
        else:
            tricks = allowed + rng.choice((1, 1, 2))
        doubling = rng.choice((0, 0, 1, 2))
        aces = _aces(rng, tricks)
        mine = [t for t, main in aces if main]
        theirs = [t for t, main in aces if not main]
        cs = contract_points(
            contract, tricks, doubling, main_ace_ordinals=mine, defender_ace_ordinals=theirs
        )
        points = cs.total
        explain, value = _contract_sum(contract, tricks, doubling, side)
        ace_net = sum(theirs) - sum(mine)
        explain.append(
            "Aces, never doubled: "
            + (
                f"in {other}'s tricks {' + '.join(map(str, theirs))} cost {other} {sum(theirs)}"
                if theirs
                else f"none in {other}'s tricks"
            )
            + "; "
            + (
                f"in {side}'s tricks {' + '.join(map(str, mine))} cost {side} {sum(mine)}"
                if mine
                else f"none in {side}'s tricks"
            )
            + f": {_num(ace_net, True)} for {side} (R-7.4)."
        )
        explain.append(
            f"Total: {_num(value)} {'+' if ace_net >= 0 else '−'} {abs(ace_net)} = "
            f"{_num(points, True)}."
        )
        assert value + ace_net == points
        ace_text = ", ".join(f"trick {t} ({side if main else other})" for t, main in aces)
        facts = [
            f"Contract: {contract.text}{' ' + DOUBLING_WORDS[doubling] if doubling else ''},"
            f" declared by {SEAT_WORDS[declarer]} ({side}).",
            f"{side} took {_plural(tricks, 'trick')}.",
            f"The aces fell in: {ace_text}.",
        ]
        question = f"What does {side} score on this deal, aces included?"
        ids = (
            ["R-7.1", "R-7.2", "R-7.4"]
            + (["R-7.3"] if doubling else [])
            + (["D-9"] if value < 0 else [])
        )
        data = {"kind": "misere", "result": "made" if value > 0 else "down", "doubling": doubling}
    elif index == 0:
        ours = rng.randrange(3, 11)
        doubling = rng.choice((0, 0, 1, 2))
        aces = _aces(rng, ours)
        mine = [t for t, m in aces if m]
        theirs = [t for t, m in aces if not m]
        s = allpass_points(ours, 13 - ours, mine, theirs, doubling)
        points = s.total
        m = _MULT[doubling]
        trick_part = (13 - ours - ours) * m
        ace_net = sum(theirs) - sum(mine)
        explain = [
            "All-pass misère: every trick costs its winners 1 point"
            + (f", × {m} {DOUBLING_WORDS[doubling]}" if doubling else "")
            + "; every ace costs its winners the trick's number, never multiplied (R-7.5).",
            f"Tricks: E–W took {13 - ours}, N–S {ours}: ({13 - ours} − {ours})"
            + (f" × {m}" if doubling else "")
            + f" = {_num(trick_part, True)} for N–S.",
            "Aces: "
            + (
                f"E–W's tricks {' + '.join(map(str, theirs))} cost E–W {sum(theirs)}"
                if theirs
                else "none in E–W's tricks"
            )
            + "; "
            + (
                f"N–S's tricks {' + '.join(map(str, mine))} cost N–S {sum(mine)}"
                if mine
                else "none in N–S's tricks"
            )
            + f": {_num(ace_net, True)} for N–S.",
            f"Total: {_num(trick_part, True)} {'+' if ace_net >= 0 else '−'} {abs(ace_net)} = "
            f"{_num(points, True)}; "
            "what one side gains the other loses (D-10).",
        ]
        assert trick_part + ace_net == points
        ace_text = ", ".join(f"trick {t} ({'N–S' if mine_ else 'E–W'})" for t, mine_ in aces)
        facts = [
            "Everyone passed: all-pass misère"
            + (f", {DOUBLING_WORDS[doubling]}." if doubling else "."),
            f"N–S took {ours} tricks, E–W {13 - ours}.",
            f"The aces fell in: {ace_text}.",
        ]
        question = "What does N–S score on this deal?"
        ids = ["R-5.5", "R-7.5", "D-10"]
        data = {
            "kind": "allpass",
            "result": "plus" if points > 0 else "minus",
            "doubling": doubling,
        }
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
        base = 20 if tricks == 0 else 15 + 5 * (tricks - 1)
        explain = [
            "Bolshevik is scored against each opponent apart; doubles touch only the doubler, "
            "and aces are never multiplied (R-7.6).",
            (
                "7 misère made: each opponent pays 20 × its multiplier."
                if tricks == 0
                else f"7 misère down {tricks}: each opponent gets (15 + {tricks - 1} × 5) = "
                f"{base} × its multiplier."
            ),
        ]
        ace_each = sum(decl_aces) - sum(opp_aces)
        for name, d, n in zip(names, doublings, b.opponents, strict=True):
            m = _MULT[d]
            part = (-base if tricks == 0 else base) * m
            how = f"×{m}, {DOUBLING_WORDS[d]}" if d else "not doubled"
            sign = "+" if ace_each >= 0 else "−"
            explain.append(
                f"The {name} ({how}): {_num(part, True)} {sign} {abs(ace_each)} for the aces = "
                f"{_num(n, True)}."
            )
        explain.append(
            "The Bolshevik scores minus the three: "
            f"−({_terms(b.opponents)}) = {_num(points, True)}."
        )
        facts = [
            f"Bolshevik: {SEAT_WORDS[declarer]} played 7 misère against the other three.",
            f"The Bolshevik took {_plural(tricks, 'trick')}.",
            "Doubled by: "
            + (", ".join(who) if who else "nobody")
            + ("; the Bolshevik redoubled." if redoubled else "."),
            "Aces in the opponents' tricks: "
            + (", ".join(map(str, opp_aces)) or "none")
            + (
                "; in the Bolshevik's tricks: " + ", ".join(map(str, decl_aces)) + "."
                if decl_aces
                else "."
            ),
        ]
        question = "What does the Bolshevik score on this deal (before the division by 3)?"
        ids = ["R-6.7", "R-7.6"]
        data = {
            "kind": "bolshevik",
            "per_opponent": b.opponents,
            "result": "made" if tricks == 0 else "down",
        }
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
            "explain": explain,
            "ids": ids,
            "target": TARGETS[level][index].name,
        },
        themes=tuple(i for i in TARGETS[level][index].themes),
    )


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("points") or "").strip().replace("−", "-").replace("+", "")
    try:
        given = int(text)
    except ValueError:
        raise DrillInputError("type the score as a whole number, e.g. 35 or -20") from None
    want = int(drill.solution["points"])
    explanation = tuple(drill.solution["explain"])
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
    hint: tuple[str, ...] = ()
    if given == -want and want:
        hint = ("The size is right but the sign is not: whose number is asked for?",)
    return Verdict(
        False,
        0.0,
        f"Not quite: the score is {want:+d}.",
        (f"{want:+d}",),
        (*hint, *explanation),
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
    explain = drill.solution["explain"]
    # The second hint: how the tricks went (or how this kind of deal is scored), no sum yet.
    second = explain[1] if kind in ("contract", "misere") else explain[0]
    points = int(drill.solution["points"])
    third = ids_last(" ".join(explain) + f" The answer is {points:+d}.")
    return first, second, third


def facets(drill: Drill) -> dict[str, str]:
    if drill.data["kind"] in ("contract", "misere"):
        return {"result": drill.data["result"]}
    return {"kind": drill.data["kind"]}


register(
    DrillType(
        slug="score",
        name="Score the deal",
        description="A finished deal's facts: work out the number that goes on the scoresheet.",
        levels={1: "Trumps and grand", 2: "Misère with aces", 3: "All-pass misère and Bolshevik"},
        make=make,
        check=check,
        help=help_steps,
        targets=TARGETS,
        facets=facets,
    )
)
