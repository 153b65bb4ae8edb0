"""The examples in the conventions' docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.conventions as pkg

MODULES = sorted(m.name for m in pkgutil.iter_modules(pkg.__path__, "engine.conventions."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module)
    assert result.failed == 0
    if name.endswith((".packets", ".signals")):
        assert result.attempted > 0
