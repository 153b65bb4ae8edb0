"""``python -m engine simulate --form bonehead…`` and ``replay`` of bonehead records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.tools.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_bonehead_deals_writes_records_that_replay_to_the_same_numbers(capsys, tmp_path):
    out = run(
        capsys,
        "simulate",
        "--form",
        "bonehead",
        "--deals",
        "6",
        "--seed",
        "5",
        "--out",
        str(tmp_path),
    )
    assert len(out["files"]) == 6
    assert [d["form"] for d in out["deals"]] == ["bonehead-kitty", "bonehead-nokitty"] * 3
    assert [d["dealer"] for d in out["deals"]] == ["A", "B", "C"] * 2
    for path, summary in zip(out["files"], out["deals"], strict=True):
        assert Path(path).read_text(encoding="utf-8").startswith("# Skruuvi bonehead deal")
        replayed = run(capsys, "replay", path)
        assert replayed["kind"] == "bonehead-deal"
        assert replayed["points"] == summary["points"]
        assert sum(replayed["side_points"].values()) == 0


@pytest.mark.parametrize("form", ["bonehead-kitty", "bonehead-nokitty"])
def test_simulate_one_bonehead_form(capsys, tmp_path, form):
    out = run(capsys, "simulate", "--form", form, "--deals", "2", "--out", str(tmp_path))
    assert {d["form"] for d in out["deals"]} == {form}


def test_simulate_and_replay_a_bonehead_session(capsys, tmp_path):
    out = run(
        capsys,
        "simulate",
        "--form",
        "bonehead-session",
        "--deals",
        "12",
        "--seed",
        "8",
        "--out",
        str(tmp_path),
    )
    path = out["sessions"][0]["file"]
    replayed = run(capsys, "replay", path)
    assert replayed["kind"] == "bonehead-session" and len(replayed["deals"]) == 12
    assert replayed["totals"] == out["sessions"][0]["totals"]
    assert sum(d["points"]["A"] for d in replayed["deals"]) == replayed["totals"]["A"]


def test_replay_refuses_a_broken_bonehead_record(capsys, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(
        "# Skruuvi bonehead deal record\nform: bonehead-kitty\ndealer: A\nseed: 1\n"
        "actions:\nB pass\n",
        encoding="utf-8",
    )
    assert main(["replay", str(bad)]) == 2
    assert "line 6" in json.loads(capsys.readouterr().out)["error"]
