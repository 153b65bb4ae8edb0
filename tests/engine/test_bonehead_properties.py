"""Property tests over random seeds and random legal play, for both bonehead forms (R-9)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Play
from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.record import BoneheadRecord, dumps, loads
from engine.bonehead.seating import BONEHEAD
from engine.bonehead.views import bonehead_known_cards, bonehead_view
from engine.cards import CardSet
from engine.rules import Form, Ruleset, Schedule
from engine.tools.simulate import random_bonehead_action
from engine.trick_taking import Kind

from .helpers import assert_conserved, assert_records_round_trip, expected_winner
from .test_bonehead_views import seen
from .test_properties import check_r_8_3

FORMS = st.sampled_from([Form.KITTY, Form.NOKITTY])
RULESETS = st.sampled_from([Ruleset(), Ruleset(schedule=Schedule.OLD), Ruleset(level4=True)])


def conservation(deal: BoneheadDeal) -> None:
    kitty_apart = (
        deal.form is Form.KITTY and not deal.kitty_exposed and deal.kind is not Kind.ALLPASS
    )
    assert_conserved(deal.hands, deal.kitty if kitty_apart else (), deal.tricks, deal.trick_cards)


def run(form: Form, seed: int, ruleset: Ruleset, check_views: bool) -> BoneheadDeal:
    rng = random.Random(seed)
    deal = BoneheadDeal.from_seed(form, seed % 3, "prop", seed, ruleset)
    bias = rng.choice([0.5, 0.75, 0.9])
    steps = 0
    while not deal.is_over:
        conservation(deal)
        if check_views:
            for p in range(3):
                extra = seen(bonehead_view(deal, p)) - bonehead_known_cards(deal, p)
                assert not extra, (deal.phase, p, str(extra))
        action = random_bonehead_action(deal, rng, pass_bias=bias)
        if isinstance(action, Play):
            assert action.card in deal.legal_cards()
        deal.apply(action)
        steps += 1
        assert steps < 200
    conservation(deal)
    return deal


@settings(max_examples=120, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9), ruleset=RULESETS)
def test_random_bonehead_deals_conserve_cards_follow_the_rules_and_score_zero_sum(
    form, seed, ruleset
):
    deal = run(form, seed, ruleset, check_views=False)
    r = deal.result
    assert r is not None
    o = r.outcome
    assert sum(r.side_points) == 0  # R-9.8: the two sides' numbers sum to zero
    assert sum(o.points) == 0 and o.points[0] == o.points[2] and o.points[1] == o.points[3]
    assert sum(line.points for line in o.lines) == r.side_points[0]
    f = r.focal
    assert r.player_points[f] == r.side_points[0]
    assert all(r.player_points[p] == r.side_points[1] for p in range(3) if p != f)
    assert deal.seating[(deal.seat_of(f) + 2) % 4] == BONEHEAD
    if o.played:
        assert len(deal.tricks) == 13 and sum(o.tricks) == 13 and len(o.aces) == 4
        for trick in deal.tricks:
            assert trick.winner == expected_winner(trick, deal.trumps)
        assert deal.exposed
    replayed = BoneheadRecord.of(deal).replay()
    assert replayed.result == r


@settings(max_examples=80, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_bonehead_records_round_trip_and_replay_to_the_same_scores(form, seed):
    deal = run(form, seed, Ruleset(), check_views=False)
    records = (BoneheadRecord.of(deal), BoneheadRecord.of(deal, seed="prop", number=seed))
    assert_records_round_trip(deal, records, dumps, loads)


@settings(max_examples=60, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_no_player_view_ever_contains_a_card_that_player_may_not_know(form, seed):
    run(form, seed, Ruleset(), check_views=True)


@settings(max_examples=60, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_R_9_2_R_9_5_a_glimpse_or_the_declarers_sight_never_reaches_another_view_before_exposure(
    form, seed
):
    """The specific leak R-9 is about: until the bonehead is face up, a card only one player
    saw of it (in a glimpse, or the declarer's sight) is in no other player's view unless the
    rules showed it to them too (kitty, hand-over, trick)."""
    rng = random.Random(seed)
    deal = BoneheadDeal.from_seed(form, seed % 3, "glimpse-leak", seed)
    checked = 0
    while not deal.exposed and not deal.is_over:
        for p in range(3):
            private = deal.glimpses[p]
            if deal.sighted_by == p and deal.sight is not None:
                private = private | deal.sight
            for q in range(3):
                if q == p:
                    continue
                shown = seen(bonehead_view(deal, q)) & private
                assert shown.issubset(bonehead_known_cards(deal, q)), (p, q, str(shown))
                checked += 1
        deal.apply(random_bonehead_action(deal, rng))
    assert checked


def test_the_bonehead_hand_is_never_exposed_before_the_opening_lead():
    rng = random.Random(9)
    for n in range(40):
        deal = BoneheadDeal.from_seed(Form.KITTY if n % 2 else Form.NOKITTY, n % 3, "x", n)
        while not deal.is_over:
            assert deal.exposed == bool(deal.tricks or deal.trick_cards)
            deal.apply(random_bonehead_action(deal, rng))
        assert deal.exposed or not deal.result.outcome.played  # type: ignore[union-attr]


@settings(max_examples=30, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_R_8_3_no_bonehead_view_shows_a_trick_the_rule_hides(form, seed):
    """R-8.3 holds in the three-player form too; the beginners' mode shows every trick."""
    rng = random.Random(seed)
    deal = BoneheadDeal.from_seed(form, seed % 3, "r83", seed)
    while True:
        over = deal.is_over
        for p in range(3):
            known = bonehead_known_cards(deal, p)
            played = {c for t in deal.tricks for _, c in t.cards}
            # what the player knows besides the table: its glimpse and sight of the bonehead's
            # hand, its hand-overs, the kitty exposed or dealt to it
            own = CardSet(
                [
                    c
                    for t in deal.transfers
                    if p in (t.from_participant, t.to_participant)
                    for c in t.cards
                ]
                + (list(deal.kitty) if deal.kitty_exposed else [])
                + list(deal.glimpses[p])
                + (list(deal.sight) if deal.sight is not None and deal.sighted_by == p else [])
                + [c for q, c in deal.allpass_kitty if q == p]
            )
            assert played <= set(known) or over
            view = bonehead_view(deal, p)
            check_r_8_3(view, deal.tricks, deal.trick_cards, over, own)
            assert view.tricks_played == len(deal.tricks)
            assert bonehead_view(deal, p, show_all_tricks=True).visible_tricks == tuple(deal.tricks)
        if over:
            break
        deal.apply(random_bonehead_action(deal, rng, pass_bias=0.9))
