"""Bots play every seat of the Bonehead form: declaring with the bonehead, defending against
it, and acting for it in all-pass misère, from their own view only (R-9)."""

import pytest

from engine.bonehead import BONEHEAD
from engine.bonehead_session import BoneheadSession, BoneheadSessionOptions
from engine.bonehead_views import bonehead_view
from engine.bots.bonehead import BoneheadBot
from engine.deal import Kind


@pytest.mark.parametrize("seed", ["b1", "b2", "b3"])
def test_bots_play_a_whole_bonehead_session(seed):
    bot = BoneheadBot()
    session = BoneheadSession(BoneheadSessionOptions(12), seed)
    acted_for_bonehead = 0
    while session.current is not None:
        deal = session.current
        player = deal.to_act
        view = bonehead_view(deal, player)
        decision = bot.decide(view)
        if view.acting_for == BONEHEAD:
            acted_for_bonehead += 1
        session.apply(decision.action, player, view.acting_for)  # raises if illegal
    kinds = {fd.result.kind for fd in session.finished}
    assert len(session.finished) == 12
    assert acted_for_bonehead > 0
    assert kinds & {Kind.CONTRACT, Kind.ALLPASS}


def test_bots_both_declare_with_the_bonehead_and_defend_against_it():
    bot = BoneheadBot()
    declarers = set()
    for k in range(4):
        session = BoneheadSession(BoneheadSessionOptions(12), f"roles{k}")
        while session.current is not None:
            deal = session.current
            view = bonehead_view(deal, deal.to_act)
            session.apply(bot.decide(view).action, deal.to_act, view.acting_for)
        declarers |= {fd.result.focal for fd in session.finished if fd.result.kind is Kind.CONTRACT}
    assert declarers == {0, 1, 2}  # each player has declared, so each has also defended
