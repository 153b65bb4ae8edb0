"""Right and wrong answers for every drill type, built from a drill's solution."""

from __future__ import annotations

from itertools import permutations

from engine.drills import Drill, grade


def right(d: Drill) -> dict[str, str]:
    sol = d.solution
    if d.type in ("score", "vint-score"):
        return {"points": str(sol["points"])}
    if d.type == "read-packet":
        return dict(sol["answers"])
    if d.type == "build-packet":
        return {f"order{i + 1}": c for i, c in enumerate(sol["orders"][0])}
    if d.type == "return-packet":
        best = next(c for c in sol["choices"] if c["preferred"])
        return {f"order{i + 1}": c for i, c in enumerate(best["orders"][0])}
    if d.type == "bid":
        return {"call": preferred(d)}
    if d.type == "hand-over" and d.data["give"]:
        return {f"to_{tok.split(':')[0]}": tok.split(":")[1] for tok in preferred(d).split()}
    if d.type == "signal" and d.data["ask"] == "read":
        return {"suit": sol["answer"]}
    if d.type == "double" and d.data["ask"] == "double":
        return {"call": preferred(d)}
    return {"card": preferred(d)}


def preferred(d: Drill) -> str:
    return next(c[0] for c in d.solution["choices" if d.type != "bid" else "suggestions"] if c[1])


def accepted(d: Drill) -> set[str]:
    key = "suggestions" if d.type == "bid" else "choices"
    return {c[0] for c in d.solution[key]}


def wrong(d: Drill) -> dict[str, str] | None:
    """An answer the conventions do not accept (None when every possible answer is)."""
    sol = d.solution
    if d.type in ("score", "vint-score"):
        return {"points": str(sol["points"] + 7)}
    if d.type == "read-packet":
        answers = dict(sol["answers"])
        q = d.data["questions"][0]
        flip = {"void": "continues", "continues": "void", "yes": "no", "no": "yes"}
        answers[q["name"]] = flip.get(answers[q["name"]]) or next(
            o for o in q["options"] if o != answers[q["name"]]
        )
        return answers
    if d.type == "build-packet":
        # Not a listed order, nor one the grading halves (IC-8: a falling kept suit ending in
        # a 7 or higher reads 'no misère' to a Handbook reader).
        orders = {tuple(o) for o in sol["orders"]}
        for p in permutations(d.data["cards"]):
            given = {f"order{i + 1}": str(c) for i, c in enumerate(p)}
            if tuple(map(str, p)) not in orders and grade(d, given).credit == 0:
                return given
        return None
    if d.type == "return-packet":
        good = {c for ch in sol["choices"] for c in ch["cards"]}
        cards = [str(c) for c in d.data["hand"] if str(c) not in good][:4]
        return {f"order{i + 1}": c for i, c in enumerate(cards)} if len(cards) == 4 else None
    if d.type == "bid":
        ok = accepted(d)
        return {"call": next(a.notation() for a in d.data["legal"] if a.notation() not in ok)}
    if d.type == "hand-over" and d.data["give"]:
        ok = accepted(d)
        cards = sorted(map(str, d.data["hand"]))
        seats = [("N", "E", "S", "W")[s] for s in d.data["receivers"]]
        for combo in permutations(cards, 3):
            note = " ".join(f"{s}:{c}" for s, c in sorted(zip(seats, combo, strict=True)))
            if note not in ok:
                return {f"to_{s}": c for s, c in zip(seats, combo, strict=True)}
        return None
    if d.type == "signal" and d.data["ask"] == "read":
        return {"suit": next(o for o in d.data["options"] if o not in accepted(d))}
    if d.type == "double" and d.data["ask"] == "double":
        # On IC-44's edge both calls are accepted: then there is no wrong one to try.
        other = "pass" if preferred(d) == "double" else "double"
        return None if other in accepted(d) else {"call": other}
    ok = accepted(d)
    card = next((str(c) for c in d.data["hand"] if str(c) not in ok), None)
    return {"card": card} if card else None
