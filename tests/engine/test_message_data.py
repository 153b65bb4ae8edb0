"""Messages stored as JSON data come back as the same message (id, parameters, English),
so the site can show a stored explanation in the reader's language."""

from __future__ import annotations

import json
import random

import pytest

from engine.cards import DECK, CardSet
from engine.conventions import conventional_calls
from engine.messages import ENGLISH, Msg, msg_from_data, msg_to_data
from engine.rules import Form


def _calls_texts(n: int) -> list[Msg]:
    rng = random.Random(7)
    out: list[Msg] = []
    cards = list(DECK)
    for _ in range(n):
        rng.shuffle(cards)
        for form in (Form.KITTY, Form.NOKITTY):
            out += [s.text for s in conventional_calls(CardSet(cards[:13]), form, [], 0, 0)]
    return out


def test_a_stored_message_comes_back_the_same():
    texts = _calls_texts(60)
    bodies = {m.params["body"].id for m in texts if isinstance(m.params.get("body"), Msg)}
    assert len(bodies) >= 5 and all(isinstance(m, Msg) for m in texts)
    nested = Msg("join", items=tuple(texts[:3]), sep="; ")
    for m in [*texts, nested, Msg("score.made", contract="5♦", suffix=Msg("times", m=2))]:
        back = msg_from_data(json.loads(json.dumps(msg_to_data(m))))
        assert str(back) == str(m) and back.id == m.id
        assert back.render(ENGLISH) == m.render(ENGLISH)


def test_an_edited_english_text_is_kept_and_bad_data_is_refused():
    m = Msg("times", m=2).english("×2 (edited)")
    assert str(msg_from_data(msg_to_data(m))) == "×2 (edited)"
    with pytest.raises(KeyError):
        msg_from_data({"id": "no.such.id", "params": {}, "en": ""})
    with pytest.raises(ValueError):
        msg_from_data({"id": "times", "params": {"m": [1, 2]}, "en": ""})
