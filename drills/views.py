"""Drills: engine-generated situations, one decision, an immediate verdict with the reason."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from accounts.identity import get_learner
from accounts.models import Learner
from lessons.models import rule_urls
from skruuvi_site.http import HtmxHttpRequest

from . import progress, ratings, services, sets
from .grading import grade_answer
from .models import DrillAttempt, DrillSet, ThemeRating


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


def _rule_links(ids: Sequence[str]) -> list[dict[str, str]]:
    urls = rule_urls(ids)
    return [{"id": i, "url": urls.get(i, "")} for i in ids]


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    stats = progress.stats_by_type(learner)
    kinds = [{"kind": k, "stats": stats.get(k.slug)} for k in services.DRILL_TYPES.values()]
    return render(
        request,
        "drills/index.html",
        {"kinds": kinds, "due": len(progress.due_reviews(learner))},
    )


@require_GET
def start(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """A fresh drill of this type and level: redirect to its permalink. ``targets`` (e.g.
    ``0,2``, from a lesson's "Practise this" link) asks for one of those kinds of answer of the
    level, so the drill tests what the lesson taught."""
    kind = _kind(slug)
    try:
        level = int(request.GET.get("level", "1"))
    except ValueError:
        level = 1
    if level not in kind.levels:
        level = min(kind.levels)
    seed = secrets.token_hex(4)
    wanted = [int(t) for t in request.GET.get("targets", "").split(",") if t.strip().isdecimal()]
    targets = [t for t in wanted if t < len(kind.targets.get(level, ()))]
    if targets:
        seed = services.themed_seed(secrets.choice(targets), seed)
    url = reverse("drills:drill", args=[slug, f"{level}-{seed}"])
    if request.htmx:
        response = drill_page(request, slug, f"{level}-{seed}")
        response["HX-Push-Url"] = url
        return response
    return redirect(url)


@require_GET
def theme(request: HtmxHttpRequest, rule_id: str) -> HttpResponse:
    """A fresh drill on one convention or rule id (``/drills/theme/C-4.5/``): redirect to its
    permalink, or 404 when no drill tests that id."""
    try:
        drill = services.generate_for_theme(rule_id, secrets.token_hex(4))
    except services.DrillInputError:
        raise Http404(f"No drill practises {rule_id}.") from None
    return redirect(reverse("drills:drill", args=[drill.type, drill.key]))


@require_GET
@vary_on_headers("HX-Request")
def drill_page(request: HtmxHttpRequest, slug: str, key: str) -> HttpResponse:
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
        "in_set": _set_for(request, learner, slug, drill.key),
    }
    template = "drills/drill.html#drill" if request.htmx else "drills/drill.html"
    return render(request, template, context)


def _set_for(
    request: HtmxHttpRequest, learner: Learner | None, slug: str, key: str
) -> DrillSet | None:
    """The learner's set this drill is the current item of (``?set=<id>``), if any."""
    text = request.GET.get("set", "")
    if learner is None or not text.isdecimal() or len(text) > 12:
        return None
    drill_set = DrillSet.objects.filter(pk=int(text), learner=learner).first()
    if drill_set is None or sets.current(drill_set) != (slug, key):
        return None
    return drill_set


@require_POST
def answer(request: HtmxHttpRequest, slug: str, key: str) -> HttpResponse:
    drill = _drill(slug, key)
    try:
        verdict, answer_data = grade_answer(drill, dict(request.POST.lists()))
    except services.DrillInputError as exc:
        # Bad input is answered in place and changes nothing.
        return render(
            request,
            "drills/drill.html#verdict",
            {"drill": drill, "error": exc.args[0] if exc.args else str(exc)},
        )
    learner = get_learner(request)
    assert learner is not None
    in_set = _set_for(request, learner, slug, drill.key)
    recorded = progress.record_answer(
        learner,
        slug,
        drill.key,
        drill.level,
        verdict.credit,
        verdict.correct,
        answer_data,
        drill.themes,
    )
    next_url = reverse("drills:start", args=[slug]) + f"?level={drill.level}"
    if in_set is not None:
        sets.answered(in_set, slug, drill.key, recorded.credit)
        next_url = reverse("drills:set", args=[in_set.pk])
    context = {
        "drill": drill,
        "verdict": verdict,
        "recorded": recorded,
        "rules": _rule_links(verdict.ids),
        "next_url": next_url,
        "in_set": in_set,
    }
    if request.htmx:
        return render(request, "drills/drill.html#verdict", context)
    context.update({"kind": _kind(slug), "levels": sorted(_kind(slug).levels.items())})
    return render(request, "drills/drill.html", context)


@require_POST
def start_set(request: HtmxHttpRequest) -> HttpResponse:
    """Start a set of ten (or a streak) on a theme, or on the learner's weakest themes."""
    mode = request.POST.get("mode", DrillSet.Mode.SET)
    if mode not in DrillSet.Mode.values:
        mode = DrillSet.Mode.SET
    theme = request.POST.get("theme", "").strip()[:16]
    learner = get_learner(request)
    assert learner is not None
    try:
        drill_set = sets.start(learner, mode, theme)
    except services.DrillInputError:
        raise Http404(f"No drill practises {theme}.") from None
    return redirect("drills:set", pk=drill_set.pk)


@require_GET
def set_page(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """A set goes on at its current drill; a finished one shows its score."""
    learner = get_learner(request, create=False)
    drill_set = DrillSet.objects.filter(pk=pk, learner=learner).first() if learner else None
    if drill_set is None:
        raise Http404("No such set among yours.")
    item = sets.current(drill_set)
    if item is not None:
        url = reverse("drills:drill", args=[item[0], item[1]]) + f"?set={drill_set.pk}"
        return redirect(url)
    if request.htmx:
        # The score is a page of its own, not a drill to swap in: navigate to it.
        response = HttpResponse(status=204)
        response["HX-Redirect"] = reverse("drills:set", args=[drill_set.pk])
        return response
    before, after = drill_set.rating_before or 0.0, drill_set.rating_after or 0.0
    return render(
        request, "drills/set_done.html", {"set": drill_set, "change": round(after - before)}
    )


@require_POST
def hint(request: HtmxHttpRequest, slug: str, key: str) -> HttpResponse:
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
def review(request: HtmxHttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    due = progress.due_reviews(learner)
    if due and request.GET.get("go") == "1":
        item = due[0]
        return redirect(reverse("drills:drill", args=[item.drill_type, item.key]) + "?review=1")
    upcoming = []
    if learner is not None:
        upcoming = list(learner.reviews.all()[:50])
    # "due in 0 minutes" reads oddly: a review due within the minute is due "in a moment".
    next_soon = bool(upcoming) and (upcoming[0].due - timezone.now()).total_seconds() < 60
    return render(
        request,
        "drills/review.html",
        {"due": due, "upcoming": upcoming, "next_soon": next_soon},
    )


@require_GET
def progress_page(request: HtmxHttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    stats = progress.stats_by_type(learner)
    rows = [{"kind": k, "stats": stats.get(k.slug)} for k in services.DRILL_TYPES.values()]
    themes = ratings.weakest(learner, most=100)
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
            "themes": themes,
            "overall": ratings.rating_of(learner, ThemeRating.OVERALL),
            "theme_urls": rule_urls([r.theme for r in themes]),
        },
    )
