"""Lead drills (C-7) and the interpretations they promise to honour."""

from __future__ import annotations

from engine.drills import generate, grade


def test_IC_34_lead_drill_gives_full_credit_to_the_other_reading_of_a_poor_hand():
    # Golden lead/3/g3x3 (♣Q): a poor hand with no ace, where asking for help in the suit
    # this hand handed over is right under the other fair reading of C-7.4's "a poor hand".
    # IC-34 promises full credit with the note, not an allowed card's half. (g3x6's ♥3 and
    # g3x7's ♣K were such leads until reviews found their hands no poor ones: a natural void
    # does not count in all-pass misère, nor the honours of partner's short suit, and by
    # their cards they are misère hands; now those leads get nothing.)
    for seed, other in (("g3x6", "♥3"), ("g3x7", "♣K")):
        d = generate("lead", 3, seed)
        assert grade(d, {"card": other}).credit == 0.0 and not d.solution["open_readings"]
    for seed, main, other in (("g3x3", "♥5", "♣Q"),):
        d = generate("lead", 3, seed)
        assert grade(d, {"card": main}).credit == 1.0
        v = grade(d, {"card": other})
        assert v.correct and v.credit == 1.0, (seed, v)
        assert "IC-34" in v.ids
        assert any("IC-34" in n for n in v.notes), v.notes
        assert d.solution["open_readings"] == {other: "IC-34"}


def test_C_7_4_lead_drill_still_half_credits_a_merely_allowed_card():
    d = generate("lead", 3, "g3x3")  # ♥4: another middling heart, allowed, not preferred
    assert grade(d, {"card": "♥4"}).credit == 0.5


def test_C_7_3_the_lead_drill_knows_the_card_the_declarers_partner_dealt():
    # Review of fresh drills, lead 2-r21d0: the seat view's card (West's ♠9) reaches
    # the lead situation, so the equally short ♣ leads before the ♠ West has emptied.
    d = generate("lead", 2, "r21d0")
    assert [(giver, str(c)) for giver, c in d.data["received"]] == [(3, "♠9")]  # from West
    best = grade(d, {"card": "♣7"})
    assert best.correct and best.credit == 1.0
    assert grade(d, {"card": "♠7"}).credit == 0.5


def test_IC_45_drill_deals_double_a_bolshevik_only_as_the_conventions_say():
    # Review of fresh drills, lead 3-r44c23: South doubled the Bolshevik after the stalker
    # (North) passed; the drills' bots kept the table's own count, not IC-45's rule that the
    # others follow the stalker.
    from engine.bots.config import DRILLS
    from engine.drills.golden import situation

    assert DRILLS.ic45_doubles
    d = generate("lead", 3, "r44c23")
    doubles = next(line for line in situation(d) if line.startswith("doubles:"))
    assert "stalker" in str(d.prompt)
    assert "double" not in doubles.removeprefix("doubles:")
