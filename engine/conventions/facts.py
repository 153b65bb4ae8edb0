"""Small shared pieces: a :class:`Fact` (one line of explanation with the ids behind it) and
text helpers, so every module words suits and cards the same way."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import Card, Suit
from ..messages import Msg


@dataclass(frozen=True, slots=True)
class Fact:
    """One explanation line for a learner. ``text`` ends with the ids in brackets, so the ids
    stay visible wherever the line is shown; ``ids`` lists them for links and drills."""

    text: str
    ids: tuple[str, ...]

    def __str__(self) -> str:
        return self.text


def fact(body: str, *ids: str) -> Fact:
    """A fact whose text is ``body`` followed by ``(id, id)``; a :class:`Msg` body gives a
    message (the same English), so the site can show it in another language."""
    if not ids:
        raise ValueError("a fact names at least one convention id")
    if isinstance(body, Msg):
        return Fact(Msg("fact", body=body, ids=", ".join(ids)), tuple(ids))
    return Fact(f"{body} ({', '.join(ids)})", tuple(ids))


def suits_text(suits: Iterable[Suit]) -> str:
    """``♠``, ``♠ and ♦``, ``♠, ♣ and ♦`` in bidding order."""
    ordered = sorted(set(suits))
    names = [s.symbol for s in ordered]
    if not names:
        return "no suit"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def suits_msg(suits: Iterable[Suit]) -> Msg:
    """:func:`suits_text` as a message, so its "and" translates."""
    names = [s.symbol for s in sorted(set(suits))]
    if not names:
        return Msg("suits.none")
    if len(names) == 1:
        return Msg("suits.one", suit=names[0])
    return Msg("suits.and", first=", ".join(names[:-1]), last=names[-1])


def cards_words(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def cards_msg(cards: Sequence[Card]) -> Msg:
    """Cards joined with "and" ("♠2 and ♥3"), as a message so the "and" translates."""
    if len(cards) == 1:
        return Msg("suits.one", suit=str(cards[0]))
    first = str(cards[0]) if len(cards) == 2 else cards_msg(cards[:-1])
    return Msg("suits.and", first=first, last=str(cards[-1]))


def merge_ids(*groups: Iterable[str]) -> tuple[str, ...]:
    """Ids of several facts, each once, in first-seen order."""
    seen: dict[str, None] = {}
    for group in groups:
        for i in group:
            seen.setdefault(i, None)
    return tuple(seen)
