"""Bots: they finish every kind of session legally, fast, and from their own view only."""

import random
import time

import pytest

from engine.bots import RandomBot
from engine.bots.convention import ConventionBot
from engine.deal import Deal, Phase
from engine.rules import Form, Ruleset, Schedule
from engine.session import BolshevikPlacement, Session, SessionOptions
from engine.simulate import random_action
from engine.views import seat_view


@pytest.mark.parametrize(
    "options",
    [
        SessionOptions(4, BolshevikPlacement.AFTER_LAST),
        SessionOptions(4, BolshevikPlacement.BEFORE_FIRST, Ruleset(Schedule.OLD, level4=True)),
        SessionOptions(8),
    ],
)
def test_convention_bots_play_whole_sessions(options):
    bot = ConventionBot()
    session = Session(options, "bots")
    slowest = 0.0
    while session.current is not None:
        deal = session.current
        seat = deal.to_act
        view = seat_view(deal, seat)
        t = time.perf_counter()
        decision = bot.decide(view)
        slowest = max(slowest, time.perf_counter() - t)
        assert decision.reason
        session.apply(decision.action, seat)  # raises if the bot chose an illegal action
    assert session.is_over
    assert slowest < 2.0  # a sanity bound only; the benchmark measures the real figures


def test_bot_decisions_are_deterministic():
    deal = Deal.from_seed(Form.KITTY, 0, "det", 1)
    a = [ConventionBot().decide(seat_view(deal, 0)) for _ in range(3)]
    assert a[0] == a[1] == a[2]


def _swap_hidden(deal: Deal, viewer: int, rng: random.Random) -> Deal | None:
    """The same deal from ``viewer``'s side, with two unseen cards of two other players
    swapped: everything ``viewer`` may know is unchanged."""
    from engine.views import known_cards

    known = known_cards(deal, viewer)
    others = [s for s in range(4) if s != viewer]
    a, b = rng.sample(others, 2)
    ca = [c for c in deal.hand(a) if c not in known]
    cb = [c for c in deal.hand(b) if c not in known]
    if not ca or not cb:
        return None
    x, y = rng.choice(ca), rng.choice(cb)
    other = deal.clone()
    other.hands[a] = (other.hands[a] & ~x.mask) | y.mask
    other.hands[b] = (other.hands[b] & ~y.mask) | x.mask
    return other


def test_a_bot_sees_only_its_view_hidden_cards_do_not_change_its_decision():
    rng = random.Random(5)
    bot = ConventionBot()
    checked = 0
    for n in range(30):
        deal = Deal.from_seed(rng.choice([Form.KITTY, Form.NOKITTY]), n % 4, "hidden", n)
        while not deal.is_over:
            seat = deal.to_act
            other = (
                _swap_hidden(deal, seat, rng) if deal.phase is not Phase.AUCTION or n % 3 else None
            )
            decision = bot.decide(seat_view(deal, seat))
            if other is not None:
                assert seat_view(other, seat) == seat_view(deal, seat)
                assert bot.decide(seat_view(other, seat)) == decision
                checked += 1
            deal.apply(decision.action, seat)
    assert checked > 200


def test_random_bot_matches_the_engines_random_play_in_legality():
    rng = random.Random(1)
    bot = RandomBot(3)
    for n in range(20):
        deal = Deal.from_seed(Form.BOLSHEVIK if n % 2 else Form.NOKITTY, n % 4, "rb", n)
        while not deal.is_over:
            seat = deal.to_act
            if n % 3:
                deal.apply(bot.decide(seat_view(deal, seat)).action, seat)
            else:
                deal.apply(random_action(deal, rng))


def test_a_card_dealt_out_by_the_kitty_partner_is_not_taken_for_partners_hand_over():
    """R-4.3 gives each defender a card before the defenders' exchange (R-4.6): the second
    defender must answer partner's card, not the kitty partner's."""
    from engine.actions import Give
    from engine.bots.exchange import _received_single

    for n in range(200):
        deal = Deal.from_seed(Form.KITTY, n % 4, "recv", n)
        bot = ConventionBot()
        while not deal.is_over and deal.phase is not Phase.DEFENDERS_EXCHANGE:
            deal.apply(bot.decide(seat_view(deal, deal.to_act)).action)
        if deal.phase is not Phase.DEFENDERS_EXCHANGE:
            continue
        first = deal.to_act
        deal.apply(bot.decide(seat_view(deal, first)).action)
        second_view = seat_view(deal, deal.to_act)
        from_partner = [t for t in deal.transfers if t.giver == first and t.receiver == deal.to_act]
        assert _received_single(second_view) == from_partner[-1].cards[0]
        assert isinstance(deal.history[-1][1], Give)
        return
    pytest.fail("no defenders' exchange reached")
