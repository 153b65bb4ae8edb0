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

from collections.abc import Collection, Iterator
from dataclasses import dataclass, field

from .actions import Action, parse_action
from .cards import Card, CardSet, NotationError, parse_cards
from .deal import BolshevikContext, Deal, IllegalActionError
from .rules import DEFAULT_RULES, SEAT_NAMES, Form, Ruleset, parse_seat

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


@dataclass(frozen=True)
class DealRecord:
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

    def note_for(self, index: int) -> str:
        """The comment written after action ``index`` (0-based), or ``""``."""
        for i, text in self.notes:
            if i == index:
                return text
        return ""

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

    def replay(self) -> Deal:
        deal = self.new_deal()
        for seat, action in self.actions:
            deal.apply(action, seat)
        return deal

    def states(self) -> Iterator[Deal]:
        """Every state from the deal to the last action (clones, safe to keep)."""
        deal = self.new_deal()
        yield deal.clone()
        for seat, action in self.actions:
            deal.apply(action, seat)
            yield deal.clone()

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

    def title(self) -> str:
        return dict(self.meta).get("title", "")

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
    if record.hands is not None:
        for seat, hand in enumerate(record.hands):
            lines.append(f"{SEAT_NAMES[seat]}: {hand.text(void='-')}")
        if record.kitty:
            lines.append("kitty: " + " ".join(str(c) for c in record.kitty))
    else:
        lines.append(f"seed: {record.seed}")
        lines.append(f"number: {record.number}")
    lines.append("actions:")
    notes = dict(record.notes)
    for i, (seat, action) in enumerate(record.actions):
        line = f"{SEAT_NAMES[seat]} {action.notation()}"
        if i in notes:
            line += f"  # {notes[i]}"
        lines.append(line)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class RecordText:
    """A record split into its parts, before any header or action is interpreted."""

    headers: dict[str, tuple[int, str]]  # known key (lower case) -> (line, value)
    meta: tuple[tuple[str, str], ...]  # other headers, kept as written
    actions: tuple[tuple[int, str], ...]  # (line, action text)
    notes: tuple[tuple[int, str], ...]  # (action index, the comment after it)

    def need(self, key: str) -> tuple[int, str]:
        if key not in self.headers:
            raise RecordError(0, f"missing header {key!r}")
        return self.headers[key]


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
    headers, meta, notes, need = scanned.headers, scanned.meta, scanned.notes, scanned.need
    actions: list[tuple[int, Action]] = []
    action_lines: list[int] = []
    for lineno, line in scanned.actions:
        seat_text, _, action_text = line.partition(" ")
        try:
            seat = parse_seat(seat_text)
            action = parse_action(action_text)
        except NotationError as exc:
            raise RecordError(lineno, str(exc)) from None
        actions.append((seat, action))
        action_lines.append(lineno)

    try:
        ln, value = need("form")
        form = Form.parse(value)
        ln, value = need("dealer")
        dealer = parse_seat(value)
        ruleset = DEFAULT_RULES
        if "rules" in headers:
            ln, value = headers["rules"]
            ruleset = Ruleset.parse(value)
        bolshevik = None
        if "bolshevik-eligible" in headers or "bolshevik-deals-left" in headers:
            ln, value = need("bolshevik-eligible")
            eligible = frozenset(parse_seat(ch) for ch in value if ch != "-")
            ln, value = need("bolshevik-deals-left")
            bolshevik = BolshevikContext(eligible, int(value))
        seed: str | None = None
        number = 1
        hands: tuple[CardSet, CardSet, CardSet, CardSet] | None = None
        kitty: tuple[Card, ...] = ()
        seats = [headers.get(k) for k in ("n", "e", "s", "w")]
        if "seed" in headers:
            ln, seed = headers["seed"]
            if any(seats):
                raise RecordError(ln, "give either a seed or the hands, not both")
            if "number" in headers:
                ln, value = headers["number"]
                number = int(value)
        else:
            parsed = []
            for letter, item in zip("NESW", seats, strict=True):
                if item is None:
                    raise RecordError(0, f"missing header {letter!r} (or give a seed)")
                ln, value = item
                parsed.append(CardSet.parse(value))
            hands = (parsed[0], parsed[1], parsed[2], parsed[3])
            if "kitty" in headers:
                ln, value = headers["kitty"]
                kitty = parse_cards(value)
    except (NotationError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(ln, str(exc)) from None

    record = DealRecord(
        form,
        dealer,
        ruleset,
        seed,
        number,
        hands,
        kitty,
        tuple(actions),
        bolshevik,
        tuple(meta),
        tuple(notes),
    )
    if validate:
        try:
            deal = record.new_deal()
        except ValueError as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(0, f"the cards do not make a deal: {exc}") from None
        for (seat, action), lineno in zip(actions, action_lines, strict=True):
            try:
                deal.apply(action, seat)
            except IllegalActionError as exc:
                raise RecordError(lineno, f"{SEAT_NAMES[seat]} {action}: {exc}") from None
    return record


def load(path: str) -> DealRecord:
    with open(path, encoding="utf-8") as f:
        return loads(f.read())


def dump(record: DealRecord, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(record))
