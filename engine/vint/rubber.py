"""A Vint match: rubbers of two won games, partners changing after each (docs/rules.md V-1,
V-7, V-8).

A :class:`VintMatch` is driven by actions like a deal: ``apply`` goes to the deal in play and,
when that deal ends, the match writes its scores on the sheet, finds out whether a pair reached
500 below the line (trick by trick, V-7.1) and deals the next hand. Players are A B C D (A
keeps the score); rubber 1, 2 and 3 seat them as Skruuvi's sets 1, 2 and 3 (VD-1), and every
rubber is opened by seat 1 (VD-2). Deal ``n`` of the match is dealt from (seed, ``n``).

A match record is a header and one block per deal::

    # Vint match record
    rubbers: 3
    seed: 7
    players: A | B | C | D
    deal 1
    E pass
    S 1♥
    ...
    deal 2
    ...

>>> m = VintMatch(MatchOptions(rubbers=1), seed="doc")
>>> m.rubber, m.dealer, m.seating
(1, 1, (0, 1, 2, 3))
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import Action
from ..messages import Msg
from ..rules import SEAT_NAMES, left, parse_seat, side
from ..scoring import player_sums
from ..session import (
    PLAYER_LETTERS,
    SEATINGS,
    header_players,
    header_seed,
    join_session_record,
    read_header,
    replay_session_body,
    split_session_record,
)
from ..trick_taking import IllegalActionError
from .actions import parse_vint_action
from .deal import VintDeal, VintResult
from .record import VintRecord
from .views import VintView, vint_view

HEADLINE: Final = "# Vint match record"
GAME: Final = 500  # V-7.1
GAME_BONUS: Final = 500  # V-7.3
RUBBER_GAME_BONUS: Final = 1000
FIRST_DEALER: Final = 1  # VD-2


@dataclass(frozen=True)
class MatchOptions:
    rubbers: int = 3  # V-1.2: three, one with each partnership; or a single rubber

    def __post_init__(self) -> None:
        if self.rubbers not in (1, 3):
            raise ValueError("a Vint match has 3 rubbers (or 1)")


@dataclass(frozen=True)
class SheetEntry:
    """One figure on the scoresheet: the pair (0 North–South, 1 East–West, as seated in that
    rubber), above or below the line, in which game of which rubber, from which deal."""

    rubber: int
    game: int
    deal: int
    side: int
    above: bool
    label: str
    points: int
    rule: str


@dataclass(frozen=True)
class GameWon:
    """A game reached in a deal: by which pair, at which trick (V-7.1), and whether it also won
    the rubber (V-8.1)."""

    side: int
    trick: int
    game: int
    rubber_won: bool


@dataclass(frozen=True)
class FinishedVintDeal:
    number: int  # in the match (the seed's deal number)
    rubber: int
    game: int  # the game of the rubber this deal was played in
    dealer: int
    seating: tuple[int, int, int, int]  # the player at each seat
    record: VintRecord
    result: VintResult
    entries: tuple[SheetEntry, ...]  # this deal's figures, game bonus included
    game_won: GameWon | None

    def side_points(self) -> tuple[int, int]:
        t = [0, 0]
        for e in self.entries:
            t[e.side] += e.points
        return (t[0], t[1])

    def player_points(self) -> tuple[int, int, int, int]:
        """What the deal was worth to each player A–D: their pair's figures minus the other
        pair's."""
        ns, ew = self.side_points()
        out = [0, 0, 0, 0]
        for seat, player in enumerate(self.seating):
            out[player] = ns - ew if side(seat) == 0 else ew - ns
        return (out[0], out[1], out[2], out[3])


@dataclass(frozen=True)
class RubberResult:
    number: int
    seating: tuple[int, int, int, int]
    winner: int  # the pair that won two games
    games: tuple[int, int]
    totals: tuple[int, int]  # everything each pair scored, above and below (V-8.2)

    @property
    def difference(self) -> int:
        return abs(self.totals[0] - self.totals[1])

    def player_points(self) -> tuple[int, int, int, int]:
        """V-8.2: each player of the higher pair wins the difference, the others lose it."""
        diff = self.totals[0] - self.totals[1]
        out = [0, 0, 0, 0]
        for seat, player in enumerate(self.seating):
            out[player] = diff if side(seat) == 0 else -diff
        return (out[0], out[1], out[2], out[3])


def game_reached(
    below: tuple[int, int], value: int, winners: Sequence[int]
) -> tuple[int, int] | None:
    """V-7.1: which pair first reaches :data:`GAME` below the line, and at which trick (1–13),
    when the pairs start the deal with ``below`` and the tricks go, in order, to the seats
    ``winners`` at ``value`` each; None when neither does.

    North–South start at 450 and East–West at 440; both pass 500 in this deal, but East–West
    get there first, at trick 2:

    >>> game_reached((450, 440), 38, [1, 3, 0, 2, 0, 2, 1, 0, 2, 0, 1, 2, 0])
    (1, 2)
    """
    run = [below[0], below[1]]
    for number, seat in enumerate(winners, start=1):
        s = side(seat)
        run[s] += value
        if run[s] >= GAME:
            return (s, number)
    return None


class VintMatch:
    """A match of one or three rubbers, mutable like a deal; :meth:`clone` copies it."""

    def __init__(
        self,
        options: MatchOptions = MatchOptions(),
        seed: int | str = 1,
        players: tuple[str, str, str, str] = PLAYER_LETTERS,
    ) -> None:
        self.options = options
        self.seed = str(seed)
        self.players = players
        self.history: list[tuple[int, int, Action]] = []  # (deal number, seat, action)
        self.finished: list[FinishedVintDeal] = []
        self.entries: list[SheetEntry] = []
        self.rubbers: list[RubberResult] = []
        self.number = 0
        self._start_rubber(1)

    def clone(self) -> VintMatch:
        other = copy.copy(self)
        other.history = list(self.history)
        other.finished = list(self.finished)
        other.entries = list(self.entries)
        other.rubbers = list(self.rubbers)
        other.games = list(self.games)
        other.below = list(self.below)
        other.current = self.current.clone() if self.current is not None else None
        return other

    # --- the flow ------------------------------------------------------------------------
    def _start_rubber(self, number: int) -> None:
        self.rubber = number
        self.seating: tuple[int, int, int, int] = SEATINGS[number - 1]
        self.games = [0, 0]
        self.game = 1
        self.below = [0, 0]
        self.dealer = FIRST_DEALER
        self._deal_next()

    def _deal_next(self) -> None:
        self.number += 1
        self.current: VintDeal | None = VintDeal.from_seed(self.dealer, self.seed, self.number)

    @property
    def is_over(self) -> bool:
        return self.current is None

    @property
    def to_act(self) -> int | None:
        return self.current.to_act if self.current is not None else None

    def player_at(self, seat: int) -> int:
        return self.seating[seat]

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)

    def view(self, seat: int) -> VintView:
        """What ``seat`` may know of the deal in play, with the rubber's public score."""
        if self.current is None:
            raise ValueError("the match is over")
        return vint_view(
            self.current,
            seat,
            (self.below[0], self.below[1]),
            (self.games[0], self.games[1]),
        )

    def apply(self, action: Action, seat: int | None = None) -> None:
        deal = self.current
        if deal is None:
            raise IllegalActionError("V-8.4", "the match is over")
        deal.apply(action, seat)
        self.history.append((self.number, deal.history[-1][0], action))
        if deal.is_over:
            self._finish_deal(deal)

    def _finish_deal(self, deal: VintDeal) -> None:
        result = deal.result
        assert result is not None
        entries: list[SheetEntry] = []
        won: GameWon | None = None
        if result.score is not None:
            assert result.contract is not None
            for ln in result.score.lines:
                entries.append(
                    SheetEntry(
                        self.rubber,
                        self.game,
                        self.number,
                        ln.side,
                        ln.above,
                        ln.label,
                        ln.points,
                        ln.rule,
                    )
                )
            value = result.contract.trick_value
            winners = [t.winner for t in result.tricks]
            reached = game_reached((self.below[0], self.below[1]), value, winners)
            for seat in winners:  # V-5.3: the whole deal is written below this game's line
                self.below[side(seat)] += value
            if reached is not None:
                s, trick = reached
                self.games[s] += 1
                won = GameWon(s, trick, self.game, self.games[s] == 2)
        if won is not None:
            bonus = RUBBER_GAME_BONUS if won.rubber_won else GAME_BONUS
            label = Msg("vs.game_and_rubber") if won.rubber_won else Msg("vs.game", game=self.game)
            entries.append(
                SheetEntry(
                    self.rubber, self.game, self.number, won.side, True, label, bonus, "V-7.3"
                )
            )
        self.entries.extend(entries)
        record = VintRecord.of(deal, seed=self.seed, number=self.number)
        self.finished.append(
            FinishedVintDeal(
                self.number,
                self.rubber,
                self.game,
                deal.dealer,
                self.seating,
                record,
                result,
                tuple(entries),
                won,
            )
        )
        self.dealer = left(self.dealer)  # V-1.3, thrown-in deals too
        if won is None:
            self._deal_next()
            return
        self.game += 1  # V-7.2: a new line, both pairs from nothing
        self.below = [0, 0]
        if not won.rubber_won:
            self._deal_next()
            return
        self.rubbers.append(
            RubberResult(
                self.rubber,
                self.seating,
                won.side,
                (self.games[0], self.games[1]),
                self.rubber_totals(self.rubber),
            )
        )
        if self.rubber < self.options.rubbers:
            self._start_rubber(self.rubber + 1)  # V-8.3
        else:
            self.current = None

    # --- the sheet -----------------------------------------------------------------------
    def rubber_totals(self, rubber: int) -> tuple[int, int]:
        t = [0, 0]
        for e in self.entries:
            if e.rubber == rubber:
                t[e.side] += e.points
        return (t[0], t[1])

    def totals(self) -> tuple[int, int, int, int]:
        """Each player's result over the finished rubbers (V-8.4)."""
        out = player_sums((r.player_points() for r in self.rubbers), 4)
        return (out[0], out[1], out[2], out[3])

    def dumps(self) -> str:
        return dumps_match(self)


def dumps_match(match: VintMatch) -> str:
    headers = (
        HEADLINE,
        f"rubbers: {match.options.rubbers}",
        f"seed: {match.seed}",
        "players: " + " | ".join(match.players),
    )
    body = ((n, f"{SEAT_NAMES[seat]} {action.notation()}") for n, seat, action in match.history)
    return join_session_record(headers, body)


def is_match_record(text: str) -> bool:
    return text.lstrip().startswith(HEADLINE)


def loads_match(text: str) -> VintMatch:
    """Parse and replay a match record; an invalid one is refused with the line and reason."""
    headers, body = split_session_record(text)
    options = read_header(headers, "rubbers", "3", lambda v: MatchOptions(int(v)))
    seed = header_seed(headers)
    names = header_players(headers, PLAYER_LETTERS)
    match = VintMatch(options, seed, (names[0], names[1], names[2], names[3]))

    def apply_line(line: str) -> None:
        seat_text, _, action_text = line.partition(" ")
        match.apply(parse_vint_action(action_text), parse_seat(seat_text))

    replay_session_body(body, lambda: match.number if match.current else None, apply_line)
    return match


__all__ = [
    "FinishedVintDeal",
    "GameWon",
    "MatchOptions",
    "RubberResult",
    "SheetEntry",
    "VintMatch",
    "dumps_match",
    "game_reached",
    "is_match_record",
    "loads_match",
]
