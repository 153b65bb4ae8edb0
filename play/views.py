"""The practice table: sessions against bots, one action at a time. The views hold a
:class:`~play.services.PlayTable` and never ask which form of game it is."""

from __future__ import annotations

import secrets

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.identity import get_learner
from skruuvi_site.http import HtmxHttpRequest

from . import conf, services
from .forms import NewBoneheadForm, NewGameForm, NewVintForm
from .models import Game
from .services import AnyTable
from .titles import display_title


def _own_game(request: HtmxHttpRequest, pk: int) -> Game:
    """The learner's own game, or 404 for anyone else's (one lookup helper for every view)."""
    learner = get_learner(request, create=False)
    game = Game.objects.filter(pk=pk, learner=learner).first() if learner else None
    if game is None:
        raise Http404("No such game among yours.")
    return game


@require_http_methods(["GET", "POST"])
def index(request: HtmxHttpRequest) -> HttpResponse:
    bonehead = request.method == "POST" and request.POST.get("kind") == Game.Kind.BONEHEAD
    vint = request.method == "POST" and request.POST.get("kind") == Game.Kind.VINT
    four = request.method == "POST" and not (bonehead or vint)
    # ?hints=1 (the end of the first-game track) ticks "show the conventions' suggestion".
    initial = {"show_hints": request.GET.get("hints") == "1"}
    form = NewGameForm(request.POST if four else None, initial=initial)
    bonehead_form = NewBoneheadForm(request.POST if bonehead else None, initial=initial)
    vint_form = NewVintForm(request.POST if vint else None)
    if vint and vint_form.is_valid():
        learner = get_learner(request)
        assert learner is not None
        game = services.start_vint_game(
            learner, vint_form.cleaned_data["rubbers"], secrets.token_hex(6)
        )
        return redirect("play:table", pk=game.pk)
    if bonehead and bonehead_form.is_valid():
        learner = get_learner(request)
        assert learner is not None
        game = services.start_bonehead_game(
            learner,
            bonehead_form.cleaned_data["deals"],
            secrets.token_hex(6),
            bonehead_form.cleaned_data["show_hints"],
        )
        return redirect("play:table", pk=game.pk)
    if four and form.is_valid():
        learner = get_learner(request)
        assert learner is not None
        data = form.cleaned_data
        options = services.GameOptions(
            deals_per_set=8 if data["deals"] == 24 else 4,
            bolshevik=data["bolshevik"],
            old_schedule=data["old_schedule"],
            level4=data["level4"],
            bots=data["bots"],
            show_hints=data["show_hints"],
        )
        game = services.start_game(learner, options, secrets.token_hex(6))
        return redirect("play:table", pk=game.pk)
    learner = get_learner(request, create=False)
    # Plain values, not models: a game's record holds every hand.
    games = (
        [
            {**g, "display_title": display_title(g["title"])}
            for g in Game.objects.filter(learner=learner).values(
                "pk", "title", "finished", "updated"
            )[:30]
        ]
        if learner
        else []
    )
    context = {"form": form, "bonehead_form": bonehead_form, "vint_form": vint_form}
    return render(request, "play/index.html", {**context, "games": games})


def _step(request: HtmxHttpRequest) -> int | None:
    """The replay's trick from ``?trick=``; None for the default (the last trick)."""
    try:
        return int(request.GET["trick"])
    except (KeyError, ValueError):
        return None


def _review_links(
    request: HtmxHttpRequest, table: AnyTable, index: int, page: str
) -> dict[str, object]:
    """Where a review's controls lead: ``page`` (the page itself, for a browser without
    JavaScript) and the replay partial, the share link and "play it again" for the owner."""
    pk = table.game.pk
    token = services.share_token(table.game, index)
    return {
        "page_url": page,
        "replay_url": reverse("play:review", args=[pk, index]),
        "again_url": reverse("play:again", args=[pk, index]) if table.plays_again else "",
        "analysis_url": (
            reverse("play:analysis", args=[pk, index])
            if table.analysable_deal(index) is not None
            else ""
        ),
        "share_url": request.build_absolute_uri(reverse("play:shared", args=[token])),
        "new_url": _new_url(table),
    }


def _new_url(table: AnyTable) -> str:
    """Where "new rubber" posts, for a table that starts a new game like its own."""
    return reverse("play:new", args=[table.game.pk]) if table.starts_new else ""


def _render_table(
    request: HtmxHttpRequest,
    table: AnyTable,
    error: str = "",
    hint: object = None,
) -> HttpResponse:
    t = table.state()
    if hint is None and table.game.show_hints and t.learner_turn:
        hint = table.hint()  # hints on: the suggestion is there at every turn
    context: dict[str, object] = {
        "t": t,
        "error": error,
        "hint": hint,
        "bot_delay": conf.bot_delay_ms(),
        "trick_pause": conf.trick_pause_ms(),
    }
    if t.review is not None:
        index = table.game.seen_deals + 1
        context["dr"] = services.stored_review(table, index, _step(request))
        context["owner"] = True
        context.update(
            _review_links(request, table, index, reverse("play:table", args=[table.game.pk]))
        )
    if t.view is None or t.review is not None:
        context["new_url"] = _new_url(table)  # "new rubber" once a deal or the match is over
    template = "play/table.html#table" if request.htmx else "play/table.html"
    return render(request, template, context)


@require_GET
def table(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    return _render_table(request, services.open_table(_own_game(request, pk)))


@require_GET
def review(request: HtmxHttpRequest, pk: int, index: int) -> HttpResponse:
    """The review of one of the learner's finished deals (htmx: the replay only)."""
    table = services.open_table(_own_game(request, pk))
    dr = services.stored_review(table, index, _step(request))
    if dr is None:
        raise Http404("No such finished deal in this game.")
    context = {
        "dr": dr,
        "game": table.state().game,
        "owner": True,
        **_review_links(request, table, index, reverse("play:review", args=[pk, index])),
    }
    return _review_response(request, context)


def _review_response(request: HtmxHttpRequest, context: dict[str, object]) -> HttpResponse:
    """The review page, or for htmx the replay at one trick, or (``?marks=1``, once the
    analysis is ready) that trick's double-dummy marks alone."""
    if request.htmx and request.GET.get("marks"):
        return render(request, "play/review_marks.html", context)
    if request.htmx:
        return render(request, "play/replay.html", context)
    return render(request, "play/deal_review.html", context)


def _analysis_response(
    request: HtmxHttpRequest, table: AnyTable, index: int, owner: bool, links: dict[str, object]
) -> HttpResponse:
    """The deal's double-dummy analysis, computed now if nobody has yet (a second or two,
    never on a table request); while another tab computes it, the progress indicator again,
    which asks once more a moment later. Ready, it tells the page (``deal-analysed``) so the
    replay's marks fill in. Without htmx: back to the review page, which then shows it."""
    try:
        dr, ready = services.analysed_review(table, index, _step(request), owner)
    except LookupError:
        dr, ready = None, False
    if dr is None:
        raise Http404("No such finished deal to analyse.")
    if not request.htmx:
        return redirect(f"{links['page_url']}#deal-analysis")
    context = {"dr": dr, "owner": owner, "analysis_pending": not ready, **links}
    response = render(request, "play/review_analysis.html", context)
    if ready:
        response["HX-Trigger"] = "deal-analysed"
    return response


@require_GET
def analysis(request: HtmxHttpRequest, pk: int, index: int) -> HttpResponse:
    """The double-dummy analysis of one of the learner's finished deals (htmx partial)."""
    table = services.open_table(_own_game(request, pk))
    links = _review_links(request, table, index, reverse("play:review", args=[pk, index]))
    return _analysis_response(request, table, index, True, links)


@require_POST
def again(request: HtmxHttpRequest, pk: int, index: int) -> HttpResponse:
    """Deal a finished hand again in a new game: the same cards, seating and bots."""
    table = services.open_table(_own_game(request, pk))
    if not table.plays_again or table.finished_review(index) is None:
        raise Http404("No such finished deal in this game.")
    learner = get_learner(request)
    assert learner is not None
    game = table.play_again(learner, index)
    return redirect("play:table", pk=game.pk)


@require_POST
def new_like(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """A new game like this one (a new Vint rubber or match): same options, fresh cards."""
    table = services.open_table(_own_game(request, pk))
    if not table.starts_new:
        raise Http404("This game has no new game like it.")
    learner = get_learner(request)
    assert learner is not None
    game = table.new_like(learner, secrets.token_hex(6))
    return redirect("play:table", pk=game.pk)


def _shared(token: str) -> tuple[AnyTable, int]:
    found = services.shared_game(token)
    if found is None:
        raise Http404("This link does not lead to a deal.")
    game, index = found
    table = services.open_table(game)
    if table.finished_review(index) is None:
        raise Http404("This link does not lead to a finished deal.")
    return table, index


@require_GET
def shared(request: HtmxHttpRequest, token: str) -> HttpResponse:
    """A finished deal's review for anyone with the link: that deal only, read-only."""
    table, index = _shared(token)
    context = {
        "dr": services.stored_review(table, index, _step(request), owner=False),
        "owner": False,
        **_shared_links(token, table, index),
    }
    return _review_response(request, context)


def _shared_links(token: str, table: AnyTable, index: int) -> dict[str, object]:
    page = reverse("play:shared", args=[token])
    analysable = table.analysable_deal(index) is not None
    return {
        "page_url": page,
        "replay_url": page,
        "again_url": reverse("play:shared_again", args=[token]) if table.plays_again else "",
        "analysis_url": reverse("play:shared_analysis", args=[token]) if analysable else "",
    }


@require_GET
def shared_analysis(request: HtmxHttpRequest, token: str) -> HttpResponse:
    """The shared deal's analysis: the same one the owner sees (stored with the game)."""
    table, index = _shared(token)
    return _analysis_response(request, table, index, False, _shared_links(token, table, index))


@require_POST
def shared_again(request: HtmxHttpRequest, token: str) -> HttpResponse:
    """Play a shared deal yourself: a new game of your own with the same cards."""
    table, index = _shared(token)
    if not table.plays_again:
        raise Http404("This deal cannot be dealt again.")
    learner = get_learner(request)
    assert learner is not None
    game = table.play_again(learner, index)
    return redirect("play:table", pk=game.pk)


def _version(request: HtmxHttpRequest) -> int:
    try:
        return int(request.POST.get("version", "-1"))
    except ValueError:
        return -1


def _notation(request: HtmxHttpRequest) -> str:
    """Turn the table's form fields into engine notation; the engine judges it. Receivers of
    single cards are named as the form's notation names them (a seat letter, or a Bonehead
    participant), which is what the field names carry."""
    post = request.POST
    if post.get("action"):
        return post["action"]
    packet = [post.get(f"packet{i}", "").strip() for i in range(1, 5)]
    if any(packet):
        return "packet " + " ".join(c or "?" for c in packet)
    gifts = [(k[5:], v) for k, v in post.items() if k.startswith("give_") and v]
    if gifts:
        return "give " + " ".join(f"{who}:{card}" for who, card in sorted(gifts))
    return ""


def _after_step(request: HtmxHttpRequest, table: AnyTable) -> HttpResponse:
    """htmx gets the table partial; a plain form post is redirected to the table page."""
    if not request.htmx:
        return redirect("play:table", pk=table.game.pk)
    return _render_table(request, table)


@require_POST
def act(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    table = services.open_table(game)
    notation = _notation(request)
    try:
        if not notation:
            raise services.GameError("choose a move first")
        table.submit(_version(request), notation)
    except services.StaleError as exc:
        game.refresh_from_db()
        table = services.open_table(game)
        return _render_table(request, table, error=f"Not applied: {exc}. Here is the table now.")
    except services.GameError as exc:
        return _render_table(request, table, error=str(exc))
    return _after_step(request, table)


@require_POST
def bot(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    table = services.open_table(game)
    try:
        table.bot_step(_version(request))
    except services.StaleError:
        game.refresh_from_db()  # another tab moved the bots on: show where things stand
        table = services.open_table(game)
    return _after_step(request, table)


@require_POST
def next_deal(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    table = services.open_table(game)
    try:
        table.acknowledge(_version(request))
    except services.StaleError:
        game.refresh_from_db()
        table = services.open_table(game)
    return _after_step(request, table)


@require_GET
def hint(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    table = services.open_table(_own_game(request, pk))
    decision = table.hint()
    if request.htmx:
        return render(request, "play/table.html#hint", {"hint": decision, "asked": True})
    return _render_table(request, table, hint=decision)


@require_GET
def scoresheet(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    table = services.open_table(game)
    context = {
        "game": table.state().game,
        "sheet": table.scoresheet(),
        "new_url": _new_url(table),
    }
    return render(request, table.sheet_template, context)


@require_POST
def delete(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    game = _own_game(request, pk)
    game.delete()
    messages.info(request, "The game was deleted.")
    return redirect("play:index")
