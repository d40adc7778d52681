"""The last line of defence: an uncaught error is logged and explained, never silent.

The traceback goes to ``crash.log`` in the data folder and to stderr; a dialog tells the
player what happened and where the details are. Headless runs (screenshots, tests) exit
with status 1 instead of waiting on a dialog nobody can see.
"""

from __future__ import annotations

import datetime
import sys
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from ..placeholders import fill
from ..storage.paths import CRASH_LOG, data_dir
from .first_moments import FirstMoments

_showing = False


def crash_log() -> Path:
    return data_dir() / CRASH_LOG


def install_excepthook(interactive: bool) -> None:
    """Route uncaught exceptions (also those raised in Qt slots) to :func:`report`."""

    def hook(kind: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        report(kind, exc, tb, interactive)

    sys.excepthook = hook


def log_error(exc: BaseException) -> Path:
    """Write ``exc``'s traceback to stderr and ``crash.log`` (also for an error the app
    recovers from, such as a bot worker that died); the log's path."""
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    print(text, file=sys.stderr, end="")
    path = crash_log()
    try:
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')}\n{text}")
    except OSError:
        pass
    return path


def report(kind: type[BaseException], exc: BaseException, tb: TracebackType | None,
           interactive: bool) -> None:
    global _showing
    path = log_error(exc.with_traceback(tb))
    app = QApplication.instance()
    if not interactive or app is None:
        if app is not None:
            QCoreApplication.exit(1)
        return
    if _showing:
        return
    _showing = True
    try:
        _tr = QCoreApplication.translate  # the name lupdate reads as translate()
        box = QMessageBox(
            QMessageBox.Icon.Critical, _tr("Crash", "Something went wrong"),
            fill(_tr("Crash", "Traversone hit an unexpected error: %1\n\nThe details were "
                             "written to %2. The game may go on, but saving and starting a new "
                             "game is safest."), str(exc) or kind.__name__, str(path)),
            QMessageBox.StandardButton.Ok, QApplication.activeWindow())
        box.setTextFormat(Qt.TextFormat.PlainText)  # an error quotes code: "'<' not supported"
        FirstMoments(box)  # the Enter that played the card, repeated, would close it unread
        box.exec()
        box.deleteLater()
    finally:
        _showing = False
