"""Records of single Vint deals, in the text style of :mod:`engine.record`::

    # Vint deal record
    form: vint
    dealer: N
    seed: 7
    number: 1
    actions:
    N 1♥
    E pass
    ...
    W play ♠4

Headers: ``form`` (always ``vint``), ``dealer`` (N E S W), the cards as ``seed`` (+ ``number``)
or as the four hands ``N`` ``E`` ``S`` ``W``; any other header is kept as metadata. Lines
starting with ``#`` are comments, a comment after an action is kept as its note. Actions use
the notation of :mod:`engine.vint.actions` (``3NT``, ``pass``, ``play ♠Q``).

``loads`` replays the actions and refuses an invalid record with
:class:`~engine.record.RecordError` naming the line; ``loads(dumps(r)) == r``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..actions import Action
from ..cards import CardSet, NotationError
from ..record import (
    RecordError,
    SeatActionRecord,
    read_cards,
    read_seat_actions,
    scan_record,
    seat_action_lines,
    write_cards,
    write_steps,
)
from ..rules import SEAT_NAMES, parse_seat
from .actions import parse_vint_action
from .deal import VintDeal

HEADLINE = "# Vint deal record"
FORM = "vint"
_KNOWN = {"form", "dealer", "seed", "number", "n", "e", "s", "w", "kitty"}


def is_vint_record(text: str) -> bool:
    return text.lstrip().startswith(HEADLINE)


@dataclass(frozen=True)
class VintRecord(SeatActionRecord[VintDeal]):
    dealer: int
    seed: str | None = None
    number: int = 1
    hands: tuple[CardSet, CardSet, CardSet, CardSet] | None = None
    actions: tuple[tuple[int, Action], ...] = ()
    meta: tuple[tuple[str, str], ...] = field(default=())
    notes: tuple[tuple[int, str], ...] = field(default=())

    def new_deal(self) -> VintDeal:
        if self.hands is not None:
            return VintDeal(self.dealer, self.hands)
        if self.seed is None:
            raise RecordError(0, "a record needs a seed or the four hands")
        return VintDeal.from_seed(self.dealer, self.seed, self.number)

    @classmethod
    def of(
        cls,
        deal: VintDeal,
        seed: str | None = None,
        number: int = 1,
        meta: tuple[tuple[str, str], ...] = (),
    ) -> VintRecord:
        """The record of a deal so far (its hands written out unless a seed is given)."""
        return cls(
            deal.dealer,
            seed,
            number,
            None if seed is not None else deal.initial_hands,
            tuple(deal.history),
            meta,
        )


def dumps(record: VintRecord) -> str:
    lines = [HEADLINE]
    for key, value in record.meta:
        lines.append(f"{key}: {value}")
    lines.append(f"form: {FORM}")
    lines.append(f"dealer: {SEAT_NAMES[record.dealer]}")
    write_cards(lines, SEAT_NAMES, record.hands, (), record.seed, record.number)
    return write_steps(lines, seat_action_lines(record.actions), record.notes)


def _form(text: str) -> str:
    if text.strip().lower() != FORM:
        raise NotationError(f"form must be {FORM!r} in a Vint record, not {text!r}")
    return FORM


def loads(text: str, validate: bool = True) -> VintRecord:
    """Parse a Vint deal record; with ``validate`` replay it and refuse an illegal action with
    the line it is on."""
    scanned = scan_record(text, _KNOWN)
    actions = read_seat_actions(scanned, parse_vint_action)
    scanned.need("form", _form)
    cards = read_cards(scanned, SEAT_NAMES)
    if cards.kitty:
        raise RecordError(scanned.headers["kitty"][0], "Vint has no kitty (V-2.1)")
    record = VintRecord(
        scanned.need("dealer", parse_seat),
        cards.seed,
        cards.number,
        cards.hands,
        actions,
        scanned.meta,
        scanned.notes,
    )
    if validate:
        record.check([lineno for lineno, _ in scanned.actions], "a Vint deal")
    return record


__all__ = ["HEADLINE", "VintRecord", "dumps", "is_vint_record", "loads"]
