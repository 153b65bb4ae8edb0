"""Questions at the end of lesson sections: showing one, grading an answer, and mastery.

A drill question is an engine drill, shown and graded exactly as on the drill pages (the
conventions decide); a choice question is graded by the lesson's own answer key. A lesson is
*mastered* when every one of its questions has been answered right at least once; mastery,
not a self-mark, is what the course's progress counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from accounts.models import Learner
from drills import services as drill_services
from drills.grading import grade_answer

from .models import Lesson, LessonProgress, LessonQuestion, QuestionAnswer


@dataclass(frozen=True)
class ChoiceVerdict:
    """A choice question's verdict, with the fields the verdict partial shows."""

    correct: bool
    summary: str
    accepted: tuple[str, ...]
    explanation: tuple[str, ...]
    ids: tuple[str, ...]
    your_answer: str = ""
    notes: tuple[str, ...] = field(default=())

    @property
    def credit(self) -> float:
        return 1.0 if self.correct else 0.0


class QuestionInputError(ValueError):
    """An answer that cannot be graded (no option chosen, a forged field…)."""


def drill_of(question: LessonQuestion) -> drill_services.Drill:
    level, seed = drill_services.parse_drill_key(str(question.spec["key"]))
    return drill_services.generate_drill(str(question.spec["type"]), level, seed)


def grade(
    question: LessonQuestion, post: Mapping[str, list[str]]
) -> drill_services.Verdict | ChoiceVerdict:
    """The verdict on a posted answer; :class:`QuestionInputError` for one that cannot be
    read (nothing is recorded then)."""
    if question.kind == "drill":
        try:
            verdict, _fields = grade_answer(drill_of(question), post)
        except drill_services.DrillInputError as exc:
            raise QuestionInputError(str(exc)) from None
        return verdict
    spec = question.spec
    texts = question.texts  # the words in the learner's language; the key is the same
    options = texts.options
    right: list[int] = list(spec["right"])
    chosen = post.get("choice", [""])
    if len(chosen) != 1 or not chosen[0].isdecimal() or int(chosen[0]) >= len(options):
        raise QuestionInputError(gettext_noop("choose one of the answers"))
    index = int(chosen[0])
    correct = index in right
    return ChoiceVerdict(
        correct=correct,
        summary=texts.why if correct else gettext("Not this one."),
        accepted=tuple(options[i] for i in right),
        explanation=(texts.why,),
        ids=tuple(spec.get("ids", ())),
        your_answer=options[index],
    )


@dataclass(frozen=True)
class Recorded:
    right_now: bool  # this answer was right
    answered: int  # questions of the lesson answered right so far
    total: int
    mastered_now: bool  # this answer completed the lesson


def record(learner: Learner, question: LessonQuestion, correct: bool) -> Recorded:
    """Count an answer; mark the lesson mastered when its last question is answered right."""
    lesson = question.lesson
    with transaction.atomic():
        row, _ = QuestionAnswer.objects.select_for_update().get_or_create(
            learner=learner, question_key=question.key, defaults={"lesson": lesson}
        )
        row.attempts += 1
        row.right = row.right or correct
        row.save(update_fields=["attempts", "right", "answered"])
        answered, total = progress_of(learner, lesson)
        mastered_now = False
        if total and answered == total:
            progress, _ = LessonProgress.objects.select_for_update().get_or_create(
                learner=learner, lesson=lesson
            )
            if progress.mastered is None:
                progress.mastered = timezone.now()
                progress.save(update_fields=["mastered", "updated"])
                mastered_now = True
    return Recorded(correct, answered, total, mastered_now)


def progress_of(learner: Learner | None, lesson: Lesson) -> tuple[int, int]:
    """(questions answered right, questions) for a learner in a lesson."""
    keys = list(lesson.questions.values_list("key", flat=True))
    if learner is None or not keys:
        return 0, len(keys)
    right = QuestionAnswer.objects.filter(
        learner=learner, question_key__in=keys, right=True
    ).count()
    return right, len(keys)


def answered_keys(learner: Learner | None, lesson: Lesson) -> set[str]:
    if learner is None:
        return set()
    return set(
        QuestionAnswer.objects.filter(learner=learner, lesson=lesson, right=True).values_list(
            "question_key", flat=True
        )
    )


def done_lessons(learner: Learner | None) -> set[str]:
    """Slugs of the lessons a learner has finished: mastered by their questions, or, for a
    lesson without questions (history, etiquette), marked as read."""
    if learner is None:
        return set()
    rows = LessonProgress.objects.filter(learner=learner).values_list(
        "lesson_id", "mastered", "completed"
    )
    with_questions = set(LessonQuestion.objects.values_list("lesson_id", flat=True).distinct())
    return {
        slug
        for slug, mastered, completed in rows
        if mastered is not None or (completed and slug not in with_questions)
    }
