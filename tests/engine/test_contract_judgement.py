"""The final contract and the double by double dummy (:mod:`engine.bots.contract`; switches
``contract_layouts``, ``double_layouts`` and ``auction_layouts``, off at the table): legal,
explained, from the seat's view only, and the layouts fit the auction the way they claim."""

from __future__ import annotations

import random

import pytest

from engine.actions import Bid
from engine.bots import bot_view
from engine.bots.config import DRILLS, variant
from engine.bots.contract import _layouts, _misfits, estimates, standing
from engine.bots.convention import ConventionBot
from engine.bots.sampling import placed_cards
from engine.deal import Deal
from engine.messages import Msg
from engine.rules import Form, partner
from engine.trick_taking import Kind, Phase

from .helpers import bot_moves, play_with_bots
from .test_bots import _swap_hidden

pytestmark = pytest.mark.skipif(
    not __import__("engine.solver.dds", fromlist=["available"]).available(),
    reason="DDS is not installed",
)

JUDGING = variant("current:contract_layouts=2,double_layouts=2,auction_layouts=1")
JUDGED = ("bot.dd_contract", "bot.dd_keep", "bot.dd_double", "bot.dd_no_double")


def _judged(reason: object) -> bool:
    return isinstance(reason, Msg) and reason.id in JUDGED


def test_judged_calls_are_legal_explained_and_see_only_the_view():
    """R-4.4, R-4.12: the judged extended bids and doubles are legal (the engine applies
    them), say how many layouts they rest on, and do not move when cards the seat cannot
    see change places."""
    rng = random.Random(7)
    bot = ConventionBot(JUDGING)
    judged = checked = 0
    for n in range(4, 7):  # deals 0-3 of this seed are all-pass misère
        deal = Deal.from_seed(Form.KITTY, n % 4, "judge", n)
        for seat, view, decision in bot_moves(deal, bot, until=lambda d: d.phase is Phase.PLAY):
            if view.phase not in (Phase.EXTENDED, Phase.DOUBLING):
                continue
            if _judged(decision.reason):
                judged += 1
                assert f"over {JUDGING.contract_layouts} likely layouts" in str(decision.reason)
            other = _swap_hidden(deal, seat, rng)
            if other is not None:
                assert bot_view(other, seat) == view
                assert bot.decide(bot_view(other, seat)) == decision
                checked += 1
    assert judged and checked > 10


def test_every_estimate_is_a_legal_call_or_the_standing_contract():
    bot = ConventionBot(JUDGING)
    seen = 0
    for n in range(6):
        deal = Deal.from_seed(Form.KITTY, n % 4, "est", n)
        play_with_bots(deal, bot, until=lambda d: d.phase is Phase.EXTENDED)
        if deal.phase is not Phase.EXTENDED:
            continue
        view = bot_view(deal, deal.to_act)
        now = standing(view)
        assert now is not None
        for e in estimates(view, JUDGING):
            seen += 1
            assert not e.contract.denomination.is_misere and e.contract.level >= 5
            if e.call is None:
                assert (e.contract, e.declarer) == now
            else:
                assert e.call in view.legal_actions and e.declarer == view.seat
            assert 0 <= e.made <= JUDGING.contract_layouts
    assert seen


def test_the_hands_of_the_auction_fit_it():
    """With the hands the calls were made from (no exchange yet) and bots that call by the
    conventions as written, no other seat's call misfits."""
    checked = 0
    for n in range(16):
        deal = Deal.from_seed(Form.NOKITTY if n % 2 else Form.KITTY, n % 4, "fit", n)
        bot = ConventionBot(DRILLS)
        play_with_bots(deal, bot, until=lambda d: d.phase is not Phase.AUCTION or len(d.calls) > 4)
        if deal.phase is not Phase.AUCTION:
            continue
        view = bot_view(deal, deal.to_act)
        assert _misfits(view, list(deal.hands)) == 0
        checked += 1
    assert checked >= 4


def test_a_call_the_hand_would_not_make_misfits():
    """A seat that bid trumps, given the thirteen lowest cards instead, no longer fits."""
    lowest = sum(1 << (13 * suit + rank) for suit in range(4) for rank in range(3)) | 1 << 3
    for n in range(20):
        deal = Deal.from_seed(Form.KITTY, n % 4, "misfit", n)
        play_with_bots(deal, ConventionBot(DRILLS), until=lambda d: d.phase is not Phase.AUCTION)
        if deal.phase is Phase.AUCTION or deal.kind is not Kind.CONTRACT:
            continue
        view = bot_view(deal, deal.kitty_bidder)
        trump_bidders = [
            s
            for s, c in view.calls
            if isinstance(c, Bid) and s != view.seat and not c.denomination.is_misere
        ]
        if not trump_bidders:
            continue
        hands = list(deal.hands)
        hands[trump_bidders[0]] = lowest
        assert _misfits(view, hands) >= 1
        return
    pytest.fail("no auction with a trump bid by a seat other than the kitty bidder")


def test_the_kitty_bidder_keeps_partner_holding_the_packet_it_gave():
    """After R-4.3's distribution the kitty bidder no longer knows which cards partner kept;
    the auction-fitting layouts assume partner kept the packet's (less the card it saw)."""
    for n in range(20):
        deal = Deal.from_seed(Form.KITTY, n % 4, "keep", n)
        play_with_bots(deal, ConventionBot(), until=lambda d: d.phase is Phase.EXTENDED)
        if deal.phase is not Phase.EXTENDED or deal.to_act != deal.kitty_bidder:
            continue
        view = bot_view(deal, deal.to_act)
        mate = partner(view.seat)
        assert mate not in placed_cards(view)  # the cautious reading forgets it
        kept = placed_cards(view, keep_through_unseen=True)[mate]
        packet = next(t for t in view.own_transfers if t.phase is Phase.PACKET)
        assert kept == sum(c.mask for c in packet.cards) & ~view.hand.mask
        for hands in _layouts(view, 4, "t", auction=True):
            assert hands[mate] & kept == kept
        return
    pytest.fail("no kitty deal reached the extended bids with the kitty bidder to call")
