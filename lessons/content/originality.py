"""Originality check: no run of ten or more consecutive words of our lesson text may appear in
the source documents (case and punctuation normalised).

The source documents are not in this repository. Their ten-word runs are kept as 48-bit
hashes in ``seed_shingles.bin`` (built with ``--build-index DIR``), so the check runs anywhere;
where the sources are at hand, point the ``SKRUUVI_SEEDS`` environment variable at their
folder and they are used directly.

    python -m lessons.content.originality content/            # check every lesson
    python -m lessons.content.originality --build-index DIR   # DIR holds the sources' *.txt
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

RUN = 10
INDEX_PATH = Path(__file__).with_name("seed_shingles.bin")
HASH_BYTES = 6
_WORD = re.compile(r"[a-z0-9äöåéè]+")


def words(text: str) -> list[str]:
    """Lower-case words with punctuation, symbols and markup removed."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = t.replace("’", "'").replace("'", "")
    return _WORD.findall(t)


def shingles(text: str, n: int = RUN) -> Iterator[tuple[str, ...]]:
    w = words(text)
    for i in range(len(w) - n + 1):
        yield tuple(w[i : i + n])


def _hash(sh: tuple[str, ...]) -> bytes:
    return hashlib.blake2b(" ".join(sh).encode(), digest_size=HASH_BYTES).digest()


def seed_dirs() -> list[Path]:
    folder = os.environ.get("SKRUUVI_SEEDS", "")
    return [Path(folder)] if folder and Path(folder).is_dir() else []


def seed_texts() -> list[str]:
    for d in seed_dirs():
        files = sorted(p for p in d.glob("*.txt"))
        if files:
            return [p.read_text(encoding="utf-8") for p in files]
    return []


def build_index(texts: Iterable[str]) -> bytes:
    hashes = sorted({_hash(sh) for t in texts for sh in shingles(t)})
    return b"".join(hashes)


def load_index() -> set[bytes]:
    data = INDEX_PATH.read_bytes()
    return {data[i : i + HASH_BYTES] for i in range(0, len(data), HASH_BYTES)}


class Checker:
    def __init__(self, texts: list[str] | None = None) -> None:
        if texts:
            self.index = {_hash(sh) for t in texts for sh in shingles(t)}
        else:
            self.index = load_index()

    def copied_runs(self, text: str) -> list[str]:
        """The ten-word runs of ``text`` that also occur in a source document."""
        found = []
        for sh in shingles(text):
            if _hash(sh) in self.index:
                found.append(" ".join(sh))
        return found


def strip_diagrams(markdown: str) -> str:
    """Lesson prose only: fenced diagram blocks are card data, not sentences."""
    return re.sub(r"^```.*?^```", "", markdown, flags=re.S | re.M)


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--build-index":
        src = Path(argv[1]) if len(argv) > 1 else None
        texts = (
            [p.read_text(encoding="utf-8") for p in sorted(src.glob("*.txt"))]
            if src
            else seed_texts()
        )
        if not texts:
            print("no seed texts found", file=sys.stderr)
            return 2
        INDEX_PATH.write_bytes(build_index(texts))
        print(f"wrote {INDEX_PATH} ({INDEX_PATH.stat().st_size // HASH_BYTES} runs)")
        return 0
    checker = Checker(seed_texts() or None)
    bad = 0
    paths = [Path(a) for a in argv] or [Path("content")]
    for root in paths:
        files = sorted(root.rglob("*.md")) if root.is_dir() else [root]
        for f in files:
            runs = checker.copied_runs(strip_diagrams(f.read_text(encoding="utf-8")))
            for r in runs:
                print(f"{f}: copied run: {r}")
            bad += len(runs)
    print("originality: OK" if not bad else f"originality: {bad} copied runs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
