"""Small builders for engine tests."""

from __future__ import annotations

from engine.actions import Action, parse_action
from engine.cards import CardSet, parse_cards
from engine.deal import Deal
from engine.rules import DEFAULT_RULES, Form, Ruleset, parse_seat


def deal_from(
    form: Form,
    dealer: str,
    hands: dict[str, str],
    kitty: str = "",
    ruleset: Ruleset = DEFAULT_RULES,
) -> Deal:
    seats = [CardSet.parse(hands[s]) for s in "NESW"]
    return Deal(form, parse_seat(dealer), seats, parse_cards(kitty) if kitty else (), ruleset)


def act(deal: Deal, *moves: str) -> Deal:
    """Apply moves written as "SEAT action", e.g. "N 1♠", "E pass"."""
    for move in moves:
        seat, _, text = move.partition(" ")
        deal.apply(parse_action(text), parse_seat(seat))
    return deal


def a(text: str) -> Action:
    return parse_action(text)


def snapshot(deal: Deal) -> tuple:
    """Everything observable about a state, to check that a refused action changed nothing."""
    return (
        deal.phase,
        deal.to_act,
        tuple(deal.hands),
        tuple(deal.history),
        tuple(deal.transfers),
        deal.standing,
        deal.passes,
        deal.contract,
        deal.declarer,
        deal.doubling,
        tuple(deal.trick_cards),
        tuple(deal.tricks),
    )


# A fixed kitty deal used by several tests: every hand is a simple pattern so the cards
# asked for below are easy to read.
KITTY_HANDS = {
    "N": "♠AKQJ ♣AKQ ♦AKQ ♥AK",
    "E": "♠1098 ♣J109 ♦J109 ♥QJ10",
    "S": "♠765 ♣876 ♦876 ♥987",
    "W": "♠4 ♣5432 ♦5432 ♥654",
}
KITTY_KITTY = "♠3 ♠2 ♥3 ♥2"

NOKITTY_HANDS = {
    "N": "♠AKQJ ♣AKQ ♦AKQ ♥AKQ",
    "E": "♠1098 ♣J1092 ♦J109 ♥J109",
    "S": "♠765 ♣876 ♦876 ♥8765",
    "W": "♠432 ♣543 ♦5432 ♥432",
}
