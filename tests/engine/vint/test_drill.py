"""The Vint score drill (engine/drills/vint_score.py): reproducible, graded against the engine's
scoring, with a hint in three steps."""

from __future__ import annotations

import pytest

from engine.drills import DRILL_TYPES, DrillInputError, generate, grade, hints

SLUG = "vint-score"


def test_it_is_registered_with_three_levels():
    assert set(DRILL_TYPES[SLUG].levels) == {1, 2, 3}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_same_seed_gives_the_same_drill_and_the_solution_is_graded_right(level):
    for seed in ("a", "b", "c", "d", "e"):
        drill = generate(SLUG, level, seed)
        assert drill == generate(SLUG, level, seed)
        right = grade(drill, {"points": str(drill.solution["points"])})
        assert right.correct and right.credit == 1.0
        wrong = grade(drill, {"points": str(drill.solution["points"] + 2)})
        assert not wrong.correct and wrong.explanation
        assert all(i.startswith("V-") for i in right.ids)
        assert len(hints(drill)) == 3


def test_level_1_is_the_trick_value_times_the_tricks():
    drill = generate(SLUG, 1, "check")
    value, product = drill.solution["lines"]
    assert product[1] % value[1] == 0 and product[1] // value[1] <= 13


def test_a_negative_net_may_be_typed_with_a_unicode_minus():
    for seed in map(str, range(40)):
        drill = generate(SLUG, 3, seed)
        if drill.solution["points"] < 0:
            text = "−" + str(-drill.solution["points"])
            assert grade(drill, {"points": text}).correct
            assert "sign" in " ".join(grade(drill, {"points": text[1:]}).explanation)
            return
    raise AssertionError("no failed contract among these seeds")


def test_nonsense_is_refused():
    with pytest.raises(DrillInputError):
        grade(generate(SLUG, 2, "x"), {"points": "lots"})


def texts(drill) -> list[object]:
    """Everything a learner reads of a Vint score drill: title, facts, question, hints, and
    the verdicts of a right answer, a wrong one and one with the wrong sign."""
    points = drill.solution["points"]
    out: list[object] = [drill.title, drill.prompt, *drill.data["facts"], *hints(drill)]
    for given in (points, points + 3, -points):
        v = grade(drill, {"points": str(given)})
        out += [v.summary, *v.accepted, *v.explanation, *v.notes, v.your_answer]
    return out


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_vint_drill_text_is_a_message(level):
    """Issue 19: the site shows these in the learner's language; the plain strings inside are
    contracts, numbers and ids (a contract's "NT" is the strain's symbol)."""
    from engine.messages import Msg

    from ..conventions.test_exchange_messages import plain_english

    ids: set[str] = set()
    for seed in map(str, range(30)):
        drill = generate(SLUG, level, seed)
        for text in texts(drill):
            if isinstance(text, Msg):
                assert plain_english(text) == [], (seed, text)
                ids.add(text.id)
            else:
                assert not any(c.isalpha() for c in str(text)), (seed, text)
        with pytest.raises(DrillInputError) as err:
            grade(drill, {"points": "lots"})
        assert isinstance(err.value.args[0], Msg)
    assert {"vd.title", "vd.contract", "vd.took", "vd.part", "vd.answer", "vd.not_quite"} <= ids
