"""The hand-over drill's grading of the kitty partner's distribution (IC-24): what a wrong
answer is told."""

from __future__ import annotations

from engine.cards import CardSet
from engine.drills import generate, grade


def test_a_wrong_distribution_is_not_told_a_filler_suit_is_emptied():
    """Review round 76, hand-over 5-r76x13: the rule voids ♥ and fills with ♦2 ♦3 from eight
    diamonds; a learner who filled with ♠ was told "your cards leave ♦ in your hand, where the
    rule empties it", though the rule keeps six diamonds. Only a suit the rule empties is
    named; a learner who kept the ♥ hears of the ♥."""
    d = generate("hand-over", 5, "r76x13")
    assert d.solution["choices"][0][0] == "E:♦3 S:♥5 W:♦2"
    filler = grade(d, {"to_E": "♠4", "to_S": "♥5", "to_W": "♠2"})
    assert filler.credit == 0.0
    assert not any("empties" in str(line) for line in filler.explanation)
    kept = grade(d, {"to_E": "♦3", "to_S": "♠4", "to_W": "♦2"})
    assert any("leave ♥ in your hand" in str(line) for line in kept.explanation)


def test_a_liability_filler_layout_first_names_every_card_it_gives():
    """Review round 78, hand-over 5-r78x12 (a WRONG reason): the lone ♥8 void with ♦J as the
    liability filler came first reading "the lowest ♥ to partner and the higher to an
    opponent", with no higher ♥ and the ♠K filler unnamed."""
    d = generate("hand-over", 5, "r78x12")
    cards, preferred, text, _ids = d.solution["choices"][0]
    assert preferred and cards == "N:♠K E:♥8 S:♦J"
    assert "the higher" not in str(text) and "♠K" in str(text) and "♦J" in str(text)


def test_IC_30_a_bolshevik_layout_with_equal_ranks_swapped_earns_full_credit():
    # Review round 80, hand-over 4-r80x3: West's ♠106 and ♦6 go one to each opponent; ♠6 or
    # ♦6 is equally "the lowest card" for the stalker, yet ♦6 to the stalker and ♠6 across had
    # half credit with the preferred layout's own words.
    d = generate("hand-over", 4, "r80x3")
    assert d.data["hand"] == CardSet.parse("♠106 ♣A10873 ♦6 ♥AKQ98652")
    best = grade(d, {"to_N": "♠10", "to_E": "♦6", "to_S": "♠6"})
    swap = grade(d, {"to_N": "♠10", "to_E": "♠6", "to_S": "♦6"})
    assert best.credit == 1.0
    assert swap.credit == 1.0 and "IC-30" in swap.ids, swap
    assert any("equal rank" in n or "IC-30" in n for n in (*swap.notes, *swap.explanation))


def test_IC_30_the_other_way_round_layout_says_so():
    # Review round 81, hand-over 4-r81x2: the allowed layout with the ♥A to the left and ♦5
    # across had the preferred layout's reason word for word.
    d = generate("hand-over", 4, "r81x2")
    assert d.data["hand"] == CardSet.parse("♠KQJ862 ♣J972 ♦52 ♥AK75")
    other = next(c for c in d.solution["choices"] if not c[1])
    assert "other way round" in str(other[2]) and "♥A to the left-hand opponent" in str(other[2])


def test_IC_24_the_lone_trump_layout_names_the_short_suit_kept_for_partners_ace():
    # Review round 82, hand-over 5-r82x3: "no side suit short enough to void" beside ♥63,
    # kept only because partner's ♥6 on top marked the ♥A.
    d = generate("hand-over", 5, "r82x3")
    assert d.data["hand"] == CardSet.parse("♠A9872 ♣7 ♦KQJ98642 ♥63")
    best = next(c for c in d.solution["choices"] if c[1])
    assert "♣7" in best[0] and "♥ kept to reach partner's ace" in str(best[2])
