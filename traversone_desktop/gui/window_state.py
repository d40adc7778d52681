"""The main window's place on the screen: inside the available area, as it was left.

On a real screen the window opens where it was closed (size, position, maximised), or,
the first time, centred and no larger than the screen's available area (a 1366×768 laptop
with a panel must still see the whole hand). Wayland tells a program only the whole screen,
not what its panels leave, so there room is kept for one. A screen too small for the
window's usual smallest size (a 1366×768 laptop at 150 %, 1920×1080 at 200 % with its
taskbar, an old 800×600 screen) lets it shrink to the screen, down to the smallest the
table is laid out for. A screen that changes while the game runs (a laptop taken from its
monitor, a resolution lowered, a television unplugged) is followed the same way: the
window shrinks and moves back inside it, and an open dialog stands as it would have
opened on it (New game in one column on a narrow screen); when a screen has room again
(the laptop back on its monitor), the window goes back where it stood, unless it has been
sized since. Full screen is for this run only: the next start opens as the window was
before it. Qt's offscreen platform has no real screen, so there the window keeps the size
it was given (headless screenshots, tests).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Protocol, runtime_checkable

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QStyle, QWidget

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
    centred inside the available area; and from then on, inside whatever screen it is on."""
    watch = _ScreenWatch(window)
    room = _room(window)
    if room is not None:
        window.setMinimumSize(watch.smallest_within(room.size()))
    saved = open_qsettings().value(GEOMETRY_KEY)
    if not (isinstance(saved, QByteArray) and window.restoreGeometry(saved)):
        fit(window)


@runtime_checkable
class Arranged(Protocol):
    """A window that stands otherwise on a smaller or a larger screen (New game's columns
    one above the other on a narrow one)."""

    def arrange_for_the_screen(self) -> None:
        """Stand as the window would have opened on the screen it is on now."""


class _ScreenWatch(QObject):
    """Follows the screens while the game runs: when the one under it shrinks, or goes and
    the windows land on another (a laptop taken from its monitor), a window left larger
    than its new screen had the hand and the player's own plate off its bottom, and a
    dialog open at that moment its buttons. Maximised and full-screen windows are the
    window manager's to fit (see :func:`place_inside`)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.designed = window.minimumSize()
        """The smallest the main window asks for on a screen with room for it."""
        self.before: QRect | None = None
        """Where the window stood before a smaller screen took it in (shrank it or moved
        it): it goes back there when a screen has room for it again (the laptop back on
        its monitor), unless the person has sized it since."""
        self._placed: QSize | None = None
        """The size the watch last gave the window (another, at the next change of
        screen, is the person's own)."""
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        for screen in app.screens():
            self._watch(screen)
        app.screenAdded.connect(self._watch)
        app.screenRemoved.connect(self._changed)
        handle = window.windowHandle()
        if handle is not None:
            handle.screenChanged.connect(self._changed)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Maximised, full screen, or back: the smallest size the window may take changes,
        and the size it comes back to (the window system's, once the state has changed)
        may be that of a larger screen than the one it is on now."""
        if watched is self.window and (
                event.type() == QEvent.Type.WindowStateChange
                or (event.type() == QEvent.Type.Resize and self._over_the_edge())):
            self._changed()
        return False

    def _over_the_edge(self) -> bool:
        """Larger than the screen's available area (as the system reports it: a person
        resizing the window on Wayland may use the room kept there for a panel)."""
        room = self.window.screen().availableGeometry().size()
        return room.expandedTo(self.window.frameGeometry().size()) != room

    def smallest_within(self, room: QSize) -> QSize:
        """The main window's smallest size where ``room`` is all there is."""
        return self.designed.boundedTo(room).expandedTo(SMALLEST)

    def _watch(self, screen: QScreen) -> None:
        screen.availableGeometryChanged.connect(self._changed)

    def _changed(self) -> None:
        QTimer.singleShot(0, self, self.keep_inside)  # after the window system's own moves

    def keep_inside(self) -> None:
        """Every window of the game on the screen: the main window first (which may grow
        back to its usual smallest, or to where it stood before a smaller screen took it
        in), then the dialogs and windows over it."""
        window = self.window
        was = window.geometry()
        if was.size() != self._placed:
            self.before = None  # sized since by the person (or the system)
        place = place_inside(window, self.smallest_within,
                             self.before if _normal(window) else None)
        if place is not None:
            self.before = self.before or was
            if place == self.before:
                self.before = None  # wholly back where it stood
            self._placed = place.size()
            window.setGeometry(place)
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.windowType() in (
                    Qt.WindowType.Window, Qt.WindowType.Dialog):
                if isinstance(widget, Arranged) and widget.isVisible():
                    widget.arrange_for_the_screen()
                place = place_inside(widget)
                if place is not None:
                    widget.setGeometry(place)


def place_inside(window: QWidget, smallest: Callable[[QSize], QSize] | None = None,
                 wanted: QRect | None = None) -> QRect | None:
    """Where a shown window should stand on its screen, if not where it is: no larger
    than the screen's usable area, and wholly on it, frame and all. ``smallest``: the
    window's least size for a room. ``wanted``: where it should stand as far as the
    screen under that place (or the window's own) has room.

    A maximised or full-screen window is the window manager's to fit to a new screen, but
    no smaller than the window's least size: it asks for no more than the table's own
    smallest then (full screen on a screen lowered to 800×600 stood 900 pixels wide)."""
    state = window.windowState()
    if not window.isVisible() or state & Qt.WindowState.WindowMinimized:
        return None
    if state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        if smallest is not None:
            window.setMinimumSize(smallest(QSize(0, 0)))
        return None
    inner = window.geometry()
    screen = QGuiApplication.screenAt(wanted.center()) if wanted is not None else None
    room = _room_for(window, screen or window.screen())
    if smallest is not None:
        window.setMinimumSize(smallest(room.size()))
    start = wanted if wanted is not None else inner
    place = QRect(start.topLeft(),
                  start.size().boundedTo(room.size()).expandedTo(window.minimumSize()))
    place.translate(shift_into(place, room))
    return None if place == inner else place


def _normal(window: QWidget) -> bool:
    """Neither maximised, full screen nor minimised: standing where it was put."""
    return not window.windowState() & (Qt.WindowState.WindowMaximized
                                       | Qt.WindowState.WindowFullScreen
                                       | Qt.WindowState.WindowMinimized)


def shift_into(rect: QRect, room: QRect) -> QPoint:
    """How far to move ``rect`` to lie inside ``room``: its top left corner first, when it
    is the larger."""
    return QPoint(max(room.left() - rect.left(), min(0, room.right() - rect.right())),
                  max(room.top() - rect.top(), min(0, room.bottom() - rect.bottom())))


def _room_for(window: QWidget, screen: QScreen) -> QRect:
    """Where the inside of a shown window may lie on ``screen``: its usable area less the
    window's frame."""
    inner, frame = window.geometry(), window.frameGeometry()
    return usable_area(screen).adjusted(
        inner.left() - frame.left(), inner.top() - frame.top(),
        inner.right() - frame.right(), inner.bottom() - frame.bottom())


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
