"""A finished deal's play against double dummy, card by card: what each card played was worth,
what the best card was worth, and which cards would have done better.

Values are for the whole deal, as the side that played the card sees it: its final tricks in
trumps and grand (the declarer's alone in Dictator), its number (R-7) in misère. The par is
the main side's value with best play from the opening lead.

Used by ``python -m engine analyse RECORD`` and meant for the deal review on the web: one
function, :func:`analyse_deal`, takes a finished four-player or Bonehead deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..cards import Card
from ..rules import DEFAULT_RULES, SEAT_NAMES, Ruleset, side
from ..scoring import contract_points
from ..trick_taking import DealResult, Kind, Trick
from .double_dummy import (
    BudgetExceeded,
    Engine,
    Objective,
    Position,
    bolshevik_doublings,
    card_values,
    nodes,
    solved_by,
)

#: Nodes our core may search for one deal's analysis (about a second on one core); past
#: them, the cards before the last one solved are left unsolved rather than keep a page
#: waiting. Trumps and grand go to DDS, which needs no budget.
DEAL_BUDGET: Final = 8_000_000


@dataclass(frozen=True)
class PlayVerdict:
    """One card played, judged with every hand in view (None: not solved within budget)."""

    number: int  # 1–52, in the order played
    trick: int
    seat: int
    card: Card
    value: int | None  # what the card played leads to, for the player's side
    best: int | None  # what the best card would have led to, for the player's side
    best_cards: tuple[Card, ...] = ()
    better: tuple[Card, ...] = ()  # the cards that would have done better than the one played

    @property
    def cost(self) -> int | None:
        if self.value is None or self.best is None:
            return None
        return self.best - self.value

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "number": self.number,
            "trick": self.trick,
            "seat": SEAT_NAMES[self.seat],
            "card": str(self.card),
        }
        if self.value is None:
            out["solved"] = False
            return out
        out.update(
            value=self.value,
            best=self.best,
            cost=self.cost,
            best_cards=[str(c) for c in self.best_cards],
            better=[str(c) for c in self.better],
        )
        return out


@dataclass(frozen=True)
class DealAnalysis:
    objective: Objective
    par: int | None  # the main side's value with best play from the opening lead
    result: int  # the main side's value as played
    plays: tuple[PlayVerdict, ...]
    par_points: int | None = None  # trumps and grand: the score the par tricks make
    nodes: int = 0  # searched by our core (DDS's work is not counted)

    @property
    def mistakes(self) -> tuple[PlayVerdict, ...]:
        return tuple(p for p in self.plays if (p.cost or 0) > 0)

    @property
    def solved_from(self) -> int | None:
        """The number of the first card judged (1 when the whole play is), None if none."""
        return next((p.number for p in self.plays if p.value is not None), None)

    def as_json(self) -> dict[str, Any]:
        o = self.objective
        out: dict[str, Any] = {
            "contract": o.label,
            "unit": o.unit,
            "main_side": [SEAT_NAMES[s] for s in sorted(o.main)],
            "par": self.par,
            "result": self.result,
        }
        if self.par_points is not None:
            out["par_points"] = self.par_points
        out["solved_from_card"] = self.solved_from
        out["nodes"] = self.nodes
        out["mistakes"] = len(self.mistakes)
        out["plays"] = [p.as_json() for p in self.plays]
        return out


def objective_of(
    result: DealResult, ruleset: Ruleset = DEFAULT_RULES, **bolshevik: Any
) -> Objective:
    """The objective a finished deal was played for. For a Bolshevik pass ``doubled_by`` and
    ``redoubled`` (the deal's)."""
    if result.kind is Kind.ALLPASS:
        return Objective.all_pass(result.doubling, ruleset)  # for North–South
    if result.contract is None or result.declarer is None:
        raise ValueError(f"a {result.kind.value} deal has no play to analyse")
    if result.kind is Kind.BOLSHEVIK:
        doublings = bolshevik_doublings(
            result.declarer, bolshevik.get("doubled_by", ()), bolshevik.get("redoubled", False)
        )
        return Objective.bolshevik(result.contract, result.declarer, doublings, ruleset)
    return Objective.for_contract(result.contract, result.declarer, result.doubling, ruleset)


def analyse_tricks(
    tricks: Sequence[Trick],
    objective: Objective,
    *,
    engine: Engine = "auto",
    budget: int = DEAL_BUDGET,
) -> DealAnalysis:
    """Judge every card of a deal's tricks (all 13, in order) for ``objective``.

    The positions are solved from the last card back to the first: the late ones are cheap
    and fill the solver's table for the earlier ones. Our core gets ``budget`` nodes for the
    whole deal (0: no limit); once they run out, the cards before are left unsolved."""
    if len(tricks) != 13:
        raise ValueError("only a deal played to the end can be analysed")
    hands = [0, 0, 0, 0]
    for t in tricks:
        for s, c in t.cards:
            hands[s] |= c.mask
    position = Position((hands[0], hands[1], hands[2], hands[3]), tricks[0].leader)
    steps: list[tuple[Position, int, Card, int]] = []
    for t in tricks:
        for seat, card in t.cards:
            steps.append((position, seat, card, t.number))
            position = position.play(card.index, objective)
    result = objective.by_tricks[position.main_tricks] + objective.aces_value(position.aces)
    verdicts: list[PlayVerdict] = []
    guess: int | None = result
    left = budget
    used = 0
    for k in range(len(steps) - 1, -1, -1):
        before, seat, card, trick = steps[k]
        values: dict[int, int] | None = None
        if left > 0 or budget == 0:
            try:
                values = card_values(
                    before, objective, guess=guess, engine=engine, max_nodes=max(left, 0)
                )
            except BudgetExceeded:
                values = None
            spent = nodes() if solved_by(before, objective, engine) == "core" else 0
            used += spent
            left = (left - spent) if values is not None else 0
        if values is None:
            verdicts.append(PlayVerdict(k + 1, trick, seat, card, None, None))
            continue
        total = before.number - 1 + before.tricks_left
        mine = {c: objective.for_seat(seat, v, total) for c, v in values.items()}
        best = max(mine.values())
        played = mine[card.index]
        verdicts.append(
            PlayVerdict(
                k + 1,
                trick,
                seat,
                card,
                played,
                best,
                tuple(Card.from_index(c) for c in sorted(mine) if mine[c] == best),
                tuple(Card.from_index(c) for c in sorted(mine) if mine[c] > played),
            )
        )
        main_values = values.values()
        guess = max(main_values) if seat in objective.main else min(main_values)
    verdicts.reverse()
    par = guess if verdicts[0].value is not None else None
    return DealAnalysis(objective, par, result, tuple(verdicts), nodes=used)


def analyse_deal(deal: Any, *, engine: Engine = "auto", budget: int = DEAL_BUDGET) -> DealAnalysis:
    """Analyse a finished :class:`~engine.deal.Deal` or
    :class:`~engine.bonehead.deal.BoneheadDeal` (anything with ``tricks``, ``ruleset`` and a
    result whose ``outcome`` or itself is a :class:`DealResult`)."""
    result = getattr(deal, "result", None)
    if result is None:
        raise ValueError("the deal is not finished")
    outcome: DealResult = getattr(result, "outcome", result)
    if not outcome.played:
        raise ValueError("this deal was not played out (thrown in, or scored without play)")
    objective = objective_of(
        outcome,
        deal.ruleset,
        doubled_by=getattr(deal, "doubled_by", ()),
        redoubled=getattr(deal, "redoubled", False),
    )
    if outcome.kind is Kind.ALLPASS and hasattr(result, "focal"):
        # Bonehead all-pass: the dealer's side (the focal player's) carries the number.
        focal_side = side(deal.seat_of(result.focal))
        objective = Objective.all_pass(outcome.doubling, deal.ruleset, (focal_side, focal_side + 2))
    analysis = analyse_tricks(deal.tricks, objective, engine=engine, budget=budget)
    if (
        objective.unit == "tricks"
        and outcome.kind is Kind.CONTRACT
        and outcome.contract
        and analysis.par is not None
    ):
        par_points = contract_points(
            outcome.contract, analysis.par, outcome.doubling, deal.ruleset
        ).total
        analysis = DealAnalysis(
            objective, analysis.par, analysis.result, analysis.plays, par_points, analysis.nodes
        )
    return analysis


__all__ = ["DealAnalysis", "PlayVerdict", "analyse_deal", "analyse_tricks", "objective_of"]
