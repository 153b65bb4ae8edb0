"""Drills generated once per test session: 200 seeds of every type and level (issue #13 asks
the answer balance over 200 seeds), shared by the balance, coverage and explanation tests."""

from __future__ import annotations

import pytest

from engine.drills import DRILL_TYPES, Drill, generate

SEEDS = tuple(f"bal{i}" for i in range(200))
TYPE_LEVELS = tuple((slug, level) for slug, kind in DRILL_TYPES.items() for level in kind.levels)


class Corpus:
    def __init__(self) -> None:
        self._drills: dict[tuple[str, int], list[Drill]] = {}

    def get(self, slug: str, level: int, n: int = len(SEEDS)) -> list[Drill]:
        have = self._drills.setdefault((slug, level), [])
        while len(have) < n:
            have.append(generate(slug, level, SEEDS[len(have)]))
        return have[:n]


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return Corpus()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist (``make test`` runs two workers), the tests that read the corpus go
    to one worker, so the 200-seed corpus is generated once, not once per worker."""
    for item in items:
        if "corpus" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("drill-corpus"))
