"""Property tests over random seeds and random legal play, for every form (R-2 – R-8)."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Give, Packet, Play
from engine.cards import Card, CardSet
from engine.deal import Deal
from engine.record import DealRecord, dumps, loads
from engine.rules import Form, Ruleset, Schedule, partner
from engine.tools.simulate import random_action
from engine.trick_taking import Kind, Phase
from engine.views import known_cards, seat_view

from .helpers import (
    assert_conserved,
    assert_records_round_trip,
    cards_in,
    expected_winner,
    tricks_in,
)

FORMS = st.sampled_from(list(Form))
RULESETS = st.sampled_from([Ruleset(), Ruleset(schedule=Schedule.OLD), Ruleset(level4=True)])


def conservation(deal: Deal) -> None:
    kitty_apart = deal.form.has_kitty and not deal.kitty_exposed and deal.kind is not Kind.ALLPASS
    assert_conserved(deal.hands, deal.kitty if kitty_apart else (), deal.tricks, deal.trick_cards)


def run(form: Form, seed: int, ruleset: Ruleset, check_views: bool) -> Deal:
    rng = random.Random(seed)
    deal = Deal.from_seed(form, seed % 4, "prop", seed, ruleset)
    steps = 0
    while not deal.is_over:
        conservation(deal)
        if check_views:
            for seat in range(4):
                seen: set[int] = set()
                cards_in(seat_view(deal, seat), seen)
                allowed = {c.index for c in known_cards(deal, seat)}
                leaked = seen - allowed
                assert not leaked, (deal.phase, seat, [str(Card.from_index(i)) for i in leaked])
        seat = deal.to_act
        assert seat is not None
        action = random_action(deal, rng, pass_bias=rng.choice([0.5, 0.75, 0.9]))
        if isinstance(action, Play):
            assert action.card in deal.legal_cards()
        deal.apply(action)
        steps += 1
        assert steps < 400
    conservation(deal)
    return deal


@settings(max_examples=80, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9), ruleset=RULESETS)
def test_random_deals_conserve_cards_follow_the_rules_and_score_zero_sum(form, seed, ruleset):
    deal = run(form, seed, ruleset, check_views=False)
    result = deal.result
    assert result is not None
    assert sum(result.points) == 0  # Bolshevik: the four players; otherwise the two sides
    if result.kind in (Kind.CONTRACT, Kind.ALLPASS):
        assert result.points[0] == result.points[2] and result.points[1] == result.points[3]
        assert sum(line.points for line in result.lines) in (result.points[0], result.points[1])
    if result.played:
        assert len(deal.tricks) == 13 and sum(result.tricks) == 13
        for trick in deal.tricks:
            assert trick.winner == expected_winner(trick, deal.trumps)
        assert len(result.aces) == 4
        # replay every trick: each card was legal when played
        record = DealRecord.of(deal)
        replayed = record.replay()
        assert replayed.result == result


@settings(max_examples=60, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_records_round_trip_and_replay_to_the_same_scores(form, seed):
    deal = run(form, seed, Ruleset(), check_views=False)
    records = (DealRecord.of(deal), DealRecord.of(deal, seed="prop", number=seed))
    assert_records_round_trip(deal, records, dumps, loads)


@settings(max_examples=40, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_no_seat_view_ever_contains_a_card_that_seat_may_not_know(form, seed):
    run(form, seed, Ruleset(), check_views=True)


def test_known_cards_is_not_trivially_everything():
    """Guard for the leak test above: mid-deal a seat knows far fewer than 52 cards."""
    deal = Deal.from_seed(Form.KITTY, 0, "guard", 1)
    assert len(known_cards(deal, 0)) == 12
    view = seat_view(deal, 0)
    seen: set[int] = set()
    cards_in(view, seen)
    assert len(seen) == 12
    # A packet between two others stays out of a defender's view.
    rng = random.Random(5)
    while deal.phase is not Phase.DISTRIBUTE:
        if deal.phase is Phase.AUCTION:
            deal.apply(deal.legal_actions()[1] if not deal.calls else deal.legal_actions()[0])
        else:
            deal.apply(random_action(deal, rng))
    packet = deal.transfers[0]
    outsider = next(s for s in range(4) if s not in (packet.giver, packet.receiver))
    seen = set()
    cards_in(seat_view(deal, outsider), seen)
    hidden = [
        c for c in packet.cards if c not in deal.initial_hands[outsider] and c not in deal.kitty
    ]
    assert hidden and not ({c.index for c in hidden} & seen)
    seen_receiver: set[int] = set()
    cards_in(seat_view(deal, partner(packet.giver)), seen_receiver)
    assert {c.index for c in packet.cards} <= seen_receiver
    assert isinstance(deal.history[-1][1], Packet)
    assert not isinstance(deal.history[-1][1], Give)


# --- which tricks a seat may look at ---------------------------------------------------


def r_8_3_allowed(done: int, in_progress: bool, over: bool) -> set[int]:
    """The trick numbers R-8.3 lets a seat look at, written from the rule's words."""
    if over:
        return set(range(1, done + 1))
    if in_progress:
        return {done} if done else set()
    return {n for n in (done - 1, done) if n >= 1}


def check_r_8_3(view: object, deal_tricks, trick_cards, over: bool, known: CardSet) -> None:
    shown: list = []
    tricks_in(view, shown)
    allowed = r_8_3_allowed(len(deal_tricks), bool(trick_cards), over)
    assert {t.number for t in shown} == allowed, (allowed, [t.number for t in shown])
    # No card of a trick out of sight appears elsewhere in the view, unless the seat knows it
    # some other way (it handed it over, received it, or saw it in the exposed kitty). The one
    # exception is D-13: the list of aces fallen so far, which misère scores by trick.
    hidden = {c.index for t in deal_tricks if t.number not in allowed for _, c in t.cards}
    seen: set[int] = set()
    cards_in(dataclasses.replace(view, aces_taken=()), seen)  # type: ignore[type-var]
    assert not (seen & hidden) - {c.index for c in known}
    aces = {c.index for t in deal_tricks for c in t.aces}
    assert {c.index for _n, _w, c in view.aces_taken} == aces  # type: ignore[attr-defined]


def own_knowledge(deal: Deal, seat: int) -> CardSet:
    mask = 0
    for t in deal.transfers:
        if seat in (t.giver, t.receiver):
            for c in t.cards:
                mask |= c.mask
    if deal.kitty_exposed:
        for c in deal.kitty:
            mask |= c.mask
    return CardSet(mask)


@settings(max_examples=40, deadline=None)
@given(form=FORMS, seed=st.integers(0, 10**9))
def test_R_8_3_no_view_shows_a_trick_the_rule_hides(form, seed):
    """During play a seat sees the last completed trick, and the one before it until the next
    trick starts; the review shows them all; the beginners' mode shows every trick played."""
    rng = random.Random(seed)
    deal = Deal.from_seed(form, seed % 4, "r83", seed)
    while True:
        over = deal.is_over
        for seat in range(4):
            view = seat_view(deal, seat)
            check_r_8_3(view, deal.tricks, deal.trick_cards, over, own_knowledge(deal, seat))
            assert view.tricks_played == len(deal.tricks)
            # The aces fallen so far stay listed (misère scores them): hides tricks only.
            assert view.aces_taken == tuple(
                (t.number, t.winner, c) for t in deal.tricks for c in t.aces
            )
            beginner = seat_view(deal, seat, show_all_tricks=True)
            assert beginner.visible_tricks == tuple(deal.tricks)
        if over:
            break
        deal.apply(random_action(deal, rng, pass_bias=0.9))


def test_R_8_3_the_next_trick_hides_the_one_before_last():
    deal = Deal.from_seed(Form.NOKITTY, 0, "r83-fixed", 2)
    rng = random.Random(2)
    while len(deal.tricks) < 3 or deal.trick_cards:
        deal.apply(random_action(deal, rng, pass_bias=0.5))
    view = seat_view(deal, 0)
    assert [t.number for t in view.visible_tricks] == [2, 3]
    assert view.last_trick is not None and view.last_trick.number == 3
    assert view.tricks == view.visible_tricks  # the templates' old name
    deal.apply(random_action(deal, rng))  # the first card of trick 4
    assert [t.number for t in seat_view(deal, 0).visible_tricks] == [3]
