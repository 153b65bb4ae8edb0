"""Golden bonehead playthroughs (R-9): fixed-seed deals and a short session, checked into
tests/engine/golden/ and diffed on every run, like test_golden.py.

After an intended change, regenerate with
``UPDATE_GOLDEN=1 pytest tests/engine/test_bonehead_golden.py`` and review the diff.
"""

from __future__ import annotations

import json
import random

import pytest

from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.record import BoneheadRecord, dumps, loads
from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions, loads_bonehead_session
from engine.rules import Form
from engine.tools.cli import bonehead_deal_json, bonehead_session_json
from engine.tools.simulate import play_bonehead_session, play_out_bonehead

from .test_golden import GOLDEN, compare

# kitty 207: the declarer takes the kitty, the bonehead distributes blind, the defenders
# exchange, 5 misère; no-kitty 209: the bonehead hands over first, 7 misère doubled.
DEALS = [("kitty", 207), ("nokitty", 209)]


@pytest.mark.parametrize("form,seed", DEALS)
def test_golden_bonehead_deal(form, seed):
    deal = play_out_bonehead(
        BoneheadDeal.from_seed(Form.parse(form), seed % 3, seed, 1),
        random.Random(seed),
        pass_bias=0.6,
    )
    record = BoneheadRecord.of(deal, seed=str(seed), number=1)
    path = GOLDEN / f"bonehead-{form}-{seed}.txt"
    compare(path, dumps(record))
    replayed = loads(path.read_text(encoding="utf-8")).replay()
    compare(
        GOLDEN / f"bonehead-{form}-{seed}.json",
        json.dumps(bonehead_deal_json(replayed), ensure_ascii=False, indent=2) + "\n",
    )


def test_golden_bonehead_session():
    session = play_bonehead_session(
        BoneheadSession(BoneheadSessionOptions(6), "204"), random.Random(204)
    )
    path = GOLDEN / "bonehead-session-204.txt"
    compare(path, session.dumps())
    replayed = loads_bonehead_session(path.read_text(encoding="utf-8"))
    compare(
        GOLDEN / "bonehead-session-204.json",
        json.dumps(bonehead_session_json(replayed), ensure_ascii=False, indent=2) + "\n",
    )
