"""Every convention of CONVENTIONS.md is asked by some drill (issue #13): it is among the
themes of generated drills and among the ids of their verdicts. The list below mirrors
CONVENTIONS.md (the project's convention ids, C-1.1 – C-8.2); none is lesson material only."""

from __future__ import annotations

import pytest

from engine.drills import generate, grade
from engine.drills.themes import drillable, generate_for_theme

from .answers import right
from .conftest import TYPE_LEVELS

CONVENTIONS = (
    *(f"C-1.{i}" for i in range(1, 8)),
    *(f"C-2.{i}" for i in range(1, 6)),
    *(f"C-3.{i}" for i in range(1, 14)),
    *(f"C-4.{i}" for i in range(1, 6)),
    *(f"C-5.{i}" for i in range(1, 5)),
    *(f"C-6.{i}" for i in range(1, 6)),
    *(f"C-7.{i}" for i in range(1, 7)),
    "C-8.1",
    "C-8.2",
)
LESSON_ONLY: frozenset[str] = frozenset()


def test_every_convention_is_asked_and_graded(corpus):
    asked: set[str] = set()
    graded: set[str] = set()
    for slug, level in TYPE_LEVELS:
        for d in corpus.get(slug, level):
            asked.update(i for i in d.themes if i.startswith("C-"))
            v = grade(d, right(d))
            assert v.correct and v.credit == 1.0, (d.type, d.key, v.summary)
            graded.update(i for i in v.ids if i in d.themes)
    want = set(CONVENTIONS) - LESSON_ONLY
    assert sorted(want - asked) == []
    assert sorted(want - graded) == []
    assert sorted(asked - set(CONVENTIONS)) == []


def test_every_convention_is_drillable():
    assert set(CONVENTIONS) - LESSON_ONLY <= drillable()


@pytest.mark.parametrize("cid", [c for c in CONVENTIONS if c not in LESSON_ONLY])
def test_a_drill_can_be_made_for_every_convention(cid):
    for seed in ("x1", "x2"):
        d = generate_for_theme(cid, seed)
        assert cid in d.themes
        assert generate(d.type, d.level, d.seed) == d  # its permalink gives it again
