"""Property tests over random seeds and random legal play, for every form (R-2 – R-8)."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Give, Packet, Play
from engine.cards import Card, CardSet
from engine.deal import Deal, Kind, Phase
from engine.record import DealRecord, dumps, loads
from engine.rules import Form, Ruleset, Schedule, partner
from engine.simulate import random_action
from engine.views import known_cards, seat_view

FORMS = st.sampled_from(list(Form))
RULESETS = st.sampled_from([Ruleset(), Ruleset(schedule=Schedule.OLD), Ruleset(level4=True)])


def cards_in(value: object, out: set[int]) -> None:
    """Every card anywhere inside a view (dataclasses, tuples, sets, dicts)."""
    if isinstance(value, Card):
        out.add(value.index)
    elif isinstance(value, CardSet):
        out.update(c.index for c in value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), out)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            cards_in(v, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            cards_in(k, out)
            cards_in(v, out)


def conservation(deal: Deal) -> None:
    mask = 0
    count = 0
    for h in deal.hands:
        assert not mask & h
        mask |= h
        count += h.bit_count()
    kitty_apart = deal.form.has_kitty and not deal.kitty_exposed and deal.kind is not Kind.ALLPASS
    if kitty_apart:
        for c in deal.kitty:
            assert not mask & c.mask
            mask |= c.mask
            count += 1
    for t in deal.tricks:
        for _, c in t.cards:
            assert not mask & c.mask
            mask |= c.mask
            count += 1
    for _, c in deal.trick_cards:
        assert not mask & c.mask
        mask |= c.mask
        count += 1
    assert count == 52 and mask == (1 << 52) - 1


def expected_winner(trick, trumps) -> int:
    led = trick.cards[0][1].suit
    pool = [(s, c) for s, c in trick.cards if trumps is not None and c.suit == trumps]
    if not pool:
        pool = [(s, c) for s, c in trick.cards if c.suit == led]
    return max(pool, key=lambda sc: sc[1].rank)[0]


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
    for record in (DealRecord.of(deal), DealRecord.of(deal, seed="prop", number=seed)):
        text = dumps(record)
        loaded = loads(text)
        assert loaded == record
        assert dumps(loaded) == text
        assert loaded.replay().result == deal.result
    states = list(DealRecord.of(deal).states())
    assert len(states) == len(deal.history) + 1
    assert states[-1].result == deal.result


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
