"""Drill progress: first-attempt statistics, streaks, hints, and the FSRS review queue."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone
from fsrs import Card, Rating, Scheduler

from accounts.models import Learner

from . import ratings
from .models import DrillAttempt, DrillStats, ReviewItem

# A hint is worth a quarter of the credit; three hints (the answer itself) leave nothing.
HINT_FACTOR = (1.0, 0.75, 0.5, 0.0)

_scheduler = Scheduler(enable_fuzzing=False)


@dataclass(frozen=True)
class Recorded:
    first: bool  # this answer counted for the statistics
    credit: float  # after hints
    review: bool  # this answer was a review of a missed drill
    stats: DrillStats


def attempt_for(learner: Learner, drill_type: str, key: str, level: int) -> DrillAttempt:
    attempt, _ = DrillAttempt.objects.get_or_create(
        learner=learner, drill_type=drill_type, key=key, defaults={"level": level}
    )
    return attempt


def take_hint(learner: Learner, drill_type: str, key: str, level: int) -> int:
    """Record one more hint (before the first answer) and return how many were taken."""
    with transaction.atomic():
        attempt = attempt_for(learner, drill_type, key, level)
        attempt = DrillAttempt.objects.select_for_update().get(pk=attempt.pk)
        if not attempt.answered and attempt.hints_used < 3:
            attempt.hints_used += 1
            attempt.save(update_fields=["hints_used"])
        return attempt.hints_used


def record_answer(
    learner: Learner,
    drill_type: str,
    key: str,
    level: int,
    credit: float,
    correct: bool,
    answer: dict[str, Any],
    themes: tuple[str, ...] = (),
) -> Recorded:
    """Count the first answer to a drill (statistics, streak, the ratings on its ``themes``);
    later answers only move its review card."""
    now = timezone.now()
    with transaction.atomic():
        attempt = attempt_for(learner, drill_type, key, level)
        attempt = DrillAttempt.objects.select_for_update().get(pk=attempt.pk)
        stats, _ = DrillStats.objects.get_or_create(learner=learner, drill_type=drill_type)
        stats = DrillStats.objects.select_for_update().get(pk=stats.pk)
        if not attempt.answered:
            earned = credit * HINT_FACTOR[min(attempt.hints_used, 3)]
            attempt.answered = True
            attempt.correct = correct
            attempt.credit = earned
            attempt.answer = answer
            attempt.answered_at = now
            attempt.save()
            stats.attempts += 1
            stats.credit += earned
            if not correct:
                stats.streak = 0
            elif earned >= 1.0:
                stats.streak += 1
                stats.best_streak = max(stats.best_streak, stats.streak)
            stats.save()
            if earned < 1.0:
                _schedule(
                    learner, drill_type, key, Rating.Again if not correct else Rating.Hard, now
                )
            ratings.record(learner, themes, level, earned)
            return Recorded(True, earned, False, stats)
        item = ReviewItem.objects.filter(learner=learner, drill_type=drill_type, key=key).first()
        if item is not None and item.due <= now:
            rating = Rating.Good if credit >= 1.0 else (Rating.Hard if correct else Rating.Again)
            _review(item, rating, now)
            return Recorded(False, credit, True, stats)
        return Recorded(False, credit, False, stats)


def _schedule(learner: Learner, drill_type: str, key: str, rating: Rating, now: datetime) -> None:
    card, _ = _scheduler.review_card(Card(due=now), rating, review_datetime=now)
    ReviewItem.objects.update_or_create(
        learner=learner,
        drill_type=drill_type,
        key=key,
        defaults={
            "card": card.to_dict(),
            "due": card.due,
            "reviews": 1,
            "lapses": 1 if rating == Rating.Again else 0,
        },
    )


def _review(item: ReviewItem, rating: Rating, now: datetime) -> None:
    card, _ = _scheduler.review_card(Card.from_dict(item.card), rating, review_datetime=now)
    item.card = card.to_dict()
    item.due = card.due
    item.reviews += 1
    if rating == Rating.Again:
        item.lapses += 1
    item.save(update_fields=["card", "due", "reviews", "lapses"])


def due_reviews(learner: Learner | None) -> list[ReviewItem]:
    if learner is None:
        return []
    return list(ReviewItem.objects.filter(learner=learner, due__lte=timezone.now()))


def stats_by_type(learner: Learner | None) -> dict[str, DrillStats]:
    if learner is None:
        return {}
    return {s.drill_type: s for s in DrillStats.objects.filter(learner=learner)}
