"""Answers and posts shared by the drill view tests."""

from drills.services import DRILL_TYPES
from tests.engine.drills import answers


def answer_for(drill, right=True):
    """A right or a wrong answer for any drill type, from its solution (the engine tests'
    answer builders)."""
    answer = answers.right(drill) if right else answers.wrong(drill)
    assert answer is not None, f"every answer to {drill.type} {drill.key} is accepted"
    return answer


def post(client, drill, data, htmx=True):
    url = f"/drills/{drill.type}/{drill.key}/answer/"
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(url, data, headers=headers)


# Every drill type at every level, as the engine registers them.
TYPE_LEVELS = [(slug, level) for slug, kind in DRILL_TYPES.items() for level in sorted(kind.levels)]


# Drill keys no page makes: a level in other digits (superscript two, Arabic-Indic three,
# fullwidth one), a level too long for int(), no level, no seed.
ODD_KEYS = [
    "%C2%B2-abc",
    "%D9%A3-abc",
    "%EF%BC%91-abc",
    "9" * 5000 + "-abc",
    "-abc",
    "1-",
    "+1-abc",
]
