"""Ratings by theme and drills chosen near them.

Every first answer to a drill is a Glicko-2 game between the learner and the drill's level:
a level has a fixed rating (:func:`level_rating`), the answer's credit is the score (1 right,
½ allowed or helped by hints, 0 wrong). The learner has one rating per theme the drill tests
(its convention or rule ids) and one overall (``*``). The Glicko-2 arithmetic is pyglicko2's
(Glickman's example is a test); we keep τ = 0.5 as Glickman suggests for a start.

Drills are then chosen near the learner's rating: for a theme, the drill level whose rating is
closest to the learner's rating on it.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

import pyglicko2
from django.db import transaction

from accounts.models import Learner

from . import services
from .models import ThemeRating

TAU = 0.5
pyglicko2.Player.sys = pyglicko2.System(TAU)

LEVEL_DEVIATION = 100.0
LOWEST_LEVEL_RATING = 1100.0
LEVEL_STEP = 175.0


def level_rating(level: int) -> float:
    """A drill level's rating: level 1 is where a new learner (1500 ± 350) wins most games,
    each level above it a step harder."""
    return LOWEST_LEVEL_RATING + LEVEL_STEP * (level - 1)


@dataclass(frozen=True)
class Score:
    """An outcome in the shape pyglicko2 reads (``.value``), any credit from 0 to 1."""

    value: float


def rate(row: ThemeRating, level: int, credit: float) -> None:
    """Move one rating by one game against a drill level (the row is changed, not saved)."""
    player = pyglicko2.Player(row.rating, row.deviation, row.volatility)
    opponent = pyglicko2.Player(level_rating(level), LEVEL_DEVIATION)
    player.update([opponent], [Score(max(0.0, min(1.0, credit)))])
    row.rating, row.deviation, row.volatility = player.r, player.RD, player.σ
    row.games += 1


def record(learner: Learner, themes: tuple[str, ...], level: int, credit: float) -> None:
    """A first answer moves the learner's rating on each of the drill's themes and overall."""
    with transaction.atomic():
        for theme in dict.fromkeys((*themes, ThemeRating.OVERALL)):
            row, _ = ThemeRating.objects.select_for_update().get_or_create(
                learner=learner, theme=theme
            )
            rate(row, level, credit)
            row.save()


def rating_of(learner: Learner | None, theme: str) -> ThemeRating:
    """The learner's rating on a theme (an unsaved default one if they have none yet)."""
    row = ThemeRating.objects.filter(learner=learner, theme=theme).first() if learner else None
    return row or ThemeRating(theme=theme)


def weakest(learner: Learner | None, most: int = 5) -> list[ThemeRating]:
    """The themes the learner is weakest on, lowest rating first (the overall one left out)."""
    if learner is None:
        return []
    rows = ThemeRating.objects.filter(learner=learner).exclude(theme=ThemeRating.OVERALL)
    return list(rows.order_by("rating", "-deviation")[:most])


def drill_near(
    learner: Learner | None, theme: str | None = None, rng: random.Random | None = None
) -> services.Drill:
    """A fresh drill near the learner's rating: on ``theme``, or else on one of their weakest
    themes (a random drillable theme while they have no ratings yet)."""
    rng = rng or random.Random(secrets.randbits(64))
    if theme is None:
        # The three weakest rated themes, topped up with unrated ones while there are fewer
        # (a new learner gets a mix, not ten drills on the one theme they happened to meet).
        pool = [r.theme for r in weakest(learner, 3)]
        if len(pool) < 3:
            unrated = [t for t in services.drillable_themes() if t not in pool]
            pool += rng.sample(unrated, min(3 - len(pool), len(unrated)))
        theme = rng.choice(pool)
    rating = rating_of(learner, theme).rating
    matches = services.drills_for([theme])
    if not matches:
        raise services.DrillInputError(f"no drill tests {theme}")
    best = min(abs(level_rating(m.level) - rating) for m in matches)
    near = [m for m in matches if abs(level_rating(m.level) - rating) <= best + LEVEL_STEP / 2]
    choice = rng.choice(near)
    seed = f"{rng.getrandbits(32):08x}"
    return services.generate_for_theme(theme, seed, slug=choice.slug, level=choice.level)
