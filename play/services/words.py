"""One way of naming things at the table: players by name, moves in words.

The engine writes moves in its notation (``give S:♦10``, ``packet ♠4 ♥Q ♥3 ♦2``, ``6M``),
with seats as compass letters. Nothing the learner reads at a table says that: a hint reads
"Give Eero ♦10", a packet "Hand over ♠4 ♥Q ♥3 ♦2 (top first)", a side "You and Eero".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.actions import (
    Action,
    Bid,
    BolshevikCall,
    Declare,
    Double,
    Give,
    Packet,
    Pass,
    Play,
    Redouble,
    Withdraw,
)
from engine.bonehead.actions import (
    Announce,
    GiveCards,
    GivePositions,
    HandOverFirst,
    PacketPositions,
)


def joined(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def bid_text(bid: Bid) -> str:
    """``2♦``, ``6 misère``, ``7 grand``."""
    return bid.text


def action_words(action: Action, name_of: Callable[[int], str], for_bonehead: bool = False) -> str:
    """A move in words, receivers named (``name_of`` maps the engine's receiver — a seat, or
    a Bonehead participant — to the name the table shows)."""
    whose = "the bonehead's " if for_bonehead else ""
    match action:
        case Bid():
            return f"Bid {bid_text(action)}"
        case Pass():
            return "Pass"
        case Double():
            return "Double"
        case Redouble():
            return "Redouble"
        case BolshevikCall():
            return "Say Bolshevik"
        case Declare():
            return "Play the Bolshevik"
        case Withdraw():
            return "Withdraw"
        case Play():
            return f"Play {whose}{action.card}"
        case Packet():
            cards = " ".join(str(c) for c in action.cards)
            return f"Hand over {whose}{cards} (top first)"
        case PacketPositions():
            places = " ".join(str(p) for p in action.positions)
            return f"Hand over the bonehead's {places} (top first)"
        case Give() | GiveCards():
            return "Give " + joined([f"{name_of(r)} {whose}{c}" for r, c in action.gifts])
        case GivePositions():
            return "Give " + joined([f"{name_of(r)} the bonehead's {p}" for r, p in action.gifts])
        case HandOverFirst():
            if action.bonehead:
                return "Let the bonehead go first (in a kitty game it takes the kitty)"
            return "Go first yourself (in a kitty game you take the kitty)"
        case Announce():
            return f"Announce {bid_text(action.bid)}"
    return str(action)


def call_label(action: Action) -> str:
    """A call for a button or an auction line: ``2♦``, ``pass``, ``double``, ``Bolshevik``."""
    match action:
        case Bid():
            return bid_text(action)
        case BolshevikCall():
            return "Bolshevik"
        case Announce():
            return f"Announce {bid_text(action.bid)}"
        case HandOverFirst():
            return (
                "The bonehead goes first (takes the kitty)"
                if action.bonehead
                else "I go first (I take the kitty)"
            )
    return action.notation()


def pair(a: str, b: str) -> str:
    """A partnership by its players' names, the same whichever is named first: the learner
    first, the bonehead last, otherwise in alphabetical order ("You and Eero")."""

    def key(name: str) -> tuple[int, str]:
        return (0 if name in ("You", "Learner") else 2 if name == "Bonehead" else 1, name)

    first, second = sorted((a, b), key=key)
    return f"{first} and {second}"
