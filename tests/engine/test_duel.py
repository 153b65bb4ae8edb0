"""The duel harness (``python -m engine duel``): duplicate deals, seats swapped, paired CIs."""

from __future__ import annotations

import json
import math

import pytest

from engine.bots.config import CURRENT, TODAY, variant
from engine.tools.cli import main
from engine.tools.duel import duel, paired_interval


def test_identical_bots_score_zero_on_every_deal_in_both_games():
    """Swapping the partnerships makes the duel zero-sum: the same deterministic bots on both
    sides give exactly zero per deal, four-player, Bonehead and Bolshevik alike."""
    result = duel("today", "today", 6, "zero", ("kitty", "nokitty", "bonehead", "bolshevik"))
    assert len(result.pairs) == 24
    assert {p.form for p in result.pairs} >= {"kitty", "nokitty"}
    assert all(p.gain == 0 for p in result.pairs)
    assert any(p.contract for p in result.pairs)


def test_a_duel_is_deterministic_for_a_seed():
    one = duel("today", "random", 4, "seed-a")
    two = duel("today", "random", 4, "seed-a")
    other = duel("today", "random", 4, "seed-b")
    assert [p.gain for p in one.pairs] == [p.gain for p in two.pairs]
    assert [p.gain for p in one.pairs] != [p.gain for p in other.pairs]


def test_swapping_a_and_b_turns_the_sign_of_every_deal():
    ab = duel("today", "random", 4, "swap")
    ba = duel("random", "today", 4, "swap")
    assert [p.gain for p in ab.pairs] == [-p.gain for p in ba.pairs]


def test_the_bots_beat_random_play():
    result = duel("current", "random", 8, "beat", ("kitty", "nokitty"))
    assert paired_interval(result.of(["kitty", "nokitty"])).mean > 0


def test_bolshevik_deals_put_a_forced_bolshevik_against_three_at_both_tables():
    """R-6.5: the one player still owing a Bolshevik on the set's last deal must bid it; A
    plays it at one table and defends against B's at the other, so a random Bolshevik loses
    to the bots' by a wide margin, and swapping A and B turns the sign of every deal."""
    from engine.tools.duel import bolshevik_pair, contestant

    ab = duel("current", "random", 6, "bol", ("bolshevik",))
    assert paired_interval(ab.of(["bolshevik"])).low > 0
    ba = duel("random", "current", 6, "bol", ("bolshevik",))
    assert [p.gain for p in ab.pairs] == [-p.gain for p in ba.pairs]
    pair = bolshevik_pair(contestant("today"), contestant("random"), "bol", 5)
    assert pair.form == "bolshevik" and pair.contract


def test_paired_interval_is_the_mean_with_a_normal_95_percent_interval():
    iv = paired_interval([1.0, 3.0, 5.0, 7.0])
    sd = math.sqrt((3**2 + 1 + 1 + 3**2) / 3)
    assert iv.mean == 4.0
    assert iv.low == pytest.approx(4 - 1.96 * sd / 2)
    assert iv.high == pytest.approx(4 + 1.96 * sd / 2)
    assert paired_interval([]).n == 0


def test_variants_are_chosen_by_name_and_adjusted_by_options():
    assert variant("current") == CURRENT
    assert variant("baseline") == variant("today") == TODAY
    v = variant("today:look_ahead=9,layouts=8,misere_shed_low=1")
    assert (v.look_ahead, v.layouts, v.misere_shed_low) == (9, 8, True)
    with pytest.raises(ValueError, match="unknown bot variant"):
        variant("clever")
    with pytest.raises(ValueError, match="unknown bot option"):
        variant("today:speed=3")


def test_cli_duel_prints_the_interval(capsys):
    assert main(["duel", "today", "baseline", "--deals", "2", "--games", "kitty"]) == 0
    out = capsys.readouterr().out
    assert "kitty" in out and "+0.00 points per deal (95 % CI" in out
    assert main(["duel", "today", "today", "--deals", "2", "--games", "bonehead", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bonehead"]["deals"] == 2 and data["bonehead"]["mean"] == 0
    assert main(["duel", "today", "today", "--deals", "2", "--games", "bolshevik", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bolshevik"] == {"deals": 2, "mean": 0, "ci95": [0, 0]}
    assert main(["duel", "today", "today", "--games", "whist"]) != 0
    assert "bolshevik" in capsys.readouterr().out
    assert main(["duel", "today", "nobody", "--deals", "1"]) == 2
    assert "unknown bot variant" in capsys.readouterr().out
