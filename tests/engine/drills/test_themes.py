"""Drill themes (issue #13): every drill names the ids it tests, and a lesson's teaches list
maps to drills that test it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.drills import DRILL_TYPES, DrillInputError, generate
from engine.drills.themes import (
    drillable,
    drills_for,
    generate_for_theme,
    handbook_section,
    themed_seed,
)

from .conftest import TYPE_LEVELS

LESSONS = Path(__file__).resolve().parents[3] / "content" / "lessons"


def teaches() -> dict[str, list[str]]:
    out = {}
    for path in sorted(LESSONS.glob("*.md")):
        head = path.read_text(encoding="utf-8").split("---")[1]
        m = re.search(r"^teaches:\s*\[(.*)\]", head, re.M)
        out[path.stem] = [t.strip() for t in m.group(1).split(",") if t.strip()] if m else []
    return out


def test_every_drill_names_its_themes_from_its_level(corpus):
    for slug, level in TYPE_LEVELS:
        allowed = set(DRILL_TYPES[slug].themes(level))
        for d in corpus.get(slug, level, 40):
            assert d.themes, (slug, d.key)
            assert set(d.themes) <= allowed | {"R-4.3"}, (slug, d.key, set(d.themes) - allowed)


def test_every_drillable_id_a_lesson_teaches_has_a_drill():
    lessons = teaches()
    assert len(lessons) > 20
    can = drillable()
    for slug, ids in lessons.items():
        for cid in ids:
            if cid.startswith("C-"):
                assert cid in can, f"{slug} teaches {cid}, which no drill tests"
            if cid in can:
                assert any(cid in m.ids for m in drills_for([cid])), (slug, cid)


def test_drills_for_puts_the_best_match_first():
    matches = drills_for(["C-6.1", "C-6.2", "C-6.3"])
    assert (matches[0].slug, matches[0].level) in (("hand-over", 1), ("hand-over", 2))
    assert all(m.ids for m in matches)
    assert drills_for(["R-99"]) == []


@pytest.mark.parametrize("theme", ["C-3.12", "C-4.5", "C-1.7", "C-8.1", "R-7.6"])
def test_generate_for_theme_gives_a_permalinked_drill(theme):
    d = generate_for_theme(theme, "lesson")
    assert theme in d.themes
    assert generate(d.type, d.level, d.seed) == d
    assert len(d.seed) <= 40


def test_generate_for_theme_narrows_and_refuses():
    d = generate_for_theme("C-7.1", "abc", slug="double")
    assert d.type == "double" and d.level == 2
    with pytest.raises(DrillInputError):
        generate_for_theme("C-9.9", "abc")
    with pytest.raises(DrillInputError):
        generate_for_theme("C-7.1", "abc", slug="score")


def test_themed_seeds_stay_within_the_seed_length():
    assert (
        themed_seed(3, "x" * 60, 12).startswith("t3-") and len(themed_seed(3, "x" * 60, 12)) == 40
    )


def test_handbook_sections():
    assert handbook_section("C-6.4") == "All-pass Misère: Exchange of Cards"
    assert handbook_section("C-1.3").startswith("Kitty games")
    assert handbook_section("R-7.5") == "Scoring of Points"
