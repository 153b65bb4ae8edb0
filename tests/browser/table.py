"""Waiting at the table while the bots move."""

from __future__ import annotations

import contextlib
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

CHANGED = (
    "v => !document.querySelector('#table') || "
    "document.querySelector('#table').dataset.version !== v"
)


def wait_for_a_move(page: Any, version: str | None, timeout: int = 2000) -> None:
    """Wait until the table shows another step than ``version`` (a bot moved, or the deal
    ended), at most ``timeout`` ms: the caller looks again either way. Waiting on the change
    itself instead of a fixed pause lets a test go on as soon as the table does."""
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function(CHANGED, arg=version, timeout=timeout)
