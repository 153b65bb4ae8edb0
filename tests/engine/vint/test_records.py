"""Vint records: dump, load, replay, and refusals that name the line."""

from __future__ import annotations

import pytest

from engine.record import RecordError
from engine.vint.record import VintRecord, dumps, is_vint_record, loads
from engine.vint.rubber import VintMatch, is_match_record, loads_match

from .helpers import ONE_SUIT_EACH, act, passes, play_with_bots, vint_deal

TEXT = """# Vint deal record
title: a short auction
form: vint
dealer: N
N: ♦AKQJ1098765 ♣432
E: ♠AKQJ1098765 ♣AKQ
S: ♥AKQJ1098765 ♦432
W: ♠432 ♣J1098765 ♥432
actions:
N 4♦  # ten diamonds
E pass
"""


def test_a_record_loads_and_dumps_back_the_same():
    record = loads(TEXT)
    assert is_vint_record(TEXT) and record.title() == "a short auction"
    assert record.note_for(0) == "ten diamonds"
    assert loads(dumps(record)) == record
    deal = record.replay()
    assert deal.standing.text == "4♦" and deal.to_act == 2


def test_a_finished_deal_round_trips_by_seed_and_by_hands():
    deal = play_with_bots(passes(act(vint_deal("N", ONE_SUIT_EACH), "N 4♦"), 12))
    for record in (VintRecord.of(deal), VintRecord.of(deal, seed=None)):
        assert loads(dumps(record)).replay().result == deal.result


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        (lambda t: t.replace("E pass", "E 3♦"), 11, "does not beat"),
        (lambda t: t.replace("E pass", "E double"), 11, "not a Vint action"),
        (lambda t: t.replace("N 4♦  # ten diamonds", "S 4♦"), 10, "N's turn"),
        (lambda t: t.replace("form: vint", "form: kitty"), 3, "form must be"),
        (lambda t: t.replace("W: ♠432", "W: ♠43"), 0, "do not make"),
    ],
)
def test_a_bad_record_is_refused_with_its_line(change, line, words):
    with pytest.raises(RecordError) as info:
        loads(change(TEXT))
    assert info.value.line == line and words in str(info.value)


def test_a_match_record_is_refused_with_its_line():
    match = VintMatch(seed="lines")
    match.apply(match.current.legal_actions()[0])
    text = match.dumps()
    assert is_match_record(text)
    with pytest.raises(RecordError) as info:
        loads_match(text + "S play ♠2\n")
    assert info.value.line == 7
    with pytest.raises(RecordError):
        loads_match(text.replace("rubbers: 3", "rubbers: 2"))
