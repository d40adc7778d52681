"""Telling that the person at the screen has left it, so that at a family table no hand
is left face up for whoever comes next (the controller's ``step_away``).

A window minimised says so. The game losing the keyboard to another program (a click on
the taskbar, Alt+Tab, the screen locked with Win+L) is taken as the person leaving too;
on Wayland, where the desktop minimises a window without a word to the program in it
(KDE's title bars and taskbar, GNOME's Super+H), it is the only sign. A moment without
the keyboard, between two of the game's own windows, is not; nor is the system's own
file dialog (Windows', a Mac's, a desktop portal's), which is the game's though the
keyboard goes to it as to another program.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

LEFT_FOR_ANOTHER_MS = 250
"""How long the game may be without the keyboard before the person at it is taken to have
gone to another program."""


class AwayWatch(QObject):
    """Calls ``left`` when the person at ``window`` has left it: minimised it, or gone to
    another program."""

    def __init__(self, window: QWidget, left: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._left = left
        self.gone_check = QTimer(self)
        """Runs while the game is without the keyboard, for :data:`LEFT_FOR_ANOTHER_MS`."""
        self.gone_check.setSingleShot(True)
        self.gone_check.setInterval(LEFT_FOR_ANOTHER_MS)
        self.gone_check.timeout.connect(self._if_gone)
        window.installEventFilter(self)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._state_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Minimised: looked at again once the window system has had its say, as it may
        report a state it has already left."""
        if (watched is self._window and event.type() == QEvent.Type.WindowStateChange
                and self._window.isMinimized()):
            QTimer.singleShot(0, self, self._if_minimised)
        return False

    def _if_minimised(self) -> None:
        if self._window.isMinimized():
            self._left()

    def _state_changed(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self.gone_check.start()

    def _if_gone(self) -> None:
        if (QGuiApplication.applicationState() != Qt.ApplicationState.ApplicationActive
                and not isinstance(QApplication.activeModalWidget(), QFileDialog)):
            self._left()
