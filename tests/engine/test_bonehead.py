"""Three players and the bonehead (R-9, D-11): the state machine, clause by clause."""

from __future__ import annotations

import doctest
import random

import pytest

import engine.bonehead.actions
from engine.actions import DOUBLE, PASS, REDOUBLE, Packet, Play, parse_bid
from engine.bonehead.actions import (
    BONEHEAD_FIRST,
    DECLARER_FIRST,
    Announce,
    GiveCards,
    GivePositions,
    HandOverFirst,
    Move,
    PacketPositions,
    RowPosition,
    parse_bonehead_action,
    row_positions,
)
from engine.bonehead.deal import BoneheadDeal, deal_bonehead_cards, glimpse_split
from engine.bonehead.seating import BONEHEAD, seating_for
from engine.cards import Card, CardSet, NotationError, Suit
from engine.rules import Form, Ruleset, left, partner, right, side
from engine.scoring import allpass_points, contract_points
from engine.tools.simulate import play_out_bonehead, random_bonehead_action
from engine.trick_taking import IllegalActionError, Kind, Phase, deal_cards

from .bonehead_helpers import auction_won_by, bonehead_deal, play

A, B, C = 0, 1, 2


def card(text: str) -> Card:
    return Card.parse(text)


def clockwise_from(seating: tuple[int, int, int, int], participant: int) -> list[int]:
    s = seating.index(participant)
    return [seating[(s + i) % 4] for i in range(4)]


def refused(deal: BoneheadDeal, move: str) -> IllegalActionError:
    m = Move.parse(move)
    before = (deal.phase, deal.to_act, deal.acting_for, tuple(deal.hands), len(deal.history))
    with pytest.raises(IllegalActionError) as err:
        deal.apply(m.action, m.player, m.hand)
    after = (deal.phase, deal.to_act, deal.acting_for, tuple(deal.hands), len(deal.history))
    assert before == after, "a refused action must change nothing"
    return err.value


# --- notation ---------------------------------------------------------------------------
def test_doctests():
    result = doctest.testmod(engine.bonehead.actions)
    assert result.attempted > 0 and result.failed == 0


def test_values_repr_pastes_back():
    pos = RowPosition.parse("♦3rd")
    assert eval(repr(pos), {"RowPosition": RowPosition}) == pos
    action = parse_bonehead_action("packet ♥1st ♠2nd ♦3rd ♣4th")
    assert (
        eval(repr(action), {"PacketPositions": PacketPositions, "RowPosition": RowPosition})
        == action
    )


def test_bonehead_notation_round_trips():
    for text in (
        "pass",
        "6♠",
        "bonehead-first",
        "declarer-first",
        "contract 7G",
        "packet ♦K ♠4 ♦2 ♠8",
        "packet ♥1st ♠2nd ♦3rd ♣11th",
        "give A:♠2 bonehead:♣J",
        "give A:♥1st B:♠2nd C:♦13th",
        "double",
        "redouble",
        "play ♥10",
    ):
        action = parse_bonehead_action(text)
        assert action.notation() == text
        assert parse_bonehead_action(action.notation()) == action
    assert parse_bonehead_action("declarer-takes-kitty") == DECLARER_FIRST
    assert Move.parse("B for bonehead: play ♥2") == Move(B, BONEHEAD, Play(card("♥2")))
    assert Move.parse("C give A:♠2").notation() == "C give A:♠2"


@pytest.mark.parametrize(
    "text",
    [
        "packet ♥1st ♠2 ♦3rd ♣4th",
        "give A:♥1st B:♠2",
        "give N:♠2",
        "packet ♥1st ♥1st ♠1st ♣1st",
        "give A:♥1th",
        "give A:♥14th",
        "bonehead pass",
    ],
)
def test_bad_bonehead_notation_is_refused(text):
    line = text if text.startswith("bonehead") else "A " + text
    with pytest.raises(NotationError):
        Move.parse(line)


# --- R-9.1 ------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [A, B, C])
def test_R_9_1_the_bonehead_sits_opposite_the_dealer_and_the_players_keep_clockwise_order(dealer):
    deal = BoneheadDeal.from_seed(Form.KITTY, dealer, "seat", 1)
    s = deal.seating_at_deal
    assert deal.seating == s
    assert sorted(s) == [0, 1, 2, BONEHEAD]
    assert s[partner(s.index(dealer))] == BONEHEAD
    assert clockwise_from(s, dealer) == [dealer, (dealer + 1) % 3, BONEHEAD, (dealer + 2) % 3]


@pytest.mark.parametrize("form", [Form.KITTY, Form.NOKITTY])
def test_R_9_2_dealing_is_as_usual(form):
    """The cards are the four-player deal from the same seed, with the dealer's seat dealing."""
    hands, kitty = deal_bonehead_cards(form, B, "usual", 3)
    seating = seating_for(B)
    seat_hands, seat_kitty = deal_cards(form, seating.index(B), "usual", 3)
    assert kitty == seat_kitty
    for seat in range(4):
        assert hands[seating[seat]] == seat_hands[seat]
    size = 12 if form is Form.KITTY else 13
    assert [len(h) for h in hands] == [size] * 4


# --- R-9.2 ------------------------------------------------------------------------------
@pytest.mark.parametrize("form", [Form.KITTY, Form.NOKITTY])
@pytest.mark.parametrize("number", range(12))
def test_R_9_2_every_bonehead_card_is_seen_by_exactly_one_player(form, number):
    dealer = number % 3
    deal = BoneheadDeal.from_seed(form, dealer, "glimpse", number)
    g = deal.glimpses
    assert g[0].mask | g[1].mask | g[2].mask == deal.initial_hands[BONEHEAD].mask
    assert not (g[0].mask & g[1].mask or g[0].mask & g[2].mask or g[1].mask & g[2].mask)
    sizes = [len(x) for x in g]
    if form is Form.KITTY:
        assert sizes == [4, 4, 4]
    else:
        assert sizes[dealer] == 5 and sorted(sizes) == [4, 4, 5]


def test_R_9_2_the_glimpse_split_is_fixed_by_the_deal_and_varies_between_deals():
    hand = CardSet.parse("♠432 ♣543 ♦5432 ♥432")
    assert glimpse_split(hand, A) == glimpse_split(hand, A)
    # the dealer's turn in the split moves with the dealer
    a, b = glimpse_split(hand, A), glimpse_split(hand, B)
    assert (a[0], a[1], a[2]) == (b[1], b[2], b[0])
    splits = {
        glimpse_split(BoneheadDeal.from_seed(Form.KITTY, A, "v", n).initial_hands[3], A)
        for n in range(5)
    }
    assert len(splits) == 5


def test_R_9_2_explicit_glimpses_must_split_the_bonehead_hand():
    good = ("♠4 ♣5 ♦5 ♥6", "♣4 ♦4 ♥5 ♣3", "♣2 ♦3 ♦2 ♥4")
    deal = bonehead_deal(Form.KITTY, glimpses=good)
    assert deal.glimpses[0] == CardSet.parse("♠4 ♣5 ♦5 ♥6")
    with pytest.raises(ValueError, match="seen by two"):
        bonehead_deal(Form.KITTY, glimpses=("♠4 ♣5 ♦5 ♥6", "♠4 ♦4 ♥5 ♣3", "♣2 ♦3 ♦2 ♥4"))
    with pytest.raises(ValueError, match="not 4"):
        bonehead_deal(Form.KITTY, glimpses=("♠4 ♣5 ♦5", "♣4 ♦4 ♥5 ♣3 ♥6", "♣2 ♦3 ♦2 ♥4"))
    with pytest.raises(ValueError, match="exactly the bonehead"):
        bonehead_deal(Form.KITTY, glimpses=("♠A ♣5 ♦5 ♥6", "♣4 ♦4 ♥5 ♣3", "♣2 ♦3 ♦2 ♥4"))
    # no-kitty: the dealer sees five
    nk = ("♠432 ♣54", "♣3 ♦54 ♥4", "♦32 ♥32")
    assert len(bonehead_deal(Form.NOKITTY, glimpses=nk).glimpses[A]) == 5
    with pytest.raises(ValueError, match=r"A sees 5 .* not 4"):
        bonehead_deal(Form.NOKITTY, dealer="B", glimpses=nk)


def test_R_9_2_row_positions_name_the_bonehead_cards_in_rank_order_and_lengths_are_public():
    deal = bonehead_deal(Form.KITTY)
    hand = deal.hands[BONEHEAD]  # ♠4 ♣5432 ♦5432 ♥654
    assert deal.bonehead_lengths() == (1, 4, 4, 3)
    assert RowPosition(Suit.HEARTS, 1).card_in(hand) == card("♥6")
    assert RowPosition(Suit.HEARTS, 3).card_in(hand) == card("♥4")
    assert RowPosition(Suit.CLUBS, 2).card_in(hand) == card("♣4")
    assert RowPosition(Suit.SPADES, 2).card_in(hand) is None
    assert len(row_positions(hand)) == 12
    assert str(RowPosition.parse("h2nd")) == "♥2nd"


# --- R-9.3 ------------------------------------------------------------------------------
def test_R_9_3_the_dealer_speaks_first_and_the_bonehead_is_skipped():
    deal = bonehead_deal(Form.KITTY, dealer="B")
    seen = []
    for text in ("pass", "1♠", "pass", "pass", "2♠", "pass"):
        seen.append(deal.to_act)
        assert deal.acting_for == deal.to_act  # nobody acts for the bonehead in the auction
        deal.apply(parse_bonehead_action(text))
    assert seen == [B, C, A, B, C, A]
    assert all(player != BONEHEAD for player, _ in deal.calls)


def test_R_9_3_six_consecutive_passes_end_the_auction():
    deal = play(bonehead_deal(Form.KITTY), "A 1♠", "B pass", "C pass", "A pass", "B pass", "C pass")
    assert deal.phase is Phase.AUCTION and deal.passes == 5
    play(deal, "A pass")
    assert deal.phase is Phase.HANDOVER_CHOICE and deal.declarer == A
    assert deal.highest_bid == parse_bid("1♠")


def test_R_9_3_a_player_who_passed_may_bid_again_and_outbid():
    deal = play(
        bonehead_deal(Form.KITTY),
        "A pass",
        "B 1M",
        "C pass",
        "A 2♥",
        "B pass",
        "C pass",
        "A pass",
        "B pass",
        "C pass",
        "A pass",
    )
    assert deal.declarer == A and deal.highest_bid == parse_bid("2♥")


def test_R_9_3_bids_must_be_higher_and_no_kitty_starts_at_6_spades():
    deal = play(bonehead_deal(Form.KITTY), "A 3♦")
    assert refused(deal, "B 3♣").rule == "R-3.1"
    assert refused(deal, "C 3♥").rule == "R-9.3"  # not C's turn
    assert refused(bonehead_deal(Form.NOKITTY), "A 5G").rule == "R-3.3"
    assert refused(bonehead_deal(Form.KITTY), "A double").rule == "R-9.3"


@pytest.mark.parametrize("form", [Form.KITTY, Form.NOKITTY])
def test_R_9_3_all_three_passing_at_first_turn_gives_allpass_misere(form):
    deal = play(bonehead_deal(form, dealer="C"), "C pass", "A pass", "B pass")
    assert deal.kind is Kind.ALLPASS and deal.phase is Phase.ALLPASS_EXCHANGE
    assert deal.declarer is None and deal.focal == C
    assert deal.seating == deal.seating_at_deal  # the bonehead stays the dealer's partner
    assert deal.seating[partner(deal.seat_of(C))] == BONEHEAD


# --- R-9.4 ------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer,declarer", [(A, B), (A, C), (B, A), (C, C)])
def test_R_9_4_the_bonehead_moves_opposite_the_declarer(dealer, declarer):
    deal = auction_won_by(Form.KITTY, "ABC"[declarer], "5♥", dealer="ABC"[dealer])
    s = deal.seating
    assert s[partner(s.index(declarer))] == BONEHEAD
    # the three keep their clockwise order; the other two are partners for this deal
    assert clockwise_from(s, declarer) == [
        declarer,
        (declarer + 1) % 3,
        BONEHEAD,
        (declarer + 2) % 3,
    ]
    left_d, right_d = (declarer + 1) % 3, (declarer + 2) % 3
    assert side(s.index(left_d)) == side(s.index(right_d)) != side(s.index(declarer))
    assert deal.defenders == (left_d, right_d)
    assert deal.seating_at_deal == seating_for(dealer)


# --- and D-11 ----------------------------------------------------------------------
def test_R_9_5_the_declarer_chooses_who_takes_the_kitty():
    deal = auction_won_by(Form.KITTY, "A", "6♥")
    assert deal.legal_actions() == [BONEHEAD_FIRST, DECLARER_FIRST]
    assert not deal.kitty_exposed  # our reading: the choice comes before the kitty is turned
    assert refused(deal, "A packet ♠A ♠K ♠Q ♠J").rule == "R-9.5"
    assert refused(deal, "B bonehead-first").rule == "R-9.5"
    play(deal, "A bonehead-first")
    assert deal.kitty_exposed and deal.kitty_taker == BONEHEAD
    assert len(deal.hand(BONEHEAD)) == 16 and len(deal.hand(A)) == 12


def test_R_9_5_kitty_bonehead_first_the_declarer_sees_its_hand_and_names_its_cards():
    deal = play(auction_won_by(Form.KITTY, "A", "6♥"), "A bonehead-first")
    assert deal.phase is Phase.PACKET
    assert deal.to_act == A and deal.acting_for == BONEHEAD and not deal.by_position
    assert deal.sight == deal.hand(BONEHEAD) and deal.sighted_by == A
    assert deal.legal_cards() == deal.hand(BONEHEAD)
    # the move must say it is for the bonehead; positions are refused: the declarer sees it
    assert refused(deal, "A packet ♥3 ♥2 ♠3 ♠2").rule == "R-9.5"
    assert refused(deal, "A for bonehead: packet ♥1st ♥2nd ♠1st ♠2nd").rule == "R-9.5"
    assert refused(deal, "A for bonehead: packet ♠A ♥2 ♠3 ♠2").rule == "R-4.2"
    play(deal, "A for bonehead: packet ♥3 ♥2 ♠3 ♠2")
    assert deal.transfers[-1].cards == (card("♥3"), card("♥2"), card("♠3"), card("♠2"))
    assert deal.transfers[-1].from_participant == BONEHEAD and not deal.transfers[-1].blind
    # now the declarer (16 cards) gives one card to each of the other three
    assert deal.phase is Phase.DISTRIBUTE and deal.acting_for == A
    assert deal.expected_receivers() == (B, C, BONEHEAD)
    assert refused(deal, "A give B:♠A C:♠K").rule == "R-4.3"
    play(deal, "A give bonehead:♠A B:♥3 C:♥2")
    assert all(len(deal.hand(p)) == 13 for p in range(4))
    assert deal.phase is Phase.ANNOUNCE  # first bid 6♥: no defenders' exchange


def test_D_11_kitty_declarer_first_the_bonehead_gives_by_row_position_only():
    deal = play(auction_won_by(Form.KITTY, "A", "6♥"), "A declarer-first")
    assert deal.kitty_taker == A and len(deal.hand(A)) == 16 and deal.sight is None
    play(deal, "A packet ♠3 ♠2 ♥3 ♥2")
    # rows now ♠432 ♣5432 ♦5432 ♥65432
    assert deal.phase is Phase.DISTRIBUTE and deal.acting_for == BONEHEAD and deal.by_position
    assert deal.legal_cards() == CardSet()
    assert len(deal.legal_positions()) == 16
    assert deal.expected_receivers() == (A, B, C)
    err = refused(deal, "A for bonehead: give A:♥6 B:♠3 C:♦2")
    assert err.rule == "D-11" and "row position" in err.reason
    err = refused(deal, "A for bonehead: give A:♥1st B:♠4th C:♦4th")
    assert err.rule == "D-11" and "no ♠4th" in err.reason
    assert refused(deal, "A for bonehead: give A:♥1st B:♠1st").rule == "R-4.3"
    play(deal, "A for bonehead: give A:♥1st B:♠2nd C:♦4th")
    got = {t.to_participant: t.cards[0] for t in deal.transfers[-3:]}
    assert got == {A: card("♥6"), B: card("♠3"), C: card("♦2")}
    assert deal.transfers[-1].blind and deal.transfers[-1].chooser == A
    assert deal.sight is None  # chosen blind: the declarer never saw the bonehead's hand
    assert all(len(deal.hand(p)) == 13 for p in range(4))


def test_D_11_positions_of_one_hand_over_all_refer_to_the_rows_before_it():
    deal = play(auction_won_by(Form.KITTY, "A", "6♥"), "A declarer-first", "A packet ♠3 ♠2 ♥3 ♥2")
    play(deal, "A for bonehead: give A:♥1st B:♥2nd C:♥3rd")  # rows ♥65432 before it
    got = [t.cards[0] for t in deal.transfers[-3:]]
    assert got == [card("♥6"), card("♥5"), card("♥4")]
    assert deal.bonehead_lengths() == (3, 4, 4, 2)  # the public rows shrink


def test_R_9_5_no_kitty_bonehead_first_packet_then_the_declarers_return():
    deal = play(auction_won_by(Form.NOKITTY, "B", "6♠"), "B bonehead-first")
    assert deal.kitty_taker is None and deal.sight == deal.initial_hands[BONEHEAD]
    assert deal.to_act == B and deal.acting_for == BONEHEAD
    play(deal, "B for bonehead: packet ♠4 ♠3 ♠2 ♣5")
    assert deal.phase is Phase.RETURN_PACKET and deal.acting_for == B
    play(deal, "B packet ♠10 ♠9 ♠8 ♥J")
    assert deal.phase is Phase.ANNOUNCE and deal.defenders_exchange is False


def test_D_11_no_kitty_declarer_first_the_return_packet_is_named_by_row_position():
    deal = play(auction_won_by(Form.NOKITTY, "A", "6♠"), "A declarer-first", "A packet ♠J ♣Q ♦Q ♥Q")
    # rows now ♠J432 ♣Q543 ♦Q5432 ♥Q432: the positions include the cards just given
    assert deal.phase is Phase.RETURN_PACKET and deal.by_position
    assert refused(deal, "A for bonehead: packet ♠J ♣Q ♦Q ♥Q").rule == "D-11"
    assert refused(deal, "A for bonehead: packet ♠1st ♣1st ♦6th ♥1st").rule == "D-11"
    play(deal, "A for bonehead: packet ♦1st ♠1st ♣4th ♥1st")
    t = deal.transfers[-1]
    assert t.cards == (card("♦Q"), card("♠J"), card("♣3"), card("♥Q"))  # in the packet's order
    assert t.positions[2] == RowPosition(Suit.CLUBS, 4) and t.to_participant == A
    assert deal.phase is Phase.ANNOUNCE


# --- R-9.6 ------------------------------------------------------------------------------
def through_exchange(bid: str, choice: str = "bonehead-first", **kw: object) -> BoneheadDeal:
    deal = play(auction_won_by(Form.KITTY, "A", bid, **kw), f"A {choice}")
    if choice == "bonehead-first":
        return play(deal, "A for bonehead: packet ♥3 ♥2 ♠3 ♠2", "A give bonehead:♠A B:♥3 C:♥2")
    return play(deal, "A packet ♠3 ♠2 ♥3 ♥2", "A for bonehead: give A:♥1st B:♠2nd C:♦4th")


def test_R_9_6_the_contract_is_announced_before_the_defenders_exchange():
    """R-9.6: once the declarer's side has exchanged the declarer announces the contract;
    then the defenders exchange (R-4.6, the declarer's first bid was below 6), knowing it."""
    deal = through_exchange("5♦")
    assert deal.defenders_exchange  # settled by the auction already
    assert deal.phase is Phase.ANNOUNCE and deal.to_act == A
    assert refused(deal, "B give C:♠10").rule == "R-9.6"
    play(deal, "A contract 6♦")
    assert deal.contract == parse_bid("6♦")
    assert deal.phase is Phase.DEFENDERS_EXCHANGE
    assert deal.to_act == B and deal.expected_receivers() == (C,)  # the declarer's left first
    assert refused(deal, "B give A:♠10").rule == "R-4.6"
    play(deal, "B give C:♠10")
    assert deal.to_act == C and deal.expected_receivers() == (B,)
    play(deal, "C give B:♠7")
    assert deal.phase is Phase.DOUBLING and deal.to_act == B


def test_R_9_6_R_4_6_a_six_level_announcement_does_not_cancel_the_exchange():
    """R-4.6 looks at the declarer's first bid in the auction, not at the contract: after
    1 misère the defenders still exchange when the declarer announces 7♥."""
    deal = through_exchange("1M")
    play(deal, "A contract 7♥")
    assert deal.phase is Phase.DEFENDERS_EXCHANGE


def test_R_9_6_the_first_bid_counts_not_the_last():
    deal = play(
        bonehead_deal(Form.KITTY),
        "A 5♦",
        "B pass",
        "C pass",
        "A 6♥",
        "B pass",
        "C pass",
        "A pass",
        "B pass",
        "C pass",
        "A pass",
    )
    assert deal.highest_bid == parse_bid("6♥")
    play(
        deal,
        "A declarer-first",
        "A packet ♠3 ♠2 ♥3 ♥2",
        "A for bonehead: give A:♥1st B:♠2nd C:♦4th",
    )
    assert deal.phase is Phase.ANNOUNCE and deal.defenders_exchange
    play(deal, "A contract 6♥")
    assert deal.phase is Phase.DEFENDERS_EXCHANGE
    six = through_exchange("6♣")
    assert six.phase is Phase.ANNOUNCE and six.defenders_exchange is False
    play(six, "A contract 6♣")
    assert six.phase is Phase.DOUBLING


def test_R_9_6_no_extended_auction_the_declarer_announces_at_least_the_highest_bid():
    deal = through_exchange("6♣")
    assert deal.to_act == A and deal.acting_for == A
    choices = deal.contract_choices()
    assert choices[0] == parse_bid("6♣") and choices[-1] == parse_bid("7G")
    assert deal.legal_actions() == [Announce(b) for b in choices]
    assert refused(deal, "A 6♥").rule == "R-9.6"  # a bid, not an announcement
    err = refused(deal, "A contract 6♠")
    assert err.rule == "R-9.6" and "at least 6♣" in err.reason
    assert refused(deal, "B contract 7G").rule == "R-9.6"
    play(deal, "A contract 6♣")  # equal to the highest bid is allowed
    assert deal.contract == parse_bid("6♣") and deal.phase is Phase.DOUBLING


@pytest.mark.parametrize("level4,lowest", [(False, "5M"), (True, "4M")])
def test_R_9_6_the_contract_reaches_the_forms_minimum_level(level4, lowest):
    deal = through_exchange("1M", ruleset=Ruleset(level4=level4))
    assert deal.contract_choices()[0] == parse_bid(lowest)
    assert refused(deal, "A contract 3G").rule == "R-9.6"
    nk = play(
        auction_won_by(Form.NOKITTY, "A", "6♠"),
        "A declarer-first",
        "A packet ♠J ♣Q ♦Q ♥Q",
        "A for bonehead: packet ♦1st ♠1st ♣4th ♥1st",
    )
    assert nk.contract_choices()[0] == parse_bid("6♠")


def test_R_7_7_a_level_4_contract_is_scored_without_play_when_not_doubled():
    deal = through_exchange("1M", ruleset=Ruleset(level4=True))
    play(deal, "A contract 4♥", "B give C:♠10", "C give B:♠7", "B pass", "C pass")
    assert deal.is_over and deal.result is not None
    assert not deal.result.outcome.played and deal.result.player_points == (10, -10, -10)


# --- R-9.7 ------------------------------------------------------------------------------
def announced(choice: str = "bonehead-first") -> BoneheadDeal:
    return play(through_exchange("6♣", choice), "A contract 6G")


def test_R_9_7_the_bonehead_never_doubles_and_only_the_declarer_may_redouble():
    deal = announced()
    assert deal.to_act == B  # the declarer's left first
    assert refused(deal, "A for bonehead: double").rule in ("R-9.7", "R-4.12")
    play(deal, "B pass")
    assert deal.to_act == C
    play(deal, "C double")
    assert deal.phase is Phase.REDOUBLING and deal.to_act == A and deal.acting_for == A
    err = refused(deal, "A for bonehead: redouble")
    assert err.rule == "R-9.7" and "never doubles" in err.reason
    play(deal, "A pass")  # the other main player is the bonehead: no second chance
    assert deal.phase is Phase.PLAY and deal.doubling == 1
    deal = play(announced(), "B double")
    assert deal.to_act == A  # the bonehead on the doubler's left is skipped
    play(deal, "A redouble")
    assert deal.doubling == 2 and deal.redoubler == A and deal.phase is Phase.PLAY


@pytest.mark.parametrize("choice", ["bonehead-first", "declarer-first"])
def test_R_9_7_the_bonehead_is_turned_face_up_right_after_the_opening_lead(choice):
    deal = play(announced(choice), "B pass", "C pass")
    assert deal.phase is Phase.PLAY
    assert deal.leader == left(deal.seat_of(A)) and deal.to_act == B
    assert not deal.exposed
    lead = deal.legal_cards().cards()[0]
    play(deal, f"B play {lead}")
    assert deal.exposed and deal.exposed_hand == deal.hand(BONEHEAD)
    assert len(deal.exposed_hand) == 13
    # the declarer plays the bonehead's cards
    assert deal.to_act == A and deal.acting_for == BONEHEAD
    own = deal.hand(A).cards()[0]
    assert refused(deal, f"A play {own}").rule == "R-9.7"
    bone = deal.legal_cards().cards()[0]
    play(deal, f"A for bonehead: play {bone}")
    assert deal.to_act == C and deal.acting_for == C


def test_R_9_7_allpass_the_dealer_acts_for_the_bonehead_who_never_doubles():
    deal = play(bonehead_deal(Form.KITTY), "A pass", "B pass", "C pass")
    s = deal.seat_of(A)
    # the kitty ♠3 ♠2 ♥3 ♥2 is dealt from the dealer's left: B (W), bonehead, C, A
    assert deal.allpass_kitty == (
        (B, card("♠3")),
        (BONEHEAD, card("♠2")),
        (C, card("♥3")),
        (A, card("♥2")),
    )
    assert deal.participant_at(left(s)) == B and deal.participant_at(right(s)) == C
    order = []
    for move in ("B give C:♠10", "A for bonehead: give A:♠2", "A give bonehead:♠A", "C give B:♠7"):
        order.append((deal.to_act, deal.acting_for, deal.expected_receivers()))
        if deal.acting_for == BONEHEAD:
            assert not deal.by_position and deal.sighted_by == A  # our reading: seen
            assert deal.sight == deal.initial_hands[BONEHEAD].add(card("♠2"))
        play(deal, move)
    assert order == [(B, B, (C,)), (A, BONEHEAD, (A,)), (A, A, (BONEHEAD,)), (C, C, (B,))]
    assert deal.phase is Phase.DOUBLING
    seen = []
    for _ in range(3):
        seen.append(deal.to_act)
        deal.apply(PASS)
    assert seen == [A, B, C]  # without the bonehead
    assert deal.phase is Phase.PLAY and deal.to_act == B and not deal.exposed
    play(deal, f"B play {deal.legal_cards().cards()[0]}")
    assert deal.exposed and deal.to_act == A and deal.acting_for == BONEHEAD


def test_R_5_3_allpass_redoubling_skips_the_bonehead():
    deal = play(
        bonehead_deal(Form.NOKITTY),
        "A pass",
        "B pass",
        "C pass",
        "B give C:♠10",
        "A for bonehead: give A:♠2",
        "A give bonehead:♠A",
        "C give B:♠7",
    )
    play(deal, "A pass", "B double")
    assert deal.to_act == A  # B's left is the bonehead: skipped; then B's right, the dealer
    play(deal, "A pass")
    assert deal.phase is Phase.PLAY and deal.doubling == 1


# --- R-9.8 ------------------------------------------------------------------------------
ALL_TOP = {
    "A": "♠AKQJ ♣AKQ ♦AKQ ♥AKQ",
    "bonehead": "♠1098 ♣J109 ♦J109 ♥J1098",
    "B": "♠765 ♣876 ♦8765 ♥765",
    "C": "♠432 ♣5432 ♦432 ♥432",
}


def play_highest_for_the_main_side(deal: BoneheadDeal) -> None:
    while not deal.is_over:
        cards = deal.legal_cards().cards()
        main = deal.acting_for in (deal.declarer, BONEHEAD)
        deal.apply(Play(max(cards, key=lambda c: c.rank) if main else min(cards)))


@pytest.mark.parametrize("doubles,points", [((), 50), (("B double", "A redouble"), 150)])
def test_R_9_8_the_declarer_takes_their_sides_number_each_other_player_the_others(doubles, points):
    deal = play(
        bonehead_deal(Form.NOKITTY, hands=ALL_TOP),
        "A 6♠",
        "B pass",
        "C pass",
        "A pass",
        "B pass",
        "C pass",
        "A pass",
        "A bonehead-first",
        "A for bonehead: packet ♠10 ♠9 ♠8 ♥8",
        "A packet ♠J ♣Q ♦Q ♥Q",
        "A contract 7G",
        *(doubles or ("B pass", "C pass")),
    )
    play_highest_for_the_main_side(deal)
    r = deal.result
    assert r is not None and r.made and r.side_tricks == (13, 0)
    assert r.side_points == (points, -points)
    assert r.player_points == (points, -points, -points)  # A declared
    assert r.focal == A and r.outcome.declarer == deal.seat_of(A)
    seat_points = r.outcome.points
    assert seat_points[deal.seat_of(BONEHEAD)] == seat_points[deal.seat_of(A)] == points


@pytest.mark.parametrize("seed", range(30))
def test_R_9_8_scores_are_pairwise_in_random_deals(seed):
    form = Form.KITTY if seed % 2 else Form.NOKITTY
    deal = play_out_bonehead(
        BoneheadDeal.from_seed(form, seed % 3, "pair", seed), random.Random(seed), pass_bias=0.8
    )
    r = deal.result
    assert r is not None
    f = r.focal
    assert f == (deal.declarer if r.kind is Kind.CONTRACT else deal.dealer)
    ours, theirs = r.side_tricks
    aces = r.outcome.aces
    our_side = side(deal.seat_of(f))
    our_aces = [n for n, w in aces if side(w) == our_side]
    their_aces = [n for n, w in aces if side(w) != our_side]
    if r.kind is Kind.ALLPASS:
        expect = allpass_points(ours, theirs, our_aces, their_aces, deal.doubling).total
    else:
        assert deal.contract is not None
        expect = contract_points(
            deal.contract, ours, deal.doubling, deal.ruleset, our_aces, their_aces
        ).total
    assert r.side_points == (expect, -expect)
    assert r.player_points[f] == expect
    assert [r.player_points[p] for p in range(3) if p != f] == [-expect, -expect]


# --- turns and the end ---------------------------------------------------------------------
def test_to_act_is_always_a_player_and_acting_for_says_whose_hand():
    rng = random.Random(3)
    for n in range(20):
        deal = BoneheadDeal.from_seed(Form.KITTY if n % 2 else Form.NOKITTY, n % 3, "turn", n)
        while not deal.is_over:
            assert deal.to_act in (A, B, C)
            if deal.acting_for == BONEHEAD:
                assert deal.to_act == deal.focal
                assert deal.phase in (
                    Phase.PACKET,
                    Phase.RETURN_PACKET,
                    Phase.DISTRIBUTE,
                    Phase.ALLPASS_EXCHANGE,
                    Phase.PLAY,
                )
            else:
                assert deal.to_act == deal.acting_for
            deal.apply(random_bonehead_action(deal, rng))
        assert deal.to_act is None and deal.acting_for is None
        with pytest.raises(IllegalActionError):
            deal.check(PASS)


def test_clone_is_independent():
    deal = play(bonehead_deal(Form.KITTY), "A 6♥")
    other = deal.clone()
    play(other, "B pass")
    assert len(deal.history) == 1 and len(other.history) == 2


def test_a_bonehead_deal_must_be_a_whole_pack():
    hands = [
        CardSet.parse(x)
        for x in (
            "♠AKQJ ♣AKQ ♦AKQ ♥AK",
            "♠1098 ♣J109 ♦J109 ♥QJ10",
            "♠765 ♣876 ♦876 ♥987",
            "♠4 ♣5432 ♦5432 ♥654",
        )
    ]
    with pytest.raises(ValueError, match="kitty"):
        BoneheadDeal(Form.KITTY, A, hands, ())
    with pytest.raises(ValueError, match="kitty or a no-kitty"):
        BoneheadDeal(Form.BOLSHEVIK, A, hands, ())
    with pytest.raises(ValueError, match="dealer"):
        BoneheadDeal(Form.KITTY, 3, hands, ())


def test_actions_of_the_four_player_game_are_refused_with_a_reason():
    deal = play(auction_won_by(Form.KITTY, "A", "6♥"), "A bonehead-first")
    assert not deal.can(Packet((card("♠A"), card("♠K"), card("♠Q"), card("♠J"))))
    assert not deal.can(HandOverFirst(True))
    assert deal.can(parse_bonehead_action("packet ♥3 ♥2 ♠3 ♠2"), A, BONEHEAD)
    assert not deal.can(GiveCards(((B, card("♠A")),)))
    assert not deal.can(GivePositions(((B, RowPosition(Suit.HEARTS, 1)),)))
    assert not deal.can(DOUBLE) and not deal.can(REDOUBLE)
    positions = PacketPositions(tuple(RowPosition(Suit.CLUBS, i) for i in range(1, 5)))  # type: ignore[arg-type]
    assert not deal.can(positions)
