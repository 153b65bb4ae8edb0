"""The examples in the drills' docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.drills as pkg

MODULES = [
    "engine.drills",
    *sorted(m.name for m in pkgutil.iter_modules(pkg.__path__, "engine.drills.")),
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
