"""Who is who in the three-player form: the players A, B, C, the bonehead, and the seating
that puts them at the four seats of a deal (docs/rules.md R-9.1, R-9.4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import PASS, Action
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


@dataclass(frozen=True)
class SeenAuction:
    """The three players' calls as a four-seat auction, the way one player bids them: with
    that player's partner being the bonehead, which passes at every turn (R-9.3; the
    Handbook: each player bids "as if" the bonehead's partner). ``calls`` holds (seat, call,
    index in the players' calls or None for a bonehead pass) in the seating of
    :func:`seating_for` the focal player."""

    seating: tuple[int, int, int, int]
    calls: tuple[tuple[int, Action, int | None], ...]

    def seat_of(self, participant: int) -> int:
        return self.seating.index(participant)

    def auction(self, upto: int | None = None) -> list[tuple[int, Action]]:
        """(seat, call) for every turn; with ``upto``, only the turns before the players'
        call of that index."""
        out: list[tuple[int, Action]] = []
        for seat, call, i in self.calls:
            if upto is not None and i == upto:
                break
            out.append((seat, call))
        return out


def seen_auction(focal: int, dealer: int, calls: Sequence[tuple[int, Action]]) -> SeenAuction:
    """The auction ``calls`` (by participant, the dealer first) as ``focal`` bids it: ``focal``
    South with the bonehead opposite, the other two players keeping their clockwise places,
    and a bonehead pass at each of its turns up to the next player's turn."""
    seating = seating_for(focal)
    out: list[tuple[int, Action, int | None]] = []
    seat = seating.index(dealer)
    for i, (player, call) in enumerate(calls):
        while seating[seat] != player:
            out.append((seat, PASS, None))
            seat = (seat + 1) % 4
        out.append((seat, call, i))
        seat = (seat + 1) % 4
    while seating[seat] == BONEHEAD:
        out.append((seat, PASS, None))
        seat = (seat + 1) % 4
    return SeenAuction(seating, tuple(out))
