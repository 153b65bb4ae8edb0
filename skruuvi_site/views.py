"""The home page and its guided tour."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from accounts.identity import get_learner
from accounts.models import Learner
from drills import ratings
from drills.models import DrillAttempt, DrillSet, ThemeRating
from drills.progress import due_reviews
from lessons.models import Lesson
from lessons.questions import done_lessons
from lessons.tracks import TRACKS
from play.models import Game
from play.titles import display_title

from .http import HtmxHttpRequest

TOUR = [
    (
        _("Four players, two partnerships"),
        _(
            "Partners sit opposite each other and change between sets, so over a full session "
            "everyone plays once with everyone. Your total is your own."
        ),
    ),
    (
        _("Kitty games and no-kitty games"),
        _(
            "In a kitty game each player gets twelve cards and four lie face down in the middle "
            "for the side that wins the auction. In a no-kitty game all 52 cards are dealt and "
            "the bidding starts at six."
        ),
    ),
    (
        _("Packets that talk"),
        _(
            "The winners of the auction swap four cards between partners, and the order of those "
            "four cards is a message: which suits were emptied, whether misère is possible, "
            "which trump suit is wanted."
        ),
    ),
    (
        _("Misère: the art of losing"),
        _(
            "In misère you try to take as few tricks as possible, and every ace in a trick costs "
            "the winners of that trick its number: an ace in the thirteenth trick costs 13."
        ),
    ),
    (
        _("Where to start"),
        _(
            "Read the first lessons, then drill the packet signals until they are second "
            "nature, then play a short session against the bots."
        ),
    ),
]


@require_GET
@vary_on_headers("HX-Request")
def home(request: HtmxHttpRequest) -> HttpResponse:
    learner = get_learner(request, create=False)
    first = Lesson.objects.exclude(track="appendix").only("slug").first()
    return render(
        request,
        "home.html",
        {
            "tour": _tour_context(0),
            "me": where_you_stand(learner) if learner else None,
            "first_lesson_url": first.get_absolute_url() if first else "",
        },
    )


@dataclass(frozen=True)
class GameSummary:
    """A game as the home page shows it: never the model, whose record holds every hand."""

    pk: int
    title: str
    finished: bool
    updated: datetime

    @property
    def display_title(self) -> str:
        """The title in the reader's language (see :mod:`play.titles`)."""
        return display_title(self.title)


@dataclass(frozen=True)
class Standing:
    """Where a returning learner stands: what to continue and what to do next."""

    next_lesson: Lesson | None
    lessons_done: int
    lessons_total: int
    drill_set: DrillSet | None  # a set or streak left unfinished
    game: GameSummary | None  # the latest game in progress
    recent_games: list[GameSummary]
    reviews_due: int
    weakest: ThemeRating | None
    overall: ThemeRating
    drills_answered: int
    games_finished: int
    first_lesson: Lesson | None

    @property
    def is_new(self) -> bool:
        return not (self.lessons_done or self.drills_answered or self.recent_games)


def where_you_stand(learner: Learner) -> Standing:
    lessons = list(Lesson.objects.only("slug", "title", "title_fi", "track", "part_order", "order"))
    main_path = [x for x in lessons if x.track != "appendix"]
    done = done_lessons(learner)
    games = [
        GameSummary(g["pk"], g["title"], g["finished"], g["updated"])
        for g in Game.objects.filter(learner=learner).values("pk", "title", "finished", "updated")[
            :5
        ]
    ]
    weak = ratings.weakest(learner, 1)
    return Standing(
        next_lesson=next((x for x in main_path if x.slug not in done), None),
        lessons_done=sum(x.slug in done for x in main_path),
        lessons_total=len(main_path),
        drill_set=DrillSet.objects.filter(learner=learner, finished=False).first(),
        game=next((g for g in games if not g.finished), None),
        recent_games=games[:3],
        reviews_due=len(due_reviews(learner)),
        weakest=weak[0] if weak else None,
        overall=ratings.rating_of(learner, ThemeRating.OVERALL),
        drills_answered=DrillAttempt.objects.filter(learner=learner, answered=True).count(),
        games_finished=Game.objects.filter(learner=learner, finished=True).count(),
        first_lesson=main_path[0] if main_path else None,
    )


@require_GET
def progress(request: HtmxHttpRequest) -> HttpResponse:
    """Everything a learner has done: lessons by track, drills and ratings, games."""
    learner = get_learner(request, create=False)
    done = done_lessons(learner)
    lessons = list(Lesson.objects.only("slug", "title", "title_fi", "track", "part_order", "order"))
    tracks = [
        {
            "title": title,
            "lessons": [(x, x.slug in done) for x in lessons if x.track == track_id],
        }
        for track_id, title, _summary in TRACKS
    ]
    return render(
        request,
        "progress.html",
        {
            "me": where_you_stand(learner) if learner else None,
            "tracks": [t for t in tracks if t["lessons"]],
            "weakest": ratings.weakest(learner, 5),
        },
    )


@require_GET
def tour(request: HtmxHttpRequest) -> HttpResponse:
    """One step of the home page's tour; htmx swaps it in place, plain links reload the page."""
    try:
        step = int(request.GET.get("step", "0"))
    except ValueError:
        step = 0
    step = min(max(step, 0), len(TOUR) - 1)
    template = "home.html#tour" if request.htmx else "home.html"
    return render(request, template, {"tour": _tour_context(step)})


@require_GET
@cache_control(max_age=86400, public=True)
def favicon(request: HtmxHttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico on pages without our icon link (the admin's)."""
    return redirect(static("img/favicon.svg"))


def _tour_context(step: int) -> dict[str, object]:
    title, text = TOUR[step]
    return {
        "step": step,
        "number": step + 1,
        "count": len(TOUR),
        "title": title,
        "text": text,
        "previous": step - 1 if step > 0 else None,
        "next": step + 1 if step + 1 < len(TOUR) else None,
    }
