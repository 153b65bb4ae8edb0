"""The opening leader's situation, read off its seat view (C-7): which card partner handed
over is found by its giver, never by the order of the cards this seat received."""

from __future__ import annotations

import re

import pytest

from engine.bots import bot_view
from engine.bots.convention import ConventionBot
from engine.bots.leads import lead_situation
from engine.conventions.leads import LeadKind
from engine.deal import BolshevikContext, Deal
from engine.drills import generate
from engine.rules import Form, partner
from engine.trick_taking import Kind, Phase
from engine.views import seat_view

from .helpers import play_with_bots

# Level-1 lead drills whose leader received a card from the kitty bidder's partner
# before partner's card: they used to prefer leading the main side's card "because partner
# handed it over".
DRILL_SEEDS = ["t1", "k2", "k5", "k18", "k27", "c2bbf252"]


@pytest.mark.parametrize("seed", DRILL_SEEDS)
def test_C_7_1_lead_drill_never_calls_a_main_players_card_partners(seed):
    drill = generate("lead", 1, seed)
    seat = drill.data["seat"]
    from_partner = {c for giver, c in drill.data["received"] if giver == partner(seat)}
    from_main_side = {str(c) for giver, c in drill.data["received"] if giver != partner(seat)}
    mine = {str(c) for c in from_partner}
    for card, _preferred, text, _ids in drill.solution["choices"]:
        touching = re.search(r"touching the (\S+) partner handed over", text)
        if touching:  # an equal card (IC-32): the card it touches must be partner's
            assert touching.group(1) in mine, (card, text)
        elif "partner handed over" in text and "suit partner handed over" not in text:
            assert card in mine, (card, text)
    best = next(c for c in drill.solution["choices"] if c[1])
    assert best[0] not in from_main_side


def _to_opening_lead(form: Form, seed: int, bolshevik: bool = False) -> Deal | None:
    ctx = BolshevikContext(frozenset(range(4)), 4) if bolshevik else None
    deal = Deal.from_seed(form, seed % 4, "lead-situation", seed, bolshevik=ctx)
    play_with_bots(deal, ConventionBot(), until=lambda d: d.phase is Phase.PLAY)
    return deal if deal.phase is Phase.PLAY else None


def _from(deal: Deal, giver: int, receiver: int, phase: Phase):
    cards = [
        t.cards[0]
        for t in deal.transfers
        if t.giver == giver and t.receiver == receiver and t.phase is phase
    ]
    return cards[0] if cards else None


def test_C_7_1_kitty_game_partners_card_is_the_defenders_exchange_card():
    """R-4.3 gives the leader a card from the kitty bidder's partner first; the card partner
    handed over is the one from the defenders' exchange (R-4.6), and without an exchange
    there is none."""
    with_exchange = without = 0
    for n in range(60):
        deal = _to_opening_lead(Form.KITTY, n)
        if deal is None or deal.kind is not Kind.CONTRACT:
            continue
        leader = deal.to_act
        sit = lead_situation(seat_view(deal, leader))
        assert sit is not None
        dealt = [t for t in deal.transfers if t.receiver == leader and t.phase is Phase.DISTRIBUTE]
        assert dealt, "the kitty bidder's partner gives every other player a card (R-4.3)"
        expected = _from(deal, partner(leader), leader, Phase.DEFENDERS_EXCHANGE)
        assert sit.received == expected
        assert sit.handed_over == _from(deal, leader, partner(leader), Phase.DEFENDERS_EXCHANGE)
        if expected is None:
            without += 1
        else:
            with_exchange += 1
    assert with_exchange and without


def test_C_7_no_kitty_and_all_pass_received_cards():
    """No-kitty: the defenders exchange nothing (R-4.10). All-pass misère: partner's card
    (R-5.2), and the card this hand gave partner."""
    allpass = 0
    for n in range(40):
        deal = _to_opening_lead(Form.NOKITTY, n)
        if deal is None:
            continue
        leader = deal.to_act
        sit = lead_situation(seat_view(deal, leader))
        assert sit is not None
        if deal.kind is Kind.CONTRACT:
            assert sit.received is None and sit.handed_over is None
        else:
            assert sit.kind is LeadKind.ALLPASS
            assert sit.received == _from(deal, partner(leader), leader, Phase.ALLPASS_EXCHANGE)
            assert sit.handed_over == _from(deal, leader, partner(leader), Phase.ALLPASS_EXCHANGE)
            assert sit.received is not None and sit.handed_over is not None
            allpass += 1
    assert allpass


def test_C_7_6_bolshevik_stalker_has_no_partners_card_only_the_gift():
    """R-6.6: the Bolshevik gives each opponent a card; it is not a partner's hand-over."""
    seen = 0
    for n in range(20):
        deal = _to_opening_lead(Form.BOLSHEVIK, n, bolshevik=True)
        if deal is None or deal.kind is not Kind.BOLSHEVIK:
            continue
        stalker = deal.to_act
        sit = lead_situation(seat_view(deal, stalker))
        assert sit is not None and sit.kind is LeadKind.BOLSHEVIK
        assert sit.received is None
        assert sit.gift == _from(deal, deal.declarer, stalker, Phase.BOLSHEVIK_GIVE)
        seen += 1
    assert seen


def test_the_bots_opening_lead_reason_is_the_lead_conventions_message():
    """Issue 19: the reason a bot gives for its opening lead (the table's hint at the lead)
    is the lead conventions' message, so the site shows it in the learner's language."""
    from engine.bots.leads import opening_lead
    from engine.messages import Msg

    from .conventions.test_exchange_messages import plain_english

    kinds: set[str] = set()
    for n in range(24):
        form = (Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK)[n % 3]
        deal = _to_opening_lead(form, 190 + n, bolshevik=form is Form.BOLSHEVIK)
        if deal is None:
            continue
        seat = deal.to_act
        assert seat is not None
        decision = opening_lead(bot_view(deal, seat))
        assert decision is not None
        reason = decision.reason
        assert isinstance(reason, Msg) and reason.id == "fact.call", reason
        assert plain_english(reason) == [], reason
        body = reason.params["body"]
        assert isinstance(body, Msg) and body.id.startswith("ld."), reason
        kinds.add(deal.kind.value)
    assert len(kinds) >= 2, kinds
