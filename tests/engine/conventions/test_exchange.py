"""Choosing packets, returns and the kitty partner's gifts (bots), against the Handbook."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Give, Packet
from engine.cards import Card, CardSet, Rank, Suit, parse_cards
from engine.conventions.exchange import (
    ContractKind,
    GiveChoice,
    PacketPlan,
    choose_packet,
    distribution_options,
    misere_safe_order,
    packet_options,
    return_options,
)
from engine.conventions.packets import AceMark, read_packet
from engine.deal import Deal
from engine.rules import Form, left, partner, right
from engine.trick_taking import Phase

from .helpers import order_text

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def _layout(choice: GiveChoice, seat: int) -> tuple[str, str, str]:
    """The cards ``seat``'s distribution gives to partner, the left- and the right-hand
    opponent, in that order."""
    to = choice.card_for
    return str(to(partner(seat))), str(to(left(seat))), str(to(right(seat)))


def test_C_2_3_handbook_no_kitty_6S_hand_sends_diamond_K_spade_4_diamond_2_spade_8():
    hand = CardSet.parse("♠84 ♣AK87 ♦K2 ♥AKQ87")
    choice = choose_packet(hand, Form.NOKITTY, PacketPlan(ContractKind.TRUMPS, trump=H))
    assert order_text(choice.packet) == "♦K ♠4 ♦2 ♠8"
    assert choice.reading.voids == {S, D} and choice.reading.first_choice is H
    assert choice.reading.misere is False


def test_C_1_handbook_six_misere_packet_voids_both_doubletons():
    # Player D: ♥53 ♦A10432 ♣1072 ♠32 with the kitty ♣KQ53.
    hand = CardSet.parse("♥53 ♦A10432 ♣KQ107532 ♠32")
    choice = choose_packet(hand, Form.KITTY, PacketPlan(ContractKind.MISERE))
    assert set(choice.packet) == set(parse_cards("♥5 ♠3 ♥3 ♠2"))
    assert parse_cards("♥5 ♠3 ♥3 ♠2") in choice.orders
    assert choice.reading.misere is True and choice.reading.voids == {H, S}


def test_C_1_6_handbook_6S_packet_sends_the_trumps_with_a_club_ace_mark():
    # Player C: ♥J1097 ♦QJ8 ♣A6 ♠Q76 with the kitty ♣KQ53; A bid ♠ first.
    hand = CardSet.parse("♥J1097 ♦QJ8 ♣AKQ653 ♠Q76")
    plan = PacketPlan(ContractKind.TRUMPS, trump=S, side_suits=frozenset({S}))
    choice = choose_packet(hand, Form.KITTY, plan)
    assert order_text(choice.packet) == "♣3 ♠Q ♠6 ♠7"
    assert choice.reading.ace_mark == AceMark(C)


def test_C_1_handbook_tail_ruff_packet_is_offered_beside_all_four_trumps():
    # Player C: ♥5 ♦QJ764 ♣QJ65 ♠54 with the kitty ♥942♣K; A bid ♥ first.
    hand = CardSet.parse("♥9542 ♦QJ764 ♣KQJ65 ♠54")
    opts = packet_options(hand, Form.KITTY, PacketPlan(ContractKind.TRUMPS, trump=H))
    assert set(opts[0].packet) == set(parse_cards("♥9 ♥5 ♥4 ♥2"))  # the rule of thumb
    assert opts[0].reading.voids == {H}
    tail = [o for o in opts if parse_cards("♥9 ♥5 ♠4 ♠5") in o.orders]
    assert tail and not tail[0].preferred


def test_C_2_4_handbook_return_packet_marks_the_diamond_ace():
    # Player C after receiving ♦K ♠4 ♦2 ♠8: ♥953 ♦AK1042 ♣965 ♠J108743.
    hand = CardSet.parse("♥953 ♦AK1042 ♣965 ♠J108743")
    opts = return_options(hand, parse_cards("♦K ♠4 ♦2 ♠8"))
    best = opts[0]
    assert parse_cards("♦4 ♥5 ♥3 ♥9") in best.orders
    assert best.reading.ace_mark == AceMark(D)
    assert Card.parse("♦A") not in best.packet  # the mark, not the ace (C-2.4)


def test_C_2_4_weak_first_choice_returns_the_second_choice():
    # First choice ♥ (two low hearts), second ♣ with three honours: ♣ goes back.
    hand = CardSet.parse("♥32 ♣KQJ9 ♦AK1042 ♠J108743")
    opts = return_options(hand, parse_cards("♦K ♠4 ♦2 ♠8"))
    assert {c.suit for c in opts[0].packet} == {C}


def test_C_2_4_IC_26_the_second_choice_needs_three_good_cards():
    # East: ♣76 (two low cards of the first choice) and ♥KQ4 (two honours, not three): the
    # Handbook's normal return, all the ♣ with the highest ♥, not the second choice with a
    # ♠Q into partner's fresh ♠ void (drill return-packet/3-rv3y1).
    hand = CardSet.parse("♠QJ87543 ♣76 ♦86543 ♥KQ4")
    opts = return_options(hand, parse_cards("♠3 ♠7 ♦8 ♠5"))
    assert set(opts[0].packet) == set(parse_cards("♥K ♥Q ♣6 ♣7"))
    assert all(Card.parse("♠Q") not in o.packet for o in opts)


def test_C_2_4_IC_26_the_fill_stays_out_of_partners_void_and_partners_own_cards():
    # Partner's ♦Q ♦K ♣J ♣A (aaBB: ♣ void, ♦ continues): no ♣Q into the void (drill
    # return-packet/1-rv1y2); and no card of partner's own back while others are left.
    hand = CardSet.parse("♠108 ♣AQJ862 ♦AKQ1084 ♥A84")
    opts = return_options(hand, parse_cards("♦Q ♦K ♣J ♣A"))
    assert all(Card.parse("♣Q") not in o.packet for o in opts)
    assert all(not set(o.packet) & set(parse_cards("♦Q ♦K ♣J ♣A")) for o in opts)


def test_C_2_5_IC_26_a_misere_return_keeps_no_bare_low_card():
    # East returns to 6 misère (safe suit ♥): after voiding ♦J and the two top hearts, the
    # third card is the ♥4, not the ♥8 that would leave the ♥4 alone here (drill
    # return-packet/3-rv3y2; the Handbook: the singleton should not be a very low card).
    hand = CardSet.parse("♠AK8765432 ♣K107 ♦J ♥Q1084")
    opts = return_options(hand, parse_cards("♠6 ♠5 ♠4 ♠2"))
    assert set(opts[0].packet) == set(parse_cards("♥Q ♥10 ♥4 ♦J"))


def test_IC_26_after_a_natural_void_the_wishs_second_suit_is_no_filler():
    # West bid 6♠ then 6♣ (C-5.2: a natural void, keeping the spades) and sent four clubs
    # wishing ♥, then ♦: ♦ is most likely the void, so ♦J ♦8 are no "side suit" to fill
    # with (review of fresh drills, return-packet 1-r5z3). Nor, beside a natural void, are
    # the clubs partner has just sent (most likely emptied): the ♠K goes, not the ♣5
    # (review round 16, return 1-r16j0).
    hand = CardSet.parse("♠K98 ♣Q975432 ♦AJ864 ♥73")
    opts = return_options(hand, parse_cards("♣Q ♣9 ♣4 ♣7"), natural_void=True)
    assert set(opts[0].packet) == set(parse_cards("♦4 ♠K ♥3 ♥7"))
    assert all(not set(o.packet) & set(parse_cards("♦J ♦8")) for o in opts)


def test_IC_24_a_two_grand_showing_every_ace_does_not_block_the_grand_void():
    # East (seat 1) got ♠A ♠9 ♠5 ♠8 from West, whose 2 grand showed every ace: protecting
    # all four suits left nothing to void, and the ♠A went straight back as "no suit short
    # enough to void" (drill hand-over/5-rw5z1). The Handbook's grand rule voids ♦K102.
    hand = CardSet.parse("♠A9854 ♣KQ7 ♦K102 ♥98753")
    g = distribution_options(
        hand, 1, ContractKind.GRAND, None, parse_cards("♠A ♠9 ♠5 ♠8"), shown_aces=tuple(Suit)
    )[0]
    assert g.card_for(partner(1)) == Card.parse("♦K")
    # Review of fresh drills, hand-over 5-r14m1: the two cards of the void go the higher one
    # to the left, as in trumps and misère (grand gave the lower one to the left).
    assert g.card_for(left(1)) == Card.parse("♦10") and g.card_for(right(1)) == Card.parse("♦2")


def test_IC_24_a_filler_partner_sent_is_named_as_forwarded():
    # Review round 80, hand-over 5-r80x0: West took the kitty at 5 misère and sent East
    # ♣A ♠A ♠6 ♠2; the preferred layout fills with ♣A and ♣Q, "poor high cards", though the
    # ♣A is partner's own card passed on (the Handbook: a poor card received from the
    # declarer may be forwarded to an opponent).
    hand = CardSet.parse("♠AJ6432 ♣AQJ7 ♦K ♥109872")
    packet = parse_cards("♣A ♠A ♠6 ♠2")
    g = distribution_options(hand, 1, ContractKind.MISERE, None, packet)[0]
    assert g.card_for(partner(1)) == Card.parse("♦K")
    assert Card.parse("♣A") in {c for _, c in g.gifts}
    assert "♣A forwarded from partner's packet" in g.text
    assert "poor high cards" not in g.text


def test_IC_26_a_misere_return_of_four_from_five_sends_the_low_card_not_a_long_void():
    # Review round 81, return-packet 3-r81y4: after partner's 6 misère packet ♣3 ♣10 ♣7 ♣2
    # (♠ first), ♠Q ♠J ♠9 ♠7 would leave the ♠4 alone and was dropped, so ♥KQ85 (four cards,
    # low ones, no ♥2) was voided, which no main player does. ♠4 goes instead of ♠7.
    hand = CardSet.parse("♠QJ974 ♣J1097632 ♦8 ♥KQ85")
    out = return_options(hand, parse_cards("♣3 ♣10 ♣7 ♣2"))
    assert out[0].preferred and set(out[0].packet) == set(parse_cards("♠Q ♠J ♠9 ♠4"))
    assert "♠4 in place of ♠7" in str(out[0].text)
    assert any(set(o.packet) == set(parse_cards("♥K ♥Q ♥8 ♥5")) for o in out[1:])


def test_IC_24_grand_fill_keeps_a_guard_beside_a_king_with_two_spots():
    # Review round 81, hand-over 5-r81y2: against 6 grand the fill ♦9 ♦3 left the ♦K of
    # ♦K93 alone; IC-24's fill passes over a king's only guards while another spot is left.
    # (Only K-x was caught.) With a spot outside partner's ace suit, it goes instead...
    hand = CardSet.parse("♠65432 ♣AQJ10973 ♦K93 ♥9")
    packet = parse_cards("♣A ♣9 ♣7 ♣3")
    out = distribution_options(hand, 2, ContractKind.GRAND, None, packet)
    best = {c for _, c in out[0].gifts}
    assert best == set(parse_cards("♥9 ♦3 ♠2")) and "keeps a guard" in out[0].text
    bare = [g for g in out if {c for _, c in g.gifts} == set(parse_cards("♥9 ♦3 ♦9"))]
    assert bare and not any(g.preferred for g in bare) and "only guards" in bare[0].text
    # ...and where the only such spots lie in partner's ace suit, the fill keeps to the
    # letter and says the king is left alone, the guarded fill allowed.
    out = distribution_options(hand, 2, ContractKind.GRAND, None, packet, shown_aces=(S,))
    assert {c for _, c in out[0].gifts} == set(parse_cards("♥9 ♦3 ♦9"))
    assert "leaves the ♦K alone" in out[0].text
    kept = [g for g in out if {c for _, c in g.gifts} == set(parse_cards("♥9 ♦3 ♠2"))]
    assert kept and not any(g.preferred for g in kept)


def test_IC_24_grand_names_an_as_short_suit_kept_for_partners_ace():
    # Review round 82, hand-over 5-r82y0: ♠Q103, as short as ♣A72 and weaker, stays for the
    # ♠A partner marked; the reason said only "the shortest suit is ♣".
    hand = CardSet.parse("♠Q103 ♣A72 ♦AQ7643 ♥A762")
    g = distribution_options(
        hand, 1, ContractKind.GRAND, None, parse_cards("♠3 ♦7 ♦3 ♦4"), shown_aces=(S,)
    )[0]
    assert g.card_for(partner(1)) == Card.parse("♣A")
    assert "♠ stays for partner's ace" in g.text


def test_IC_24_a_filling_card_goes_to_the_opponent_who_did_not_bid_its_suit():
    # Review of fresh drills, hand-over 5-r8u0: the right-hand opponent had bid ♦ and ♥,
    # and the ♥4 filler went to it; the Handbook gives such a card to the other opponent.
    # (Since round 51 two fillers lie as a voided pair does, the higher to the left, so the
    # plain layout already gives the ♥4 to the left: the bidder is on the left here.)
    hand = CardSet.parse("♠KQJ965432 ♣KQ2 ♦6 ♥AK4")
    packet = parse_cards("♣K ♠9 ♠3 ♠6")
    plain = distribution_options(hand, 0, ContractKind.TRUMPS, S, packet)[0]
    assert plain.card_for(left(0)) == Card.parse("♥4")
    bids = {left(0): {D, H}, right(0): set()}
    g = distribution_options(hand, 0, ContractKind.TRUMPS, S, packet, opponents_suits=bids)[0]
    assert g.card_for(partner(0)) == Card.parse("♦6")
    assert g.card_for(right(0)) == Card.parse("♥4") and g.card_for(left(0)) == Card.parse("♣2")
    assert "did not bid ♥" in g.text and "only ♦" in g.text


def test_IC_24_the_voided_suits_card_is_not_given_to_the_opponent_who_bid_it():
    # Review of fresh drills, hand-over 5-r25y1: West voids ♦J6 for partner's 5 misère; the
    # ♦J goes to North, and the other way round (♦J to South, who bid ♦) is not accepted.
    hand = CardSet.parse("♠AQJ432 ♣973 ♦J6 ♥A8743")
    packet = parse_cards("♥7 ♥4 ♠3 ♠2")
    bids = {left(3): set(), right(3): {D}}
    opts = distribution_options(hand, 3, ContractKind.MISERE, None, packet, opponents_suits=bids)
    assert opts[0].card_for(left(3)) == Card.parse("♦J")
    assert all(o.card_for(right(3)) != Card.parse("♦J") for o in opts)
    plain = distribution_options(hand, 3, ContractKind.MISERE, None, packet)
    assert any(o.card_for(right(3)) == Card.parse("♦J") for o in plain)


def test_IC_24_misere_gives_a_lone_ace_to_an_opponent_not_to_partner():
    # Review of fresh drills, hand-over 5-r8u1: voiding ♠A gave the misère declarer a sure
    # trick. The ace goes to an opponent, the lowest club to partner: two voids.
    hand = CardSet.parse("♠A ♣J3 ♦A10932 ♥KQJ97542")
    opts = distribution_options(hand, 0, ContractKind.MISERE, None, parse_cards("♥K ♥4 ♥5 ♥2"))
    g = opts[0]
    assert g.card_for(partner(0)) == Card.parse("♣3")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♠A ♣J"))
    assert all(o.card_for(partner(0)) != Card.parse("♠A") for o in opts)


def test_IC_24_misere_gives_a_lone_ace_away_when_no_other_suit_is_short():
    # Review of fresh drills, hand-over 5-r20e0: with ♣A alone and no other suit of one or
    # two cards, ♠ was voided and the bare ♣A kept: a sure trick in partner's misère. The
    # ace goes to an opponent, the lowest card of the next shortest suit to partner.
    hand = CardSet.parse("♠653 ♣A ♦AJ97653 ♥KQ754")
    opts = distribution_options(hand, 1, ContractKind.MISERE, None, parse_cards("♦9 ♦3 ♥7 ♥4"))
    g = opts[0]
    assert g.preferred and g.card_for(partner(1)) == Card.parse("♠3")
    assert {g.card_for(left(1)), g.card_for(right(1))} == set(parse_cards("♣A ♠6"))
    assert all(Card.parse("♣A") in {c for _, c in o.gifts} for o in opts)
    assert "♣A to an opponent" in g.text


def test_IC_24_misere_fill_from_an_all_low_suit_is_no_poor_high_card():
    # Review of fresh drills, hand-over 5-r20e2: the ♥6 of ♥6542 filled as "poor high
    # cards", while ♦K of ♦KJ932 (uncovered, IC-13) is the real liability: accepted too.
    hand = CardSet.parse("♠95432 ♣64 ♦KJ932 ♥6542")
    opts = distribution_options(hand, 2, ContractKind.MISERE, None, parse_cards("♠9 ♠5 ♦9 ♦2"))
    assert opts[0].preferred and "poor high" not in opts[0].text
    king = [o for o in opts if Card.parse("♦K") in {c for _, c in o.gifts}]
    assert king and not king[0].preferred and king[0].card_for(partner(2)) == Card.parse("♣4")


@pytest.mark.parametrize(
    "hand,seat,packet,first,allowed",
    [
        # Review of fresh drills, hand-over 5-r21d0: ♣A102 and ♥A107 tie; voiding ♣ sent
        # partner's own ♣2 back into the ♣ void partner had just made. The ♥ void comes first.
        ("♠AKQ83 ♣A102 ♦A9876 ♥A107", 0, "♦A ♦7 ♣A ♣2", "♥7", "♣2"),
        # Review round 53, hand-over 5-r53t11: under partner's 6 misère ♠J2 and ♦KJ tie for
        # shortest; voiding ♦ (the most points) kept the ♠2 alone, while the Handbook gives
        # partner "the lowest card of its shortest suit" and wants no very low singleton.
        ("♠J2 ♣Q1073 ♦KJ ♥QJ1098542", 1, "♥Q ♥5 ♥J ♥2", "♠2", "♦J"),
    ],
)
def test_IC_24_of_tied_misere_voids_the_better_one_comes_first(hand, seat, packet, first, allowed):
    cards = CardSet.parse(hand)
    opts = distribution_options(cards, seat, ContractKind.MISERE, None, parse_cards(packet))
    assert opts[0].preferred and opts[0].card_for(partner(seat)) == Card.parse(first)
    assert any(o.card_for(partner(seat)) == Card.parse(allowed) and not o.preferred for o in opts)


def test_IC_26_a_return_marks_an_ace_with_its_own_low_card_before_partners():
    # Review of fresh drills, return-packet 1-r21d1: ♠4, partner's own card, went back on top
    # as the ♠A mark into partner's ♠ void; this hand's own ♥2 marks the ♥A instead.
    hand = CardSet.parse("♠A864 ♣QJ10 ♦954 ♥AJ109542")
    out = return_options(hand, parse_cards("♠8 ♠4 ♥10 ♠6"))
    assert out[0].packet[0] == Card.parse("♥2")
    assert any(o.packet[0] == Card.parse("♠4") and not o.preferred for o in out)


def test_IC_26_any_own_low_spot_of_the_aces_suit_marks_it_allowed():
    # Review of fresh drills, return-packet 1-r30t22: ♥3 on top marks the ♥A as well as the
    # keyed ♥2 (the Handbook asks for "a low card on top"), and got nothing.
    hand = CardSet.parse("♠A10963 ♣97 ♦10963 ♥A108732")
    out = return_options(hand, parse_cards("♥7 ♠6 ♥8 ♠A"))
    assert out[0].preferred and out[0].packet[0] == Card.parse("♥2")
    other = [o for o in out if o.packet[0] == Card.parse("♥3")]
    assert other and not other[0].preferred and other[0].reading.ace_mark.suit is Suit.HEARTS
    assert "♥2" in other[0].text


def test_IC_24_a_spot_among_the_fillers_makes_them_no_poor_high_cards():
    # Review of fresh drills, hand-over 5-r22c3: ♣10 ♣9 were "poor high cards" because one is
    # a 10, and that switched off the uncovered ♦K as the alternative filler.
    hand = CardSet.parse("♠A7643 ♣1096 ♦KJ109872 ♥7")
    packet = parse_cards("♦10 ♦7 ♠4 ♠3")
    opts = distribution_options(hand, 0, ContractKind.MISERE, None, packet)
    assert "poor high" not in opts[0].text
    assert any(Card.parse("♦K") in {c for _, c in o.gifts} and not o.preferred for o in opts)


def test_IC_24_grand_accepts_an_equally_short_equally_strong_suit():
    # Review of fresh drills, hand-over 5-r8u3: ♣Q1063 and ♥Q963 tie; only ♣ was accepted,
    # and the reason called ♣ the shortest suit beside the ♠3 kept for partner's ♠A.
    hand = CardSet.parse("♠3 ♣Q1063 ♦AQJ8532 ♥Q963")
    opts = distribution_options(hand, 0, ContractKind.GRAND, None, parse_cards("♠3 ♦A ♦2 ♦Q"))
    assert opts[0].preferred and opts[0].card_for(partner(0)) == Card.parse("♣Q")
    assert "♠ stays" in opts[0].text
    hearts = [o for o in opts if o.card_for(partner(0)) == Card.parse("♥Q")]
    assert hearts and not any(o.preferred for o in hearts)


def test_IC_24_grand_fill_names_the_suits_it_passes_over():
    # Review of fresh drills, hand-over 5-r30t22: ♣4 came from East's longest suit, passing
    # over ♠542 (kept for the ♠A the ♠2 marked) and the ♥ partner sent, and the reason said
    # "the weakest of the next short suits".
    hand = CardSet.parse("♠542 ♣1098654 ♦J3 ♥AJ1072")
    opts = distribution_options(hand, 1, ContractKind.GRAND, None, parse_cards("♠2 ♥A ♥10 ♥J"))
    best = opts[0]
    assert best.preferred and best.card_for(partner(1)) == Card.parse("♦J")
    assert Card.parse("♣4") in {c for _, c in best.gifts}
    assert "next short suits" not in best.text
    assert "♠, kept to reach partner's ace" in best.text and "♥, the suit partner sent" in best.text


def test_IC_24_grand_keeps_the_only_entry_to_the_long_suit_partner_emptied():
    # Review round 51, hand-over 5-r51v14: North sent ♥A ♥K ♥10 into South's hearts and kept
    # the ♠A; South's ♦A, its only way in to ♥AKQJ1097, went to North as "the best card of
    # the shortest suit". The Handbook: a main player always keeps a connection card. The
    # next short suit gives instead; the letter stays allowed.
    hand = CardSet.parse("♠93 ♣Q10732 ♦A8 ♥AKQJ1097")
    opts = distribution_options(hand, 2, ContractKind.GRAND, None, parse_cards("♠3 ♥A ♥10 ♥K"))
    best = opts[0]
    assert best.preferred and best.card_for(partner(2)) == Card.parse("♣Q")
    assert Card.parse("♦A") not in {c for _, c in best.gifts}
    assert "only way in to its long ♥" in best.text
    letter = [o for o in opts if o.card_for(partner(2)) == Card.parse("♦A")]
    assert letter and not any(o.preferred for o in letter)


def trumps_gifts(hand: str, seat: int, trump: Suit, packet: str, bid: bool = True):
    """The kitty bidder's partner's gifts in a trump contract whose suit partner bid."""
    partner_suits = {trump} if bid else set()
    return distribution_options(
        CardSet.parse(hand),
        seat,
        ContractKind.TRUMPS,
        trump,
        parse_cards(packet),
        partner_suits=partner_suits,
    )


def test_IC_24_no_void_layout_names_the_ace_suit_kept_and_allows_the_swap():
    # Review of fresh drills, hand-over 5-r31s21: ♥74 (partner's ♥4 marks the ♥A) is kept
    # and ♠QJ1098 shortened, explained as "the shortest one"; the same fillers the other way
    # round got nothing.
    hand = "♠QJ1098 ♣853 ♦Q98654 ♥74"
    opts = trumps_gifts(hand, 0, Suit.CLUBS, "♥4 ♦8 ♦4 ♦6")
    assert opts[0].preferred and opts[0].card_for(partner(0)) == Card.parse("♠Q")
    assert "♥ kept to reach partner's ace" in opts[0].text
    swapped = [o for o in opts[1:] if set(o.gifts) != set(opts[0].gifts)]
    assert any(
        o.card_for(partner(0)) == Card.parse("♠Q")
        and {c for _, c in o.gifts} == {c for _, c in opts[0].gifts}
        and not o.preferred
        for o in swapped
    )


def test_IC_24_the_lone_trump_goes_to_the_partner_who_bid_it_first():
    # Review of fresh drills, hand-over 5-r31s22: East bid ♣ first, asked for 6♣ with 6♠ and
    # West declined for its singleton ♣J, which the Handbook says "can be handed over to the
    # partner anyway" (all trumps in the first bidder's hand); the key kept it beside a ♠
    # void. Now the ♣J goes, both spades to the opponents; the ♠ void stays allowed.
    hand = "♠103 ♣J ♦AKQJ965432 ♥1095"
    opts = trumps_gifts(hand, 3, Suit.CLUBS, "♥5 ♦9 ♦2 ♦4")
    assert opts[0].preferred and opts[0].card_for(partner(3)) == Card.parse("♣J")
    assert {c for _, c in opts[0].gifts} == set(parse_cards("♣J ♠10 ♠3"))
    assert any(o.card_for(partner(3)) == Card.parse("♠10") and not o.preferred for o in opts)
    # Partner not the bidder of the trumps: no such rule.
    other = trumps_gifts(hand, 3, Suit.CLUBS, "♥5 ♦9 ♦2 ♦4", bid=False)
    assert other[0].card_for(partner(3)) != Card.parse("♣J")


def test_IC_26_a_misere_return_keeps_the_2_of_a_long_suit_and_gives_its_own_card():
    # Review of fresh drills, return-packet 3-r9t1: after voiding ♦ the fourth card was
    # partner's own ♣2, leaving ♣AKJ10742 without its 2 (the Handbook: no main player keeps
    # a long suit without its 2); the hand's own ♠3 goes instead.
    hand = CardSet.parse("♠AQ108543 ♣AKJ10742 ♦1084")
    opts = return_options(hand, parse_cards("♣J ♣4 ♠4 ♣2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♠3 ♦10 ♦8 ♦4"))
    assert "not the ♣2" in opts[0].text


def test_IC_26_no_card_into_partners_voids_while_its_own_kept_suit_has_one():
    # Review of fresh drills, return-packet 3-r10s4: after 6♠ then 6♣ (a natural void, most
    # likely ♥, the wish's second suit) and a packet that empties ♠, the fourth card was the
    # ♥K, into the likely void, while partner's own ♦K, of the suit it keeps, was held back.
    hand = CardSet.parse("♠AQ97 ♣10 ♦AKQ5 ♥KQJ109876")
    opts = return_options(hand, parse_cards("♦K ♦A ♠9 ♠A"), natural_void=True)
    assert set(opts[0].packet) == set(parse_cards("♦K ♦Q ♦5 ♣10")), opts[0].packet


def test_IC_26_a_misere_return_says_when_its_low_top_card_may_read_as_an_ace_mark():
    # Review of fresh drills, return-packet 3-r11q3: the ♥3 must lie on top, where a reader
    # takes a low card over other suits for an ace mark North does not hold; the reason now
    # says so instead of leaving partner's misreading unmentioned.
    hand = CardSet.parse("♠AK109742 ♣Q8 ♦6 ♥KJ98432")
    opts = return_options(hand, parse_cards("♠7 ♥4 ♠4 ♥2"), misere=True)
    assert opts[0].packet[0] == Card.parse("♥3")
    assert "may take a low card for an ace mark" in opts[0].text


def test_IC_24_with_no_side_suit_to_void_no_trump_is_given_away():
    # Review of fresh drills, hand-over 5-r12p2: ♠AQ9653 ♦4 ♥KQJ1096542 under 4♦ with
    # partner's four ♥ received: "no suit short enough to void" gave the only trump ♦4 to an
    # opponent (who had bid ♦). The shortest side suit is shortened instead: its highest card
    # to partner, its low spots to the opponents.
    hand = CardSet.parse("♠AQ9653 ♦4 ♥KQJ1096542")
    g = distribution_options(hand, 0, ContractKind.TRUMPS, D, parse_cards("♥J ♥10 ♥2 ♥5"))[0]
    assert g.card_for(partner(0)) == Card.parse("♠A")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♠3 ♠5"))


def test_IC_26_no_misere_return_sends_back_the_2_of_a_long_suit():
    # Review of fresh drills, return-packet 3-r12p0: beside the misère return, an "ace mark"
    # ♦2 ♣10 ♥Q ♥J was allowed: partner's own ♦2 back into partner's void, leaving
    # ♦AKJ10 7 4 without its 2.
    hand = CardSet.parse("♠KQ9753 ♣108 ♦AKJ10742 ♥QJ")
    opts = return_options(hand, parse_cards("♦10 ♦7 ♦4 ♦2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♥Q ♥J ♣10 ♣8"))
    assert all(Card.parse("♦2") not in o.packet for o in opts)


def test_IC_15_IC_24_a_five_level_bid_shows_no_ace_to_keep_a_suit_for():
    # Review of fresh drills, hand-over 5-r12p0: South's 5♠ (asking for 5♣ over a pre-empt)
    # and 5♣ were read as aces shown in rounds three and four, so North kept ♠64 and voided
    # ♦K102 instead. From level 5 a bid names a contract and shows no honour (IC-15).
    from engine.conventions.auction import aces_shown
    from engine.conventions.calls import parse_auction

    calls = parse_auction("2♣ pass 3M pass pass 5M pass pass 5♠ pass pass pass 5♣", 2)
    assert aces_shown(Form.KITTY, 2, calls, 2) == frozenset()


def test_IC_15_a_grand_at_level_seven_over_a_misere_shows_no_aces():
    # Review of fresh drills, lead 1-r43d25: West's 7 grand over South's 6 misère was read
    # as C-3.3's three aces (every suit "showed its ace"), so the lead's reasons said the
    # main players were strong in suits nobody had bid. From level 5 a grand names the
    # contract (IC-15); a first-round 1 grand still shows its aces.
    from engine.conventions.auction import aces_shown
    from engine.conventions.calls import parse_auction

    calls = parse_auction("6M 7G pass pass pass pass pass pass pass pass", 2)
    assert aces_shown(Form.KITTY, 2, calls, 3) == frozenset()


def _trump_gifts(hand: str, trump: Suit, packet: str) -> tuple[Card, set[Card]]:
    """The preferred R-4.3 distribution of seat 0 in a trump contract: partner's card and
    the two opponents' cards."""
    opts = distribution_options(
        CardSet.parse(hand), 0, ContractKind.TRUMPS, trump, parse_cards(packet)
    )
    g = opts[0]
    return g.card_for(partner(0)), {g.card_for(left(0)), g.card_for(right(0))}


def test_R_4_3_handbook_6S_partner_voids_diamonds():
    # Player A: ♥A6 ♦765 ♣94 ♠AK1084 + ♣3 ♠Q ♠6 ♠7 from C (seat 2 = partner of 0).
    home, away = _trump_gifts("♥A6 ♦765 ♣943 ♠AKQ108764", S, "♣3 ♠Q ♠6 ♠7")
    assert (home, away) == (Card.parse("♦7"), set(parse_cards("♦6 ♦5")))


def test_R_4_3_handbook_tail_ruff_gifts_diamond_8_to_partner_and_spade_2_to_an_opponent():
    # Player A after ♥9 ♥5 ♠4 ♠5: voids ♦ (♦8 to C) and gives ♠2 to B (the left-hand
    # opponent). The preferred gift sends the lone ♦ to the left instead (Handbook rule);
    # the Handbook's own layout is the accepted alternative.
    hand = CardSet.parse("♥AQJ9865 ♦85 ♠AK95432")
    opts = distribution_options(hand, 0, ContractKind.TRUMPS, H, parse_cards("♥9 ♥5 ♠4 ♠5"))
    assert opts[0].card_for(partner(0)) == Card.parse("♦8")
    handbook = [g for g in opts if g.card_for(left(0)) == Card.parse("♠2")]
    assert handbook and handbook[0].card_for(right(0)) == Card.parse("♦5")


def test_R_4_3_handbook_misere_partner_gives_diamond_9_home_and_high_cards_away():
    # Player B after ♥5 ♠3 ♥3 ♠2: gives ♦9 to D and ♦K, ♣J to the opponents.
    hand = CardSet.parse("♥KQ85432 ♦K9 ♣J8 ♠J9532")
    g = distribution_options(hand, 1, ContractKind.MISERE, None, parse_cards("♥5 ♠3 ♥3 ♠2"))[0]
    assert g.card_for(partner(1)) == Card.parse("♦9")
    assert {g.card_for(left(1)), g.card_for(right(1))} == set(parse_cards("♦K ♣J"))


def test_R_4_3_IC_24_grand_best_card_of_the_shortest_suit_to_partner_even_an_ace():
    """The Handbook's grand hand-over: the best card of the shortest suit to partner, the
    weakest of that suit to the opponents. An ace of this hand's own is no reason to pick
    another suit: it goes to partner. (Unless it is the only way in to the long suit partner
    has just emptied into this hand, since round 51: here the ♦A is another, the hand was
    ♦K84 before; with it the ♥A stays, the next test.)"""
    hand = CardSet.parse("♠AKQJ987 ♥A5 ♦A84 ♣Q632")
    opts = distribution_options(hand, 0, ContractKind.GRAND, None, parse_cards("♠K ♠Q ♠J ♣2"))
    g = opts[0]
    assert g.card_for(partner(0)) == Card.parse("♥A")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♥5 ♦4"))
    assert "IC-24" in g.ids
    lone = CardSet.parse("♠AKQJ987 ♥A5 ♦K84 ♣Q632")
    opts = distribution_options(lone, 0, ContractKind.GRAND, None, parse_cards("♠K ♠Q ♠J ♣2"))
    assert opts[0].card_for(partner(0)) != Card.parse("♥A")
    assert any(o.card_for(partner(0)) == Card.parse("♥A") and not o.preferred for o in opts)


def test_R_4_3_IC_24_grand_fills_with_spots_before_an_honour():
    """South (seat 2) voids its singleton ♣Q to partner; the two fillers are the weakest
    cards of the next short suits, not the ♥K that a 1 grand opener's ♥A would love to
    capture (review of fresh drills, hand-over 5-r5z2). ♥6 is the ♥K's only guard, so ♠7
    and ♠8 fill first (review 5-r43d23); ♥6 and ♠7, IC-24's letter, stay allowed."""
    hand = CardSet.parse("♠KQ87 ♣Q ♦AKJ987654 ♥K6")
    received = parse_cards("♦A ♦6 ♦4 ♦5")
    out = distribution_options(hand, 2, ContractKind.GRAND, None, received)
    g = out[0]
    assert g.card_for(partner(2)) == Card.parse("♣Q")
    assert {g.card_for(left(2)), g.card_for(right(2))} == set(parse_cards("♠8 ♠7"))
    assert any(
        {o.card_for(left(2)), o.card_for(right(2))} == set(parse_cards("♥6 ♠7")) for o in out
    )


def test_R_4_3_IC_24_the_suit_of_an_ace_partner_took_from_the_exposed_kitty_is_kept():
    """South took the kitty ♠A ♦J ♠4 ♦Q at 5♣ and sent four clubs: everyone saw the ♠A go
    to South, so North keeps a spade to reach it and voids ♦1097 instead of ♠QJ (review of
    fresh drills, hand-over 5-r6w0; the Handbook: do not void the suit of partner's ace)."""
    hand = CardSet.parse("♠QJ ♣AKQ107632 ♦1097 ♥Q108")
    received = parse_cards("♣10 ♣6 ♣2 ♣3")
    kitty = parse_cards("♠A ♦J ♠4 ♦Q")
    g = distribution_options(hand, 0, ContractKind.TRUMPS, C, received, kitty=kitty)[0]
    assert g.card_for(partner(0)) == Card.parse("♦10")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♦9 ♦7"))
    # Without the kitty's ace in sight the short ♠QJ would go.
    g = distribution_options(hand, 0, ContractKind.TRUMPS, C, received)[0]
    assert g.card_for(partner(0)).suit is S


def test_R_4_3_IC_24_grand_keeps_the_suit_of_partners_ace_mark():
    """Only partner's ace suit is protected: ♥3 on top of the packet marks partner's ♥A, so
    the hand keeps a heart to reach it and voids its next shortest suit."""
    hand = CardSet.parse("♠AKQJ987 ♥63 ♦K84 ♣Q632")
    received = parse_cards("♥3 ♠K ♠Q ♠J")
    g = distribution_options(hand, 0, ContractKind.GRAND, None, received)[0]
    assert g.card_for(partner(0)).suit is not H
    assert all(g.card_for(x).suit is not H for x in (left(0), right(0)))


CLUBS = parse_cards("♣8 ♣5")


def test_R_4_3_IC_24_trumps_fill_with_spots_never_an_honour():
    """Golden hand-over/5/g5x1: ♠Q is voided and two cards must fill. IC-24 fills with the
    lowest spots of the longest side suit; ♥KQ3 holds one spot, so the next is a club spot,
    not the ♥Q (an honour, a likely trick for the side)."""
    hand = CardSet.parse("♠Q ♣85 ♦AKJ9876542 ♥KQ3")
    opts = distribution_options(hand, 0, ContractKind.TRUMPS, D, parse_cards("♦6 ♦7 ♦8 ♦J"))
    g = next(o for o in opts if {o.card_for(left(0)), o.card_for(right(0))} != {*CLUBS})
    assert g.card_for(partner(0)) == Card.parse("♠Q")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♥3 ♣5"))
    for o in opts:
        assert all(c.rank.is_spot for s, c in o.gifts if s != partner(0)), o.text
    # Giving both clubs voids a second side suit: preferred since review round 57 (hand-over
    # 5-r57o13: two voids beside the trumps take a trick more), the single void allowed.
    both = [o for o in opts if {o.card_for(left(0)), o.card_for(right(0))} == {*CLUBS}]
    assert both and both[0].preferred and opts[0] is both[0] and not g.preferred


def test_R_4_3_IC_24_partners_one_suit_packet_is_its_trumps_and_fills_nothing():
    """Drill hand-over/5-r35x2: the kitty was taken at 4♥, but partner sent its four ♦ to
    this nine-diamond hand, the Handbook's "all trump cards" handed over: the ♦3 is no
    filler; the ♠2 is."""
    hand = CardSet.parse("♠Q32 ♣Q3 ♦AKQJ97643 ♥KJ")
    opts = distribution_options(hand, 0, ContractKind.TRUMPS, H, parse_cards("♦J ♦9 ♦6 ♦7"))
    g = opts[0]
    assert g.card_for(partner(0)) == Card.parse("♣Q")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♣3 ♠2"))
    assert all(c.suit is not D for o in opts for _, c in o.gifts)


def test_R_4_3_IC_24_keeps_a_suit_where_partner_showed_an_ace_in_the_bidding():
    """Golden hand-over/5/g5x5: partner bid 4♠ in round five, an ace (C-4.3), so ♠ is kept
    to reach it (Handbook "Trumps": do not void the suit of partner's ace) and ♥ is voided."""
    hand = CardSet.parse("♠K105 ♣A ♦AQJ1098765 ♥K96")
    received = parse_cards("♦A ♦7 ♦5 ♦6")
    opts = distribution_options(hand, 0, ContractKind.TRUMPS, D, received, shown_aces={S})
    g = opts[0]
    assert g.card_for(partner(0)) == Card.parse("♥K")
    assert all(g.card_for(x).suit is H for x in (left(0), right(0)))
    assert all(o.card_for(partner(0)).suit is not S for o in opts)


def test_R_4_3_IC_24_misere_gives_a_short_ace_away():
    """Golden hand-over/5/g5x2: 'holds no ace' is a trumps rule; in misère the ♣A ♣K are
    liabilities and go to the opponents with ♣9 to partner."""
    hand = CardSet.parse("♠AKJ852 ♣AK9 ♦976 ♥10954")
    g = distribution_options(hand, 0, ContractKind.MISERE, None, parse_cards("♥10 ♥4 ♠5 ♠2"))[0]
    assert g.card_for(partner(0)) == Card.parse("♣9")
    assert {g.card_for(left(0)), g.card_for(right(0))} == set(parse_cards("♣A ♣K"))


def test_R_4_3_IC_24_misere_an_equally_short_suit_without_the_ace_voids_too_allowed():
    """Review of fresh drills, hand-over 5-r43d22: after partner's 6 misère, ♠A6 and ♥94 are
    equally short. Voiding ♠ (the ace away) stays preferred; the Handbook's lowest card of a
    shortest suit, ♥4 to partner with ♥9 and the ♠A to the opponents, got nothing."""
    hand = CardSet.parse("♠A6 ♣975 ♦KQJ986532 ♥94")
    out = distribution_options(hand, 3, ContractKind.MISERE, None, parse_cards("♦J ♦8 ♦9 ♦2"))
    assert out[0].preferred and out[0].card_for(partner(3)) == Card.parse("♠6")
    hearts = [g for g in out if g.card_for(partner(3)) == Card.parse("♥4")]
    assert hearts and not any(g.preferred for g in hearts)
    assert {hearts[0].card_for(left(3)), hearts[0].card_for(right(3))} == set(parse_cards("♥9 ♠A"))


def test_IC_24_grand_fill_keeps_a_kings_only_guard():
    """Review of fresh drills, hand-over 5-r43d23: after partner's 6 grand, ♣3 goes to partner
    and ♥7 filled, leaving ♥K alone to fall under the ace; ♦3 and ♦4 fill as well and keep
    both kings guarded. They are preferred; the ♥7 fill stays allowed, saying what it costs."""
    hand = CardSet.parse("♠KQJ109864 ♣3 ♦KQ943 ♥K7")
    out = distribution_options(hand, 0, ContractKind.GRAND, None, parse_cards("♠K ♠Q ♠4 ♠10"))
    best = out[0]
    assert best.preferred and best.card_for(partner(0)) == Card.parse("♣3")
    assert {best.card_for(left(0)), best.card_for(right(0))} == set(parse_cards("♦3 ♦4"))
    assert "guards the king" in str(best.text)
    bare = [g for g in out if Card.parse("♥7") in {g.card_for(left(0)), g.card_for(right(0))}]
    assert bare and not any(g.preferred for g in bare) and "only guard" in str(bare[0].text)


def test_R_4_3_IC_24_misere_partners_poor_high_cards_may_be_forwarded():
    """Reviews of fresh drills, hand-over 5-r43d21, 5-r44c24: after partner's 5 misère packet
    ♣K ♥K ♥Q ♥4, East voids ♦Q96 (preferred); passing partner's own kings on to the
    opponents, which the Handbook allows, got nothing. Allowed now, beside the same card to
    partner. Since review round 75 (hand-over 5-r75x10, IC-24's "never the card that
    completes the void"), only where a filler is needed: the three-card ♦Q96 void has none to
    give way, and partner's kings forwarded would leave the ♦Q bare; beside ♦Q9 they may."""
    got = parse_cards("♣K ♥K ♥Q ♥4")
    hand = CardSet.parse("♠109874 ♣K642 ♦Q96 ♥KQ74")
    out = distribution_options(hand, 1, ContractKind.MISERE, None, got)
    assert out[0].preferred and out[0].card_for(partner(1)) == Card.parse("♦6")
    assert not [g for g in out if "forwarded" in str(g.text)]
    hand = CardSet.parse("♠1098743 ♣K642 ♦Q9 ♥KQ74")
    out = distribution_options(hand, 1, ContractKind.MISERE, None, got)
    assert out[0].preferred and out[0].card_for(partner(1)) == Card.parse("♦9")
    # (Its ♥K filler came in the packet, and since review round 80 it says so.)
    assert "♥K forwarded from partner's packet" in str(out[0].text)
    fwd = [g for g in out if "passed on to the opponents" in str(g.text)]
    assert fwd and not any(g.preferred for g in fwd)
    assert all(g.card_for(partner(1)) == Card.parse("♦9") for g in fwd)
    opps = {fwd[0].card_for(left(1)), fwd[0].card_for(right(1))}
    assert Card.parse("♦Q") in opps and opps - {Card.parse("♦Q")} <= set(parse_cards("♣K ♥K ♥Q"))
    assert "♣K passed on" in str(fwd[0].text)


def test_IC_24_grand_an_equally_short_stronger_suit_voids_too_allowed():
    """Review of fresh drills, hand-over 5-r46a23: after partner's 4 grand, ♥1043 is voided
    (the weaker of the shortest), and ♣Q74, just as short, got nothing, though its ♣Q would
    join partner's clubs. Allowed now."""
    hand = CardSet.parse("♠10872 ♣Q74 ♦AQJ862 ♥1043")
    out = distribution_options(hand, 2, ContractKind.GRAND, None, parse_cards("♠2 ♦A ♦8 ♦J"))
    assert out[0].preferred and out[0].card_for(partner(2)) == Card.parse("♥10")
    clubs = [g for g in out if g.card_for(partner(2)) == Card.parse("♣Q")]
    assert clubs and not any(g.preferred for g in clubs)


def test_IC_24_an_honour_that_fills_is_the_one_most_outside_cards_beat():
    """Review of fresh drills, hand-over 5-r47z11: ♠AKQ10 ♣Q109 ♦5 ♥AKQ87653 after partner's
    4♥ packet voided ♦ and, past the only side spot ♣9, filled with ♠10, a likely trick under
    ♠AKQ, while ♣10 (under the ♣A and ♣K) could never win one: ♣10 fills."""
    hand = CardSet.parse("♠AKQ10 ♣Q109 ♦5 ♥AKQ87653")
    out = distribution_options(hand, 2, ContractKind.TRUMPS, H, parse_cards("♣Q ♥7 ♥3 ♥6"))
    best = out[0]
    assert best.card_for(partner(2)) == Card.parse("♦5")
    assert {best.card_for(left(2)), best.card_for(right(2))} == set(parse_cards("♣9 ♣10"))


def test_R_4_3_IC_24_trumps_voids_a_short_ace_suit_only_when_no_other_short_suit():
    """Golden hand-over/5/g5x4: ♠ and ♦ have four cards, so ♣AQ is the only short side suit
    and is voided (the ace to partner) although it holds an ace."""
    hand = CardSet.parse("♠KJ97 ♣AQ ♦J1065 ♥AKQ987")
    g = distribution_options(hand, 0, ContractKind.TRUMPS, H, parse_cards("♠K ♥K ♥7 ♥9"))[0]
    assert g.card_for(partner(0)) == Card.parse("♣A")
    hand2 = CardSet.parse("♠KJ9 ♣AQ ♦J10654 ♥AKQ987")
    g2 = distribution_options(hand2, 0, ContractKind.TRUMPS, H, parse_cards("♠K ♥K ♥7 ♥9"))[0]
    assert g2.card_for(partner(0)).suit is S


def test_no_kitty_misere_packet_names_a_safe_suit():
    hand = CardSet.parse("♠3 ♣A87542 ♦10432 ♥54")
    plan = PacketPlan(ContractKind.MISERE, trump=C)
    choice = choose_packet(hand, Form.NOKITTY, plan)
    assert choice.reading.misere is True
    assert C not in {c.suit for c in choice.packet}


# --- properties: everything a bot chooses is legal and reads as intended ---------------------


def _plans(hand: CardSet, rng: random.Random) -> list[PacketPlan]:
    suits = list(Suit)
    t = rng.choice(suits)
    return [
        PacketPlan(ContractKind.TRUMPS, trump=t, partner_bid_trumps_first=True),
        PacketPlan(ContractKind.TRUMPS, trump=t, partner_bid_trumps_first=False),
        PacketPlan(ContractKind.GRAND, partner_suits=frozenset({rng.choice(suits)})),
        PacketPlan(ContractKind.MISERE, trump=rng.choice(suits)),
    ]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_packet_options_are_sound_for_random_hands(seed):
    rng = random.Random(seed)
    deck = list(CardSet((1 << 52) - 1))
    for form, size in ((Form.KITTY, 16), (Form.NOKITTY, 13)):
        hand = CardSet(rng.sample(deck, size))
        for plan in _plans(hand, rng):
            opts = packet_options(hand, form, plan)
            assert opts and opts[0].preferred and sum(o.preferred for o in opts) == 1
            for o in opts:
                assert all(c in hand for c in o.packet) and len(set(o.packet)) == 4
                r = read_packet(o.packet, form)
                assert o.wish.matches(r)
                for s in r.voids:  # a void is never a lie
                    assert hand.length(s) == sum(1 for c in o.packet if c.suit is s)
                for s in r.continuing:  # nor is a kept suit
                    assert hand.length(s) > sum(1 for c in o.packet if c.suit is s)
                mark = r.ace_mark  # and an ace mark shows an ace the hand keeps
                if mark.suit is not None:
                    assert Card(mark.suit, Rank.ACE) in hand
                    assert Card(mark.suit, Rank.ACE) not in o.packet
                    if mark.king:
                        assert Card(mark.suit, Rank.KING) in hand
                assert o.text and o.ids


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([Form.KITTY, Form.NOKITTY]))
def test_bot_exchanges_are_legal_in_the_engine(seed, form):
    """Drive real deals to the packet phase and play the chosen packet, return and gifts."""
    rng = random.Random(seed)
    deal = Deal.from_seed(form, seed % 4, "exchange", seed)
    while deal.phase is Phase.AUCTION:
        acts = deal.legal_actions()
        bids = [x for x in acts if x.notation() != "pass"]
        deal.apply(bids[0] if bids and rng.random() < 0.3 else acts[0])
    if deal.phase is not Phase.PACKET:
        return
    kb = deal.to_act
    assert kb is not None
    hand = deal.hand(kb)
    plan = _plans(hand, rng)[rng.randrange(4)]
    choice = choose_packet(hand, form, plan)
    deal.apply(Packet(choice.packet))
    mate = partner(kb)
    if form is Form.KITTY:
        assert deal.phase is Phase.DISTRIBUTE
        g = distribution_options(deal.hand(mate), mate, plan.kind, plan.trump, choice.packet)
        assert g[0].preferred
        deal.apply(Give(g[0].gifts))
        assert deal.phase is Phase.EXTENDED
    else:
        assert deal.phase is Phase.RETURN_PACKET
        back = return_options(deal.hand(mate), choice.packet)
        assert back[0].preferred
        deal.apply(Packet(back[0].packet))
        assert deal.phase is Phase.EXTENDED


def test_bolshevik_has_no_packet():
    with pytest.raises(ValueError):
        packet_options(CardSet.parse("♠AKQJ"), Form.BOLSHEVIK, PacketPlan(ContractKind.MISERE))


def test_C_1_6_C_2_4_return_does_not_mark_an_ace_partner_just_sent():
    # Golden return-packet/3/g3x2: partner sent ♥9 ♥J ♦J ♦A; the ♦A is partner's own card,
    # so a ♦ spot on top would tell partner nothing. All of ♠ plus the best ♣ go back.
    hand = CardSet.parse("♠92 ♣108763 ♦AJ1075 ♥KJ1095")
    opts = return_options(hand, parse_cards("♥9 ♥J ♦J ♦A"))
    assert all(o.reading.ace_mark != AceMark(D) for o in opts)
    assert set(opts[0].packet) == set(parse_cards("♠9 ♠2 ♣10 ♣8"))


def test_C_2_4_return_text_when_the_first_choice_is_missing():
    # Golden return-packet/2/g2x0: no ♦ at all; the text must not say "all 0 ♦".
    hand = CardSet.parse("♠KQ752 ♣93 ♥AKQJ1096432")
    opts = return_options(hand, parse_cards("♥9 ♥6 ♥2 ♥4"))
    texts = " ".join(o.text for o in opts)
    assert "all 0" not in texts and "only 0" not in texts
    assert "no ♦" in texts


def test_C_2_3_C_2_4_return_keeps_out_the_suit_partner_does_not_want_back():
    # Golden return-packet/1/g1x5: partner's ♥A ♥9 ♥2 ♥8 asks first ♦, second ♣, not ♠
    # (C-2.3). A ♣ mark on top would shut ♣ out and fill with the unwanted ♠J, so the
    # return that keeps to the wish (both ♦ and the best clubs, never the ♣A) is preferred
    # and the marked one only accepted; no accepted return carries a ♠.
    hand = CardSet.parse("♠J7 ♣AK105432 ♦103 ♥AK9852")
    opts = return_options(hand, parse_cards("♥A ♥9 ♥2 ♥8"))
    assert set(opts[0].packet) == set(parse_cards("♣K ♣10 ♦10 ♦3"))
    assert all(c.suit is not S for o in opts for c in o.packet), [o.packet for o in opts]


def test_C_2_5_IC_26_misere_return_fills_from_the_safe_suit_not_the_unwanted_one():
    # Golden return-packet/3/g3x1: partner's ♠3 ♠Q ♠J ♠2 shows misère, ♣ first (the safe
    # suit) and ♦ not wanted back. The Handbook's misère return voids the shortest suit
    # partner neither sent nor named (♥K2) and gives the two highest of a poor suit (♣AKQ9),
    # splitting the high clubs; the old return filled with ♦8 ♦5, the unwanted suit.
    received = parse_cards("♠3 ♠Q ♠J ♠2")
    reading = read_packet(received, Form.NOKITTY)
    assert reading.misere and reading.first_choice is C and reading.unwanted is D
    opts = return_options(CardSet.parse("♠QJ1096532 ♣AKQ9 ♦853 ♥K2"), received)
    assert set(opts[0].packet) == set(parse_cards("♣A ♣K ♥K ♥2")) and "IC-26" in opts[0].ids
    assert all(c.suit is not D for o in opts for c in o.packet), [o.packet for o in opts]


def test_C_2_5_IC_26_a_misere_return_keeps_no_very_low_card_alone_from_a_poor_suit():
    # Review of fresh drills, return-packet 3-r45b22: after partner's 6 misère packet
    # ♣10 ♣5 ♣4 ♣2, ♦AQ is voided and ♥1075 (a poor suit) gave its two highest, keeping the
    # ♥5 alone; the Handbook wants a very low card in partner's hand, not as this hand's
    # singleton: ♥10 ♥5 go, ♥7 stays. The two highest were accepted until review round 60
    # (return-packet 3-r60k10) held the voiding returns to IC-26's rule as well: no return,
    # preferred or allowed, leaves a very low card alone.
    hand = CardSet.parse("♠K98732 ♣1076542 ♦AQ ♥1075")
    opts = return_options(hand, parse_cards("♣10 ♣5 ♣4 ♣2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♥10 ♥5 ♦A ♦Q")), opts[0].packet
    assert "keeps ♥7 alone" in str(opts[0].text)
    assert not any(set(o.packet) == set(parse_cards("♥10 ♥7 ♦A ♦Q")) for o in opts[1:])


def test_C_2_5_IC_26_misere_return_gives_the_highest_and_lowest_of_a_good_suit():
    # ♣K9432 is a good misère suit here: its highest and lowest go back (the two highest
    # are accepted, not preferred); the fourth card is another club, not the unwanted ♦.
    received = parse_cards("♠3 ♠Q ♠J ♠2")
    opts = return_options(CardSet.parse("♠QJ1096532 ♣K9432 ♦85 ♥K"), received)
    assert set(opts[0].packet) == set(parse_cards("♥K ♣K ♣2 ♣9")), opts[0].packet
    assert "the highest and the lowest ♣" in opts[0].text
    assert any(set(o.packet) >= set(parse_cards("♣K ♣9")) and not o.preferred for o in opts)


def test_C_2_5_IC_26_misere_return_short_of_cards_gives_the_lowest_of_partners_suits():
    # Golden return-packet/3/g3x5: partner's misère packet ♥9 ♥3 ♣9 ♣2, no ♦ here, so the
    # void is ♠ (three cards) and nothing but partner's own suits is left for the fourth
    # card. The misère return hands back a low one, instead of falling back to a trumps
    # return: ♥4, not ♥2 or ♣2, each the 2 of a long suit here (the Handbook: no main player
    # keeps a long suit without its 2; this was ♥2 until review round 9, return 3-r9t1).
    hand = CardSet(parse_cards("♠10 ♠3 ♠2 ♣A ♣K ♣J ♣10 ♣9 ♣7 ♣5 ♣2 ♥9 ♥8 ♥6 ♥4 ♥3 ♥2"))
    opts = return_options(hand, parse_cards("♥9 ♥3 ♣9 ♣2"))
    assert set(opts[0].packet) == set(parse_cards("♠10 ♠3 ♠2 ♥4")), opts[0].packet
    assert "IC-26" in opts[0].ids and opts[0].wish.misere
    assert "a low card of a suit partner sent" in str(opts[0].text)


def test_IC_26_a_misere_flag_with_no_suit_to_void_gets_a_trump_return_that_says_why():
    # Drill return-packet/3/bal14: partner's ♦8 ♦Q ♦7 ♦2 allows a misère with ♣ first and ♠
    # not wanted back, so the only suit to void is ♥, and ♥AQJ98 is five cards. With nothing
    # to void, the return keeps to partner's first choice (all the ♣: the safe suit of a
    # misère, the trumps of a trump contract), and the explanation says so; the drills count
    # it as a first-choice return (C-2.4), not a misère one (C-2.5).
    from engine.drills.returns import classify

    received = parse_cards("♦8 ♦Q ♦7 ♦2")
    reading = read_packet(received, Form.NOKITTY)
    assert reading.misere and reading.first_choice is C and reading.unwanted is S
    opts = return_options(CardSet.parse("♠K6 ♣K86 ♦Q876532 ♥AQJ98"), received)
    best = opts[0]
    assert set(parse_cards("♣K ♣8 ♣6")) <= set(best.packet), best.packet
    assert "IC-26" in best.ids and "C-2.5" not in best.ids
    assert "no suit can be voided" in best.text and "♥, the shortest suit" in best.text
    assert classify(best, received) == "first choice"
    # With a short suit to void (♥ down to four), the same packet gets the misère return.
    opts = return_options(CardSet.parse("♠K6 ♣K865 ♦Q876532 ♥AQJ9"), received)
    assert "C-2.5" in opts[0].ids and classify(opts[0], received) == "misère"


def test_C_2_5_IC_26_a_misere_return_does_not_void_a_long_suit_without_its_2():
    # Reviews of fresh drills, return-packet 3-r46a21, 3-r46a23 (and the doubt kept since
    # round 39): partner's 6 misère named a safe suit, and this hand voided ♥A653 (♥9764),
    # four cards with low ones and no 2, while the safe suit kept ♦AKQ9 (♣AJ97) here. The
    # Handbook: no main player voids such a suit. The safe suit goes back, saying why; the
    # void stays allowed. A suit of high cards only (♥AQJ9) is still voided (test above),
    # and a bare ace is still never left (test below).
    for hand, got, safe in (
        ("♠AQ96432 ♣93 ♦AKQ9 ♥A653", "♠4 ♠Q ♠3 ♠2", "♦A ♦Q ♦K ♦9"),
        ("♠K4 ♣AJ97 ♦KQ75432 ♥9764", "♦7 ♦K ♦5 ♦2", "♣A ♣9 ♣J ♣7"),
    ):
        opts = return_options(CardSet.parse(hand), parse_cards(got), misere=True)
        assert set(opts[0].packet) == set(parse_cards(safe)), opts[0].packet
        assert "is not voided" in str(opts[0].text)
        assert any({c.suit for c in o.packet} == {Suit.HEARTS} for o in opts[1:])


def test_C_2_5_IC_26_no_misere_return_leaves_a_very_low_card_alone():
    # Review of fresh drills, return-packet 3-r48y11: after partner's 6 misère packet
    # ♦7 ♦8 ♦4 ♦2, the allowed first-choice return ♥8 ♥4 ♣J ♣8 left the ♥2 alone, the card
    # the Handbook wants in the misère hand ("especially a 2 spot"); it is no answer now.
    hand = CardSet.parse("♠J9765 ♣J8 ♦QJ87542 ♥842")
    opts = return_options(hand, parse_cards("♦7 ♦8 ♦4 ♦2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♣J ♥8 ♥4 ♥2"))
    assert not any(set(o.packet) == set(parse_cards("♥8 ♥4 ♣J ♣8")) for o in opts)


def test_C_2_5_IC_26_a_safe_suit_misere_return_sends_the_ace_and_keeps_the_middling_card():
    # Review of fresh drills, return-packet 3-r49x14: partner's 6 misère packet ♣9 ♣4 ♣3 ♣2
    # names ♥ safe and ♦ next. This hand holds ♥J alone and ♦AQ65: voiding ♦ (four cards
    # with a low one, no 2) is what no main player does, and the safe-suit return was never
    # built, since its fill kept the ♦A (an entry in a trump contract, a trick to lose in a
    # misère) and then the ♦5 alone. Now ♥J goes back with ♦A ♦Q and the ♦5, keeping ♦6.
    hand = CardSet.parse("♠AQJ1092 ♣J97432 ♦AQ65 ♥J")
    opts = return_options(hand, parse_cards("♣9 ♣4 ♣3 ♣2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♥J ♦A ♦Q ♦5")), opts[0].packet
    assert "is not voided" in str(opts[0].text) and "keeps ♦6 alone" in str(opts[0].text)
    assert any(set(o.packet) == set(parse_cards("♦A ♦Q ♦6 ♦5")) for o in opts[1:])


def test_C_2_5_IC_26_a_misere_return_never_leaves_a_bare_ace():
    # Partner plays 6 misère and sent four spades; voiding ♦ (ace and all) is the answer.
    # The safe-suit return that kept the ♦A alone here was accepted as second best (drill
    # return-packet/3-rw3z0): in a misère a bare ace takes a trick when its suit comes.
    hand = CardSet.parse("♠KJ9532 ♣QJ98653 ♦AQ73")
    opts = return_options(hand, parse_cards("♠K ♠9 ♠3 ♠2"), misere=True)
    assert {c.suit for c in opts[0].packet} == {D}
    for choice in opts:
        left = [c for c in hand if c not in choice.packet]
        for ace in (c for c in left if c.is_ace):
            assert sum(1 for c in left if c.suit is ace.suit) > 1, choice.packet


def test_C_2_4_IC_1_a_one_suit_return_shows_whether_the_suit_is_kept():
    # Partner's return carries no trump wish, so its order shows kept and void suits as in a
    # kitty game (C-1.1). East sends the four highest of ♣108752 and keeps ♣2: rank order,
    # not the mixed ♣10 ♣8 ♣5 ♣7 that says "void" (drill return-packet/1-r31x1).
    hand = CardSet.parse("♠109764 ♣108752 ♦AJ10954 ♥3")
    best = return_options(hand, parse_cards("♦9 ♦A ♦4 ♦5"))[0]
    assert set(best.packet) == set(parse_cards("♣10 ♣8 ♣7 ♣5"))
    assert all(read_packet(o, Form.NOKITTY, returned=True).continuing == {C} for o in best.orders)
    # The declarer's own one-suit packet still spends its order on the trump wish (IC-1).
    assert read_packet(parse_cards("♣A ♣4 ♣7 ♣J"), Form.NOKITTY).continuing == frozenset()


def test_R_4_3_IC_24_equally_long_side_suits_fill_from_the_lower_spot():
    # ♠A108 and ♥853 are equally long: the filler is the lowest spot, ♥3, not the ♠8 that
    # suit order picked (drill hand-over/5-r35x3).
    home, away = _trump_gifts("♠A108 ♣AKJ109863 ♦103 ♥853", C, "♣K ♣10 ♣3 ♣8")
    assert (home, away) == (Card.parse("♦10"), set(parse_cards("♦3 ♥3")))


def test_C_2_4_with_no_first_choice_card_the_whole_second_choice_is_accepted():
    # Partner asks ♣ first, ♦ second; this hand has no ♣. The Handbook's second choice is the
    # suit to return when the first cannot be: ♦A962 whole is accepted beside the preferred
    # return that keeps the ♦A (drill return-packet/2-r32x0 gave it nothing).
    hand = CardSet.parse("♠AQ8763 ♦A962 ♥KQ108642")
    opts = return_options(hand, parse_cards("♠A ♥2 ♥6 ♥4"))
    assert Card.parse("♦A") not in opts[0].packet
    whole = [o for o in opts if set(o.packet) == set(parse_cards("♦A ♦9 ♦6 ♦2"))]
    assert whole and not whole[0].preferred


def test_C_2_4_C_5_2_after_a_natural_void_the_return_fills_from_the_kept_side_suit():
    # West bid 6♠ then 6♣ (a natural void) and sent ♠K ♥6 ♥4 ♥5: first choice ♦, and the
    # other missing suit, ♣, is the natural void, no side suit. The return fills from the
    # suit the packet shows West keeping, ♠ (drill return-packet/1-r41y2 sent three ♣).
    hand = CardSet.parse("♠K854 ♣109754 ♦6 ♥KQ86543")
    packet = parse_cards("♠K ♥6 ♥4 ♥5")
    best = return_options(hand, packet, natural_void=True)[0]
    assert set(best.packet) == set(parse_cards("♦6 ♠8 ♠5 ♠4"))
    assert {c.suit for c in return_options(hand, packet)[0].packet} == {C, D}  # without
    # 6♠ then 6♣ with ♦ kept: ♣7 under three of this hand's own diamonds, not three ♥ into
    # the natural void, nor partner's own ♦ sent back (drill return-packet/2-r42y3).
    hand = CardSet.parse("♠A98754 ♣7 ♦KQJ984 ♥J965")
    best = return_options(hand, parse_cards("♦9 ♦K ♦J ♠A"), natural_void=True)[0]
    assert set(best.packet) == set(parse_cards("♣7 ♦Q ♦8 ♦4"))


def test_IC_24_of_two_equally_short_and_weak_side_suits_either_may_be_voided():
    # Review of fresh drills, hand-over 5-r14m0: ♠65 and ♥72, no honour in either and
    # nothing in the bidding between them; only the ♠ void was accepted (by suit order).
    hand = CardSet.parse("♠65 ♣AQ6 ♦AQJ865432 ♥72")
    out = distribution_options(hand, 3, ContractKind.TRUMPS, D, parse_cards("♦6 ♦4 ♦2 ♦3"))
    assert out[0].preferred and out[0].card_for(partner(3)) == Card.parse("♠6")
    to_partner = {g.card_for(partner(3)) for g in out if not g.preferred}
    assert Card.parse("♥7") in to_partner
    # An honour makes the suits unequal: ♥K2 stays, only ♠ is voided.
    out = distribution_options(
        CardSet.parse("♠65 ♣AQ6 ♦AQJ86543 ♥K2"),
        3,
        ContractKind.TRUMPS,
        D,
        parse_cards("♦6 ♦4 ♦2 ♦3"),
    )
    assert all(g.card_for(partner(3)).suit is S for g in out)


def test_IC_26_after_a_plain_6c_opening_spades_are_the_void_and_the_second_choice_is_real():
    # Review of fresh drills, return-packet 2-r14m1: East opened 6♣ and sent ♣A ♣K ♣3 ♣4
    # (first choice ♥, second ♦, ♠ unwanted). The Handbook takes ♠ for a plain 6♣ opener's
    # natural void when no spade is sent, so ♦ is a real side suit: ♦10 fills, not ♣8.
    from engine.conventions.calls import parse_auction
    from engine.conventions.explain import spade_void_by_6c

    hand = CardSet.parse("♠KJ108 ♣AK8432 ♦10987 ♥432")
    packet = parse_cards("♣A ♣K ♣3 ♣4")
    auction = parse_auction("6♣ pass pass pass pass pass pass pass", 1)
    assert spade_void_by_6c(Form.NOKITTY, auction, 1, 1)
    out = return_options(hand, packet, natural_void=True, spade_void=True)
    assert set(out[0].packet) == set(parse_cards("♦10 ♥4 ♥2 ♥3"))
    # After 6♠ then 6♣ (spades kept) the second choice is still read as the void.
    auction = parse_auction("6♠ pass pass pass 6♣ pass pass pass pass", 1)
    assert not spade_void_by_6c(Form.NOKITTY, auction, 1, 1)


def test_IC_26_cards_into_partners_voids_go_highest_first():
    # Review of fresh drills, return-packet 2-r15k4: after a plain 6♣ and ♦9 ♦6 ♥A ♦8 the
    # opener is void in every side suit and this hand has no club; ♠7642, four sure losers,
    # went back beside ♦KQJ10. Cards that must go into partner's voids go highest first.
    hand = CardSet.parse("♠7642 ♦KQJ109862 ♥AQJ94")
    out = return_options(hand, parse_cards("♦9 ♦6 ♥A ♦8"), natural_void=True, spade_void=True)
    sent = set(out[0].packet)
    assert not {c for c in sent if c.suit is S}
    assert {Card.parse("♦K"), Card.parse("♦Q")} <= sent


def test_IC_26_the_natural_void_fills_after_the_void_the_packet_made():
    # Review of fresh drills, return-packet 1-r20e1: after a plain 6♣ and ♣9 ♣8 ♦Q ♦A (♦ void,
    # first choice ♥, second ♠) the fill went into ♠, the opener's natural void, before ♦:
    # IC-26 fills the likely natural void only after the other suits.
    hand = CardSet.parse("♠Q9873 ♣A9832 ♦AQJ96 ♥94")
    out = return_options(hand, parse_cards("♣9 ♣8 ♦Q ♦A"), natural_void=True, spade_void=True)
    assert out[0].preferred
    assert set(out[0].packet) == set(parse_cards("♣2 ♦J ♥4 ♥9"))
    assert not any(c.suit is S for o in out for c in o.packet)


def test_IC_4_IC_26_a_return_fills_from_a_suit_in_use_rather_than_a_fourth_one():
    # Review of fresh drills, return-packet 2-r22c3: ♣7 ♠5 ♥K ♦Q spans four suits and has no
    # reading (IC-4), so the return fell back to low cards and left out ♣7, the first choice.
    hand = CardSet.parse("♠5 ♣7 ♦AQJ853 ♥AKQ1097643")
    out = return_options(hand, parse_cards("♥9 ♥4 ♦A ♥6"))
    assert set(out[0].packet) == set(parse_cards("♥Q ♥K ♣7 ♠5"))
    assert "C-2.4" in out[0].ids


def test_IC_26_after_a_plain_6c_and_a_spade_packet_the_second_choice_is_a_real_side_suit():
    # Review of fresh drills, return-packet 1-r23b0: a plain 6♣ opener sent four spades, so
    # its void is no spade; the Handbook lets the passer be void in the suit it does not want
    # back (♣). ♣8 went back and the ♦K of the second choice got nothing.
    hand = CardSet.parse("♠A98752 ♣865 ♦KJ9742 ♥108")
    out = return_options(hand, parse_cards("♠9 ♠8 ♠5 ♠7"), natural_void=True, spade_void=True)
    assert set(out[0].packet) == set(parse_cards("♠2 ♦K ♥8 ♥10"))
    assert not any(c.suit is C for o in out for c in o.packet)


def test_IC_26_a_one_suit_packet_is_filled_back_last():
    # Review of fresh drills, return-packet 1-r16j0: after 6♠ then 6♣ and ♥9 ♥8 ♥3 ♥7 (first
    # choice ♦), ♥Q ♥5 filled back into the hearts partner had just handed over, most likely
    # emptying them (the Handbook's trump declarer voids its shortest or worst suit).
    hand = CardSet.parse("♠KQ10965 ♣Q65 ♦107 ♥Q98753")
    out = return_options(hand, parse_cards("♥9 ♥8 ♥3 ♥7"), natural_void=True)
    assert set(out[0].packet) == set(parse_cards("♠K ♠Q ♦7 ♦10"))


def test_IC_24_with_no_side_suit_to_void_a_lone_trump_goes_to_partner():
    # Review of fresh drills, hand-over 5-r18g2: West took the kitty at 3♥ and emptied its
    # spades; with no side suit short enough the ♠A went to West, into that empty suit. The
    # Handbook lets a singleton trump go to partner anyway: ♥3 first, the ♠A allowed.
    hand = CardSet.parse("♠A107532 ♣AJ10743 ♦J72 ♥3")
    out = distribution_options(hand, 1, ContractKind.TRUMPS, H, parse_cards("♦2 ♠10 ♠2 ♠7"))
    assert out[0].preferred and out[0].card_for(partner(1)) == Card.parse("♥3")
    assert any(g.card_for(partner(1)) == Card.parse("♠A") for g in out[1:])


def test_C_2_4_IC_26_a_first_choice_with_no_truthful_filler_order_goes_back_with_the_next():
    # Review of fresh drills, return-packet 2-r25y3: after a plain 6♣ and ♠Q ♠J ♥8 ♥A (first
    # choice ♦), ♦10 ♦2 with ♠3 ♠2 has no truthful order (two low spots on top mark A K),
    # and any low cards went back instead: ♥6 ♠3 ♠2 ♥7, no diamond, two hearts into the void.
    hand = CardSet.parse("♠QJ32 ♣K1087 ♦102 ♥AQ109876")
    opts = return_options(hand, parse_cards("♠Q ♠J ♥8 ♥A"), natural_void=True, spade_void=True)
    best = opts[0]
    assert best.preferred and set(parse_cards("♦10 ♦2")) <= set(best.packet)
    assert not any(c.suit is Suit.HEARTS for c in best.packet)
    assert "first choice (♦) goes back" in best.text


def test_C_2_5_IC_26_a_misere_return_sends_the_safe_suit_not_the_good_second_choice():
    # Review of fresh drills, return-packet 3-r26x0: North's 6 misère packet ♥10 ♣9 ♥8 ♣2
    # names ♦ (the safe suit) first; South, with the lone ♦8, sent ♠A ♠K ♠Q ♠J by the trump
    # rule for a weak first choice: four sure winners for the misère hand.
    hand = CardSet.parse("♠AKQJ92 ♣K982 ♦8 ♥AK10873")
    opts = return_options(hand, parse_cards("♥10 ♣9 ♥8 ♣2"))
    assert Card.parse("♦8") in opts[0].packet
    assert set(parse_cards("♠A ♠K ♠Q ♠J")) not in [set(o.packet) for o in opts]


def test_C_2_4_IC_26_after_6s_then_6c_a_one_suit_packets_unwanted_suit_is_the_void():
    # Review of fresh drills, return-packet 2-r27w4: 6♠ then 6♣ and four spades (first ♣,
    # second ♥, ♦ unwanted); North, with no club, sent ♦3 ♦4 back and no heart. The
    # Handbook returns the second choice when the first cannot go, and the unwanted suit
    # may be the passer's void.
    hand = CardSet.parse("♠AKQ1076542 ♦43 ♥AJ10532")
    received = parse_cards("♠2 ♠A ♠5 ♠4")
    opts = return_options(hand, received, natural_void=True, spade_void=False)
    assert all(c.suit is Suit.HEARTS for c in opts[0].packet)
    assert not any(c.suit is Suit.DIAMONDS for o in opts for c in o.packet)


def test_IC_24_misere_with_no_suit_to_void_gives_the_same_suits_highest_to_the_opponents():
    # Review of fresh drills, hand-over 5-r28v2: North (♠AQJ6 ♣AK1087 ♥KJ109754, partner's
    # 6 misère packet ♠A ♠Q ♥10 ♥4) gave ♠6 to partner and ♣A ♣K to the opponents, "low
    # spots of a long side suit"; the Handbook's responder gives the highest of the same
    # suit, forwarding partner's poor cards if need be.
    hand = CardSet.parse("♠AQJ6 ♣AK1087 ♥KJ109754")
    opts = distribution_options(hand, 0, ContractKind.MISERE, None, parse_cards("♠A ♠Q ♥10 ♥4"))
    best = opts[0]
    assert best.card_for(partner(0)) == Card.parse("♠6")
    assert {best.card_for(left(0)), best.card_for(right(0))} == set(parse_cards("♠A ♠Q"))
    assert all("low spots" not in o.text for o in opts)


def test_IC_24_a_kitty_bidder_in_its_own_suit_voids_the_suit_it_sends():
    # Review of fresh drills, hand-over 5-r29u2: North opened 1♣ and took the kitty at 6♣,
    # then sent ♠6 ♠J ♠Q ♠K; South's lone ♣6 was kept (the spades read as "trumps handed
    # over"), though the Handbook has a singleton trump go to partner anyway.
    hand = CardSet.parse("♠KQJ76 ♣6 ♦AK10973 ♥K963")
    packet = parse_cards("♠6 ♠J ♠Q ♠K")
    out = distribution_options(hand, 2, ContractKind.TRUMPS, C, packet, partner_suits=[C])
    assert out[0].card_for(partner(2)) == Card.parse("♣6")
    # Without knowing the bidder's own suit the four spades read as its trumps, as before.
    old = distribution_options(hand, 2, ContractKind.TRUMPS, C, packet)
    assert old[0].card_for(partner(2)) != Card.parse("♣6")


def test_IC_26_the_fill_words_say_when_partners_own_cards_stay_or_go_back():
    # Review of fresh drills, return-packet 1-r31s24: ♠3 filled as "the highest cards of
    # partner's side suit" beside partner's own ♠10 ♠9, which stay; where one of them has to
    # go back, the reason says that instead.
    out = return_options(
        CardSet.parse("♠A1093 ♣AQ9752 ♦104 ♥AQJ63"),
        parse_cards("♠10 ♠9 ♥J ♥A"),
        natural_void=True,
        spade_void=True,
    )
    marked = next(o for o in out if o.packet[0] == Card.parse("♣2"))
    assert "own highest cards of partner's side suit" in marked.text
    plain = next(o for o in out if o.packet[0] == Card.parse("♠10"))
    assert "then partner's own" in plain.text and "do not go back" not in plain.text


def test_IC_24_no_void_layout_accepts_a_tied_suit_too():
    # Review of fresh drills, hand-over 5-r32q21: ♠Q954 and ♦Q653 tie on length, points and
    # aces; only the ♠Q layout was accepted when no suit could be voided.
    hand = "♠Q954 ♣AK10742 ♦Q653 ♥87"
    opts = trumps_gifts(hand, 3, Suit.HEARTS, "♣K ♣10 ♣2 ♣7")
    assert opts[0].preferred and opts[0].card_for(partner(3)) == Card.parse("♠Q")
    tied = [o for o in opts if o.card_for(partner(3)) == Card.parse("♦Q")]
    assert len(tied) == 2 and not any(o.preferred for o in tied)


def test_IC_24_a_filler_from_partners_side_suit_packet_says_which_suit_is_trumps():
    # Review of fresh drills, hand-over 5-r32q22: North bid hearts, took the kitty at 4♥ and
    # sent four rising spades (kept, C-1.1); ♠4 filled, and nothing said ♥ was trumps.
    out = trumps_gifts("♠KQJ754 ♣AQ8 ♦A4 ♥98542", 2, Suit.HEARTS, "♠4 ♠5 ♠7 ♠Q")
    fill = [o for o in out if Card.parse("♠4") in {c for _, c in o.gifts}]
    assert fill and "♥, a suit our side bid, is trumps" in fill[0].text


def test_IC_26_a_misere_return_names_every_card_it_sends():
    # Review of fresh drills, return-packet 3-r34n25: ♥A ♥Q ♥J ♦10 went back as "the two
    # highest ♥", the ♥J unexplained.
    out = return_options(CardSet.parse("♠Q8752 ♣1096532 ♦10 ♥AQJ95"), parse_cards("♣9 ♠5 ♣2 ♠2"))
    assert set(out[0].packet) == set(parse_cards("♥A ♥Q ♥J ♦10"))
    assert "then ♥J as well" in out[0].text


def test_IC_24_a_second_singleton_may_be_voided_with_a_filler_beside_it():
    # Review of fresh drills, hand-over 5-r35m21: with eight trumps and singletons ♦9 and ♥4,
    # only single voids were credited; voiding both, a club making up the rest, got nothing.
    # Since review round 57 (hand-over 5-r57o13, a trick more double-dummy) two voids come
    # first and the single void with two fillers is allowed.
    opts = trumps_gifts("♠AKQJ8753 ♣AQ10854 ♦9 ♥4", 1, Suit.SPADES, "♠Q ♠J ♠3 ♠5")
    both = [o for o in opts if {c for _, c in o.gifts} >= set(parse_cards("♦9 ♥4"))]
    assert both and opts[0] in both and opts[0].preferred
    assert any(not o.preferred and o not in both for o in opts)


def test_IC_24_an_honour_singleton_voids_to_partner_so_a_spot_singleton_voids_as_well():
    # Review round 57, hand-over 5-r57o13: after four trumps from partner, ♣Q and ♥5 both
    # singletons; the ♥5 went to partner and the bare ♣Q stayed. The ♣Q to partner and the
    # ♥5 to the left-hand opponent leave two voids beside nine trumps (12 tricks against 11).
    opts = trumps_gifts("♠A10863 ♣Q ♦AKQJ109762 ♥5", 1, Suit.DIAMONDS, "♦10 ♦9 ♦2 ♦7")
    best = opts[0]
    assert best.preferred and best.card_for(partner(1)) == Card.parse("♣Q")
    assert best.card_for(left(1)) == Card.parse("♥5")
    assert any(o.card_for(partner(1)) == Card.parse("♥5") for o in opts[1:])


def test_C_5_2_IC_19_after_6s_then_6c_the_packet_keeps_the_spades():
    from engine.actions import PASS

    # Review of fresh drills, return-packet 1-r37j23 and 3-r37j23: an opener that bid 6♠
    # then 6♣ ("not willing to hand over spades", C-5.2; holding ♠A or ♠K, IC-19) handed
    # over ♠A 5, and a singleton ♠A; its partner then read the spades as emptied.
    from engine.drills import generate

    seen = 0
    for level in (1, 3):
        for seed in ("r37j23", *(f"keep{i}" for i in range(40))):
            d = generate("return-packet", level, seed)
            mate = partner(d.data["seat"])
            bids = [c.notation() for s, c in d.data["auction"] if s == mate and c != PASS]
            if bids == ["6♠", "6♣"]:
                seen += 1
                assert all(c.suit is not Suit.SPADES for c in d.data["received"]), seed
    assert seen
    # Where only the kept suit can fill the packet, its honours stay (a last-resort packet
    # of low cards outside it, not ♠9 ♥3 ♠3 ♠7).
    hand = CardSet.parse("♠K973 ♦AJ8 ♥AKQJ93")
    keep = PacketPlan(
        ContractKind.TRUMPS, Suit.HEARTS, Suit.DIAMONDS, keep=frozenset({Suit.SPADES})
    )
    assert all(c.suit is not Suit.SPADES for c in choose_packet(hand, Form.NOKITTY, keep).packet)


def test_C_5_2_a_plain_6c_whose_void_is_not_spades_hands_over_every_spade():
    # The Handbook: after a plain 6♣, "if the void suit is not spade, all spades handed over
    # to the partner for him/her to deduce the void suit" (the reader side, IC-26, already
    # takes ♠ for the void when the packet holds none). ♠863 ♣AKQJ84 ♦AK53, void ♥, voided ♦.
    hand = CardSet.parse("♠863 ♣AKQJ84 ♦AK53")
    plan = PacketPlan(
        ContractKind.TRUMPS, Suit.CLUBS, Suit.DIAMONDS, send_all=frozenset({Suit.SPADES})
    )
    sent = choose_packet(hand, Form.NOKITTY, plan).packet
    assert set(hand.suit(Suit.SPADES)) <= set(sent), sent


def test_C_5_2_the_bots_6c_opener_void_in_hearts_sends_all_its_spades():
    # The same, through the bot: North opens a plain 6♣ (void ♥, no ♠A or ♠K) and, its void
    # not being ♠, sends ♠8 6 3 (the old packet voided ♦ and kept them, so that partner
    # took ♠ for the void).
    north = CardSet.parse("♠863 ♣AKQJ84 ♦AK53")
    sent = _bots_nokitty_packet(north, "6♣")
    assert set(north.suit(Suit.SPADES)) <= set(sent.cards), sent


def _bots_nokitty_packet(north: CardSet, bid: str) -> Packet:
    """The bot's packet for North, who opens ``bid`` in a no-kitty game that the others pass
    (the other hands dealt in deck order)."""
    from engine.actions import PASS, parse_action
    from engine.bots.exchange import main_packet
    from engine.cards import DECK
    from engine.views import seat_view

    rest = [c for c in DECK if c not in north]
    hands = [north, CardSet(rest[0:13]), CardSet(rest[13:26]), CardSet(rest[26:39])]
    deal = Deal(Form.NOKITTY, 0, hands)
    deal.apply(parse_action(bid), 0)
    while deal.phase is Phase.AUCTION:
        deal.apply(PASS, deal.to_act)
    assert deal.to_act == 0
    sent = main_packet(seat_view(deal, 0)).action
    assert isinstance(sent, Packet)
    return sent


def test_IC_24_in_misere_the_suit_of_partners_ace_is_voided_like_any_other():
    # Review of fresh drills, hand-over 5-r38i23: under West's 5 misère (the kitty's ♥A taken)
    # East kept ♥106 "to reach partner's ace" and voided ♦K95; the Handbook's misère hand-over
    # is the lowest card of the shortest suit to partner, with no exception (reaching partner
    # is a trumps aim).
    # (The drill's situation, as dealt then.)
    hand = CardSet.parse("♠QJ753 ♣K87432 ♦K95 ♥106")
    out = distribution_options(
        hand,
        1,
        ContractKind.MISERE,
        None,
        parse_cards("♠Q ♠5 ♣4 ♣2"),
        kitty=parse_cards("♥5 ♥A ♦4 ♦J"),
    )
    best = out[0]
    assert best.preferred and best.card_for(partner(1)) == Card.parse("♥6"), best
    assert Card.parse("♥10") in {best.card_for(left(1)), best.card_for(right(1))}
    assert "void ♥" in str(best.text)


def test_IC_24_a_filler_from_an_exactly_tied_side_suit_is_accepted():
    # Review of fresh drills, hand-over 5-r38i21: ♠5 of ♠KQ5 filled, and ♣5 of ♣KQ5, the
    # same length and as low a spot, got nothing.
    from engine.drills import generate

    d = generate("hand-over", 5, "r38i21")
    answers = {c[0]: c[1] for c in d.solution["choices"]}
    assert answers.get("N:♦9 E:♦Q S:♠5") is True
    assert answers.get("N:♦9 E:♦Q S:♣5") is False


def test_IC_26_a_misere_return_with_no_void_to_make_marks_no_ace():
    # With partner's misère flag and no suit to void (♥AQJ98, five cards), the return keeps
    # to partner's first choice; none of its answers marks an ace, which in a misère is a
    # trick to lose, not an entry (a mark was preferred, "keeping the ♠A as an entry",
    # beside a blocked void found while reviewing round 40).
    received = parse_cards("♦8 ♦Q ♦7 ♦2")
    hand = CardSet.parse("♠A6 ♣K86 ♦Q876532 ♥KQJ98")
    out = return_options(hand, received)
    assert "no suit can be voided" in str(out[0].text)
    assert all(o.reading.ace_mark.suit is None for o in out)
    assert all("entry" not in str(o.text) for o in out)


def test_IC_15_IC_16_no_kitty_partner_drill_is_dealt_after_an_honour_bid_ended_the_auction():
    # Review of fresh drills, hand-over 5-r46a22: North's 4♦ (showing the ♦K, IC-15) ended
    # the first auction with ♣ agreed, and the drill handed over as if ♦ were trumps, giving
    # the defenders two trumps. Such deals are not dealt: every level-5 drill's kitty bid
    # below level 5 is a suit the side bid naturally.
    from engine.actions import Bid
    from engine.conventions.auction import played_auction
    from engine.drills import generate
    from engine.rules import SEAT_NAMES

    for seed in ["r46a22", *(f"k{i}" for i in range(25))]:
        d = generate("hand-over", 5, seed)
        calls = d.data["auction"]
        bids = [(s, c) for s, c in calls if isinstance(c, Bid)]
        seat, last = bids[-1]
        if last.level >= 5 or last.trumps is None:
            continue
        auction = played_auction(Form.KITTY, calls, d.data["dealer"])
        natural = auction.natural_suits_of(seat) + auction.natural_suits_of(partner(seat))
        assert last.trumps in natural, (seed, SEAT_NAMES[seat], last)


def test_C_2_5_IC_26_a_misere_returns_lone_low_card_is_not_called_a_poor_suit():
    # Review of fresh drills, return-packet 3-r50w12: ♥J ♥9 ♥5 with the lone ♦3 (partner's
    # safe suit) went back, and the reason called ♦3 "the highest ♦ (a poor card here)"; it
    # is the only ♦, a very low card that empties ♦ too.
    hand = CardSet.parse("♠KQ9876432 ♣Q1064 ♦3 ♥J95")
    opts = return_options(hand, parse_cards("♠4 ♠7 ♠3 ♠2"), misere=True)
    assert set(opts[0].packet) == set(parse_cards("♥J ♥9 ♥5 ♦3"))
    text = str(opts[0].text)
    assert "poor" not in text and "its only ♦, the ♦3, emptying ♦ too" in text


def test_C_2_4_IC_26_a_last_fill_into_partners_voids_accepts_the_tied_card():
    # Review round 52, return-packet 3-r52u11: partner's ♦8 ♠5 ♦A ♠A voids ♦ and ♠; after
    # ♣85 and ♥10 the fourth card goes into a void, ♠K and ♦K equally high, and only the
    # order of suits had chosen ♠K: ♦K got nothing.
    hand = CardSet.parse("♠AKQJ965 ♣85 ♦AKQJ832 ♥10")
    opts = return_options(hand, parse_cards("♦8 ♠5 ♦A ♠A"))
    assert set(opts[0].packet) == set(parse_cards("♠K ♣5 ♥10 ♣8"))
    tied = [o for o in opts if set(o.packet) == set(parse_cards("♦K ♣5 ♥10 ♣8"))]
    assert tied and not tied[0].preferred and "either will do" in str(tied[0].text)


def test_IC_24_a_lone_voided_card_goes_to_the_opponent_who_did_not_bid_its_suit():
    # Review round 52, hand-over 5-r52u11: South voids ♠J3 under 5♦; the lone ♠3 went to
    # West (left), who had bid 2♠. A card of a suit an opponent bid goes to the other one.
    hand = CardSet.parse("♠J3 ♦AJ109762 ♥AJ98764")
    packet = parse_cards("♥9 ♥4 ♦9 ♥8")
    plain = distribution_options(hand, 2, ContractKind.TRUMPS, D, packet)[0]
    assert plain.card_for(left(2)) == Card.parse("♠3")
    bids = {left(2): {S}, right(2): set()}
    g = distribution_options(hand, 2, ContractKind.TRUMPS, D, packet, opponents_suits=bids)[0]
    assert g.card_for(partner(2)) == Card.parse("♠J") and g.card_for(right(2)) == Card.parse("♠3")
    assert "did not bid ♠" in g.text and "left-hand" not in g.text


def test_IC_24_grand_says_why_the_first_of_equally_short_suits_gives():
    # Review round 54, hand-over 5-r54s11: "the shortest suit is ♦" beside ♣AJ3 as short;
    # the reason now names the tie and why ♦ (fewer points) goes.
    hand = CardSet.parse("♠K1086 ♣AJ3 ♦A95 ♥AK10965")
    opts = distribution_options(hand, 0, ContractKind.GRAND, None, parse_cards("♥K ♥10 ♥5 ♥9"))
    assert opts[0].card_for(partner(0)) == Card.parse("♦A")
    assert "♣ is as short as ♦" in opts[0].text


def test_IC_24_grand_two_filling_cards_go_the_higher_one_to_the_left():
    # Review round 55, hand-over 5-r55q12: at 4 grand South gives the lone ♥Q to partner and
    # fills with ♣9 and ♣6; the ♣6 went left, against IC-24's layout (the higher to the left).
    hand = CardSet.parse("♠QJ32 ♣J96 ♦AKJ108765 ♥Q")
    opts = distribution_options(hand, 2, ContractKind.GRAND, None, parse_cards("♠2 ♦A ♦7 ♦10"))
    assert opts[0].card_for(partner(2)) == Card.parse("♥Q")
    assert opts[0].card_for(left(2)) == Card.parse("♣9")
    assert opts[0].card_for(right(2)) == Card.parse("♣6")


def test_IC_24_fillers_come_from_the_weaker_of_two_equally_long_side_suits():
    """Review round 58, hand-over 5-r58n12: ♠6 voided, and of ♣654 and ♥AQ2 (both three long)
    the ♥2 filled as "the lowest spot", leaving ♣65 to lose two tricks and cutting the link to
    partner's ♥K; the club spots are the losers to give away (12 tricks against 11
    double-dummy)."""
    opts = trumps_gifts("♠6 ♣654 ♦AKQJ98743 ♥AQ2", 1, Suit.DIAMONDS, "♦9 ♦8 ♦7 ♦4")
    best = opts[0]
    assert best.card_for(partner(1)) == Card.parse("♠6")
    assert {best.card_for(left(1)), best.card_for(right(1))} == set(parse_cards("♣5 ♣4"))
    assert not any(Card.parse("♥2") in {c for _, c in o.gifts} for o in opts)


def test_IC_24_the_side_suit_note_names_spades_as_the_trumps():
    """Review round 61, hand-over 5-r61j13: with ♠ as trumps the note read "(, partner's own
    bid suit, is trumps: …)": Suit.SPADES is 0, and a truth test on the suit dropped it. (Since
    round 62 the note says "a suit our side bid": the suit may be this hand's own.)"""
    opts = trumps_gifts("♠K9876 ♣87 ♦AQJ108642 ♥2", 3, Suit.SPADES, "♦Q ♦8 ♦2 ♦6")
    notes = [str(o.text) for o in opts if "a suit our side bid" in str(o.text)]
    assert notes and all("(♠, a suit our side bid, is trumps" in n for n in notes)


def test_R_4_3_IC_24_misere_every_equally_short_suit_voids_allowed():
    """Review round 64, hand-over 5-r64f13: after partner's 6 misère, ♠1075, ♣Q93 and ♥K98 are
    equally short; ♥ voids first and ♣ was allowed, but the ♠ void (♠5 to partner) got
    nothing, only because the search stopped after one equally short suit."""
    hand = CardSet.parse("♠1075 ♣Q93 ♦Q1098542 ♥K98")
    out = distribution_options(hand, 1, ContractKind.MISERE, None, parse_cards("♦Q ♦4 ♦5 ♦2"))
    assert out[0].preferred and out[0].card_for(partner(1)) == Card.parse("♥8")
    for low in ("♣3", "♠5"):
        voids = [g for g in out if g.card_for(partner(1)) == Card.parse(low)]
        assert voids and not any(g.preferred for g in voids), low


def test_R_4_3_IC_24_grand_of_equally_short_and_weak_suits_partners_bid_suit_gives():
    """Review round 65, hand-over 5-r65c13: against partner's 4 grand ♣105 and ♦102 are
    equally short and weak; ♣ gave by suit order and ♦2 of partner's 3♦ went to an opponent
    as a filler. Voiding ♦ sends its best card into partner's suit (a strong suit all in one
    hand), the ♣ void allowed."""
    hand = CardSet.parse("♠10982 ♣105 ♦102 ♥AQ1098752")
    packet = parse_cards("♠2 ♥A ♥9 ♥10")
    out = distribution_options(
        hand, 3, ContractKind.GRAND, None, packet, partner_suits=(Suit.DIAMONDS,)
    )
    assert out[0].preferred and out[0].card_for(partner(3)) == Card.parse("♦10")
    assert "which partner bid" in str(out[0].text)
    clubs = [g for g in out if g.card_for(partner(3)) == Card.parse("♣10")]
    assert clubs and not any(g.preferred for g in clubs)


def test_IC_24_no_void_two_fillers_go_the_higher_one_to_the_left_and_name_the_trumps():
    """Review round 68, hand-over 5-r68w11: 1♠ took the kitty and partner sent four rising
    ♦; with no side suit short enough to void, South gave the ♣J to partner and partner's own
    ♦6 left, ♦8 right (IC-24: the higher filler to the left), and nothing said the four ♦
    were a side suit beside ♠ trumps."""
    hand = CardSet.parse("♠J65 ♣J1073 ♦KQ986 ♥J953")
    opts = distribution_options(
        hand, 2, ContractKind.TRUMPS, S, parse_cards("♦6 ♦8 ♦Q ♦K"), partner_suits={S}
    )
    best = opts[0]
    assert _layout(best, 2) == ("♣J", "♦8", "♦6")
    assert "♠, a suit our side bid, is trumps" in str(best.text)


def test_IC_26_a_misere_return_says_when_a_fill_comes_from_the_unwanted_suit():
    """Review round 68, return-packet 3-r68w11: after partner's 6 misère and four ♠, ♦63 and
    the lone ♥6 left one card to find; the ♣K went as "nothing better being left to send",
    and the reason did not say ♣ was the suit partner asked not to have back (IC-26). Since
    review round 75 the card from that suit is its lowest, the ♣4 (partner holds no low
    clubs to carry the ♣K), and the reason says so."""
    hand = CardSet.parse("♠K108765432 ♣KJ974 ♦63 ♥6")
    opts = return_options(hand, parse_cards("♠10 ♠5 ♠4 ♠2"), misere=True)
    best = opts[0]
    assert set(best.packet) == set(parse_cards("♣4 ♦6 ♦3 ♥6"))
    assert "from ♣, the suit partner asked not to have back" in str(best.text)
    assert "the lowest go" in str(best.text)


def test_IC_24_grand_keeping_the_entry_never_calls_the_long_suit_the_next_short_one():
    """Review round 69, hand-over 5-r69u13: at 3 grand partner sent ♦A ♦Q ♦7 into ♦AQ87543;
    the ♥A, the only way in to it, stays, and with ♠ and ♣ kept for partner's aces the long
    ♦ itself gives. The reason called ♦ "the next short suit", and the letter's "shortest
    suit" left ♠Q4, shorter but kept, unnamed."""
    from engine.drills import generate

    d = generate("hand-over", 5, "r69u13")
    assert str(d.data["hand"]) == "♠Q4 ♣10852 ♦AQ87543 ♥AJ10"
    texts = [str(c[2]) for c in d.solution["choices"]]
    assert "next short suit" not in texts[0] and "so ♦ itself gives" in texts[0]
    assert any("shortest suit (♠" in t for t in texts)


def test_IC_24_misere_forwarding_partners_high_card_keeps_the_void():
    """Review round 70, hand-over 5-r70t11: at 6 misère East voids ♠107 (♠7 to partner, ♠10
    away) and fills with the ♦Q; forwarding partner's ♥K (the Handbook: a poor card received
    may go on) replaced the ♠10 and left no void, and the Handbook's layout, ♥K in place of
    the ♦Q filler, got nothing."""
    hand = CardSet.parse("♠107 ♣AQ82 ♦Q65 ♥AKJ10432")
    opts = distribution_options(hand, 1, ContractKind.MISERE, None, parse_cards("♥K ♥3 ♥4 ♥2"))
    assert opts[0].card_for(partner(1)) == Card.parse("♠7")
    forwards = [g for g in opts if Card.parse("♥K") in {c for _, c in g.gifts}]
    assert forwards and all(Card.parse("♠10") in {c for _, c in g.gifts} for g in forwards)


def test_IC_24_misere_forwarding_keeps_a_void_made_in_another_suit():
    """Review round 71, hand-over 5-r71r11: West gives ♣2 to partner, the lone ♦A and the ♣K
    away; forwarding partner's ♥J dropped the ♦A, which empties ♦, and kept the ♣K filler,
    leaving a bare ace in the misère side's hand."""
    hand = CardSet.parse("♠AKJ108 ♣K102 ♦A ♥AKQJ632")
    opts = distribution_options(hand, 3, ContractKind.MISERE, None, parse_cards("♥J ♥3 ♥6 ♥2"))
    forwards = [g for g in opts if Card.parse("♥J") in {c for _, c in g.gifts}]
    assert forwards and all(Card.parse("♦A") in {c for _, c in g.gifts} for g in forwards)


def test_IC_24_no_second_void_empties_the_suit_of_partners_kitty_ace():
    """Review round 71, hand-over 5-r71q11: at 5♣ North took the ♠A from the exposed kitty
    and showed the ♥A; with both short suits ace suits South voids ♥4, and ♠82 went as a
    preferred second void, emptying the suit of partner's ♠A (the Handbook: partner should
    not void the suit of an ace). 12 tricks double-dummy against 13 with the ♦ fillers."""
    hand = CardSet.parse("♠82 ♣AKQ1098764 ♦AK97 ♥4")
    opts = distribution_options(
        hand,
        2,
        ContractKind.TRUMPS,
        C,
        parse_cards("♣6 ♣7 ♣8 ♣10"),
        shown_aces=[H],
        kitty=parse_cards("♠6 ♦J ♠A ♣2"),
        partner_suits={C},
    )
    assert opts[0].card_for(partner(2)) == Card.parse("♥4")
    assert not any(Card.parse("♠8") in {c for _, c in g.gifts} for g in opts)


def test_IC_24_a_suit_of_this_hands_own_ace_is_not_voided_beside_one_as_short():
    """Review round 72, hand-over 5-r72o12: at 4♥ West voids ♦Q9; voiding ♠AK instead, the
    ♠K to an opponent, had half credit, though IC-24 voids a suit of this hand's own ace only
    when no other side suit is short enough (8 tricks against 10 double-dummy)."""
    hand = CardSet.parse("♠AK ♣AQJ2 ♦Q9 ♥KJ1098763")
    opts = distribution_options(
        hand, 3, ContractKind.TRUMPS, H, parse_cards("♣Q ♣J ♥10 ♥K"), partner_suits={C, H}
    )
    assert opts[0].card_for(partner(3)) == Card.parse("♦Q")
    assert not any(Card.parse("♠K") in {c for _, c in g.gifts} for g in opts)


def test_IC_26_a_return_names_a_fill_partly_from_the_unwanted_suit():
    """Review round 72, return-packet 2-r72o14: with no ♦ to send, the return marks the ♥A
    and fills with ♣6 ♣9 and ♠J; ♠ is the suit partner asked not to have back, and the reason
    called it only "another suit" (IC-26: a fill from that suit says so)."""
    hand = CardSet.parse("♠AJ10873 ♣96 ♥AKQ1098732")
    best = return_options(hand, parse_cards("♥9 ♥8 ♥2 ♥7"))[0]
    assert Card.parse("♠J") in best.packet
    assert "♠J from ♠, the suit partner asked not to have back" in str(best.text)


def test_IC_24_beside_the_lone_trump_the_higher_filler_goes_left():
    """Review round 73, hand-over 5-r73n11: at 5♣ East gives its lone trump ♣K to partner and
    two fillers to the opponents; ♠3 went to the left-hand opponent and ♠6 right, against
    IC-24's higher filler to the left (the ♦K layouts beside it had them the right way)."""
    hand = CardSet.parse("♠AQ98763 ♣K ♦KJ1082 ♥K103")
    opts = distribution_options(
        hand, 1, ContractKind.TRUMPS, C, parse_cards("♥3 ♦2 ♠Q ♦8"), partner_suits={C}
    )
    assert _layout(opts[0], 1) == ("♣K", "♠6", "♠3")


def test_IC_24_grand_keeps_the_one_card_reaching_partners_kitty_ace():
    """Review round 74, hand-over 5-r74x11: in 6 grand partner took the ♠A from the kitty, and
    ♠5, this hand's only card to reach it, went to partner: a void-length fallback (no other
    suit as short as three) let the ace's suit go, though a grand gives from the shortest suit
    of any length. The ♥ give instead."""
    hand = CardSet.parse("♠5 ♣QJ10964 ♦AQJ98 ♥J1076")
    got, kitty = parse_cards("♣6 ♣4 ♦Q ♦A"), parse_cards("♠K ♠A ♥K ♣4")
    opts = distribution_options(hand, 0, ContractKind.GRAND, None, got, kitty=kitty)
    assert opts[0].preferred and opts[0].card_for(partner(0)) == Card(H, Rank.JACK)
    assert all(Card(S, Rank.FIVE) not in {c for _, c in g.gifts} for g in opts)
    assert "stays for partner's ace" in str(opts[0].text)


def test_IC_24_misere_responder_splits_a_suit_of_high_cards_without_a_low_spot():
    """Review round 74, hand-over 5-r74x10: after a 6 misère packet West kept ♠KQJ10 whole.
    The Handbook's misère responder with such a suit (its K J 9 8) may give its two highest to
    the opponents and another to partner, so the two left with the main players fall on one
    trick: allowed, beside the void."""
    hand = CardSet.parse("♠KQJ10 ♣KQJ8432 ♦63 ♥K105")
    got, kitty = parse_cards("♣K ♣3 ♣4 ♣2"), parse_cards("♣K ♦10 ♥Q ♣4")
    opts = distribution_options(hand, 3, ContractKind.MISERE, None, got, kitty=kitty)
    assert opts[0].preferred and opts[0].card_for(partner(3)) == Card(D, Rank.THREE)
    split = [g for g in opts if g.card_for(partner(3)) == Card(S, Rank.JACK)]
    assert split and not any(g.preferred for g in split)
    assert {split[0].card_for(left(3)), split[0].card_for(right(3))} == {
        Card(S, Rank.KING),
        Card(S, Rank.QUEEN),
    }
    assert split[0].card_for(left(3)) == Card(S, Rank.KING)  # the higher to the left


def test_IC_24_a_trump_void_names_the_shorter_suit_kept_for_partners_ace():
    """Review round 74, hand-over 5-r74y12: 4♥ after partner's 4♣ showed the ♣A; ♠AJ3 was
    voided and ♣94, shorter, was kept for that ace, but the reason said only "void ♠"."""
    hand = CardSet.parse("♠AJ3 ♣94 ♦AQJ1098543 ♥K5")
    got = parse_cards("♦J ♦10 ♦3 ♦9")
    opts = distribution_options(
        hand, 2, ContractKind.TRUMPS, H, got, shown_aces=(C,), partner_suits=(D, H)
    )
    assert opts[0].card_for(partner(2)) == Card(S, Rank.ACE)
    assert "♣ kept to reach partner's ace" in str(opts[0].text)


def test_IC_25_the_bots_no_kitty_misere_packet_names_the_safest_suit_not_the_last_in_order():
    """Review round 72, return-packet 3-r72p14: the no-kitty misère bot chose its safe suit
    by the count of cards up to 6 and then suit order, not IC-25's ranking (the most cards
    from 2 to 5 first). ♠5432 (four) is safer than ♥6543 (three); the old count tied them
    and suit order took ♥."""
    north = CardSet.parse("♠5432 ♣A7 ♦K87 ♥6543")
    assert misere_safe_order(north)[0] is S
    sent = _bots_nokitty_packet(north, "6M")
    expected = choose_packet(north, Form.NOKITTY, PacketPlan(ContractKind.MISERE, S)).packet
    assert list(sent.cards) == list(expected)
    wrong = choose_packet(north, Form.NOKITTY, PacketPlan(ContractKind.MISERE, H)).packet
    assert list(expected) != list(wrong)


def test_IC_26_a_misere_return_sends_the_lowest_card_of_the_suit_partner_does_not_want():
    """Review round 75 (golden return-packet 3-g3x1, re-dealt): after partner's 6 misère
    packet ♦5 ♦6 ♦3 ♦2 (first choice ♣, ♠ not wanted back), West voided ♥K5, gave the lone
    ♣5 and then the ♠A of ♠A98652 "from the suit partner asked not to have back": an ace
    partner holds no low cards to carry there. The lowest card goes, the long suit's 2 kept."""
    hand = CardSet.parse("♠A98652 ♣5 ♦QJ965432 ♥K5")
    out = return_options(hand, parse_cards("♦5 ♦6 ♦3 ♦2"))
    assert out[0].preferred
    assert set(out[0].packet) == set(parse_cards("♠5 ♥K ♥5 ♣5"))
    assert all(Card(S, Rank.ACE) not in o.packet for o in out)
    assert "the lowest go" in str(out[0].text)


def test_IC_24_the_first_misere_layout_refers_to_nothing_above_it():
    """Review round 76, hand-over 5-r76y13: the ♦K filler layout came first (the ♣5 filler
    would leave the ♣2 alone) but kept its text "void ♠ as above, with ♦K ... to fill
    instead", pointing at a layout listed below it; nor was it listed twice."""
    hand = CardSet.parse("♠K2 ♣52 ♦KQ107 ♥KQ1086542")
    got, kitty = parse_cards("♥K ♥5 ♥6 ♥2"), parse_cards("♥6 ♦3 ♠5 ♥5")
    opts = distribution_options(hand, 2, ContractKind.MISERE, None, got, kitty=kitty)
    assert opts[0].preferred and opts[0].card_for(partner(2)) == Card(S, Rank.TWO)
    assert Card(D, Rank.KING) in {c for _, c in opts[0].gifts}
    assert "as above" not in str(opts[0].text) and "very low card alone" in str(opts[0].text)
    assert len({frozenset(g.gifts) for g in opts}) == len(opts)


def test_IC_24_the_misere_high_split_is_for_a_four_card_suit_only():
    """Review round 77, hand-over 5-r77x11: the split of ♣KQ1098 (two highest to the
    opponents, the ♣10 to partner) was allowed as leaving "two ♣ the main players keep" to
    fall on one trick, though three stayed. The Handbook's split is of a four-card suit."""
    four = CardSet.parse("♠KQJ10 ♣KQJ8432 ♦63 ♥K105")
    got, kitty = parse_cards("♣K ♣3 ♣4 ♣2"), parse_cards("♣K ♦10 ♥Q ♣4")
    opts = distribution_options(four, 3, ContractKind.MISERE, None, got, kitty=kitty)
    assert any("no low card in ♠" in str(g.text) for g in opts)
    five = CardSet.parse("♠KQJ109 ♣KQJ843 ♦63 ♥K10")
    opts = distribution_options(five, 3, ContractKind.MISERE, None, got, kitty=kitty)
    assert not any("no low card in" in str(g.text) for g in opts)


def test_IC_26_a_misere_return_with_no_void_fills_low_not_into_partners_emptied_suit():
    """Review round 77, return-packet 3-r77x12: after 6 misère and partner's ♥6 ♥9 ♥5 ♥2 West
    (♠A654 ♣976 ♥Q1098765432) could void nothing; the first-choice clubs went back filled
    with the ♥Q, a sure trick alone in the hearts partner had just emptied. Nor may the ♠A
    go into the suit partner does not want back."""
    hand = CardSet.parse("♠A654 ♣976 ♥Q1098765432")
    out = return_options(hand, parse_cards("♥6 ♥9 ♥5 ♥2"))
    sent = set(out[0].packet)
    assert set(parse_cards("♣9 ♣7 ♣6")) <= sent
    assert not sent & {Card(H, Rank.QUEEN), Card(S, Rank.ACE)}


def test_IC_24_a_void_names_a_suit_as_short_kept_for_partners_ace():
    """Review round 77, hand-over 5-r77y13: ♣KQ was voided beside ♥32, as short and weaker,
    kept for the ♥A partner's round-three 1♥ showed; the reason did not say so."""
    hand = CardSet.parse("♠K32 ♣KQ ♦AKQJ109764 ♥32")
    got, kitty = parse_cards("♦K ♦10 ♦4 ♦9"), parse_cards("♦K ♥4 ♠A ♥J")
    opts = distribution_options(
        hand, 1, ContractKind.TRUMPS, D, got, shown_aces=(H,), kitty=kitty, partner_suits=(D,)
    )
    assert opts[0].card_for(partner(1)) == Card(C, Rank.KING)
    assert "♥ kept to reach partner's ace" in str(opts[0].text)


def test_IC_26_a_misere_return_voids_no_long_suit_without_its_2_even_without_low_cards():
    """Review round 78, return-packet 3-r78x12: after 6 misère and partner's ♦6 ♦8 ♦3 ♦2,
    South voided ♥A976 (four cards, no 2) and kept ♣AQ bare in partner's safe suit; the
    Handbook voids no long suit without its 2, and the exemption is for a suit of high cards
    only. The first-choice return ♥A ♥9 ♣A ♣Q comes first, the void allowed."""
    hand = CardSet.parse("♠AK8643 ♣AQ ♦J8632 ♥A976")
    out = return_options(hand, parse_cards("♦6 ♦8 ♦3 ♦2"))
    assert set(out[0].packet) == set(parse_cards("♥A ♥9 ♣A ♣Q"))
    void = [o for o in out if set(o.packet) == set(parse_cards("♥A ♥9 ♥7 ♥6"))]
    assert void and not void[0].preferred


def test_IC_24_a_liability_filler_layout_names_every_card_and_lies_higher_left():
    """Review round 78: hand-over 5-r78x12, a lone ♥8 void with ♦J as the liability filler
    read "the lowest ♥ to partner and the higher to an opponent" and left the ♠K unnamed;
    5-r78y12, the ♦K filler beside ♠10 lay lower to the left, and the layout with the
    higher card to the left (IC-24) got nothing."""
    hand = CardSet.parse("♠106 ♣8 ♦KQ973 ♥AQ1097632")
    got, kitty = parse_cards("♥A ♥3 ♥10 ♥2"), parse_cards("♥A ♣K ♠J ♣Q")
    opts = distribution_options(hand, 1, ContractKind.MISERE, None, got, kitty=kitty)
    king = [g for g in opts if Card(D, Rank.KING) in {c for _, c in g.gifts}]
    assert {(g.card_for(left(1)), g.card_for(right(1))) for g in king} == {
        (Card(D, Rank.KING), Card(S, Rank.TEN)),
        (Card(S, Rank.TEN), Card(D, Rank.KING)),
    }
    assert king[0].card_for(left(1)) == Card(D, Rank.KING)


def test_IC_24_a_liability_filler_goes_to_the_opponent_that_did_not_bid_its_suit():
    """Review round 79, hand-over 5-r79y11: beside the ♦ void (♦7 to partner, the lone ♦A to
    the left) the ♠K as an uncovered-honour filler went to South, who had opened 1♠; IC-24
    gives such a card to the other opponent, the lone card of the void then going right."""
    hand = CardSet.parse("♠AK84 ♣762 ♦A7 ♥KJ97642")
    got, kitty = parse_cards("♥K ♥4 ♥9 ♥2"), parse_cards("♣8 ♣10 ♦Q ♥9")
    opts = distribution_options(
        hand, 3, ContractKind.MISERE, None, got, kitty=kitty, opponents_suits={2: {S}}
    )
    king = [g for g in opts if Card(S, Rank.KING) in {c for _, c in g.gifts}]
    assert king and all(g.card_for(2) != Card(S, Rank.KING) for g in king)


def test_IC_24_a_grand_long_suit_that_gives_keeps_its_top_and_partners_card():
    """Review round 79, hand-over 5-r79x13: at 4 grand partner sent ♠A ♠5 into ♠J1098754,
    the ♦A is the one way in to it and every other suit is kept for partner's aces, so ♠
    itself gives; its "best card" to partner sent the ♠A straight back and broke the suit.
    Small cards go instead, partner's own never back to partner."""
    hand = CardSet.parse("♠AJ1098754 ♣K1096 ♦AQ ♥QJ")
    got, kitty = parse_cards("♥Q ♥J ♠5 ♠A"), parse_cards("♦6 ♦10 ♥2 ♥Q")
    opts = distribution_options(
        hand, 1, ContractKind.GRAND, None, got, shown_aces=(C, H), kitty=kitty
    )
    assert opts[0].preferred
    assert {c for _, c in opts[0].gifts} == set(parse_cards("♠4 ♠5 ♠7"))
    assert opts[0].card_for(partner(1)) == Card(S, Rank.SEVEN)
    assert all(g.card_for(partner(1)) != Card(S, Rank.ACE) for g in opts)
