"""The drills app's bridge to the engine (the only module of this app that imports ``engine``):
drills are generated from (type, level, seed) and graded by the engine's conventions."""

from __future__ import annotations

from engine.drills import (
    DRILL_TYPES,
    Drill,
    DrillInputError,
    DrillType,
    Verdict,
    generate,
    grade,
    parse_key,
)
from engine.drills import hints as drill_hints
from engine.drills.themes import drillable, drills_for, generate_for_theme, themed_seed

__all__ = [
    "DRILL_TYPES",
    "Drill",
    "DrillInputError",
    "DrillType",
    "Verdict",
    "drill_hints",
    "drillable_themes",
    "drills_for",
    "generate_drill",
    "generate_for_theme",
    "grade_drill",
    "parse_drill_key",
    "themed_seed",
]

generate_drill = generate
grade_drill = grade
parse_drill_key = parse_key


def drillable_themes() -> list[str]:
    """Every convention or rule id some drill tests."""
    return sorted(drillable())
