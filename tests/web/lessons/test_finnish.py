"""Lessons in Finnish (issue 19): a lesson's Finnish version (lessons/<slug>.fi.md) is served
when Finnish is active, its questions speak Finnish and grade as in English, a lesson without
one says so and shows the English, and the loader refuses a Finnish version whose questions,
ids or card diagrams differ from the English lesson."""

from __future__ import annotations

import io
import shutil

import pytest
from django.core.management import CommandError, call_command

from lessons.models import Lesson, LessonQuestion

from ..conftest import FIXTURE_CONTENT

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
FI = {"HTTP_ACCEPT_LANGUAGE": "fi-FI,fi;q=0.9"}
NO_FINNISH = "ei ole vielä suomenkielistä versiota"


def page(client, url: str, **headers) -> str:
    response = client.get(url, **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_the_finnish_version_is_stored_beside_the_english(fixture_content):
    beta = Lesson.objects.get(slug="beta")
    assert beta.title == "Beta lesson" and beta.title_fi == "Beeta-oppitunti"
    assert "Sanoja" in beta.body_html_fi and "Sanoja" not in beta.body_html
    assert beta.toc_fi == [{"id": "C-1.1", "title": "Yksi maa"}]
    assert not Lesson.objects.get(slug="alpha").has_finnish
    # The questions are the English ones (same keys, same answer key), with Finnish words.
    q = LessonQuestion.objects.get(lesson_id="beta", number=2)
    assert (
        q.spec["right"] == [0]
        and q.spec["options"][0] == "They continue in the kitty bidder's hand."
    )
    assert q.spec_fi["options"][0] == "Niitä on yhä keskikorttitarjoajan kädessä."
    assert q.spec_fi["section"] == "Yksi maa"


def test_a_finnish_browser_gets_the_finnish_version(client, fixture_content):
    html = page(client, "/lessons/beta/", **FI)
    assert '<h1 class="h2" lang="fi">Beeta-oppitunti</h1>' in html
    assert '<div class="lesson-body" lang="fi">' in html and "Sanoja" in html
    assert NO_FINNISH not in html and "Beta lesson" not in html
    assert "<title>Beeta-oppitunti" in html
    assert 'hx-get="/lessons/beta/questions/2/"' in html  # the same questions
    assert "Tarkista osaamisesi: kysymys 1" in html  # its no-JavaScript link, in Finnish
    assert 'title="Sääntö tai sopimus C-1.1"' in html


def test_the_switcher_turns_a_lesson_finnish_and_back(client, fixture_content):
    client.post("/accounts/language/", {"language": "fi", "next": "/lessons/beta/"})
    html = page(client, "/lessons/beta/", HTTP_ACCEPT_LANGUAGE="en")
    assert "Beeta-oppitunti" in html and 'class="lesson-body" lang="fi"' in html
    client.post("/accounts/language/", {"language": "en"})
    html = page(client, "/lessons/beta/", **FI)
    assert "Beeta-oppitunti" not in html and 'class="lesson-body" lang="en"' in html


def test_english_is_unchanged(client, fixture_content):
    html = page(client, "/lessons/beta/", HTTP_ACCEPT_LANGUAGE="en")
    assert '<h1 class="h2" lang="en">Beta lesson</h1>' in html and "Words." in html
    assert "Beeta" not in html and "Sanoja" not in html and "no Finnish version" not in html
    assert "Check yourself: question 1" in html


def test_a_lesson_without_finnish_says_so_and_shows_the_english(client, fixture_content):
    html = page(client, "/lessons/alpha/", **FI)
    assert NO_FINNISH in html
    assert '<div class="lesson-body" lang="en">' in html and "Alpha lesson" in html
    # Its diagrams were rendered in English with it, whatever the page's language.
    assert "Packet, top to bottom" in html


def test_a_finnish_body_has_finnish_glossary_popovers(fixture_content):
    beta = Lesson.objects.get(slug="beta")
    # ylianto has a Finnish definition; keskikortit has none yet, so its English one is used.
    assert 'data-bs-title="ylianto" data-bs-content="Neljä korttia partnerille' in beta.body_html_fi
    assert (
        'data-bs-title="keskikortit" data-bs-content="The four cards dealt face down'
        in beta.body_html_fi
    )
    alpha = Lesson.objects.get(slug="alpha")
    assert 'data-bs-title="packet (ylianto)" data-bs-content="Four cards' in alpha.body_html


def test_a_finnish_question_speaks_finnish_and_grades_as_the_english(client, fixture_content):
    html = page(client, "/lessons/beta/questions/2/", headers=HTMX, **FI)
    assert "Neljän ruudun ylianto" in html and "Niitä on yhä" in html
    assert "Tarkista osaamisesi: Yksi maa" in html
    assert "They continue" not in html
    wrong = client.post("/lessons/beta/questions/2/answer/", {"choice": "1"}, headers=HTMX, **FI)
    html = wrong.content.decode()
    assert "Ei oikein" in html and "Ei tämä." in html and "Tasaisesti nouseva" in html
    right = client.post("/lessons/beta/questions/2/answer/", {"choice": "0"}, headers=HTMX, **FI)
    html = right.content.decode()
    assert "✓ Oikein" in html and "kysymyksistä 1/2 vastattu oikein" in html
    # A drill question: the drill's own Finnish prompt, the section's Finnish title.
    html = page(client, "/lessons/beta/questions/1/", headers=HTMX, **FI)
    assert "Yksi maa" in html
    # English is untouched.
    html = page(client, "/lessons/beta/questions/2/", headers=HTMX, HTTP_ACCEPT_LANGUAGE="en")
    assert "They continue" in html and "Niitä" not in html


def test_the_lesson_index_in_finnish(client, fixture_content):
    html = page(client, "/lessons/", **FI)
    assert "Beeta-oppitunti" in html and "Yliannot." in html
    assert "Alkupelit" in html  # the part's Finnish title from course.yaml
    # A lesson without Finnish keeps its English title, marked as English.
    assert 'lang="en">Alpha lesson</a>' in html and "englanniksi" in html
    english = page(client, "/lessons/", HTTP_ACCEPT_LANGUAGE="en")
    assert "Beta lesson" in english and "Beeta" not in english and "Kitty games" in english


def test_the_glossary_in_finnish(client, fixture_content):
    html = page(client, "/lessons/glossary/", **FI)
    assert "Neljä korttia partnerille kuvapuoli alaspäin" in html
    assert "<dt>ylianto" in html and "(packet)" in html
    # No Finnish definition yet: the English one, marked as English.
    assert '<span lang="en">The four cards dealt face down' in html
    english = page(client, "/lessons/glossary/", HTTP_ACCEPT_LANGUAGE="en")
    assert "<dt>packet" in english and "Neljä korttia" not in english


def load_changed(
    tmp_path, changes: dict[str, tuple[str, str]], extra: dict[str, str] | None = None
) -> str:
    """Load a copy of the fixture content with ``changes``: the load must fail."""
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    for file, (old, new) in changes.items():
        path = root / file
        text = path.read_text(encoding="utf-8")
        assert old in text, (file, old)
        path.write_text(text.replace(old, new), encoding="utf-8")
    for file, text in (extra or {}).items():
        (root / file).write_text(text, encoding="utf-8")
    err = io.StringIO()
    with pytest.raises(CommandError):
        call_command("load_content", content=str(root), verbosity=0, stderr=err)
    assert not Lesson.objects.exists()
    return err.getvalue()


@pytest.mark.parametrize(
    "change,message",
    [
        # Another right answer.
        (
            ("* Niitä on yhä keskikorttitarjoajan kädessä.\n-", "- Niitä on yhä.\n*"),
            "question 2 does not match the English one (right answers differ)",
        ),
        # An option more, or one fewer.
        (
            ("- Keskikorttitarjoajalla on reno ruudussa.\n", "- Reno.\n- Kaksi renoa.\n"),
            "question 2 does not match the English one (number of options differ)",
        ),
        (("ids: C-1.1\n", "ids: C-1.2\n"), "(ids differ)"),
        # Another drill, or a question left out.
        (
            ("drill: read-packet 1-t0-beta\nshows: ♦8 ♦6 ♦4 ♦3", "ask: Mitä?\n* a\n- b\nwhy: c"),
            "question 1 does not match the English one (kind, drill",
        ),
        (
            ("```question\ndrill: read-packet 1-t0-beta\nshows: ♦8 ♦6 ♦4 ♦3\n```\n", ""),
            "1 questions, the English lesson has 2",
        ),
        # The headings carry other ids; the header says another part or other ids.
        (("## Yksi maa §C-1.1 §C-1.2", "## Yksi maa §C-1.1"), "its headings carry the ids §C-1.1,"),
        (
            ("summary: Yliannot.", "summary: Yliannot.\nteaches: [C-1.1]"),
            "teaches is not the English",
        ),
        (("summary: Yliannot.", "summary: Yliannot.\nwords: 12"), "a Finnish version's header has"),
        (("title: Beeta-oppitunti\n", ""), "the header needs 'title'"),
        # A glossary term that is not in the glossary.
        (("[[packet|ylianto]]", "[[mysteeri]]"), "[[mysteeri]] is not in glossary.yaml"),
    ],
)
def test_a_finnish_version_that_differs_from_the_english_is_refused(tmp_path, change, message):
    err = load_changed(tmp_path, {"lessons/beta.fi.md": change})
    assert "lessons/beta.fi.md" in err and message in err


def test_a_finnish_version_with_other_cards_is_refused(tmp_path):
    packet = "\n```packet Top first\n♦K ♠4 ♦2 ♠8\n```\n"
    err = load_changed(
        tmp_path,
        {
            "lessons/beta.md": ("Words.\n", "Words.\n" + packet),
            "lessons/beta.fi.md": ("Sanoja:", packet.replace("♦2", "♦3") + "\nSanoja:"),
        },
    )
    assert "card diagram 1 is 'packet ♦K ♠4 ♦3 ♠8', the English lesson's is" in err
    err = load_changed(tmp_path / "again", {"lessons/beta.md": ("Words.\n", "Words.\n" + packet)})
    assert "0 card diagrams, the English lesson has 1" in err


@pytest.mark.parametrize(
    "change,message",
    [
        # Another move, or other rules.
        (("S 4♦  # ask:", "S 3♦  # ask:"), "not the English example's deal and moves"),
        (("rules: schedule=current level4=no", "rules: schedule=old"), "deal and moves"),
        # Another header than a title, a source or a seat label.
        (("number: 1\n", "number: 1\ncolour: red\n"), "headers other than title"),
        # The question asked at another move, or not asked.
        (("S 4♦  # ask: Etelän", "S 4♦  # Etelän"), "questions at moves [], the English"),
    ],
)
def test_a_finnish_example_that_is_not_the_english_one_is_refused(tmp_path, change, message):
    """A Finnish example deal (examples/<slug>.fi.txt) is the English one in other words: the
    same deal and moves, questions at the same moves; only the title, source, seat labels
    and notes are its own."""
    err = load_changed(tmp_path, {"examples/tiny.fi.txt": change})
    assert "examples/tiny.fi.txt" in err and message in err


def test_a_finnish_example_of_no_example_is_refused(tmp_path):
    err = load_changed(tmp_path, {}, {"examples/other.fi.txt": "form: kitty\nseed: 1\n"})
    assert "examples/other.fi.txt: a Finnish version of no example" in err


def test_a_finnish_table_with_other_numbers_is_refused(tmp_path):
    """A translated score table keeps its numbers (the true minus sign may stand for the
    hyphen); a slip in a table is refused."""
    table = "\n| Level | Made | Down |\n|---|---|---|\n| 6 | 35 | -10 |\n"
    taulu = "\n| Taso | Läpi | Pietti |\n|---|---|---|\n| 6 | {} | −10 |\n"
    english = {"lessons/beta.md": ("Words.\n", "Words.\n" + table)}
    err = load_changed(
        tmp_path / "bad",
        {**english, "lessons/beta.fi.md": ("Sanoja:", taulu.format(25) + "\nSanoja:")},
    )
    assert "its tables hold the numbers 6 25 -10, the English lesson's 6 35 -10" in err
    ok = tmp_path / "ok" / "content"
    shutil.copytree(FIXTURE_CONTENT, ok)
    for file, (anchor, text) in {
        "lessons/beta.md": ("Words.\n", table),
        "lessons/beta.fi.md": ("Sanoja:", taulu.format(35)),
    }.items():
        body = (ok / file).read_text(encoding="utf-8")
        (ok / file).write_text(body.replace(anchor, text + "\n" + anchor, 1), encoding="utf-8")
    call_command("load_content", content=str(ok), verbosity=0)
    assert Lesson.objects.get(slug="beta").body_html_fi.count("<td>") == 3


def test_a_finnish_version_of_no_lesson_is_refused(tmp_path):
    err = load_changed(tmp_path, {}, {"lessons/gamma.fi.md": "---\ntitle: G\nsummary: G\n---\n"})
    assert "lessons/gamma.fi.md: not listed in course.yaml (a Finnish version)" in err


def test_a_finnish_name_may_mark_a_term_but_not_one_two_terms_share(tmp_path):
    fi = "lessons/beta.fi.md"
    root = tmp_path / "ok"
    shutil.copytree(FIXTURE_CONTENT, root)
    path = root / fi
    path.write_text(
        path.read_text(encoding="utf-8").replace("[[packet|ylianto]]", "[[ylianto]]"),
        encoding="utf-8",
    )
    call_command("load_content", content=str(root), verbosity=0)
    assert 'data-bs-title="ylianto"' in Lesson.objects.get(slug="beta").body_html_fi
    Lesson.objects.all().delete()
    err = load_changed(
        tmp_path / "shared",
        {
            "glossary.yaml": ("finnish: keskikortit", "finnish: ylianto"),
            fi: ("[[packet|ylianto]]", "[[ylianto]]"),
        },
    )
    assert "[[ylianto]] is the Finnish name of more than one glossary term" in err
