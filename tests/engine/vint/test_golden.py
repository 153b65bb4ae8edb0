"""Golden Vint playthroughs: a bot-played deal and a bot-played single-rubber match from fixed
seeds, checked into tests/engine/vint/golden/ and diffed on every run.

A change to dealing, legality, the bots or scoring shows up here as a diff. After an intended
change, regenerate with ``UPDATE_GOLDEN=1 pytest tests/engine/vint/test_golden.py`` and review
the diff before committing it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from engine.vint.bots import VintBot
from engine.vint.cli import deal_json, match_json, play_match
from engine.vint.deal import VintDeal
from engine.vint.duel import play_deal
from engine.vint.record import VintRecord, dumps, loads
from engine.vint.rubber import MatchOptions, VintMatch, loads_match

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def compare(path: Path, text: str) -> None:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} missing: run with UPDATE_GOLDEN=1 once"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs"


def as_json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2) + "\n"


def test_golden_vint_deal():
    deal = play_deal(VintDeal.from_seed(2, 304, 1), [VintBot()] * 4)
    compare(GOLDEN / "vint-304.txt", dumps(VintRecord.of(deal, seed="304", number=1)))
    replayed = loads((GOLDEN / "vint-304.txt").read_text(encoding="utf-8")).replay()
    compare(GOLDEN / "vint-304.json", as_json(deal_json(replayed, 1)))


def test_golden_vint_rubber():
    match = play_match(VintMatch(MatchOptions(1), "302"))
    compare(GOLDEN / "vint-rubber-302.txt", match.dumps())
    replayed = loads_match((GOLDEN / "vint-rubber-302.txt").read_text(encoding="utf-8"))
    compare(GOLDEN / "vint-rubber-302.json", as_json(match_json(replayed)))
