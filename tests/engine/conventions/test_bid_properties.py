"""Properties of the bid suggestions over random hands and random legal auctions, checked
against the engine's own legality (Deal.can), for kitty and no-kitty games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.conventions.explain import explain_call
from engine.conventions.suggest import conventional_calls
from engine.deal import Deal
from engine.rules import Form
from engine.tools.simulate import random_action
from engine.trick_taking import Kind, Phase

FORMS = st.sampled_from([Form.KITTY, Form.NOKITTY])


def check_suggestions(deal: Deal) -> list:
    seat = deal.to_act
    assert seat is not None
    auction = list(deal.calls)
    out = conventional_calls(deal.hand(seat), deal.form, auction, seat, deal.dealer)
    assert out, "never empty"
    assert sum(1 for s in out if s.preferred) == 1 and out[0].preferred
    assert len({s.call for s in out}) == len(out)
    for s in out:
        assert deal.can(s.call, seat), f"{s.call} is not legal: {s.text}"
        assert s.ids and s.text.endswith(f"({', '.join(s.ids)})")
        m = explain_call(s.call, deal.form, auction, seat, deal.dealer)
        assert m.facts and m.ids
    return out


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), FORMS, st.floats(0.3, 0.97))
def test_calls_never_empty_and_legal_in_random_auctions(seed, form, bias):
    rng = random.Random(seed)
    deal = Deal.from_seed(form, seed % 4, "conventions", seed)
    while deal.phase is Phase.AUCTION:
        check_suggestions(deal)
        action = random_action(deal, rng, bias)
        seat = deal.to_act
        assert seat is not None
        m = explain_call(action, form, list(deal.calls), seat, deal.dealer)
        assert m.text and m.ids
        deal.apply(action)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9), FORMS)
def test_bots_following_the_preferred_call_finish_the_auction(seed, form):
    deal = Deal.from_seed(form, seed % 4, "conventional-bots", seed)
    steps = 0
    while deal.phase is Phase.AUCTION:
        out = check_suggestions(deal)
        deal.apply(out[0].call)
        steps += 1
        assert steps < 200
    assert deal.kind in (Kind.CONTRACT, Kind.ALLPASS)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), FORMS, st.integers(0, 3))
def test_mixed_bots_and_random_players(seed, form, randomer):
    """One random player among convention bots: the bots must cope with odd calls."""
    rng = random.Random(seed)
    deal = Deal.from_seed(form, seed % 4, "mixed", seed)
    while deal.phase is Phase.AUCTION:
        if deal.to_act == randomer:
            deal.apply(random_action(deal, rng, 0.6))
        else:
            deal.apply(check_suggestions(deal)[0].call)
