"""A whole play (R-1): sets of kitty and no-kitty deals, partner rotation, dealer order,
optional Bolshevik sets, and the scoresheet.

Players are A B C D (A is the bookkeeper). In every set A sits at seat 0 (N); the seating of
R-1.2 / D-1 decides who sits where, and each set's first deal is dealt by the seat on the
bookkeeper's left (E), then clockwise (R-1.3 / D-2). Deals are dealt from (session seed,
deal number), numbered from 1 through the whole session.

A session record is a header and one block per deal::

    # Skruuvi session record
    format: 12
    bolshevik: after-last
    rules: schedule=current level4=no
    seed: 7
    players: Anna | Bo | Cai | Dora
    deal 1
    E 1♠
    ...
    deal 2
    ...
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from .actions import Action, parse_action
from .cards import NotationError
from .deal import BolshevikContext, Deal
from .record import DealRecord, RecordError
from .rules import DEFAULT_RULES, SEAT_NAMES, Form, Ruleset, parse_seat
from .scoring import bolshevik_session_share, player_sums
from .trick_taking import DealResult, IllegalActionError, Kind

PLAYER_LETTERS: Final = ("A", "B", "C", "D")
# R-1.2 / D-1: the player at each seat (N E S W) in sets 1, 2 and 3.
SEATINGS: Final[tuple[tuple[int, int, int, int], ...]] = (
    (0, 1, 2, 3),  # A B C D: A–C against B–D
    (0, 2, 1, 3),  # A C B D: A–B against C–D
    (0, 1, 3, 2),  # A B D C: A–D against B–C
)
BOLSHEVIK_SET_DEALS: Final = 8


class BolshevikPlacement(Enum):
    """R-1.5: where Bolshevik sets go (none by default; one after the last set when on)."""

    NONE = "none"
    AFTER_LAST = "after-last"
    BEFORE_FIRST = "before-first"
    AFTER_EVERY = "after-every"


@dataclass(frozen=True)
class SessionOptions:
    deals_per_set: int = 8  # 8: the 24-deal play; 4: the 12-deal short format
    bolshevik: BolshevikPlacement = BolshevikPlacement.NONE
    ruleset: Ruleset = DEFAULT_RULES

    def __post_init__(self) -> None:
        if self.deals_per_set not in (4, 8):
            raise ValueError("a set has 8 deals (24-deal play) or 4 (12-deal play)")

    @property
    def total_regular_deals(self) -> int:
        return 3 * self.deals_per_set

    @property
    def format(self) -> int:
        return self.total_regular_deals


@dataclass(frozen=True)
class SetPlan:
    number: int  # 1-based position among all sets of the session
    bolshevik: bool
    seating: tuple[int, int, int, int]
    regular_index: int | None  # 1–3 for regular sets

    @property
    def label(self) -> str:
        if self.bolshevik:
            return "Bolshevik set"
        return f"Set {self.regular_index}"


def plan_sets(options: SessionOptions) -> tuple[SetPlan, ...]:
    plans: list[SetPlan] = []
    placement = options.bolshevik

    def add_bolshevik(seating: tuple[int, int, int, int]) -> None:
        plans.append(SetPlan(len(plans) + 1, True, seating, None))

    if placement is BolshevikPlacement.BEFORE_FIRST:
        add_bolshevik(SEATINGS[0])
    for i, seating in enumerate(SEATINGS, start=1):
        plans.append(SetPlan(len(plans) + 1, False, seating, i))
        if placement is BolshevikPlacement.AFTER_EVERY:
            add_bolshevik(seating)
    if placement is BolshevikPlacement.AFTER_LAST:
        add_bolshevik(SEATINGS[0])
    return tuple(plans)


@dataclass(frozen=True)
class DealSlot:
    """Where a deal sits in the session."""

    number: int  # 1-based through the session (the seed's deal number)
    set: SetPlan
    index_in_set: int  # 1-based
    form: Form
    dealer: int  # seat

    @property
    def seating(self) -> tuple[int, int, int, int]:
        return self.set.seating


@dataclass(frozen=True)
class FinishedDeal:
    slot: DealSlot
    record: DealRecord
    result: DealResult

    def player_points(self) -> tuple[int, int, int, int]:
        """Each player's number from this deal (players A–D, not seats)."""
        pts = [0, 0, 0, 0]
        for seat, player in enumerate(self.slot.seating):
            pts[player] = self.result.points[seat]
        return (pts[0], pts[1], pts[2], pts[3])


@dataclass
class _BolshevikSetState:
    played: set[int] = field(default_factory=set)  # players
    deals: int = 0


class Session:
    """A whole play, driven by actions like a :class:`~engine.deal.Deal`; when a deal ends the
    next one is dealt at once (the finished one stays in :attr:`finished`)."""

    def __init__(
        self,
        options: SessionOptions = SessionOptions(),
        seed: int | str = 1,
        players: tuple[str, str, str, str] = PLAYER_LETTERS,
    ) -> None:
        self.options = options
        self.seed = str(seed)
        self.players = players
        self.sets = plan_sets(options)
        self.finished: list[FinishedDeal] = []
        self.history: list[tuple[int, int, Action]] = []  # (deal number, seat, action)
        self._set_index = 0
        self._deal_in_set = 0
        self._number = 0
        self._bolshevik_state = _BolshevikSetState()
        self.current: Deal | None = None
        self.slot: DealSlot | None = None
        self._next_deal()

    def clone(self) -> Session:
        """A copy that shares nothing mutable with this session (finished deals and plans are
        immutable values and are shared)."""
        other = copy.copy(self)
        other.finished = list(self.finished)
        other.history = list(self.history)
        other.current = self.current.clone() if self.current is not None else None
        other._bolshevik_state = _BolshevikSetState(
            set(self._bolshevik_state.played), self._bolshevik_state.deals
        )
        return other

    # --- schedule ------------------------------------------------------------------------
    def _next_deal(self) -> None:
        while self._set_index < len(self.sets):
            plan = self.sets[self._set_index]
            if plan.bolshevik:
                st = self._bolshevik_state
                if len(st.played) < 4 and st.deals < BOLSHEVIK_SET_DEALS:
                    self._deal(plan, Form.BOLSHEVIK)
                    return
            elif self._deal_in_set < self.options.deals_per_set:
                half = self.options.deals_per_set // 2
                form = Form.KITTY if self._deal_in_set < half else Form.NOKITTY
                self._deal(plan, form)
                return
            self._set_index += 1
            self._deal_in_set = 0
            self._bolshevik_state = _BolshevikSetState()
        self.current = None
        self.slot = None

    def _deal(self, plan: SetPlan, form: Form) -> None:
        self._number += 1
        dealer = (1 + self._deal_in_set) % 4  # the bookkeeper's left deals first
        self._deal_in_set += 1
        ctx = None
        if form is Form.BOLSHEVIK:
            st = self._bolshevik_state
            eligible = frozenset(s for s in range(4) if plan.seating[s] not in st.played)
            ctx = BolshevikContext(eligible, BOLSHEVIK_SET_DEALS - st.deals)
            st.deals += 1
        self.slot = DealSlot(self._number, plan, self._deal_in_set, form, dealer)
        self.current = Deal.from_seed(
            form, dealer, self.seed, self._number, self.options.ruleset, ctx
        )
        if self.current.is_over:  # a Bolshevik deal nobody may bid in (cannot happen)
            self._book()

    def _book(self) -> None:
        deal, slot = self.current, self.slot
        assert deal is not None and slot is not None and deal.result is not None
        record = DealRecord.of(deal, seed=self.seed, number=slot.number)
        self.finished.append(FinishedDeal(slot, record, deal.result))
        if deal.kind is Kind.BOLSHEVIK and deal.declarer is not None:
            self._bolshevik_state.played.add(slot.seating[deal.declarer])
        self._next_deal()

    # --- driving -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.current is None

    @property
    def to_act(self) -> int | None:
        return self.current.to_act if self.current is not None else None

    def player_at(self, seat: int) -> int:
        assert self.slot is not None
        return self.slot.seating[seat]

    def seat_of(self, player: int) -> int:
        assert self.slot is not None
        return self.slot.seating.index(player)

    def apply(self, action: Action, seat: int | None = None) -> None:
        if self.current is None or self.slot is None:
            raise IllegalActionError("R-1.1", "the session is over")
        number = self.slot.number
        acting = self.current.to_act
        self.current.apply(action, seat)
        assert acting is not None
        self.history.append((number, acting, action))
        if self.current.is_over:
            self._book()

    # --- scores --------------------------------------------------------------------------
    def regular_totals(self) -> tuple[int, int, int, int]:
        return self._totals(bolshevik=False)

    def bolshevik_totals(self) -> tuple[int, int, int, int]:
        return self._totals(bolshevik=True)

    def _totals(self, bolshevik: bool) -> tuple[int, int, int, int]:
        """Each player's sum over the finished Bolshevik deals, or over the others."""
        deals = (fd for fd in self.finished if (fd.slot.form is Form.BOLSHEVIK) is bolshevik)
        t = player_sums((fd.player_points() for fd in deals), 4)
        return (t[0], t[1], t[2], t[3])

    def totals(self) -> tuple[int, int, int, int]:
        """R-1.4 / R-6.9: regular numbers plus the Bolshevik total divided by 3, rounded up."""
        reg = self.regular_totals()
        bol = self.bolshevik_totals()
        has_bolshevik = any(fd.slot.form is Form.BOLSHEVIK for fd in self.finished)
        out = [reg[p] + (bolshevik_session_share(bol[p]) if has_bolshevik else 0) for p in range(4)]
        return (out[0], out[1], out[2], out[3])

    # --- records -------------------------------------------------------------------------
    def dumps(self) -> str:
        return dumps_session(self)


def dumps_session(session: Session) -> str:
    o = session.options
    headers = (
        "# Skruuvi session record",
        f"format: {o.format}",
        f"bolshevik: {o.bolshevik.value}",
        f"rules: {o.ruleset.notation()}",
        f"seed: {session.seed}",
        "players: " + " | ".join(session.players),
    )
    body = ((n, f"{SEAT_NAMES[seat]} {action.notation()}") for n, seat, action in session.history)
    return join_session_record(headers, body)


@dataclass(frozen=True)
class SessionRecord:
    options: SessionOptions
    seed: str
    players: tuple[str, str, str, str]
    actions: tuple[tuple[int, int, Action], ...]

    def replay(self) -> Session:
        s = Session(self.options, self.seed, self.players)
        for number, seat, action in self.actions:
            if s.slot is None or s.slot.number != number:
                raise RecordError(0, f"deal {number} is not the deal in play")
            s.apply(action, seat)
        return s


def join_session_record(headers: Iterable[str], body: Iterable[tuple[int, str]]) -> str:
    """A session record's text: the ``headers`` lines, then the ``body`` lines, each given
    with its deal's number, under a ``deal N`` line where a deal begins. Shared by the
    four-player and Bonehead session records and the Vint match record."""
    lines = list(headers)
    current = None
    for number, line in body:
        if number != current:
            lines.append(f"deal {number}")
            current = number
        lines.append(line)
    return "\n".join(lines) + "\n"


def split_session_record(text: str) -> tuple[dict[str, tuple[int, str]], list[tuple[int, str]]]:
    """A session record's ``key: value`` headers and its body (``deal N`` lines and actions),
    each with its line number. Shared by the four-player and Bonehead session records."""
    headers: dict[str, tuple[int, str]] = {}
    body: list[tuple[int, str]] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if body or line.lower().startswith("deal "):
            body.append((lineno, line))
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise RecordError(lineno, f"expected 'key: value' or 'deal N', got {line!r}")
        key = key.strip().lower()
        if key in headers:
            raise RecordError(lineno, f"header {key!r} given twice")
        headers[key] = (lineno, value.strip())
    return headers, body


def read_header[T](
    headers: Mapping[str, tuple[int, str]], key: str, default: str, parse: Callable[[str], T]
) -> T:
    """A session record's header ``key`` (``default`` when it is not given) read by ``parse``;
    a value ``parse`` refuses with a ValueError is a :class:`RecordError` on its line."""
    ln, value = headers.get(key, (0, default))
    try:
        return parse(value)
    except ValueError as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(ln, str(exc)) from None


def header_seed(headers: Mapping[str, tuple[int, str]]) -> str:
    """A session record's ``seed`` header, which it must have."""
    _, seed = headers.get("seed", (0, ""))
    if not seed:
        raise RecordError(0, "missing header 'seed'")
    return seed


def header_players(headers: Mapping[str, tuple[int, str]], letters: Sequence[str]) -> list[str]:
    """A session record's ``players`` header: a name for each of the players ``letters``
    (the default), separated by |."""

    def parse(value: str) -> list[str]:
        names = [n.strip() for n in value.split("|")]
        if len(names) != len(letters) or not all(names):
            count = {3: "three", 4: "four"}[len(letters)]
            raise ValueError(f"players: {count} names separated by |")
        return names

    return read_header(headers, "players", " | ".join(letters), parse)


def header_rules(headers: Mapping[str, tuple[int, str]]) -> Ruleset:
    """A session record's ``rules`` header (the default rules when it is not given)."""
    return read_header(headers, "rules", "", lambda v: Ruleset.parse(v) if v else DEFAULT_RULES)


def replay_session_body(
    body: list[tuple[int, str]],
    deal_in_play: Callable[[], int | None],
    apply_line: Callable[[str], None],
) -> None:
    """Replay ``deal N`` blocks: each action line goes to ``apply_line`` (which raises
    NotationError or IllegalActionError for a bad one) while deal N is the deal in play."""
    number: int | None = None
    for lineno, line in body:
        if line.lower().startswith("deal "):
            try:
                number = int(line[5:].strip())
            except ValueError:
                raise RecordError(lineno, f"not a deal number: {line!r}") from None
            if deal_in_play() != number:
                current = deal_in_play()
                expected = current if current is not None else "none (the session is over)"
                raise RecordError(
                    lineno, f"deal {number} out of order: the deal in play is {expected}"
                )
            continue
        if number is None:
            raise RecordError(lineno, "an action before any 'deal N' line")
        if deal_in_play() != number:
            raise RecordError(lineno, f"deal {number} is already over")
        try:
            apply_line(line.partition(" #")[0].strip())
        except (NotationError, IllegalActionError) as exc:
            raise RecordError(lineno, f"{line}: {exc}") from None


def loads_session(text: str) -> Session:
    """Parse and replay a session record; refuses an invalid one with the line and reason."""
    headers, body = split_session_record(text)

    def deals_per_set(value: str) -> int:
        if value not in ("24", "12"):
            raise ValueError("format is 24 or 12")
        return 8 if value == "24" else 4

    per_set = read_header(headers, "format", "24", deals_per_set)
    placement = read_header(headers, "bolshevik", "none", BolshevikPlacement)
    ruleset = header_rules(headers)
    seed = header_seed(headers)
    names = header_players(headers, PLAYER_LETTERS)
    options = SessionOptions(per_set, placement, ruleset)
    session = Session(options, seed, (names[0], names[1], names[2], names[3]))

    def apply_line(line: str) -> None:
        seat_text, _, action_text = line.partition(" ")
        session.apply(parse_action(action_text), parse_seat(seat_text))

    replay_session_body(body, lambda: session.slot.number if session.slot else None, apply_line)
    return session


def session_record(session: Session) -> SessionRecord:
    return SessionRecord(session.options, session.seed, session.players, tuple(session.history))
