"""Drill texts are in our own words: no run of ten words comes from the source documents
(the lessons' originality check, applied to prompts, hints and verdicts)."""

from __future__ import annotations

from engine.drills import grade, hints
from lessons.content.originality import Checker, seed_texts

from .answers import right, wrong
from .conftest import TYPE_LEVELS


def test_drill_texts_copy_no_ten_word_run(corpus):
    checker = Checker(seed_texts() or None)
    texts: set[str] = set()
    for slug, level in TYPE_LEVELS:
        for d in corpus.get(slug, level, 30):
            texts.add(d.prompt)
            texts.update(hints(d))
            for answer in (right(d), wrong(d)):
                if answer is not None:
                    v = grade(d, answer)
                    texts.update([v.summary, *v.explanation])
    copied = {run for t in texts for run in checker.copied_runs(t)}
    assert not copied, sorted(copied)[:10]
