"""The home page, its guided tour, and sign-up (log-in and log-out are Django's own views)."""

from __future__ import annotations

from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers

TOUR = [
    (
        "Four players, two partnerships",
        "Partners sit opposite each other and change between sets, so over a full session "
        "everyone plays once with everyone. Your total is your own.",
    ),
    (
        "Kitty games and no-kitty games",
        "In a kitty game each player gets twelve cards and four lie face down in the middle "
        "for the side that wins the auction. In a no-kitty game all 52 cards are dealt and "
        "the bidding starts at six.",
    ),
    (
        "Packets that talk",
        "The winners of the auction swap four cards between partners, and the order of those "
        "four cards is a message: which suits were emptied, whether misère is possible, "
        "which trump suit is wanted.",
    ),
    (
        "Misère: the art of losing",
        "In misère you try to take as few tricks as possible, and every ace in a trick costs "
        "the winners of that trick its number: an ace in the thirteenth trick costs 13.",
    ),
    (
        "Where to start",
        "Read the first lessons, then drill the packet signals until they are second "
        "nature, then play a short session against the bots.",
    ),
]


@require_GET
@vary_on_headers("HX-Request")
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"tour": _tour_context(0)})


@require_GET
def tour(request: HttpRequest) -> HttpResponse:
    """One step of the home page's tour; htmx swaps it in place, plain links reload the page."""
    try:
        step = int(request.GET.get("step", "0"))
    except ValueError:
        step = 0
    step = min(max(step, 0), len(TOUR) - 1)
    template = "home.html#tour" if request.htmx else "home.html"
    return render(request, template, {"tour": _tour_context(step)})


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


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        return redirect("home")
    return render(request, "registration/signup.html", {"form": form})
