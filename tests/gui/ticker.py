"""An endless animation that calls back at every animation tick, as Qt moves the cards:
to watch what the table shows in the middle of its motions, not only between them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject


class Ticker(QAbstractAnimation):
    """Calls ``tick`` at every animation tick while it runs."""

    def __init__(self, tick: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tick = tick

    def duration(self) -> int:
        return -1

    def updateCurrentTime(self, _ms: int) -> None:
        self._tick()
