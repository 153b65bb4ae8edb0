"""Lesson pages: the course index, a lesson, the glossary, example replays, rule-id links."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from accounts.identity import get_learner
from accounts.models import Learner
from skruuvi_site.http import HtmxHttpRequest

from . import questions, services
from .models import (
    ExampleDeal,
    GlossaryTerm,
    Lesson,
    LessonProgress,
    LessonQuestion,
    ReferenceDoc,
    rule_urls,
)
from .tracks import TRACKS, WORDS_PER_MINUTE

# Enough of each lesson to link to it by its title in either language.
LESSON_LIST = Lesson.objects.only("slug", "title", "title_fi", "track", "part_order", "order")


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    lessons = list(Lesson.objects.defer("body_html", "body_html_fi", "toc", "toc_fi"))
    learner = get_learner(request, create=False)
    done = questions.done_lessons(learner)
    tracks = []
    for track_id, title, summary in TRACKS:
        in_track = [x for x in lessons if x.track == track_id]
        if not in_track:
            continue
        parts = [
            {"title": part_title, "lessons": list(items)}
            for (_order, part_title), items in groupby(
                in_track, key=lambda x: (x.part_order, x.local_part_title)
            )
        ]
        tracks.append(
            {
                "id": track_id,
                "title": title,
                "summary": summary,
                "parts": parts,
                "total": len(in_track),
                "done": sum(x.slug in done for x in in_track),
                "minutes": max(1, round(sum(x.words for x in in_track) / WORDS_PER_MINUTE)),
            }
        )
    main_path = [x for x in lessons if x.track != "appendix"]
    next_lesson = next((x for x in main_path if x.slug not in done), None)
    return render(
        request,
        "lessons/index.html",
        {
            "tracks": tracks,
            "done": done,
            "total": len(main_path),
            "done_main": sum(x.slug in done for x in main_path),
            "next_lesson": next_lesson,
            "words_per_minute": WORDS_PER_MINUTE,
        },
    )


@require_GET
def detail(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    lesson = get_object_or_404(Lesson, slug=slug)
    # Reading a lesson saves nothing: no learner, session or progress row for a visitor.
    learner = get_learner(request, create=False)
    progress = (
        LessonProgress.objects.filter(learner=learner, lesson=lesson).first() if learner else None
    )
    lessons = list(LESSON_LIST.all())
    i = next(k for k, x in enumerate(lessons) if x.slug == slug)
    first_game = [x for x in lessons if x.track == "first-game"]
    return render(
        request,
        "lessons/detail.html",
        {
            "lesson": lesson,
            **_progress_context(learner, lesson, progress),
            "previous": lessons[i - 1] if i > 0 else None,
            "next": lessons[i + 1] if i + 1 < len(lessons) else None,
            # The first-game track ends at the table, with the conventions' hints on.
            "to_the_table": bool(first_game) and first_game[-1].slug == slug,
        },
    )


def _progress_context(
    learner: Learner | None, lesson: Lesson, progress: LessonProgress | None
) -> dict[str, object]:
    answered, total = questions.progress_of(learner, lesson)
    return {"progress": progress, "answered": answered, "questions_total": total}


@require_POST
def mark_progress(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """Mark a lesson without questions as read (a lesson with questions is mastered by
    answering them: it cannot be marked by hand)."""
    lesson = get_object_or_404(Lesson, slug=slug)
    if lesson.questions.exists():
        learner = get_learner(request, create=False)
        progress = (
            LessonProgress.objects.filter(learner=learner, lesson=lesson).first()
            if learner
            else None
        )
        context = {"lesson": lesson, **_progress_context(learner, lesson, progress)}
        return render(request, "lessons/detail.html#progress", context)
    learner = get_learner(request)
    assert learner is not None
    progress, _ = LessonProgress.objects.get_or_create(learner=learner, lesson=lesson)
    progress.completed = request.POST.get("completed") == "1"
    progress.save(update_fields=["completed", "updated"])
    if request.htmx:
        context = {"lesson": lesson, **_progress_context(learner, lesson, progress)}
        return render(request, "lessons/detail.html#progress", context)
    return redirect(lesson)


@require_GET
@vary_on_headers("HX-Request")
def question(request: HtmxHttpRequest, slug: str, number: int) -> HttpResponse:
    """One question of a lesson: htmx loads it into the lesson; without JavaScript it is a
    page of its own."""
    q = get_object_or_404(
        LessonQuestion.objects.select_related("lesson"), lesson_id=slug, number=number
    )
    learner = get_learner(request, create=False)
    context = _question_context(q, learner)
    template = "lessons/question.html#question" if request.htmx else "lessons/question.html"
    return render(request, template, context)


def _question_or_404(slug: str, number: int) -> LessonQuestion:
    questions_here = LessonQuestion.objects.select_related("lesson")
    return get_object_or_404(questions_here, lesson_id=slug, number=number)


def _question_context(q: LessonQuestion, learner: Learner | None) -> dict[str, object]:
    done = q.key in questions.answered_keys(learner, q.lesson)
    texts = q.texts
    context: dict[str, object] = {"q": q, "lesson": q.lesson, "done": done, "texts": texts}
    if q.kind == "drill":
        context["drill"] = questions.drill_of(q)
    else:
        context["options"] = list(enumerate(texts.options))
    return context


@require_POST
def answer_question(request: HtmxHttpRequest, slug: str, number: int) -> HttpResponse:
    q = get_object_or_404(
        LessonQuestion.objects.select_related("lesson"), lesson_id=slug, number=number
    )
    try:
        verdict = questions.grade(q, dict(request.POST.lists()))
    except questions.QuestionInputError as exc:
        context = {**_question_context(q, get_learner(request, create=False)), "error": str(exc)}
        return render(request, "lessons/question.html#verdict", context)
    learner = get_learner(request)
    assert learner is not None
    recorded = questions.record(learner, q, verdict.correct)
    context = {
        **_question_context(q, learner),
        "verdict": verdict,
        "recorded": recorded,
        "rules": [{"id": i, "url": u} for i, u in _urls(verdict.ids)],
    }
    if request.htmx:
        return render(request, "lessons/question.html#verdict", context)
    return render(request, "lessons/question.html", context)


def _urls(ids: Sequence[str]) -> list[tuple[str, str]]:
    urls = rule_urls(ids)
    return [(i, urls.get(i, "")) for i in ids]


@require_GET
def glossary(request: HtmxHttpRequest) -> HttpResponse:
    """The glossary, in alphabetical order of the terms in the active language."""
    terms = sorted(GlossaryTerm.objects.all(), key=lambda t: _alphabetical(t.headword))
    return render(request, "lessons/glossary.html", {"terms": terms})


# Finnish alphabetical order puts å, ä and ö after z (and the English order has none of them).
_AFTER_Z = str.maketrans({"å": "{", "ä": "|", "ö": "}"})


def _alphabetical(word: str) -> str:
    return word.casefold().translate(_AFTER_Z)


@require_GET
@vary_on_headers("HX-Request")
def example(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    deal = get_object_or_404(ExampleDeal, slug=slug)
    try:
        step = int(request.GET.get("step", "0"))
    except ValueError:
        step = 0
    title, source, text = deal.in_language(get_language())
    record = services.loads(text)
    state = services.replay_step(record, step)
    context: dict[str, object] = {
        "example": deal,
        "title": title,
        "source": source,
        "step": state,
        "embed": request.GET.get("embed") == "1",
    }
    answer = request.GET.get("answer", "")
    if state.ask is not None and answer:
        # The learner's answer at a key moment: right when it is the move that was made.
        try:
            right, explanation = state.ask.verdict(answer)
        except services.NotationError:
            context["ask_error"] = gettext("That is not one of the choices.")
        else:
            context["asked"] = {"answer": answer, "right": right, "explanation": explanation}
    if request.htmx:
        return render(request, "lessons/example.html#replay", context)
    return render(request, "lessons/example.html", context)


@require_GET
def rule(request: HtmxHttpRequest, rule_id: str) -> HttpResponse:
    """/lessons/rule/C-1.2/ → the lesson section that teaches it, else its reference entry."""
    url = rule_urls([rule_id]).get(rule_id)
    if url is None:
        raise Http404(f"Neither a lesson nor the reference explains {rule_id}.")
    return redirect(url)


@require_GET
def reference(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """A page of the rules and conventions reference."""
    doc = get_object_or_404(ReferenceDoc, slug=slug)
    return render(
        request,
        "lessons/reference.html",
        {"doc": doc, "docs": ReferenceDoc.objects.only("slug", "title")},
    )
