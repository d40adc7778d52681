"""The Qt binding we install must not corrupt the interpreter while drawing.

PySide6 6.12.0 under Python 3.11 released a reference to None on every void
call; card art makes tens of thousands of them, and the process aborted.
pyproject.toml excludes that release; this test keeps it excluded.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QPainterPath


def test_void_qt_calls_leave_none_refcount_alone() -> None:
    path = QPainterPath()
    before = sys.getrefcount(None)
    for i in range(2000):
        path.lineTo(i, i)
    assert sys.getrefcount(None) >= before - 50
