"""Database models. Games and drills store engine notation (record text, seeds), never pickles."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Learner(models.Model):
    """Whoever is learning: a signed-in user, or a guest known only by their session.

    Everything a learner owns (progress, games) points here, so a guest who signs up keeps
    what they did as a guest.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="learner",
    )
    guest_token = models.CharField(max_length=32, unique=True, null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        if self.user_id:
            return f"learner {self.user}"
        return f"guest {self.guest_token}"

    @property
    def display_name(self) -> str:
        return self.user.get_username() if self.user else "Guest"


class Lesson(models.Model):
    """A lesson loaded from content/lessons/<slug>.md (rendered once, when loaded)."""

    slug = models.SlugField(primary_key=True, max_length=80)
    title = models.CharField(max_length=200)
    part = models.CharField(max_length=40)
    part_title = models.CharField(max_length=120)
    part_order = models.PositiveSmallIntegerField()
    order = models.PositiveSmallIntegerField()
    summary = models.TextField()
    handbook = models.TextField(blank=True)
    teaches = models.JSONField(default=list)
    practise = models.JSONField(default=list)
    toc = models.JSONField(default=list)
    body_html = models.TextField()
    source_hash = models.CharField(max_length=64)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["part_order", "order"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("lessons:detail", args=[self.slug])


class RuleAnchor(models.Model):
    """Where a rule or convention id (R-…, D-…, C-…, I-…) is taught."""

    rule_id = models.CharField(primary_key=True, max_length=16)
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="anchors")

    def url(self) -> str:
        return f"{self.lesson.get_absolute_url()}#{self.rule_id}"


class GlossaryTerm(models.Model):
    slug = models.SlugField(primary_key=True, max_length=80)
    term = models.CharField(max_length=80)
    finnish = models.CharField(max_length=80, blank=True)
    aliases = models.JSONField(default=list)
    definition = models.TextField()
    lesson_link = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["term"]

    def __str__(self) -> str:
        return self.term


class ExampleDeal(models.Model):
    slug = models.SlugField(primary_key=True, max_length=80)
    title = models.CharField(max_length=200)
    source = models.TextField(blank=True)
    record = models.TextField()
    steps = models.PositiveSmallIntegerField()

    def __str__(self) -> str:
        return self.title


class LessonProgress(models.Model):
    """A learner's progress through one lesson."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="lesson_progress")
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="progress")
    completed = models.BooleanField(default=False)
    first_seen = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["learner", "lesson"], name="one_progress_per_lesson")
        ]


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


class Game(models.Model):
    """A practice game against bots, stored as its engine record after every action.

    ``version`` counts the actions applied: a submission names the version it was made on,
    and a stale one (another tab, a double click) is refused instead of being applied twice.
    """

    KIND_SESSION = "session"
    KIND_BONEHEAD = "bonehead"
    KINDS = [
        (KIND_SESSION, "Four-player session"),
        (KIND_BONEHEAD, "Three players and the bonehead"),
    ]

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="games")
    kind = models.CharField(max_length=20, choices=KINDS, default=KIND_SESSION)
    title = models.CharField(max_length=120)
    record = models.TextField()
    version = models.PositiveIntegerField(default=0)
    seen_deals = models.PositiveIntegerField(default=0)  # finished deals the learner has reviewed
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return self.title
