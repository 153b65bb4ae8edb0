"""A finished deal's play against double dummy (engine.solver.analysis) and the CLI command."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from engine.bonehead.record import loads as loads_bonehead
from engine.record import loads
from engine.solver.analysis import DealAnalysis, analyse_deal
from engine.solver.double_dummy import Position, card_values
from engine.tools.cli import main

GOLDEN = Path(__file__).parent.parent / "golden"


def _deal(name: str):  # type: ignore[no-untyped-def]
    text = (GOLDEN / name).read_text(encoding="utf-8")
    if name.startswith("bonehead"):
        return loads_bonehead(text).replay()
    return loads(text).replay()


def _check_chain(analysis: DealAnalysis) -> None:
    """Every judged card: its value is at most the best; the cards listed as better are
    exactly those worth more; and a card's value is what the next judged card's best says
    the deal comes to (both put in the main side's terms)."""
    o = analysis.objective
    solved = [p for p in analysis.plays if p.value is not None]
    for p in solved:
        assert p.best is not None and p.value <= p.best
        assert p.card in p.best_cards or p.cost
        assert all(c not in p.best_cards for c in p.better) or p.value < p.best
    for a, b in itertools.pairwise(solved):
        if b.number != a.number + 1:
            continue
        assert a.value is not None and b.best is not None
        a_main = a.value if a.seat in o.main else o.for_seat(a.seat, a.value)
        b_main = b.best if b.seat in o.main else o.for_seat(b.seat, b.best)
        if o.unit == "points" or o.is_plain_tricks:
            assert a_main == b_main, (a, b)


@pytest.mark.parametrize("name", ["kitty-101.txt", "kitty-105.txt", "nokitty-102.txt"])
def test_it_judges_every_card_of_a_trump_or_grand_deal(name: str) -> None:
    deal = _deal(name)
    analysis = analyse_deal(deal)
    assert len(analysis.plays) == 52 and analysis.solved_from == 1
    assert analysis.par is not None and analysis.par_points is not None
    _check_chain(analysis)
    # The last card cannot be a mistake: it is the only card left.
    assert analysis.plays[-1].cost == 0 and analysis.plays[-1].better == ()
    # As played, the main side's tricks are the result of the deal.
    assert deal.result is not None
    main = min(analysis.objective.main)
    assert analysis.result == deal.result.tricks[main] + deal.result.tricks[(main + 2) % 4]


def test_the_par_is_the_value_of_the_opening_position() -> None:
    deal = _deal("kitty-101.txt")
    analysis = analyse_deal(deal)
    o = analysis.objective
    hands = [0, 0, 0, 0]
    for t in deal.tricks:
        for s, c in t.cards:
            hands[s] |= c.mask
    start = Position((hands[0], hands[1], hands[2], hands[3]), deal.tricks[0].leader)
    values = card_values(start, o, engine="core")
    leader_is_main = start.to_play in o.main
    assert analysis.par == (max if leader_is_main else min)(values.values())


@pytest.mark.parametrize(
    "name", ["bonehead-kitty-207.txt", "bonehead-nokitty-209.txt", "bolshevik-103.txt"]
)
def test_misere_and_bolshevik_deals_are_judged_from_the_back_within_a_budget(name: str) -> None:
    analysis = analyse_deal(_deal(name), budget=300_000)
    judged = [p.value is not None for p in analysis.plays]
    # Unsolved cards (if any) come first, then every card to the end is judged.
    first = judged.index(True)
    assert all(judged[first:]) and not any(judged[:first])
    assert analysis.solved_from == first + 1
    assert (analysis.par is None) == (first > 0)
    _check_chain(analysis)


def test_the_analyse_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(GOLDEN / "kitty-101.txt")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kind"] == "deal" and out["unit"] == "tricks" and out["solved_from_card"] == 1
    assert len(out["plays"]) == 52
    first = out["plays"][0]
    assert {"seat", "card", "value", "best", "cost", "better", "best_cards"} <= first.keys()
    assert main(["analyse", str(GOLDEN / "bonehead-kitty-207.txt"), "--budget", "100000"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kind"] == "bonehead-deal" and out["unit"] == "points"
    assert main(["analyse", str(GOLDEN / "session-104.txt")]) == 2
    assert "not a session" in json.loads(capsys.readouterr().out)["error"]
