"""Drills generated once per test run: 200 seeds of every type and level (issue #13 asks the
answer balance over 200 seeds), shared by the balance, coverage and explanation tests.

Under pytest-xdist (``make test`` runs two workers) the corpus is shared through files in the
run's common temporary folder: on its first use a worker makes every (type, level) batch that
nobody has made or is making, the slowest kinds first, then reads the others' files, waiting
on a batch's lock only while the other worker is still making it; so the workers split the
generation between them however their other tests keep them busy.

The files are kept between runs in pytest's cache folder, under a hash of the engine's source
(and of this file): a run after any change to the engine makes them afresh, and a run on an
unchanged engine (``.ci/run``'s second pass on PostgreSQL, a developer's next ``make test``)
reads them instead of spending minutes on the same drills again."""

from __future__ import annotations

import fcntl
import functools
import hashlib
import os
import pickle
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.drills import DRILL_TYPES, Drill, generate

ROOT = Path(__file__).resolve().parents[3]
SEEDS = tuple(f"bal{i}" for i in range(200))
SEED_INDEX = {seed: i for i, seed in enumerate(SEEDS)}
# Drills of other seeds, made once per test process (drills are frozen values).
_generate = functools.cache(generate)
TYPE_LEVELS = tuple((slug, level) for slug, kind in DRILL_TYPES.items() for level in kind.levels)
# The kinds whose drills take longest to make (each runs auctions with the bots until the
# situation comes up): made first, so that neither worker is left with a long batch at the end.
SLOW_FIRST = ("double", "hand-over", "return-packet", "lead")


class Corpus:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.prefilled = folder is None
        self._drills: dict[tuple[str, int], list[Drill]] = {}

    def prefill(self) -> None:
        """Make every batch that nobody has made or is making, the slow kinds first."""
        assert self.folder is not None
        slow = {slug: i for i, slug in enumerate(SLOW_FIRST)}
        for slug, level in sorted(TYPE_LEVELS, key=lambda t: slow.get(t[0], len(slow))):
            path = self.folder / f"{slug}-{level}.pickle"
            with open(self.folder / f"{slug}-{level}.lock", "w") as lock:
                try:
                    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    continue  # the other worker is making it
                if not path.exists():
                    self._write(path, [generate(slug, level, s) for s in SEEDS])

    def get(self, slug: str, level: int, n: int = len(SEEDS)) -> list[Drill]:
        if not self.prefilled:
            self.prefilled = True
            self.prefill()
        have = self._drills.get((slug, level))
        if have is None:
            have = self._drills[(slug, level)] = self._load_or_make(slug, level)
        return have[:n]

    def drill(self, slug: str, level: int, seed: str) -> Drill:
        """One drill: from the corpus when ``seed`` is one of its seeds (its batch read or
        made once for the whole run, without waiting for the prefill), else made now."""
        i = SEED_INDEX.get(seed)
        if i is None:
            return _generate(slug, level, seed)
        have = self._drills.get((slug, level))
        if have is None:
            have = self._drills[(slug, level)] = self._load_or_make(slug, level)
        return have[i]

    def _load_or_make(self, slug: str, level: int) -> list[Drill]:
        if self.folder is None:
            return [generate(slug, level, s) for s in SEEDS]
        path = self.folder / f"{slug}-{level}.pickle"
        with open(self.folder / f"{slug}-{level}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # the other worker waits, then reads the file
            if path.exists():
                drills: list[Drill] = pickle.loads(path.read_bytes())
                return drills
            made = [generate(slug, level, s) for s in SEEDS]
            self._write(path, made)
            return made

    @staticmethod
    def _write(path: Path, drills: list[Drill]) -> None:
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(pickle.dumps(drills))
        os.replace(tmp, path)  # readers see the whole file or none


def engine_hash() -> str:
    """A digest of everything the drills are made from: the engine's files and this one."""
    digest = hashlib.sha256()
    files = [p for p in (ROOT / "engine").rglob("*") if p.is_file() and p.suffix != ".pyc"]
    for path in [*sorted(files), Path(__file__)]:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


STALE_SECONDS = 3600


def corpus_folder(cache_root: Path) -> Path:
    """This engine's folder under ``cache_root``; folders of other engine versions go once
    they are an hour old. (Not at once: a worker that hashed the engine before a file was
    saved mid-run would otherwise delete the folder the other worker is writing, and every
    corpus test of that worker fails on a missing file.)"""
    name = engine_hash()
    cache_root.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for old in cache_root.iterdir():
        if old.name != name and old.is_dir() and now - old.stat().st_mtime > STALE_SECONDS:
            shutil.rmtree(old, ignore_errors=True)
    folder = cache_root / name
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def corpus(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    worker_id = os.environ.get("PYTEST_XDIST_WORKER")  # "gw0", "gw1"… under pytest-xdist
    cache = getattr(request.config, "cache", None)  # None with -p no:cacheprovider
    if cache is not None:
        folder = corpus_folder(cache.mkdir("drill-corpus"))
    elif worker_id is None:  # one process, no cache: keep it in memory
        return Corpus()
    else:
        folder = tmp_path_factory.getbasetemp().parent / "drill-corpus"
        folder.mkdir(exist_ok=True)
    return Corpus(folder)


_RUN: Corpus | None = None


@pytest.fixture(scope="session", autouse=True)
def _run_corpus(corpus: Corpus) -> Iterator[None]:
    """Lets :func:`corpus_drill` reach this run's corpus from plain helper code."""
    global _RUN
    _RUN = corpus
    yield
    _RUN = None


def corpus_drill(slug: str, level: int, seed: str) -> Drill:
    """``generate(slug, level, seed)``, taken from the run's corpus for its own seeds
    (:data:`SEEDS`): property tests that walk many seeds share the corpus's drills instead
    of making hundreds more of their own (the corpus is made anyway, and kept between runs)."""
    if _RUN is None:
        return _generate(slug, level, seed)
    return _RUN.drill(slug, level, seed)
