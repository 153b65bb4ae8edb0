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
from ..messages import Msg
from ..scoring import allpass_points, bid_words, bolshevik_points, contract_points
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


_PLURAL_IDS = {"trick": "sd.tricks", "overtrick": "sd.overtricks", "undertrick": "sd.undertricks"}


def _plural(n: int, word: str) -> Msg:
    return Msg(_PLURAL_IDS[word], n=n)


def _word(doubling: int) -> Msg:
    return Msg("doubled") if doubling == 1 else Msg("redoubled")


def _dbl(doubling: int) -> Msg:
    """ " doubled", " redoubled" after a contract; nothing when not doubled."""
    return Msg("sd.dbl_word", word=_word(doubling)) if doubling else Msg("empty")


def _side(name: str) -> Msg:
    return Msg("side.ns") if name == "N–S" else Msg("side.ew")


def _row(level: int, misere: bool) -> Msg:
    """The scoring table's row for a contract level (R-7.1)."""
    kind = Msg("sd.kind_misere") if misere else Msg("sd.kind_trumps")
    over = Msg("sd.over_each", each=_OVER[level]) if _OVER[level] else Msg("sd.no_over_at_seven")
    return Msg(
        "sd.row",
        kind=kind,
        level=level,
        made=_MADE[misere][level],
        over=over,
        first=_FIRST_DOWN[misere][level],
        further=_FURTHER,
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


def _tricks_word(over: int, under: int) -> Msg:
    if under:
        return _plural(under, "undertrick")
    return _plural(over, "overtrick") if over else Msg("sd.exactly")


def _contract_facts(contract: Bid, doubling: int, seat: Msg, side: Msg, tricks: int) -> list[Msg]:
    """The contract as declared (by ``seat``, for ``side``) and the tricks ``side`` took."""
    return [
        Msg(
            "sd.fact_contract",
            contract=bid_words(contract),
            dbl_word=_dbl(doubling),
            seat=seat,
            side=side,
        ),
        Msg("sd.fact_took", side=side, tricks=_plural(tricks, "trick")),
    ]


def _contract_sum(contract: Bid, tricks: int, doubling: int, who: Msg) -> tuple[list[Msg], int]:
    """The lines that add up a contract's score (before misère aces) and its value."""
    misere = contract.denomination.is_misere
    level = contract.level
    lines = [_row(level, misere)]
    if misere:
        allowed = contract.misere_allowance()
        over, under = max(0, allowed - tricks), max(0, tricks - allowed)
        lines.append(
            Msg(
                "sd.misere_allows",
                contract=bid_words(contract),
                allowed=_plural(allowed, "trick"),
                who=who,
                tricks=tricks,
                result=_tricks_word(over, under),
            )
        )
    else:
        need = contract.tricks_needed()
        over, under = max(0, tricks - need), max(0, need - tricks)
        lines.append(
            Msg(
                "sd.needs",
                contract=bid_words(contract),
                need=need,
                who=who,
                tricks=tricks,
                result=_tricks_word(over, under),
            )
        )
    m = _MULT[doubling]
    dbl = Msg("sd.dbl", m=m, word=_word(doubling)) if doubling else Msg("empty")
    if under == 0:
        made = _MADE[misere][level]
        each = _OVER[level]
        value = (made + over * each) * m
        parts: list[Msg] = [Msg("sd.inner_made", made=made, level=level)]
        if over and each:
            parts.append(Msg("sd.inner_over", over=_plural(over, "overtrick"), each=each))
        elif over:
            parts.append(Msg("sd.inner_no_over"))
        inner = Msg("join", items=parts, sep="")
        expr = Msg("sd.paren", inner=inner, dbl=dbl) if doubling else inner
        lines.append(
            Msg(
                "sd.made_line",
                contract=bid_words(contract),
                dbl_word=_dbl(doubling),
                expr=expr,
                value=value,
            )
        )
    else:
        first = _FIRST_DOWN[misere][level]
        value = -(first + (under - 1) * _FURTHER) * m
        parts = [Msg("sd.inner_first", first=first)]
        if under > 1:
            parts.append(Msg("sd.inner_more", more=under - 1, further=_FURTHER))
        lines.append(
            Msg(
                "sd.down_line",
                contract=bid_words(contract),
                dbl_word=_dbl(doubling),
                under=under,
                inner=Msg("join", items=parts, sep=""),
                dbl=dbl,
                value=_num(value),
            )
        )
    return lines, value


def _aces_in(side: Msg, aces: Sequence[int], template: str = "sd.aces_in") -> Msg:
    if not aces:
        return Msg("sd.aces_none", side=side)
    return Msg(template, side=side, aces=" + ".join(map(str, aces)), cost=sum(aces))


def make(level: int, seed: str) -> Drill:
    rng = _rng(level, seed)
    index = choose_target(TARGETS[level], rng, seed)
    declarer = rng.randrange(4)
    side_name = "N–S" if declarer % 2 == 0 else "E–W"
    side = _side(side_name)
    other = _side("E–W" if side_name == "N–S" else "N–S")
    seat = Msg(f"seat.{declarer}")
    data: dict[str, Any]
    explain: list[Msg]
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
        facts = _contract_facts(contract, doubling, seat, side, tricks)
        question = Msg("sd.question", side=side)
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
            Msg(
                "sd.aces_line",
                theirs=_aces_in(other, theirs),
                mine=_aces_in(side, mine),
                net=_num(ace_net, True),
                side=side,
            )
        )
        explain.append(
            Msg(
                "sd.total",
                value=_num(value),
                sign="+" if ace_net >= 0 else "−",
                aces=abs(ace_net),
                points=_num(points, True),
            )
        )
        assert value + ace_net == points
        ace_text = [Msg("sd.ace_fell", trick=t, side=side if main else other) for t, main in aces]
        facts = [
            *_contract_facts(contract, doubling, seat, side, tricks),
            Msg("sd.fact_aces", aces=ace_text),
        ]
        question = Msg("sd.question_aces", side=side)
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
        ns, ew = _side("N–S"), _side("E–W")
        explain = [
            Msg(
                "sd.allpass_rule",
                dbl=Msg("sd.allpass_dbl", m=m, word=_word(doubling)) if doubling else Msg("empty"),
            ),
            Msg(
                "sd.allpass_tricks",
                theirs=13 - ours,
                ours=ours,
                times=Msg("sd.times_plain", m=m) if doubling else Msg("empty"),
                part=_num(trick_part, True),
            ),
            Msg(
                "sd.allpass_aces",
                theirs=_aces_in(ew, theirs, "sd.allpass_aces_in"),
                mine=_aces_in(ns, mine, "sd.allpass_aces_in"),
                net=_num(ace_net, True),
            ),
            Msg(
                "sd.allpass_total",
                part=_num(trick_part, True),
                sign="+" if ace_net >= 0 else "−",
                aces=abs(ace_net),
                points=_num(points, True),
            ),
        ]
        assert trick_part + ace_net == points
        ace_text = [Msg("sd.ace_fell", trick=t, side=ns if mine_ else ew) for t, mine_ in aces]
        facts = [
            Msg(
                "sd.allpass_fact",
                dbl=Msg("sd.allpass_fact_dbl", word=_word(doubling)) if doubling else Msg("empty"),
            ),
            Msg("sd.allpass_took", ours=ours, theirs=13 - ours),
            Msg("sd.fact_aces", aces=ace_text),
        ]
        question = Msg("sd.question_ns")
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
        names = (Msg("sd.bol_lho"), Msg("sd.bol_opposite"), Msg("sd.bol_stalker"))
        who = [n for n, d in zip(names, doubled, strict=True) if d]
        base = 20 if tricks == 0 else 15 + 5 * (tricks - 1)
        explain = [
            Msg("sd.bol_rule"),
            (
                Msg("sd.bol_made")
                if tricks == 0
                else Msg("sd.bol_down", n=tricks, more=tricks - 1, base=base)
            ),
        ]
        ace_each = sum(decl_aces) - sum(opp_aces)
        for name, d, n in zip(names, doublings, b.opponents, strict=True):
            m = _MULT[d]
            part = (-base if tricks == 0 else base) * m
            how = Msg("sd.bol_how_dbl", m=m, word=_word(d)) if d else Msg("sd.bol_not_doubled")
            explain.append(
                Msg(
                    "sd.bol_each",
                    name=name,
                    how=how,
                    part=_num(part, True),
                    sign="+" if ace_each >= 0 else "−",
                    aces=abs(ace_each),
                    n=_num(n, True),
                )
            )
        explain.append(Msg("sd.bol_total", terms=_terms(b.opponents), points=_num(points, True)))
        facts = [
            Msg("sd.bol_fact", seat=seat),
            Msg("sd.bol_took", tricks=_plural(tricks, "trick")),
            Msg(
                "sd.bol_doubled_by",
                who=who if who else Msg("nobody"),
                redoubled=Msg("sd.bol_redoubled") if redoubled else Msg("sd.period"),
            ),
            Msg(
                "sd.bol_aces",
                opp=", ".join(map(str, opp_aces)) or Msg("none"),
                decl=Msg("sd.bol_aces_decl", aces=", ".join(map(str, decl_aces)))
                if decl_aces
                else Msg("sd.period"),
            ),
        ]
        question = Msg("sd.bol_question")
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
        title=Msg("sd.title"),
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
        raise DrillInputError(Msg("sd.bad_input")) from None
    want = int(drill.solution["points"])
    explanation = tuple(drill.solution["explain"])
    ids = tuple(drill.solution["ids"])
    if given == want:
        return Verdict(
            True,
            1.0,
            Msg("sd.right", points=f"{want:+d}"),
            (f"{want:+d}",),
            explanation,
            ids,
            your_answer=f"{given:+d}",
        )
    hint: tuple[Msg, ...] = ()
    if given == -want and want:
        hint = (Msg("sd.sign_hint"),)
    return Verdict(
        False,
        0.0,
        Msg("sd.not_quite", points=f"{want:+d}"),
        (f"{want:+d}",),
        (*hint, *explanation),
        ids,
        your_answer=f"{given:+d}",
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    kind = drill.data["kind"]
    first = Msg(
        {
            "contract": "sd.help_contract",
            "misere": "sd.help_misere",
            "allpass": "sd.help_allpass",
        }.get(kind, "sd.help_bolshevik")
    )
    explain = drill.solution["explain"]
    # The second hint: how the tricks went (or how this kind of deal is scored), no sum yet.
    second = explain[1] if kind in ("contract", "misere") else explain[0]
    points = int(drill.solution["points"])
    third = Msg(
        "sd.answer_is", text=Msg("join", items=list(explain), sep=" "), points=f"{points:+d}"
    )
    # English: the ids gathered at the end, as in every drill's last hint.
    return first, second, third.english(ids_last(str(third)))


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
