"""Drill themes: which drills test which rule and convention ids, and a drill on one theme.

Every drill names its ``themes`` (the ids its answer rests on) and every level lists the ids
it can test (its targets, :class:`engine.drills.Target`). From a lesson's ``teaches`` list,
:func:`drills_for` finds the drill types and levels that practise it, best match first;
:func:`generate_for_theme` makes one drill on one id, with a seed that reproduces it (the
drill's own ``key``), so a "Practise this" link can open a drill that tests the lesson:

    >>> [(m.slug, m.level, m.ids) for m in drills_for(["C-4.5", "C-3.6"])]
    [('bid', 6, ('C-4.5',)), ('bid', 7, ('C-3.6',))]
    >>> d = generate_for_theme("C-6.4", "abc")
    >>> d.type, "C-6.4" in d.themes, d == generate(d.type, d.level, d.seed)
    ('hand-over', True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from . import DRILL_TYPES, Drill, DrillInputError, generate

# Where the Handbook (seeds/002) explains each convention, for a drill's "why" line and for
# the golden set. Keyed by id or by an id prefix ("C-1").
HANDBOOK: Final[dict[str, str]] = {
    "C-1": "Kitty games: Exchange of Cards by Main Players",
    "C-1.7": "No kitty games: Auction (six clubs, six diamonds) and Exchange of Cards",
    "C-2": "No kitty games: Exchange of Cards in Trumps",
    "C-2.4": "No kitty games: the declarer's partner returns four cards",
    "C-2.5": "Misère: Exchange of Cards (the safe suit); no kitty games: Exchange of Cards in "
    "Misère",
    "C-3": "Kitty games: First-Round Auction, the opener's bids",
    "C-3.6": "Encouragement, Pre-emptive, and Competitive Bids",
    "C-3.8": "Bids by Opener's Partner (Responder)",
    "C-3.9": "Bids by Opener's Partner (Responder)",
    "C-3.10": "Bids by Opener's Partner (Responder)",
    "C-3.11": "Bids by Opener's Partner (Responder)",
    "C-3.12": "Concise Auction Instructions: the responder has three or four aces",
    "C-3.13": "Bids by Opener's Partner (Responder): low level misère",
    "C-4.1": "Second Round Bids",
    "C-4.2": "Third and Fourth Round Bids",
    "C-4.3": "Third and Fourth Round Bids",
    "C-4.4": "Kitty Bid",
    "C-4.5": "Encouragement, Pre-emptive, and Competitive Bids",
    "C-5": "No kitty games: Auction",
    "C-6.1": "Trumps: Card Exchange by Defenders",
    "C-6.2": "Misère: Card Exchange by Defenders",
    "C-6.3": "Grand: Exchange of Cards by Opponents and Doubles",
    "C-6.4": "All-pass Misère: Exchange of Cards",
    "C-6.5": "Bolshevik: Handing Cards Over",
    "C-7.1": "Trumps: Opening Lead; Cross-ruff and Tail-ruff in Trumps",
    "C-7.2": "Grand: Opening Lead",
    "C-7.3": "Misère: Opening Lead",
    "C-7.4": "All-pass Misère: Opening Lead",
    "C-7.5": "No kitty games: Doubles and Opening Lead",
    "C-7.6": "Bolshevik: Teamwork in Bolshevik",
    "C-8.1": "Trumps: Signaling",
    "C-8.2": "Doubles and Redoubles (trumps, grand, misère, all-pass misère, Bolshevik)",
    "R-4.3": "Exchange of Cards by Main Players; Trumps, Grand and Misère (the responder's cards)",
    "R-5": "All-pass Misère",
    "R-6": "Bolshevik",
    "R-7": "Scoring of Points",
}


def handbook_section(rule_id: str) -> str:
    """The Handbook section an id rests on ("" when none is recorded)."""
    key = rule_id
    while key:
        if key in HANDBOOK:
            return HANDBOOK[key]
        key = key.rsplit(".", 1)[0] if "." in key else ""
    return ""


@dataclass(frozen=True)
class ThemeMatch:
    """A drill type and level that tests some of the ids asked about."""

    slug: str
    level: int
    name: str  # the drill type's name
    level_name: str
    ids: tuple[str, ...]  # the asked ids this level tests
    targets: tuple[int, ...]  # the level's targets that test them (see Target)

    @property
    def url_query(self) -> str:
        return f"?level={self.level}"


def drillable() -> frozenset[str]:
    """Every id some drill level can test."""
    return frozenset(
        i for kind in DRILL_TYPES.values() for level in kind.levels for i in kind.themes(level)
    )


def drills_for(ids: Iterable[str]) -> list[ThemeMatch]:
    """The drill types and levels testing any of ``ids`` (a lesson's ``teaches`` list), the
    ones covering most of them first; ties keep the registry's order and level order."""
    wanted = list(dict.fromkeys(ids))
    out: list[tuple[int, int, ThemeMatch]] = []
    for order, kind in enumerate(DRILL_TYPES.values()):
        for level, label in kind.levels.items():
            targets = kind.targets.get(level, ())
            hits = [i for i in wanted if any(i in t.themes for t in targets)]
            if not hits:
                continue
            which = tuple(n for n, t in enumerate(targets) if any(i in t.themes for i in hits))
            out.append(
                (
                    -len(hits),
                    order,
                    ThemeMatch(kind.slug, level, kind.name, label, tuple(hits), which),
                )
            )
    out.sort(key=lambda t: (t[0], t[1], t[2].level))
    return [m for _, _, m in out]


def themed_seed(target: int, seed: str, attempt: int = 0) -> str:
    """The seed that asks a level for its ``target`` (``t<n>-…``), within the 40 characters
    a drill seed may have."""
    tail = f"-{attempt}" if attempt else ""
    head = f"t{target}-"
    room = 40 - len(head) - len(tail)
    return head + seed[:room] + tail


def generate_for_theme(
    theme: str,
    seed: str,
    *,
    slug: str | None = None,
    level: int | None = None,
    attempts: int = 40,
) -> Drill:
    """A drill testing ``theme`` (e.g. "C-4.5"), made from ``seed``. Its own (type, level,
    seed) reproduce it, so the site can redirect to its permalink. ``slug`` and ``level``
    narrow the choice; without them the seed picks among the matching levels."""
    matches = [
        m
        for m in drills_for([theme])
        if (slug is None or m.slug == slug) and (level is None or m.level == level)
    ]
    if not matches:
        raise DrillInputError(f"no drill tests {theme}")
    if not seed or not seed.replace("-", "").isalnum() or not seed.isascii():
        raise DrillInputError("a drill seed is up to 40 letters and digits")
    start = sum(map(ord, seed)) % len(matches)
    for n in range(attempts):
        m = matches[(start + n) % len(matches)]
        target = m.targets[(n // len(matches)) % len(m.targets)]
        drill = generate(m.slug, m.level, themed_seed(target, seed, n))
        if theme in drill.themes:
            return drill
    raise DrillInputError(f"no drill on {theme} came from seed {seed!r}")


__all__ = [
    "HANDBOOK",
    "ThemeMatch",
    "drillable",
    "drills_for",
    "generate_for_theme",
    "handbook_section",
    "themed_seed",
]
