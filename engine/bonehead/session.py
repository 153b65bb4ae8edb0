"""A Bonehead session (R-9.9, D-12): three players, 12 deals — 6 kitty games, then 6
no-kitty games — each player dealing twice in each half; the short format is 3 + 3.

Players are A B C (A is the bookkeeper). As in the four-player play (R-1.3 / D-2), the
player on the bookkeeper's left (B) deals first, then the deal passes clockwise, so deal
``n`` is dealt by player ``n mod 3``; with halves of 6 (or 3) deals each player deals twice
(once) in each half. Deals are dealt from (session seed, deal number). A player's total is
the sum of their pairwise numbers (R-9.8).

A session record is a header and one block per deal, with the moves of
:mod:`engine.bonehead.record`::

    # Skruuvi bonehead session record
    format: 12
    rules: schedule=current level4=no
    seed: 7
    players: Anna | Bo | Cai
    deal 1
    B pass
    ...
    deal 2
    ...
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ..actions import Action
from ..cards import NotationError
from ..rules import DEFAULT_RULES, Form, Ruleset
from ..scoring import player_sums
from ..session import (
    header_players,
    header_rules,
    header_seed,
    join_session_record,
    read_header,
    replay_session_body,
    split_session_record,
)
from ..trick_taking import IllegalActionError
from .actions import Move
from .deal import BoneheadDeal, BoneheadResult
from .record import BoneheadRecord, announce_before_exchange
from .seating import PLAYER_LETTERS

HEADLINE = "# Skruuvi bonehead session record"


@dataclass(frozen=True)
class BoneheadSessionOptions:
    deals: int = 12  # 12 or the short format, 6
    ruleset: Ruleset = DEFAULT_RULES

    def __post_init__(self) -> None:
        if self.deals not in (12, 6):
            raise ValueError("a bonehead session has 12 deals (6 + 6) or 6 (3 + 3)")

    @property
    def half(self) -> int:
        return self.deals // 2


@dataclass(frozen=True)
class BoneheadSlot:
    """Where a deal sits in the session."""

    number: int  # 1-based (the seed's deal number)
    form: Form
    dealer: int  # player


def plan_bonehead_session(options: BoneheadSessionOptions) -> tuple[BoneheadSlot, ...]:
    """D-12: the kitty half, then the no-kitty half; B deals first, then clockwise."""
    return tuple(
        BoneheadSlot(n, Form.KITTY if n <= options.half else Form.NOKITTY, n % 3)
        for n in range(1, options.deals + 1)
    )


@dataclass(frozen=True)
class FinishedBoneheadDeal:
    slot: BoneheadSlot
    record: BoneheadRecord
    result: BoneheadResult

    def player_points(self) -> tuple[int, int, int]:
        return self.result.player_points


class BoneheadSession:
    """A Bonehead session driven by moves like a :class:`~engine.bonehead.deal.BoneheadDeal`;
    when a deal ends the next one is dealt at once."""

    def __init__(
        self,
        options: BoneheadSessionOptions = BoneheadSessionOptions(),
        seed: int | str = 1,
        players: tuple[str, str, str] = PLAYER_LETTERS,
    ) -> None:
        self.options = options
        self.seed = str(seed)
        self.players = players
        self.plan = plan_bonehead_session(options)
        self.finished: list[FinishedBoneheadDeal] = []
        self.history: list[tuple[int, Move]] = []  # (deal number, move)
        self.current: BoneheadDeal | None = None
        self.slot: BoneheadSlot | None = None
        self._next_deal()

    def clone(self) -> BoneheadSession:
        """A copy that shares nothing mutable with this session."""
        other = copy.copy(self)
        other.finished = list(self.finished)
        other.history = list(self.history)
        other.current = self.current.clone() if self.current is not None else None
        return other

    def _next_deal(self) -> None:
        index = len(self.finished)
        if index >= len(self.plan):
            self.current = None
            self.slot = None
            return
        slot = self.plan[index]
        self.slot = slot
        self.current = BoneheadDeal.from_seed(
            slot.form, slot.dealer, self.seed, slot.number, self.options.ruleset
        )

    @property
    def is_over(self) -> bool:
        return self.current is None

    @property
    def to_act(self) -> int | None:
        return self.current.to_act if self.current is not None else None

    def apply(self, action: Action, player: int | None = None, hand: int | None = None) -> None:
        if self.current is None or self.slot is None:
            raise IllegalActionError("R-9.9", "the session is over")
        deal = self.current
        deal.apply(action, player, hand)
        self.history.append((self.slot.number, deal.history[-1]))
        if deal.is_over:
            assert deal.result is not None
            record = BoneheadRecord.of(deal, seed=self.seed, number=self.slot.number)
            self.finished.append(FinishedBoneheadDeal(self.slot, record, deal.result))
            self._next_deal()

    def totals(self) -> tuple[int, int, int]:
        """Each player's sum of pairwise numbers (R-9.8) over the finished deals."""
        t = player_sums((fd.player_points() for fd in self.finished), 3)
        return (t[0], t[1], t[2])

    def dumps(self) -> str:
        return dumps_bonehead_session(self)


def dumps_bonehead_session(session: BoneheadSession) -> str:
    o = session.options
    headers = (
        HEADLINE,
        f"format: {o.deals}",
        f"rules: {o.ruleset.notation()}",
        f"seed: {session.seed}",
        "players: " + " | ".join(session.players),
    )
    return join_session_record(headers, ((n, move.notation()) for n, move in session.history))


def loads_bonehead_session(text: str) -> BoneheadSession:
    """Parse and replay a bonehead session record; refuses an invalid one with the line and
    the reason."""
    headers, body = split_session_record(text)

    def deals(value: str) -> int:
        if value not in ("12", "6"):
            raise ValueError("format is 12 or 6")
        return int(value)

    count = read_header(headers, "format", "12", deals)
    ruleset = header_rules(headers)
    seed = header_seed(headers)
    names = header_players(headers, PLAYER_LETTERS)
    session = BoneheadSession(
        BoneheadSessionOptions(count, ruleset), seed, (names[0], names[1], names[2])
    )

    def apply_line(line: str) -> None:
        move = Move.parse(line)
        session.apply(move.action, move.player, move.hand)

    def move_of(item: tuple[int, str]) -> Move | None:
        text = item[1].partition(" #")[0].strip()
        if text.lower().startswith("deal "):
            return None
        try:
            return Move.parse(text)
        except NotationError:
            return None  # reported with its line when replayed

    body = announce_before_exchange(body, move_of)  # records from before
    replay_session_body(body, lambda: session.slot.number if session.slot else None, apply_line)
    return session
