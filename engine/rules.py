"""Seats, forms of play and the ruleset (the scoring house rules of R-7.7).

Seats are numbered 0–3 clockwise and written N E S W; partners sit opposite (N–S, E–W).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from .cards import NotationError

SEAT_NAMES: Final = ("N", "E", "S", "W")
SEAT_WORDS: Final = ("North", "East", "South", "West")


def seat_name(seat: int) -> str:
    return SEAT_NAMES[seat]


def parse_seat(text: str) -> int:
    t = text.strip().upper()
    for i, (letter, word) in enumerate(zip(SEAT_NAMES, SEAT_WORDS, strict=True)):
        if t in (letter, word.upper()):
            return i
    raise NotationError(f"not a seat: {text!r} (use N, E, S or W)")


def partner(seat: int) -> int:
    return (seat + 2) % 4


def left(seat: int) -> int:
    return (seat + 1) % 4


def right(seat: int) -> int:
    return (seat + 3) % 4


def side(seat: int) -> int:
    """0 for North–South, 1 for East–West."""
    return seat % 2


SIDE_NAMES: Final = ("NS", "EW")

#: R-3.5: after a bid, the first auction ends with this many passes in a row (each player
#: twice).
PASSES_TO_END: Final = 8


class Form(Enum):
    """The form of one deal (R-1.1, R-6)."""

    KITTY = "kitty"
    NOKITTY = "nokitty"
    BOLSHEVIK = "bolshevik"

    @property
    def has_kitty(self) -> bool:
        return self is not Form.NOKITTY

    @property
    def bidding(self) -> Form:
        """The form whose bids and denomination order this deal's auctions use (R-3.2): a
        Bolshevik deal is dealt and bid as a kitty game (R-6.2)."""
        return Form.NOKITTY if self is Form.NOKITTY else Form.KITTY

    @property
    def label(self) -> str:
        return {"kitty": "kitty game", "nokitty": "no-kitty game", "bolshevik": "Bolshevik"}[
            self.value
        ]

    @classmethod
    def parse(cls, text: str) -> Form:
        key = text.strip().lower().replace("-", "").replace("_", "")
        aliases = {"kotka": "nokitty", "eagle": "nokitty", "starting": "kitty"}
        key = aliases.get(key, key)
        for f in cls:
            if f.value == key:
                return f
        raise NotationError(f"not a form: {text!r} (kitty, nokitty or bolshevik)")


class Schedule(Enum):
    """Scoring schedule: the current one (R-7.1) or the older one (R-7.7)."""

    CURRENT = "current"
    OLD = "old"


@dataclass(frozen=True)
class Ruleset:
    """Options that change the rules of a deal. The default is the Handbook's game.

    - ``schedule``: R-7.1 (current) or R-7.7's older schedule.
    - ``level4``: R-7.7's level-4 kitty contracts (trumps and grand at 4 are scored without
      play unless doubled; misère at 4 is played).
    """

    schedule: Schedule = Schedule.CURRENT
    level4: bool = False

    def min_final_level(self, kitty_game: bool) -> int:
        """R-4.5, R-4.9: the lowest level a final contract may have."""
        if kitty_game:
            return 4 if self.level4 else 5
        return 6

    def notation(self) -> str:
        parts = [f"schedule={self.schedule.value}", f"level4={'yes' if self.level4 else 'no'}"]
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Ruleset:
        values: dict[str, str] = {}
        for token in text.split():
            if "=" not in token:
                raise NotationError(f"ruleset option without '=': {token!r}")
            key, value = token.split("=", 1)
            values[key.strip().lower()] = value.strip().lower()
        unknown = set(values) - {"schedule", "level4"}
        if unknown:
            raise NotationError(f"unknown ruleset option(s): {', '.join(sorted(unknown))}")
        try:
            schedule = Schedule(values.get("schedule", "current"))
        except ValueError:
            raise NotationError(
                f"schedule must be current or old, not {values['schedule']!r}"
            ) from None
        level4_text = values.get("level4", "no")
        if level4_text not in ("yes", "no"):
            raise NotationError(f"level4 must be yes or no, not {level4_text!r}")
        return cls(schedule=schedule, level4=level4_text == "yes")


DEFAULT_RULES: Final = Ruleset()
