"""The window's start, and the saves handed to it: by Finder on macOS (as events, not
arguments) and by a second start of the game.

The start waits for the table's first paint: the match set up before it kept the window
an empty black frame for as long (a tenth of a second, more on a slow computer). A save
arriving before the start goes where a command line's save goes (it opens in place of the
resume question); a later one is asked about as Open… asks."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from traversone_desktop.first_paint import after_first_paint
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import GameSetup


class FileOpens(QObject):
    """Install on the application; :meth:`start_once_painted` starts the window with
    what came."""

    def __init__(self, window: MainWindow, file: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.pending = file
        self.started = False

    def start_once_painted(self, setup: GameSetup | None) -> None:
        """The window's start as soon as its table is on screen: the save handed over by
        then, else as usual (the resume question, or a new match of ``setup``)."""
        after_first_paint(self.window.table.viewport(), lambda: self._start(setup))

    def _start(self, setup: GameSetup | None) -> None:
        self.started = True
        self.window.start_or_resume(setup, self.pending)

    def came(self, file: str) -> None:
        """The game started again, or a save opened with it (``file``, else ""): the
        window comes forward, and the save opens once the window has started."""
        if self.started or not file:
            self.window.come_forward(file)
        else:
            self.pending = file
            self.window.come_forward()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        self.came(event.file())
        return True
