"""The practice table: sessions against bots, one action at a time."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from .. import services
from ..forms import NewBoneheadForm, NewGameForm
from ..identity import get_learner
from ..models import Game


def _own_game(request: HttpRequest, pk: int) -> Game:
    """The learner's own game, or 404 for anyone else's (one lookup helper for every view)."""
    learner = get_learner(request, create=False)
    game = Game.objects.filter(pk=pk, learner=learner).first() if learner else None
    if game is None:
        raise Http404("No such game among yours.")
    return game


@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    if request.method == "POST" and request.POST.get("kind") == Game.KIND_BONEHEAD:
        bonehead_form = NewBoneheadForm(request.POST)
        if bonehead_form.is_valid():
            learner = get_learner(request)
            assert learner is not None
            game = services.start_bonehead_game(
                learner, bonehead_form.cleaned_data["deals"], secrets.token_hex(6)
            )
            return redirect("play:table", pk=game.pk)
        form = NewGameForm()
    else:
        form = NewGameForm(request.POST or None)
        bonehead_form = NewBoneheadForm()
    if (
        request.method == "POST"
        and request.POST.get("kind") != Game.KIND_BONEHEAD
        and (form.is_valid())
    ):
        learner = get_learner(request)
        assert learner is not None
        options = services.GameOptions(
            deals_per_set=8 if form.cleaned_data["deals"] == 24 else 4,
            bolshevik=form.cleaned_data["bolshevik"],
            old_schedule=form.cleaned_data["old_schedule"],
            level4=form.cleaned_data["level4"],
            bots=form.cleaned_data["bots"],
        )
        game = services.start_game(learner, options, secrets.token_hex(6))
        return redirect("play:table", pk=game.pk)
    learner = get_learner(request, create=False)
    games = list(Game.objects.filter(learner=learner)[:30]) if learner else []
    return render(
        request, "play/index.html", {"form": form, "bonehead_form": bonehead_form, "games": games}
    )


def _render_table(
    request: HttpRequest, game: Game, error: str = "", hint: object = None, status: int = 200
) -> HttpResponse:
    if game.kind == Game.KIND_BONEHEAD:
        bonehead_context: dict[str, object] = {
            "t": services.bonehead_table(game),
            "error": error,
            "hint": hint,
            "bot_delay": settings.PLAY_BOT_DELAY_MS,
            "names": services.BONEHEAD_NAMES,
        }
        template = "play/bonehead.html#table" if request.htmx else "play/bonehead.html"
        return render(request, template, bonehead_context, status=status)
    context = {
        "t": services.table(game),
        "error": error,
        "hint": hint,
        "explain": services.call_explanations(game),
        "bot_delay": settings.PLAY_BOT_DELAY_MS,
    }
    template = "play/table.html#table" if request.htmx else "play/table.html"
    return render(request, template, context, status=status)


@require_GET
def table(request: HttpRequest, pk: int) -> HttpResponse:
    return _render_table(request, _own_game(request, pk))


def _version(request: HttpRequest) -> int:
    try:
        return int(request.POST.get("version", "-1"))
    except ValueError:
        return -1


def _notation(request: HttpRequest) -> str:
    """Turn the table's form fields into engine notation; the engine judges it."""
    post = request.POST
    if post.get("action"):
        return post["action"]
    packet = [post.get(f"packet{i}", "").strip() for i in range(1, 5)]
    if any(packet):
        return "packet " + " ".join(c or "?" for c in packet)
    gifts = [(k[5:], v) for k, v in post.items() if k.startswith("give_") and v]
    # Bonehead games name receivers by participant (A, B, C, bonehead); four-player games
    # by seat (N, E, S, W): the engine's notation for each, the engine judges it.
    if gifts:
        return "give " + " ".join(f"{seat}:{card}" for seat, card in sorted(gifts))
    return ""


@require_POST
def act(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    notation = _notation(request)
    try:
        if not notation:
            raise services.GameError("choose a move first")
        if game.kind == Game.KIND_BONEHEAD:
            game = services.bonehead_submit(game, _version(request), notation)
        else:
            game = services.submit(game, _version(request), notation)
    except services.StaleError as exc:
        game.refresh_from_db()
        return _render_table(request, game, error=f"Not applied: {exc}. Here is the table now.")
    except services.GameError as exc:
        return _render_table(request, game, error=str(exc))
    return _after_step(request, game)


def _after_step(request: HttpRequest, game: Game) -> HttpResponse:
    """htmx gets the table partial; a plain form post is redirected to the table page."""
    if not request.htmx:
        return redirect("play:table", pk=game.pk)
    return _render_table(request, game)


@require_POST
def bot(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    try:
        if game.kind == Game.KIND_BONEHEAD:
            game = services.bonehead_bot_step(game, _version(request))
        else:
            game, _decision = services.bot_step(game, _version(request))
    except services.StaleError:
        game.refresh_from_db()  # another tab moved the bots on: show where things stand
    return _after_step(request, game)


@require_POST
def next_deal(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    try:
        if game.kind == Game.KIND_BONEHEAD:
            game = services.bonehead_acknowledge(game, _version(request))
        else:
            game = services.acknowledge(game, _version(request))
    except services.StaleError:
        game.refresh_from_db()
    return _after_step(request, game)


@require_GET
def hint(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    decision = (
        services.bonehead_hint(game) if game.kind == Game.KIND_BONEHEAD else services.hint(game)
    )
    if request.htmx:
        page = (
            "play/bonehead.html#hint" if game.kind == Game.KIND_BONEHEAD else "play/table.html#hint"
        )
        return render(request, page, {"hint": decision, "asked": True})
    return _render_table(request, game, hint=decision)


@require_GET
def scoresheet(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    if game.kind == Game.KIND_BONEHEAD:
        return render(
            request,
            "play/bonehead_sheet.html",
            {"game": game, "t": services.bonehead_table(game), "names": services.BONEHEAD_NAMES},
        )
    sheet = services.table(game).scoresheet
    return render(request, "play/scoresheet.html", {"game": game, "sheet": sheet})


@require_POST
def delete(request: HttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    game.delete()
    messages.info(request, "The game was deleted.")
    return redirect(reverse("play:index"))
