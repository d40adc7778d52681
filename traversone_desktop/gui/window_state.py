"""The main window's place on the screen: inside the available area, as it was left.

On a real screen the window opens where it was closed (size, position, maximised), or,
the first time, centred and no larger than the screen's available area (a 1366×768 laptop
with a panel must still see the whole hand). Wayland tells a program only the whole screen,
not what its panels leave, so there room is kept for one. A screen too small for the
window's usual smallest size (a 1366×768 laptop at 150 %, 1920×1080 at 200 % with its
taskbar, an old 800×600 screen) lets it shrink to the screen, down to the smallest the
table is laid out for. Full screen is for this run only: the next start opens as the
window was before it. Qt's offscreen platform has no real screen, so there the window
keeps the size it was given (headless screenshots, tests).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QStyle, QWidget

from ..storage.settings import open_qsettings

GEOMETRY_KEY = "window/geometry"
SMALLEST: Final = QSize(784, 470)
"""The smallest window the table is laid out for (``tests/gui/test_table_fit.py``): an
800×600 screen holds it, frame and all."""
PANEL_ROOM: Final = 48
"""Kept below a window on Wayland for the desktop's panels, which it does not report:
GNOME's top bar is 32 pixels high, KDE's taskbar 44."""


def real_screen() -> bool:
    return QGuiApplication.platformName() != "offscreen"


def restore(window: QWidget) -> None:
    """Before the first show: where it was left (Qt keeps that on the screen), else
    centred inside the available area."""
    room = _room(window)
    if room is not None:
        window.setMinimumSize(window.minimumSize().boundedTo(room.size()).expandedTo(SMALLEST))
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
    room = _room(window)
    if room is None:
        return
    size = window.size().boundedTo(room.size()).expandedTo(window.minimumSize())
    inner = QRect(QPoint(0, 0), size)
    inner.moveCenter(room.center())
    window.resize(size)
    window.move(inner.topLeft())  # not yet shown: this places the window, not its frame


def usable_area(screen: QScreen) -> QRect:
    """The part of ``screen`` windows may cover: what the desktop's panels leave, or on
    Wayland, which reports the whole screen, that less room for a panel."""
    area = screen.availableGeometry()
    if QGuiApplication.platformName() == "wayland" and area == screen.geometry():
        area.setBottom(area.bottom() - PANEL_ROOM)
    return area


def _room(window: QWidget) -> QRect | None:
    """The screen's usable area less the window's frame: where its inside may lie."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return None
    left, top, right, bottom = _frame(window)
    return usable_area(screen).adjusted(left, top, -right, -bottom)


def _frame(window: QWidget) -> tuple[int, int, int, int]:
    """A generous guess at the window manager's frame (left, top, right, bottom), which
    is known only once the window is on the screen: the style's title bar and borders."""
    border = 8
    title = max(window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight), 24)
    return border, title + border, border, border
