"""The engine's command line as a shell user meets it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.tools.cli import main

REPO = Path(__file__).resolve().parents[2]


def test_output_cut_short_by_the_reader_is_not_an_error(tmp_path):
    """`python -m engine … | head`: the reader closes the pipe early; the command exits
    quietly instead of printing a BrokenPipeError traceback."""
    script = (
        f"{sys.executable} -m engine simulate --form session --deals 12 --seed 3 "
        f"--out {tmp_path} | head -c 20"
    )
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", script], capture_output=True, text=True, cwd=REPO
    )
    assert done.stdout.startswith("{")
    assert done.stderr == ""
    assert done.returncode == 0


# --- python -m engine score: impossible results are refused (R-7) --------------------------


def score(capsys, *args: str) -> tuple[int, dict]:
    code = main(["score", *args])
    return code, json.loads(capsys.readouterr().out)


def test_score_accepts_a_possible_result(capsys):
    """R-7.4: 6 misère made, aces in two main-side tricks and one defenders' trick."""
    code, out = score(capsys, "--contract", "6M", "--tricks", "1", "--our-aces", "3,3")
    assert code == 0 and out["made"] is True
    code, out = score(
        capsys, "--allpass", "--our-tricks", "6", "--their-tricks", "7", "--their-aces", "2,9"
    )
    assert code == 0 and out["our_number"] == 1 + 11


@pytest.mark.parametrize(
    "args,words",
    [
        # the Bolshevik's tricks are 0–13.
        (("--bolshevik", "--tricks", "14"), "0–13"),
        (("--bolshevik", "--tricks", "-1"), "0–13"),
        # all-pass misère plays all 13 tricks.
        (("--allpass", "--our-tricks", "6", "--their-tricks", "6"), "add up to 12"),
        (("--allpass", "--our-tricks", "14", "--their-tricks", "-1"), "0–13"),
        # a pack has four aces.
        (
            ("--contract", "6M", "--tricks", "1", "--our-aces", "1", "--their-aces", "2,3,4,5"),
            "four",
        ),
        (("--bolshevik", "--tricks", "0", "--team-aces", "1,2,3,4,5"), "four"),
        # A trick is won by one side only, and trick numbers are 1–13.
        (
            ("--contract", "6M", "--tricks", "1", "--our-aces", "4", "--their-aces", "4"),
            "one side wins a trick",
        ),
        (
            ("--allpass", "--our-tricks", "6", "--their-tricks", "7", "--our-aces", "14"),
            "outside 1–13",
        ),
        (("--contract", "5M", "--tricks", "2", "--their-aces", "0"), "outside 1–13"),
        # More tricks with aces than the side took.
        (("--contract", "6M", "--tricks", "1", "--our-aces", "2,7"), "took only 1 trick"),
        (("--bolshevik", "--tricks", "0", "--declarer-aces", "5"), "took only 0 tricks"),
        (("--contract", "5♦", "--tricks", "14"), "0–13"),
        (("--contract", "5M", "--tricks", "2", "--our-aces", "x"), "not a whole number"),
    ],
)
def test_score_refuses_an_impossible_result_with_a_reason(capsys, args, words):
    code, out = score(capsys, *args)
    assert code != 0
    assert words in out["error"]
