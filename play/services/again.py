"""Play a finished deal again: the same cards, dealer, seating and bots, as a new game.

The new game's record is the engine's own deal record of that deal, without its actions: the
same seed and deal number (so the same cards), the form, dealer, rules and Bolshevik context,
and a few extra headers the engine keeps as metadata (where the deal sat in its session and
who the players are). A one-deal "session" below plays it with the same table code as a
whole session; the record is told apart by its first line.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol, Self

from engine.actions import Action
from engine.bonehead.actions import Move
from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.record import HEADLINE as BONEHEAD_DEAL_HEADLINE
from engine.bonehead.record import BoneheadRecord
from engine.bonehead.record import dumps as dumps_bonehead_record
from engine.bonehead.record import loads as loads_bonehead_record
from engine.bonehead.session import (
    BoneheadSession,
    BoneheadSlot,
    FinishedBoneheadDeal,
    loads_bonehead_session,
)
from engine.deal import Deal
from engine.record import DealRecord, RecordError
from engine.record import dumps as dumps_record
from engine.record import loads as loads_record
from engine.scoring import player_sums
from engine.session import DealSlot, FinishedDeal, Session, SetPlan, loads_session
from engine.trick_taking import IllegalActionError

DEAL_HEADLINE = "# Skruuvi deal record"


def _meta(record: DealRecord | BoneheadRecord) -> dict[str, str]:
    return {k.lower(): v for k, v in record.meta}


def _players(value: str, count: int) -> tuple[str, ...]:
    names = tuple(n.strip() for n in value.split("|"))
    if len(names) != count or not all(names):
        raise RecordError(0, f"players: {count} names separated by |")
    return names


class _Cloneable(Protocol):
    def clone(self) -> Self: ...


class _OneDeal[DealT: _Cloneable, FinishedT, StepT]:
    """What one deal on its own shares in every form: it is copied, and over, like a session."""

    current: DealT | None
    history: list[StepT]
    finished: list[FinishedT]

    def clone(self) -> Self:
        other = copy.copy(self)
        other.history = list(self.history)
        other.finished = list(self.finished)
        other.current = self.current.clone() if self.current is not None else None
        return other

    @property
    def is_over(self) -> bool:
        return self.current is None


# --- four players -----------------------------------------------------------------------
class OneDeal(_OneDeal[Deal, FinishedDeal, tuple[int, int, Action]]):
    """One deal of a four-player session, on its own: what the table needs of a session."""

    def __init__(
        self,
        base: DealRecord,
        plan: SetPlan,
        index_in_set: int,
        players: tuple[str, str, str, str],
        source: str,
    ) -> None:
        if base.seed is None:
            raise RecordError(0, "a deal played again keeps its seed")
        self.base = base
        self.seed = base.seed
        self.players = players
        self.source = source
        self.sets = (plan,)
        self.deal_slot = DealSlot(base.number, plan, index_in_set, base.form, base.dealer)
        self.slot: DealSlot | None = self.deal_slot
        self.current: Deal | None = base.new_deal()
        self.history: list[tuple[int, int, Action]] = []
        self.finished: list[FinishedDeal] = []

    @classmethod
    def of(cls, fd: FinishedDeal, players: tuple[str, str, str, str], source: str) -> OneDeal:
        base = replace(fd.record, actions=(), meta=(), notes=())
        return cls(base, fd.slot.set, fd.slot.index_in_set, players, source)

    def seat_of(self, player: int) -> int:
        return self.deal_slot.seating.index(player)

    def apply(self, action: Action, seat: int | None = None) -> None:
        deal = self.current
        if deal is None:
            raise IllegalActionError("R-1.1", "the deal is over")
        acting = deal.to_act
        deal.apply(action, seat)
        assert acting is not None
        self.history.append((self.deal_slot.number, acting, action))
        if deal.is_over:
            assert deal.result is not None
            record = DealRecord.of(deal, seed=self.seed, number=self.deal_slot.number)
            self.finished.append(FinishedDeal(self.deal_slot, record, deal.result))
            self.current = None
            self.slot = None

    # The scoresheet's questions, for one deal.
    def _points(self, bolshevik: bool) -> tuple[int, int, int, int]:
        deals = (fd for fd in self.finished if fd.slot.set.bolshevik is bolshevik)
        t = player_sums((fd.player_points() for fd in deals), 4)
        return (t[0], t[1], t[2], t[3])

    def regular_totals(self) -> tuple[int, int, int, int]:
        return self._points(False)

    def bolshevik_totals(self) -> tuple[int, int, int, int]:
        return self._points(True)

    def totals(self) -> tuple[int, int, int, int]:
        """As a session counts them (R-6.9): Bolshevik numbers ÷ 3, rounded up."""
        reg, bol = self.regular_totals(), self.bolshevik_totals()
        t = [reg[p] + -(-bol[p] // 3) for p in range(4)]
        return (t[0], t[1], t[2], t[3])

    def dumps(self) -> str:
        plan = self.sets[0]
        meta = (
            ("replay-of", self.source),
            ("players", " | ".join(self.players)),
            ("set", str(plan.number)),
            ("set-kind", "bolshevik" if plan.bolshevik else f"regular {plan.regular_index}"),
            ("set-seating", " ".join(str(p) for p in plan.seating)),
            ("deal-in-set", str(self.deal_slot.index_in_set)),
        )
        actions = tuple((seat, action) for _n, seat, action in self.history)
        return dumps_record(replace(self.base, actions=actions, meta=meta))


def loads_one_deal(text: str) -> OneDeal:
    record = loads_record(text, validate=False)
    meta = _meta(record)
    try:
        kind = meta["set-kind"].split()
        seating = tuple(int(x) for x in meta["set-seating"].split())
        plan = SetPlan(
            int(meta["set"]),
            kind[0] == "bolshevik",
            (seating[0], seating[1], seating[2], seating[3]),
            int(kind[1]) if kind[0] == "regular" else None,
        )
        players = _players(meta["players"], 4)
        index_in_set = int(meta["deal-in-set"])
    except (KeyError, ValueError, IndexError) as exc:
        raise RecordError(0, f"not a deal played again: {exc}") from None
    base = replace(record, actions=(), meta=(), notes=())
    one = OneDeal(
        base,
        plan,
        index_in_set,
        (players[0], players[1], players[2], players[3]),
        meta.get("replay-of", ""),
    )
    for seat, action in record.actions:
        one.apply(action, seat)
    return one


def load_four(text: str) -> Session | OneDeal:
    """A four-player game's record: a whole session, or one deal played again."""
    if text.lstrip().startswith(DEAL_HEADLINE):
        return loads_one_deal(text)
    return loads_session(text)


# --- Bonehead ---------------------------------------------------------------------------
class OneBoneheadDeal(_OneDeal[BoneheadDeal, FinishedBoneheadDeal, tuple[int, Move]]):
    """One Bonehead deal on its own: what the Bonehead table needs of a session."""

    def __init__(self, base: BoneheadRecord, players: tuple[str, str, str], source: str) -> None:
        if base.seed is None:
            raise RecordError(0, "a deal played again keeps its seed")
        self.base = base
        self.seed = base.seed
        self.players = players
        self.source = source
        self.deal_slot = BoneheadSlot(base.number, base.form, base.dealer)
        self.slot: BoneheadSlot | None = self.deal_slot
        self.current: BoneheadDeal | None = base.new_deal()
        self.history: list[tuple[int, Move]] = []
        self.finished: list[FinishedBoneheadDeal] = []

    @classmethod
    def of(
        cls, fd: FinishedBoneheadDeal, players: tuple[str, str, str], source: str
    ) -> OneBoneheadDeal:
        base = replace(fd.record, moves=(), meta=(), notes=())
        return cls(base, players, source)

    def apply(self, action: Action, player: int | None = None, hand: int | None = None) -> None:
        deal = self.current
        if deal is None:
            raise IllegalActionError("R-9.9", "the deal is over")
        deal.apply(action, player, hand)
        self.history.append((self.deal_slot.number, deal.history[-1]))
        if deal.is_over:
            assert deal.result is not None
            record = BoneheadRecord.of(deal, seed=self.seed, number=self.deal_slot.number)
            self.finished.append(FinishedBoneheadDeal(self.deal_slot, record, deal.result))
            self.current = None
            self.slot = None

    def totals(self) -> tuple[int, int, int]:
        t = player_sums((fd.player_points() for fd in self.finished), 3)
        return (t[0], t[1], t[2])

    def dumps(self) -> str:
        moves = tuple(m for _n, m in self.history)
        meta = (("replay-of", self.source), ("players", " | ".join(self.players)))
        return dumps_bonehead_record(replace(self.base, moves=moves, meta=meta))


def loads_one_bonehead_deal(text: str) -> OneBoneheadDeal:
    record = loads_bonehead_record(text, validate=False)
    meta = _meta(record)
    try:
        players = _players(meta["players"], 3)
    except KeyError as exc:
        raise RecordError(0, f"not a deal played again: {exc}") from None
    base = replace(record, moves=(), meta=(), notes=())
    one = OneBoneheadDeal(base, (players[0], players[1], players[2]), meta.get("replay-of", ""))
    for move in record.moves:
        one.apply(move.action, move.player, move.hand)
    return one


def load_bonehead(text: str) -> BoneheadSession | OneBoneheadDeal:
    """A Bonehead game's record: a whole session, or one deal played again."""
    if text.lstrip().startswith(BONEHEAD_DEAL_HEADLINE):
        return loads_one_bonehead_deal(text)
    return loads_bonehead_session(text)


def source_title(title: str, number: int) -> str:
    """The title of the new game: "Deal 5 again (12-deal session)"."""
    if " again (" in title:
        title = title.split(" again (", 1)[1].rstrip(")")
    return f"Deal {number} again ({title})"


__all__: Sequence[str] = [
    "OneBoneheadDeal",
    "OneDeal",
    "load_bonehead",
    "load_four",
    "source_title",
]
