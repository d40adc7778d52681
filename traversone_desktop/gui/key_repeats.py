"""A key held down, told apart from a key pressed again.

Qt marks the repeats of a held key (``QKeyEvent.isAutoRepeat``), but on X11 not always:
the X server repeats a held key as a release and a press stamped with the same time, and
Qt's xcb plugin marks the pair only when it finds the press already queued behind the
release. Under Xvfb a held Enter came through unmarked for most of every second: once
the hot seat's pass screen had been up for its first moments, the repeats answered it,
showing the next person's hand to the one still holding the key, and then played one of
its cards. Nobody lets a key go and presses it again within the same millisecond, so such
a pair is a repeat, whatever its mark says.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeyEvent


class KeyReleases(QObject):
    """When each key was last let go, whichever widget of the application had it."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.stamps: dict[int, int] = {}
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent):
            self.stamps[event.key()] = event.timestamp()
        return False


def watch_key_releases() -> None:
    """Note key releases from now on (once for the application, however often called)."""
    app = QCoreApplication.instance()
    if app is not None and app.findChild(KeyReleases) is None:
        KeyReleases(app)


def held(event: QKeyEvent) -> bool:
    """``event`` repeats a key held down: marked so, or a press stamped with the very
    time of that key's last release (a stamp of 0 is none: keys a program sends)."""
    if event.isAutoRepeat():
        return True
    if event.type() != QEvent.Type.KeyPress or event.timestamp() == 0:
        return False
    app = QCoreApplication.instance()
    releases = app.findChild(KeyReleases) if app is not None else None
    return releases is not None and releases.stamps.get(event.key()) == event.timestamp()
