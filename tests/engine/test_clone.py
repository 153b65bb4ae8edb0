"""Deal.clone and BoneheadDeal.clone share nothing mutable: bots and the solver search on
clones, so a move tried on a clone must never change the real deal."""

from __future__ import annotations

import copy
import random

import pytest

from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions
from engine.deal import Deal
from engine.rules import Form
from engine.session import BolshevikPlacement, Session, SessionOptions
from engine.tools.simulate import random_action, random_bonehead_action
from engine.trick_taking import TrickTakingDeal


def states(form: Form, seed: int) -> list[TrickTakingDeal]:
    """Every state of one random deal, as separate objects (replayed, not cloned)."""
    rng = random.Random(seed)
    out: list[TrickTakingDeal] = []
    if form is None:
        deal: TrickTakingDeal = BoneheadDeal.from_seed(Form.KITTY, seed % 3, "clone", seed)
        pick = random_bonehead_action
    else:
        deal = Deal.from_seed(form, seed % 4, "clone", seed)
        pick = random_action
    while not deal.is_over:
        out.append(copy.deepcopy(deal))
        deal.apply(pick(deal, rng))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize("form", [Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK, None])
def test_a_clone_shares_no_list_or_set_and_a_move_on_it_leaves_the_deal_alone(form):
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        for deal in states(form, seed):
            mutable = {k for k, v in vars(deal).items() if isinstance(v, (list, set, dict))}
            # A list or set added to the deal but not to MUTABLE would be shared by clones.
            assert mutable <= set(deal.MUTABLE), mutable - set(deal.MUTABLE)
            other = deal.clone()
            assert type(other) is type(deal)
            for key in mutable:
                assert getattr(other, key) is not getattr(deal, key), key
            before = copy.deepcopy(vars(deal))
            pick = random_bonehead_action if form is None else random_action
            other.apply(pick(other, rng))  # type: ignore[arg-type]
            assert vars(deal) == before
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("bonehead", [False, True], ids=["four-player", "bonehead"])
def test_a_session_clone_plays_on_without_touching_the_session(bonehead):
    """Session.clone / BoneheadSession.clone: the web side clones a cached session before
    applying a move, so the cached one must stay exactly as it was (R-1, R-9.9)."""
    rng = random.Random(3)
    if bonehead:
        session = BoneheadSession(BoneheadSessionOptions(6), "clone")
        pick = random_bonehead_action
    else:
        session = Session(SessionOptions(4, BolshevikPlacement.AFTER_LAST), "clone")
        pick = random_action
    while len(session.finished) < 2 or not session.current.history:  # mid-deal, mid-session
        assert session.current is not None
        session.apply(pick(session.current, rng))  # type: ignore[arg-type]
    before = session.dumps()
    other = session.clone()
    assert other.dumps() == before
    while other.current is not None:
        other.apply(pick(other.current, rng))  # type: ignore[arg-type]
    assert session.dumps() == before
    assert len(other.finished) > len(session.finished)
