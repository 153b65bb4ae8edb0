"""A game's title in the reader's language.

A game's title is stored when the game is made, in English ("12-deal session with Bolshevik",
"Vint: one rubber", "Deal 5 again (24-deal session)"), so that it reads the same in the admin
and in exports. The pages show :func:`display_title`: the titles the site itself makes are
recognised and translated; anything else (a teacher's title for a course deal) is shown as
it was typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from django.utils.translation import gettext

_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]


def _n(m: re.Match[str]) -> int:
    return int(m.group(1))


_RULES: Final[tuple[_Rule, ...]] = (
    (
        re.compile(r"(\d+)-deal session with Bolshevik"),
        lambda m: gettext("%(n)s-deal session with Bolshevik") % {"n": _n(m)},
    ),
    (re.compile(r"(\d+)-deal session"), lambda m: gettext("%(n)s-deal session") % {"n": _n(m)}),
    (
        re.compile(r"(\d+)-deal Bonehead session"),
        lambda m: gettext("%(n)s-deal Bonehead session") % {"n": _n(m)},
    ),
    (re.compile(r"Vint: one rubber"), lambda m: gettext("Vint: one rubber")),
    (
        re.compile(r"Vint: a match of three rubbers"),
        lambda m: gettext("Vint: a match of three rubbers"),
    ),
    (
        re.compile(r"Deal (\d+) again \((.*)\)"),
        lambda m: (
            gettext("Deal %(n)s again (%(title)s)")
            % {"n": _n(m), "title": display_title(m.group(2))}
        ),
    ),
)


def display_title(title: str) -> str:
    """``title`` in the active language when the site made it, else as it is."""
    for pattern, words in _RULES:
        m = pattern.fullmatch(title)
        if m is not None:
            return words(m)
    return title
