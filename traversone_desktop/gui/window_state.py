"""The main window's place on the screen: inside the available area, as it was left.

On a real screen the window opens where it was closed (size, position, maximised), or,
the first time, centred and no larger than the screen's available area (a 1366×768 laptop
with a panel must still see the whole hand). Full screen is for this run only: the next
start opens as the window was before it. Qt's offscreen platform has no real screen, so
there the window keeps the size it was given (headless screenshots, tests).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget

from ..storage.settings import open_qsettings

GEOMETRY_KEY = "window/geometry"


def real_screen() -> bool:
    return QGuiApplication.platformName() != "offscreen"


def restore(window: QWidget) -> None:
    """Before the first show: where it was left (Qt keeps that on the screen), else
    centred inside the available area."""
    saved = open_qsettings().value(GEOMETRY_KEY)
    if not (isinstance(saved, QByteArray) and window.restoreGeometry(saved)):
        fit(window)


def save(window: QWidget, geometry: QByteArray) -> None:
    """Remember ``geometry`` (from ``saveGeometry``) for the next start."""
    store = open_qsettings()
    store.setValue(GEOMETRY_KEY, geometry)
    store.sync()


def fit(window: QWidget) -> None:
    """Size and centre a window not yet shown so that, frame and title bar included, it
    lies inside the screen's available area."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    left, top, right, bottom = _frame(window)
    room = screen.availableGeometry().adjusted(left, top, -right, -bottom)
    size = window.size().boundedTo(room.size()).expandedTo(window.minimumSize())
    inner = QRect(QPoint(0, 0), size)
    inner.moveCenter(room.center())
    window.resize(size)
    window.move(inner.topLeft())  # not yet shown: this places the window, not its frame


def _frame(window: QWidget) -> tuple[int, int, int, int]:
    """A generous guess at the window manager's frame (left, top, right, bottom), which
    is known only once the window is on the screen: the style's title bar and borders."""
    border = 8
    title = max(window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight), 24)
    return border, title + border, border, border
