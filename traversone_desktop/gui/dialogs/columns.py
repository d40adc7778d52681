"""A dialog's boxes in columns (New game, Preferences): side by side where the screen is
wide, one above the other and scrolling where it is narrow, the heading left to the title
bar where it is short; stood anew when the screen under the open dialog changes (a laptop
taken from its monitor), as the dialog would have opened on the new one."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QBoxLayout, QLabel, QVBoxLayout, QWidget

from .base import Dialog, FittingBody

NARROW_SCREEN = 900
"""Below this many pixels of room across (an 800×600 screen), the columns, over 800 pixels
wide together in Italian, stand one above the other and scroll."""
SHORT_SCREEN = 700
"""Below this many pixels of room (a 1024×600 netbook), the dialog drops its heading: the
title bar names it."""


class Columns:
    """``columns`` of boxes under ``title`` in its dialog's main layout. ``fill``: each
    column's last box takes the column's spare height (else the boxes keep to the top).
    ``scroll_when_short``: a short screen scrolls the columns even side by side.

    The boxes stay in one widget of their own, whose layout only turns from across to
    down; that widget alone moves, into a scrolling body or out of it. The dialog is asked
    of the title, not kept: the dialog keeps this, and a reference back is a cycle that
    keeps a parentless dialog alive until the garbage collector breaks it, at any moment
    (see :meth:`FittingBody._dialog`)."""

    def __init__(self, title: QLabel, columns: Sequence[Sequence[QWidget]], fill: bool,
                 scroll_when_short: bool) -> None:
        self._title = title
        self._scroll_when_short = scroll_when_short
        self._standing: tuple[bool, bool] | None = None
        self._holder = QWidget(self._dialog)
        # Two columns that do not share row heights (New game's rules grow with the game's
        # options and the players with the table). No stretch between them: a stretched
        # column is promised only its minimum width, and on a short screen, where the
        # dialog is no wider than its contents, the longer column (the Italian rules)
        # would be cut to half and its choices truncated.
        self._columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self._holder)
        self._columns.setContentsMargins(0, 0, 0, 0)
        self._columns.setSpacing(16)
        for boxes in columns:
            column = QVBoxLayout()
            for box in boxes:
                column.addWidget(box)
            if fill:
                column.setStretch(column.count() - 1, 1)
            else:
                column.addStretch(1)
            self._columns.addLayout(column)
        self._scrolling: FittingBody | None = None

    @property
    def _dialog(self) -> Dialog:
        dialog = self._title.window()
        assert isinstance(dialog, Dialog)
        return dialog

    def arrange(self) -> bool:
        """Stand as the room the screen leaves now asks; True if that changed anything."""
        dialog = self._dialog
        room = dialog.design_room()
        narrow, tall = room.width() < NARROW_SCREEN, room.height() >= SHORT_SCREEN
        if (narrow, tall) == self._standing:
            return False
        self._standing = narrow, tall
        scrolls = narrow or (self._scroll_when_short and not tall)
        self._title.setVisible(tall)
        self._columns.setDirection(QBoxLayout.Direction.TopToBottom if narrow
                                   else QBoxLayout.Direction.LeftToRight)
        layout = dialog.layout()
        assert isinstance(layout, QVBoxLayout)
        at = layout.indexOf(self._title) + 1
        focused = dialog.focusWidget()  # Qt gives the focus away from a widget it moves
        if scrolls and self._scrolling is None:
            layout.removeWidget(self._holder)
            self._scrolling = FittingBody(self._holder, dialog)
            layout.insertWidget(at, self._scrolling)
        elif not scrolls and self._scrolling is not None:
            layout.removeWidget(self._scrolling)
            self._scrolling.takeWidget()
            self._scrolling.hide()
            self._scrolling.deleteLater()
            self._scrolling = None
            layout.insertWidget(at, self._holder)
        elif not scrolls and layout.indexOf(self._holder) < 0:
            layout.insertWidget(at, self._holder)  # the first arrangement
        if dialog.isVisible():  # stood anew: shown at the size it would have opened at
            self._holder.show()  # Qt hides a widget it moves
            if self._scrolling is not None:
                self._scrolling.show()
            layout.activate()
            dialog.adjustSize()
        if focused is not None and self._holder.isAncestorOf(focused):
            focused.setFocus()
            if self._scrolling is not None:
                self._scrolling.ensureWidgetVisible(focused)
        return True
