"""Small builders and shared checks for engine tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, NamedTuple, Protocol

from engine.actions import Action, parse_action
from engine.bonehead.views import BoneheadView
from engine.bots import Decision, bot_view
from engine.bots.config import variant
from engine.cards import Card, CardSet, parse_cards
from engine.deal import Deal
from engine.rules import DEFAULT_RULES, Form, Ruleset, parse_seat
from engine.trick_taking import Trick

# Bots that only bring deals to the positions a test looks at: the table's bots without the
# kitty games' look-ahead from trick one, which is not what those tests are about and would
# make them several times slower.
DRIVER = variant("current:kitty_look_ahead=0")


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


# --- checks shared by the property tests of every form ---------------------------------------


def inside(value: object, wanted: type | tuple[type, ...], dicts: bool) -> Iterator[Any]:
    """Every ``wanted`` object anywhere inside a view, not looked into further: through
    dataclasses, tuples, lists and sets, and with ``dicts`` dicts' keys and values too."""
    if isinstance(value, wanted):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from inside(getattr(value, f.name), wanted, dicts)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            yield from inside(v, wanted, dicts)
    elif dicts and isinstance(value, dict):
        for k, v in value.items():
            yield from inside(k, wanted, dicts)
            yield from inside(v, wanted, dicts)


def cards_in(value: object, out: set[int]) -> None:
    """Every card anywhere inside a view (dataclasses, tuples, sets, dicts)."""
    for found in inside(value, (Card, CardSet), dicts=True):
        out.update([found.index] if isinstance(found, Card) else (c.index for c in found))


def tricks_in(value: object, out: list[Trick]) -> None:
    """Every :class:`Trick` anywhere inside a view (dataclasses, tuples, lists, sets)."""
    out.extend(inside(value, Trick, dicts=False))


def assert_conserved(
    hands: Sequence[int],
    apart: Iterable[Card],
    tricks: Sequence[Trick],
    trick_cards: Sequence[tuple[int, Card]],
) -> None:
    """The 52 cards are all there, each once: in the hands (masks), the cards set apart (a
    kitty nobody has taken), the completed tricks and the trick in progress."""
    mask = 0
    count = 0
    for h in hands:
        assert not mask & h
        mask |= h
        count += h.bit_count()
    played = [c for t in tricks for _, c in t.cards] + [c for _, c in trick_cards]
    for c in [*apart, *played]:
        assert not mask & c.mask
        mask |= c.mask
        count += 1
    assert count == 52 and mask == (1 << 52) - 1


def expected_winner(trick: Trick, trumps: object) -> int:
    """R-8.2 from the rule's words: the highest trump, else the highest card of the suit led."""
    led = trick.cards[0][1].suit
    pool = [(s, c) for s, c in trick.cards if trumps is not None and c.suit == trumps]
    if not pool:
        pool = [(s, c) for s, c in trick.cards if c.suit == led]
    return max(pool, key=lambda sc: sc[1].rank)[0]


def assert_records_round_trip(
    deal: Any, records: Sequence[Any], dumps: Callable[[Any], str], loads: Callable[[str], Any]
) -> None:
    """Each of ``deal``'s ``records`` dumps to a text that loads back to it and dumps alike,
    and replays to the deal's result; the first replayed step by step gives one state per
    step, the last with that result."""
    for record in records:
        text = dumps(record)
        loaded = loads(text)
        assert loaded == record
        assert dumps(loaded) == text
        assert loaded.replay().result == deal.result
    states = list(records[0].states())
    assert len(states) == len(deal.history) + 1
    assert states[-1].result == deal.result


# --- bots playing deals through ----------------------------------------------------------------


class Decides(Protocol):
    def decide(self, view: Any) -> Decision: ...


class BotMove(NamedTuple):
    """A move a bot has chosen and :func:`bot_moves` is about to make."""

    seat: int  # the seat (in Bonehead: the player) to act
    view: Any  # what the bot decided from
    decision: Decision


def bot_moves(
    table: Any,
    bots: Decides | Sequence[Decides],
    view: Callable[[Any, int], Any] = bot_view,
    until: Callable[[Any], bool] | None = None,
) -> Iterator[BotMove]:
    """Bots make every move of ``table`` (a deal, a session or a Vint match) until it is over
    or ``until(table)`` holds: the one bot, or ``bots[seat]``, decides from ``view(table,
    seat)``. Each move is yielded before it is made, so the loop body can look at the table as
    the bot saw it; breaking out of the loop leaves that move unmade. A Bonehead view's hand
    (``acting_for``) goes with the move, for the engine to check."""
    while not table.is_over and (until is None or not until(table)):
        seat = table.to_act
        assert seat is not None
        seen = view(table, seat)
        bot = bots[seat] if isinstance(bots, Sequence) else bots
        decision = bot.decide(seen)
        yield BotMove(seat, seen, decision)
        hand = (seen.acting_for,) if isinstance(seen, BoneheadView) else ()
        table.apply(decision.action, seat, *hand)  # raises if the bot chose an illegal move


def play_with_bots[T](
    table: T,
    bots: Decides | Sequence[Decides],
    view: Callable[[Any, int], Any] = bot_view,
    until: Callable[[Any], bool] | None = None,
) -> T:
    """:func:`bot_moves` played through: ``table``, over or where ``until`` holds."""
    for _ in bot_moves(table, bots, view, until):
        pass
    return table
