"""The whole play (R-1) and its record."""

import random

import pytest

from engine.record import RecordError
from engine.rules import Form
from engine.scoring import bolshevik_session_share
from engine.session import (
    SEATINGS,
    BolshevikPlacement,
    Session,
    SessionOptions,
    loads_session,
    plan_sets,
)
from engine.tools.simulate import play_session
from engine.trick_taking import Kind


def played(options, seed="s", rng_seed=1):
    return play_session(Session(options, seed), random.Random(rng_seed))


def test_R_1_1_a_full_play_is_three_sets_of_eight_four_kitty_then_four_nokitty():
    s = played(SessionOptions())
    assert len(s.finished) == 24
    forms = [fd.slot.form for fd in s.finished]
    assert forms == ([Form.KITTY] * 4 + [Form.NOKITTY] * 4) * 3


def test_R_1_1_short_format_is_three_sets_of_four():
    s = played(SessionOptions(deals_per_set=4))
    forms = [fd.slot.form for fd in s.finished]
    assert forms == ([Form.KITTY] * 2 + [Form.NOKITTY] * 2) * 3


def test_R_1_2_D_1_every_pair_partners_once():
    pairs = set()
    for seating in SEATINGS:
        pairs.add(frozenset((seating[0], seating[2])))
        pairs.add(frozenset((seating[1], seating[3])))
    assert len(pairs) == 6
    s = played(SessionOptions(deals_per_set=4))
    assert [fd.slot.seating for fd in s.finished[::4]] == list(SEATINGS)


def test_R_1_3_D_2_the_bookkeepers_left_deals_first_then_clockwise():
    s = played(SessionOptions())
    for k in range(3):
        dealers = [fd.slot.dealer for fd in s.finished[8 * k : 8 * k + 8]]
        assert dealers == [1, 2, 3, 0, 1, 2, 3, 0]
        # each seat deals one kitty and one no-kitty game per set
        assert sorted(dealers[:4]) == sorted(dealers[4:]) == [0, 1, 2, 3]


def test_R_1_4_player_totals_are_the_partnership_numbers_of_their_deals():
    s = played(SessionOptions(deals_per_set=4))
    totals = [0, 0, 0, 0]
    for fd in s.finished:
        for seat, player in enumerate(fd.slot.seating):
            totals[player] += fd.result.points[seat]
    assert tuple(totals) == s.totals()
    assert sum(s.totals()) == 0


@pytest.mark.parametrize(
    "placement,labels",
    [
        (BolshevikPlacement.NONE, ["Set 1", "Set 2", "Set 3"]),
        (BolshevikPlacement.AFTER_LAST, ["Set 1", "Set 2", "Set 3", "Bolshevik set"]),
        (BolshevikPlacement.BEFORE_FIRST, ["Bolshevik set", "Set 1", "Set 2", "Set 3"]),
        (
            BolshevikPlacement.AFTER_EVERY,
            ["Set 1", "Bolshevik set", "Set 2", "Bolshevik set", "Set 3", "Bolshevik set"],
        ),
    ],
)
def test_R_1_5_bolshevik_set_placement(placement, labels):
    assert [p.label for p in plan_sets(SessionOptions(bolshevik=placement))] == labels


@pytest.mark.parametrize("rng_seed", range(6))
def test_R_6_1_every_player_declares_exactly_one_bolshevik_per_set(rng_seed):
    s = played(
        SessionOptions(deals_per_set=4, bolshevik=BolshevikPlacement.AFTER_LAST), rng_seed=rng_seed
    )
    bol = [fd for fd in s.finished if fd.slot.form is Form.BOLSHEVIK]
    declared = [
        fd.slot.seating[fd.result.declarer] for fd in bol if fd.result.kind is Kind.BOLSHEVIK
    ]
    assert sorted(declared) == [0, 1, 2, 3]
    assert len(bol) <= 8
    # the deal passes clockwise even after a thrown-in deal
    assert [fd.slot.dealer for fd in bol] == [(1 + i) % 4 for i in range(len(bol))]


def test_R_6_9_D_8_bolshevik_totals_are_divided_by_three_and_rounded_up():
    s = played(SessionOptions(deals_per_set=4, bolshevik=BolshevikPlacement.AFTER_LAST), rng_seed=3)
    reg, bol, tot = s.regular_totals(), s.bolshevik_totals(), s.totals()
    assert any(bol)
    for p in range(4):
        assert tot[p] == reg[p] + bolshevik_session_share(bol[p])
    assert sum(bol) == 0


def test_session_record_round_trips_and_replays_to_the_same_totals():
    s = played(SessionOptions(deals_per_set=4, bolshevik=BolshevikPlacement.AFTER_EVERY), "rt")
    text = s.dumps()
    again = loads_session(text)
    assert again.totals() == s.totals()
    assert again.dumps() == text
    assert again.is_over


def test_an_unfinished_session_resumes_from_its_record():
    s = Session(SessionOptions(deals_per_set=4), "resume")
    rng = random.Random(2)
    from engine.tools.simulate import random_action

    for _ in range(150):
        s.apply(random_action(s.current, rng))
    again = loads_session(s.dumps())
    assert again.slot == s.slot and again.current.history == s.current.history
    assert again.totals() == s.totals()


def test_an_invalid_session_record_names_the_line():
    s = played(SessionOptions(deals_per_set=4), "bad")
    lines = s.dumps().splitlines()
    i = next(i for i, line in enumerate(lines) if " play " in line)
    wrong_seat = "NESW"[("NESW".index(lines[i][0]) + 1) % 4]
    lines[i] = wrong_seat + lines[i][1:]
    with pytest.raises(RecordError) as err:
        loads_session("\n".join(lines))
    assert err.value.line == i + 1
