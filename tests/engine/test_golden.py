"""Golden playthroughs: fixed-seed games checked into tests/engine/golden/, diffed on every run.

A change to dealing, legality, random play or scoring shows up here as a diff. After an
intended change, regenerate with ``UPDATE_GOLDEN=1 pytest tests/engine/test_golden.py`` and
review the diff before committing it.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from engine.deal import Deal
from engine.record import DealRecord, dumps, loads
from engine.rules import Form
from engine.session import BolshevikPlacement, Session, SessionOptions, loads_session
from engine.tools.cli import deal_json, session_json
from engine.tools.simulate import play_out, play_session

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

DEALS = [("kitty", 101, 0), ("nokitty", 102, 1), ("bolshevik", 103, 2), ("kitty", 105, 3)]


def compare(path: Path, text: str) -> None:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} missing: run with UPDATE_GOLDEN=1 once"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs"


@pytest.mark.parametrize("form,seed,dealer", DEALS)
def test_golden_deal(form, seed, dealer):
    deal = play_out(
        Deal.from_seed(Form.parse(form), dealer, seed, 1), random.Random(seed), pass_bias=0.6
    )
    record = DealRecord.of(deal, seed=str(seed), number=1)
    compare(GOLDEN / f"{form}-{seed}.txt", dumps(record))
    replayed = loads((GOLDEN / f"{form}-{seed}.txt").read_text(encoding="utf-8")).replay()
    compare(
        GOLDEN / f"{form}-{seed}.json",
        json.dumps(deal_json(replayed), ensure_ascii=False, indent=2) + "\n",
    )


def test_golden_session():
    options = SessionOptions(deals_per_set=4, bolshevik=BolshevikPlacement.AFTER_LAST)
    session = play_session(Session(options, "104"), random.Random(104))
    compare(GOLDEN / "session-104.txt", session.dumps())
    replayed = loads_session((GOLDEN / "session-104.txt").read_text(encoding="utf-8"))
    compare(
        GOLDEN / "session-104.json",
        json.dumps(session_json(replayed), ensure_ascii=False, indent=2) + "\n",
    )
