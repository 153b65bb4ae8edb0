"""Scoring one Vint deal (docs/rules.md V-5, V-6): trick scores below the line for both pairs,
bonuses and penalties above it. Games and rubbers (V-7, V-8) are in :mod:`engine.vint.rubber`.

Pairs are numbered as :func:`engine.rules.side` numbers them: 0 North–South, 1 East–West.

The 4♦ example: trick value 38; ten tricks for the declarers give them 380 below the line and
the defenders 114 for their three; honours and aces come on top (here the declarers hold
three trump honours, the defenders three aces).

>>> from engine.vint.actions import Strain
>>> s = score_deal(VintBid(4, Strain.DIAMONDS), 0, (10, 3), honours=(3, 2), aces=(1, 3))
>>> [(ln.side, ln.above, ln.points) for ln in s.lines]
[(0, False, 380), (1, False, 114), (0, True, 760), (1, True, 1140)]
>>> s.net(0)
-114
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import CardSet, Rank, Suit
from ..messages import Msg
from .actions import VintBid

SIDE_WORDS = ("North–South", "East–West")

SLAM_BY_TRICKS = {12: 500, 13: 1000}  # V-6.1
SMALL_SLAM_BID = 3000  # V-6.2
GRAND_SLAM_BID = 5000
SMALL_SLAM_FAILED = 3000  # V-6.6
GRAND_SLAM_FAILED = 5000
UNDERTRICK = 500  # V-6.5, times the level
HONOURS_TIMES = {3: 20, 4: 30, 5: 40}  # V-6.3, times the trick value
ACE_TIMES = 10  # V-6.4, per ace, times the trick value


@dataclass(frozen=True)
class VintLine:
    """One entry on the scoresheet: which pair, above or below the line, why, how much."""

    side: int
    above: bool
    label: str  # a Msg: English as a str, other languages through engine.messages
    points: int
    rule: str


@dataclass(frozen=True)
class VintScore:
    contract: VintBid
    declarer_side: int
    side_tricks: tuple[int, int]
    made: bool
    undertricks: int
    lines: tuple[VintLine, ...]

    def below(self, side: int) -> int:
        return sum(ln.points for ln in self.lines if ln.side == side and not ln.above)

    def above(self, side: int) -> int:
        return sum(ln.points for ln in self.lines if ln.side == side and ln.above)

    def total(self, side: int) -> int:
        return self.below(side) + self.above(side)

    def net(self, side: int) -> int:
        """What ``side`` gained on the other pair in this deal (game bonuses not included)."""
        return self.total(side) - self.total(1 - side)


def trump_honours(hands: Sequence[CardSet], trumps: Suit | None) -> tuple[int, int]:
    """How many of the five trump honours (A K Q J 10) each pair was dealt (V-6.3); (0, 0) in
    no trump."""
    if trumps is None:
        return (0, 0)
    counts = [0, 0]
    for seat, hand in enumerate(hands):
        counts[seat % 2] += sum(1 for c in hand.suit(trumps) if c.rank >= Rank.TEN)
    return (counts[0], counts[1])


def aces_held(hands: Sequence[CardSet]) -> tuple[int, int]:
    """How many aces each pair was dealt (V-6.4)."""
    counts = [0, 0]
    for seat, hand in enumerate(hands):
        counts[seat % 2] += len(hand.aces())
    return (counts[0], counts[1])


def score_deal(
    contract: VintBid,
    declarer_side: int,
    side_tricks: tuple[int, int],
    honours: tuple[int, int] = (0, 0),
    aces: tuple[int, int] = (0, 0),
) -> VintScore:
    """Every score of a played deal. ``side_tricks``, ``honours`` (trump honours dealt, V-6.3)
    and ``aces`` (aces dealt, V-6.4) are per pair, North–South first."""
    if sum(side_tricks) != 13:
        raise ValueError("the two pairs' tricks must add up to 13")
    if sum(aces) not in (0, 4) or sum(honours) not in (0, 5):
        raise ValueError("give all four aces and all five trump honours, or none")
    value = contract.trick_value
    decl, defs = declarer_side, 1 - declarer_side
    lines: list[VintLine] = []
    for side in (decl, defs):
        n = side_tricks[side]
        if n:
            label = Msg("vs.tricks", n=n, value=value)
            lines.append(VintLine(side, False, label, n * value, "V-5.2"))
    # V-6.1: 12 or 13 tricks, for whichever pair took them (VD-7).
    for side in (decl, defs):
        bonus = SLAM_BY_TRICKS.get(side_tricks[side])
        if bonus:
            label = Msg("vs.all_tricks" if side_tricks[side] == 13 else "vs.twelve_tricks")
            lines.append(VintLine(side, True, label, bonus, "V-6.1"))
    taken = side_tricks[decl]
    need = contract.tricks_needed()
    made = taken >= need
    if made and contract.level == 6:
        lines.append(VintLine(decl, True, Msg("vs.small_slam_made"), SMALL_SLAM_BID, "V-6.2"))
    elif made and contract.level == 7:
        lines.append(VintLine(decl, True, Msg("vs.grand_slam_made"), GRAND_SLAM_BID, "V-6.2"))
    # V-6.3: trump honours, for the pair holding three or more.
    if contract.trumps is not None:
        for side in (decl, defs):
            times = HONOURS_TIMES.get(honours[side])
            if times:
                lines.append(
                    VintLine(
                        side,
                        True,
                        Msg("vs.honours", count=honours[side], times=times, value=value),
                        times * value,
                        "V-6.3",
                    )
                )
    # V-6.4: the majority of aces; with two each, the pair with the majority of tricks.
    if sum(aces) == 4:
        if aces[0] == aces[1]:
            side = 0 if side_tricks[0] > side_tricks[1] else 1
            count = 2
            label = Msg("vs.aces_two_each", times=ACE_TIMES, value=value)
        else:
            side = 0 if aces[0] > aces[1] else 1
            count = aces[side]
            label = Msg("vs.aces", count=count, times=ACE_TIMES, value=value)
        lines.append(VintLine(side, True, label, count * ACE_TIMES * value, "V-6.4"))
    undertricks = max(0, need - taken)
    if undertricks:
        lines.append(
            VintLine(
                defs,
                True,
                Msg("vs.undertricks", n=undertricks, level=contract.level, each=UNDERTRICK),
                undertricks * contract.level * UNDERTRICK,
                "V-6.5",
            )
        )
        if contract.level == 6:
            lines.append(
                VintLine(defs, True, Msg("vs.small_slam_failed"), SMALL_SLAM_FAILED, "V-6.6")
            )
        elif contract.level == 7:
            lines.append(
                VintLine(defs, True, Msg("vs.grand_slam_failed"), GRAND_SLAM_FAILED, "V-6.6")
            )
    return VintScore(contract, decl, side_tricks, made, undertricks, tuple(lines))


__all__ = [
    "SIDE_WORDS",
    "VintLine",
    "VintScore",
    "aces_held",
    "score_deal",
    "trump_honours",
]
