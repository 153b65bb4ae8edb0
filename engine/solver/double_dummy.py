"""Double-dummy values for every Skruuvi contract: the API the bots and the deal review use.

With all four hands known and both sides playing their best, what does the deal come to? An
:class:`Objective` says what the main side maximizes, a :class:`Position` where play stands;
:func:`value` gives the position's value and :func:`card_values` the value after each legal
card. Values are always the main side's, for the whole deal: ``by_tricks[its final tricks]``
plus, in misère, the ace costs (R-7.4 – R-7.6) of the tricks already played and still to come.

- Trumps and grand count tricks (:meth:`Objective.tricks`); partnership positions go to DDS,
  the standard bridge solver (:mod:`engine.solver.dds`), except small endings, where calling
  it costs more than our own search.
- Bid misère, all-pass misère and Bolshevik score points (:meth:`Objective.for_contract`,
  :meth:`Objective.all_pass`, :meth:`Objective.bolshevik`), built from :mod:`engine.scoring`
  so the solver and the score sheet cannot disagree; no bridge solver knows aces that cost
  their trick's number, so our compiled core (:mod:`engine.solver._core`) solves them, and
  also Dictator (one against three) and the bots' "fewest tricks".

>>> from engine.cards import CardSet
>>> hands = tuple(CardSet.parse(h).mask for h in ("♠AK", "♠QJ", "♥AK", "♥QJ"))
>>> value(Position(hands, leader=0), Objective.tricks(None, {0, 2}))
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from ..actions import Bid
from ..cards import SUIT_MASKS, Suit
from ..rules import DEFAULT_RULES, Ruleset, left, partner, right
from ..scoring import (
    allpass_points,
    bolshevik_points,
    contract_points,
)
from . import _core, dds
from ._core import BudgetExceeded

Engine = Literal["auto", "core", "dds"]
Unit = Literal["tricks", "points"]

#: Below this many tricks left, the compiled core beats a call into DDS.
DDS_FROM_TRICKS: Final = 6
_IDENTITY: Final = tuple(range(14))


@dataclass(frozen=True)
class Objective:
    """What the main side maximizes: ``by_tricks[t]`` for its final tricks ``t`` plus
    ``ace_weight`` times the ordinals of aces in the other side's tricks minus those in its own.
    The other seats minimize the same number."""

    trumps: Suit | None
    main: frozenset[int]
    by_tricks: tuple[int, ...]
    ace_weight: int = 0
    unit: Unit = "tricks"
    label: str = ""

    def __post_init__(self) -> None:
        if len(self.by_tricks) != 14:
            raise ValueError("by_tricks holds a value for 0 to 13 tricks")
        if not self.main or not self.main <= {0, 1, 2, 3} or len(self.main) == 4:
            raise ValueError("the main side is one to three seats")

    @classmethod
    def tricks(
        cls, trumps: Suit | int | None, main: Iterable[int], fewest: bool = False
    ) -> Objective:
        """The main side's tricks (or, with ``fewest``, minus them: it wants to lose them)."""
        suit = None if trumps is None else Suit(trumps)
        by = tuple(-t for t in range(14)) if fewest else _IDENTITY
        return cls(suit, frozenset(main), by, 0, "tricks", "fewest tricks" if fewest else "tricks")

    @classmethod
    def for_contract(
        cls, contract: Bid, declarer: int, doubling: int = 0, ruleset: Ruleset = DEFAULT_RULES
    ) -> Objective:
        """A bid contract: tricks for the declarer's side in trumps and grand; in misère the
        deal's number for the main side (R-7.1 – R-7.4)."""
        main = frozenset({declarer, partner(declarer)})
        if not contract.denomination.is_misere:
            return cls(contract.trumps, main, _IDENTITY, 0, "tricks", contract.text)
        by = tuple(contract_points(contract, t, doubling, ruleset).total for t in range(14))
        plain = contract_points(contract, 0, doubling, ruleset).total
        theirs = contract_points(contract, 0, doubling, ruleset, (), (1,)).total - plain
        ours = plain - contract_points(contract, 0, doubling, ruleset, (1,), ()).total
        if theirs != ours:  # pragma: no cover - R-7.4 books both sides' aces alike
            raise ValueError("ace costs differ by side")
        return cls(None, main, by, theirs, "points", contract.text)

    @classmethod
    def all_pass(
        cls, doubling: int = 0, ruleset: Ruleset = DEFAULT_RULES, main: Iterable[int] = (0, 2)
    ) -> Objective:
        """All-pass misère (R-7.5) for the side of ``main`` (North–South by default)."""
        by = tuple(allpass_points(t, 13 - t, (), (), doubling, ruleset).total for t in range(14))
        weight = allpass_points(0, 13, (), (1,), doubling, ruleset).total - by[0]
        return cls(None, frozenset(main), by, weight, "points", "all-pass misère")

    @classmethod
    def bolshevik(
        cls,
        contract: Bid,
        declarer: int,
        doublings: Sequence[int] = (0, 0, 0),
        ruleset: Ruleset = DEFAULT_RULES,
    ) -> Objective:
        """Bolshevik (R-7.6), the declarer alone against three: in misère the declarer's number;
        in Dictator (7 of a suit or 7 grand) the declarer's tricks. ``doublings`` per opponent
        (left, across, right): 0, 1 doubled, 2 redoubled."""
        main = frozenset({declarer})
        if not contract.denomination.is_misere:
            return cls(contract.trumps, main, _IDENTITY, 0, "tricks", f"Dictator {contract.text}")
        by = tuple(
            bolshevik_points(True, t, doublings, (), (), ruleset).declarer for t in range(14)
        )
        weight = bolshevik_points(True, 0, doublings, (1,), (), ruleset).declarer - by[0]
        return cls(None, main, by, weight, "points", "Bolshevik misère")

    @property
    def is_plain_tricks(self) -> bool:
        return self.by_tricks == _IDENTITY and self.ace_weight == 0

    @property
    def partnership(self) -> bool:
        return len(self.main) == 2 and sum(self.main) % 2 == 0

    def aces_value(self, aces: Iterable[tuple[int, int]]) -> int:
        """The main side's net ace points for aces in (trick number, winner seat)."""
        total = 0
        for number, winner in aces:
            total += -number if winner in self.main else number
        return total * self.ace_weight

    def for_seat(self, seat: int, main_value: int, total_tricks: int = 13) -> int:
        """A main-side value as ``seat``'s side sees it: its own tricks, or its own points (in
        Bolshevik, the three opponents' numbers added up)."""
        if seat in self.main:
            return main_value
        if self.unit == "points":
            return -main_value
        tricks = main_value if self.is_plain_tricks else -main_value
        return total_tricks - tricks


@dataclass(frozen=True)
class Position:
    """Where play stands: the cards still in the hands (masks), the seat that led the current
    trick and the (seat, card index) pairs played to it, the main side's tricks so far and the
    aces already taken as (trick number, winner seat). ``trick_number`` defaults to a 13-trick
    deal's: 14 minus the tricks left."""

    hands: tuple[int, int, int, int]
    leader: int
    trick: tuple[tuple[int, int], ...] = ()
    main_tricks: int = 0
    aces: tuple[tuple[int, int], ...] = ()
    trick_number: int | None = field(default=None)

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def tricks_left(self) -> int:
        """Tricks still to finish, the current one included."""
        return self.hands[self.leader].bit_count() + (1 if self.trick else 0)

    @property
    def number(self) -> int:
        return 14 - self.tricks_left if self.trick_number is None else self.trick_number

    def legal(self) -> int:
        """The cards the seat to play may play (R-8.1), as a mask."""
        hand = self.hands[self.to_play]
        if self.trick:
            follow = hand & SUIT_MASKS[self.trick[0][1] // 13]
            if follow:
                return follow
        return hand

    def play(self, card: int, objective: Objective) -> Position:
        """The position after the seat to play plays ``card`` (a completed trick is booked)."""
        seat = self.to_play
        if not self.legal() >> card & 1:
            raise ValueError(f"card {card} cannot be played by seat {seat} now")
        hands = list(self.hands)
        hands[seat] ^= 1 << card
        after = Position(
            (hands[0], hands[1], hands[2], hands[3]),
            self.leader,
            (*self.trick, (seat, card)),
            self.main_tricks,
            self.aces,
            self.trick_number,
        )
        return after.booked(objective)

    def booked(self, objective: Objective) -> Position:
        """A complete trick goes to its winner, who leads the next."""
        if len(self.trick) < 4:
            return self
        winner = _winner(self.trick, objective.trumps)
        number = self.number
        aces = self.aces + tuple((number, winner) for _s, c in self.trick if c % 13 == 12)
        return Position(
            self.hands,
            winner,
            (),
            self.main_tricks + (winner in objective.main),
            aces,
            None if self.trick_number is None else self.trick_number + 1,
        )


def _winner(trick: Sequence[tuple[int, int]], trumps: Suit | None) -> int:
    win_seat, best = trick[0]
    for s, c in trick[1:]:
        if (c // 13 == best // 13 and c > best) or (
            c // 13 != best // 13 and trumps is not None and c // 13 == trumps
        ):
            win_seat, best = s, c
    return win_seat


def _uses_dds(position: Position, objective: Objective, engine: Engine) -> bool:
    if engine == "core":
        return False
    fits = objective.is_plain_tricks and objective.partnership
    if engine == "dds":
        if not fits:
            raise ValueError("DDS solves trumps and grand for two partnerships only")
        return True
    return fits and position.tricks_left >= DDS_FROM_TRICKS and dds.available()


def _core_call(
    position: Position, objective: Objective, guess: int | None, values: bool, max_nodes: int
) -> int | dict[int, int]:
    args = (
        position.hands,
        position.leader,
        position.trick,
        -1 if objective.trumps is None else int(objective.trumps),
        sum(1 << s for s in objective.main),
        objective.by_tricks,
        objective.ace_weight,
        position.number,
        position.main_tricks,
        guess,
        max_nodes,
    )
    return _core.card_values(*args) if values else _core.solve(*args)


def _dds_main_values(
    position: Position, objective: Objective, best_only: bool, nodes: list[int] | None = None
) -> dict[int, int]:
    """Card → the main side's final tricks, from DDS's tricks for the side to play."""
    scores = dds.card_tricks(
        position.hands,
        position.leader,
        position.trick,
        -1 if objective.trumps is None else int(objective.trumps),
        best_only,
        nodes,
    )
    left = position.tricks_left
    mine = position.to_play in objective.main
    base = position.main_tricks
    return {c: base + (t if mine else left - t) for c, t in scores.items()}


def value(
    position: Position,
    objective: Objective,
    *,
    guess: int | None = None,
    engine: Engine = "auto",
    max_nodes: int = 0,
) -> int:
    """The main side's value with best play from ``position`` (see the module's docstring).
    ``guess`` (e.g. the value one card earlier) only speeds the search up. With ``max_nodes``
    our core gives up past that many nodes, raising :class:`BudgetExceeded`."""
    position = position.booked(objective)
    past = objective.aces_value(position.aces)
    if position.tricks_left == 0:
        return objective.by_tricks[position.main_tricks] + past
    if _uses_dds(position, objective, engine):
        values = _dds_main_values(position, objective, best_only=True).values()
        main_moves = position.to_play in objective.main
        return max(values) if main_moves else min(values)
    g = None if guess is None else guess - past
    got = _core_call(position, objective, g, values=False, max_nodes=max_nodes)
    assert isinstance(got, int)
    return got + past


def card_values(
    position: Position,
    objective: Objective,
    *,
    guess: int | None = None,
    engine: Engine = "auto",
    max_nodes: int = 0,
    dds_nodes: list[int] | None = None,
) -> dict[int, int]:
    """The main side's value after each card the seat to play may play (card index → value).
    ``guess`` and ``max_nodes`` as for :func:`value`; when DDS solves the position, the nodes
    it searched are appended to ``dds_nodes``."""
    position = position.booked(objective)
    if position.tricks_left == 0:
        return {}
    past = objective.aces_value(position.aces)
    if _uses_dds(position, objective, engine):
        return _dds_main_values(position, objective, best_only=False, nodes=dds_nodes)
    g = None if guess is None else guess - past
    got = _core_call(position, objective, g, values=True, max_nodes=max_nodes)
    assert isinstance(got, dict)
    return {c: v + past for c, v in got.items()}


def best_cards(
    position: Position, objective: Objective, *, engine: Engine = "auto"
) -> tuple[int, frozenset[int]]:
    """The best value for the side to play, in the main side's terms, and the cards that get
    it ("which cards are as good as the best")."""
    values = card_values(position, objective, engine=engine)
    if not values:
        raise ValueError("nobody is to play")
    main_moves = position.booked(objective).to_play in objective.main
    best = max(values.values()) if main_moves else min(values.values())
    return best, frozenset(c for c, v in values.items() if v == best)


def bolshevik_doublings(declarer: int, doubled_by: Iterable[int], redoubled: bool) -> list[int]:
    """Per opponent (left, across, right): 0, 1 doubled, 2 doubled and redoubled (R-6.7)."""
    doublers = set(doubled_by)
    return [
        (2 if redoubled else 1) if o in doublers else 0
        for o in (left(declarer), partner(declarer), right(declarer))
    ]


def nodes() -> int:
    """Nodes our core searched in its last call (DDS calls do not count here)."""
    return _core.nodes()


def solved_by(position: Position, objective: Objective, engine: Engine = "auto") -> str:
    """Which solver :func:`value` and :func:`card_values` use for this position: "dds" or
    "core"."""
    return "dds" if _uses_dds(position.booked(objective), objective, engine) else "core"


__all__ = [
    "DDS_FROM_TRICKS",
    "BudgetExceeded",
    "Objective",
    "Position",
    "best_cards",
    "bolshevik_doublings",
    "card_values",
    "nodes",
    "solved_by",
    "value",
]
