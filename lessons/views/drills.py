"""Drills: engine-generated situations, one decision, an immediate verdict with the reason."""

from __future__ import annotations

import secrets
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from .. import progress, services
from ..identity import get_learner
from ..models import DrillAttempt, RuleAnchor


def _kind(slug: str) -> services.DrillType:
    kind = services.DRILL_TYPES.get(slug)
    if kind is None:
        raise Http404(f"There is no drill called “{slug}”.")
    return kind


def _drill(slug: str, key: str) -> services.Drill:
    _kind(slug)
    try:
        level, seed = services.parse_drill_key(key)
        return services.generate_drill(slug, level, seed)
    except services.DrillInputError as exc:
        raise Http404(f"No such drill: {exc}") from None


def _rule_links(ids: Any) -> list[dict[str, str]]:
    anchors = {
        a.rule_id: a.url()
        for a in RuleAnchor.objects.select_related("lesson").filter(rule_id__in=list(ids))
    }
    return [{"id": i, "url": anchors.get(i, "")} for i in ids]


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    stats = progress.stats_by_type(learner)
    kinds = [{"kind": k, "stats": stats.get(k.slug)} for k in services.DRILL_TYPES.values()]
    return render(
        request,
        "drills/index.html",
        {"kinds": kinds, "due": len(progress.due_reviews(learner))},
    )


@require_GET
def start(request: HttpRequest, slug: str) -> HttpResponse:
    """A fresh drill of this type and level: redirect to its permalink."""
    kind = _kind(slug)
    try:
        level = int(request.GET.get("level", "1"))
    except ValueError:
        level = 1
    if level not in kind.levels:
        level = min(kind.levels)
    seed = secrets.token_hex(4)
    url = reverse("drills:drill", args=[slug, f"{level}-{seed}"])
    if request.htmx:
        response = drill_page(request, slug, f"{level}-{seed}")
        response["HX-Push-Url"] = url
        return response
    return redirect(url)


@require_GET
@vary_on_headers("HX-Request")
def drill_page(request: HttpRequest, slug: str, key: str) -> HttpResponse:
    drill = _drill(slug, key)
    kind = _kind(slug)
    learner = get_learner(request, create=False)
    attempt = None
    if learner is not None:
        attempt = DrillAttempt.objects.filter(
            learner=learner, drill_type=slug, key=drill.key
        ).first()
    context = {
        "drill": drill,
        "kind": kind,
        "attempt": attempt,
        "hints": services.drill_hints(drill)[: attempt.hints_used] if attempt else (),
        "levels": sorted(kind.levels.items()),
        "review": request.GET.get("review") == "1",
    }
    template = "drills/drill.html#drill" if request.htmx else "drills/drill.html"
    return render(request, template, context)


@require_POST
def answer(request: HttpRequest, slug: str, key: str) -> HttpResponse:
    drill = _drill(slug, key)
    try:
        verdict = services.grade_drill(drill, request.POST.dict())
    except services.DrillInputError as exc:
        # Bad input is answered in place and changes nothing.
        return render(request, "drills/drill.html#verdict", {"drill": drill, "error": str(exc)})
    learner = get_learner(request)
    assert learner is not None
    answer_data = {k: v for k, v in request.POST.items() if k != "csrfmiddlewaretoken"}
    recorded = progress.record_answer(
        learner, slug, drill.key, drill.level, verdict.credit, verdict.correct, answer_data
    )
    context = {
        "drill": drill,
        "verdict": verdict,
        "recorded": recorded,
        "rules": _rule_links(verdict.ids),
        "next_url": reverse("drills:start", args=[slug]) + f"?level={drill.level}",
    }
    if request.htmx:
        return render(request, "drills/drill.html#verdict", context)
    context.update({"kind": _kind(slug), "levels": sorted(_kind(slug).levels.items())})
    return render(request, "drills/drill.html", context)


@require_POST
def hint(request: HttpRequest, slug: str, key: str) -> HttpResponse:
    drill = _drill(slug, key)
    learner = get_learner(request)
    assert learner is not None
    used = progress.take_hint(learner, slug, drill.key, drill.level)
    steps = services.drill_hints(drill)[:used]
    context = {"drill": drill, "hints": steps, "attempt": {"hints_used": used}}
    if request.htmx:
        return render(request, "drills/drill.html#hints", context)
    return redirect(reverse("drills:drill", args=[slug, drill.key]))


@require_GET
def review(request: HttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    due = progress.due_reviews(learner)
    if due and request.GET.get("go") == "1":
        item = due[0]
        return redirect(reverse("drills:drill", args=[item.drill_type, item.key]) + "?review=1")
    upcoming = []
    if learner is not None:
        upcoming = list(learner.reviews.all()[:50])
    return render(
        request,
        "drills/review.html",
        {"due": due, "upcoming": upcoming, "kinds": services.DRILL_TYPES},
    )


@require_GET
def progress_page(request: HttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    stats = progress.stats_by_type(learner)
    rows = [{"kind": k, "stats": stats.get(k.slug)} for k in services.DRILL_TYPES.values()]
    recent = []
    if learner is not None:
        recent = list(
            DrillAttempt.objects.filter(learner=learner, answered=True).order_by("-answered_at")[
                :15
            ]
        )
    return render(
        request,
        "drills/progress.html",
        {
            "rows": rows,
            "recent": recent,
            "due": len(progress.due_reviews(learner)),
            "kinds": services.DRILL_TYPES,
        },
    )
