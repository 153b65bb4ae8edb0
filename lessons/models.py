"""Lessons loaded from content/: the lessons, where each rule id is taught, the glossary, the
example deals, and each learner's progress through the lessons."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import models
from django.utils.translation import get_language

from accounts.models import Learner


def finnish_active() -> bool:
    return (get_language() or "en").split("-")[0] == "fi"


class Lesson(models.Model):
    """A lesson loaded from content/lessons/<slug>.md (rendered once, when loaded), with its
    Finnish version from <slug>.fi.md where there is one (the ``*_fi`` fields, empty if not).

    The ``local_*`` properties give what a page shows in the active language: the Finnish
    version when Finnish is active and the lesson has one, the English otherwise."""

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
    part_title_fi = models.CharField(max_length=120, blank=True)  # course.yaml's title_fi
    title_fi = models.CharField(max_length=200, blank=True)  # empty: no Finnish version
    summary_fi = models.TextField(blank=True)
    handbook_fi = models.TextField(blank=True)
    toc_fi = models.JSONField(default=list)
    body_html_fi = models.TextField(blank=True)

    class Meta:
        ordering = ["part_order", "order"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("lessons:detail", args=[self.slug])

    @property
    def has_finnish(self) -> bool:
        return bool(self.title_fi)

    @property
    def in_finnish(self) -> bool:
        """Shown in Finnish: Finnish is active and the lesson has a Finnish version."""
        return self.has_finnish and finnish_active()

    @property
    def language(self) -> str:
        return "fi" if self.in_finnish else "en"

    @property
    def local_title(self) -> str:
        return self.title_fi if self.in_finnish else self.title

    @property
    def local_summary(self) -> str:
        return self.summary_fi if self.in_finnish else self.summary

    @property
    def local_handbook(self) -> str:
        return (self.handbook_fi or self.handbook) if self.in_finnish else self.handbook

    @property
    def local_toc(self) -> list[dict[str, str]]:
        return list(self.toc_fi if self.in_finnish else self.toc)

    @property
    def local_body_html(self) -> str:
        return self.body_html_fi if self.in_finnish else self.body_html

    @property
    def local_part_title(self) -> str:
        """The part's title: course.yaml gives it in Finnish even where a lesson has none."""
        return self.part_title_fi if finnish_active() and self.part_title_fi else self.part_title


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
    definition_fi = models.TextField(blank=True)
    lesson_link = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["term"]

    def __str__(self) -> str:
        return self.term

    @property
    def local_definition(self) -> str:
        """The Finnish definition when Finnish is active and there is one, else the English."""
        return self.definition_fi if finnish_active() and self.definition_fi else self.definition

    @property
    def definition_language(self) -> str:
        return "fi" if finnish_active() and self.definition_fi else "en"

    @property
    def headword(self) -> str:
        """The word the glossary lists the term under: the Finnish one in Finnish."""
        return self.finnish if finnish_active() and self.finnish else self.term

    @property
    def other_name(self) -> str:
        """The term in the other language, shown beside the headword (or empty)."""
        if finnish_active() and self.finnish:
            return self.term if self.term.lower() != self.finnish.lower() else ""
        return self.finnish if self.finnish.lower() != self.term.lower() else ""

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
    # The Finnish version (examples/<slug>.fi.txt): the same moves, Finnish words; blank
    # where there is none.
    title_fi = models.CharField(max_length=200, blank=True)
    source_fi = models.TextField(blank=True)
    record_fi = models.TextField(blank=True)

    def __str__(self) -> str:
        return self.title

    def in_language(self, lang: str) -> tuple[str, str, str]:
        """Title, source and record in ``lang``: Finnish where there is a Finnish version."""
        if lang == "fi" and self.record_fi:
            return self.title_fi or self.title, self.source_fi, self.record_fi
        return self.title, self.source, self.record


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
    # The Finnish version's words for it: section, and for a choice ask/options/why (the
    # answer key and ids are the English question's; empty when the lesson has no Finnish).
    spec_fi = models.JSONField(default=dict)

    class Meta:
        ordering = ["lesson", "number"]
        constraints = [
            models.UniqueConstraint(fields=["lesson", "number"], name="one_question_number")
        ]

    def __str__(self) -> str:
        return f"{self.lesson_id} question {self.number}"

    @property
    def texts(self) -> QuestionTexts:
        """The question's words in the active language (Finnish where the lesson's Finnish
        version gives them)."""
        if finnish_active() and self.spec_fi:
            spec, section, lang = self.spec_fi, str(self.spec_fi.get("section", "")), "fi"
        else:
            spec, section, lang = self.spec, self.section, "en"
        return QuestionTexts(
            lang=lang,
            section=section,
            ask=str(spec.get("ask", "")),
            options=[str(o) for o in spec.get("options", [])],
            why=str(spec.get("why", "")),
        )


@dataclass(frozen=True)
class QuestionTexts:
    lang: str
    section: str
    ask: str
    options: list[str]
    why: str


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
