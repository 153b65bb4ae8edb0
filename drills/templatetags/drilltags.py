"""Drill names for people: "Hand a card over, level 3: All-pass misère" instead of a key, in
the learner's language."""

from __future__ import annotations

from django import template
from django.utils.translation import gettext

from cardui.messages import localize
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
    name = localize(kind.name)
    if label:
        return gettext("%(name)s, level %(level)d: %(label)s") % {
            "name": name,
            "level": level,
            "label": localize(label),
        }
    return gettext("%(name)s, level %(level)d") % {"name": name, "level": level}
