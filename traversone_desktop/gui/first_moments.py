"""Screens that come up unasked take no key or click in their first moments.

The hot seat's pass screen, a deal's summary and the winner appear the moment the play
before them ends. A second press of Enter, or the second click of a double click, meant
for what came before (at speed *instant* the screen is already up by then) would answer
them unseen: the summary and the winner would flash past, and the pass screen, answered by
the player who has just played, would show them the next player's hand. A person needs
longer than these moments to change places or to read what came up.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from .key_repeats import held

SETTLE_MS: Final = 600
"""How long a screen that came up unasked ignores keys and clicks."""
_ANSWERING_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_CLICKS: Final = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                  QEvent.Type.MouseButtonDblClick)


class FirstMoments(QObject):
    """Watches ``screen`` and everything in it: for ``settle_ms`` after each time it is
    shown, Enter, Space and clicks do nothing (a key held down since before never does)."""

    settle_ms: int = SETTLE_MS

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)  # Qt's parent, never a Python reference: no cycle to
        self._clock = QElapsedTimer()  # leave the screen to the garbage collector
        screen.installEventFilter(self)

    def too_soon(self) -> bool:
        """The screen came up too recently to be answered."""
        return not self._clock.isValid() or self._clock.elapsed() < self.settle_ms

    def refuses(self, event: QKeyEvent) -> bool:
        """``event`` would answer the screen, but it is a key held down since before, or
        the screen came up too recently."""
        return event.key() in _ANSWERING_KEYS and (held(event) or self.too_soon())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and watched is self.parent():
            self._clock.start()
            for child in watched.findChildren(QWidget):
                child.removeEventFilter(self)  # once each, however often it is shown
                child.installEventFilter(self)
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return isinstance(event, QKeyEvent) and self.refuses(event)
        elif kind in _CLICKS:
            return self.too_soon()
        return False
