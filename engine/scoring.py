"""Scoring (R-7): bid contracts, all-pass misère and Bolshevik, with a readable breakdown.

>>> contract_points(parse_bid("5♦"), tricks=9, doubling=1).total  # D-9: two undertricks doubled
-20
>>> bolshevik_points(misere=True, level_tricks=0, doublings=(0, 0, 0),
...                  ace_ordinals_opponents=(1, 4, 5, 10)).opponents
(-40, -40, -40)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from .actions import Bid, Denomination, parse_bid
from .messages import Msg
from .rules import DEFAULT_RULES, Ruleset, Schedule

__all__ = [
    "BolshevikScore",
    "ContractScore",
    "ScoreLine",
    "allpass_points",
    "bolshevik_points",
    "bolshevik_session_share",
    "contract_points",
    "parse_bid",
]

# current schedule, by level.
_MADE_TG: Final = {5: 25, 6: 35, 7: 50}
_MADE_MIS: Final = {5: 10, 6: 20, 7: 35}
_FIRST_UNDER_TG: Final = {5: 5, 6: 10, 7: 15}
_FIRST_UNDER_MIS: Final = {5: 10, 6: 15, 7: 20}
_OVER: Final = {5: 2, 6: 2, 7: 0}
_FURTHER_UNDER: Final = 5
# the older schedule.
_OLD_MADE_TG: Final = {5: 25, 6: 36, 7: 49}
_OLD_MADE_MIS: Final = {5: 10, 6: 20, 7: 30}
_OLD_OVER: Final = {5: 5, 6: 6, 7: 0}
_OLD_FIRST_UNDER: Final = {5: 5, 6: 11, 7: 17}
_OLD_FURTHER_UNDER: Final = {5: 5, 6: 6, 7: 7}
# level-4 kitty contracts.
_L4_MADE_TG: Final = 10
_L4_MADE_MIS: Final = 5
_L4_OVER: Final = 2
_L4_UNDER: Final = 5


def multiplier(doubling: int, ruleset: Ruleset = DEFAULT_RULES) -> int:
    """R-7.3: ×2 doubled, ×3 redoubled (×4 under the older schedule, R-7.7)."""
    if doubling == 0:
        return 1
    if doubling == 1:
        return 2
    return 4 if ruleset.schedule is Schedule.OLD else 3


def aces_multiplied(ruleset: Ruleset) -> bool:
    """R-7.4 says ace costs are never multiplied; the older schedule multiplies them (R-7.7)."""
    return ruleset.schedule is Schedule.OLD


def bid_words(bid: Bid) -> Msg:
    """A bid for people as a message (``2♦``, ``6 misère``, ``7 grand``): its words translate."""
    d = bid.denomination
    if d.suit is not None:
        return Msg("bid.suit", text=bid.text)
    return Msg("bid.misere" if d.is_misere else "bid.grand", level=bid.level)


def denomination_words(d: Denomination) -> Msg:
    """A denomination for people as a message (``♠``, ``misère``, ``grand``)."""
    if d.suit is not None:
        return Msg("bc.den_suit", suit=d.suit.symbol)
    return Msg("bc.den_misere" if d.is_misere else "bc.den_grand")


def _times(mult: int) -> Msg:
    """The multiplier after a line (" ×2"), nothing when it is 1."""
    return Msg("empty") if mult == 1 else Msg("times", m=mult)


@dataclass(frozen=True)
class ScoreLine:
    label: str  # a Msg: English as a str, other languages through engine.messages
    points: int


@dataclass(frozen=True)
class ContractScore:
    """A bid contract's score from the main side's point of view."""

    made: bool
    overtricks: int
    undertricks: int
    lines: tuple[ScoreLine, ...]
    total: int


def contract_points(
    contract: Bid,
    tricks: int,
    doubling: int = 0,
    ruleset: Ruleset = DEFAULT_RULES,
    main_ace_ordinals: Iterable[int] = (),
    defender_ace_ordinals: Iterable[int] = (),
) -> ContractScore:
    """Score a bid contract (R-7.1 – R-7.4, R-7.7).

    ``tricks`` is what the main side took; the ace ordinals are the trick numbers (1–13) of the
    aces in tricks each side won, which count only in misère.
    """
    level = contract.level
    misere = contract.denomination.is_misere
    if not 4 <= level <= 7:
        raise ValueError(f"a final contract is at level 4–7, not {level}")
    if level == 4 and not ruleset.level4:
        raise ValueError("level-4 contracts need the level-4 house rule (R-7.7)")
    if not 0 <= tricks <= 13:
        raise ValueError("tricks must be 0–13")
    mult = multiplier(doubling, ruleset)
    if misere:
        allowed = contract.misere_allowance()
        over = max(0, allowed - tricks)
        under = max(0, tricks - allowed)
    else:
        need = contract.tricks_needed()
        over = max(0, tricks - need)
        under = max(0, need - tricks)
    made = under == 0
    lines: list[ScoreLine] = []
    old = ruleset.schedule is Schedule.OLD
    if level == 4:
        made_value = _L4_MADE_MIS if misere else _L4_MADE_TG
        over_each, first_under, further_under = _L4_OVER, _L4_UNDER, _L4_UNDER
    elif old:
        made_value = (_OLD_MADE_MIS if misere else _OLD_MADE_TG)[level]
        over_each = _OLD_OVER[level]
        first_under = _OLD_FIRST_UNDER[level]
        further_under = _OLD_FURTHER_UNDER[level]
    else:
        made_value = (_MADE_MIS if misere else _MADE_TG)[level]
        over_each = _OVER[level]
        first_under = (_FIRST_UNDER_MIS if misere else _FIRST_UNDER_TG)[level]
        further_under = _FURTHER_UNDER
    suffix = _times(mult)
    if made:
        lines.append(
            ScoreLine(
                Msg("score.made", contract=bid_words(contract), suffix=suffix), made_value * mult
            )
        )
        if over and over_each:
            lines.append(
                ScoreLine(
                    Msg("score.overtricks", n=over, each=over_each, suffix=suffix),
                    over * over_each * mult,
                )
            )
    else:
        # D-9: a failed contract scores only its undertricks.
        value = first_under + (under - 1) * further_under
        lines.append(
            ScoreLine(
                Msg(
                    "score.down",
                    contract=bid_words(contract),
                    under=under,
                    first=first_under,
                    further_count=under - 1,
                    further=further_under,
                    suffix=suffix,
                ),
                -value * mult,
            )
        )
    if misere:
        main_aces = sorted(main_ace_ordinals)
        def_aces = sorted(defender_ace_ordinals)
        ace_mult = mult if aces_multiplied(ruleset) else 1
        if main_aces:
            lines.append(
                ScoreLine(
                    Msg("score.aces_ours", aces="+".join(map(str, main_aces))),
                    -sum(main_aces) * ace_mult,
                )
            )
        if def_aces:
            lines.append(
                ScoreLine(
                    Msg("score.aces_theirs", aces="+".join(map(str, def_aces))),
                    sum(def_aces) * ace_mult,
                )
            )
    total = sum(line.points for line in lines)
    return ContractScore(made, over, under, tuple(lines), total)


def level4_unplayed_points(contract: Bid) -> ContractScore:
    """R-7.7: an undoubled level-4 trumps or grand contract scores 10 without play."""
    line = ScoreLine(Msg("score.level4_unplayed", contract=bid_words(contract)), _L4_MADE_TG)
    return ContractScore(True, 0, 0, (line,), _L4_MADE_TG)


@dataclass(frozen=True)
class AllPassScore:
    """All-pass misère from one side's point of view (the side given as "our")."""

    lines: tuple[ScoreLine, ...]
    total: int


def allpass_points(
    our_tricks: int,
    their_tricks: int,
    our_ace_ordinals: Iterable[int],
    their_ace_ordinals: Iterable[int],
    doubling: int = 0,
    ruleset: Ruleset = DEFAULT_RULES,
) -> AllPassScore:
    """R-7.5 / D-10: m·(their tricks − our tricks) + (their ace cost − our ace cost)."""
    mult = multiplier(doubling, ruleset)
    ace_mult = mult if aces_multiplied(ruleset) else 1
    ours = sorted(our_ace_ordinals)
    theirs = sorted(their_ace_ordinals)
    suffix = _times(mult)
    lines = [
        ScoreLine(
            Msg("score.allpass_tricks", theirs=their_tricks, ours=our_tricks, suffix=suffix),
            (their_tricks - our_tricks) * mult,
        ),
    ]
    if ours:
        lines.append(
            ScoreLine(Msg("score.aces_ours", aces="+".join(map(str, ours))), -sum(ours) * ace_mult)
        )
    if theirs:
        lines.append(
            ScoreLine(
                Msg("score.aces_theirs", aces="+".join(map(str, theirs))), sum(theirs) * ace_mult
            )
        )
    return AllPassScore(tuple(lines), sum(line.points for line in lines))


@dataclass(frozen=True)
class BolshevikScore:
    """R-7.6: each opponent's number (in seat order after the declarer: left, across, right
    — the order the caller used) and the declarer's, with one breakdown per opponent."""

    opponents: tuple[int, int, int]
    declarer: int
    lines: tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...], tuple[ScoreLine, ...]] = field(
        default=((), (), ())
    )
    made: bool = True


def bolshevik_points(
    misere: bool,
    level_tricks: int,
    doublings: Sequence[int],
    ace_ordinals_opponents: Iterable[int] = (),
    ace_ordinals_declarer: Iterable[int] = (),
    ruleset: Ruleset = DEFAULT_RULES,
) -> BolshevikScore:
    """Score a Bolshevik against each of three opponents separately (R-7.6).

    ``level_tricks``: in misère, the tricks the declarer took; in Dictator, the tricks the
    declarer took too (13 needed). ``doublings``: per opponent 0 (no double), 1 (doubled) or
    2 (doubled and the declarer redoubled). Ace ordinals count only in misère.
    """
    if len(doublings) != 3:
        raise ValueError("three opponents")
    if misere:
        failures = level_tricks  # 7 misère allows no trick: every trick is an undertrick
        made = failures == 0
        base = 20 if made else 15 + 5 * (failures - 1)
        label = Msg("score.bolshevik_made") if made else Msg("score.bolshevik_down", n=failures)
    else:
        failures = 13 - level_tricks
        made = failures == 0
        base = 50 if made else 15 + 5 * (failures - 1)
        label = Msg("score.dictator_made") if made else Msg("score.dictator_down", n=failures)
    opp_aces = sorted(ace_ordinals_opponents) if misere else []
    decl_aces = sorted(ace_ordinals_declarer) if misere else []
    numbers: list[int] = []
    all_lines: list[tuple[ScoreLine, ...]] = []
    for d in doublings:
        m = multiplier(d, ruleset)
        ace_m = m if aces_multiplied(ruleset) else 1
        lines = [
            ScoreLine(
                Msg("score.with_suffix", label=label, suffix=_times(m)),
                (-base if made else base) * m,
            )
        ]
        if opp_aces:
            lines.append(
                ScoreLine(
                    Msg("score.aces_team", aces="+".join(map(str, opp_aces))),
                    -sum(opp_aces) * ace_m,
                )
            )
        if decl_aces:
            lines.append(
                ScoreLine(
                    Msg("score.aces_bolshevik", aces="+".join(map(str, decl_aces))),
                    sum(decl_aces) * ace_m,
                )
            )
        numbers.append(sum(line.points for line in lines))
        all_lines.append(tuple(lines))
    return BolshevikScore(
        opponents=(numbers[0], numbers[1], numbers[2]),
        declarer=-sum(numbers),
        lines=(all_lines[0], all_lines[1], all_lines[2]),
        made=made,
    )


def bolshevik_session_share(total: int) -> int:
    """R-6.9 / D-8: a player's Bolshevik total divided by three, rounded up (ceiling)."""
    return math.ceil(total / 3)


def player_sums(numbers: Iterable[Sequence[int]], players: int) -> list[int]:
    """Each of the ``players`` players' sum of ``numbers`` (one number per player from each
    deal or rubber)."""
    totals = [0] * players
    for row in numbers:
        for p, v in enumerate(row):
            totals[p] += v
    return totals
