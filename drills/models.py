"""Drill progress: each learner's first go at a drill, statistics per drill type, and the
review queue of missed drills (FSRS). Drills themselves are not stored: (type, level, seed)
regenerates them."""

from __future__ import annotations

from django.db import models

from accounts.models import Learner


class DrillAttempt(models.Model):
    """A learner's first go at one drill (type + key). Later answers to the same drill are
    practice and do not change the statistics; hints taken before answering lower the credit."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="drill_attempts")
    drill_type = models.CharField(max_length=20)
    key = models.CharField(max_length=60)
    level = models.PositiveSmallIntegerField()
    hints_used = models.PositiveSmallIntegerField(default=0)
    answered = models.BooleanField(default=False)
    correct = models.BooleanField(default=False)
    credit = models.FloatField(default=0)
    answer = models.JSONField(default=dict)
    created = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "drill_type", "key"], name="one_attempt_per_drill"
            )
        ]
        indexes = [models.Index(fields=["learner", "drill_type", "answered_at"])]


class DrillStats(models.Model):
    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="drill_stats")
    drill_type = models.CharField(max_length=20)
    attempts = models.PositiveIntegerField(default=0)
    credit = models.FloatField(default=0)
    streak = models.PositiveIntegerField(default=0)
    best_streak = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["learner", "drill_type"], name="one_stats_per_type")
        ]

    @property
    def accuracy(self) -> int:
        return round(100 * self.credit / self.attempts) if self.attempts else 0


class ReviewItem(models.Model):
    """A missed drill that comes back on the FSRS schedule until it sticks."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="reviews")
    drill_type = models.CharField(max_length=20)
    key = models.CharField(max_length=60)
    card = models.JSONField()  # fsrs.Card.to_dict()
    due = models.DateTimeField(db_index=True)
    reviews = models.PositiveIntegerField(default=0)
    lapses = models.PositiveIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "drill_type", "key"], name="one_review_per_drill"
            )
        ]
        ordering = ["due"]


class ThemeRating(models.Model):
    """A learner's Glicko-2 rating on one theme (a convention or rule id such as C-1.2, or
    ``*`` for all drills together), moved by every first answer to a drill on that theme."""

    OVERALL = "*"

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="ratings")
    theme = models.CharField(max_length=16)
    rating = models.FloatField(default=1500.0)
    deviation = models.FloatField(default=350.0)
    volatility = models.FloatField(default=0.06)
    games = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["learner", "theme"], name="one_rating_per_theme")
        ]
        ordering = ["rating"]

    def __str__(self) -> str:
        return f"{self.theme}: {self.rating:.0f} ± {2 * self.deviation:.0f}"


class DrillSet(models.Model):
    """A run of drills with a score at the end: a set of ten on a theme (or on the learner's
    weakest themes), or a streak that ends at the first miss."""

    class Mode(models.TextChoices):
        SET = "set", "A set of ten"
        STREAK = "streak", "Streak: until the first miss"

    SET_SIZE = 10

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="drill_sets")
    mode = models.CharField(max_length=10, choices=Mode.choices, default=Mode.SET)
    theme = models.CharField(max_length=16, blank=True)  # "" for the weakest themes
    items = models.JSONField(default=list)  # [[type, key], ...] in order
    answered = models.PositiveSmallIntegerField(default=0)
    score = models.FloatField(default=0)  # credit summed over the answered items
    finished = models.BooleanField(default=False)
    rating_before = models.FloatField(null=True)
    rating_after = models.FloatField(null=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created"]
