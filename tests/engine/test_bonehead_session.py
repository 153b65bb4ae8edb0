"""A Bonehead session (R-9.9, D-12) and its record."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.bonehead.record import dumps, loads
from engine.bonehead.session import (
    BoneheadSession,
    BoneheadSessionOptions,
    loads_bonehead_session,
    plan_bonehead_session,
)
from engine.record import RecordError
from engine.rules import Form
from engine.tools.simulate import play_bonehead_session
from engine.trick_taking import IllegalActionError

A, B, C = 0, 1, 2


def played(deals: int = 12, seed: str = "s", rng_seed: int = 1) -> BoneheadSession:
    return play_bonehead_session(
        BoneheadSession(BoneheadSessionOptions(deals), seed, ("Anna", "Bo", "Cai")),
        random.Random(rng_seed),
    )


def test_R_9_9_D_12_twelve_deals_six_kitty_then_six_no_kitty_each_player_dealing_twice_in_each():
    s = played()
    assert len(s.finished) == 12 and s.is_over
    assert [fd.slot.form for fd in s.finished] == [Form.KITTY] * 6 + [Form.NOKITTY] * 6
    for half in (s.finished[:6], s.finished[6:]):
        assert Counter(fd.slot.dealer for fd in half) == {A: 2, B: 2, C: 2}
    # the bookkeeper's (A's) left deals first, then clockwise
    assert [fd.slot.dealer for fd in s.finished] == [B, C, A] * 4


def test_R_9_9_the_short_format_is_three_plus_three():
    plan = plan_bonehead_session(BoneheadSessionOptions(6))
    assert [slot.form for slot in plan] == [Form.KITTY] * 3 + [Form.NOKITTY] * 3
    assert [slot.dealer for slot in plan] == [B, C, A, B, C, A]
    with pytest.raises(ValueError):
        BoneheadSessionOptions(8)


def test_R_9_8_player_totals_are_the_sums_of_their_pairwise_numbers():
    s = played(rng_seed=4)
    totals = [0, 0, 0]
    for fd in s.finished:
        r = fd.result
        assert fd.record.dealer == fd.slot.dealer and fd.record.number == fd.slot.number
        assert loads(dumps(fd.record)).replay().result == r
        for p in range(3):
            totals[p] += r.player_points[p]
    assert list(s.totals()) == totals


def test_each_deal_is_dealt_from_the_session_seed_and_its_number():
    s = played(seed="same")
    t = played(seed="same", rng_seed=99)
    for a, b in zip(s.finished, t.finished, strict=True):
        assert a.record.new_deal().initial_hands == b.record.new_deal().initial_hands


def test_the_session_record_round_trips_and_replays_to_the_same_totals():
    s = played(6, seed="rt")
    text = s.dumps()
    assert text.startswith("# Skruuvi bonehead session record\nformat: 6\n")
    assert "players: Anna | Bo | Cai" in text and "deal 6" in text
    again = loads_bonehead_session(text)
    assert again.totals() == s.totals() and again.is_over
    assert again.dumps() == text
    assert [fd.result for fd in again.finished] == [fd.result for fd in s.finished]


def test_an_unfinished_session_record_replays_to_the_deal_in_play():
    s = BoneheadSession(BoneheadSessionOptions(6), "part")
    s.apply(s.current.legal_actions()[0])  # type: ignore[union-attr]
    again = loads_bonehead_session(s.dumps())
    assert again.slot == s.slot and again.current is not None
    assert again.current.history == s.current.history  # type: ignore[union-attr]


def test_an_invalid_session_record_is_refused_with_the_line_and_the_reason():
    text = played(6, seed="bad").dumps()
    lines = text.splitlines()
    first_move = lines.index("deal 1") + 1
    broken = lines.copy()
    broken[first_move] = "C pass"  # B deals the first deal and speaks first
    with pytest.raises(RecordError) as err:
        loads_bonehead_session("\n".join(broken))
    assert err.value.line == first_move + 1 and "B's turn" in err.value.reason
    with pytest.raises(RecordError) as err:
        loads_bonehead_session(text.replace("deal 2", "deal 3"))
    assert "out of order" in err.value.reason
    with pytest.raises(RecordError) as err:
        loads_bonehead_session(text.replace("format: 6", "format: 8"))
    assert err.value.line == 2
    with pytest.raises(RecordError):
        loads_bonehead_session(text.replace("players: Anna | Bo | Cai", "players: Anna | Bo"))


def test_a_finished_session_refuses_more_moves():
    s = played(6)
    with pytest.raises(IllegalActionError) as err:
        s.apply(s.finished[0].record.moves[0].action)
    assert err.value.rule == "R-9.9"
