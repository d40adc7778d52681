"""The examples in the engine's and the bots' docstrings run, and say what they print."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import traversone_desktop.bots
import traversone_desktop.engine

MODULES = sorted(
    info.name
    for package in (traversone_desktop.engine, traversone_desktop.bots)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed"


def test_the_examples_are_there() -> None:
    found = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert found >= 10
