"""Signal drills (C-8.1) and IC-36's open readings."""

from __future__ import annotations

from engine.drills import generate
from engine.drills.signals import check


def test_IC_36_read_drill_gives_full_credit_to_the_other_reading_of_a_queen_or_a_6():
    # Golden signal/1/g1x0 (♣6 → ♦, or ♥ on the other reading) and g1x1 (♣Q → ♥, or ♣):
    # IC-36 says a drill accepts both suits for such a card, in full.
    for seed, main, other in (("g1x0", "D", "H"), ("g1x1", "H", "C")):
        d = generate("signal", 1, seed)
        assert check(d, {"suit": main}).credit == 1.0
        v = check(d, {"suit": other})
        assert v.correct and v.credit == 1.0, (seed, v)
        assert "IC-36" in v.ids
        assert {c[0] for c in d.solution["choices"] if c[1]} == {main, other}


def test_C_8_1_read_drill_still_refuses_the_wrong_suit():
    d = generate("signal", 1, "g1x0")  # ♣6: never ♣ itself
    assert check(d, {"suit": "C"}).credit == 0.0
