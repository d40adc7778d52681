"""Watches a widget laid over the table each time it comes up: whether its first paint
covers all of it, or only the part of it that something else had asked to repaint."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget


class FirstFrames(QObject):
    """For each time ``widget`` is shown, whether its first paint covered all of it."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.unpainted = False
        """Shown and not painted yet."""
        self.whole: list[bool] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.unpainted = True
        elif event.type() == QEvent.Type.Paint and self.unpainted:
            self.unpainted = False
            self.whole.append(cast(QPaintEvent, event).region().contains(self.widget.rect()))
        return False
