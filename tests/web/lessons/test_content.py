"""The real course in content/: complete, rendering, linked, replayable and original."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.utils.html import escape

from drills.services import generate_drill, themed_seed
from lessons.content.loader import load_content, split_front_matter
from lessons.content.originality import Checker, seed_texts, strip_diagrams, words
from lessons.models import ExampleDeal, Lesson
from lessons.services import loads
from tests.conftest import load_course

CONTENT = Path(settings.CONTENT_DIR)

# Every chapter of the Handbook (and the parts the course adds) and the lesson that covers it.
CHAPTERS = {
    "Glossary of Terms": "glossary",
    "History of Skruuvi (and Vint)": "history",
    "Basic Concepts: forms and types of play": "what-is-skruuvi",
    "Cards and ranks": "cards-and-ranks",
    "Dealing Cards": "dealing",
    "Auction": "the-auction",
    "Progress of the Play": "the-play",
    "Kitty games: first-round auction": "first-round-bids",
    "Second round bids": "second-round-bids",
    "Third and fourth round bids": "aces-and-kings",
    "Encouragement, pre-emptive and competitive bids": "encouragement-and-preempts",
    "Kitty bid": "the-kitty-bid",
    "Exchange of cards by main players": "kitty-packets",
    "Trumps": "trumps",
    "Cross-ruff and tail-ruff": "cross-ruff-and-tail-ruff",
    "Signaling": "signalling",
    "Grand": "grand",
    "Misère": "bid-misere",
    "All-pass misère": "allpass-misere",
    "No kitty games: auction": "nokitty-auction",
    "No kitty games: exchange of cards": "nokitty-exchange",
    "No kitty games: extended bids": "nokitty-extended-bids",
    "No kitty games: doubles and opening lead": "nokitty-doubles-and-leads",
    "No kitty games: playing tactics": "nokitty-tactics",
    "Bolshevik": "bolshevik",
    "Scoring of points": "scoring",
    "Alternative ways of playing": "alternative-ways",
    "Violation of the rules": "rule-violations",
    "Etiquette": "etiquette",
    "Skruuvi in a nutshell and concise auction instructions": "nutshell",
    "Skruuvi with three players (the Bonehead)": "bonehead",
}

pytestmark = pytest.mark.django_db


@pytest.fixture
def course(db):
    load_course()


def test_the_content_loads_without_problems():
    content = load_content(CONTENT)
    assert [str(p) for p in content.problems] == []


def test_every_chapter_has_a_lesson(course):
    slugs = set(Lesson.objects.values_list("slug", flat=True))
    for chapter, slug in CHAPTERS.items():
        if slug == "glossary":
            assert (CONTENT / "glossary.yaml").exists(), chapter
        else:
            assert slug in slugs, f"{chapter}: no lesson {slug!r}"


def test_every_lesson_renders(client, course):
    for lesson in Lesson.objects.all():
        response = client.get(lesson.get_absolute_url())
        assert response.status_code == 200, lesson.slug
        assert escape(lesson.title) in response.content.decode()


def test_every_link_in_a_lesson_resolves(client, course):
    pages: dict[str, str] = {}
    for lesson in Lesson.objects.all():
        # The Finnish version links to the same pages and sections.
        for href in re.findall(r'href="(/[^"]*)"', lesson.body_html + lesson.body_html_fi):
            path, _, anchor = href.partition("#")
            if path not in pages:
                response = client.get(path, follow=True)
                assert response.status_code == 200, f"{lesson.slug}: {href}"
                pages[path] = response.content.decode()
            if anchor:
                assert f'id="{anchor}"' in pages[path], f"{lesson.slug}: {href} has no anchor"
        for item in lesson.practise:
            targets = ",".join(map(str, item["targets"]))
            url = f"/drills/{item['drill']}/?level={item['level']}&targets={targets}"
            response = client.get(url, follow=True)
            assert response.status_code == 200, f"{lesson.slug}: practise {item}"
            # Whichever kind of answer the link draws, the drill tests what the lesson teaches.
            for target in item["targets"]:
                seed = themed_seed(target, f"content{lesson.slug}")
                drill = generate_drill(item["drill"], item["level"], seed)
                assert set(drill.themes) & set(lesson.teaches), (lesson.slug, item, drill.key)


def test_every_example_deal_replays_legally(course):
    assert ExampleDeal.objects.exists()
    for example in ExampleDeal.objects.all():
        deal = loads(example.record).replay()
        assert len(deal.history) == example.steps


def test_no_lesson_copies_ten_words_from_the_sources():
    checker = Checker(seed_texts() or None)
    # Every lesson with its Finnish version (lessons/<slug>.fi.md) and the glossary with its
    # Finnish definitions: a Finnish source among the seeds would check them as well.
    files = [*sorted((CONTENT / "lessons").glob("*.md")), CONTENT / "glossary.yaml"]
    assert any(f.name.endswith(".fi.md") for f in files)
    copied = {}
    for f in files:
        text = f.read_text(encoding="utf-8")
        if f.suffix == ".md":
            meta, body = split_front_matter(text, f.name)
            text = " ".join(str(v) for v in meta.values()) + "\n" + strip_diagrams(body)
        runs = checker.copied_runs(text)
        if runs:
            copied[f.name] = runs[:3]
    assert copied == {}


def test_the_originality_check_fails_on_a_planted_copy():
    texts = seed_texts()
    if not texts:
        pytest.skip("the source documents are not here (set SKRUUVI_SEEDS to their folder)")
    checker = Checker(texts)
    handbook = max(texts, key=len)
    sentence = " ".join(handbook.split()[5000:5012])
    lesson = (CONTENT / "lessons" / "the-auction.md").read_text(encoding="utf-8")
    planted = lesson + "\n\n" + sentence + "\n"
    assert checker.copied_runs(strip_diagrams(planted))
    # The committed hash index catches it too, so CI without the sources is protected.
    assert Checker(None).copied_runs(sentence)
    assert not checker.copied_runs(" ".join(words(sentence)[:9]))


def test_the_originality_check_catches_a_planted_copy_of_any_source():
    """The same check against a made-up source, so it runs where the seeds are absent too:
    a ten-word run is caught through case, punctuation and line breaks; nine words are not."""
    source = (
        "The wandering heron counts every pebble twice before the river turns grey at dusk, "
        "and then it sleeps."
    )
    checker = Checker([source])
    lesson = (CONTENT / "lessons" / "the-auction.md").read_text(encoding="utf-8")
    assert checker.copied_runs(strip_diagrams(lesson)) == []
    ten = "\n\nA HERON counts every pebble, twice;\nbefore the river turns grey!\n"
    assert checker.copied_runs(strip_diagrams(lesson + ten)) == [
        "heron counts every pebble twice before the river turns grey"
    ]
    nine = "\n\nCounts every pebble twice before the river turns grey.\n"
    assert checker.copied_runs(strip_diagrams(lesson + nine)) == []
