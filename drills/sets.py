"""Drill sets: ten drills near the learner's rating with a score at the end, or a streak that
goes on until the first miss. A set moves on only when its current drill is answered, and a
drill answered twice counts once (the drill page's own rule)."""

from __future__ import annotations

from django.db import transaction

from accounts.models import Learner

from . import ratings
from .models import DrillSet, ThemeRating


def start_fixed(learner: Learner, theme: str, items: list[list[str]]) -> DrillSet:
    """A set of ten whose drills are given ([[type, key]], e.g. a class assignment's)."""
    before = ratings.rating_of(learner, theme or ThemeRating.OVERALL).rating
    return DrillSet.objects.create(
        learner=learner,
        mode=DrillSet.Mode.SET,
        theme=theme,
        items=[list(i) for i in items],
        rating_before=before,
    )


def start(learner: Learner, mode: str, theme: str = "") -> DrillSet:
    """A new set on ``theme`` (or on the learner's weakest themes), its first drill chosen."""
    if theme:
        ratings.drill_near(learner, theme)  # refuses a theme no drill tests, before saving
    before = ratings.rating_of(learner, theme or ThemeRating.OVERALL).rating
    drill_set = DrillSet.objects.create(
        learner=learner, mode=mode, theme=theme, rating_before=before
    )
    _add_item(drill_set)
    return drill_set


def _add_item(drill_set: DrillSet) -> None:
    drill = ratings.drill_near(drill_set.learner, drill_set.theme or None)
    drill_set.items = [*drill_set.items, [drill.type, drill.key]]
    drill_set.save(update_fields=["items", "updated"])


def current(drill_set: DrillSet) -> tuple[str, str] | None:
    """The drill to answer now (type, key), or None when the set is over."""
    if drill_set.finished or drill_set.answered >= len(drill_set.items):
        return None
    kind, key = drill_set.items[drill_set.answered]
    return str(kind), str(key)


def answered(drill_set: DrillSet, drill_type: str, key: str, credit: float) -> bool:
    """The learner answered a drill while in the set: if it is the set's current drill, count
    it and move on (True). A streak ends at the first answer short of full credit."""
    with transaction.atomic():
        fresh = DrillSet.objects.select_for_update().get(pk=drill_set.pk)
        if current(fresh) != (drill_type, key):
            return False
        fresh.answered += 1
        fresh.score += credit
        if fresh.mode == DrillSet.Mode.STREAK:
            fresh.finished = credit < 1.0
        else:
            fresh.finished = fresh.answered >= DrillSet.SET_SIZE
        if fresh.finished:
            theme = fresh.theme or ThemeRating.OVERALL
            fresh.rating_after = ratings.rating_of(fresh.learner, theme).rating
        fresh.save()
        # A set whose drills were chosen in advance (a class's assignment: the same ten for
        # every student) already has its next item.
        if not fresh.finished and len(fresh.items) <= fresh.answered:
            _add_item(fresh)
    drill_set.refresh_from_db()
    return True
