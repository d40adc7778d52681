"""A stop from outside the window (logout, ``kill``, Ctrl+C in a terminal) closes it as the
player would: the match is kept mid-trick, the data folder's lock is released, the bot
worker is stopped, and nothing is printed.

Left to Python's defaults, SIGTERM and SIGHUP end the process at once (the moves since the
last trick are lost and the worker's semaphores are reported leaked), and SIGINT raises
KeyboardInterrupt in whichever slot runs next. Python runs a signal handler only when the
interpreter gets control, so the signal also writes a byte to a socket pair that Qt's
event loop watches: that wakes the loop, and the handler runs at once.
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

STOP_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
"""By name: Windows has no SIGHUP."""
STOPPING = "stopping"
"""Set (True) on the main window a stop closes: nothing may wait for the player then."""


class StopSignals(QObject):
    """From its creation a stop signal closes the main window (whose close keeps the match)
    and ends the event loop, every open question's included. Made before the data folder is
    claimed, so a stop never leaves its lock behind."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._drain)
        self._handlers: dict[int, Callable[[int, FrameType | None], object] | int] = {}
        for name in STOP_SIGNALS:
            number = getattr(signal, name, None)
            if number is None:
                continue
            previous = signal.signal(number, self._stop)
            if previous is not None:  # None: set outside Python, nothing to put back
                self._handlers[number] = previous

    def release(self) -> None:
        """Python's own handlers back (the event loop has ended)."""
        for number, handler in self._handlers.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(self._wakeup)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()

    def _drain(self) -> None:
        """Empty the wake-up bytes; by now Python has run the handler."""
        try:
            while self._reader.recv(64):
                pass
        except BlockingIOError:
            pass

    def _stop(self, _signum: int, _frame: FrameType | None) -> None:
        QTimer.singleShot(0, _close_and_quit)


def _close_and_quit() -> None:
    """The main window first (a question's box may refuse to close), then every loop."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMainWindow):
            widget.setProperty(STOPPING, True)
            widget.close()
    QApplication.quit()
