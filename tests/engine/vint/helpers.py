"""Small builders for the Vint engine tests."""

from __future__ import annotations

from engine.cards import CardSet
from engine.rules import parse_seat
from engine.vint.actions import parse_vint_action
from engine.vint.bots import RandomVintBot, VintBot
from engine.vint.deal import VintDeal
from engine.vint.rubber import MatchOptions, VintMatch
from engine.vint.views import VintView, vint_view

from .. import helpers


def vint_deal(dealer: str, hands: dict[str, str]) -> VintDeal:
    return VintDeal(parse_seat(dealer), [CardSet.parse(hands[s]) for s in "NESW"])


def act(deal: VintDeal, *moves: str) -> VintDeal:
    """Apply moves written as "SEAT action", e.g. "N 1♠", "E pass", "S play ♦2"."""
    for move in moves:
        seat, _, text = move.partition(" ")
        deal.apply(parse_vint_action(text), parse_seat(seat))
    return deal


def passes(deal: VintDeal, n: int) -> VintDeal:
    for _ in range(n):
        assert deal.to_act is not None
        deal.apply(parse_vint_action("pass"), deal.to_act)
    return deal


def play_with_bots(deal: VintDeal) -> VintDeal:
    return helpers.play_with_bots(deal, VintBot(), vint_view)


def match_view(match: VintMatch, seat: int) -> VintView:
    return match.view(seat)


def bot_match(seed: str, rubbers: int = 3, random_seats: tuple[int, ...] = ()) -> VintMatch:
    """A whole match played by bots (random ones at ``random_seats``)."""
    bot, rnd = VintBot(), RandomVintBot(seed)
    bots = [rnd if seat in random_seats else bot for seat in range(4)]
    return helpers.play_with_bots(VintMatch(MatchOptions(rubbers), seed), bots, match_view)


# Every seat's cards fixed so that every trick is forced (each player holds one suit but for a
# few cards): used where a test needs known tricks.
ONE_SUIT_EACH = {
    "N": "♦AKQJ1098765 ♣432",
    "E": "♠AKQJ1098765 ♣AKQ",
    "S": "♥AKQJ1098765 ♦432",
    "W": "♠432 ♣J1098765 ♥432",
}
