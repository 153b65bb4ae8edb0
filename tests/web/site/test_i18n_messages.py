"""Every engine message id has English and Finnish, with the same placeholders; engine names the
pages translate through the catalogue are translated; Finnish pages render engine messages."""

from __future__ import annotations

import re
import string

import pytest
from django.utils import translation

from cardui.engine_fi import FI
from cardui.messages import localize, true_minus
from drills import services
from drills.services import DRILL_TYPES, generate_drill, grade_drill
from engine.cards import DECK
from engine.messages import ENGLISH, Msg, Param


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


# --- the bid drill (issue 19): suggestions, verdicts and hints are messages too -----------------

WORD = re.compile(r"[A-Za-zÀ-ÿ']{3,}")
# Words only the English templates use, and words typical of the bid drill's English (checked
# on their own, in case a Finnish template ever borrowed one).
TYPICAL = {
    "partner",
    "conventions",
    "call",
    "would",
    "tell",
    "suit",
    "honours",
    "spots",
    "preferred",
    "accepted",
    "second",
    "kitty",
    "grand",
    "misère",
    "lowest",
    "level",
    "aces",
    "round",
    "nothing",
    "hand",
}


def _template_words(table) -> set[str]:
    texts = [x for t in table.values() for x in (t if isinstance(t, tuple) else (t,))]
    return {w.lower() for t in texts for w in WORD.findall(re.sub(r"\{[a-z_]+\}", " ", t))}


ENGLISH_ONLY = (_template_words(ENGLISH) - _template_words(FI)) | TYPICAL


def english_left(text: str) -> list[str]:
    return sorted({w.lower() for w in WORD.findall(text)} & ENGLISH_ONLY)


def _visible(html: str, start: str = "") -> str:
    """The text of ``html`` (from the element whose opening tag contains ``start``), without
    tags, scripts or attributes. The hand diagram's screen-reader names of the ranks
    ("king, 7, 3") are cardui's, not the engine's explanations, and are left out."""
    if start:
        html = html[html.rindex("<", 0, html.index(start)) :]
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r'<span class="visually-hidden">[^<]*</span>', " ", html)
    return re.sub(r"<[^>]+>", " ", html)


def test_every_bid_drill_renders_in_finnish_without_english_left():
    with translation.override("fi"):
        for level in range(1, 8):
            for seed in ("a", "b", "t0-c", "t1-d", "t2-e"):
                drill = generate_drill("bid", level, seed)
                best = next(s for s in drill.solution["suggestions"] if s[1])[0]
                wrong = next(a.notation() for a in drill.data["legal"] if a.notation() != best)
                texts = [drill.prompt, *services.drill_hints(drill)]
                for answer in (best, wrong):
                    v = grade_drill(drill, {"call": answer})
                    texts += [v.summary, v.your_answer, *v.accepted, *v.explanation, *v.notes]
                for text in texts:
                    shown = localize(text)
                    assert english_left(shown) == [], (level, seed, shown)


def test_the_english_of_the_bid_drill_is_what_the_check_looks_for():
    drill = generate_drill("bid", 2, "a")
    wrong = next(
        a.notation()
        for a in drill.data["legal"]
        if a.notation() != drill.solution["suggestions"][0][0]
    )
    v = grade_drill(drill, {"call": wrong})
    with translation.override("en"):
        assert english_left(" ".join(localize(t) for t in v.explanation))


@pytest.mark.django_db
def test_a_bid_drill_page_its_verdict_and_hints_in_finnish(client):
    drill = generate_drill("bid", 2, "fi-page")
    url = f"/drills/bid/{drill.key}/"
    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    page = client.get(url, **fi).content.decode()
    text = _visible(page, 'id="drill"')
    assert "Mitä tarjoat?" in text and english_left(text) == [], english_left(text)

    for _ in range(3):  # hints are taken before the answer
        hints = client.post(url + "hint/", HTTP_HX_REQUEST="true", **fi)
    text = _visible(hints.content.decode())
    assert text.count("Vihje") == 3 and english_left(text) == [], english_left(text)

    best = next(s for s in drill.solution["suggestions"] if s[1])[0]
    wrong = next(a.notation() for a in drill.data["legal"] if a.notation() != best)
    verdict = client.post(url + "answer/", {"call": wrong}, HTTP_HX_REQUEST="true", **fi)
    text = _visible(verdict.content.decode())
    assert "Ei oikein" in text and "Sopimusten mukainen tarjous" in text
    assert english_left(text) == [], english_left(text)

    english = client.post(url + "answer/", {"call": wrong}, HTTP_HX_REQUEST="true")
    assert "The conventions call" in english.content.decode()


def test_every_double_or_pass_drill_renders_in_finnish_without_english_left():
    # Level 1 (double or pass); level 2 (the lead after a double) is checked further down.
    with translation.override("fi"):
        for target in range(11):
            drill = generate_drill("double", 1, f"t{target}-fi")
            texts = [drill.title, drill.prompt, *services.drill_hints(drill)]
            for answer in ("double", "pass"):
                v = grade_drill(drill, {"call": answer})
                texts += [v.summary, v.your_answer, *v.accepted, *v.explanation, *v.notes]
            for text in texts:
                shown = localize(text)
                assert english_left(shown) == [], (target, shown)


# --- the packet drills and the packet choices (issue 19) ----------------------------------------


def _packet_drill_texts(drill) -> list[object]:
    from tests.engine.drills.test_packet_drills import _texts

    return _texts(drill)


@pytest.mark.parametrize("slug", ["read-packet", "build-packet"])
def test_every_packet_drill_renders_in_finnish_without_english_left(slug):
    from tests.web.lessons.test_finnish_content import english_in

    levels = DRILL_TYPES[slug].levels
    with translation.override("fi"):
        for level in levels:
            for seed in ("a", "b", "t0-c", "t1-d", "t2-e", "fi-6"):
                drill = generate_drill(slug, level, seed)
                for text in _packet_drill_texts(drill):
                    shown = localize(text)
                    assert english_left(shown) == [], (level, seed, shown)
                    assert english_in(shown) == [], (level, seed, shown)


def test_the_packet_choices_render_in_finnish_without_english_left():
    import random

    from engine.cards import Card, CardSet, Rank, Suit
    from engine.conventions.exchange import (
        ContractKind,
        PacketPlan,
        distribution_options,
        packet_options,
        return_options,
    )
    from engine.rules import Form

    rng = random.Random(1919)
    deck = [Card(s, r) for s in Suit for r in Rank]
    with translation.override("fi"):
        for n in range(120):
            form = Form.KITTY if n % 2 else Form.NOKITTY
            kind = list(ContractKind)[n % 3]
            hand = CardSet(rng.sample(deck, 16 if form is Form.KITTY else 13))
            plan = PacketPlan(kind, rng.choice(list(Suit)), partner_bid_trumps_first=n % 4 < 2)
            texts = [c.text for c in packet_options(hand, form, plan)]
            seventeen = rng.sample(deck, 17)
            texts += [c.text for c in return_options(CardSet(seventeen), seventeen[:4])]
            sixteen = CardSet(rng.sample(deck, 16))
            trump = plan.trump if kind is ContractKind.TRUMPS else None
            texts += [g.text for g in distribution_options(sixteen, n % 4, kind, trump)]
            for text in texts:
                shown = localize(text)
                assert english_left(shown) == [], shown


@pytest.mark.django_db
def test_packet_drill_pages_and_verdicts_in_finnish(client):
    from tests.engine.drills import answers

    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    for slug, level, heading in (("read-packet", 3, "Lue ylianto"), ("build-packet", 2, "Kokoa")):
        drill = generate_drill(slug, level, "fi-page")
        url = f"/drills/{slug}/{drill.key}/"
        text = _visible(client.get(url, **fi).content.decode(), 'id="drill"')
        assert heading in text and english_left(text) == [], (slug, english_left(text))
        for _ in range(3):
            hints = client.post(url + "hint/", HTTP_HX_REQUEST="true", **fi)
        text = _visible(hints.content.decode())
        assert text.count("Vihje") == 3 and english_left(text) == [], english_left(text)
        wrong = answers.wrong(drill)
        verdict = client.post(url + "answer/", wrong, HTTP_HX_REQUEST="true", **fi)
        text = _visible(verdict.content.decode())
        assert "Ei oikein" in text and english_left(text) == [], (slug, english_left(text))
        english = client.post(url + "answer/", wrong, HTTP_HX_REQUEST="true").content.decode()
        assert ("wrong: " if slug == "read-packet" else "says something else: ") in english
    # An answer that cannot be read is told in Finnish too.
    url = f"/drills/build-packet/{generate_drill('build-packet', 1, 'fi-page').key}/answer/"
    page = client.post(url, {}, HTTP_HX_REQUEST="true", **fi).content.decode()
    assert "valitse kaikki neljä korttia" in page


def test_the_lead_and_handover_reasons_render_in_finnish_without_english_left():
    from tests.engine.conventions.test_lead_handover_messages import texts

    with translation.override("fi"):
        for text in texts(300, 1919):
            shown = localize(text)
            assert english_left(shown) == [], shown


# --- the lead, hand-over and return-packet drills' own texts (issue 19) -------------------------


@pytest.mark.parametrize("slug", ["lead", "hand-over", "return-packet"])
def test_every_lead_hand_over_and_return_drill_renders_in_finnish_without_english_left(slug):
    from tests.engine.drills.test_card_drill_messages import bad_answers, texts

    with translation.override("fi"):
        for level in DRILL_TYPES[slug].levels:
            for seed in ("a", "b", "t0-c", "t1-d", "t2-e", "t3-f", "fi-6"):
                drill = generate_drill(slug, level, seed)
                shown_texts = texts(drill)
                for bad in bad_answers(drill):
                    with pytest.raises(services.DrillInputError) as err:
                        grade_drill(drill, bad)
                    shown_texts.append(err.value.args[0])
                assert_all_finnish(shown_texts, (slug, level, seed))


def assert_all_finnish(texts: list[object], where: object) -> None:
    """Each of ``texts`` shown in the active language (Finnish) holds no English word."""
    from tests.web.lessons.test_finnish_content import english_in

    for text in texts:
        shown = localize(text)
        assert english_left(shown) == [], (where, shown)
        assert english_in(shown) == [], (where, shown)


def test_every_lead_after_a_double_renders_in_finnish_without_english_left():
    # The double drill's level 2 grades its lead with the lead drill's words.
    from tests.engine.drills import answers

    with translation.override("fi"):
        for target in range(3):
            for seed in ("a", "b", "fi"):
                drill = generate_drill("double", 2, f"t{target}-{seed}")
                texts = [drill.title, drill.prompt, *services.drill_hints(drill)]
                cards = [{"card": str(c)} for c in drill.data["hand"]]
                for answer in [answers.right(drill), *cards]:
                    v = grade_drill(drill, answer)
                    texts += [v.summary, v.your_answer, *v.accepted, *v.explanation, *v.notes]
                for text in texts:
                    shown = localize(text)
                    assert english_left(shown) == [], (target, seed, shown)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("slug", "level", "heading", "unreadable"),
    [
        ("lead", 1, "Valitse avauslähtö", "valitse kortti kädestäsi"),
        ("hand-over", 1, "Anna kortti", "valitse kortti kädestäsi"),
        ("hand-over", 4, "Anna kortti kullekin pelaajalle", "valitse kortti kullekin pelaajalle"),
        ("return-packet", 1, "Palauta ylianto", "valitse neljä korttia, ylin ensin"),
    ],
)
def test_lead_hand_over_and_return_pages_and_verdicts_in_finnish(
    client, slug, level, heading, unreadable
):
    from tests.engine.drills import answers

    fi = {"HTTP_ACCEPT_LANGUAGE": "fi"}
    drill = generate_drill(slug, level, "fi-page")
    url = f"/drills/{slug}/{drill.key}/"
    text = _visible(client.get(url, **fi).content.decode(), 'id="drill"')
    assert heading in text and "Olet " in text, text
    assert english_left(text) == [], english_left(text)
    for _ in range(3):
        hints = client.post(url + "hint/", HTTP_HX_REQUEST="true", **fi)
    text = _visible(hints.content.decode())
    assert text.count("Vihje") == 3 and english_left(text) == [], english_left(text)
    wrong = answers.wrong(drill)
    assert wrong is not None
    verdict = client.post(url + "answer/", wrong, HTTP_HX_REQUEST="true", **fi)
    text = _visible(verdict.content.decode())
    assert "Ei oikein" in text and english_left(text) == [], english_left(text)
    # The English verdict is still English.
    english = client.post(url + "answer/", wrong, HTTP_HX_REQUEST="true").content.decode()
    assert "The conventions" in english
    # An answer that cannot be read is told in Finnish too.
    page = client.post(url + "answer/", {}, HTTP_HX_REQUEST="true", **fi).content.decode()
    assert unreadable in page


# --- the Vint scoresheet's lines (issue 19) -----------------------------------------------------


def test_every_vint_scoresheet_line_renders_in_finnish_without_english_left():
    from tests.engine.vint.test_messages import labels
    from tests.web.lessons.test_finnish_content import english_in

    with translation.override("fi"):
        shown = {localize(label) for label in labels()}
    assert "8 tikkiä × 48" in shown and "pikkuslammi kaatui" in shown
    for text in shown:
        assert english_left(text) == [] and english_in(text) == [], text


def test_every_vint_score_drill_renders_in_finnish_without_english_left():
    from tests.engine.vint.test_drill import texts
    from tests.web.lessons.test_finnish_content import english_in

    with translation.override("fi"):
        for level in (1, 2, 3):
            for seed in ("a", "b", "c", "t0-d", "t1-e"):
                drill = generate_drill("vint-score", level, seed)
                for text in texts(drill):
                    shown = localize(text)
                    assert english_left(shown) == [], (level, seed, shown)
                    assert english_in(shown) == [], (level, seed, shown)


def test_the_bots_reasons_render_in_finnish_without_english_left():
    """The reasons the table's hints show: every bot's card and call over whole games of every
    form, and every play and bot-call template with sample parameters (for the rarer ones)."""
    from tests.engine.test_bot_messages import bot_reasons

    samples: dict[str, Param] = {
        "n": 3,
        "card": "♠K",
        "suit": "♥",
        "suits": Msg("pl.spades"),
        "bid": "2♦",
        "contract": Msg("bid.misere", level=6),
        "standing": Msg("bid.grand", level=5),
        "asked": Msg("bid.suit", text="5♣"),
        "want": Msg("bc.den_misere"),
        "why": Msg("bc.keep_denomination"),
        "reason": Msg("bc.vint_no_cover"),
        "strain": Msg("bc.vint_no_trump"),
        "whole": "8",
        "tenth": "5",
        "need": 9,
    }
    made = [
        Msg(i, **{k: v for k, v in samples.items() if k in fields(ENGLISH[i])})
        for i in ENGLISH
        if i.startswith(("pl.", "bc."))
    ]
    with translation.override("fi"):
        for text in [*made, *set(bot_reasons("fi-bots"))]:
            shown = localize(text)
            assert english_left(shown) == [], (shown, str(text))


# --- the signal drill's own texts (issue 19) -------------------------------------------------


def test_every_signal_drill_renders_in_finnish_without_english_left():
    """The first-discard drill (C-8.1) spoke English to a Finnish learner: its prompt, the
    readings, the verdicts and the hints were plain strings. Every one is a message now."""

    with translation.override("fi"):
        for level in DRILL_TYPES["signal"].levels:
            for seed in [f"s{i}" for i in range(12)]:
                drill = generate_drill("signal", level, seed)
                if drill.data["ask"] == "read":
                    answers = [{"suit": s} for s in drill.data["options"]]
                    bad: dict[str, str] = {"suit": "X"}
                else:
                    answers = [{"card": str(c)} for c in drill.data["hand"]]
                    # A card the hand does not hold (the hands changed with round 15's entry
                    # rule, and some hold both the ♠2 and the ♥2).
                    bad = {"card": next(str(c) for c in DECK if c not in drill.data["hand"])}
                hints = services.drill_hints(drill)
                shown_texts: list[object] = [drill.title, drill.prompt, *hints]
                for answer in answers:
                    v = grade_drill(drill, answer)
                    shown_texts += [v.summary, *v.accepted, *v.explanation, *v.notes]
                with pytest.raises(services.DrillInputError) as err:
                    grade_drill(drill, bad)
                shown_texts.append(err.value.args[0])
                assert_all_finnish(shown_texts, (level, seed))
