"""The Qt binding we install must run on every Python we support, and must not corrupt the
interpreter while drawing.

PySide6 6.12.0 under Python 3.11 released a reference to None on every void call; card art
makes tens of thousands of them, and the process aborted. Python 3.15 has no PySide6 before
6.12. pyproject.toml gives 6.12 to 3.15 alone; these tests keep it so.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.version import Version
from PySide6.QtGui import QPainterPath

ROOT = Path(__file__).resolve().parents[1]
FIRST_FOR: dict[str, str] = {"3.11": "6.8.0", "3.12": "6.8.0", "3.13": "6.8.0.2",
                             "3.14": "6.10.1", "3.15": "6.12.0"}
"""Per Python, the first PySide6 release that installs on it (its Requires-Python)."""


def pyside_requirements_on(python: str) -> list[Requirement]:
    """The PySide6 requirements pyproject.toml makes on ``python``."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    assert Version(python) >= Version(project["requires-python"].removeprefix(">="))
    requirements = [Requirement(line) for line in project["dependencies"]]
    return [r for r in requirements if r.name == "PySide6-Essentials"
            and (r.marker is None or r.marker.evaluate({"python_version": python}))]


def test_void_qt_calls_leave_none_refcount_alone() -> None:
    path = QPainterPath()
    before = sys.getrefcount(None)
    for i in range(2000):
        path.lineTo(i, i)
    assert sys.getrefcount(None) >= before - 50


def test_every_supported_python_has_a_pyside6_to_install() -> None:
    """Pinned below 6.12 on every Python for 3.11's sake, `pip install .` on Python 3.15
    (October 2026) found no PySide6 at all: 'No matching distribution found'."""
    for python, first in FIRST_FOR.items():
        [requirement] = pyside_requirements_on(python)
        assert requirement.specifier.contains(first), python
        assert requirement.specifier.contains("6.12.0") == (python == "3.15"), python
