"""Drill names for people: "Hand a card over, level 3: All-pass misère" instead of a key."""

from __future__ import annotations

from django import template

from drills.services import DRILL_TYPES

register = template.Library()


@register.simple_tag
def drill_label(drill_type: str, key: str) -> str:
    kind = DRILL_TYPES.get(drill_type)
    level_text = key.partition("-")[0]
    if kind is None or not level_text.isdecimal():
        return f"{drill_type} {key}"
    level = int(level_text)
    label = kind.levels.get(level)
    return f"{kind.name}, level {level}" + (f": {label}" if label else "")
