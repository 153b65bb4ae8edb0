"""Game records: a human-readable text format for one deal, loaded and dumped like ``json``.

A deal record is a block of ``key: value`` header lines, then ``actions:`` and one action per
line, each starting with the seat that acts::

    # Skruuvi deal record
    form: nokitty
    dealer: S
    rules: schedule=current level4=no
    N: ♠J1073 ♣965 ♦A104 ♥953
    E: ♠AK95 ♣103 ♦Q653 ♥J106
    S: ♠84 ♣AK87 ♦K2 ♥AKQ87
    W: ♠Q62 ♣QJ42 ♦J987 ♥42
    actions:
    S 6♠
    W pass
    ...

Headers: ``form`` (kitty, nokitty, bolshevik), ``dealer`` (N E S W), ``rules`` (optional,
see :class:`~engine.rules.Ruleset`), the cards either as ``seed`` (+ ``number``, default 1)
or as the four hands ``N``/``E``/``S``/``W`` (+ ``kitty`` in kitty forms, in dealing order);
Bolshevik deals may give ``bolshevik-eligible`` (seats still to play, e.g. ``NESW``) and
``bolshevik-deals-left``. Any other header (``title``, ``source``…) is kept as metadata.
Lines starting with ``#`` are comments; a comment after an action (``S 6♠  # why``) is kept
as that action's note, for replays that explain each step. Actions use the notation of
:mod:`engine.actions`.

``loads`` replays the actions and refuses an invalid record with :class:`RecordError`, which
names the line and the reason; ``loads(dumps(r)) == r``.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol, Self

from .actions import Action, parse_action
from .cards import Card, CardSet, NotationError, parse_cards
from .deal import BolshevikContext, Deal
from .rules import DEFAULT_RULES, SEAT_NAMES, Form, Ruleset, parse_seat
from .trick_taking import IllegalActionError

_KNOWN = {
    "form",
    "dealer",
    "rules",
    "seed",
    "number",
    "kitty",
    "n",
    "e",
    "s",
    "w",
    "bolshevik-eligible",
    "bolshevik-deals-left",
}


class RecordError(ValueError):
    """An invalid record: ``line`` (1-based, 0 when not tied to a line) and ``reason``."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}" if line else reason)
        self.line = line
        self.reason = reason


class _Replayable(Protocol):
    def clone(self) -> Self: ...


class RecordBase[DealT: _Replayable, StepT]:
    """What every record format shares: its deal is rebuilt from the cards, then the steps
    are applied one by one. Subclasses (frozen dataclasses) say how to build the deal and
    how to apply and name one step."""

    meta: tuple[tuple[str, str], ...]
    notes: tuple[tuple[int, str], ...]  # (step index, the comment after it)

    @abstractmethod
    def new_deal(self) -> DealT:
        """The deal before any step."""

    @abstractmethod
    def steps(self) -> tuple[StepT, ...]: ...

    @staticmethod
    @abstractmethod
    def apply_step(deal: DealT, step: StepT) -> None: ...

    @staticmethod
    @abstractmethod
    def describe_step(step: StepT) -> str: ...

    def note_for(self, index: int) -> str:
        """The comment written after step ``index`` (0-based), or ``""``."""
        for i, text in self.notes:
            if i == index:
                return text
        return ""

    def title(self) -> str:
        return dict(self.meta).get("title", "")

    def replay(self) -> DealT:
        deal = self.new_deal()
        for step in self.steps():
            self.apply_step(deal, step)
        return deal

    def states(self) -> Iterator[DealT]:
        """Every state from the deal to the last step (clones, safe to keep)."""
        deal = self.new_deal()
        yield deal.clone()
        for step in self.steps():
            self.apply_step(deal, step)
            yield deal.clone()

    def check(self, step_lines: Sequence[int], what: str) -> None:
        """Replay the record, refusing cards that make no deal or an illegal step with a
        :class:`RecordError` naming the step's line (``step_lines``, one per step)."""
        try:
            deal = self.new_deal()
        except ValueError as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(0, f"the cards do not make {what}: {exc}") from None
        for step, lineno in zip(self.steps(), step_lines, strict=True):
            try:
                self.apply_step(deal, step)
            except IllegalActionError as exc:
                raise RecordError(lineno, f"{self.describe_step(step)}: {exc}") from None


class _SeatActed(_Replayable, Protocol):
    def apply(self, action: Action, seat: int | None = None) -> None: ...


class SeatActionRecord[DealT: _SeatActed](RecordBase[DealT, tuple[int, Action]]):
    """A record whose steps are its ``actions``, each with the seat that acts: the
    four-player and the Vint deal records."""

    actions: tuple[tuple[int, Action], ...]

    def steps(self) -> tuple[tuple[int, Action], ...]:
        return self.actions

    @staticmethod
    def apply_step(deal: DealT, step: tuple[int, Action]) -> None:
        deal.apply(step[1], step[0])

    @staticmethod
    def describe_step(step: tuple[int, Action]) -> str:
        return f"{SEAT_NAMES[step[0]]} {step[1]}"


@dataclass(frozen=True)
class DealRecord(SeatActionRecord[Deal]):
    form: Form
    dealer: int
    ruleset: Ruleset = DEFAULT_RULES
    seed: str | None = None
    number: int = 1
    hands: tuple[CardSet, CardSet, CardSet, CardSet] | None = None
    kitty: tuple[Card, ...] = ()
    actions: tuple[tuple[int, Action], ...] = ()
    bolshevik: BolshevikContext | None = None
    meta: tuple[tuple[str, str], ...] = field(default=())
    notes: tuple[tuple[int, str], ...] = field(default=())  # (action index, comment)

    def new_deal(self) -> Deal:
        """The deal before any action."""
        if self.hands is not None:
            return Deal(
                self.form, self.dealer, self.hands, self.kitty, self.ruleset, self.bolshevik
            )
        if self.seed is None:
            raise RecordError(0, "a record needs a seed or the four hands")
        return Deal.from_seed(
            self.form, self.dealer, self.seed, self.number, self.ruleset, self.bolshevik
        )

    def with_action(self, seat: int, action: Action) -> DealRecord:
        return DealRecord(
            self.form,
            self.dealer,
            self.ruleset,
            self.seed,
            self.number,
            self.hands,
            self.kitty,
            (*self.actions, (seat, action)),
            self.bolshevik,
            self.meta,
        )

    @classmethod
    def of(
        cls,
        deal: Deal,
        seed: str | None = None,
        number: int = 1,
        meta: tuple[tuple[str, str], ...] = (),
    ) -> DealRecord:
        """The record of a deal so far (with its hands written out unless a seed is given)."""
        h = deal.initial_hands
        return cls(
            deal.form,
            deal.dealer,
            deal.ruleset,
            seed,
            number,
            None if seed is not None else (h[0], h[1], h[2], h[3]),
            () if seed is not None else deal.kitty,
            tuple(deal.history),
            deal.bolshevik_context,
            meta,
        )


def dumps(record: DealRecord) -> str:
    lines = ["# Skruuvi deal record"]
    for key, value in record.meta:
        lines.append(f"{key}: {value}")
    lines.append(f"form: {record.form.value}")
    lines.append(f"dealer: {SEAT_NAMES[record.dealer]}")
    lines.append(f"rules: {record.ruleset.notation()}")
    if record.bolshevik is not None:
        eligible = "".join(SEAT_NAMES[s] for s in sorted(record.bolshevik.eligible))
        lines.append(f"bolshevik-eligible: {eligible or '-'}")
        lines.append(f"bolshevik-deals-left: {record.bolshevik.deals_left}")
    write_cards(lines, SEAT_NAMES, record.hands, record.kitty, record.seed, record.number)
    return write_steps(lines, seat_action_lines(record.actions), record.notes)


def seat_action_lines(actions: Iterable[tuple[int, Action]]) -> Iterator[str]:
    """Each action's line: the seat's letter, then the action's notation."""
    return (f"{SEAT_NAMES[seat]} {action.notation()}" for seat, action in actions)


def write_steps(lines: list[str], steps: Iterable[str], notes: Sequence[tuple[int, str]]) -> str:
    """A record's text: its header ``lines``, then ``actions:`` and each step's line with the
    comment noted after it (a step's text may begin with comment lines of its own)."""
    noted = dict(notes)
    lines.append("actions:")
    for i, line in enumerate(steps):
        lines.append(f"{line}  # {noted[i]}" if i in noted else line)
    return "\n".join(lines) + "\n"


def read_seat_actions(
    scanned: RecordText, parse: Callable[[str], Action]
) -> tuple[tuple[int, Action], ...]:
    """The action lines of a record whose lines start with the acting seat (``S 6♠``), each
    action read by ``parse``; a line that does not read is a :class:`RecordError`."""
    actions: list[tuple[int, Action]] = []
    for lineno, line in scanned.actions:
        seat_text, _, action_text = line.partition(" ")
        try:
            actions.append((parse_seat(seat_text), parse(action_text)))
        except NotationError as exc:
            raise RecordError(lineno, str(exc)) from None
    return tuple(actions)


@dataclass(frozen=True)
class RecordText:
    """A record split into its parts, before any header or action is interpreted."""

    headers: dict[str, tuple[int, str]]  # known key (lower case) -> (line, value)
    meta: tuple[tuple[str, str], ...]  # other headers, kept as written
    actions: tuple[tuple[int, str], ...]  # (line, action text)
    notes: tuple[tuple[int, str], ...]  # (action index, the comment after it)

    def get[T](self, key: str, parse: Callable[[str], T]) -> T | None:
        """Header ``key`` parsed by ``parse``, or None when it is not given; a value that
        ``parse`` refuses is a :class:`RecordError` on the header's line."""
        if key not in self.headers:
            return None
        lineno, value = self.headers[key]
        try:
            return parse(value)
        except (NotationError, ValueError) as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(lineno, str(exc)) from None

    def need[T](self, key: str, parse: Callable[[str], T], missing: str = "") -> T:
        """Like :meth:`get`, for a header the record must give (``missing`` words the
        error when it is not there)."""
        if key not in self.headers:
            raise RecordError(0, f"missing header {missing or repr(key)}")
        value = self.get(key, parse)
        assert value is not None
        return value


@dataclass(frozen=True)
class DealtCards:
    """The cards a record starts from: a ``seed`` (+ ``number``) or the hands and kitty."""

    seed: str | None = None
    number: int = 1
    hands: tuple[CardSet, CardSet, CardSet, CardSet] | None = None
    kitty: tuple[Card, ...] = ()


def read_cards(scanned: RecordText, labels: Sequence[str]) -> DealtCards:
    """Read ``seed`` (+ ``number``) or the four hands, under the headers ``labels`` (as
    written; matched in lower case), and an optional ``kitty``. Shared by every record
    format of the engine."""
    keys = [label.lower() for label in labels]
    if "seed" in scanned.headers:
        lineno, seed = scanned.headers["seed"]
        if any(k in scanned.headers for k in (*keys, "kitty")):
            raise RecordError(lineno, "give either a seed or the hands, not both")
        number = scanned.get("number", int)
        return DealtCards(seed=seed, number=1 if number is None else number)
    hands = [
        scanned.need(key, CardSet.parse, f"{label!r} (or give a seed)")
        for key, label in zip(keys, labels, strict=True)
    ]
    kitty = scanned.get("kitty", parse_cards) or ()
    return DealtCards(hands=(hands[0], hands[1], hands[2], hands[3]), kitty=kitty)


def write_cards(
    lines: list[str],
    labels: Sequence[str],
    hands: Sequence[CardSet] | None,
    kitty: Sequence[Card],
    seed: str | None,
    number: int,
) -> None:
    """The card headers :func:`read_cards` reads, appended to ``lines``."""
    if hands is not None:
        for label, hand in zip(labels, hands, strict=True):
            lines.append(f"{label}: {hand.text(void='-')}")
        if kitty:
            lines.append("kitty: " + " ".join(str(c) for c in kitty))
    else:
        lines.append(f"seed: {seed}")
        lines.append(f"number: {number}")


def scan_record(text: str, known: Collection[str]) -> RecordText:
    """Split a record into ``key: value`` headers (``known`` ones and the rest), then, after
    ``actions:``, one action per line with an optional ``# note``. Shared by every record
    format of the engine; the caller parses the action lines."""
    headers: dict[str, tuple[int, str]] = {}
    meta: list[tuple[str, str]] = []
    actions: list[tuple[int, str]] = []
    notes: list[tuple[int, str]] = []
    in_actions = False
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not in_actions:
            if line.lower() == "actions:":
                in_actions = True
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise RecordError(lineno, f"expected 'key: value' or 'actions:', got {line!r}")
            key = key.strip()
            low = key.lower()
            if low in headers:
                raise RecordError(lineno, f"header {key!r} given twice")
            if low in known:
                headers[low] = (lineno, value.strip())
            else:
                meta.append((key, value.strip()))
            continue
        line, hash_mark, note = line.partition(" #")
        if hash_mark and note.strip():
            notes.append((len(actions), note.strip()))
        actions.append((lineno, line.strip()))
    return RecordText(headers, tuple(meta), tuple(actions), tuple(notes))


def loads(text: str, validate: bool = True) -> DealRecord:
    """Parse a deal record; with ``validate`` (the default) replay it and refuse illegal
    actions with the line they are on."""
    scanned = scan_record(text, _KNOWN)
    actions = read_seat_actions(scanned, parse_action)
    bolshevik = None
    if "bolshevik-eligible" in scanned.headers or "bolshevik-deals-left" in scanned.headers:
        bolshevik = BolshevikContext(
            scanned.need(
                "bolshevik-eligible",
                lambda v: frozenset(parse_seat(ch) for ch in v if ch != "-"),
            ),
            scanned.need("bolshevik-deals-left", int),
        )
    cards = read_cards(scanned, SEAT_NAMES)
    record = DealRecord(
        scanned.need("form", Form.parse),
        scanned.need("dealer", parse_seat),
        scanned.get("rules", Ruleset.parse) or DEFAULT_RULES,
        cards.seed,
        cards.number,
        cards.hands,
        cards.kitty,
        actions,
        bolshevik,
        scanned.meta,
        scanned.notes,
    )
    if validate:
        record.check([lineno for lineno, _ in scanned.actions], "a deal")
    return record
