"""Ratings by theme (Glicko-2): checked against Glickman's worked example, moved by first
answers only, and shown weakest first on the progress page."""

from __future__ import annotations

import math

import pytest
from django.utils.html import escape

from cardui.themes import theme_name
from drills import ratings
from drills.models import ThemeRating
from drills.services import generate_drill

from .helpers import answer_for, post

pytestmark = pytest.mark.django_db


def test_glickmans_example_as_in_his_paper():
    """Glickman, 'Example of the Glicko-2 system': 1500 ± 200 beats 1400 ± 30 and loses to
    1550 ± 100 and 1700 ± 300 → 1464.06 ± 151.52, volatility 0.05999 (τ = 0.5)."""
    import pyglicko2

    player = pyglicko2.Player(1500, 200, 0.06)
    opponents = [
        pyglicko2.Player(1400, 30),
        pyglicko2.Player(1550, 100),
        pyglicko2.Player(1700, 300),
    ]
    player.update(opponents, [ratings.Score(1), ratings.Score(0), ratings.Score(0)])
    assert round(player.r, 1) == pytest.approx(1464.1, abs=0.1)
    assert round(player.RD, 2) == pytest.approx(151.52, abs=0.01)
    assert player.σ == pytest.approx(0.05999, abs=1e-5)


def reference_volatility(mu, phi, sigma, opp_mu, opp_phi, score, tau=0.5):
    """Step 5 of Glickman's paper, written out, for a rating away from 1500: the library
    another package offered used μ where the paper has φ, which only shows when μ ≠ 0."""
    g = 1 / math.sqrt(1 + 3 * opp_phi**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - opp_mu)))
    v = 1 / (g**2 * e * (1 - e))
    delta = v * g * (score - e)
    a = math.log(sigma**2)

    def f(x):
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 1e-6:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    return math.exp(big_a / 2)


def test_volatility_away_from_1500_follows_the_paper():
    row = ThemeRating(theme="C-1.1", rating=1800, deviation=120, volatility=0.06)
    ratings.rate(row, level=3, credit=0)
    scale = 173.7178
    want = reference_volatility(
        (1800 - 1500) / scale,
        120 / scale,
        0.06,
        (ratings.level_rating(3) - 1500) / scale,
        ratings.LEVEL_DEVIATION / scale,
        0,
    )
    assert row.volatility == pytest.approx(want, rel=1e-6)


def test_a_right_answer_raises_the_themes_and_overall_rating_a_wrong_one_lowers_them(client):
    right = generate_drill("read-packet", 1, "rate1")
    post(client, right, answer_for(right))
    up = {r.theme: r.rating for r in ThemeRating.objects.all()}
    assert set(up) == {*right.themes, "*"} and all(v > 1500 for v in up.values())
    wrong = generate_drill("read-packet", 1, "rate2")
    post(client, wrong, answer_for(wrong, right=False))
    assert ThemeRating.objects.get(theme="*").rating < up["*"]
    assert ThemeRating.objects.get(theme="*").games == 2


def test_answering_the_same_drill_again_moves_no_rating(client):
    d = generate_drill("score", 1, "rate3")
    post(client, d, answer_for(d))
    before = list(ThemeRating.objects.values_list("theme", "rating", "games"))
    post(client, d, answer_for(d, right=False))
    assert list(ThemeRating.objects.values_list("theme", "rating", "games")) == before


def test_the_progress_page_lists_ratings_weakest_first(client):
    for seed, right in (("w1", True), ("w2", False)):
        d = generate_drill("lead", 1, seed)
        post(client, d, answer_for(d, right))
    html = client.get("/drills/progress/").content.decode()
    assert "Your ratings" in html and "Overall" in html
    rows = list(ThemeRating.objects.exclude(theme="*").order_by("rating"))
    weakest, strongest = (escape(theme_name(r.theme)) for r in (rows[0], rows[-1]))
    assert html.index(f">{weakest}<") < html.index(f">{strongest}<")


def test_drills_are_chosen_near_the_rating():
    import random

    low = ThemeRating(theme="C-1.2", rating=1000)
    high = ThemeRating(theme="C-1.2", rating=2400)
    levels = {r.rating: set() for r in (low, high)}
    for row in (low, high):
        for seed in range(8):
            rng = random.Random(seed)
            original = ratings.rating_of
            ratings.rating_of = lambda learner, theme, row=row: row  # type: ignore[assignment]
            try:
                levels[row.rating].add(ratings.drill_near(None, "C-1.2", rng).level)
            finally:
                ratings.rating_of = original
    assert max(levels[1000]) < min(levels[2400])
