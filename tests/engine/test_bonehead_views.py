"""What each of the three players may see (R-9.2, R-9.5, R-9.7, D-11): seat views and the
no-leak oracle."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.seating import BONEHEAD
from engine.bonehead.views import BoneheadView, bonehead_known_cards, bonehead_view
from engine.cards import Card, CardSet
from engine.rules import Form
from engine.tools.simulate import play_out_bonehead
from engine.trick_taking import Phase

from .bonehead_helpers import auction_won_by, bonehead_deal, play
from .helpers import cards_in

A, B, C = 0, 1, 2


def seen(view: BoneheadView) -> CardSet:
    out: set[int] = set()
    cards_in(view, out)
    return CardSet(Card.from_index(i) for i in out)


def leaks(deal: BoneheadDeal, view_of=bonehead_view) -> dict[int, CardSet]:
    """Cards in a player's view that the oracle says the player may not know."""
    out = {}
    for p in (A, B, C):
        extra = seen(view_of(deal, p)) - bonehead_known_cards(deal, p)
        if extra:
            out[p] = extra
    return out


# Glimpses chosen so the tests know who saw what: A ♥6 ♥5 ♠4 ♣5, B ♦2 ♦3 ♣4 ♣3, C the rest.
GLIMPSES = ("♥65 ♠4 ♣5", "♦32 ♣43", "♥4 ♣2 ♦54")


def test_R_9_2_each_player_sees_their_own_glimpse_and_nobody_elses():
    deal = bonehead_deal(Form.KITTY, glimpses=GLIMPSES)
    for p in (A, B, C):
        view = bonehead_view(deal, p)
        assert view.glimpse == deal.glimpses[p]
        assert seen(view) == deal.hand(p) | deal.glimpses[p]
        for q in (A, B, C):
            if q != p:
                assert not (seen(view) & deal.glimpses[q])
    assert not leaks(deal)


def test_R_9_2_the_bonehead_row_lengths_and_the_seating_are_public():
    deal = play(bonehead_deal(Form.KITTY), "A 6♥", "B pass")
    views = [bonehead_view(deal, p) for p in (A, B, C)]
    assert {v.bonehead_lengths for v in views} == {(1, 4, 4, 3)}
    assert {v.seating_at_deal for v in views} == {deal.seating_at_deal}
    assert [v.seat for v in views] == [deal.seat_of(p) for p in (A, B, C)]


def test_R_9_5_what_the_declarer_saw_is_in_the_declarers_view_only():
    deal = play(auction_won_by(Form.KITTY, "A", "6♥", glimpses=GLIMPSES), "A bonehead-first")
    va, vb, vc = (bonehead_view(deal, p) for p in (A, B, C))
    assert va.bonehead_sight == deal.sight and va.bonehead_hand == deal.hand(BONEHEAD)
    assert va.for_bonehead and va.legal_cards == deal.hand(BONEHEAD)
    assert vb.bonehead_sight is None and vb.bonehead_hand is None
    assert vc.bonehead_sight is None and vc.bonehead_hand is None
    assert not (seen(vb) & deal.glimpses[C]) and not (seen(vc) & deal.glimpses[B])
    assert not leaks(deal)
    play(deal, "A for bonehead: packet ♥3 ♥2 ♠3 ♠2", "A give bonehead:♠A B:♥3 C:♥2")
    assert bonehead_view(deal, A).bonehead_hand == deal.hand(BONEHEAD)  # still known exactly
    assert not leaks(deal)


def test_D_11_a_blind_hand_over_shows_its_positions_to_all_and_each_card_to_its_receiver():
    deal = play(
        auction_won_by(Form.KITTY, "A", "6♥", glimpses=GLIMPSES),
        "A declarer-first",
        "A packet ♠3 ♠2 ♥3 ♥2",
    )
    va = bonehead_view(deal, A)
    # the rows are on the table: everyone sees them grow by the packet's suits
    assert {bonehead_view(deal, p).bonehead_lengths for p in (A, B, C)} == {(3, 4, 4, 5)}
    assert va.for_bonehead and va.by_position and va.legal_cards == CardSet()
    assert len(va.legal_positions) == 16 and va.bonehead_sight is None
    play(deal, "A for bonehead: give A:♥1st B:♠2nd C:♦4th")  # ♥6, ♠3, ♦2
    diamond_two = Card.parse("♦2")
    va, vb, vc = (bonehead_view(deal, p) for p in (A, B, C))
    assert diamond_two not in seen(va)  # A chose blind and B saw it in the glimpse, not A
    assert diamond_two in vc.hand and diamond_two in seen(vb)
    public = va.public_transfers[-3:]
    assert [(h.receiver, [str(x) for x in h.positions]) for h in public] == [
        (A, ["♥1st"]),
        (B, ["♠2nd"]),
        (C, ["♦4th"]),
    ]
    assert all(t.to_participant == A or t.from_participant == A for t in va.own_transfers)
    assert not leaks(deal)


def test_R_9_7_the_bonehead_hand_is_in_every_view_once_the_opening_lead_is_made():
    deal = play(
        auction_won_by(Form.NOKITTY, "A", "6♠"),
        "A declarer-first",
        "A packet ♠J ♣Q ♦Q ♥Q",
        "A for bonehead: packet ♦1st ♠1st ♣4th ♥1st",
        "A contract 6G",
        "B pass",
        "C pass",
    )
    assert all(bonehead_view(deal, p).bonehead_hand is None for p in (B, C))
    lead = deal.legal_cards().cards()[0]
    play(deal, f"B play {lead}")
    for p in (A, B, C):
        view = bonehead_view(deal, p)
        assert view.bonehead_exposed and view.bonehead_hand == deal.hand(BONEHEAD)
    assert bonehead_view(deal, A).for_bonehead
    assert not leaks(deal)


def test_R_5_1_allpass_each_player_sees_only_the_kitty_card_dealt_to_them():
    deal = play(bonehead_deal(Form.KITTY, glimpses=GLIMPSES), "A pass", "B pass", "C pass")
    assert bonehead_view(deal, B).allpass_kitty_card == Card.parse("♠3")
    assert bonehead_view(deal, A).allpass_kitty_card == Card.parse("♥2")
    assert Card.parse("♠2") not in seen(bonehead_view(deal, A))  # the bonehead's kitty card
    assert bonehead_view(deal, A).kitty_face_down == 0
    play(deal, "B give C:♠10")
    view = bonehead_view(deal, A)  # the dealer now sees the bonehead's hand to hand over
    assert view.for_bonehead and Card.parse("♠2") in view.bonehead_sight
    assert not leaks(deal)


def test_views_offer_actions_only_to_the_player_to_act_and_not_to_the_bonehead():
    deal = bonehead_deal(Form.KITTY)
    assert bonehead_view(deal, A).legal_actions and not bonehead_view(deal, B).legal_actions
    with pytest.raises(ValueError):
        bonehead_view(deal, BONEHEAD)


def test_the_finished_deal_is_reviewed_in_full():
    deal = play_out_bonehead(BoneheadDeal.from_seed(Form.NOKITTY, B, "review", 1), random.Random(1))
    view = bonehead_view(deal, C)
    assert view.review is not None and view.review.glimpses == deal.glimpses
    assert view.result == deal.result and view.phase is Phase.DONE


def test_the_leak_check_catches_a_view_that_shows_another_players_glimpse():
    """Guard for the property test: a broken view is caught (the check can fail)."""
    deal = bonehead_deal(Form.NOKITTY, glimpses=("♠432 ♣54", "♣3 ♦54 ♥4", "♦32 ♥32"))

    def broken(d: BoneheadDeal, p: int) -> BoneheadView:
        return dataclasses.replace(bonehead_view(d, p), glimpse=d.glimpses[(p + 1) % 3])

    found = leaks(deal, broken)
    assert set(found) == {A, B, C}
    assert found[A] == deal.glimpses[B]

    def shows_sight(d: BoneheadDeal, p: int) -> BoneheadView:
        return dataclasses.replace(bonehead_view(d, p), bonehead_sight=d.sight)

    seen_deal = play(auction_won_by(Form.NOKITTY, "A", "6♠"), "A bonehead-first")
    assert not leaks(seen_deal)
    assert set(leaks(seen_deal, shows_sight)) == {B, C}


def test_the_oracle_is_not_trivially_everything():
    deal = bonehead_deal(Form.KITTY)
    assert [len(bonehead_known_cards(deal, p)) for p in (A, B, C)] == [16, 16, 16]
