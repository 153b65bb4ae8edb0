"""Small shared pieces: a :class:`Fact` (one line of explanation with the ids behind it) and
text helpers, so every module words suits and cards the same way."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Fact:
    """One explanation line for a learner. ``text`` ends with the ids in brackets, so the ids
    stay visible wherever the line is shown; ``ids`` lists them for links and drills."""

    text: str
    ids: tuple[str, ...]

    def __str__(self) -> str:
        return self.text


def fact(body: str, *ids: str) -> Fact:
    """A fact whose text is ``body`` followed by ``(id, id)``."""
    if not ids:
        raise ValueError("a fact names at least one convention id")
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


def cards_words(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def merge_ids(*groups: Iterable[str]) -> tuple[str, ...]:
    """Ids of several facts, each once, in first-seen order."""
    seen: dict[str, None] = {}
    for group in groups:
        for i in group:
            seen.setdefault(i, None)
    return tuple(seen)
