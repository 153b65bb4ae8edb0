"""Who is who in the three-player form: the players A, B, C, the bonehead, and the seating
that puts them at the four seats of a deal (docs/rules.md R-9.1, R-9.4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import NotationError

BONEHEAD: Final = 3


PLAYERS: Final = (0, 1, 2)


PLAYER_LETTERS: Final = ("A", "B", "C")


PARTICIPANT_NAMES: Final = ("A", "B", "C", "bonehead")


def participant_name(participant: int) -> str:
    return PARTICIPANT_NAMES[participant]


def parse_participant(text: str) -> int:
    """``A``, ``B``, ``C`` (players) or ``bonehead``."""
    t = text.strip().lower()
    for i, name in enumerate(PARTICIPANT_NAMES):
        if t == name.lower():
            return i
    raise NotationError(f"not a participant: {text!r} (use A, B, C or bonehead)")


def parse_player(text: str) -> int:
    p = parse_participant(text)
    if p == BONEHEAD:
        raise NotationError("the bonehead never acts itself: name the player who acts for it")
    return p


def seating_for(focal: int) -> tuple[int, int, int, int]:
    """Seat → participant with the ``focal`` player South and the bonehead opposite (North);
    the players keep their clockwise order (South, West, North, East is clockwise)."""
    return (BONEHEAD, (focal + 2) % 3, focal, (focal + 1) % 3)


def seating_text(seating: Sequence[int]) -> str:
    """``S=A W=B N=bonehead E=C``: clockwise from South."""
    return " ".join(f"{'NESW'[s]}={participant_name(seating[s])}" for s in (2, 3, 0, 1))
