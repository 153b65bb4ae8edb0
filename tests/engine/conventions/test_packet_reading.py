"""Reading a packet (C-1, C-2): every example of docs/conventions.md and of the Handbook, then the
rules shape by shape."""

from __future__ import annotations

import itertools

import pytest

from engine.cards import Suit, parse_cards
from engine.conventions.packets import (
    NO_ACE_MARK,
    AceMark,
    PacketWish,
    Shape,
    SuitStatus,
    build_packet,
    read_packet,
)
from engine.rules import Form

from .helpers import cards, kitty, nokitty

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


# --- C-1.1 one suit, kitty ----------------------------------------------------------------------


def test_C_1_1_handbook_spades_KQ97_in_rank_order_continue():
    r = kitty("♠K ♠Q ♠9 ♠7")
    assert r.shape is Shape.ONE_SUIT
    assert r.status(S) is SuitStatus.CONTINUES
    assert r.voids == frozenset()


def test_C_1_1_handbook_spades_97KQ_mixed_is_void():
    r = kitty("♠9 ♠7 ♠K ♠Q")
    assert r.status(S) is SuitStatus.VOID
    assert r.voids == {S}


def test_C_1_1_strictly_ascending_also_continues():
    assert kitty("♠7 ♠9 ♠Q ♠K").status(S) is SuitStatus.CONTINUES


@pytest.mark.parametrize("order", ["♥2 ♥9 ♥5 ♥K", "♥9 ♥2 ♥5 ♥K", "♥K ♥2 ♥5 ♥9", "♥5 ♥9 ♥K ♥2"])
def test_C_1_1_any_other_order_is_void(order):
    assert kitty(order).voids == {H}


def test_C_1_1_exactly_two_of_the_24_orders_continue():
    base = cards("♣A ♣10 ♣6 ♣3")
    statuses = [read_packet(p, Form.KITTY).status(C) for p in itertools.permutations(base)]
    assert statuses.count(SuitStatus.CONTINUES) == 2
    assert statuses.count(SuitStatus.VOID) == 22


# --- C-1.2 two suits, 2 + 2 ---------------------------------------------------------------------


def test_C_1_2_pairs_bottom_pair_void_top_pair_continues():
    r = kitty("♠A ♠9 ♦8 ♦6")
    assert r.pattern == "aaBB"
    assert r.status(S) is SuitStatus.CONTINUES and r.status(D) is SuitStatus.VOID


def test_C_1_2_alternating_both_void():
    r = kitty("♠A ♦8 ♠9 ♦6")
    assert r.pattern == "ABAB"
    assert r.voids == {S, D}


def test_C_1_2_booklet_neither_void():
    r = kitty("♦8 ♠A ♠9 ♦6")
    assert r.pattern == "baab"
    assert r.voids == frozenset() and r.continuing == {S, D}


@pytest.mark.parametrize(
    ("layout", "pattern", "voids"),
    [
        ("xxYY", "aaBB", "Y"),
        ("xYxY", "ABAB", "XY"),
        ("xYYx", "baab", ""),
        ("YYxx", "aaBB", "X"),
        ("YxYx", "ABAB", "XY"),
        ("YxxY", "baab", ""),
    ],
)
def test_C_1_2_every_two_two_order_maps_to_a_conventional_pattern(layout, pattern, voids):
    x_cards, y_cards = iter(cards("♣K ♣5")), iter(cards("♥Q ♥4"))
    packet = [next(x_cards) if ch.lower() == "x" else next(y_cards) for ch in layout]
    for form in (Form.KITTY, Form.NOKITTY):
        r = read_packet(packet, form)
        assert r.conventional
        assert r.pattern == pattern
        expected = {C if v == "X" else H for v in voids}
        assert r.voids == expected


# --- C-1.3 three + one -------------------------------------------------------------------------


def test_C_1_3_single_at_bottom_is_void_long_suit_continues():
    r = kitty("♠K ♠9 ♠4 ♦6")
    assert (r.pattern, r.voids, r.continuing) == ("aaaB", {D}, {S})


def test_C_1_3_single_second_from_bottom_both_void():
    r = kitty("♠K ♠9 ♦6 ♠4")
    assert (r.pattern, r.voids) == ("AABA", {S, D})


def test_C_1_3_single_second_from_top_both_continue():
    r = kitty("♠K ♦6 ♠9 ♠4")
    assert (r.pattern, r.continuing, r.voids) == ("abaa", {S, D}, frozenset())


def test_C_1_3_I_1_single_on_top_long_suit_void_single_continues():
    r = kitty("♦Q ♠K ♠9 ♠4")
    assert (r.pattern, r.voids, r.continuing) == ("bAAA", {S}, {D})
    assert any("I-1" in f.ids for f in r.facts)


# --- C-1.4 three suits ------------------------------------------------------------------------


def test_C_1_4_three_suits_voids_lie_nearest_the_table():
    r = kitty("♥A ♣8 ♣5 ♦3")
    assert r.shape is Shape.THREE_SUITS
    assert r.continuing == {H} and r.voids == {C, D}
    assert r.conventional


def test_C_1_4_three_suits_with_the_pair_on_top():
    r = kitty("♣8 ♣5 ♥A ♦3")
    assert r.continuing == {C} and r.voids == {H, D}


def test_C_1_4_IC_3_pair_on_top_and_at_the_bottom_is_not_conventional():
    r = kitty("♣8 ♥A ♦3 ♣5")
    assert not r.conventional
    assert r.voids == {C}
    assert r.status(D) is SuitStatus.UNKNOWN and r.status(H) is SuitStatus.UNKNOWN
    assert any("IC-3" in f.ids for f in r.facts)


def test_C_1_4_IC_3_one_void_with_two_suits_kept_pair_at_the_bottom():
    """000: "the voided suit(s) are nearest to the table": a packet may void one suit and
    keep two. The pair lying together at the bottom (as aaBB) is the only void: an ace mark
    and a card of a kept suit can travel over a voided doubleton."""
    r = kitty("♣5 ♥Q ♦9 ♦3")
    assert r.conventional and r.pattern == "abCC"
    assert r.voids == {D} and r.continuing == {C, H}
    assert r.ace_mark.suit is C


def test_C_1_4_IC_3_one_void_with_two_suits_kept_booklet_over_a_single():
    """The pair holding a single between its cards (the booklet of baab) keeps both; the
    single at the bottom is the void."""
    r = kitty("♣8 ♥A ♣5 ♦3")
    assert r.conventional and r.pattern == "abaC"
    assert r.voids == {D} and r.continuing == {C, H}


def test_C_1_4_IC_3_every_void_choice_with_a_kept_suit_can_be_sent():
    cards = parse_cards("♣8 ♣5 ♥A ♦3")
    for voids, keeps in (("♦", "♣♥"), ("♣", "♥♦"), ("♥", "♣♦"), ("♣♦", "♥"), ("♥♦", "♣")):
        wish = PacketWish.parse(f"voids={voids} keeps={keeps}")
        assert build_packet(cards, wish, Form.KITTY).orders, (voids, keeps)


def test_C_1_4_two_card_suit_order_carries_the_misere_flag():
    assert kitty("♥A ♣8 ♣5 ♦3").misere is True
    assert kitty("♥A ♣5 ♣8 ♦3").misere is False


def test_IC_4_four_suits_have_no_void_or_misere_meaning():
    r = kitty("♠9 ♣8 ♦7 ♥J")
    assert r.shape is Shape.FOUR_SUITS and not r.conventional
    assert r.voids == frozenset() and r.continuing == frozenset() and r.misere is None


# --- C-1.5 misère ------------------------------------------------------------------------------


def test_C_1_5_one_suit_bottom_lowest_is_misere():
    assert kitty("♠K ♠Q ♠9 ♠7").misere is True
    assert kitty("♠7 ♠9 ♠Q ♠K").misere is False


def test_C_1_5_three_one_looks_at_the_lowest_lying_long_card():
    assert kitty("♠K ♠9 ♠4 ♦6").misere is True
    assert kitty("♠K ♠4 ♠9 ♦6").misere is False
    assert kitty("♠K ♠9 ♦6 ♠4").misere is True  # AABA: the ♠4 is nearest the table


def test_C_1_5_two_two_looks_at_the_bottom_card_and_its_partner():
    assert kitty("♠A ♠9 ♦8 ♦6").misere is True
    assert kitty("♠A ♠9 ♦6 ♦8").misere is False
    assert kitty("♦8 ♠A ♠9 ♦6").misere is True  # booklet: ♦6 below ♦8


# --- C-1.6 ace mark ----------------------------------------------------------------------------


def test_C_1_6_low_spot_on_top_of_another_suit_marks_the_ace():
    r = kitty("♣3 ♠Q ♠6 ♠7")
    assert r.ace_mark == AceMark(C)


def test_C_1_6_two_low_spots_of_one_suit_on_top_mark_ace_king():
    r = kitty("♦3 ♦2 ♠K ♠Q")
    assert r.ace_mark == AceMark(D, king=True)
    assert r.continuing == {D} and r.voids == {S}


def test_C_1_6_low_spot_with_its_suit_below_is_no_mark():
    assert kitty("♥5 ♠3 ♥3 ♠2").ace_mark == NO_ACE_MARK
    assert kitty("♦3 ♦K ♠9 ♠8").ace_mark == NO_ACE_MARK


@pytest.mark.parametrize(("top", "marked"), [("♣2", True), ("♣6", True), ("♣7", False)])
def test_I_2_only_spots_two_to_six_mark_an_ace(top, marked):
    r = kitty(f"{top} ♠Q ♠9 ♠8")
    assert (r.ace_mark.suit is C) is marked


def test_C_1_6_one_suit_packet_has_no_ace_mark():
    assert kitty("♠2 ♠K ♠Q ♠9").ace_mark == NO_ACE_MARK


# --- C-2 no-kitty ------------------------------------------------------------------------------


def test_C_2_3_club_ace_4_7_jack_prefers_hearts_then_spades_not_diamonds():
    r = nokitty("♣A ♣4 ♣7 ♣J")
    assert r.misere is False  # the J at the bottom is not the lowest
    assert (r.first_choice, r.second_choice, r.unwanted) == (H, S, D)


def test_C_2_3_club_A47_heart_K_hearts_void_clubs_continue_first_diamonds():
    r = nokitty("♣A ♣4 ♣7 ♥K")
    assert r.voids == {H} and r.continuing == {C}
    assert r.first_choice is D and r.second_choice is S
    assert r.misere is False


def test_IC_6_handbook_club_A47_no_misere_because_the_7_is_not_the_lowest():
    # The Handbook words it as "♣7 is the lowest of the top three", a slip: the rule it
    # states (the lowest card of the long suit nearest the table) gives no misère here too.
    assert nokitty("♣A ♣4 ♣7 ♥K").misere is False
    assert nokitty("♣A ♣7 ♣4 ♥K").misere is True


def test_C_2_3_club_A7_heart_7K_first_diamonds_second_spades_no_misere():
    r = nokitty("♣A ♣7 ♥7 ♥K")
    assert r.voids == {H} and r.continuing == {C}
    assert (r.first_choice, r.second_choice, r.misere) == (D, S, False)


def test_C_2_3_handbook_6S_packet_diamond_K_spade_4_diamond_2_spade_8_asks_for_hearts():
    r = nokitty("♦K ♠4 ♦2 ♠8")
    assert r.voids == {S, D}
    assert r.misere is False
    assert r.first_choice is H and r.second_choice is C


def test_C_2_3_lower_top_card_asks_for_the_lower_absent_suit():
    r = nokitty("♦2 ♠4 ♦K ♠8")
    assert r.first_choice is C and r.second_choice is H


def test_C_2_3_one_suit_bottom_card_is_ignored_for_the_wish():
    for bottom in ("♣2", "♣Q"):
        r = nokitty(f"♣J ♣9 ♣10 {bottom}")
        assert (r.first_choice, r.second_choice, r.unwanted) == (H, S, D)


def test_IC_2_single_on_top_reads_the_wish_from_the_long_suit():
    r = nokitty("♥K ♣A ♣4 ♣7")
    assert r.first_choice is D and r.second_choice is S
    assert any("IC-2" in f.ids for f in r.facts)


def test_IC_7_booklet_wish_reads_the_outer_pair():
    r = nokitty("♦K ♠4 ♠8 ♦2")
    assert r.pattern == "baab"
    assert r.first_choice is H  # ♦K above ♦2
    assert r.misere is True  # the bottom ♦2 is the lower ♦


def test_IC_1_nokitty_one_suit_does_not_say_void_or_kept():
    r = nokitty("♣A ♣4 ♣7 ♣J")
    assert r.status(C) is SuitStatus.UNKNOWN


def test_IC_3_three_suits_carry_no_trump_wish():
    r = nokitty("♥A ♣8 ♣5 ♦3")
    assert r.first_choice is None and r.second_choice is None


def test_C_2_5_misere_packet_wish_names_the_safe_suit():
    r = nokitty("♣A ♣7 ♥K ♥7")
    assert r.misere is True
    assert any("C-2.5" in f.ids for f in r.facts)


def test_C_2_4_handbook_return_packet_diamond_4_hearts_5_3_9():
    r = nokitty("♦4 ♥5 ♥3 ♥9", returned=True)
    assert r.ace_mark == AceMark(D)
    assert r.voids == {H} and r.continuing == {D}
    assert r.misere is False
    assert r.first_choice is None  # IC-5: a return carries no wish


# --- the Handbook's other packets -----------------------------------------------------------------


def test_handbook_six_misere_preempt_packet_H5_S3_H3_S2_voids_both_and_shows_misere():
    r = kitty("♥5 ♠3 ♥3 ♠2")
    assert r.voids == {H, S}
    assert r.misere is True
    assert r.ace_mark == NO_ACE_MARK


def test_handbook_tail_ruff_packet_H9_H5_S4_S5_keeps_hearts_voids_spades():
    r = kitty("♥9 ♥5 ♠4 ♠5")
    assert r.continuing == {H} and r.voids == {S}
    assert r.misere is False


def test_handbook_6S_packet_C3_SQ_S6_S7_marks_the_club_ace():
    r = kitty("♣3 ♠Q ♠6 ♠7")
    assert r.voids == {S} and r.continuing == {C}
    assert r.ace_mark == AceMark(C)
    assert r.misere is False


# --- explanations -------------------------------------------------------------------------------


def test_every_fact_names_its_ids_in_the_text():
    r = nokitty("♦K ♠4 ♦2 ♠8")
    for f in r.facts:
        assert f.ids
        assert f.text.endswith(f"({', '.join(f.ids)})")
    assert "C-2.3" in r.ids and "C-1.2" in r.ids


def test_reading_json_is_plain_data():
    j = nokitty("♦K ♠4 ♦2 ♠8").to_json()
    assert j["voids"] == ["♠", "♦"] and j["first_choice"] == "♥" and j["misere"] is False


def test_bolshevik_has_no_packets():
    with pytest.raises(ValueError):
        read_packet(cards("♦K ♠4 ♦2 ♠8"), Form.BOLSHEVIK)


def test_a_packet_is_four_different_cards():
    with pytest.raises(ValueError):
        read_packet(cards("♦K ♠4 ♦2"), Form.KITTY)
