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
