"""What waits for a widget's first paint: the match's start, and
``--exit-after-first-paint``.

The window is on screen from ``show()``, but it is drawn only once the event loop is free:
work done before that leaves it an empty (black) frame, so the match is set up after the
table has been painted once. The start-up benchmark (``benchmarks/bundle_startup.py``)
times a launch from the outside; ``--exit-after-first-paint`` makes the program say when
the table is first on screen with the match on it, so "started" means "the player sees
the table", not "the process exists".
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

MARKER = "first-paint"
"""Starts the line printed on standard output once the table is painted with the match;
the line goes on with ``cpu=SECONDS``, the CPU time this process has used so far (a
figure that, unlike the wall clock, does not depend on what else the machine is doing),
and ``blank_ms=MS``, the time from ``show()`` to the table's first paint: how long the
window could stand on screen undrawn."""


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this paint has been drawn
        return False


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` right after ``widget``'s first paint."""
    _FirstPaint(widget, then)


class _Report(QObject):
    """The marker line, printed right after the first paint with the match on the table;
    it also says how long after ``show()`` the window began its first paint at all."""

    def __init__(self, widget: QWidget, ready: Callable[[], bool]) -> None:
        super().__init__(widget)
        self._ready = ready
        self._shown = time.perf_counter()
        self._blank_ms: float | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if self._blank_ms is None:
                self._blank_ms = (time.perf_counter() - self._shown) * 1000
            if self._ready():
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self._print_and_quit)  # after this paint is drawn
        return False

    def _print_and_quit(self) -> None:
        print(f"{MARKER} cpu={time.process_time():.3f} blank_ms={self._blank_ms:.0f}",
              flush=True)
        QCoreApplication.quit()


def exit_after_first_paint(widget: QWidget, ready: Callable[[], bool] = lambda: True) -> None:
    """Print :data:`MARKER` and quit the event loop right after ``widget``'s first paint
    once ``ready()`` is true (the match is on it). Called just before the window's
    ``show()``."""
    _Report(widget, ready)
