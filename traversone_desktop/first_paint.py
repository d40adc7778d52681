"""``--exit-after-first-paint``: quit as soon as the table has been painted once.

The start-up benchmark (``benchmarks/bundle_startup.py``) times a launch from
the outside; this makes the program say when the table is first on screen, so
"started" means "the player sees the table", not "the process exists".
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

MARKER = "first-paint"
"""Starts the line printed on standard output once the table is painted; the line goes
on with ``cpu=SECONDS``, the CPU time this process has used so far (a figure that,
unlike the wall clock, does not depend on what else the machine is doing)."""


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._report)  # after this paint has been drawn
        return False

    def _report(self) -> None:
        print(f"{MARKER} cpu={time.process_time():.3f}", flush=True)
        QCoreApplication.quit()


def exit_after_first_paint(widget: QWidget) -> None:
    """Print :data:`MARKER` and quit the event loop right after ``widget``'s first paint."""
    widget.installEventFilter(_FirstPaint(widget))
