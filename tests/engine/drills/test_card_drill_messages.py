"""The lead, hand-over and return-packet drills' own texts are messages (issue 19): title,
prompt, hints, the verdicts of right, allowed and wrong answers and the input errors, so the
site can show them in the learner's language. No English may hide in a plain-string
parameter: the plain strings inside are cards, suit symbols, numbers and convention ids."""

from __future__ import annotations

import re
from itertools import permutations

import pytest

from engine.drills import DRILL_TYPES, Drill, DrillInputError, generate, grade, hints
from engine.messages import Msg

from ..conventions.test_suggestion_messages import leaves
from . import answers

SLUGS = ("lead", "hand-over", "return-packet")
SEEDS = [f"msg{i}" for i in range(8)] + [f"t{i}-msg" for i in range(6)]
WORD = re.compile(r"[A-Za-z]{3,}")


def _answers(d: Drill) -> list[dict[str, str]]:
    """The right answer, every other accepted one, a wrong one, and more: every card of the
    hand for a one-card drill (each reason a wrong card can get), the right gifts to the wrong
    players, the right return cards in a wrong order."""
    out = [answers.right(d)]
    wrong = answers.wrong(d)
    if wrong is not None:
        out.append(wrong)
    if d.type == "return-packet":
        for ch in d.solution["choices"]:
            out.append({f"order{i + 1}": c for i, c in enumerate(ch["orders"][0])})
            out.append({f"order{i + 1}": c for i, c in enumerate(reversed(ch["orders"][0]))})
    elif d.data.get("give"):
        best = answers.right(d)
        seats = sorted(best)
        for shift in (1, 2):
            out.append({s: best[seats[(i + shift) % 3]] for i, s in enumerate(seats)})
        ok = {c[0] for c in d.solution["choices"]}
        cards = sorted(map(str, d.data["hand"]))
        letters = [("N", "E", "S", "W")[s] for s in d.data["receivers"]]
        for combo in list(permutations(cards, 3))[::97]:
            note = " ".join(f"{s}:{c}" for s, c in sorted(zip(letters, combo, strict=True)))
            if note not in ok:
                out.append({f"to_{s}": c for s, c in zip(letters, combo, strict=True)})
    else:
        out += [{"card": str(c)} for c in d.data["hand"]]
    return out


def texts(d: Drill) -> list[object]:
    """Everything a learner reads of the drill ``d`` (see :func:`_answers`)."""
    out: list[object] = [d.title, d.prompt, *hints(d)]
    for answer in _answers(d):
        v = grade(d, answer)
        out += [v.summary, *v.accepted, *v.explanation, *v.notes, v.your_answer]
    return out


def bad_answers(d: Drill) -> list[dict[str, str]]:
    """Answers that cannot be graded: nothing, a card not in the hand, a card twice."""
    missing = next(
        f"{s}{r}" for s in "♠♥♦♣" for r in "A2K3" if f"{s}{r}" not in map(str, d.data["hand"])
    )
    one = str(next(iter(d.data["hand"])))
    if d.type == "return-packet":
        return [{}, {f"order{i}": one for i in range(1, 5)}]
    if d.data.get("give"):
        letters = [("N", "E", "S", "W")[s] for s in d.data["receivers"]]
        return [
            {},
            {f"to_{s}": missing for s in letters},
            {f"to_{s}": one for s in letters},
        ]
    return [{}, {"card": missing}]


def plain_words(text: object) -> list[object]:
    """The plain strings in ``text`` that hold a word (nothing should). A packet layout's
    letters ("aaaB", in a packet reading a return verdict quotes) are a pattern, not words."""
    if not isinstance(text, Msg):
        return [text] if WORD.search(str(text)) else []
    plain = [x for x in leaves(text) if isinstance(x, str) and WORD.search(x)]
    return [x for x in plain if not re.fullmatch(r"[abAB]{4}", x)]


def ids_of(text: object) -> set[str]:
    if not isinstance(text, Msg):
        return set()
    out = {text.id}
    for value in text.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            out |= ids_of(item)
    return out


@pytest.mark.parametrize("slug", SLUGS)
def test_every_lead_hand_over_and_return_drill_text_is_a_message(slug):
    seen: set[str] = set()
    for level in sorted(DRILL_TYPES[slug].levels):
        for seed in SEEDS:
            d = generate(slug, level, seed)
            for text in texts(d):
                # A message, or only cards and symbols (the answer given: "♠6 ♥6 ♥7 ♥10").
                assert plain_words(text) == [], (level, seed, text)
                seen |= ids_of(text)
            for bad in bad_answers(d):
                with pytest.raises(DrillInputError) as err:
                    grade(d, bad)
                message = err.value.args[0]
                assert isinstance(message, Msg) and plain_words(message) == [], message
                seen.add(message.id)
    prefix = {"lead": "le.", "hand-over": "hd.", "return-packet": "rt."}[slug]
    mine = {i for i in seen if i.startswith(prefix)}
    # The texts come from all over the module, not from one fallback.
    assert len(mine) >= {"lead": 20, "hand-over": 30, "return-packet": 14}[slug], sorted(mine)
    if slug == "lead":
        assert {"le.why_same_suit", "le.why_allowed_suit", "le.why_other_suit"} <= mine
    if slug == "hand-over":
        assert {"hd.why_trump", "hd.why_allowed_suit", "hd.gifts_wrong_players"} <= mine
        assert {"hd.gifts_leave", "hd.err_different", "hd.bolshevik"} <= mine
    if slug == "return-packet":
        assert {"rt.wrong_order", "rt.keeps", "rt.send_back", "rt.right"} <= mine


def test_a_choice_s_reason_stays_a_message_without_its_card_and_ids():
    from engine.drills.words import reason_of, strip_ids

    body = Msg("ld.touching", suit="♠")
    choice = Msg("fact.call", label="♠K", body=body, ids="C-7.1, IC-31")
    assert reason_of(choice) == "the higher of two touching honours in ♠"
    assert reason_of(choice) is body
    assert reason_of("♠K: a plain reason (C-7.1)") == "a plain reason"
    stripped = strip_ids(Msg("fact", body=body, ids="C-7.1"))
    assert stripped == "the higher of two touching honours in ♠" and isinstance(stripped, Msg)
    assert stripped.render({"ld.touching": "ylempi {suit}", "fact": "{body} ({ids})"}) == (
        "ylempi ♠"
    )
