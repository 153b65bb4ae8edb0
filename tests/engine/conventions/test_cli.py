"""``python -m engine packet|bid|lead|handover``: JSON out, errors as JSON with exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.tools.cli import main


def run(capsys, *argv: str) -> tuple[int, dict]:
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def ok(capsys, *argv: str) -> dict:
    code, out = run(capsys, *argv)
    assert code == 0, out
    return out


def test_packet_reading(capsys):
    out = ok(capsys, "packet", "--form", "nokitty", "♦K ♠4 ♦2 ♠8")
    assert out["voids"] == ["♠", "♦"] and out["first_choice"] == "♥" and out["misere"] is False
    assert all(f["ids"] for f in out["facts"])


def test_packet_build(capsys):
    out = ok(
        capsys,
        "packet",
        "--form",
        "nokitty",
        "♠8 ♠4 ♦K ♦2",
        "--build",
        "voids=♠♦ misere=no first=♥",
    )
    assert "♦K ♠4 ♦2 ♠8" in out["orders"]


def test_packet_build_impossible_gives_reasons(capsys):
    out = ok(capsys, "packet", "--form", "kitty", "♠8 ♠4 ♠K ♠2", "--build", "ace=♠A")
    assert out["possible"] is False and out["reasons"]


def test_packet_choice_for_a_hand(capsys):
    out = ok(
        capsys,
        "packet",
        "--form",
        "nokitty",
        "--hand",
        "♠84 ♣AK87 ♦K2 ♥AKQ87",
        "--plan",
        "trumps=♥",
    )
    assert out["choices"][0]["packet"] == "♦K ♠4 ♦2 ♠8"


def test_packet_return_and_distribution(capsys):
    out = ok(
        capsys,
        "packet",
        "--form",
        "nokitty",
        "--hand",
        "♥953 ♦AK1042 ♣965 ♠J108743",
        "--received",
        "♦K ♠4 ♦2 ♠8",
    )
    assert "♦4 ♥5 ♥3 ♥9" in out["choices"][0]["orders"]
    out = ok(
        capsys,
        "packet",
        "--form",
        "kitty",
        "--distribute",
        "--seat",
        "S",
        "--hand",
        "♥KQ85432 ♦K9 ♣J8 ♠J9532",
        "--plan",
        "misere",
        "--received",
        "♥5 ♠3 ♥3 ♠2",
    )
    assert out["choices"][0]["gifts"]["N"] == "♦9"


def test_bid_suggestions_and_explanations(capsys):
    out = ok(capsys, "bid", "--form", "kitty", "--hand", "♠9 ♣K75 ♦AKQ1086 ♥A6")
    assert out["calls"][0]["call"] == "2♦" and out["calls"][0]["preferred"]
    out = ok(
        capsys,
        "bid",
        "--form",
        "kitty",
        "--hand",
        "♠73 ♣852 ♦K64 ♥AQJ74",
        "--auction",
        "1♠ pass",
        "--dealer",
        "N",
    )
    assert out["seat"] == "S" and out["calls"][0]["call"] == "1♥"
    out = ok(
        capsys, "bid", "--form", "kitty", "--auction", "1♠ pass 1♦ pass 2♦ 5M", "--explain", "5♣"
    )
    assert out["shows"][0]["kind"] == "asks partner for the kitty bid"
    assert out["shows"][0]["bid"] == "5♦"
    out = ok(capsys, "bid", "--form", "kitty", "--auction", "1♠ pass 2M", "--explain-all")
    assert [c["seat"] for c in out["calls"]] == ["N", "E", "S"]


def test_lead_and_handover(capsys):
    out = ok(
        capsys,
        "lead",
        "--contract",
        "5♥",
        "--form",
        "kitty",
        "--hand",
        "♥K107 ♦103 ♣A10732 ♠762",
        "--received",
        "♥10",
        "--suspect-ruff",
    )
    assert out["choices"][0]["card"] == "♥7"
    out = ok(capsys, "handover", "--allpass", "--hand", "♥J95 ♦J7642 ♣A2 ♠Q87")
    assert out["choices"][0]["card"] == "♣2"
    out = ok(
        capsys,
        "handover",
        "--contract",
        "5♥",
        "--hand",
        "♥103 ♦AK952 ♣984 ♠QJ108",
        "--received",
        "♦A",
    )
    assert out["choices"][0]["card"] == "♥10"
    out = ok(
        capsys, "handover", "--bolshevik", "--hand", "♠K1084 ♥AQ3 ♦J5432 ♣762 ♠2", "--declarer", "N"
    )
    assert out["choices"][0]["gifts"] == {"W": "♥3", "E": "♥A", "S": "♥Q"}


@pytest.mark.parametrize(
    "argv",
    [
        ["bid", "--form", "kitty", "--hand", "♠9", "--auction", "1♠ 1♠"],
        ["packet", "--form", "kitty", "♠8 ♠4"],
        ["lead", "--hand", "♠9 ♠8"],
        ["packet", "--form", "kitty", "--hand", "♠AKQJ ♥AKQJ", "--plan", "nonsense"],
    ],
)
def test_errors_are_json_with_exit_code_2(capsys, argv):
    code, out = run(capsys, *argv)
    assert code == 2 and "error" in out


def test_module_entry_point():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "packet", "--form", "kitty", "♠K ♠Q ♠9 ♠7"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout)["continuing"] == ["♠"]
