"""Answer balance (issue #13): guessing must not pay. Over 200 seeds of every drill type and
level, each yes/no answer field takes each value between 30 % and 70 % of the time, and no
value of a field with more values is right more than 70 % of the time."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.drills import DRILL_TYPES

from .conftest import TYPE_LEVELS


def shares(drills, kind):
    fields: dict[str, Counter[str]] = {}
    for d in drills:
        for name, value in kind.facets(d).items():
            fields.setdefault(name, Counter())[value] += 1
    return fields


@pytest.mark.parametrize("slug,level", TYPE_LEVELS)
def test_no_answer_is_right_most_of_the_time(corpus, slug, level):
    kind = DRILL_TYPES[slug]
    assert kind.facets is not None, f"{slug} names no answer facets"
    drills = corpus.get(slug, level)
    fields = shares(drills, kind)
    assert fields, f"{slug} level {level} has no answer field to count"
    for name, counts in fields.items():
        total = sum(counts.values())
        if total < 40:
            continue  # a field asked in few drills (e.g. only when the top card is low)
        share = {v: n / total for v, n in counts.items()}
        assert len(counts) > 1, f"{slug} {level} {name} is always {next(iter(counts))}"
        if len(counts) == 2:
            for value, s in share.items():
                assert 0.30 <= s <= 0.70, f"{slug} {level} {name}={value}: {s:.0%} of {total}"
        else:
            top, s = max(share.items(), key=lambda t: t[1])
            assert s <= 0.70, f"{slug} {level} {name}={top}: {s:.0%} of {total}"


def test_every_level_draws_its_targets(corpus):
    """Each kind of answer a level lists comes up in its 200 drills."""
    for slug, level in TYPE_LEVELS:
        kind = DRILL_TYPES[slug]
        names = {t.name for t in kind.targets[level]}
        if len(names) < 2:
            continue
        seen = {d.solution.get("target") for d in corpus.get(slug, level)}
        assert names <= seen, (slug, level, names - seen)
