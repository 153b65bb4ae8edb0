"""The engine's command line as a shell user meets it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
