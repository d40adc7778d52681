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
    """Calls ``then`` right after the first paint of ``widget`` at which ``ready()`` is
    true, and notes when the widget began its first paint of all."""

    def __init__(self, widget: QWidget, then: Callable[[], None],
                 ready: Callable[[], bool]) -> None:
        super().__init__(widget)
        self._then = then
        self._ready = ready
        self.first_painted: float | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if self.first_painted is None:
                self.first_painted = time.perf_counter()
            if self._ready():
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self._then)  # after this paint has been drawn
        return False


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` right after ``widget``'s first paint."""
    _FirstPaint(widget, then, lambda: True)


def exit_after_first_paint(widget: QWidget, ready: Callable[[], bool] = lambda: True) -> None:
    """Print :data:`MARKER` and quit the event loop right after ``widget``'s first paint
    once ``ready()`` is true (the match is on it). Called just before the window's
    ``show()``: the line also says how long after it the window began its first paint."""
    shown = time.perf_counter()

    def report() -> None:
        blank_ms = ((watch.first_painted or shown) - shown) * 1000
        print(f"{MARKER} cpu={time.process_time():.3f} blank_ms={blank_ms:.0f}", flush=True)
        QCoreApplication.quit()

    watch = _FirstPaint(widget, report, ready)
