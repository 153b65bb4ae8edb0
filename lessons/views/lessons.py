"""Lesson pages: the course index, a lesson, the glossary, example replays, rule-id links."""

from __future__ import annotations

from itertools import groupby

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from .. import services
from ..identity import get_learner
from ..models import ExampleDeal, GlossaryTerm, Lesson, LessonProgress, RuleAnchor


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    lessons = list(Lesson.objects.all())
    learner = get_learner(request, create=False)
    done: set[str] = set()
    if learner is not None:
        done = set(
            LessonProgress.objects.filter(learner=learner, completed=True).values_list(
                "lesson_id", flat=True
            )
        )
    parts = [
        {"title": title, "lessons": list(items)}
        for (_order, title), items in groupby(lessons, key=lambda x: (x.part_order, x.part_title))
    ]
    next_lesson = next((x for x in lessons if x.slug not in done), None)
    return render(
        request,
        "lessons/index.html",
        {"parts": parts, "done": done, "total": len(lessons), "next_lesson": next_lesson},
    )


@require_GET
def detail(request: HttpRequest, slug: str) -> HttpResponse:
    lesson = get_object_or_404(Lesson, slug=slug)
    learner = get_learner(request)
    assert learner is not None
    progress, _ = LessonProgress.objects.get_or_create(learner=learner, lesson=lesson)
    lessons = list(Lesson.objects.only("slug", "title", "part_order", "order"))
    i = next(k for k, x in enumerate(lessons) if x.slug == slug)
    return render(
        request,
        "lessons/detail.html",
        {
            "lesson": lesson,
            "progress": progress,
            "previous": lessons[i - 1] if i > 0 else None,
            "next": lessons[i + 1] if i + 1 < len(lessons) else None,
        },
    )


@require_POST
def mark_progress(request: HttpRequest, slug: str) -> HttpResponse:
    lesson = get_object_or_404(Lesson, slug=slug)
    learner = get_learner(request)
    assert learner is not None
    progress, _ = LessonProgress.objects.get_or_create(learner=learner, lesson=lesson)
    progress.completed = request.POST.get("completed") == "1"
    progress.save(update_fields=["completed", "updated"])
    if request.htmx:
        return render(
            request, "lessons/detail.html#progress", {"lesson": lesson, "progress": progress}
        )
    return redirect(lesson)


@require_GET
def glossary(request: HttpRequest) -> HttpResponse:
    return render(request, "lessons/glossary.html", {"terms": GlossaryTerm.objects.all()})


@require_GET
@vary_on_headers("HX-Request")
def example(request: HttpRequest, slug: str) -> HttpResponse:
    deal = get_object_or_404(ExampleDeal, slug=slug)
    try:
        step = int(request.GET.get("step", "0"))
    except ValueError:
        step = 0
    record = services.loads(deal.record)
    state = services.replay_step(record, step)
    context = {"example": deal, "step": state, "embed": request.GET.get("embed") == "1"}
    if request.htmx:
        return render(request, "lessons/example.html#replay", context)
    return render(request, "lessons/example.html", context)


@require_GET
def rule(request: HttpRequest, rule_id: str) -> HttpResponse:
    """/lessons/rule/C-1.2/ → the lesson section that teaches it."""
    anchor = RuleAnchor.objects.select_related("lesson").filter(rule_id=rule_id).first()
    if anchor is None:
        raise Http404(f"no lesson teaches {rule_id}")
    return redirect(anchor.url())
