"""Property tests over random seeds and random legal play (docs/rules.md V-2 – V-8): the 52
cards are always all there once, every legal action applies and nothing else does, records
replay to the same state, and a seat's view holds no card it may not know."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Play
from engine.cards import DECK, CardSet
from engine.rules import side
from engine.trick_taking import IllegalActionError, Kind, Phase, Trick, played_mask
from engine.vint import bots
from engine.vint.actions import ALL_BIDS
from engine.vint.bots import RandomVintBot, VintBot
from engine.vint.deal import VintDeal
from engine.vint.record import VintRecord, dumps, loads
from engine.vint.rubber import MatchOptions, VintMatch, loads_match
from engine.vint.views import vint_known_cards, vint_view

from ..helpers import assert_conserved, bot_moves, cards_in, play_with_bots, tricks_in
from .helpers import match_view


def conservation(deal: VintDeal) -> None:
    assert_conserved(deal.hands, (), deal.tricks, deal.trick_cards)  # Vint has no kitty


def played_checking(deal: VintDeal, bot, check=None) -> VintDeal:
    """``deal`` played through by ``bot``, ``check``ed at every step and at the end."""
    for _ in bot_moves(deal, bot, vint_view):
        if check:
            check(deal)
    if check:
        check(deal)
    return deal


def random_play(deal: VintDeal, rng: random.Random, check=None) -> VintDeal:
    return played_checking(deal, RandomVintBot(rng.random(), pass_bias=0.8), check)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), dealer=st.integers(0, 3))
def test_the_52_cards_are_always_all_there_once(seed, dealer):
    random_play(VintDeal.from_seed(dealer, seed), random.Random(seed), conservation)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_exactly_the_legal_actions_apply(seed):
    """Every action the deal lists applies to a clone; every other bid or card is refused."""
    rng = random.Random(seed)

    def check(deal: VintDeal) -> None:
        if deal.is_over:
            return
        legal = set(deal.legal_actions())
        auction = deal.phase is Phase.AUCTION
        candidates = list(ALL_BIDS) if auction else [Play(c) for c in DECK]
        for action in rng.sample(candidates, 12) + rng.sample(sorted(legal, key=str), 1):
            trial = deal.clone()
            try:
                trial.apply(action)
                assert action in legal, action
            except IllegalActionError as exc:
                assert action not in legal, action
                assert exc.rule.startswith("V-")

    random_play(VintDeal.from_seed(seed % 4, seed), rng, check)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_a_played_deal_scores_its_tricks_for_both_pairs(seed):
    deal = random_play(VintDeal.from_seed(seed % 4, seed), random.Random(seed))
    result = deal.result
    if result.kind is Kind.THROWN_IN:
        assert result.score is None and not deal.tricks
        return
    value = result.contract.trick_value
    ns, ew = result.side_tricks
    assert ns + ew == 13
    assert (result.score.below(0), result.score.below(1)) == (ns * value, ew * value)
    assert result.score.made == (
        result.side_tricks[side(result.declarer)] >= 6 + result.contract.level
    )


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), with_hands=st.booleans())
def test_a_deal_record_replays_to_the_same_state(seed, with_hands):
    deal = random_play(VintDeal.from_seed(seed % 4, seed, 3), random.Random(seed))
    by_seed = VintRecord.of(deal, seed=str(seed), number=3)
    record = VintRecord.of(deal) if with_hands else by_seed
    text = dumps(record)
    again = loads(text)
    assert again == record and dumps(again) == text
    replayed = again.replay()
    assert replayed.history == deal.history and replayed.result == deal.result


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_no_view_holds_a_card_its_seat_may_not_know(seed):
    def check(deal: VintDeal) -> None:
        for seat in range(4):
            view = vint_view(deal, seat)
            seen: set[int] = set()
            cards_in(view, seen)
            allowed = vint_known_cards(deal, seat)
            assert seen <= {c.index for c in allowed}, seat

    random_play(VintDeal.from_seed(seed % 4, seed), random.Random(seed), check)


def test_the_leak_check_would_catch_a_leak():
    deal = VintDeal.from_seed(0, 1)
    view = vint_view(deal, 0)
    seen: set[int] = set()
    cards_in(view, seen)
    assert seen == {c.index for c in deal.initial_hands[0]}
    cards_in(deal.initial_hands[1], seen)
    assert not seen <= {c.index for c in vint_known_cards(deal, 0)}


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), rubbers=st.sampled_from([1, 3]))
def test_a_match_record_replays_to_the_same_totals(seed, rubbers):
    bot, rnd = VintBot(), RandomVintBot(seed)
    match = play_with_bots(VintMatch(MatchOptions(rubbers), seed), (bot, rnd, bot, rnd), match_view)
    text = match.dumps()
    again = loads_match(text)
    assert again.dumps() == text
    assert again.totals() == match.totals() and sum(match.totals()) == 0
    assert [r.totals for r in again.rubbers] == [r.totals for r in match.rubbers]
    assert len(match.rubbers) == rubbers


def test_every_hand_of_a_view_is_13_cards_at_the_start():
    deal = VintDeal.from_seed(1, "x")
    for seat in range(4):
        view = vint_view(deal, seat)
        assert view.hand_counts == (13, 13, 13, 13) and len(view.hand) == 13
        assert view.hand == CardSet(deal.initial_hands[seat])


def v_4_4_check(deal: VintDeal) -> None:
    """V-4.4 (VD-12) at one step, for every seat: during play the view holds the last finished
    trick and no older one, and no card but the seat's own hand, the trick in progress and that
    last trick (so no other seat's card and no card of an older trick); the counts of tricks
    stay public. Once the deal is over it holds every trick and every hand."""
    older = {c.index for t in deal.tricks[:-1] for _, c in t.cards}
    for seat in range(4):
        view = vint_view(deal, seat)
        tricks: list[Trick] = []
        tricks_in(view, tricks)
        assert view.tricks_played == len(deal.tricks)
        assert view.tricks_won == tuple(deal.tricks_won)
        if deal.is_over:
            assert view.visible_tricks == tuple(deal.tricks)
            assert view.review == deal.initial_hands
            continue
        assert view.visible_tricks == tuple(deal.tricks[-1:])
        assert all(t.number == len(deal.tricks) for t in tricks), [t.number for t in tricks]
        assert view.review is None and view.result is None
        seen: set[int] = set()
        cards_in(view, seen)
        allowed = deal.hand(seat).mask | played_mask(deal.tricks[-1:], deal.trick_cards)
        assert seen <= {c.index for c in CardSet(allowed)}, seat
        assert not seen & older
        assert not seen & {c.index for s in range(4) if s != seat for c in deal.hand(s)}
        assert view.played_cards().mask & ~allowed == 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_v_4_4_a_view_holds_no_older_trick_at_any_step_of_a_random_deal(seed):
    """V-4.4: at every step of random deals, each seat's view shows only the last finished
    trick (and no other seat's cards)."""
    random_play(VintDeal.from_seed(seed % 4, seed), random.Random(seed), v_4_4_check)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_v_4_4_a_view_holds_no_older_trick_in_deals_the_bots_play(seed):
    """V-4.4 over deals the bidding bot plays to real contracts (random play throws many in)."""
    deal = played_checking(VintDeal.from_seed(seed % 4, seed), VintBot(), v_4_4_check)
    assert deal.tricks or deal.result.kind is Kind.THROWN_IN


def test_v_4_4_the_view_turns_the_older_trick_down_when_the_next_is_complete():
    """V-4.4 step by step: trick 1 stays in view through trick 2 and goes when trick 2 ends."""
    deal = VintDeal.from_seed(1, "v-4.4")
    numbers: list[tuple[int, tuple[int, ...]]] = []
    for _seat, view, _decision in bot_moves(
        deal, VintBot(), vint_view, until=lambda d: len(d.tricks) >= 3
    ):
        if deal.phase is Phase.PLAY:
            numbers.append((len(view.current_trick), tuple(t.number for t in view.visible_tricks)))
    assert deal.tricks, "the seed gives a played deal"
    trick_1 = [(0, ()), (1, ()), (2, ()), (3, ())]  # (cards on the table, tricks in view)
    trick_2 = [(0, (1,)), (1, (1,)), (2, (1,)), (3, (1,))]
    assert numbers[:8] == trick_1 + trick_2
    assert numbers[8] == (0, (2,))


def test_v_4_4_the_vint_bots_are_given_the_view_only():
    """V-4.4: the bots module cannot reach the deal (no import of the deal, the match or the
    trick-taking state), so what it decides from is the seat view."""
    source = Path(bots.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    imported = {
        (node.module or "") for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
    } | {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    assert not imported & {"deal", "rubber", "duel", "cli", "record"}, imported
    assert ".deal" not in source and "VintDeal" not in source and "VintMatch" not in source
