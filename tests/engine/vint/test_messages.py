"""The Vint scoresheet's lines are messages (issue 19): each figure's words ("8 tricks × 48",
"3 trump honours: 20 × 38", "game and rubber") can be shown in the learner's language, and
no English hides in a plain-string parameter."""

from __future__ import annotations

from engine.messages import Msg
from engine.vint.actions import Strain, VintBid
from engine.vint.scoring import score_deal

from ..conventions.test_exchange_messages import plain_english
from .helpers import bot_match


def labels() -> list[object]:
    """Every kind of line: each contract, trick split, trump honours and aces."""
    out: list[object] = []
    for level in range(1, 8):
        for strain in Strain:
            contract = VintBid(level, strain)
            honours = [(0, 0)] if contract.trumps is None else [(3, 2), (0, 5), (4, 1)]
            for taken in range(14):
                for held in honours:
                    for aces in ((2, 2), (3, 1), (0, 4)):
                        tricks = (taken, 13 - taken)
                        score = score_deal(contract, level % 2, tricks, held, aces)
                        out += [ln.label for ln in score.lines]
    return out


def test_every_vint_scoresheet_line_is_a_message():
    ids: set[str] = set()
    for label in labels():
        assert isinstance(label, Msg) and plain_english(label) == [], label
        ids.add(label.id)
    assert ids == {
        "vs.tricks",
        "vs.all_tricks",
        "vs.twelve_tricks",
        "vs.small_slam_made",
        "vs.grand_slam_made",
        "vs.honours",
        "vs.aces_two_each",
        "vs.aces",
        "vs.undertricks",
        "vs.small_slam_failed",
        "vs.grand_slam_failed",
    }
    assert "8 tricks × 48" in labels()


def test_a_matchs_sheet_entries_are_messages_game_bonuses_included():
    match = bot_match("msgs", rubbers=1)
    entries = [e.label for e in match.entries]
    assert all(isinstance(e, Msg) and plain_english(e) == [] for e in entries), entries
    games = [e for e in entries if e.id in ("vs.game", "vs.game_and_rubber")]
    assert games and games[-1] == "game and rubber"
