"""Hand-overs (C-6) and opening leads (C-7): the Handbook's examples and properties."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Give, Play, parse_bid
from engine.cards import Card, CardSet, Suit, parse_cards
from engine.conventions.handovers import allpass_handover, bolshevik_gifts, defenders_handover
from engine.conventions.leads import LeadKind, LeadSituation, opening_leads
from engine.deal import Deal
from engine.rules import Form, left, partner, right
from engine.trick_taking import Kind, Phase

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def card(t: str) -> Card:
    return Card.parse(t)


def pref(choices) -> Card:
    assert choices[0].preferred
    return choices[0].card


def cards_of(choices) -> set[Card]:
    return {c.card for c in choices}


# --- C-6.4 all-pass misère: the Handbook's deal -------------------------------------------------
# C ♥J95 ♦J7642 ♣A2 ♠Q87 / B ♥10 ♦KQ3 ♣J953 ♠AK643 / D ♥AQ832 ♦1085 ♣Q106 ♠J2 /
# A ♥K764 ♦A9 ♣K874 ♠1095. B and C hand over first.


def test_C_6_4_handbook_B_hands_over_the_singleton_heart_10():
    assert pref(allpass_handover(CardSet.parse("♥10 ♦KQ3 ♣J953 ♠AK643"))) == card("♥10")


def test_C_6_4_handbook_C_hands_over_the_club_2_from_ace_2():
    assert pref(allpass_handover(CardSet.parse("♥J95 ♦J7642 ♣A2 ♠Q87"))) == card("♣2")


def test_C_6_4_handbook_D_returns_spade_2_not_a_heart():
    hand = CardSet.parse("♥AQ10832 ♦1085 ♣Q106 ♠J2")  # with B's ♥10
    out = allpass_handover(hand, received=card("♥10"))
    assert pref(out) == card("♠2")
    assert all(c.card.suit is not H for c in out)


def test_C_6_4_handbook_A_returns_the_diamond_ace():
    hand = CardSet.parse("♥K764 ♦A9 ♣K8742 ♠1095")  # with C's ♣2
    assert pref(allpass_handover(hand, received=card("♣2"))) == card("♦A")


@pytest.mark.parametrize(
    ("suit", "given"), [("♣A2", "♣2"), ("♣A3", "♣3"), ("♣A4", "♣A"), ("♣A32", "♣A")]
)
def test_C_6_4_ace_two_or_ace_three_exception(suit, given):
    hand = CardSet.parse(f"{suit} ♥KJ95 ♦J764 ♠Q87")
    assert pref(allpass_handover(hand)) == card(given)


def test_C_6_4_equally_short_suits_keep_the_kings_suit_with_a_small_card():
    hand = CardSet.parse("♣K5 ♦94 ♥J9753 ♠Q8762")
    out = allpass_handover(hand)
    assert pref(out) == card("♣5")
    assert card("♦4") in cards_of(out)  # the plain lowest card is accepted too


def test_C_6_4_partner_natural_void_allows_handing_back_its_suit():
    hand = CardSet.parse("♥2 ♦KQ3 ♣J953 ♠AK643")
    assert pref(allpass_handover(hand, received=card("♥10"))) != card("♥2")
    assert pref(allpass_handover(hand, received=card("♥10"), partner_natural_void=True)) == card(
        "♥2"
    )


def test_C_6_2_natural_void_signal_in_all_pass_is_a_middling_card():
    hand = CardSet.parse("♦KQ93 ♣J9532 ♠AK64")
    assert pref(allpass_handover(hand)) in {card("♦9"), card("♦Q"), card("♠6"), card("♠K")}


def test_C_6_2_natural_void_signal_accepts_a_middling_card_of_a_four_card_suit_too():
    # Golden hand-over/2/g2x2: void in ♠, ♦854 and ♥A1096. C-6.2 allows a middling card of a
    # three- OR four-card suit: ♦5 is preferred (IC-28), ♥10 and ♥9 are accepted as well.
    hand = CardSet.parse("♣Q109863 ♦854 ♥A1096")
    out = defenders_handover(hand, parse_bid("5M"))
    assert pref(out) == card("♦5")
    accepted = {c.card for c in out}
    assert {card("♥10"), card("♥9")} <= accepted
    assert card("♥A") not in accepted and card("♥6") not in accepted


# --- C-6.1 – C-6.3 defenders ---------------------------------------------------------------


def test_C_6_1_handbook_tail_ruff_D_returns_the_highest_trump_after_a_side_card():
    hand = CardSet.parse("♥103 ♦AK952 ♣984 ♠QJ108")
    assert pref(defenders_handover(hand, parse_bid("5♥"), received=card("♦A"))) == card("♥10")


def test_C_6_3_IC_27_against_grand_a_spot_does_not_strengthen_partner():
    # Review of fresh drills, hand-over 2-r6w3: ♠7 of ♠7653 was accepted "to strengthen
    # partner in ♠"; IC-27 offers a main players' suit only with an honour to give.
    hand = CardSet.parse("♠7653 ♣Q942 ♦KQ72 ♥J")
    out = defenders_handover(hand, parse_bid("5G"), main_side_suits=[S, C])
    assert pref(out) == card("♥J")
    assert card("♣Q") in cards_of(out) and card("♠7") not in cards_of(out)


def test_C_6_2_C_6_3_IC_27_an_equally_short_suit_says_why_the_other_comes_first():
    # Review round 80, hand-over 2-r80y2 / 2-r80y3: the allowed card of an equally short suit
    # had the preferred card's own reason ("the highest card of the shortest suit"), so
    # nothing said why ♠7 went before ♣K, or ♦4 before ♣5.
    grand = defenders_handover(
        CardSet.parse("♠72 ♣K8 ♦8763 ♥J10752"), parse_bid("5G"), main_side_suits=[S]
    )
    by = {c.card: c.text for c in grand}
    assert pref(grand) == card("♠7")
    assert "just as short" in by[card("♣K")] and "♠ comes first" in by[card("♣K")]
    misere = defenders_handover(CardSet.parse("♠KQ1097 ♣85 ♦74 ♥8652"), parse_bid("5M"))
    by = {c.card: c.text for c in misere}
    assert pref(misere) == card("♦4")
    assert "just as short" in by[card("♣5")] and "♦ gives a lower card" in by[card("♣5")]


def test_C_6_4_IC_29_another_suits_void_signal_says_why_it_comes_second():
    # Review round 81, hand-over 3-r81y3: naturally void in ♣, ♠9862 and ♥AJ86 both signal;
    # ♥8 had ♠8's very words, with nothing on why the weaker ♠ goes first (IC-29).
    out = allpass_handover(CardSet.parse("♠9862 ♦AQ732 ♥AJ86"))
    by = {c.card: c.text for c in out}
    assert pref(out) == card("♠8")
    assert "weaker ♠ signals first" in by[card("♥8")]


def test_IC_28_a_card_touching_the_middling_lead_earns_the_same():
    """Review round 81, lead 1-r81y3, double 2-r81y0/y1, lead 3-r81x0: a card with no card
    between it and the one the key prefers plays exactly as that card does, yet had half
    credit (or none): ♥8 beside ♥9 of ♥J985 against no-kitty 6♦, ♥7 and ♥5 beside the
    misère doubler's ♥6, ♦3 beside ♦2 after partner's double, ♣J beside the ♣Q asking for
    help from ♣QJ."""

    def fair(out, c):
        choice = next(x for x in out if x.card == card(c))
        return choice.preferred or choice.open_reading is not None

    nk = LeadSituation(LeadKind.TRUMPS_NOKITTY, trump=Suit.DIAMONDS)
    out = opening_leads(CardSet.parse("♠A763 ♣KJ65 ♦6 ♥J985"), nk)
    assert fair(out, "♥9") and fair(out, "♥8")
    doubler = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠K5 ♣K92 ♦5 ♥K976532"), doubler)
    assert pref(out) == card("♥6") and fair(out, "♥7") and fair(out, "♥5")
    assert not fair(out, "♥3")
    doubled = LeadSituation(
        LeadKind.TRUMPS_KITTY, trump=Suit.HEARTS, received=card("♦9"), partner_doubled=True
    )
    out = opening_leads(CardSet.parse("♠A1063 ♣62 ♦KQ109832"), doubled)
    assert pref(out) == card("♦2") and fair(out, "♦3") and not fair(out, "♦8")


def test_C_7_3_IC_27_an_as_short_suits_misere_lead_says_why_the_other_leads():
    # Review round 82, lead 2-r82y3: ♥7 was "the lowest card of the shortest suit, ♥" beside
    # the preferred ♠10 of the as short, weaker ♠J10.
    out = opening_leads(CardSet.parse("♠J10 ♣AQ987 ♦A1095 ♥A7"), LeadSituation(LeadKind.MISERE))
    by = {c.card: c.text for c in out}
    assert pref(out) == card("♠10")
    assert "as short as ♠, which leads first as the weaker suit" in by[card("♥7")]


def test_C_6_4_IC_27_of_allpass_cards_as_low_the_weaker_suits_goes_first_and_says_so():
    # Review round 82, hand-over 3-r82y2: after partner's ♣Q, ♦2 of ♦842 and ♥2 of ♥Q52 are
    # as low; the ♥2 said "the order of the suits decides", though ♦ is the weaker suit
    # (IC-27's fewer points), and ♥2 would leave ♥Q5.
    out = allpass_handover(CardSet.parse("♠J97 ♣AQ1082 ♦842 ♥Q52"), received=card("♣Q"))
    by = {c.card: c.text for c in out}
    assert pref(out) == card("♦2")
    assert "weaker" in by[card("♥2")] and "order of the suits" not in by[card("♥2")]


def test_C_6_1_after_partners_card_a_singleton_side_card_goes_before_the_trump():
    # The Handbook finds a singleton side card the better hand-over in most deals, all the
    # more once partner has given a card (review of fresh drills, hand-over 1-r6w1 preferred
    # the ♠7). The highest trump stays accepted.
    hand = CardSet.parse("♠7632 ♣Q10953 ♦5 ♥J973")
    out = defenders_handover(hand, parse_bid("5♠"), received=card("♥3"))
    assert pref(out) == card("♦5") and "ruffs" in out[0].text
    assert card("♠7") in cards_of(out)


def test_C_6_1_handbook_tail_ruff_B_first_hand_over_is_the_highest_trump():
    # The Handbook's B hands over ♦A instead. None of C-6.1's options names it (B holds two
    # trumps, and ♦ is neither a singleton nor the main players' side suit ♠), so the
    # conventions give ♥K and accept the ♠7 and nothing else.
    hand = CardSet.parse("♥K7 ♦A103 ♣A10732 ♠762")
    out = defenders_handover(hand, parse_bid("5♥"), main_side_suits=[S])
    assert pref(out) == card("♥K")
    assert card("♦A") not in cards_of(out)


def test_C_6_1_three_trumps_hand_over_the_top_of_the_shortest_suit():
    hand = CardSet.parse("♥K72 ♦A10 ♣A10732 ♠762")
    assert pref(defenders_handover(hand, parse_bid("5♥"))) == card("♦A")


def test_C_6_1_second_defender_after_a_trump_returns_the_shortest_suits_top():
    hand = CardSet.parse("♥K72 ♦A10 ♣A10732 ♠762")
    assert pref(defenders_handover(hand, parse_bid("5♥"), received=card("♥9"))) == card("♦A")


def test_C_6_1_a_singleton_side_card_is_accepted():
    hand = CardSet.parse("♥K7 ♦A1032 ♣A10732 ♠7")
    assert card("♠7") in cards_of(defenders_handover(hand, parse_bid("5♥")))


def test_C_6_2_misere_defender_hands_over_the_lowest_of_the_shortest():
    hand = CardSet.parse("♥K7 ♦A1032 ♣A10732 ♠J")
    assert pref(defenders_handover(hand, parse_bid("5M"))) == card("♠J")
    hand = CardSet.parse("♥K73 ♦A1032 ♣A1073 ♠J6")
    assert pref(defenders_handover(hand, parse_bid("5M"))) == card("♠6")


def test_C_6_2_misere_defender_naturally_void_signals_with_a_middling_card():
    hand = CardSet.parse("♥K73 ♦A10932 ♣A10743")
    assert pref(defenders_handover(hand, parse_bid("5M"))) == card("♥7")


def test_C_6_2_a_naturally_void_misere_defender_is_not_offered_the_plain_rule_too():
    # Review of fresh drills, hand-over 2-r6w1: ♣10 of ♣A10 ("the lowest of the shortest
    # suit") was accepted beside the void signal, though C-6.2 says the void hand signals
    # it, and ♣10 leaves the ♣A bare.
    out = defenders_handover(CardSet.parse("♠J874 ♣A10 ♦KQJ9842"), parse_bid("5M"))
    assert pref(out) == card("♠8") and cards_of(out) == {card("♠8"), card("♠7")}


def test_C_6_3_grand_defender_hands_over_the_top_of_the_shortest_suit():
    hand = CardSet.parse("♥K7 ♦A1032 ♣A10732 ♠J9")
    assert pref(defenders_handover(hand, parse_bid("5G"))) == card("♠J")


# --- C-6.5 Bolshevik -----------------------------------------------------------------------


def test_C_6_2_IC_27_equally_short_suits_give_the_lowest_card_the_others_allowed():
    # ♠98 and ♣102 against 5 misère: suit order gave ♠8 and threw the ♣2 away from the
    # choice (drill hand-over/2-rw2z3); the Handbook's rule names the lowest card.
    out = defenders_handover(CardSet.parse("♠98 ♣102 ♦KQ72 ♥KJ987"), parse_bid("5M"))
    assert pref(out) == card("♣2") and card("♠8") in cards_of(out)


def test_C_6_3_IC_27_a_tie_in_grand_goes_to_the_main_players_suit():
    # ♣K6 and ♥K4 are as short and as strong; ♥ is a suit the main players bid, where the
    # Handbook also likes to strengthen partner (drill hand-over/2-rv2y2 took ♣K by suit order).
    out = defenders_handover(
        CardSet.parse("♠Q10875 ♣K6 ♦K953 ♥K4"), parse_bid("5G"), main_side_suits=(D, H)
    )
    assert pref(out) == card("♥K") and card("♣K") in cards_of(out)


def test_C_6_5_bolshevik_lowest_to_the_stalker_highest_to_the_left():
    hand = CardSet.parse("♠K1084 ♥AQ3 ♦J5432 ♣762 ♠2")
    g = bolshevik_gifts(hand, 0)[0]
    assert g.card_for(right(0)) == card("♥3")  # the stalker
    assert g.card_for(left(0)) == card("♥A")  # a short ace shed
    assert g.card_for(partner(0)) == card("♥Q")


def test_C_6_5_IC_30_a_two_card_void_and_a_short_ace_go_together():
    # East (seat 1) after the kitty: ♥108 empties ♥, and the third card sheds the ♣A; the
    # old text said "shortens ♥" (drill hand-over/4-rv4y3). The Handbook's layout, the ♥10
    # to the left and the ace across, is preferred, the other way round allowed.
    out = bolshevik_gifts(CardSet.parse("♠QJ962 ♣AQ94 ♦K10875 ♥108"), 1)
    assert out[0].preferred and "voids ♥" in out[0].text and "♣A" in out[0].text
    assert out[0].card_for(right(1)) == card("♥8") and out[0].card_for(left(1)) == card("♥10")
    assert out[0].card_for(partner(1)) == card("♣A") and not out[1].preferred
    # With a three-card void at hand, voiding a pair and shedding an ace is allowed too
    # (drill hand-over/4-rv4y0).
    other = bolshevik_gifts(CardSet.parse("♠AJ76542 ♣109 ♦K1052 ♥A92"), 1)
    assert other[0].preferred and {c for _, c in other[0].gifts} == set(parse_cards("♥2 ♥A ♥9"))
    assert any({c for _, c in g.gifts} == set(parse_cards("♣9 ♣10 ♥A")) for g in other)


def test_C_6_5_an_ace_at_least_fifth_is_not_given_away_as_a_short_suits_liability():
    # Review of fresh drills, hand-over 4-r5z1: ♥43 empties ♥ and the third card was the ♣A
    # of ♣A10764, called "a liability in a short suit". An ace at least fifth is safe (the
    # Handbook); the worst card left is the ♠10 of the four-card ♠.
    out = bolshevik_gifts(CardSet.parse("♠10843 ♣A10764 ♦A10762 ♥43"), 3)
    assert out[0].preferred and "voids ♥" in out[0].text
    assert {c for _, c in out[0].gifts} == set(parse_cards("♥4 ♥3 ♠10"))
    assert all("liability" not in g.text for g in out)


def test_C_6_5_IC_30_a_pair_holding_the_ace_is_voided_ace_and_all():
    # Review of fresh drills, hand-over 4-r6w1: ♦643 (three low cards) was voided and ♠A4, a
    # short ace, kept. Voiding ♠ sheds the ace too: ♠4 to the stalker, ♠A to the left, and
    # the worst card left across: ♣J, a long suit's jack before a short suit's low spot
    # (review of fresh drills, hand-over 4-r44c23). The ♦ void stays accepted.
    out = bolshevik_gifts(CardSet.parse("♠A4 ♣J10872 ♦643 ♥987532"), 1)
    assert out[0].card_for(right(1)) == card("♠4") and out[0].card_for(left(1)) == card("♠A")
    assert out[0].card_for(partner(1)) == card("♣J") and "ace included" in out[0].text
    assert any({c for _, c in g.gifts} == set(parse_cards("♦6 ♦4 ♦3")) for g in out)


def test_C_6_5_IC_30_of_two_pairs_the_one_with_high_cards_goes():
    # Review of fresh drills, hand-over 4-r6w3: ♦92 was voided (the stalker got the ♦2) and
    # the ♠A of ♠AK86542 given away, keeping ♥Q4. ♥Q4 goes, and the ♦9 leaves a lone ♦2.
    out = bolshevik_gifts(CardSet.parse("♠AK86542 ♣K7532 ♦92 ♥Q4"), 1)
    assert out[0].card_for(right(1)) == card("♥4") and out[0].card_for(left(1)) == card("♥Q")
    assert out[0].card_for(partner(1)) == card("♦9")


def test_C_7_6_IC_37_the_gifts_2_spot_suit_stays_allowed_when_not_the_longest():
    # Review of fresh drills, lead 3-r7v2: the stalker holds the 2 in ♥Q9842 and ♣10642 and
    # the gift ♣4 came in ♣. ♥4 is preferred; ♣4, the letter of C-7.6 in the gift's suit,
    # got nothing because ♣ is not the longest 2-spot suit.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣4"))
    out = opening_leads(CardSet.parse("♠108 ♣10642 ♦AQ ♥Q9842"), sit)
    assert pref(out) == card("♥4") and card("♣4") in cards_of(out)


# --- C-7 opening leads -----------------------------------------------------------------------


def test_C_7_1_handbook_tail_ruff_a_low_trump_cuts_the_ruffs():
    # B after the exchange: ♥K107 ♦103 ♣A10732 ♠762; the Handbook notes a trump lead holds
    # the contract to eleven tricks.
    sit = LeadSituation.for_contract(
        parse_bid("5♥"), Form.KITTY, received=card("♥10"), suspect_ruff=True
    )
    assert pref(opening_leads(CardSet.parse("♥K107 ♦103 ♣A10732 ♠762"), sit)) == card("♥7")


def test_C_7_1_received_side_card_is_led():
    sit = LeadSituation.for_contract(parse_bid("5♥"), Form.KITTY, received=card("♦A"))
    assert pref(opening_leads(CardSet.parse("♥K7 ♦A103 ♣A10732 ♠762"), sit)) == card("♦A")


def test_C_6_1_C_7_1_the_side_card_returned_for_a_trump_is_led_for_partners_ruff():
    # West gave its top trump ♣A; East's ♥J came back as the top of East's shortest suit
    # (C-6.1), so the lead is for East's ruff, not "partner's strength" (drill lead/1-rv1y4).
    sit = LeadSituation.for_contract(
        parse_bid("5♣"), Form.KITTY, received=card("♥J"), handed_over=card("♣A")
    )
    out = opening_leads(CardSet.parse("♠K4 ♣92 ♦A53 ♥QJ8732"), sit)
    # ♥Q, the higher of the touching honours with it, leads in its place (review of fresh
    # drills, lead 1-r44c21), for the same ruff; ♥J itself stays allowed.
    assert pref(out) == card("♥Q") and card("♥J") in cards_of(out)
    assert "ruff" in out[0].text and "strength" not in out[0].text
    # Without knowing what this hand gave, the reason claims neither.
    plain = LeadSituation.for_contract(parse_bid("5♣"), Form.KITTY, received=card("♥J"))
    assert "ruff" not in opening_leads(CardSet.parse("♠K4 ♣92 ♦A53 ♥QJ8732"), plain)[0].text


def test_C_7_1_received_short_card_of_the_main_side_suit_is_kept():
    sit = LeadSituation.for_contract(
        parse_bid("5♥"), Form.KITTY, received=card("♠K"), main_side_suits=frozenset({S})
    )
    out = opening_leads(CardSet.parse("♥K7 ♦A103 ♣A10732 ♠K7"), sit)
    assert pref(out) != card("♠K") and card("♠K") in cards_of(out)


def test_C_7_1_partner_doubled_lead_partners_suit():
    sit = LeadSituation.for_contract(
        parse_bid("5♥"), Form.KITTY, received=card("♣K"), partner_doubled=True
    )
    assert pref(opening_leads(CardSet.parse("♥Q7 ♦A103 ♣K9732 ♠762"), sit)) == card("♣2")
    out = opening_leads(CardSet.parse("♥Q7 ♦KQ1093 ♣K92 ♠762"), sit)
    assert pref(out) == card("♣2")
    # The Handbook: the lead *must* be in that suit (drills double/2-rv2y1, 2y2, 2y4 gave
    # half credit to a touching-honours or longest-suit lead elsewhere).
    assert {c.card.suit for c in out} == {C}


def test_C_7_1_touching_honours_or_second_highest_of_the_longest_side_suit():
    sit = LeadSituation(LeadKind.TRUMPS_KITTY, trump=H)
    assert pref(opening_leads(CardSet.parse("♠KQ1084 ♥32 ♦J54 ♣762"), sit)) == card("♠K")
    assert pref(opening_leads(CardSet.parse("♠K9842 ♥32 ♦J54 ♣762"), sit)) == card("♠9")


def test_C_7_2_grand_touching_honours_in_a_long_suit():
    sit = LeadSituation(LeadKind.GRAND)
    assert pref(opening_leads(CardSet.parse("♠KQ1084 ♥A32 ♦J54 ♣76"), sit)) == card("♠K")
    assert pref(opening_leads(CardSet.parse("♠K9842 ♥KQ2 ♦J54 ♣76"), sit)) == card("♠9")


def test_C_7_2_IC_31_equal_long_suits_lead_the_stronger_sequence_not_the_higher_suit():
    # Golden drill lead/1/g1x6: ♥J (J-10) was preferred over ♠K (K-Q) by suit rank alone.
    choices = opening_leads(CardSet.parse("♠KQ1054 ♣2 ♦85 ♥KJ1083"), LeadSituation(LeadKind.GRAND))
    assert pref(choices) == card("♠K")
    assert card("♥J") in cards_of(choices)


def test_C_7_2_equally_long_suits_each_give_the_second_highest_card():
    # A review of fresh drills (lead 1-r5z3): ♠KJ43 and ♥KJ54 against 7 grand, and only ♥J
    # was accepted, the tie broken by suit rank where C-7.2 leaves the choice.
    choices = opening_leads(CardSet.parse("♠KJ43 ♣KQ4 ♦K4 ♥KJ54"), LeadSituation(LeadKind.GRAND))
    assert pref(choices) == card("♥J")
    assert set(cards_of(choices)) == {card("♥J"), card("♠J")}


def test_C_7_2_IC_31_between_equally_long_suits_not_the_one_the_main_players_bid():
    # A review of fresh drills (lead 1-r8u5): the declarer had bid ♥ naturally and plays
    # last to the lead; ♥9 from ♥K9874 was preferred over ♠9 by suit rank alone.
    hand = CardSet.parse("♠J9862 ♣987 ♥K9874")
    bid = LeadSituation(LeadKind.GRAND, main_side_suits=frozenset({H}))
    choices = opening_leads(hand, bid)
    assert pref(choices) == card("♠9") and card("♥9") in cards_of(choices)
    assert "main players are strong in ♥" in choices[1].text
    # With no such bid the tie still goes by suit rank, both accepted.
    assert pref(opening_leads(hand, LeadSituation(LeadKind.GRAND))) == card("♥9")
    # An honour the declarer took from the exposed kitty counts as strength too (lead
    # 1-r9t2: the ♥K went to the declarer, and ♥6 from ♥Q643 was preferred over ♣6).
    hand = CardSet.parse("♠72 ♣7652 ♦752 ♥Q643")
    kitty = LeadSituation(LeadKind.GRAND, kitty_honours=frozenset({H, D}))
    assert pref(opening_leads(hand, kitty)) == card("♣6")


def test_C_6_2_IC_28_the_void_signal_prefers_a_middling_spot_to_a_queen():
    # Review of fresh drills, hand-over 2-r8u3: the middle card of ♣AQ97 is the ♣Q, a card
    # a misère defender keeps; the ♣9 says the same (a middling card) and goes instead.
    choices = defenders_handover(CardSet.parse("♠AQ852 ♣AQ97 ♥AK76"), parse_bid("5M"))
    assert pref(choices) == card("♣9")
    assert {card("♣Q"), card("♥7")} <= cards_of(choices)
    # With ♥K876 beside it the weaker ♥ signals instead (IC-29's tie, review 3-r13n1).
    choices = defenders_handover(CardSet.parse("♠AQ852 ♣AQ97 ♥K876"), parse_bid("5M"))
    assert pref(choices) == card("♥8")
    assert {card("♣9"), card("♣Q"), card("♥7")} <= cards_of(choices)


def test_IC_29_between_equally_long_signal_suits_the_weaker_one_signals():
    # Review of fresh drills, hand-over 3-r13n1: ♣AQ54 and ♥KQ106 both signal a natural
    # void; ♣5 was preferred by suit order. The weaker suit goes (IC-27's tie), so the ace
    # stays in a four-card suit, where it is safer (the Handbook's all-pass advice).
    out = allpass_handover(CardSet.parse("♣AQ54 ♦Q10853 ♥KQ106"))
    assert pref(out) == card("♥10") and card("♣5") in cards_of(out)


def test_C_7_6_IC_37_between_equally_long_2_spot_suits_the_lower_card_leads():
    # Review of fresh drills, double 2-r9t0: the doubling stalker's ♦A109852 and ♥AK10982;
    # ♥8 was preferred by suit rank, ♦5 is the lower card, the attack the Handbook asks for.
    sit = LeadSituation(LeadKind.BOLSHEVIK, leader_doubled=True, gift=card("♠2"))
    choices = opening_leads(CardSet.parse("♠2 ♦A109852 ♥AK10982"), sit)
    assert pref(choices) == card("♦5") and card("♥8") in cards_of(choices)


def test_C_7_4_IC_34_a_good_misere_hand_without_an_ace_does_not_ask_for_help():
    # Review of fresh drills, lead 3-r10s0 and 3-r10s3: with no ace and plenty of low cards
    # (a natural void, or only IC-13's five-misère measure) the help-asking lead had full
    # credit as "a poor hand"; the Handbook's own good all-pass hand is five-misère too.
    for hand, got, gave in (
        ("♣Q98632 ♦95432 ♥K2", "♣Q", "♥10"),
        ("♣K32 ♦Q92 ♥K965432", "♥2", "♠4"),
        # Lead 3-r11q4: ♦KJ of partner's short suit are entries, no risk to the hand.
        ("♠7 ♣K6532 ♦KJ72 ♥853", "♦K", "♠5"),
    ):
        sit = LeadSituation(LeadKind.ALLPASS, None, card(got), card(gave), exchange=True)
        choices = opening_leads(CardSet.parse(hand), sit)
        # No help-asking lead; partner's king (its only card there, review round 57) makes
        # the middling spots of its suit as good as the king (IC-28), nothing else.
        assert all(c.open_reading in (None, "IC-28") for c in choices), hand
        assert all(c.card.suit is card(got).suit for c in choices), hand


def test_C_6_5_IC_30_of_two_equal_voids_the_bolshevik_gives_away_the_higher_cards():
    # Review of fresh drills, hand-over 4-r10s1: ♠932 and ♣1063 tie on IC-30's ranking, and
    # suit order voided ♠, giving away the 2 and the 3; the Handbook's Bolshevik gets rid of
    # its weakest cards, here the clubs.
    out = bolshevik_gifts(CardSet.parse("♠932 ♣1063 ♦K10985 ♥QJ1062"), 0)
    assert out[0].preferred and {c for _, c in out[0].gifts} == set(parse_cards("♣10 ♣6 ♣3"))


def test_C_6_5_IC_30_cards_of_equal_rank_may_change_places():
    # Hand-over 4-r10s2: ♠65 ♥6 voided; the "highest" card for the left-hand opponent is ♠6
    # or ♥6, and the layout with the other one was not accepted.
    out = bolshevik_gifts(CardSet.parse("♠65 ♣J7632 ♦AJ1097643 ♥6"), 0)
    layouts = {tuple(sorted((s, str(c)) for s, c in g.gifts)) for g in out}
    lho, stalker, across = left(0), right(0), partner(0)
    for high, mid in (("♥6", "♠6"), ("♠6", "♥6")):
        assert tuple(sorted(((stalker, "♠5"), (lho, high), (across, mid)))) in layouts


def test_C_6_5_IC_30_a_pair_and_a_singleton_may_be_laid_out_suit_by_suit():
    # Review of fresh drills, hand-over 4-r13n3: ♠5 and ♣109 voided. The Handbook lays out
    # "the lowest card in a suit" to the stalker and the highest to the left: ♣9 to the
    # stalker, ♣10 to the left and ♠5 across is allowed beside the preferred ♠5 to the stalker.
    out = bolshevik_gifts(CardSet.parse("♠5 ♣109 ♦AJ1043 ♥Q10986432"), 0)
    lho, stalker, across = left(0), right(0), partner(0)
    assert out[0].preferred and out[0].card_for(stalker) == card("♠5")
    layouts = {frozenset(g.gifts) for g in out if not g.preferred}
    assert frozenset({(stalker, card("♣9")), (lho, card("♣10")), (across, card("♠5"))}) in layouts


def test_C_6_5_IC_30_equal_ranks_change_places_in_every_layout_and_a_short_honour_may_go():
    # Reviews of fresh drills, hand-over 4-r11q0: ♥K and ♠K beside ♠A, and only one king
    # could go to the stalker; 4-r11q2: emptying ♥K3 with the ♣J got nothing.
    lho, stalker, across = left(0), right(0), partner(0)
    out = bolshevik_gifts(CardSet.parse("♠AK96 ♣J76542 ♦109876 ♥K"), 0)
    layouts = {tuple(sorted(g.gifts)) for g in out}
    for low, mid in (("♥K", "♠K"), ("♠K", "♥K")):
        assert (
            tuple(sorted(((stalker, card(low)), (lho, card("♠A")), (across, card(mid))))) in layouts
        )
    out = bolshevik_gifts(CardSet.parse("♠Q10987652 ♣J64 ♦865 ♥K3"), 0)
    assert out[0].preferred and out[0].card_for(stalker) == card("♣4")
    honour = [g for g in out if {c for _, c in g.gifts} == set(parse_cards("♥K ♥3 ♣J"))]
    assert honour and not any(g.preferred for g in honour)


def test_C_7_4_IC_34_no_void_signal_is_completed_where_none_was_sent():
    # Review of fresh drills, lead 3-r12p0: West handed over ♣A (an ace counts as lowest,
    # C-6.4) with no void; the reason said the lower ♣Q "completes the void signal".
    sit = LeadSituation(LeadKind.ALLPASS, None, card("♠9"), card("♣A"), exchange=True)
    out = opening_leads(CardSet.parse("♠AJ953 ♣Q3 ♦AQ2 ♥976"), sit)
    assert pref(out) == card("♣Q") and "void signal" not in out[0].text


def test_C_7_4_IC_34_partners_ace_in_a_long_suit_is_no_ace_to_get_rid_of():
    # Review of fresh drills, lead 3-r12p1: the hand's only ace was the ♦A partner had just
    # handed over, seventh in ♦AK98754, where an ace is safe; the help-asking lead was
    # preferred "with aces". The Handbook's usual lead, the ♦K, comes first; the ask stays
    # as the open reading of a poor hand.
    sit = LeadSituation(LeadKind.ALLPASS, None, card("♦A"), card("♠3"), exchange=True)
    out = opening_leads(CardSet.parse("♠Q10 ♣J86 ♦AK98754 ♥Q"), sit)
    assert pref(out) == card("♦K")
    assert any(c.open_reading == "IC-34" for c in out)


def test_C_6_5_IC_30_every_short_ace_may_go_beside_the_void_and_no_answer_twice():
    # Review of fresh drills, hand-over 4-r12p3: ♦K5 emptied with an ace: the ♣A layouts were
    # listed twice, the ♥A ones not at all; ♥AK85 has more high cards than ♣A862, so IC-30's
    # tie-break sends its ace first.
    out = bolshevik_gifts(CardSet.parse("♠KJ9532 ♣A862 ♦K5 ♥AK85"), 0)
    sets = [frozenset(g.gifts) for g in out]
    assert len(sets) == len(set(sets))
    assert {c for _, c in out[0].gifts} == set(parse_cards("♦K ♦5 ♥A"))
    assert any({c for _, c in g.gifts} == set(parse_cards("♦K ♦5 ♣A")) for g in out)


def test_C_6_1_IC_17_an_encouragement_names_no_side_suit_of_the_main_players():
    # Golden drill hand-over/1/g1x4 as it was first dealt: S's 5♣ asked N for 5♦ (IC-17);
    # handing partner the ♣A "to strengthen the main players' side suit" misread it.
    from engine.conventions.auction import played_auction
    from engine.conventions.calls import parse_auction

    calls = (
        "pass 3♠ pass 3♦ pass 4♦ pass 5M pass 5♠ pass pass pass pass 5♣ pass 5♦ "
        "pass pass pass pass pass pass pass"
    )
    auction = played_auction(Form.KITTY, parse_auction(calls, 3), 3)
    assert auction.natural_suits_of_side(0) == [S, D]
    sides = [s for s in auction.natural_suits_of_side(0) if s is not D]
    out = defenders_handover(
        CardSet.parse("♠109 ♣AK9843 ♦3 ♥KQ1095"), parse_bid("5♦"), card("♥K"), sides
    )
    assert pref(out) == card("♦3") and card("♣A") not in cards_of(out)


def test_C_6_2_C_7_4_asking_for_help_in_the_void_signal_suit_leads_below_the_signal():
    # All-pass: West, naturally void in ♠, handed over ♥9 from ♥1096 (the void signal), got
    # ♦J; leading ♥ to ask for help, ♥10 above the ♥9 would break the signal (drill
    # lead/3-rv3y0): the Handbook completes it with a lower card.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦J"), handed_over=card("♥9"))
    out = opening_leads(CardSet.parse("♣AKJ98 ♦AJ8543 ♥106"), sit)
    assert pref(out) == card("♥6") and card("♥10") not in cards_of(out)
    assert "void signal" in out[0].text


def test_C_7_4_IC_13_a_void_made_by_the_hand_over_is_no_natural_void():
    # East was dealt ♠6 ♣85 ♦KJ109432 ♥J53, handed over ♠6 and got ♦Q: the ♠ void is its own
    # doing, so the hand is still a five-misère hand, not "a poor hand" asking for help
    # (drill lead/3-rw3z1): the king of partner's short suit leads.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦Q"), handed_over=card("♠6"))
    out = opening_leads(CardSet.parse("♣85 ♦KQJ109432 ♥J53"), sit)
    assert pref(out) == card("♦K")


def test_C_7_3_IC_37_no_lone_ace_lead_against_a_misere():
    # No-kitty 6 misère, no exchange, no 2-spot: the shortest suit is a lone ♠A, which would
    # only win the trick for the defence (drill lead/2-rv2y5); the next-shortest suit's
    # lowest card goes instead.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.NOKITTY)
    out = opening_leads(CardSet.parse("♠A ♣J10 ♦A963 ♥AKJ1087"), sit)
    assert pref(out) == card("♣10") and card("♠A") not in cards_of(out)


def test_C_7_3_misere_with_exchange_leads_high_in_partners_suit():
    sit = LeadSituation.for_contract(parse_bid("5M"), Form.KITTY, received=card("♦3"))
    assert pref(opening_leads(CardSet.parse("♠K9842 ♥KQ2 ♦J543 ♣7"), sit)) == card("♦J")


def test_C_7_3_misere_without_exchange_second_lowest_of_the_two_suit():
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY)
    assert pref(opening_leads(CardSet.parse("♠K9842 ♥KQ3 ♦J54 ♣76"), sit)) == card("♠4")


def test_C_7_3_a_doubler_after_an_exchange_leads_partners_short_suit_first():
    # Review of fresh drills, double 2-r6w4: with the defenders' exchange made, C-7.3's lead
    # (a high card of the suit partner handed over) comes first; the doubler's middling
    # card of its 2-spot suit, the Handbook's no-kitty rule, stays accepted.
    sit = LeadSituation(LeadKind.MISERE, received=card("♣2"), exchange=True, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠Q ♣K852 ♦K105 ♥K10652"), sit)
    assert pref(out) == card("♣K") and card("♥6") in cards_of(out)
    # Without an exchange the doubler's lead comes first, as before.
    plain = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    assert pref(opening_leads(CardSet.parse("♠Q ♣K852 ♦K105 ♥K10652"), plain)) == card("♥6")


def test_IC_28_a_misere_doubler_may_lead_any_middling_spot_of_its_2_spot_suit():
    # Review of fresh drills, double 2-r13n5 and 2-r13n6: the Handbook asks the doubler for
    # "a middling card" of that suit; ♥7 beside ♥8 (and ♦8 of ♦K8652) got nothing.
    plain = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠65 ♣J5 ♦K54 ♥KJ8752"), plain)
    assert pref(out) == card("♥8")
    assert {card("♥7"), card("♥5")} <= set(cards_of(out))
    assert card("♥J") not in cards_of(out)  # an honour is no middling spot to lead
    out = opening_leads(CardSet.parse("♠Q ♣973 ♦K8652 ♥J43"), plain)
    assert pref(out) == card("♦6") and card("♦8") in cards_of(out)


def test_C_7_3_misere_without_a_two_lowest_of_the_shortest():
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY)
    assert pref(opening_leads(CardSet.parse("♠K9843 ♥KQ3 ♦J54 ♣76"), sit)) == card("♣6")


def test_C_7_3_IC_27_an_equally_short_suit_may_lead_its_lowest_card_too():
    # Review of fresh drills, lead 2-r13n4: ♠75 and ♥K5, no 2-spot; ♠5 is preferred (the
    # weaker suit) and ♥5, the lowest card of a suit just as short, got nothing.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY)
    out = opening_leads(CardSet.parse("♠75 ♣10876 ♦QJ983 ♥K5"), sit)
    assert pref(out) == card("♠5") and card("♥5") in cards_of(out)


def test_C_7_1_IC_32_cards_touching_partners_side_card_are_allowed():
    # Review of fresh drills, lead 1-r14m5: partner handed over ♥6; ♥5, ♥7 and ♥8 of
    # ♥A108765 play exactly the same and got nothing.
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY, trump=Suit.SPADES, received=card("♥6"), handed_over=card("♠9")
    )
    out = opening_leads(CardSet.parse("♠2 ♣AK964 ♦2 ♥A108765"), sit)
    assert pref(out) == card("♥6")
    assert {card("♥5"), card("♥7"), card("♥8")} <= cards_of(out)
    ten = next(c for c in out if c.card == card("♥10"))
    assert "touching" not in ten.text  # the ♥9 is out: the ♥10 is no equal card


def test_C_7_1_against_a_ruff_the_next_low_trump_is_allowed_too():
    # Review of fresh drills, lead 1-r14m0: "a low trump"; ♥3 first, ♥5 of ♥Q7653 allowed.
    sit = LeadSituation(LeadKind.TRUMPS_KITTY, trump=Suit.HEARTS, suspect_ruff=True)
    out = opening_leads(CardSet.parse("♠K94 ♣J1083 ♦A2 ♥Q7653"), sit)
    assert pref(out) == card("♥3") and card("♥5") in cards_of(out)


def test_IC_27_misere_and_grand_defenders_never_hand_partners_card_or_suit_back():
    # Reviews of fresh drills, hand-over 2-r15k0 and double 1-r15k2: a misère defender got
    # half credit for partner's own ♠8 (and ♠9 into partner's short suit); in grand a
    # defender void in ♦ handed partner's ♦9 straight back as its "shortest suit".
    out = defenders_handover(CardSet.parse("♠Q984 ♣KJ98654 ♦AQ9"), parse_bid("5M"), card("♠8"))
    assert pref(out) == card("♦Q")
    assert not {card("♠8"), card("♠9"), card("♠Q"), card("♠4")} & cards_of(out)
    out = defenders_handover(CardSet.parse("♠KJ8 ♣QJ1097 ♦9 ♥K10842"), parse_bid("6G"), card("♦9"))
    assert card("♦9") not in cards_of(out) and pref(out) == card("♠K")


def test_C_7_4_the_help_lead_goes_above_the_card_partner_sent():
    # Review of fresh drills, lead 3-r16j2: partner sent its lowest club, ♣4; leading the
    # ♣4 of ♣95432 back leaves partner no club to play under it. The Handbook's middling
    # card (by rank: "only a 7 spot") above it, ♣9, leads; the low spots wait.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♣4"), handed_over=card("♦3"))
    out = opening_leads(CardSet.parse("♠KQ53 ♣95432 ♥J532"), sit)
    assert pref(out) == card("♣9")
    # Round 25 (IC-34 changed): partner's own ♣4 led back is no longer accepted either
    # (lead 3-r25y3); nor, from round 45, the ♣5 just above it, with no room under it: it
    # plays as partner's own card while the ♣9 has room (lead 3-r45b21).
    assert card("♣4") not in cards_of(out) and card("♣5") not in cards_of(out)


def test_C_6_4_IC_29_the_king_rule_gives_the_ace_which_counts_lowest():
    # Review of fresh drills, hand-over 3-r16j1: ♠Q75, ♦AK8, ♥J82 equally short; the king
    # rule gave ♦8 and left a bare ♦AK. By C-6.4's ranking the ace is the smallest card.
    out = allpass_handover(CardSet.parse("♠Q75 ♣10964 ♦AK8 ♥J82"))
    assert pref(out) == card("♦A")


def test_C_7_1_IC_31_an_ace_shown_in_the_auction_is_main_side_strength():
    # Review of fresh drills, lead 1-r17h5: ♦KJ83 and ♣J752 equally long; South had shown
    # the ♦A with 4♦ in round three, and ♦J was still preferred. An ace shown counts as
    # strength of the main players, as a suit they bid does.
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY,
        trump=Suit.HEARTS,
        received=card("♥A"),
        handed_over=card("♠A"),
        aces_shown=frozenset({Suit.DIAMONDS}),
    )
    out = opening_leads(CardSet.parse("♣J752 ♦KJ83 ♥A9754"), sit)
    assert pref(out) == card("♣7") and card("♦J") in cards_of(out)


def test_C_7_3_a_shortest_suit_of_sure_winners_is_passed_over_like_a_lone_ace():
    # Review of fresh drills, lead 2-r17h3: ♦AK was the shortest suit and ♦K, a sure
    # winner for the defence, the only answer; the next short suit's lowest card leads.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY)
    out = opening_leads(CardSet.parse("♠J987 ♣J754 ♦AK ♥Q83"), sit)
    assert card("♦K") not in cards_of(out) and pref(out) == card("♥3")


def test_C_7_6_IC_27_IC_37_the_stalker_without_a_2_spot_leads_low():
    # Reviews of fresh drills, lead 3-r18g0 and 3-r18g1: with three equally short suits
    # only ♠4 got credit; and ♥J of ♥QJ led as "the lowest card of the shortest suit",
    # though the stalker attacks with low cards.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♥5"))
    out = opening_leads(CardSet.parse("♠974 ♣Q97 ♦A75 ♥K1095"), sit)
    assert pref(out) == card("♠4") and {card("♣7"), card("♦5")} <= cards_of(out)
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣10"))
    out = opening_leads(CardSet.parse("♠AK43 ♣10874 ♦964 ♥QJ"), sit)
    assert pref(out) == card("♦4") and "no low card" in out[0].text


def test_C_6_5_IC_30_the_same_three_cards_by_another_route_are_one_answer():
    # Review of fresh drills, hand-over 4-r20e0: ♠J5 emptied with the lone ♦10 as "the worst
    # card left" is the ♠ and ♦ void already offered; it came back laid out another way and
    # explained as voiding ♠ only.
    out = bolshevik_gifts(CardSet.parse("♠J5 ♣AQJ109876432 ♦10 ♥86"), 3)
    sets = [frozenset(c for _, c in g.gifts) for g in out]
    spade_diamond = frozenset(parse_cards("♠J ♠5 ♦10"))
    assert sets[0] == spade_diamond and sets.count(spade_diamond) == 1


def test_C_7_3_IC_27_a_misere_lead_leaves_the_suit_the_declarers_partner_dealt_from():
    # Review of fresh drills, lead 2-r21d0: against 6 misère, ♠1097, ♣A97 and ♦A109 tie for
    # shortest and ♠7 led by the weaker suit, though the ♠9 came from the declarer's partner,
    # who voids the suit it deals from (IC-24) and would shed a high card on the lead.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY, dealt=card("♠9"))
    out = opening_leads(CardSet.parse("♠1097 ♣A97 ♦A109 ♥J973"), sit)
    assert pref(out) == card("♣7") and "♠" in out[0].text
    assert card("♠7") in cards_of(out) and card("♦9") in cards_of(out)
    plain = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY)
    assert pref(opening_leads(CardSet.parse("♠1097 ♣A97 ♦A109 ♥J973"), plain)) == card("♠7")


def test_C_7_6_IC_45_after_the_stalkers_double_the_gift_suit_gets_no_credit():
    # Review of fresh drills, double 2-r21d5: after doubling on ♠ and ♦, ♣Q of ♣KQ2 (the ♣2
    # the gift) was accepted; the doubler's lead is a low card of a 2-spot suit it counted.
    hand = CardSet.parse("♠K9872 ♣KQ2 ♦A10982")
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣2"), leader_doubled=True)
    out = opening_leads(hand, sit)
    assert pref(out) == card("♠7") and not any(c.suit is Suit.CLUBS for c in cards_of(out))


def test_C_8_2_IC_27_the_misere_doubler_leads_first_from_a_suit_not_dealt_from():
    # Review of fresh drills, double 2-r22c4: of ♦9852 and ♥K1062 the doubler led ♥10, the
    # very card the declarer's partner had dealt it from a suit that hand has emptied.
    hand = CardSet.parse("♠5 ♣Q1073 ♦9852 ♥K1062")
    sit = LeadSituation.for_contract(
        parse_bid("6M"), Form.KITTY, leader_doubled=True, dealt=card("♥10")
    )
    out = opening_leads(hand, sit)
    assert pref(out).suit is Suit.DIAMONDS and card("♥10") in cards_of(out)


def test_C_6_5_IC_30_the_suit_by_suit_layout_says_what_it_does():
    # Review of fresh drills, hand-over 4-r22c0: N:♥8 E:♣6 S:♥7 was explained as "the lowest
    # card to the stalker", though the stalker gets the ♥7 and the lowest card is the ♣6.
    out = bolshevik_gifts(CardSet.parse("♠AKQJ10 ♣6 ♦AKQJ9 ♥87"), 3)
    suitwise = [g for g in out if g.card_for(2) == card("♥7")]
    assert suitwise and "suit by suit" in suitwise[0].text


def test_C_7_6_IC_27_with_the_only_2_in_the_gift_suit_equally_short_suits_are_accepted():
    # Review of fresh drills, lead 3-r23b0: the stalker's only 2 is the gift's ♣2, so the
    # shortest other suit leads; ♥4 first (fewer points), and ♦3 of the equally short ♦K63,
    # which got nothing, is accepted too.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣2"))
    out = opening_leads(CardSet.parse("♠A1084 ♣K72 ♦K63 ♥1054"), sit)
    assert pref(out) == card("♥4") and card("♦3") in cards_of(out)


def test_C_7_4_IC_34_every_middling_card_asks_and_the_suit_handed_over_stays_allowed():
    # Review of fresh drills, lead 3-r23b4: all-pass with aces in short suits; ♥8 of ♥A1087
    # (a middling card like ♥10) and the bare ♣A of the suit handed over got nothing.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♠3"), handed_over=card("♣2"))
    out = opening_leads(CardSet.parse("♠AK943 ♣A ♦A53 ♥A1087"), sit)
    assert pref(out) == card("♦5")
    assert {card("♥10"), card("♥8"), card("♣A")} <= cards_of(out)


def test_C_6_5_IC_30_of_tied_short_honour_voids_the_one_giving_away_higher_cards():
    # Review of fresh drills, hand-over 4-r23b1: ♠K6 with ♦K and ♦K9 with ♠K tie on length,
    # points and aces; IC-30 gives away the higher cards (♦9 over ♠6), not suit order.
    out = bolshevik_gifts(CardSet.parse("♠K6 ♣K108654 ♦K9 ♥J109653"), 2)
    assert {c for _, c in out[0].gifts} == set(parse_cards("♦K ♦9 ♠K"))


def test_C_7_4_IC_34_asking_from_a_kept_king_leads_the_low_card():
    # Review of fresh drills, lead 3-r24a3: ♦4 was handed over from ♦K54 to keep the ♦K as an
    # entry (C-6.4); asking for help led the ♦K itself, spending that entry at trick one.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♠3"), handed_over=card("♦4"))
    out = opening_leads(CardSet.parse("♠10532 ♣J82 ♦K5 ♥5432"), sit)
    assert card("♦5") in cards_of(out) and card("♦K") not in cards_of(out)


def test_C_7_6_IC_37_the_letters_honour_of_the_shortest_suit_stays_allowed():
    # Review of fresh drills, lead 3-r20e5: ♣J of ♣KJ, the strictly shortest suit, is C-7.6's
    # card by the letter; like the letter's king of K-2 it is allowed, not preferred.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♥3"))
    out = opening_leads(CardSet.parse("♠K963 ♣KJ ♦J743 ♥K53"), sit)
    assert pref(out) == card("♦3")
    jack = [o for o in out if o.card == card("♣J")]
    assert jack and not jack[0].preferred and "IC-37" in jack[0].ids


def test_IC_28_the_doublers_middling_card_is_a_spot_before_a_middle_honour():
    # Review of fresh drills, double 2-r18g1: the middle card of ♥KJ62 is the ♥J; the
    # Handbook's middling card is one by rank, and ♥6 says the same.
    plain = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠9743 ♣Q1085 ♦73 ♥KJ62"), plain)
    assert pref(out) == card("♥6")


def test_C_7_4_all_pass_king_of_partners_short_suit():
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦2"), handed_over=card("♣5"))
    assert pref(opening_leads(CardSet.parse("♠Q9842 ♥J32 ♦K73 ♣5"), sit)) == card("♦K")


def test_C_7_4_a_lone_card_of_partners_suit_is_not_called_the_higher():
    # Reviews of fresh drills (lead 3-r5z2, 3-r6w4): the only ♥ was "the higher card".
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♥4"), handed_over=card("♣9"))
    out = opening_leads(CardSet.parse("♠K6432 ♣K62 ♦K432 ♥4"), sit)
    assert pref(out) == card("♥4") and "only card" in out[0].text


def test_C_7_4_all_pass_with_aces_lead_the_suit_handed_over():
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦2"), handed_over=card("♣5"))
    out = opening_leads(CardSet.parse("♠A9842 ♥A32 ♦K73 ♣953"), sit)
    assert pref(out).suit is C


def test_C_7_4_IC_34_asking_for_help_leads_the_card_partner_can_most_easily_win():
    # Review of fresh drills, lead 3-r5z0: after handing over a singleton ♣10 the poor hand
    # asked with ♦J from ♦AKJ1098, which only the ♦Q beats; ♥5 from ♥Q52 lets partner win
    # and lead ♣ back. Every other suit's middling card is accepted.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♠10"), handed_over=card("♣10"))
    out = opening_leads(CardSet.parse("♠10985 ♦AKJ1098 ♥Q52"), sit)
    assert pref(out) == card("♥5")
    assert card("♦J") in cards_of(out)


def test_C_7_4_IC_34_a_handed_over_suit_of_sure_winners_does_not_ask_for_help():
    # Review of fresh drills, lead 3-r6w2: ♠AK left after handing ♠9 over, and the ♠A was
    # led "to ask for help", a trick won for certain. Another suit's middling card asks.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♣10"), handed_over=card("♠9"))
    out = opening_leads(CardSet.parse("♠AK ♣A1094 ♦K94 ♥Q643"), sit)
    assert pref(out) == card("♥6") and "sure winners" in out[0].text
    assert card("♠A") not in cards_of(out) and card("♦9") in cards_of(out)


def test_C_7_4_IC_28_asking_for_help_never_leads_a_sure_winner():
    # The suit handed over is gone, so a middling card of another suit asks for help; in
    # ♠AK103 the middle card is the K, which wins for certain beside the A: the ♠10 goes
    # (drill lead/3-r33x1 preferred the ♠K).
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♥K"), handed_over=card("♦K"))
    out = opening_leads(CardSet.parse("♠AK103 ♣KJ10 ♥KJ9754"), sit)
    assert pref(out) == card("♠10")
    assert card("♠K") not in [c.card for c in out]


def test_C_7_4_IC_34_an_ace_in_a_long_suit_leaves_the_reading_open():
    """IC-34 reads "with aces" as aces in short suits; the Handbook does not say, so with an
    ace only in a long suit the help-asking lead is listed as resting on that reading, for a
    drill to accept in full."""
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦2"), handed_over=card("♣5"))
    out = opening_leads(CardSet.parse("♠A98642 ♥J32 ♦K73 ♣9"), sit)
    assert pref(out) == card("♦K") and out[0].open_reading is None
    ask = next(c for c in out if c.card == card("♣9"))
    assert not ask.preferred and ask.open_reading == "IC-34"
    assert ask.to_json()["open_reading"] == "IC-34"
    # A short-suit ace settles it: the ask is preferred, helping partner merely allowed.
    out = opening_leads(CardSet.parse("♠A9842 ♥A32 ♦K73 ♣953"), sit)
    assert all(c.open_reading is None for c in out)


def test_C_7_5_no_kitty_never_an_ace_without_a_high_honour():
    sit = LeadSituation(LeadKind.TRUMPS_NOKITTY, trump=H)
    out = opening_leads(CardSet.parse("♠A9842 ♥J32 ♦Q73 ♣952"), sit)
    assert card("♠A") not in cards_of(out)
    assert all(c.card.suit is not C for c in out)  # ♣952: a weak short suit
    assert pref(out) == card("♠8")


def test_C_7_5_IC_35_the_ace_of_ace_queen_may_be_led():
    """C-7.5 forbids an ace *without* high honours beside it; A-Q-x has one (IC-35)."""
    sit = LeadSituation(LeadKind.TRUMPS_NOKITTY, trump=H)
    out = opening_leads(CardSet.parse("♠AQ4 ♥J32 ♦9873 ♣9852"), sit)
    assert card("♠A") in cards_of(out)
    assert not next(c for c in out if c.card == card("♠A")).preferred
    # Without the queen the ace stays out.
    out = opening_leads(CardSet.parse("♠AJ4 ♥Q32 ♦9873 ♣9852"), sit)
    assert card("♠A") not in cards_of(out)


def test_C_7_5_singleton_and_touching_honours_are_leads():
    sit = LeadSituation(LeadKind.TRUMPS_NOKITTY, trump=H)
    out = opening_leads(CardSet.parse("♠KQ1084 ♥A32 ♦J5 ♣7 ♦4"), sit)
    assert pref(out) == card("♠K") and card("♣7") in cards_of(out)


def test_C_7_6_stalker_second_lowest_of_the_two_suit_else_lowest_of_shortest():
    sit = LeadSituation(LeadKind.BOLSHEVIK)
    assert pref(opening_leads(CardSet.parse("♠K1084 ♥A3 ♦J542 ♣763"), sit)) == card("♦4")
    assert pref(opening_leads(CardSet.parse("♠K1084 ♥A3 ♦J543 ♣976"), sit)) == card("♥3")


def test_C_7_6_doubling_stalker_leads_low_from_the_two_suit():
    sit = LeadSituation(LeadKind.BOLSHEVIK, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠K1084 ♥A3 ♦J542 ♣763"), sit)
    assert pref(out) == card("♦4") and "doubled" in out[0].text


def test_C_7_6_IC_37_stalker_avoids_the_suit_of_the_bolsheviks_gift():
    """The Bolshevik gave the stalker ♦2, its lowest diamond (C-6.5): it has probably emptied
    diamonds, so the stalker leads from its other 2-spot suit, and says why."""
    hand = CardSet.parse("♠K1084 ♥A3 ♦J542 ♣762")
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♦2"))
    out = opening_leads(hand, sit)
    assert pref(out) == card("♣6")
    avoided = next(c for c in out if c.card == card("♦4"))
    assert not avoided.preferred and "emptied" in avoided.text and "IC-37" in avoided.ids
    # Without the gift the letter of C-7.6 still chooses the longer 2-spot suit.
    assert pref(opening_leads(hand, LeadSituation(LeadKind.BOLSHEVIK))) == card("♦4")


def test_C_7_6_IC_37_only_two_spot_in_the_gifts_suit_leads_the_shortest_other_suit():
    hand = CardSet.parse("♠K1084 ♥A3 ♦J542 ♣976")
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♦2"))
    out = opening_leads(hand, sit)
    assert pref(out) == card("♥3") and "IC-37" in out[0].ids
    assert card("♦4") in cards_of(out)
    # The doubling stalker too leads away from the gift's suit.
    doubled = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♦2"), leader_doubled=True)
    assert pref(opening_leads(CardSet.parse("♠K1084 ♥A3 ♦J542 ♣762"), doubled)) == card("♣6")


def test_C_7_6_IC_37_the_stalker_does_not_lead_an_ace_by_the_letter():
    """Attack with low cards: not the ace of A-2 as the 'second-lowest', not a lone ace as
    the 'lowest card of the shortest suit'."""
    sit = LeadSituation(LeadKind.BOLSHEVIK)
    out = opening_leads(CardSet.parse("♠Q854 ♣A973 ♦J8 ♥A2"), sit)
    assert pref(out) == card("♦8") and "ace-2" in out[0].text
    out = opening_leads(CardSet.parse("♠QJ3 ♣AQJ74 ♦A ♥8653"), sit)
    assert pref(out) == card("♠3") and "lone ace" in out[0].text


def test_C_7_6_IC_37_the_stalker_leads_a_low_card_not_the_king_of_a_two_spot_suit():
    """Golden lead/3/g3x4: ♣AK2 and ♠K2 hold the 2, but their second-lowest card is a king,
    no low card (the Handbook's stalker leads 'a low card' of the 2-spot suit and attacks
    with low cards). The lowest card of the shortest suit without the 2 is led instead; the
    letter's ♣K stays allowed."""
    hand = CardSet.parse("♠K2 ♣AK2 ♦KJ8763 ♥K7")
    out = opening_leads(hand, LeadSituation(LeadKind.BOLSHEVIK, gift=card("♦3")))
    assert pref(out) == card("♥7") and "IC-37" in out[0].ids
    letter = next(c for c in out if c.card == card("♣K"))
    assert not letter.preferred


# --- properties: every choice is a card of the hand and legal in a real deal --------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9))
def test_every_choice_is_in_the_hand_with_one_preferred(seed):
    rng = random.Random(seed)
    deck = list(CardSet((1 << 52) - 1))
    hand = CardSet(rng.sample(deck, 13))
    others = [c for c in deck if c not in hand]
    got = rng.choice(others)
    lists = [
        allpass_handover(hand),
        allpass_handover(hand, received=got),
        defenders_handover(hand, parse_bid(rng.choice(["5♥", "5M", "5G", "5♠"]))),
        defenders_handover(hand, parse_bid("5♦"), received=got),
    ]
    for kind in LeadKind:
        lists.append(
            opening_leads(
                hand,
                LeadSituation(
                    kind,
                    trump=rng.choice(list(Suit)),
                    received=rng.choice([None, got]),
                    handed_over=rng.choice([None, got]),
                    exchange=rng.random() < 0.5,
                    partner_doubled=rng.random() < 0.3,
                    leader_doubled=rng.random() < 0.3,
                    suspect_ruff=rng.random() < 0.3,
                ),
            )
        )
    for out in lists:
        assert out and sum(c.preferred for c in out) == 1 and out[0].preferred
        for c in out:
            assert c.card in hand and c.ids and c.text.endswith(")")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK]))
def test_hand_overs_and_leads_are_legal_in_real_deals(seed, form):
    """All-pass and Bolshevik deals driven to their hand-overs and lead, bots choosing."""
    deal = Deal.from_seed(form, seed % 4, "handovers", seed)
    while deal.phase in (Phase.AUCTION, Phase.BOLSHEVIK_AUCTION):
        acts = deal.legal_actions()
        if form is Form.BOLSHEVIK:
            deal.apply(acts[-1])  # say Bolshevik
        else:
            deal.apply(acts[0])  # everyone passes: all-pass misère
    if deal.phase is Phase.BOLSHEVIK_CHOICE:
        deal.apply(deal.legal_actions()[0])
    if deal.kind is Kind.ALLPASS:
        sent: dict[int, Card] = {}
        while deal.phase is Phase.ALLPASS_EXCHANGE:
            giver = deal.to_act
            assert giver is not None
            receiver = deal.expected_receivers()[0]
            got = sent.get(partner(giver))
            choice = allpass_handover(deal.hand(giver), received=got)[0]
            deal.apply(Give(((receiver, choice.card),)))
            sent[giver] = choice.card
        while deal.phase is Phase.DOUBLING:
            deal.apply(deal.legal_actions()[0])
        leader = deal.to_act
        assert leader is not None
        sit = LeadSituation(
            LeadKind.ALLPASS, received=sent.get(partner(leader)), handed_over=sent.get(leader)
        )
        lead = opening_leads(deal.hand(leader), sit)[0]
        assert deal.can(Play(lead.card))
    elif deal.kind is Kind.BOLSHEVIK:
        d = deal.declarer
        assert d is not None and deal.phase is Phase.BOLSHEVIK_GIVE
        g = bolshevik_gifts(deal.hand(d), d)[0]
        deal.apply(g.action)
        deal.apply(deal.legal_actions()[0])  # 7 misère
        while deal.phase in (Phase.DOUBLING, Phase.REDOUBLING):
            deal.apply(deal.legal_actions()[0])
        stalker = deal.to_act
        assert stalker == right(d)
        lead = opening_leads(deal.hand(stalker), LeadSituation(LeadKind.BOLSHEVIK))[0]
        assert deal.can(Play(lead.card))


def test_C_6_1_partners_card_never_goes_straight_back():
    # Partner handed over ♣Q against 5♦ (♣ a main players' side suit): the answer is the
    # highest trump; handing the ♣Q back "to strengthen partner" only undoes the exchange,
    # and ♣4 strengthens nothing (drill hand-over/1-r31x1).
    hand = CardSet.parse("♠AQ92 ♣Q4 ♦109765 ♥J95")
    out = defenders_handover(hand, parse_bid("5♦"), card("♣Q"), main_side_suits=(C,))
    assert pref(out) == card("♦10")
    # (Since review round 70 a hand with three trumps or more may keep them and give the top
    # of its shortest other side suit, ♥J; never a ♣.)
    assert cards_of(out) == {card("♦10"), card("♥J")}
    # Nor a card of the suit partner is shortening: ♦7 came from partner's short suit, so
    # the ♦J "strengthens" nothing there (drill hand-over/1-r41y3); the ♠J still may.
    hand = CardSet.parse("♠J73 ♣J754 ♦J72 ♥KJ108")
    out = defenders_handover(hand, parse_bid("5♣"), card("♦7"), main_side_suits=(S, D))
    assert pref(out) == card("♣J") and cards_of(out) == {card("♣J"), card("♠J")}


def test_C_6_1_IC_27_an_equally_short_suit_is_accepted_too():
    # Three trumps: the highest card of the shortest/weakest side suit, ♣K (♣ and ♦ both five
    # cards, ♣ fewer points); the ♦A of the other five-card suit is accepted (IC-27; drill
    # hand-over/1-r31x3 gave it nothing).
    out = defenders_handover(CardSet.parse("♠J108 ♣KJ542 ♦AJ732"), parse_bid("5♠"))
    assert pref(out) == card("♣K")
    assert card("♦A") in cards_of(out) and "IC-27" in out[1].ids


def test_C_6_4_IC_29_equally_low_cards_are_not_called_lower():
    # ♠43 and ♥83: both suits give a 3; the second is not "a lower card" (hand-over/3-r33x0).
    out = allpass_handover(CardSet.parse("♠43 ♣107543 ♦AKQ64 ♥83"), received=card("♣7"))
    assert {c.card for c in out} == {card("♠3"), card("♥3")}
    assert "lower card" not in out[1].text and "as low as" in out[1].text


def test_C_7_5_IC_28_every_middling_card_of_the_long_suit_is_accepted():
    # No-kitty 6♣: ♠K (touching honours) first; of the long ♠KQ965 the middle card ♠9 and the
    # other middling spot ♠6 are accepted, not the ♠Q of the touching pair (lead/1-r31x3).
    sit = LeadSituation.for_contract(parse_bid("6♣"), Form.NOKITTY)
    out = opening_leads(CardSet.parse("♠KQ965 ♣A963 ♦853 ♥3"), sit)
    assert pref(out) == card("♠K")
    assert {card("♠9"), card("♠6")} <= cards_of(out) and card("♠Q") not in cards_of(out)


def test_C_7_4_IC_34_with_no_ace_a_poor_hand_helps_partner_first():
    # "An ace in one or more suits, or otherwise a poor hand": with no ace at all the
    # Handbook's own scheme (a king or a middling card of partner's short suit) stays first,
    # and asking for help is the open reading, accepted in full (drills lead/3-r43y1, 3-r43y5
    # preferred the ask on hands without an ace). The hand of those drills, ♠K10982 ♣K9654
    # ♦Q93, is a five-misère hand once the ♠K of partner's short suit counts as the entry it
    # is (review round 11), so no poor hand: ♦QJ9 makes this one poor.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♠2"), handed_over=card("♥4"))
    out = opening_leads(CardSet.parse("♠K10982 ♣K9654 ♦QJ9"), sit)
    assert pref(out) == card("♠K")
    ask = next(c for c in out if c.card.suit is C)
    assert ask.open_reading == "IC-34"


def test_C_7_3_the_card_partner_sent_alone_is_not_said_to_have_a_low_one_to_follow():
    # Drill lead/2-r42y1: partner's ♦4 is South's only diamond; the reason promised "a low
    # one to follow".
    sit = LeadSituation.for_contract(
        parse_bid("5M"),
        Form.KITTY,
        received=card("♦4"),
        handed_over=card("♦8"),
        exchange=True,
    )
    out = opening_leads(CardSet.parse("♠KQ10742 ♣A75 ♦4 ♥Q104"), sit)
    assert pref(out) == card("♦4")
    assert "a low one to follow" not in out[0].text


def test_C_7_4_IC_34_no_help_lead_at_or_below_partners_card():
    # Review of fresh drills, lead 3-r25y4 and 3-r25y3: partner sent its lowest ♠7, so every
    # spade it keeps is higher; ♠4 and ♠7 let the opponents play under and leave partner to
    # win. Partner's own ♣4 led back likewise.
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♠7"), handed_over=card("♣4"))
    out = opening_leads(CardSet.parse("♠9742 ♣10 ♦J95 ♥K10532"), sit)
    assert pref(out) == card("♠9") and "♠7 partner sent" in out[0].text
    assert not {card("♠4"), card("♠7")} & cards_of(out)
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♣4"), handed_over=card("♥3"))
    out = opening_leads(CardSet.parse("♠Q83 ♣A742 ♦A984 ♥K8"), sit)
    assert pref(out) == card("♥8") and card("♣4") not in cards_of(out)


def test_C_6_4_IC_29_the_return_signals_a_natural_void_too():
    # Review of fresh drills, hand-over 3-r25y3: dealt no spade, North returns partner's ♣7
    # with a middling card of its four-card ♦, not the plain lowest ♦5.
    out = allpass_handover(CardSet.parse("♣J743 ♦Q1075 ♥AKQJ75"), received=card("♣7"))
    assert pref(out) == card("♦10")
    assert card("♦7") in cards_of(out) and not ({card("♣3"), card("♣4")} & cards_of(out))
    # Without a natural void the return is the plain one.
    out = allpass_handover(CardSet.parse("♠2 ♣J743 ♦Q1075 ♥AKQJ7"), received=card("♣7"))
    assert pref(out) == card("♠2")


def test_C_6_3_IC_27_of_two_tied_suits_the_main_players_bid_the_declarers_comes_first():
    # Review of fresh drills, hand-over 2-r25y3: against 5 grand ♦76 and ♥96 tie (both bid,
    # no points); ♦7 came first by suit order alone, though the declarer bid ♥ (IC-27).
    hand = CardSet.parse("♠K9 ♣KQJ9843 ♦76 ♥96")
    out = defenders_handover(hand, parse_bid("5G"), main_side_suits=[H, D])
    assert pref(out) == card("♥9") and card("♦7") in cards_of(out)
    out = defenders_handover(hand, parse_bid("5G"), main_side_suits=[D, H])
    assert pref(out) == card("♦7")


def test_C_7_2_IC_31_of_two_strong_longest_suits_the_weaker_leads_and_says_so():
    # Review of fresh drills, lead 1-r27w2: against 5 grand ♦Q9865 and ♥KJ865 tie; the main
    # players bid ♦ and took ♦K ♦10 from the kitty, and showed the ♥ ace only. ♥J leads, and
    # its reason said it "runs into their strength".
    sit = LeadSituation(
        LeadKind.GRAND,
        main_side_suits=frozenset({D}),
        kitty_honours=frozenset({D}),
        aces_shown=frozenset({H}),
    )
    out = opening_leads(CardSet.parse("♣962 ♦Q9865 ♥KJ865"), sit)
    assert pref(out) == card("♥J") and "runs into their strength" not in out[0].text
    assert "less than in ♦" in out[0].text


def test_C_8_2_a_doubler_does_not_lead_away_the_king_it_doubled_on():
    # Review of fresh drills, double 2-r28v1: after South's own double of 6 misère, ♠K of
    # ♠K2 was accepted as "the second-lowest card" of the 2-spot suit, spending at trick one
    # the entry the double counted on.
    sit = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠K2 ♣765 ♦J52 ♥Q9643"), sit)
    assert pref(out) == card("♦5") and card("♠K") not in cards_of(out)
    # Undoubled, the rule's letter still accepts it.
    out = opening_leads(CardSet.parse("♠K2 ♣765 ♦J52 ♥Q9643"), LeadSituation(LeadKind.MISERE))
    assert card("♠K") in cards_of(out)


def test_C_7_6_IC_27_an_equally_short_suits_low_card_is_accepted_beside_a_high_two_suit():
    # Review of fresh drills, lead 3-r29u3: ♣Q2 holds the 2 but its second-lowest is the ♣Q,
    # so the stalker leads the lowest card of a shortest suit; ♦J5 and ♥96 tie on length and
    # ♦5 got nothing (the reason also called ♥ "the shortest suit").
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♠9"))
    out = opening_leads(CardSet.parse("♠KQJ10954 ♣Q2 ♦J5 ♥96"), sit)
    assert pref(out) == card("♥6") and "equally short" in out[0].text
    assert card("♦5") in cards_of(out) and card("♣2") not in cards_of(out)


def test_C_7_6_IC_37_a_lone_two_is_kept_and_the_reason_says_so():
    # Review of fresh drills, lead 3-r30t23: ♠4 of ♠54 is right, but the reason called ♠
    # "the shortest suit" beside a lone ♥2, and the ♥2 (the letter's "low card in this
    # suit") got nothing.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣4"))
    out = opening_leads(CardSet.parse("♠54 ♣AQ7543 ♦KJ105 ♥2"), sit)
    assert pref(out) == card("♠4")
    assert "without the 2" in out[0].text and "♥2 is kept" in out[0].text
    two = [c for c in out if c.card == card("♥2")]
    assert two and not two[0].preferred


def test_C_6_1_IC_27_a_tie_on_length_and_points_is_said_to_be_suit_order_only():
    # Review of fresh drills, hand-over 1-r31s23: ♠QJ3 and ♥K73 tie on length and points;
    # ♠ came first by suit order, and the reason called ♥ the stronger ("the weaker suit
    # comes first").
    out = defenders_handover(CardSet.parse("♠QJ3 ♣A98 ♦Q10976 ♥K73"), parse_bid("5♣"), card("♣A"))
    assert out[0].card == card("♠Q")
    hearts = next(c for c in out if c.card == card("♥K"))
    assert not hearts.preferred and "suit order only" in hearts.text


def test_C_7_6_IC_37_every_equally_short_suit_without_a_low_card_is_named_and_allowed():
    # Review of fresh drills, lead 3-r32q25: ♠QJ and ♦K10 are both the shortest suits with
    # no spot to lead; only ♠J was allowed ("the shortest suit") and ♦K10 went unnamed.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♥9"))
    out = opening_leads(CardSet.parse("♠QJ ♣K104 ♦K10 ♥Q98632"), sit)
    assert pref(out) == card("♣4") and "♦K ♦10" in out[0].text and "♠Q ♠J" in out[0].text
    letters = [c for c in out if c.card in (card("♦10"), card("♠J"))]
    assert len(letters) == 2 and not any(c.preferred for c in letters)
    assert letters[0].card == card("♦10")  # the lowest first (IC-27)


def test_C_6_4_IC_29_cards_after_the_king_rule_say_the_king_came_first():
    # Review of fresh drills, hand-over 3-r33p22: ♦7 goes (keeping ♦K9 as an entry), and ♣3
    # was "as low as the preferred card (the order of the suits decides)" beside it.
    out = allpass_handover(CardSet.parse("♠983 ♣653 ♦K97 ♥A863"))
    assert pref(out) == card("♦7")
    clubs = next(c for c in out if c.card == card("♣3"))
    assert "order of the suits" not in clubs.text and "♦ king as an entry comes first" in clubs.text


def test_IC_28_a_doublers_middling_spot_suit_goes_before_a_middle_honour_suit():
    # Review of fresh drills, double 2-r33p21: ♥KQ2 and ♦J52 both hold the 2; ♥Q (a middle
    # honour) went before ♦5, though IC-28 puts a suit with a middling spot first.
    sit = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠Q875 ♣KJ5 ♦J52 ♥KQ2"), sit)
    assert pref(out) == card("♦5")
    assert card("♥Q") in cards_of(out)


def test_C_7_4_IC_34_a_lead_just_above_partners_card_does_not_claim_partner_plays_under():
    # Review of fresh drills, lead 3-r34n21: ♥10 over partner's ♥9 (its lowest ♥) was "the
    # highest spot above the ♥9 ... while partner plays under it"; partner's other hearts are
    # all above the 10, and a 10 is no spot.
    # ...nor is it preferred as the card above partner's (review of fresh drills, lead
    # 3-r38i25): with no room under it, it is one middling card among the others. (Beside
    # this hand's own king above partner's card such a card is no lead at all since review
    # round 74, lead 3-r74x11; so the hand here holds the ♥Q instead.)
    sit = LeadSituation(LeadKind.ALLPASS, None, card("♥9"), card("♣8"), exchange=True)
    out = opening_leads(CardSet.parse("♠A42 ♦A104 ♥Q1097432"), sit)
    ten = next(c for c in out if c.card == card("♥10"))
    assert "plays under it" not in ten.text
    assert not ten.preferred and "middling card" in ten.text
    with_king = opening_leads(CardSet.parse("♠A42 ♦A104 ♥K1097432"), sit)
    assert card("♥10") not in cards_of(with_king) and card("♥K") in cards_of(with_king)


def test_IC_34_IC_28_asking_for_help_leads_a_middling_spot_not_a_middle_honour():
    # Review of fresh drills, lead 3-r36k23: ♠J of ♠AQJ83 (beaten only by the ♠K) was led to
    # ask for help; IC-34 wants the card the most outside cards beat, and IC-28's middling
    # card is a spot before a middle honour: ♠8 (or ♦9 of ♦KQ98).
    sit = LeadSituation(LeadKind.ALLPASS, None, card("♥A"), card("♣K"), exchange=True)
    out = opening_leads(CardSet.parse("♠AQJ83 ♦KQ98 ♥AQ73"), sit)
    assert pref(out) in (card("♠8"), card("♦9"))
    assert (
        card("♠J") in cards_of(out) and not next(c for c in out if c.card == card("♠J")).preferred
    )


def test_C_7_3_IC_33_against_a_six_misere_the_ace_of_A2_is_not_led():
    """Review of fresh drills, lead 2-r38i26: West, ♠Q87 ♣A6 ♦AQ9875 ♥A2, against 6 misère
    with no exchange, had only ♥A, "the second-lowest card" of its 2-spot suit. The Handbook
    finds aces not worth leading early against a six- or seven-level misère (so IC-33 passes
    over a lone ace, IC-37 the stalker's A-2): the lowest card of the shortest other suit
    leads, ♣6; the letter's ♥A stays allowed."""
    out = opening_leads(CardSet.parse("♠Q87 ♣A6 ♦AQ9875 ♥A2"), LeadSituation(LeadKind.MISERE))
    assert pref(out) == card("♣6")
    assert "not worth leading early" in str(out[0].text)
    ace = next(c for c in out if c.card == card("♥A"))
    assert not ace.preferred
    # Another 2-spot suit with a spot second-lowest still leads as before.
    out = opening_leads(CardSet.parse("♠Q87 ♣A6 ♦AQ987 ♥A2 ♠2"), LeadSituation(LeadKind.MISERE))
    assert pref(out) == card("♠7")


def test_IC_34_a_card_above_partners_with_no_room_under_it_is_not_preferred():
    """Review of fresh drills, lead 3-r38i25: all-pass misère, ♠98753 after partner sent the
    ♠7; ♠9 was preferred "above partner's card", though every card between (the ♠8) is in
    this hand, so partner plays over it as over its own, and a lower card at least lets an
    opponent win when partner is void. The middling cards lead (IC-28) with none preferred
    above partner's; with room under it (♠9742 after the ♠7) the card above still leads.
    Since review round 57 (lead 3-r54s12) the ♠9 is accepted as what it is here, a card that
    plays exactly as the ♠8 and ♠7 below it, never as "above partner's card"."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♠7"), handed_over=card("♣2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠98753 ♣4 ♦94 ♥QJ832"), sit)
    assert pref(out) != card("♠9")
    nine = next(c for c in out if c.card == card("♠9"))
    assert "plays just the same" in str(nine.text) and "above" not in str(nine.text)
    assert {card("♠5"), card("♠7"), card("♠8")} <= {c.card for c in out}
    room = opening_leads(CardSet.parse("♠9742 ♣Q ♦1093 ♥J654"), sit)
    assert pref(room) == card("♠9")


def test_IC_30_a_bolshevik_keeps_an_ace_at_least_fifth_and_says_where_the_gifts_come_from():
    """Review of fresh drills, hand-over 4-r39h23: ♠Q ♣J7543 ♦A10973 ♥KQ842 voided ♠ and gave
    away the ♦A and ♥K, "the highest cards of short suits first", though every suit left is
    five cards long and an ace at least fifth is safe (IC-30): ♥K and ♥Q go instead."""
    out = bolshevik_gifts(CardSet.parse("♠Q ♣J7543 ♦A10973 ♥KQ842"), 2)
    best = next(g for g in out if g.preferred)
    assert {c for _, c in best.gifts} == {card("♠Q"), card("♥K"), card("♥Q")}
    assert "short suits first" not in str(best.text) and "long suits" in str(best.text)


def test_IC_27_a_trumpless_second_defender_never_gives_partners_card_or_suit_back():
    """Review of fresh drills, lead 1-r40g23: against 5♠ East, with no trump, received West's
    ♦K and gave it straight back as "the highest card of the shortest suit"; partner is
    shortening ♦. The shortest other suit's top card goes instead."""
    out = defenders_handover(CardSet.parse("♣QJ108752 ♦K107 ♥9862"), parse_bid("5♠"), card("♦K"))
    best = pref(out)
    assert best == card("♥9") and best.suit is not Suit.DIAMONDS
    assert "partner is shortening" in str(out[0].text)


def test_IC_30_a_bolshevik_reason_names_both_voids_and_where_the_last_card_comes_from():
    """Review of fresh drills, hand-over 4-r40g24: ♠AQ97654 ♣9 ♦8 ♥KQ108652 gave ♦8 ♥K ♣9,
    explained as "voids ♣ ... the highest cards of short suits first": the lone ♦8 empties ♦
    too, and the ♥K comes from a seven-card suit."""
    out = bolshevik_gifts(CardSet.parse("♠AQ97654 ♣9 ♦8 ♥KQ108652"), 1)
    text = str(next(g for g in out if g.preferred).text)
    assert "voids ♣ and ♦" in text and "long suits" in text and "short suits first" not in text


def test_C_6_2_IC_29_a_naturally_void_all_pass_hand_signals_and_nothing_else_counts():
    """Review of fresh drills, hand-over 3-r40g21: ♠98432 ♣AQ64 ♦KQ109, void in ♥, had the ♦10
    signal first but ♦9 and ♣A (the ordinary card of the shortest suit) accepted too; the
    Handbook's naturally void player "will signal"."""
    out = allpass_handover(CardSet.parse("♠98432 ♣AQ64 ♦KQ109"))
    assert pref(out) == card("♦10")
    assert not {card("♦9"), card("♣A")} & {c.card for c in out}


def test_C_6_4_from_A2_beside_another_short_ace_the_spot_goes_over_first():
    """Review of fresh drills, hand-over 3-r41f22: ♠10764 ♣A8 ♦K8432 ♥A2 preferred ♣A; the
    Handbook: from A2 or A3 "the spot is handed over; in particular, if a player holds
    another ace in a short suit"."""
    out = allpass_handover(CardSet.parse("♠10764 ♣A8 ♦K8432 ♥A2"))
    assert pref(out) == card("♥2")
    ace = next(c for c in out if c.card == card("♣A"))
    assert not ace.preferred and "lower card" not in ace.text


def test_C_7_3_IC_27_of_equally_short_and_weak_suits_the_lower_card_leads_against_misere():
    """Review of fresh drills, lead 2-r41f25: ♠J10873 ♣QJ ♦K7 ♥KJ106 against 6 misère led ♣J
    as "the lowest card of the shortest suit", by suit order; ♦K7 is as short and as weak,
    and ♦7 is the lower card."""
    out = opening_leads(CardSet.parse("♠J10873 ♣QJ ♦K7 ♥KJ106"), LeadSituation(LeadKind.MISERE))
    assert pref(out) == card("♦7") and "as short and as weak" in out[0].text
    assert card("♣J") in {c.card for c in out}


def test_C_6_4_of_two_short_suits_with_a_king_the_lower_small_card_goes():
    """Review of fresh drills, hand-over 3-r42e21: ♠AQ106 ♣J9872 ♦K10 ♥K2; both short suits
    hold a king, and ♦10 went before ♥2 by suit order; the lowest card goes (C-6.4)."""
    out = allpass_handover(CardSet.parse("♠AQ106 ♣J9872 ♦K10 ♥K2"))
    assert pref(out) == card("♥2")
    ten = next(c for c in out if c.card == card("♦10"))
    assert not ten.preferred and "gives a lower card" in ten.text


def test_IC_28_a_natural_void_is_signalled_with_a_spot_before_a_shorter_suits_king():
    """Review of fresh drills, double 1-r42e22: void in ♦, the signal was the ♥K of ♥AK5
    (the shortest three-card suit) instead of ♣6 of ♣7654; IC-28 keeps a middle king."""
    out = allpass_handover(CardSet.parse("♠QJ98 ♣7654 ♥AK5"))
    assert pref(out) == card("♣6")


def test_C_6_4_IC_34_a_handed_over_ace_is_partners_lowest_card_for_the_help_lead():
    """Review of fresh drills, lead 3-r43d24: all-pass misère, partner sent the ♦A, which
    counts as its lowest card there (C-6.4), so each of partner's other diamonds beats the ♦4
    that was preferred. The highest spot up to the 10 with room under it, ♦8, leads; the low
    spots, with no room under them, play as partner's own cards (IC-34, round 45)."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♦A"), handed_over=card("♥7"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠KJ5 ♣9652 ♦A8432 ♥K"), sit)
    assert pref(out) == card("♦8")
    assert "counts as its lowest" in str(out[0].text)
    assert not {card("♦4"), card("♦3")} & cards_of(out)


def test_C_7_1_IC_31_IC_32_the_top_of_touching_honours_around_partners_card_leads():
    """Review of fresh drills, lead 1-r44c21: against 5♥, partner handed over the ♦Q for this
    hand's trump and ♦KQJ32 led the ♦Q, the ♦K allowed as "a touching card"; the Handbook
    leads the higher of touching honours, so ♦K leads and partner's ♦Q stays allowed."""
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY, trump=Suit.HEARTS, received=card("♦Q"), handed_over=card("♥J")
    )
    out = opening_leads(CardSet.parse("♣10876432 ♦KQJ32 ♥3"), sit)
    assert pref(out) == card("♦K")
    assert "touching honours lead the higher" in str(out[0].text)
    assert "ruff" in str(out[0].text)
    assert {card("♦Q"), card("♦J")} <= cards_of(out)
    # A spot partner sent has no honour run to lead from: it leads itself.
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY, trump=Suit.SPADES, received=card("♥6"), handed_over=card("♠9")
    )
    assert pref(opening_leads(CardSet.parse("♠2 ♣AK964 ♦2 ♥A108765"), sit)) == card("♥6")


def test_C_6_5_IC_30_a_long_suits_honour_goes_before_a_short_suits_low_spot():
    """Review of fresh drills, hand-over 4-r44c23: ♠5 ♣AKQ86 ♦AQ9542 ♥10653 voided ♠ and gave
    ♥10 and ♥6 as "the worst of the rest"; once ♥10 is gone ♥653 is safe, and the Handbook's
    gifts are the weakest cards: ♣K goes with ♥10, and the reason says why."""
    out = bolshevik_gifts(CardSet.parse("♠5 ♣AKQ86 ♦AQ9542 ♥10653"), 1)
    best = next(g for g in out if g.preferred)
    assert {c for _, c in best.gifts} == set(parse_cards("♠5 ♥10 ♣K"))
    assert "low spot" in str(best.text)


def test_C_6_3_IC_27_against_a_grand_a_main_players_suit_breaks_the_tie_before_points():
    """Review of fresh drills, hand-over 2-r44c21: against 4 grand, ♠108 and ♣Q8 are equally
    short and ♣ is a suit the main players bid; ♠10 went first as the weaker suit, though
    IC-27 breaks a grand tie by the main players' suit (the ♣Q also strengthens partner)."""
    out = defenders_handover(
        CardSet.parse("♠108 ♣Q8 ♦K962 ♥106432"),
        parse_bid("4G"),
        main_side_suits=(Suit.CLUBS, Suit.HEARTS),
    )
    assert pref(out) == card("♣Q") and card("♠10") in cards_of(out)


def test_IC_34_a_card_just_above_partners_with_no_room_is_not_a_middling_lead():
    """Review of fresh drills, lead 3-r45b21: all-pass misère, partner sent the ♦5; ♦6 of
    ♦Q1065 (nothing between it and partner's card) had half credit as a middling card, though
    every diamond partner holds beats it, so partner wins the trick the lead gives away. It
    plays as partner's own card: ♦10, with room under it, is the help lead."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♦5"), handed_over=card("♣5"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠AK1094 ♣J ♦Q1065 ♥Q83"), sit)
    assert card("♦10") in cards_of(out) and card("♦6") not in cards_of(out)


def test_C_6_5_IC_30_a_long_suits_honour_that_can_always_be_ducked_stays():
    """Review of fresh drills, hand-over 4-r45b21: ♠4 ♣AK876432 ♦9 ♥AQ9543 voided ♠ and ♦ and
    gave the ♣K: with six clubs below it against the others' five it can always be played
    under, while ♥AQ9543 (no 2) is the danger. ♥Q goes, and the reason says why the ♣K
    stays."""
    out = bolshevik_gifts(CardSet.parse("♠4 ♣AK876432 ♦9 ♥AQ9543"), 1)
    best = next(g for g in out if g.preferred)
    assert {c for _, c in best.gifts} == set(parse_cards("♠4 ♦9 ♥Q"))
    assert "passing over ♣K" in str(best.text)


def test_IC_28_a_doublers_suit_whose_middle_card_is_an_honour_leads_second():
    """Review of fresh drills, double 2-r46a24: the doubler's 2-spot suits ♠962 and ♣AKQ52;
    ♣5 led first by length, though ♣'s middle card is the ♣Q and IC-28 puts a suit with a
    middling spot in the middle before it (the ♣ honours stay entries): ♠6 first."""
    sit = LeadSituation(LeadKind.MISERE, leader_doubled=True)
    out = opening_leads(CardSet.parse("♠962 ♣AKQ52 ♦J85 ♥64"), sit)
    assert pref(out) == card("♠6") and card("♣5") in cards_of(out)


def test_IC_30_a_long_suits_card_given_beside_a_short_void_says_where_it_comes_from():
    """Review of fresh drills, hand-over 4-r48y12: ♠AQJ652 ♣QJ107543 ♦6 ♥K4; the allowed
    layouts giving ♠Q with the ♥ void said "the highest cards of short suits first", though
    the ♠Q comes from a six-card suit ahead of the short ♦6."""
    out = bolshevik_gifts(CardSet.parse("♠AQJ652 ♣QJ107543 ♦6 ♥K4"), 3)
    spade = [g for g in out if card("♠Q") in {c for _, c in g.gifts}]
    assert spade and all("short suits first" not in str(g.text) for g in spade)
    assert "long suits" in str(spade[0].text)


def test_C_7_6_IC_37_two_equal_2_spot_suits_are_both_full_credit():
    # Review of fresh drills, double 2-r50w13: after the stalker's double, ♣A10982 and
    # ♥K10982 are equally long with the same second-lowest card; ♥8 led by suit order alone
    # and ♣8 got half. Both are right (IC-37); a lower second card still decides.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♠3"), leader_doubled=True)
    out = opening_leads(CardSet.parse("♠93 ♣A10982 ♦K ♥K10982"), sit)
    club = next(c for c in out if c.card == card("♣8"))
    assert not club.preferred and club.open_reading == "IC-37" and "just as good" in club.text
    out = opening_leads(CardSet.parse("♠93 ♣A10982 ♦K ♥K10972"), sit)
    assert pref(out) == card("♥7")
    club = next(c for c in out if c.card == card("♣8"))
    assert club.open_reading is None


def test_C_7_6_IC_37_every_shorter_suit_without_a_low_card_is_named():
    # Review round 51, lead 3-r51v15: ♠6 of ♠AK76 led "the shortest suit" past ♦J and ♥K10,
    # and the reason named only the ♦J; both shorter suits lack a low card to attack with.
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣4"))
    out = opening_leads(CardSet.parse("♠AK76 ♣K109542 ♦J ♥K10"), sit)
    assert pref(out) == card("♠6")
    assert "♦J" in out[0].text and "♥K ♥10" in out[0].text
    assert card("♥10") not in cards_of(out)


def test_C_7_3_IC_33_a_sure_winning_second_lowest_card_is_not_the_misere_lead():
    # Review round 54, lead 2-r54s12: against 6 misère ♣K of ♣AK2 (the second-lowest card,
    # a sure winner beside the ♣A) was preferred and ♠8 of ♠A82 had half; like the ace of
    # A-2, a sure winner only takes the trick for the defence.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.NOKITTY)
    out = opening_leads(CardSet.parse("♠A82 ♣AK2 ♦AK95 ♥AJ10"), sit)
    assert pref(out) == card("♠8")
    king = next(c for c in out if c.card == card("♣K"))
    assert not king.preferred and "sure winner" in king.text


def test_C_7_6_IC_27_of_equally_short_equally_weak_suits_the_stalker_leads_the_lower_card():
    # Review round 55, lead 3-r55q16: with no 2-spot, ♣74 and ♦43 are equally short and
    # equally weak; ♣4 led by suit order and its reason said "the weaker comes first".
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♠J"))
    out = opening_leads(CardSet.parse("♠KJ10765 ♣74 ♦43 ♥1083"), sit)
    assert pref(out) == card("♦3") and "lower card comes first" in out[0].text
    club = next(c for c in out if c.card == card("♣4"))
    assert not club.preferred and "higher than the one led" in club.text


def test_C_7_3_IC_27_the_misere_lead_reason_names_only_the_equally_weak_suits():
    # Review round 56, lead 2-r56p16: ♦6 of ♦K86 led against 6 misère, and the reason said
    # "♠ and ♣ is as short and as weak", though ♣AJ5 holds more points than ♦K86.
    sit = LeadSituation.for_contract(parse_bid("6M"), Form.KITTY, dealt=card("♣5"))
    out = opening_leads(CardSet.parse("♠QJ9 ♣AJ5 ♦K86 ♥KJ63"), sit)
    assert pref(out) == card("♦6")
    assert "as short and as weak: ♠;" in out[0].text and "♣" not in out[0].text


def test_C_7_4_IC_28_after_partners_king_a_middling_spot_is_as_good_as_the_king():
    """Review round 57, lead 3-r57o11: all-pass misère, partner sent the ♣K, its lowest and so
    its only club (C-6.4): partner is void. ♣K leads by C-7.4's letter, but a middling spot
    that an opponent must win lets partner shed an ace at once, and had only half credit. The
    ♣Q (no spot) stays second."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♣K"), handed_over=card("♦2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠63 ♣KQ75432 ♦7 ♥J94"), sit)
    assert pref(out) == card("♣K")
    fair = {c.card for c in out if c.open_reading == "IC-28"}
    assert card("♣7") in fair and card("♣Q") not in fair
    # Partner's own ♣5 (a spot): partner may still hold clubs, the spots stay second.
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♣5"), handed_over=card("♦2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠63 ♣KQ75432 ♦7 ♥J94"), sit)
    assert not any(c.open_reading for c in out)


def test_C_7_4_IC_28_a_spot_touching_the_middling_card_plays_the_same():
    """Review round 54, lead 3-r54s12: all-pass misère, partner sent the ♦6; of ♦7643 the ♦6
    was preferred and the ♦7 got nothing, though nothing lies between them: the same card to
    everyone else. It earns the same."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♦6"), handed_over=card("♠2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠3 ♣J10972 ♦7643 ♥752"), sit)
    assert pref(out) == card("♦6")
    seven = next(c for c in out if c.card == card("♦7"))
    assert seven.open_reading == "IC-28" and "plays just the same" in str(seven.text)


def trumps_lead(trump: Suit, got: str, gave: str, **flags: bool) -> LeadSituation:
    """A kitty trump contract's lead: partner handed this hand ``got``, it handed ``gave``."""
    return LeadSituation(
        LeadKind.TRUMPS_KITTY, trump=trump, received=card(got), handed_over=card(gave), **flags
    )


def test_C_7_1_IC_31_after_partners_double_the_top_of_an_ace_king_run_cashes_first():
    """Review round 58, double 2-r58n12: partner doubled 5♠ and had handed over the ♦A; of
    ♦AKQ1063 the ♦3 leads for partner's ruff (IC-32), and the ♦A, the top of the touching
    honours that cashes before the ruff, had only half credit. It is as good a card."""
    sit = trumps_lead(Suit.SPADES, "♦A", "♠5", partner_doubled=True)
    out = opening_leads(CardSet.parse("♠4 ♣864 ♦AKQ1063 ♥1087"), sit)
    assert pref(out) == card("♦3")
    ace = next(c for c in out if c.card == card("♦A"))
    assert ace.open_reading == "IC-31" and "cash" in str(ace.text)
    # Without the king beside it the ace is a sure trick before the ruff all the same (review
    # round 70, double 2-r70t11, 2-r70t13, as partner's own ace is since round 61): as good a
    # card, and no other card of the suit is.
    sit = trumps_lead(Suit.SPADES, "♦3", "♠5", partner_doubled=True)
    out = opening_leads(CardSet.parse("♠4 ♣864 ♦AQ10763 ♥1087"), sit)
    assert [c.card for c in out if c.open_reading] == [card("♦A")]


def test_C_7_4_IC_34_tied_help_asks_in_two_suits_are_both_full_credit():
    """Review round 58, lead 3-r58n10: a poor all-pass hand asks for help in another suit;
    ♥9 and ♣10 each have three higher cards outside the hand, equally easy for partner to
    win, but ♣10 had half credit with the very same reason."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♠3"), handed_over=card("♦3"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠1043 ♣K1064 ♥AK9754"), sit)
    assert pref(out) == card("♥9")
    ten = next(c for c in out if c.card == card("♣10"))
    assert ten.open_reading == "IC-34"
    assert not any(c.open_reading for c in out if c.card in (card("♥5"), card("♣6")))


def test_C_7_4_IC_28_middling_cards_touching_the_first_earn_the_same():
    """Review round 59, lead 3-r59m10 and 3-r59m13: ♥9 and ♥7 touch the preferred ♥8 of
    ♥J98732 (after partner's ♥J), and ♥7 sits between ♥6 and ♥8 of ♥87652 (after partner's
    ♥6), yet each had half credit while another touching card had full."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♥J"), handed_over=card("♣Q"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠7532 ♦1053 ♥J98732"), sit)
    assert pref(out) == card("♥8")
    fair = {c.card for c in out if c.open_reading == "IC-28"}
    assert {card("♥9"), card("♥7")} <= fair and card("♥3") not in fair
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♥6"), handed_over=card("♦9"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠K75432 ♦J3 ♥87652"), sit)
    assert pref(out) == card("♥6")
    assert {card("♥7"), card("♥8")} <= {c.card for c in out if c.open_reading == "IC-28"}


def test_C_7_1_IC_31_the_ace_of_an_ace_king_run_in_partners_suit_is_as_good_as_its_spot():
    """Review round 59, lead 1-r59m10: against 5♦ partner handed over the ♥3; of ♥AKJ953 the
    ♥3 leads (IC-32), and the ♥A, which cashes before partner can ruff, had half credit."""
    sit = trumps_lead(Suit.DIAMONDS, "♥3", "♣10")
    out = opening_leads(CardSet.parse("♠J8643 ♣63 ♥AKJ953"), sit)
    assert pref(out) == card("♥3")
    ace = next(c for c in out if c.card == card("♥A"))
    assert ace.open_reading == "IC-31" and "cash" in str(ace.text)


def test_C_6_5_IC_30_a_void_matching_the_chosen_one_rank_for_rank_is_allowed():
    """Review round 59, hand-over 4-r59m12: ♠KQ97532 ♣96 ♦K9753 ♥96 voided ♣ and gave the
    ♥9; voiding ♥ and giving the ♣9 leaves the same hand by other suit names (suit rank means
    nothing in misère) and got nothing. Allowed, as IC-24's tied voids are."""
    out = bolshevik_gifts(CardSet.parse("♠KQ97532 ♣96 ♦K9753 ♥96"), 0)
    assert out[0].preferred and {c for _, c in out[0].gifts} == set(parse_cards("♣9 ♣6 ♥9"))
    mirror = [g for g in out if {c for _, c in g.gifts} == set(parse_cards("♥9 ♥6 ♣9"))]
    assert mirror and not any(g.preferred for g in mirror)


def test_C_7_1_IC_40_spots_touching_the_second_low_trump_play_as_it_does():
    """Review round 60, lead 1-r60k11: a ruffing game suspected, ♥3 of ♥Q108763 leads and ♥6
    has half credit as the next low trump; ♥7 and ♥8, touching it, play the same and got
    nothing."""
    sit = trumps_lead(Suit.HEARTS, "♣2", "♥2", suspect_ruff=True)
    out = opening_leads(CardSet.parse("♠K4 ♣A2 ♦J9 ♥Q108763"), sit)
    assert pref(out) == card("♥3")
    assert {card("♥6"), card("♥7"), card("♥8")} <= {c.card for c in out if not c.preferred}


def test_C_7_4_IC_28_equal_cards_beside_a_help_asking_lead_earn_no_more_than_half():
    """Review round 61, lead 3-r61j10: a poor all-pass hand (♦A in a three-card suit) asks
    for help with the ♣K; of partner's suit the ♠10 had half credit and the ♠9, its equal,
    full credit "on another fair reading": the equals share the half."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♠A"), handed_over=card("♣2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠A109643 ♣K ♦AJ2 ♥754"), sit)
    assert pref(out) == card("♣K")
    assert not any(c.open_reading == "IC-28" for c in out)


def test_C_7_1_IC_31_after_partners_double_the_ace_partner_handed_over_cashes_too():
    """Review round 61, double 2-r61j15: partner doubled 5♥ and had handed over the ♣A (from
    ♣A7); the ♣3 leads, but the ♣A, a sure winner before the ruff, had half credit."""
    sit = trumps_lead(Suit.HEARTS, "♣A", "♥10", partner_doubled=True)
    out = opening_leads(CardSet.parse("♠105 ♣A1093 ♦AKQ943 ♥7"), sit)
    assert pref(out) == card("♣3")
    ace = next(c for c in out if c.card == card("♣A"))
    assert ace.open_reading == "IC-31" and "handed over the ♣A" in str(ace.text)


def test_C_7_4_IC_28_no_equal_card_credit_under_this_suits_own_king():
    """Review round 62, lead 3-r62h14: partner sent the ♣6 and ♣K of ♣K7643 leads (C-7.4);
    the ♣7 earned full credit "on another fair reading" as the ♣6's equal, though the ♣6
    itself had half: under the preferred king the middling cards share the half."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♣6"), handed_over=card("♦Q"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠KJ42 ♣K7643 ♥J532"), sit)
    assert pref(out) == card("♣K")
    assert not any(c.open_reading for c in out)


def test_C_7_6_IC_37_a_2_spot_suit_as_short_is_no_weaker_rival_in_the_reason():
    """Review round 62, lead 3-r62h11: the stalker's ♦5 of ♦A5 was "one of the equally short
    suits (the weaker comes first)" beside ♥K2, which is stronger by nothing but holds the 2:
    the reason is the shortest suit without the 2."""
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♣2"))
    out = opening_leads(CardSet.parse("♠AKQ54 ♣8752 ♦A5 ♥K2"), sit)
    assert pref(out) == card("♦5")
    assert "shortest suit without the 2" in str(out[0].text) and "weaker" not in str(out[0].text)


def test_C_7_3_IC_27_a_2_spot_suit_the_declarers_partner_dealt_from_leaves_another_allowed():
    """Review round 63, lead 2-r63g12: against 6 misère the only 2-spot suit, ♥KQ72, is the
    one West (declarer's partner) dealt the ♥K of: West is emptying it and would shed a high
    card on the lead. The letter's ♥7 leads; the ♣5 of the shortest other suit is allowed."""
    sit = LeadSituation(LeadKind.MISERE, dealt=card("♥K"))
    out = opening_leads(CardSet.parse("♠AJ8 ♣95 ♦Q984 ♥KQ72"), sit)
    assert pref(out) == card("♥7")
    other = next(c for c in out if c.card == card("♣5"))
    assert not other.preferred and "dealt you a card of" in str(other.text)
    # Without the dealt card the letter's lead stands alone.
    out = opening_leads(CardSet.parse("♠AJ8 ♣95 ♦Q984 ♥KQ72"), LeadSituation(LeadKind.MISERE))
    assert cards_of(out) == {card("♥7")}


def test_C_8_2_IC_28_a_doubler_s_two_equal_2_spot_suits_earn_the_same():
    """Review round 63, double 2-r63g11: the doubler's ♦5 of ♦K52 led and ♠4 of ♠942 had
    half credit by suit order alone; the Handbook asks only for a middling card of the 2-spot
    suit, so the equal suit earns the same (IC-28)."""
    sit = LeadSituation(LeadKind.MISERE, leader_doubled=True, dealt=card("♥Q"))
    out = opening_leads(CardSet.parse("♠942 ♣Q65 ♦K52 ♥KQ63"), sit)
    assert pref(out) in (card("♦5"), card("♠4"))
    other = next(c for c in out if not c.preferred and c.card in (card("♦5"), card("♠4")))
    assert other.open_reading == "IC-28"
    # A longer 2-spot suit stays first, the shorter one's card allowed only.
    out = opening_leads(CardSet.parse("♠9642 ♣Q6 ♦K52 ♥KQ63"), sit)
    assert pref(out) == card("♠6")
    assert next(c for c in out if c.card == card("♦5")).open_reading is None


def test_C_7_1_IC_31_a_sequence_in_the_main_players_strong_suit_says_so():
    """Review round 63, lead 1-r63g11: ♣J of ♣J1076 was "the higher of two touching honours"
    though the declarer took the ♣K and ♣Q from the kitty; the ♣10's reason warned of that,
    the ♣J's did not."""
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY,
        Suit.SPADES,
        received=card("♥A"),
        handed_over=card("♠K"),
        kitty_honours=frozenset({Suit.CLUBS}),
    )
    out = opening_leads(CardSet.parse("♠6 ♣J1076 ♦9875 ♥AJ103"), sit)
    assert pref(out) == card("♥A")
    texts = {str(c.card): str(c.text) for c in out}
    assert "runs into their strength" in texts["♣J"]
    assert "runs into their strength" not in texts["♥J"]


def test_C_7_6_IC_37_equally_short_weak_and_low_suits_lead_alike_for_the_stalker():
    """Review round 64, lead 3-r64e15: no 2-spot, ♦74 and ♥54: ♦4 led "the lower card comes
    first" and ♥4 had half credit as "the weaker", though nothing but suit order parts them."""
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♠7"))
    out = opening_leads(CardSet.parse("♠Q109764 ♣AK10 ♦74 ♥54"), sit)
    first = out[0]
    assert first.card in (card("♦4"), card("♥4"))
    assert "lower card comes first" not in str(first.text) and "either leads" in str(first.text)
    other = next(c for c in out if c.card in (card("♦4"), card("♥4")) and not c.preferred)
    assert other.open_reading == "IC-37" and "weaker" not in str(other.text)


def test_C_7_4_IC_34_a_touching_middling_card_as_easy_to_win_earns_the_same():
    """Review round 64, lead 3-r64e10: all-pass misère, ♥6 of ♥8654 asks for help and ♥5, with
    as many higher hearts outside the hand (seven), had half credit."""
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♦2"), handed_over=card("♠2"), exchange=True
    )
    out = opening_leads(CardSet.parse("♣K8632 ♦AJ42 ♥8654"), sit)
    assert pref(out) == card("♥6")
    five = next(c for c in out if c.card == card("♥5"))
    assert five.open_reading == "IC-34"
    assert next(c for c in out if c.card == card("♣3")).open_reading is None


def test_C_7_3_IC_27_a_shortest_suit_the_declarers_partner_dealt_from_leaves_the_next_allowed():
    """Review round 64, lead 2-r64e10: against 6 misère, no 2-spot, and the only shortest suit
    is the ♠J that South (declarer's partner) dealt this naturally ♠-void hand: South has
    emptied ♠ and sheds a high card on it. The ♠J leads by the letter; the next shortest
    suit's lowest card is allowed."""
    sit = LeadSituation(LeadKind.MISERE, dealt=card("♠J"))
    out = opening_leads(CardSet.parse("♠J ♣KJ8 ♦AQ9853 ♥A76"), sit)
    assert pref(out) == card("♠J")
    nxt = next(c for c in out if c.card == card("♥6"))
    assert not nxt.preferred and "next shortest" in str(nxt.text)
    # Without a dealt card the letter stands alone.
    out = opening_leads(CardSet.parse("♠J ♣KJ8 ♦AQ9853 ♥A76"), LeadSituation(LeadKind.MISERE))
    assert cards_of(out) == {card("♠J")}


def test_C_6_1_IC_27_of_equally_short_side_suits_the_main_players_suit_goes_first():
    """Review round 65, hand-over 1-r65d10: ♦96 and ♥102 are equally short and weak against
    5♣; IC-27 breaks such a tie by a suit the main players bid (it strengthens partner there),
    as against a grand, but the trump hand-over broke it by suit order. (In that drill the ♥
    bids showed aces, so ♥ is no side suit of theirs and ♦9 rightly stays first.)"""
    hand = CardSet.parse("♠AK10987 ♣1063 ♦96 ♥102")
    out = defenders_handover(hand, parse_bid("5♣"), None, [Suit.HEARTS])
    assert pref(out) == card("♥10") and "main players bid" in str(out[0].text)
    other = next(c for c in out if c.card == card("♦9"))
    assert not other.preferred and "main players' ♥ comes first" in str(other.text)
    out = defenders_handover(hand, parse_bid("5♣"), None, [])
    assert pref(out) == card("♦9")


def test_C_7_4_IC_34_IC_44_no_poor_hand_ask_after_this_hands_own_double():
    """Review round 67, lead 3-r67z14 (and 3-r67y15): South doubled the all-pass misère (IC-44
    asks for a misère hand of one's own) and then had its bare ♥K as a full-credit ask "on no
    five-misère hand", contradicting its own double."""
    sit = LeadSituation(
        LeadKind.ALLPASS,
        received=card("♦5"),
        handed_over=card("♥5"),
        exchange=True,
        leader_doubled=True,
    )
    out = opening_leads(CardSet.parse("♠K74 ♣42 ♦K975432 ♥K"), sit)
    assert pref(out) == card("♦K")
    assert card("♥K") not in cards_of(out)
    # Without the double the poor-hand reading still offers it.
    sit = LeadSituation(
        LeadKind.ALLPASS, received=card("♦5"), handed_over=card("♥5"), exchange=True
    )
    out = opening_leads(CardSet.parse("♠K74 ♣42 ♦K975432 ♥K"), sit)
    assert next(c for c in out if c.card == card("♥K")).open_reading == "IC-34"


def test_C_7_1_IC_31_the_king_of_a_king_queen_run_in_partners_suit_is_as_good_as_its_spot():
    """Review round 69, lead 1-r69v12: against 5♥ partner returned the ♠8 for this hand's
    trump; of ♠KQJ8 the ♠K, the Handbook's "card in this suit" led from touching honours,
    had half credit, though the spot lets declarer win cheaply with the kitty's ♠10."""
    sit = trumps_lead(Suit.HEARTS, "♠8", "♥5")
    out = opening_leads(CardSet.parse("♠KQJ8 ♣10764 ♦A10942"), sit)
    assert pref(out) == card("♠8")
    king = next(c for c in out if c.card == card("♠K"))
    assert king.open_reading == "IC-31" and "drives out a higher card" in str(king.text)


def test_C_7_1_IC_31_after_partners_double_a_king_queen_run_is_as_good_as_the_low_card():
    """Review round 69, double 2-r69u16: partner doubled 5♦ and had handed over the ♣10; of
    ♣KQ109 the ♣9 leads (IC-32) and the ♣K, which drives out the ♣A where the low card lets
    declarer win cheaply, had half credit."""
    sit = trumps_lead(Suit.DIAMONDS, "♣10", "♦J", partner_doubled=True)
    out = opening_leads(CardSet.parse("♠K10943 ♣KQ109 ♦3 ♥K32"), sit)
    assert pref(out) == card("♣9")
    king = next(c for c in out if c.card == card("♣K"))
    assert king.open_reading == "IC-31"


def test_C_7_2_IC_31_equally_long_suits_with_equal_signs_of_strength_are_as_good_leads():
    """Review round 70, lead 1-r70s13: against 5 grand after South's 2 grand (every ace) and
    the kitty's ♥Q, ♠KJ95 and ♣K1074 each had one sign of strength; ♣10 led on suit rank
    alone, with a reason of "less than in the other", and ♠J had half credit as "into their
    strength". Equal signs make equal leads."""
    sit = LeadSituation(
        LeadKind.GRAND, aces_shown=frozenset(Suit), kitty_honours=frozenset({Suit.HEARTS})
    )
    out = opening_leads(CardSet.parse("♠KJ95 ♣K1074 ♦4 ♥7532"), sit)
    assert pref(out) == card("♣10") and "as much strength in ♠" in str(out[0].text)
    spade = next(c for c in out if c.card == card("♠J"))
    assert spade.open_reading == "IC-31"
    heart = next(c for c in out if c.card == card("♥5"))
    assert heart.open_reading is None and "runs into their strength" in str(heart.text)


def test_C_7_1_IC_31_after_partners_double_this_hands_own_ace_there_is_as_good_a_lead():
    """Review round 70, double 2-r70t11: partner doubled 5♥ and had handed over the ♣6; of
    ♣AQJ10986 the ♣A, a sure trick before the ruff, had half credit (only an ace topping A-K,
    or partner's own ace, counted in full)."""
    sit = trumps_lead(Suit.HEARTS, "♣6", "♦4", partner_doubled=True)
    out = opening_leads(CardSet.parse("♠8732 ♣AQJ10986 ♦54"), sit)
    assert pref(out) == card("♣6")
    ace = next(c for c in out if c.card == card("♣A"))
    assert ace.open_reading == "IC-31" and "sure trick" in str(ace.text)


def test_C_6_1_IC_27_a_second_defender_with_three_trumps_may_keep_them():
    """Review round 70, hand-over 1-r70s13: partner sent the ♥10 against 5♣ and West, with
    ♣J1094, could only give back its highest trump; the Handbook's defender with three
    trumps or more keeps them and weighs whether a trump should go at all, and four trumps
    behind the declarer are a natural late trick. The top of the shortest side suit is
    allowed."""
    out = defenders_handover(
        CardSet.parse("♠K2 ♣J1094 ♦J1076 ♥Q1052"), parse_bid("5♣"), received=card("♥10")
    )
    assert pref(out) == card("♣J")
    king = next(c for c in out if c.card == card("♠K"))
    assert not king.preferred and "keep them" in str(king.text)


def test_C_7_1_IC_31_equal_signs_give_no_full_credit_beside_a_touching_honour_lead():
    """Review round 71, lead 1-r71r14: against 5♠ ♣K of ♣KQ32 leads (the higher touching
    honour), and round 70's equal-signs reading gave ♣Q, the lower of the two, full credit,
    while ♥9 read "either is as good a lead" at half credit. That reading holds only when the
    first tied suit's own card is the lead."""
    sit = LeadSituation(
        LeadKind.TRUMPS_KITTY,
        trump=Suit.SPADES,
        received=card("♠5"),
        handed_over=card("♦J"),
        main_side_suits=frozenset({C}),  # West's 1♣
        kitty_honours=frozenset({H}),  # the kitty's ♥A
    )
    out = opening_leads(CardSet.parse("♠K765 ♣KQ32 ♦2 ♥K974"), sit)
    assert pref(out) == card("♣K")
    assert not any(c.open_reading for c in out)
    assert not any("as good a lead" in str(c.text) for c in out)


def test_C_7_1_IC_31_no_own_ace_credit_in_the_suit_the_kitty_partner_dealt_from():
    """Review round 73, double 2-r73n10: the kitty bidder's partner dealt this hand the ♠2
    (its sign of voiding ♠) and partner, after doubling, handed over the ♠Q; the ♠A had full
    credit as "a sure trick before partner can ruff", and the declarer's side ruffed it."""
    sit = trumps_lead(Suit.HEARTS, "♠Q", "♥J", partner_doubled=True)
    sit = replace(sit, dealt=card("♠2"))
    out = opening_leads(CardSet.parse("♠AQ108752 ♣J63 ♦K10 ♥9"), sit)
    assert pref(out) == card("♠2")
    assert not any(c.open_reading for c in out if c.card == card("♠A"))


def test_C_7_1_IC_31_no_open_reading_for_touching_honours_in_the_dealt_suit():
    """Review round 74, double 2-r74x15: after partner's double, ♠Q of ♠QJ875 had full credit
    ("drives out a higher card") in the suit the kitty bidder's partner dealt this hand a card
    of; that hand is likely void there and ruffs, so nothing is driven out (as for the ace)."""
    sit = trumps_lead(Suit.HEARTS, "♠Q", "♥8", partner_doubled=True)
    hand = CardSet.parse("♠QJ875 ♣98 ♦109643 ♥6")
    assert any(c.open_reading for c in opening_leads(hand, sit) if c.card == card("♠Q"))
    out = opening_leads(hand, replace(sit, dealt=card("♠5")))
    assert pref(out) == card("♠5")
    queen = next(c for c in out if c.card == card("♠Q"))
    assert not queen.preferred and not queen.open_reading


def test_IC_34_no_card_at_or_below_partners_beside_the_own_king_above_it():
    """Review round 74, lead 3-r74x11: all-pass misère, partner sent the ♣J into ♣K83; beside
    the preferred ♣K, the ♣J (partner's own card) and the ♣8 under it had half credit as
    "middling cards", though IC-34 takes no card at or below partner's while one above it is
    held: the opponents play under it and partner, with only higher cards there, wins."""
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♣J"), handed_over=card("♠2"))
    out = opening_leads(CardSet.parse("♠4 ♣KJ83 ♦Q532 ♥10732"), sit)
    assert pref(out) == card("♣K")
    assert not {card("♣J"), card("♣8")} & set(cards_of(out))


def test_IC_34_a_hand_of_low_cards_with_two_risks_is_no_poor_hand():
    """Review round 74, lead 3-r74y12: ♠QJ62 ♣5 ♦5432 ♥7532 (three 2-spots, nine cards from 2
    to 5, no ace) had the help-asking ♣5 in full as "not even a five-misère hand", counting
    only the uncovered ♠Q and ♠J. With a six-misère hand's low cards two risks still leave a
    five-misère hand: partner's suit alone leads."""
    sit = LeadSituation(LeadKind.ALLPASS, received=card("♦5"), handed_over=card("♣2"))
    out = opening_leads(CardSet.parse("♠QJ62 ♣5 ♦5432 ♥7532"), sit)
    assert pref(out) == card("♦4")
    assert card("♣5") not in cards_of(out)
    # With fewer low cards the same two risks still make a poor hand, the reading open.
    thin = opening_leads(CardSet.parse("♠QJ62 ♣5 ♦5432 ♥J873"), sit)
    assert any(c.card == card("♣5") and c.open_reading == "IC-34" for c in thin)


def test_C_7_3_IC_33_two_2_spot_suits_alike_are_equal_misere_leads():
    """Review round 75, lead 2-r75y10: against 6 misère with no exchange, ♠Q762 and ♣QJ62 are
    both four long with the 6 second-lowest; ♣6 was preferred by suit order alone and ♠6 had
    half credit. Nothing tells them apart: full credit (an open reading)."""
    out = opening_leads(CardSet.parse("♠Q762 ♣QJ62 ♦AK8 ♥J7"), LeadSituation(LeadKind.MISERE))
    assert pref(out) in (card("♣6"), card("♠6"))
    both = [c for c in out if c.card in (card("♣6"), card("♠6"))]
    assert len(both) == 2 and all(c.preferred or c.open_reading == "IC-33" for c in both)
    # A longer suit, or a lower second card, still decides.
    out = opening_leads(CardSet.parse("♠Q7652 ♣QJ62 ♦AK ♥J7"), LeadSituation(LeadKind.MISERE))
    assert pref(out) == card("♠5")
    assert not next(c for c in out if c.card == card("♣6")).open_reading


def test_C_6_5_IC_30_a_bolshevik_gives_away_a_lone_ace_with_the_two_worst_cards():
    """Review round 75, hand-over 4-r75x12: ♠KQ98742 ♣A ♦87632 ♥986 voided ♥ and kept the
    lone ♣A, a sure trick at 7 misère; C-6.5's two aims (a void, a short ace gone) are met at
    once by the ♣A with the two worst cards left, ♥9 and ♥8. That comes first; the ♥ void is
    allowed."""
    out = bolshevik_gifts(CardSet.parse("♠KQ98742 ♣A ♦87632 ♥986"), 0)
    first = out[0]
    assert first.preferred
    assert {c for _, c in first.gifts} == {card("♣A"), card("♥9"), card("♥8")}
    assert dict(first.gifts)[3] == card("♥8")  # the lowest to the stalker, on the right
    assert dict(first.gifts)[1] == card("♣A")  # the highest to the left-hand opponent
    void = [g for g in out if {c for _, c in g.gifts} == {card("♥9"), card("♥8"), card("♥6")}]
    assert void and not void[0].preferred


def test_C_6_5_IC_30_a_singleton_may_go_with_a_short_ace_of_another_suit():
    """Review round 75, hand-over 4-r75y11: ♠AKQ9432 ♣A83 ♦8 ♥Q10942 voided ♣ with its ace
    (preferred); emptying ♦8 with the ♣A and ♣8, both aims met and the ♣3 kept alone instead
    of the ♦8, got nothing. Allowed."""
    out = bolshevik_gifts(CardSet.parse("♠AKQ9432 ♣A83 ♦8 ♥Q10942"), 1)
    assert {c for _, c in out[0].gifts} == {card("♣A"), card("♣8"), card("♣3")}
    alt = [g for g in out if {c for _, c in g.gifts} == {card("♦8"), card("♣A"), card("♣8")}]
    assert alt and not any(g.preferred for g in alt)
    assert "♣A" in str(alt[0].text) and "voids ♦" in str(alt[0].text)


def test_C_7_1_IC_31_equally_long_suits_with_no_sign_of_strength_are_equal_leads():
    """Review round 76, lead 1-r76x12: against 5♣ (partner's ♣4 a trump) ♥AQ6 and ♦A52 are
    the equally long side suits, neither bid nor shown by the main players; ♥Q was preferred
    by suit rank and ♦5 had half credit, though IC-31 makes two suits with as many signs of
    strength equal leads, and none in each is as many."""
    sit = trumps_lead(Suit.CLUBS, "♣4", "♠3")
    out = opening_leads(CardSet.parse("♠2 ♣Q108764 ♦A52 ♥AQ6"), sit)
    assert pref(out) == card("♥Q")
    five = next(c for c in out if c.card == card("♦5"))
    assert five.open_reading == "IC-31"


def test_C_7_1_IC_31_a_king_shown_in_the_auction_is_a_sign_of_strength():
    """Review round 77, lead 1-r77x10: West showed the ♥K with 1♥ after a round-three pass
    (C-4.3), yet ♥ counted no sign of the main players' strength, while a kitty king would
    have (IC-31): ♥5 read as free beside ♠9 "into their strength"."""
    plain = LeadSituation(LeadKind.TRUMPS_KITTY, trump=Suit.CLUBS, main_side_suits=frozenset({S}))
    assert plain.strength_signs(H) == 0
    shown = replace(plain, kings_shown=frozenset({H}))
    assert shown.strength_signs(H) == 1 and H in shown.main_strength
    hand = CardSet.parse("♠A973 ♣J54 ♦108 ♥J543")
    before = next(c for c in opening_leads(hand, plain) if c.card == card("♥5"))
    after = next(c for c in opening_leads(hand, shown) if c.card == card("♥5"))
    assert before.text != after.text


def test_C_6_5_IC_30_a_worst_card_tied_with_another_suits_is_as_good_a_third_card():
    """Review round 77, hand-over 4-r77y12: ♠A7 emptied, and the third card the worst card
    left: ♣10 of ♣10954 and ♥10 of ♥10952 tie on every IC-30 test, and suit order alone gave
    ♥10 nothing."""
    out = bolshevik_gifts(CardSet.parse("♠A7 ♣10954 ♦AK10964 ♥10952"), 0)
    assert out[0].preferred
    thirds = {c for g in out for _, c in g.gifts} - {card("♠A"), card("♠7")}
    assert thirds == {card("♣10"), card("♥10")}


def test_C_7_6_IC_37_the_gift_suit_as_short_as_the_suit_led_stays_allowed():
    """Review round 78, lead 3-r78y15: the stalker with no 2-spot (♠K754 ♣A9876 ♥10764, the
    gift ♠7) leads ♥4, the lowest card of the weaker shortest suit; ♠4, as short and C-7.6's
    card by the letter, got nothing, though IC-37 keeps the gift's suit allowed."""
    sit = LeadSituation(LeadKind.BOLSHEVIK, gift=card("♠7"))
    out = opening_leads(CardSet.parse("♠K754 ♣A9876 ♥10764"), sit)
    assert pref(out) == card("♥4")
    four = next(c for c in out if c.card == card("♠4"))
    assert not four.preferred and "IC-37" in four.ids


def test_C_7_5_IC_31_equally_long_suits_with_as_many_signs_are_equal_no_kitty_leads():
    """Review round 79, lead 1-r79y15: against no-kitty 6♣ (6♠ first, the spades kept by the
    declarer) ♥9653 and ♦K1098 are equally long with no sign of the main players' strength;
    ♥6 was preferred by suit order and ♦10 had half credit. As in a kitty game (IC-31), it
    is as good a lead; ♠, the suit the declarer bid, is not."""
    sit = LeadSituation(LeadKind.TRUMPS_NOKITTY, trump=C, main_side_suits=frozenset({S}))
    out = opening_leads(CardSet.parse("♠10984 ♣2 ♦K1098 ♥9653"), sit)
    assert pref(out) == card("♥6")
    assert next(c for c in out if c.card == card("♦10")).open_reading == "IC-31"
    assert not next(c for c in out if c.card == card("♠9")).open_reading
