"""``python -m engine`` for Vint: simulate, replay (which must reproduce the totals) and score."""

from __future__ import annotations

import json

import pytest

from engine.tools.cli import main


def run(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_a_simulated_vint_match_replays_to_the_same_totals(tmp_path, capsys):
    out = run(capsys, "simulate", "--form", "vint-rubber", "--seed", "cli", "--out", str(tmp_path))
    assert len(out["rubbers"]) == 3 and sum(out["totals"].values()) == 0
    again = run(capsys, "replay", out["files"][0])
    assert again["kind"] == "vint-match" and again["finished"]
    assert again["totals"] == out["totals"]
    assert [r["totals"] for r in again["rubbers"]] == [r["totals"] for r in out["rubbers"]]
    assert len(again["deals"]) == out["deals_played"]


def test_a_single_rubber_with_random_players(tmp_path, capsys):
    out = run(
        capsys, "simulate", "--form", "vint-rubber", "--rubbers", "1", "--random",
        "--seed", "5", "--out", str(tmp_path),
    )  # fmt: skip
    assert len(out["rubbers"]) == 1
    assert run(capsys, "replay", out["files"][0])["totals"] == out["totals"]


def test_simulated_vint_deals_replay_one_by_one(tmp_path, capsys):
    out = run(
        capsys, "simulate", "--form", "vint", "--deals", "4", "--seed", "3", "--out", str(tmp_path)
    )
    for path, summary in zip(out["files"], out["deals"], strict=True):
        again = run(capsys, "replay", path)
        assert again["kind"] == "vint-deal"
        assert again.get("net") == summary.get("net") and again["outcome"] == summary["outcome"]


def test_score_the_seed_sacrifice_example(capsys):
    out = run(
        capsys, "score", "--vint", "--contract", "4♦", "--tricks", "9", "--declarer", "EW",
        "--honours", "4", "--aces", "1",
    )  # fmt: skip
    assert out["net"] == {"NS": 1810, "EW": -1810}
    assert out["below"] == {"NS": 152, "EW": 342}


def test_score_refuses_a_skruuvi_bid(capsys):
    assert main(["score", "--vint", "--contract", "6M", "--tricks", "7"]) == 2
    assert "error" in json.loads(capsys.readouterr().out)


def test_the_other_forms_still_need_deals(tmp_path):
    with pytest.raises(SystemExit):
        main(["simulate", "--form", "kitty", "--out", str(tmp_path)])
