"""Saves opened with the game on macOS: Finder hands them over as events, not arguments.

One arriving before the window has started goes where a command line's save goes (it
opens in place of the resume question); a later one comes as a second start would."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import GameSetup


class FileOpens(QObject):
    """Install on the application; :meth:`start` starts the window with what came."""

    def __init__(self, window: MainWindow, file: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.pending = file
        self.started = False

    def start(self, setup: GameSetup | None) -> None:
        """The window's start: the save handed over by now, else as usual."""
        self.started = True
        self.window.start_or_resume(setup, self.pending)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        if self.started:
            self.window.come_forward(event.file())
        else:
            self.pending = event.file()
        return True
