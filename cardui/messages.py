"""Engine explanations and names in the learner's language.

The engine hands the site English text, some of it as message ids with parameters
(``engine.messages.Msg``, a ``str`` with ``id``, ``params`` and ``render(templates)``).
:func:`localize` renders such a message with the active language's table (Finnish:
:mod:`cardui.engine_fi`); a plain engine string (a drill's name, a level's label) is looked up
in the gettext catalogue, where ``cardui.engine_words`` lists the ones the site shows. English
needs neither: the text is already English. This module imports nothing of the engine (only
each app's services module may): a message is recognised by its shape.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from django.utils.translation import get_language, gettext

from .engine_fi import FI

TABLES: dict[str, Mapping[str, str | tuple[str, str]]] = {"fi": FI}
# A hyphen standing for minus before a number ("-20", not "R-7.1" nor "level-5").
_HYPHEN_MINUS = re.compile(r"(?<![\w\-−])-(?=\d)")


def true_minus(text: str) -> str:
    """Finnish typography writes a negative number with the true minus sign: −20."""
    return _HYPHEN_MINUS.sub("\u2212", text) if language() == "fi" else text


@runtime_checkable
class Message(Protocol):
    id: str

    def render(self, templates: Mapping[str, str | tuple[str, str]]) -> str: ...


def language() -> str:
    return (get_language() or "en").split("-")[0]


def localize(value: Any) -> Any:
    """``value`` in the active language: a message rendered, a known engine string translated,
    anything else as it is."""
    lang = language()
    if lang == "en" or value is None:
        return value
    if isinstance(value, str) and isinstance(value, Message):
        table = TABLES.get(lang)
        return true_minus(value.render(table)) if table is not None else str(value)
    if isinstance(value, str) and value:
        return gettext(value)
    return value
