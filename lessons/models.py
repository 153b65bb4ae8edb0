"""Lessons loaded from content/: the lessons, where each rule id is taught, the glossary, the
example deals, and each learner's progress through the lessons."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import models

from accounts.models import Learner


class Lesson(models.Model):
    """A lesson loaded from content/lessons/<slug>.md (rendered once, when loaded)."""

    slug = models.SlugField(primary_key=True, max_length=80)
    title = models.CharField(max_length=200)
    part = models.CharField(max_length=40)
    part_title = models.CharField(max_length=120)
    part_order = models.PositiveSmallIntegerField()
    order = models.PositiveSmallIntegerField()
    # "first-game" (the short way to the table), "full" (the course) or "appendix".
    track = models.CharField(max_length=20, default="full")
    words = models.PositiveIntegerField(default=0)  # to say how long a lesson takes to read
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


class ReferenceDoc(models.Model):
    """A page of the rules and conventions reference (docs/), loaded with the lessons."""

    slug = models.SlugField(primary_key=True, max_length=40)
    title = models.CharField(max_length=120)
    order = models.PositiveSmallIntegerField()
    body_html = models.TextField()

    class Meta:
        ordering = ["order"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("lessons:reference", args=[self.slug])


class ReferenceAnchor(models.Model):
    """Where the reference defines an id: every id cited anywhere leads at least here."""

    rule_id = models.CharField(primary_key=True, max_length=16)
    doc = models.ForeignKey(ReferenceDoc, on_delete=models.CASCADE, related_name="anchors")

    def url(self) -> str:
        return f"{self.doc.get_absolute_url()}#{self.rule_id}"


def rule_urls(ids: Iterable[str]) -> dict[str, str]:
    """Where each id is explained: the lesson section that teaches it, else its entry in the
    reference. Ids explained nowhere are left out."""
    wanted = set(ids)
    urls = {
        a.rule_id: a.url()
        for a in ReferenceAnchor.objects.select_related("doc").filter(rule_id__in=wanted)
    }
    urls.update(
        (a.rule_id, a.url())
        for a in RuleAnchor.objects.select_related("lesson").filter(rule_id__in=wanted)
    )
    return urls


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

    @property
    def lesson_url(self) -> str:
        """``history#R-10`` → ``/lessons/history/#R-10`` (the lesson's own URL, no redirect)."""
        from django.urls import reverse

        slug, hash_, anchor = self.lesson_link.partition("#")
        return reverse("lessons:detail", args=[slug]) + (f"#{anchor}" if hash_ else "")


class ExampleDeal(models.Model):
    slug = models.SlugField(primary_key=True, max_length=80)
    title = models.CharField(max_length=200)
    source = models.TextField(blank=True)
    record = models.TextField()
    steps = models.PositiveSmallIntegerField()

    def __str__(self) -> str:
        return self.title


class LessonQuestion(models.Model):
    """A question at the end of a lesson section, loaded from the lesson's ```question block.

    ``key`` hashes the block: answers point at the key, so an edited question starts afresh
    while untouched ones keep their answers when the content is loaded again."""

    KINDS = [("drill", "Engine drill"), ("choice", "Choice")]

    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="questions")
    number = models.PositiveSmallIntegerField()
    key = models.CharField(max_length=16, unique=True)
    kind = models.CharField(max_length=10, choices=KINDS)
    section = models.CharField(max_length=200, blank=True)
    spec = models.JSONField(default=dict)  # drill type and key, or ask/options/right/why/ids

    class Meta:
        ordering = ["lesson", "number"]
        constraints = [
            models.UniqueConstraint(fields=["lesson", "number"], name="one_question_number")
        ]

    def __str__(self) -> str:
        return f"{self.lesson_id} question {self.number}"


class QuestionAnswer(models.Model):
    """A learner's answers to one lesson question: right once is enough for mastery."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="answers")
    question_key = models.CharField(max_length=16)
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="answers")
    attempts = models.PositiveIntegerField(default=0)
    right = models.BooleanField(default=False)
    first_answered = models.DateTimeField(auto_now_add=True)
    answered = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["learner", "question_key"], name="one_answer_row_per_question"
            )
        ]


class LessonProgress(models.Model):
    """A learner's progress through one lesson."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="lesson_progress")
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="progress")
    completed = models.BooleanField(default=False)  # a lesson without questions: marked read
    mastered = models.DateTimeField(null=True, blank=True)  # every question answered right
    first_seen = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["learner", "lesson"], name="one_progress_per_lesson")
        ]
