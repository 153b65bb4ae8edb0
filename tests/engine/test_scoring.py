"""Scoring (R-7): the table for every case, and the worked examples of the rules and Handbook."""

import itertools

import pytest

from engine.actions import Bid, Denomination, parse_bid
from engine.rules import Ruleset, Schedule
from engine.scoring import (
    allpass_points,
    bolshevik_points,
    bolshevik_session_share,
    contract_points,
    level4_unplayed_points,
)

# written out once more, as a table, independently of engine/scoring.py.
TABLE = {
    # level: (made T/G, made M, over each, first under T/G, first under M)
    5: (25, 10, 2, 5, 10),
    6: (35, 20, 2, 10, 15),
    7: (50, 35, 0, 15, 20),
}


def reference(level, misere, tricks, doubling):
    made_tg, made_m, over_each, first_tg, first_m = TABLE[level]
    mult = (1, 2, 3)[doubling]
    if misere:
        allowed = 7 - level
        if tricks <= allowed:
            return (made_m + (allowed - tricks) * over_each) * mult
        under = tricks - allowed
        return -(first_m + 5 * (under - 1)) * mult
    need = 6 + level
    if tricks >= need:
        return (made_tg + (tricks - need) * over_each) * mult
    under = need - tricks
    return -(first_tg + 5 * (under - 1)) * mult


@pytest.mark.parametrize(
    "level,denomination,doubling",
    list(itertools.product((5, 6, 7), list(Denomination), (0, 1, 2))),
)
def test_R_7_1_table_every_level_denomination_doubling_and_trick_count(
    level, denomination, doubling
):
    for tricks in range(14):
        score = contract_points(Bid(level, denomination), tricks, doubling)
        assert score.total == reference(level, denomination.is_misere, tricks, doubling), tricks


def test_D_9_five_diamonds_doubled_two_undertricks_loses_20():
    score = contract_points(parse_bid("5♦"), tricks=9, doubling=1)
    assert score.total == -20 and not score.made and score.undertricks == 2


def test_R_7_2_failed_contract_scores_only_undertricks():
    assert contract_points(parse_bid("6♠"), tricks=11).total == -10
    assert contract_points(parse_bid("7G"), tricks=10).total == -(15 + 5 + 5)


def test_R_7_2_misere_tricks_allowed():
    assert contract_points(parse_bid("5M"), tricks=2).made
    assert contract_points(parse_bid("5M"), tricks=0).total == 10 + 2 * 2
    assert contract_points(parse_bid("6M"), tricks=3).total == -(15 + 5)


def test_R_7_4_misere_aces_cost_the_trick_number_and_are_not_multiplied():
    score = contract_points(
        parse_bid("6M"), tricks=1, doubling=1, main_ace_ordinals=[3], defender_ace_ordinals=[7, 12]
    )
    assert score.total == 2 * 20 - 3 + 19
    # Trumps ignore aces entirely.
    assert contract_points(parse_bid("6♠"), tricks=12, main_ace_ordinals=[3]).total == 35


def test_R_7_5_allpass_misere_is_zero_sum_per_trick_and_ace():
    ours = allpass_points(
        our_tricks=5, their_tricks=8, our_ace_ordinals=[2], their_ace_ordinals=[6, 9, 13]
    )
    assert ours.total == (8 - 5) + (6 + 9 + 13) - 2
    theirs = allpass_points(8, 5, [6, 9, 13], [2])
    assert theirs.total == -ours.total


def test_R_7_5_allpass_doubling_multiplies_tricks_not_aces():
    s = allpass_points(4, 9, [], [11], doubling=2)
    assert s.total == 3 * 5 + 11


def test_R_7_6_made_bolshevik_with_aces_1_4_5_10():
    s = bolshevik_points(True, 0, (0, 0, 0), ace_ordinals_opponents=(1, 4, 5, 10))
    assert s.opponents == (-40, -40, -40) and s.declarer == 120


def test_R_7_6_one_opponent_doubled():
    s = bolshevik_points(True, 0, (1, 0, 0), ace_ordinals_opponents=(1, 4, 5, 10))
    assert s.opponents == (-60, -40, -40) and s.declarer == 140


def test_R_7_6_failed_by_one_trick_two_opponents_doubled():
    s = bolshevik_points(True, 1, (0, 1, 1), ace_ordinals_opponents=(2, 5, 9, 10))
    assert s.opponents == (-11, 4, 4) and s.declarer == 3


def test_R_7_6_aces_in_the_bolsheviks_tricks_count_for_the_opponents():
    s = bolshevik_points(True, 2, (0, 0, 0), ace_ordinals_opponents=(), ace_ordinals_declarer=(3,))
    assert s.opponents == (20 + 3, 20 + 3, 20 + 3)


def test_R_7_6_dictator():
    assert bolshevik_points(False, 13, (0, 0, 0)).opponents == (-50, -50, -50)
    s = bolshevik_points(False, 11, (2, 0, 0), ace_ordinals_opponents=(4,))
    assert s.opponents == (3 * 20, 20, 20)  # no ace costs in Dictator
    assert s.declarer == -100


def test_seed000_bolshevik_example_39_each_and_division_by_three():
    s = bolshevik_points(True, 0, (0, 0, 0), ace_ordinals_opponents=(2, 4, 5, 8))
    assert s.opponents == (-39, -39, -39) and s.declarer == 117
    assert bolshevik_session_share(117) == 39 and bolshevik_session_share(-39) == -13


def test_D_8_bolshevik_share_rounds_up():
    assert bolshevik_session_share(3) == 1
    assert bolshevik_session_share(4) == 2  # 1⅓ rounds up to 2
    assert bolshevik_session_share(-11) == -3  # −3⅔ rounds up to −3
    assert bolshevik_session_share(0) == 0


def test_R_7_3_doubling_multiplies_made_and_overtricks():
    assert contract_points(parse_bid("5♥"), tricks=12, doubling=1).total == 2 * (25 + 2)
    assert contract_points(parse_bid("5♥"), tricks=12, doubling=2).total == 3 * (25 + 2)


OLD = Ruleset(schedule=Schedule.OLD)


def test_R_7_7_older_schedule():
    assert contract_points(parse_bid("6♠"), 12, ruleset=OLD).total == 36
    assert contract_points(parse_bid("7G"), 13, ruleset=OLD).total == 49
    assert contract_points(parse_bid("7M"), 0, ruleset=OLD).total == 30
    assert contract_points(parse_bid("6♠"), 13, ruleset=OLD).total == 36 + 6
    assert contract_points(parse_bid("5M"), 0, ruleset=OLD).total == 10 + 2 * 5
    assert contract_points(parse_bid("6M"), 3, ruleset=OLD).total == -(11 + 6)
    assert contract_points(parse_bid("7♥"), 10, ruleset=OLD).total == -(17 + 7 + 7)
    # Redouble is ×4 and misère aces are multiplied too.
    s = contract_points(parse_bid("5M"), 2, doubling=2, ruleset=OLD, main_ace_ordinals=[5])
    assert s.total == 4 * 10 - 4 * 5


def test_R_7_7_level4_contracts():
    l4 = Ruleset(level4=True)
    assert level4_unplayed_points(parse_bid("4♠")).total == 10
    assert contract_points(parse_bid("4M"), 3, ruleset=l4).total == 5
    assert contract_points(parse_bid("4M"), 1, ruleset=l4).total == 5 + 2 * 2
    assert contract_points(parse_bid("4M"), 5, ruleset=l4).total == -10
    assert contract_points(parse_bid("4♦"), 9, doubling=1, ruleset=l4).total == -10
    with pytest.raises(ValueError):
        contract_points(parse_bid("4♦"), 10)


def test_breakdown_lines_add_up():
    s = contract_points(parse_bid("6M"), 0, main_ace_ordinals=[2], defender_ace_ordinals=[9])
    assert sum(line.points for line in s.lines) == s.total
    assert any("aces in their tricks 9" in line.label for line in s.lines)
