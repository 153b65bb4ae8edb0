"""Bonehead deal records: the text format, round trips, replay, refusal with line and reason;
and the Handbook's bonehead example played out as a record."""

from __future__ import annotations

import pytest

from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.record import BoneheadRecord, dumps, is_bonehead_record, loads
from engine.bonehead.seating import BONEHEAD
from engine.cards import CardSet
from engine.record import RecordError
from engine.rules import Form
from engine.trick_taking import Kind

from .bonehead_helpers import auction_won_by, bonehead_deal, play

A, B, C = 0, 1, 2

# The Handbook's "Example of the Hands and Bids in a No Kitty Game Played with the Bonehead":
# A deals and, having seen the ♠A and the ♥Q, goes on to 7♠; the bonehead hands over first
# and A picks ♠A ♠7 ♥Q ♥7, holding ♠AKQJ87 ♥AKQ10975 afterwards: every trick is A's.
HANDBOOK = """\
# Skruuvi bonehead deal record
title: The Handbook's bonehead example
form: bonehead-nokitty
dealer: A
A: ♠KQJ8 ♣75 ♦107 ♥AK1095
B: ♠1096 ♣AJ4 ♦AK53 ♥J84
C: ♠432 ♣K108632 ♦Q8 ♥63
bonehead: ♠A75 ♣Q9 ♦J9642 ♥Q72
glimpse-A: ♠A ♥Q7 ♣9 ♦J
glimpse-B: ♠75 ♦9 ♥2
glimpse-C: ♦642 ♣Q
actions:
A 6♠
B pass
C 6M
A 7♠  # A saw the ♠A and the ♥Q
B pass
C pass
A pass
B pass
C pass
A pass
A bonehead-first  # the declarer sees the bonehead's hand
A for bonehead: packet ♠A ♠7 ♥Q ♥7
A packet ♣7 ♣5 ♦10 ♦7
A contract 7♠
B pass
C pass
B play ♦A
A for bonehead: play ♦2
C play ♦8
A play ♠7
A play ♠A
B play ♠6
A for bonehead: play ♠5
C play ♠2
A play ♠K
B play ♠9
A for bonehead: play ♦4
C play ♠3
A play ♠Q
B play ♠10
A for bonehead: play ♦6
C play ♠4
A play ♥A
B play ♥4
A for bonehead: play ♥2
C play ♥3
A play ♥K
B play ♥8
A for bonehead: play ♦7
C play ♥6
A play ♥Q
B play ♥J
A for bonehead: play ♦9
C play ♣2
A play ♥10
B play ♦3
A for bonehead: play ♦10
C play ♣3
A play ♥9
B play ♦5
A for bonehead: play ♦J
C play ♣6
A play ♥7
B play ♦K
A for bonehead: play ♣5
C play ♣8
A play ♥5
B play ♣4
A for bonehead: play ♣7
C play ♣10
A play ♠J
B play ♣J
A for bonehead: play ♣9
C play ♣K
A play ♠8
B play ♣A
A for bonehead: play ♣Q
C play ♦Q
"""


def test_the_handbook_example_is_a_valid_record_and_seven_spades_makes():
    record = loads(HANDBOOK)
    assert record.title() == "The Handbook's bonehead example"
    assert record.form is Form.NOKITTY and record.dealer == A
    assert record.glimpses is not None and len(record.glimpses[A]) == 5
    assert record.note_for(3) == "A saw the ♠A and the ♥Q"
    deal = record.replay()
    assert deal.hand(A) == CardSet() and deal.is_over
    r = deal.result
    assert r is not None and r.kind is Kind.CONTRACT and r.made
    assert r.side_tricks == (13, 0) and r.tricks_of(A) == 13
    assert r.player_points == (50, -50, -50) and r.side_points == (50, -50)
    assert deal.bonehead_lengths() == (0, 0, 0, 0)
    # the bonehead's rows the Handbook shows: ♥ 3, ♦ 5, ♣ 2, ♠ 3
    assert record.new_deal().bonehead_lengths() == (3, 2, 5, 3)


def test_dump_then_load_is_identity_and_the_seating_is_written_as_comments():
    record = loads(HANDBOOK)
    text = dumps(record)
    assert loads(text) == record and dumps(loads(text)) == text
    assert "# seating at the deal (R-9.1): S=A W=B N=bonehead E=C" in text
    assert "# A declares (R-9.4): S=A W=B N=bonehead E=C\nA bonehead-first" in text
    assert is_bonehead_record(text) and not is_bonehead_record("form: kitty\nactions:\n")


def test_a_record_from_a_seed_is_reproducible_and_writes_no_default_glimpses():
    a = BoneheadRecord(Form.KITTY, C, seed="7", number=3).new_deal()
    b = BoneheadRecord(Form.KITTY, C, seed="7", number=3).new_deal()
    c = BoneheadRecord(Form.KITTY, C, seed="7", number=4).new_deal()
    assert a.initial_hands == b.initial_hands != c.initial_hands
    assert a.glimpses == b.glimpses
    text = dumps(BoneheadRecord.of(play(a, "C 1♠"), seed="7", number=3))
    assert "glimpse" not in text and "seed: 7" in text and "C 1♠" in text
    assert loads(text).replay().history == a.history


def test_records_of_unfinished_deals_and_explicit_glimpses_round_trip():
    deal = play(
        bonehead_deal(Form.KITTY, glimpses=("♥65 ♠4 ♣5", "♦32 ♣43", "♥4 ♣2 ♦54")),
        "A 6♥",
        "B pass",
    )
    record = BoneheadRecord.of(deal)
    assert record.glimpses == deal.glimpses
    again = loads(dumps(record))
    assert again == record and again.replay().glimpses == deal.glimpses
    assert len(list(again.states())) == 3
    assert again.with_move(deal.history[0]).moves[-1] == deal.history[0]


@pytest.mark.parametrize(
    "change,line,reason",
    [
        (("A 6♠\n", "A 5♠\n"), 13, "lowest bid is 6♠"),
        (("C 6M", "C 6♠"), 15, "not higher"),
        (("B pass\nC pass\nA pass\nB", "C pass\nC pass\nA pass\nB"), 17, "B's turn"),
        (("A for bonehead: packet ♠A", "A packet ♠A"), 24, "acts for the bonehead"),
        (
            ("A for bonehead: packet ♠A ♠7 ♥Q ♥7", "A for bonehead: packet ♠1st ♠2nd ♥1st ♥2nd"),
            24,
            "names the cards",
        ),
        (("A packet ♣7 ♣5 ♦10 ♦7", "A packet ♣7 ♣5 ♦10 ♦J"), 25, "not in A's hand"),
        (("A contract 7♠", "A contract 6G"), 26, "at least 7♠"),
        (("A contract 7♠", "A 7G"), 26, "no extended auction"),
        (("C play ♦8", "C play ♣2"), 31, "must follow suit"),
        (("A for bonehead: play ♦2", "A play ♦2"), 30, "acts for the bonehead"),
        (("C play ♦8", "C for bonehead: play ♦8"), 31, "own turn"),
        (("A play ♠7", "bonehead play ♠7"), 32, "never acts itself"),
        (("A play ♠7", "D play ♠7"), 32, "not a participant"),
        (("form: bonehead-nokitty", "form: nokitty"), 3, "not a bonehead form"),
        (("dealer: A\n", ""), 0, "missing header 'dealer'"),
        (("glimpse-C: ♦642 ♣Q", "glimpse-C: ♦642 ♣K"), 0, "do not make a bonehead deal"),
        (("glimpse-C: ♦642 ♣Q\n", ""), 0, "give all three"),
        (("bonehead: ♠A75", "bonehead: ♠A76"), 0, "do not make a bonehead deal"),
        (("A: ♠KQJ8", "A: ♠KQJ8X"), 5, "not a rank"),
        (("A: ♠KQJ8 ♣75 ♦107 ♥AK1095\n", "seed: 1\nA: ♠KQJ8 ♣75 ♦107 ♥AK1095\n"), 5, "either"),
    ],
)
def test_an_invalid_record_is_refused_with_the_line_and_the_reason(change, line, reason):
    assert change[0] in HANDBOOK
    text = HANDBOOK.replace(*change, 1)
    with pytest.raises(RecordError) as err:
        loads(text)
    assert err.value.line == line, str(err.value)
    assert reason in err.value.reason, str(err.value)


def test_an_unvalidated_record_loads_without_replay():
    text = HANDBOOK.replace("C play ♦Q", "C play ♦K")
    with pytest.raises(RecordError):
        loads(text)
    record = loads(text, validate=False)
    assert len(record.moves) == 68


def test_the_kitty_and_the_blind_hand_over_are_recorded():
    deal = play(
        auction_won_by(Form.KITTY, "B", "6♥"),
        "B declarer-first",
        "B packet ♠10 ♠9 ♠8 ♥Q",
        "B for bonehead: give A:♥1st B:♠2nd C:♦4th",
    )
    text = dumps(BoneheadRecord.of(deal))
    assert "kitty: ♠3 ♠2 ♥3 ♥2" in text
    assert "B for bonehead: give A:♥1st B:♠2nd C:♦4th" in text
    replayed = loads(text).replay()
    assert replayed.hands == deal.hands and replayed.transfers == deal.transfers
    assert replayed.hand(BONEHEAD) == deal.hand(BONEHEAD)
    assert isinstance(replayed, BoneheadDeal)


def test_R_9_6_a_record_from_before_the_new_order_still_replays():
    """Records written when the defenders exchanged before the announcement (the golden file
    kept from then) load in today's order: the announcement moves in front of the gives."""
    from pathlib import Path

    from engine.bonehead.actions import Announce, GiveCards
    from engine.bonehead.record import dumps, loads

    old = (Path(__file__).parent / "golden" / "bonehead-kitty-207-before-r96.txt").read_text(
        encoding="utf-8"
    )
    assert old.index("B give C:♣5") < old.index("A contract 5M")
    record = loads(old)
    kinds = [type(m.action) for m in record.moves]
    i = kinds.index(Announce)
    assert kinds[i + 1 : i + 3] == [GiveCards, GiveCards]
    deal = record.replay()
    assert deal.is_over and str(deal.contract) == "5M"
    text = dumps(record)
    assert text.index("A contract 5M") < text.index("B give C:♣5")
    assert loads(text) == record


def test_R_9_6_a_session_record_from_before_the_new_order_still_replays():
    import random
    import re

    from engine.bonehead.session import (
        BoneheadSession,
        BoneheadSessionOptions,
        loads_bonehead_session,
    )
    from engine.tools.simulate import play_bonehead_session

    for seed in range(40):
        session = play_bonehead_session(
            BoneheadSession(BoneheadSessionOptions(6), f"legacy{seed}"), random.Random(seed)
        )
        text = session.dumps()
        # Today: "X contract …" then the two defenders' gives; before R-9.6 the other way.
        pattern = re.compile(r"^(\w contract \S+)\n(\w give \w:\S+)\n(\w give \w:\S+)$", re.M)
        legacy, n = pattern.subn(r"\2\n\3\n\1", text)
        if n:
            assert loads_bonehead_session(legacy).dumps() == text
            return
    raise AssertionError("no session with a defenders' exchange found")
