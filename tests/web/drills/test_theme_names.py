"""Themes in words (cardui.themes): a learner reads "Encouragement (C-4.5)", not a bare id, on
the home page, the progress pages, sets of ten and a teacher's assignment form; in Finnish
too, as are the drill names of the review and score pages (drilltags.drill_label)."""

from __future__ import annotations

import pytest
from django.utils import translation
from django.utils.html import escape

from cardui.themes import THEME_NAMES, theme_name, theme_order
from drills.services import DRILL_TYPES, drillable_themes, generate_drill
from drills.templatetags.drilltags import drill_label
from tests.browser.test_i18n_browser import english_left

from .helpers import answer_for, post

pytestmark = pytest.mark.django_db


def test_every_theme_a_drill_tests_has_a_name_in_both_languages():
    themes = drillable_themes()
    assert set(themes) <= set(THEME_NAMES), sorted(set(themes) - set(THEME_NAMES))
    for theme in themes:
        english = theme_name(theme)
        assert english.endswith(f" ({theme})") and len(english) > len(theme) + 5
        with translation.override("fi"):
            finnish = theme_name(theme)
        assert finnish != english, theme
        assert english_left(finnish.replace("Vint", "")) == [], finnish


def test_every_theme_of_a_generated_drill_has_a_name():
    """The themes a drill names (its ratings are kept by them), not only its level's targets."""
    for slug, kind in DRILL_TYPES.items():
        for level in kind.levels:
            for seed in ("tn1", "tn2"):
                drill = generate_drill(slug, level, seed)
                unnamed = [t for t in drill.themes if t not in THEME_NAMES]
                assert unnamed == [], (slug, level, seed, unnamed)


def test_an_unknown_id_shows_as_it_is():
    assert theme_name("C-99.9") == "C-99.9"


def test_themes_sort_as_the_reference_numbers_them():
    ids = ["C-3.10", "R-7.1", "C-3.2", "D-10", "C-10.1", "D-9", "C-1.7"]
    expected = ["C-1.7", "C-3.2", "C-3.10", "C-10.1", "D-9", "D-10", "R-7.1"]
    assert sorted(ids, key=theme_order) == expected


def test_drill_names_on_the_review_pages_are_in_the_learners_language():
    for slug, kind in DRILL_TYPES.items():
        for level in kind.levels:
            english = drill_label(slug, f"{level}-abc")
            assert english.startswith(f"{kind.name}, level {level}")
            with translation.override("fi"):
                finnish = drill_label(slug, f"{level}-abc")
            assert f"taso {level}" in finnish
            assert english_left(finnish.replace("Vint", "")) == [], finnish


def _weakest_theme_after_a_wrong_answer(client) -> str:
    drill = generate_drill("lead", 1, "names1")
    post(client, drill, answer_for(drill, right=False))
    return drill.themes[0]


def test_the_home_and_progress_pages_name_the_weakest_theme(client, fixture_content):
    theme = _weakest_theme_after_a_wrong_answer(client)
    name = theme_name(theme)
    for url in ("/", "/progress/", "/drills/progress/"):
        html = client.get(url).content.decode()
        assert escape(name) in html, url
    client.cookies["django_language"] = "fi"
    with translation.override("fi"):
        finnish = theme_name(theme)
    assert finnish in client.get("/drills/progress/").content.decode()


def test_a_set_of_ten_on_a_theme_names_it(client, fixture_content):
    theme = _weakest_theme_after_a_wrong_answer(client)
    r = client.post("/drills/sets/", {"theme": theme, "mode": "set"}, follow=True)
    html = r.content.decode()
    assert escape(theme_name(theme)) in html
