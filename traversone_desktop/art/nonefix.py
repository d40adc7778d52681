"""Guard against a PySide6 6.12 reference-count bug on Python 3.11.

With PySide6 6.12.0 under CPython 3.11, every call of a Qt method that returns
``void`` (``QPainterPath.lineTo``, ``QPainter.drawPath`` ...) releases one
reference to ``None`` that it never took. Drawing a deck makes tens of
thousands of such calls, so ``None``'s count reaches zero and the interpreter
aborts with "none_dealloc". From Python 3.12 on, ``None`` is immortal and the
bug is harmless; on 3.11 we give ``None`` a very large reference count once,
which makes it immortal in practice (it is never freed anyway).
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST = 1 << 48


def make_none_immortal() -> None:
    """Raise ``None``'s reference count far beyond what any run can release (3.11 only)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < _BALLAST // 2:
        refcount.value += _BALLAST


make_none_immortal()
