"""The real course in Finnish: every glossary entry has a Finnish definition, the first-game
track has a Finnish version of each lesson, and those pages read as Finnish throughout (no
common English word left in what the learner reads, questions included)."""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml
from django.conf import settings

from lessons.models import ExampleDeal, GlossaryTerm, Lesson, LessonQuestion
from tests.conftest import load_course

CONTENT = Path(settings.CONTENT_DIR)
FI = {"HTTP_ACCEPT_LANGUAGE": "fi"}
HTMX = {"HX-Request": "true"}

# Common English words that would betray a sentence left untranslated: none of them is a
# Finnish word, and none of them is a name or a card.
_ENGLISH_WORDS = """
    the and you your with which what when who whose this that these from for are not has
    have had was were will would can may must should only one two three four each every any
    partner partners trick tricks card cards kitty packet packets bid bids bidder play player
    players played deal dealer dealt suit suits trump trumps lead leads level score ace aces
    hand hands pass passes double doubled contract declarer defender defenders misère grand
    spades clubs diamonds hearts round set next question answer right wrong check step lesson
    top bottom first last game games table shows
"""
ENGLISH = frozenset(_ENGLISH_WORDS.split())
# Engine drills whose prompts and verdicts have no Finnish yet (the drills' own texts, made
# by the engine, not the lessons'): a lesson question that is one of them is English inside.
DRILLS_IN_ENGLISH: set[str] = set()
WORD = re.compile(r"[^\W\d_]+")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


class ReadText(HTMLParser):
    """The text a learner reads: no scripts or styles, and nothing marked ``lang="en"``
    (an English title of the next lesson, the language switcher's own name)."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.skip_at: int | None = None
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        self.depth += 1
        if self.skip_at is None and (tag in ("script", "style") or ("lang", "en") in attrs):
            self.skip_at = self.depth

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if self.skip_at == self.depth:
            self.skip_at = None
        self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.skip_at is None:
            self.parts.append(data)


def read_text(html: str) -> str:
    start, end = html.find("<main"), html.find("</main>")
    parser = ReadText()
    parser.feed(html[start:end] if start >= 0 and end > start else html)
    return " ".join(parser.parts)


def english_in(text: str) -> list[str]:
    return sorted({w for w in WORD.findall(text) if w.lower() in ENGLISH})


def course_parts() -> list[dict]:
    return yaml.safe_load((CONTENT / "course.yaml").read_text(encoding="utf-8"))["parts"]


def first_game_slugs() -> list[str]:
    return [
        slug
        for part in course_parts()
        if part.get("track") == "first-game"
        for slug in part["lessons"]
    ]


def without_finnish(slugs: list[str]) -> list[str]:
    return [s for s in slugs if not (CONTENT / "lessons" / f"{s}.fi.md").exists()]


def test_the_check_finds_english_and_passes_finnish():
    found = english_in("<p>Kuka lähtee?</p> The kitty bidder passes")
    assert found == ["The", "bidder", "kitty", "passes"]
    assert english_in(read_text('<main><p>Tikki</p><a lang="en">The play</a></main>')) == []
    assert english_in(read_text("<main><p>Pelinviejä ja partneri, ♠A ♦10</p></main>")) == []


def test_every_glossary_entry_has_a_finnish_definition():
    entries = yaml.safe_load((CONTENT / "glossary.yaml").read_text(encoding="utf-8"))
    missing = [e["term"] for e in entries if not str(e.get("definition_fi") or "").strip()]
    assert missing == []
    # And a Finnish word to head it, except where the term is itself Finnish.
    assert [e["term"] for e in entries if not e.get("finnish")] == ["Kotka"]


def test_every_first_game_lesson_has_a_finnish_version():
    slugs = first_game_slugs()
    assert len(slugs) == 6
    assert without_finnish(slugs) == []


def test_every_lesson_and_example_deal_has_a_finnish_version():
    """Issue 19: the whole course reads in Finnish. A new lesson or example deal comes with
    its Finnish version (or this test says which one lacks it); the basics part among them."""
    slugs = [slug for part in course_parts() for slug in part["lessons"]]
    assert len(slugs) >= 48
    basics = [part["lessons"] for part in course_parts() if part["id"] == "basics"]
    assert len(basics) == 1 and len(basics[0]) == 5 and set(basics[0]) <= set(slugs)
    assert without_finnish(slugs) == []
    examples = [p for p in (CONTENT / "examples").glob("*.txt") if not p.stem.endswith(".fi")]
    assert examples and [p.name for p in examples if not p.with_suffix(".fi.txt").exists()] == []


@pytest.fixture
def course(db):
    load_course()


def finnish_slugs() -> list[str]:
    """Every lesson with a Finnish version: the first-game track's and any other."""
    return sorted(p.name.removesuffix(".fi.md") for p in (CONTENT / "lessons").glob("*.fi.md"))


def test_every_lesson_with_a_finnish_version_reads_as_finnish(client, course):
    assert set(first_game_slugs()) <= set(finnish_slugs())
    for slug in finnish_slugs():
        lesson = Lesson.objects.get(slug=slug)
        html = client.get(lesson.get_absolute_url(), **FI).content.decode()
        assert 'class="lesson-body" lang="fi"' in html, slug
        assert "ei ole vielä suomenkielistä versiota" not in html, slug
        assert english_in(read_text(html)) == [], slug
        # The questions, loaded into the page by htmx, and their verdicts.
        for q in LessonQuestion.objects.filter(lesson=lesson):
            url = f"/lessons/{slug}/questions/{q.number}/"
            html = client.get(url, headers=HTMX, **FI).content.decode()
            if q.spec.get("type") in DRILLS_IN_ENGLISH:
                html = html[: html.index("</h2>")]  # the lesson's heading over it, at least
            assert english_in(read_text(html)) == [], (slug, q.number)
            if q.kind == "choice":
                verdict = client.post(
                    f"{url}answer/", {"choice": str(q.spec["right"][0])}, headers=HTMX, **FI
                ).content.decode()
                assert "✓ Oikein" in verdict and english_in(read_text(verdict)) == [], url
        # Its example deals, replayed step by step (their Finnish versions, examples/*.fi.txt).
        for example in re.findall(r'hx-get="/lessons/examples/([\w-]+)/', lesson.body_html_fi):
            deal = ExampleDeal.objects.get(slug=example)
            assert deal.record_fi, f"{slug} replays {example}, which has no Finnish version"
            for step in range(deal.steps + 1):
                url = f"/lessons/examples/{example}/?step={step}&embed=1"
                html = client.get(url, headers=HTMX, **FI).content.decode()
                assert english_in(read_text(html)) == [], (example, step)


def test_finnish_glossary_popovers_in_the_track(course):
    html = Lesson.objects.get(slug="first-packets").body_html_fi
    assert 'data-bs-title="ylianto" data-bs-content="Neljä korttia, jotka pääpelaaja' in html
    popovers = re.findall(r'data-bs-title="([^"]*)" data-bs-content="([^"]*)"', html)
    finnish = {t.finnish: t.definition_fi for t in GlossaryTerm.objects.all()}
    shown = [(unescape(title), unescape(text)) for title, text in popovers]
    assert shown and all(finnish.get(title) == text for title, text in shown), shown


def test_the_finnish_glossary_page(client, course):
    html = client.get("/lessons/glossary/", **FI).content.decode()
    assert "<dt>ylianto" in html and "<dt>reno" in html and "<dt>keskikortit" in html
    assert english_in(" ".join(re.findall(r'<span lang="fi">([^<]*)</span>', html))) == []
