"""Every engine message id has English and Finnish, with the same placeholders; engine names the
pages translate through the catalogue are translated; Finnish pages render engine messages."""

from __future__ import annotations

import re
import string

import pytest
from django.utils import translation

from cardui.engine_fi import FI
from cardui.messages import localize, true_minus
from drills.services import DRILL_TYPES, generate_drill, grade_drill
from engine.messages import ENGLISH, Msg


def fields(template: str | tuple[str, str]) -> set[str]:
    texts = template if isinstance(template, tuple) else (template,)
    return {f for t in texts for _, f, _, _ in string.Formatter().parse(t) if f}


def test_every_message_id_has_english_and_finnish():
    assert set(ENGLISH) == set(FI)


@pytest.mark.parametrize("msg_id", sorted(ENGLISH))
def test_finnish_uses_the_same_placeholders(msg_id):
    assert fields(FI[msg_id]) == fields(ENGLISH[msg_id])
    assert isinstance(FI[msg_id], tuple) == isinstance(ENGLISH[msg_id], tuple)


def test_a_message_is_its_english_text_and_renders_in_finnish():
    m = Msg("score.overtricks", n=2, each=2, suffix=Msg("times", m=3))
    assert m == "2 overtricks × 2 ×3" and isinstance(m, str)
    with translation.override("fi"):
        assert localize(m) == "2 ylitikkiä × 2 ×3"
    with translation.override("en"):
        assert localize(m) == "2 overtricks × 2 ×3"


def test_drill_names_and_levels_are_in_the_finnish_catalogue():
    with translation.override("fi"):
        for kind in DRILL_TYPES.values():
            for text in (kind.name, kind.description, *kind.levels.values()):
                assert localize(text) != text, text


def test_every_score_drill_renders_in_finnish_without_english_templates_left():
    english_only = {w for t in ENGLISH.values() for w in re.findall(r"[a-z]{4,}", str(t))}
    english_only -= {w for t in FI.values() for w in re.findall(r"[a-z]{4,}", str(t))}
    with translation.override("fi"):
        for level in (1, 2, 3):
            for seed in ("a", "b", "c", "t0-x", "t1-y"):
                drill = generate_drill("score", level, seed)
                verdict = grade_drill(drill, {"points": "0"})
                texts = [*drill.data["facts"], drill.prompt, verdict.summary, *verdict.explanation]
                shown = " ".join(localize(t) for t in texts)
                assert not set(re.findall(r"[a-z]{4,}", shown)) & english_only, shown


def test_finnish_writes_the_true_minus_sign():
    with translation.override("fi"):
        assert true_minus("−(10) = -20; R-7.1") == "−(10) = −20; R-7.1"
    with translation.override("en"):
        assert true_minus("-20") == "-20"


@pytest.mark.django_db
def test_a_score_drill_page_in_finnish(client):
    drill = generate_drill("score", 1, "fi-page")
    url = f"/drills/score/{drill.key}/"
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    assert "Laske pisteet" in page and "Paljonko" in page and "Tarkista" in page
    verdict = client.post(
        url + "answer/",
        {"points": str(int(drill.solution["points"]) + 1)},
        HTTP_ACCEPT_LANGUAGE="fi",
    )
    text = verdict.content.decode()
    assert "Ei oikein" in text and "Taulukon rivi" in text
    english = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Score the deal" in english and "What does" in english


def test_a_lesson_in_finnish_says_it_is_shown_in_english(client, fixture_content):
    from lessons.models import Lesson

    lesson = Lesson.objects.first()
    assert lesson is not None
    finnish = client.get(lesson.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="fi").content.decode()
    assert "ei ole vielä suomenkielistä versiota" in finnish and 'lang="en"' in finnish
    english = client.get(lesson.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "no Finnish version" not in english
