"""Game records: documented text, round trips, replay, refusal with the line and reason."""

import pytest

from engine.record import DealRecord, RecordError, dumps, loads
from engine.rules import Form

from .helpers import KITTY_HANDS, KITTY_KITTY, act, deal_from

GOOD = """\
# Skruuvi deal record
title: a small example
form: kitty
dealer: N
N: ♠AKQJ ♣AKQ ♦AKQ ♥AK
E: ♠1098 ♣J109 ♦J109 ♥QJ10
S: ♠765 ♣876 ♦876 ♥987
W: ♠4 ♣5432 ♦5432 ♥654
kitty: ♠3 ♠2 ♥3 ♥2
actions:
N 6♥
E pass
S pass
W pass
N pass
E pass
S pass
W pass
N pass
N packet ♥3 ♥2 ♠3 ♠2
S give E:♠7 N:♠6 W:♠5
"""


def test_a_record_loads_and_keeps_its_metadata():
    record = loads(GOOD)
    assert record.form is Form.KITTY and record.dealer == 0
    assert record.title() == "a small example"
    deal = record.replay()
    assert deal.kitty_bidder == 0 and len(deal.history) == 11


def test_dump_then_load_is_identity():
    record = loads(GOOD)
    assert loads(dumps(record)) == record
    assert dumps(loads(dumps(record))) == dumps(record)


def test_a_deal_from_a_seed_is_reproducible():
    a = DealRecord(Form.NOKITTY, 2, seed="7", number=3).new_deal()
    b = DealRecord(Form.NOKITTY, 2, seed="7", number=3).new_deal()
    c = DealRecord(Form.NOKITTY, 2, seed="7", number=4).new_deal()
    assert a.initial_hands == b.initial_hands != c.initial_hands


@pytest.mark.parametrize(
    "change,line,reason",
    [
        (("S give E:♠7 N:♠6 W:♠5", "S give E:♠7 N:♠6 W:♠A"), 21, "not in S's hand"),
        (("E pass\nS pass\nW pass\nN pass", "E pass\nS pass\nW 5♥\nN pass"), 14, "not higher"),
        (("N packet ♥3 ♥2 ♠3 ♠2", "E packet ♥3 ♥2 ♠3 ♠2"), 20, "N's turn"),
        (("N packet ♥3 ♥2 ♠3 ♠2", "N packet ♥3 ♥2 ♠3"), 20, "four cards"),
        (("W: ♠4 ♣5432", "W: ♠4 ♣5432 ♣A"), 0, "cards do not make a deal"),
        (("form: kitty", "form: poker"), 3, "not a form"),
        (("N 6♥", "Q 6♥"), 11, "not a seat"),
        (("dealer: N\n", ""), 0, "missing header 'dealer'"),
        (("kitty: ♠3 ♠2 ♥3 ♥2", "kitty: ♠3 ♠2 ♥3 ♥"), 9, "not a card"),
        (("N: ♠AKQJ ♣AKQ ♦AKQ ♥AK", "seed: 5"), 5, "either a seed or the hands"),
    ],
)
def test_an_invalid_record_is_refused_with_the_line_and_the_reason(change, line, reason):
    text = GOOD.replace(*change)
    with pytest.raises(RecordError) as err:
        loads(text)
    assert err.value.line == line, str(err.value)
    assert reason in err.value.reason


def test_a_seeded_record_names_the_line_of_a_bad_deal_number():
    with pytest.raises(RecordError) as err:
        loads("form: kitty\ndealer: N\nseed: 1\nnumber: two\nactions:\n")
    assert err.value.line == 4
    assert loads("form: kitty\ndealer: N\nseed: 1\nnumber: 2\nactions:\n").number == 2


def test_records_of_unfinished_deals_are_valid():
    d = act(deal_from(Form.KITTY, "N", KITTY_HANDS, KITTY_KITTY), "N 1♠", "E pass")
    record = DealRecord.of(d)
    assert loads(dumps(record)).replay().to_act == 2


def test_states_reproduce_every_step():
    record = loads(GOOD)
    states = list(record.states())
    assert [s.to_act for s in states[:3]] == [0, 1, 2]
    assert states[-1].phase.value == "extended-auction"


def test_comments_after_actions_are_kept_as_notes():
    text = GOOD.replace("N 6♥\n", "N 6♥  # a strong heart hand, so N bids at the six level\n")
    record = loads(text)
    assert record.note_for(0) == "a strong heart hand, so N bids at the six level"
    assert record.note_for(1) == ""
    assert loads(dumps(record)) == record
