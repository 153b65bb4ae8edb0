"""One way of naming things at the table: players by name, moves in words.

The engine writes moves in its notation (``give S:♦10``, ``packet ♠4 ♥Q ♥3 ♦2``, ``6M``),
with seats as compass letters. Nothing the learner reads at a table says that: a hint reads
"Give Eero ♦10", a packet "Hand over ♠4 ♥Q ♥3 ♦2 (top first)", a side "You and Eero".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from django.utils.translation import gettext, pgettext

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

YOU = "You"  # the learner's name inside the services; shown as gettext("You")


def shown_name(name: str) -> str:
    """A player's name as the page shows it: "You" and "Bonehead" in the learner's language
    (the bots' names are names in both)."""
    if name == YOU:
        return gettext("You")
    return gettext("Bonehead") if name == "Bonehead" else name


def shown_names(names: Mapping[int, str]) -> dict[int, str]:
    return {k: shown_name(v) for k, v in names.items()}


def is_you(name: str) -> bool:
    return name in (YOU, gettext("You"))


def form_label(label: str) -> str:
    """A form's label (engine.rules.Form.label) in the learner's language."""
    return {
        "kitty game": gettext("kitty game"),
        "no-kitty game": gettext("no-kitty game"),
        "Bolshevik": gettext("Bolshevik"),
    }.get(label, label)


def set_label(bolshevik: bool, regular_index: int | None) -> str:
    """ "Set 2", "Bolshevik set" (engine.session.SetPlan.label) in the learner's language."""
    if bolshevik:
        return gettext("Bolshevik set")
    return gettext("Set %(number)s") % {"number": regular_index}


def joined(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (the last joiner in the learner's language)."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + pgettext("list", " and ") + items[-1]


def bid_text(bid: Bid) -> str:
    """``2♦``, ``6 misère``, ``7 grand`` (the words in the learner's language)."""
    if bid.denomination.suit is not None:
        return bid.text
    word = gettext("misère") if bid.denomination.is_misere else gettext("grand")
    return f"{bid.level} {word}"


def action_words(action: Action, name_of: Callable[[int], str], for_bonehead: bool = False) -> str:
    """A move in words, receivers named (``name_of`` maps the engine's receiver — a seat, or
    a Bonehead participant — to the name the table shows)."""
    match action:
        case Bid():
            return gettext("Bid %(bid)s") % {"bid": bid_text(action)}
        case Pass():
            return pgettext("call", "Pass")
        case Double():
            return pgettext("call", "Double")
        case Redouble():
            return pgettext("call", "Redouble")
        case BolshevikCall():
            return gettext("Say Bolshevik")
        case Declare():
            return gettext("Play the Bolshevik")
        case Withdraw():
            return gettext("Withdraw")
        case Play():
            if for_bonehead:
                return gettext("Play the bonehead's %(card)s") % {"card": action.card}
            return gettext("Play %(card)s") % {"card": action.card}
        case Packet():
            cards = " ".join(str(c) for c in action.cards)
            if for_bonehead:
                return gettext("Hand over the bonehead's %(cards)s (top first)") % {"cards": cards}
            return gettext("Hand over %(cards)s (top first)") % {"cards": cards}
        case PacketPositions():
            places = " ".join(str(p) for p in action.positions)
            return gettext("Hand over the bonehead's %(cards)s (top first)") % {"cards": places}
        case Give() | GiveCards():
            if for_bonehead:
                gift = gettext("%(name)s the bonehead's %(card)s")
            else:
                gift = gettext("%(name)s %(card)s")
            gifts = [gift % {"name": name_of(r), "card": c} for r, c in action.gifts]
            return gettext("Give %(gifts)s") % {"gifts": joined(gifts)}
        case GivePositions():
            gift = gettext("%(name)s the bonehead's %(card)s")
            gifts = [gift % {"name": name_of(r), "card": p} for r, p in action.gifts]
            return gettext("Give %(gifts)s") % {"gifts": joined(gifts)}
        case HandOverFirst():
            if action.bonehead:
                return gettext("Let the bonehead go first (in a kitty game it takes the kitty)")
            return gettext("Go first yourself (in a kitty game you take the kitty)")
        case Announce():
            return gettext("Announce %(bid)s") % {"bid": bid_text(action.bid)}
    return str(action)


def call_label(action: Action) -> str:
    """A call for a button or an auction line: ``2♦``, ``pass``, ``double``, ``Bolshevik``."""
    match action:
        case Bid():
            return bid_text(action)
        case BolshevikCall():
            return gettext("Bolshevik")
        case Announce():
            return gettext("Announce %(bid)s") % {"bid": bid_text(action.bid)}
        case HandOverFirst():
            return (
                gettext("The bonehead goes first (takes the kitty)")
                if action.bonehead
                else gettext("I go first (I take the kitty)")
            )
        case Pass():
            return pgettext("call", "pass")
        case Double():
            return pgettext("call", "double")
        case Redouble():
            return pgettext("call", "redouble")
    return action.notation()


def pair(a: str, b: str) -> str:
    """A partnership by its players' names, the same whichever is named first: the learner
    first, the bonehead last, otherwise in alphabetical order ("You and Eero")."""

    def key(name: str) -> tuple[int, str]:
        you = is_you(name) or name == "Learner"
        return (0 if you else 2 if name in ("Bonehead", gettext("Bonehead")) else 1, name)

    first, second = sorted((a, b), key=key)
    return gettext("%(first)s and %(second)s") % {"first": first, "second": second}
