"""What every dialog shares: the bundled UI font and retranslation on language change
(the GUI's one contract, :mod:`..retranslating`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QLayout,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop.fonts import (
    CARD_FONT_FAMILY,
    DESIGN_DPI,
    UI_FONT_FAMILY,
    UI_POINTS,
    design_points,
    load_fonts,
)

from ..first_moments import FirstMoments
from ..retranslating import Retranslating
from ..window_state import shift_into, usable_area

FRAME_ROOM = QSize(40, 60)
"""What a dialog leaves of the screen's room for its frame, title bar and a margin."""
LEAST_BODY = 160
"""A scrolling body is never shorter than this, however short the screen."""


class Dialog(Retranslating, QDialog):
    """A dialog in the bundled font that re-reads its texts when the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_fonts()
        font = QFont(self.font())
        font.setFamily(UI_FONT_FAMILY)
        font.setPointSizeF(max(font.pointSizeF(), design_points(10.5)))
        self.setFont(font)

    def screen_room(self) -> QSize:
        """The room the screen leaves for windows (that of the window above, if any)."""
        parent = self.parentWidget()
        return usable_area(parent.screen() if parent is not None else self.screen()).size()

    def system_text_scale(self) -> float:
        """How much larger than designed the dialog's text is drawn: 1, or more where the
        system asks for larger text (a Linux desktop counting more points to the inch,
        Windows' own text size)."""
        drawn = self.font().pointSizeF() * self.logicalDpiY()
        return max(1.0, drawn / (UI_POINTS * DESIGN_DPI))

    def design_room(self) -> QSize:
        """:meth:`screen_room` as the dialogs were designed for it: where the text is
        drawn larger, a screen holds less of it, and is as narrow or as short, for the
        dialog's columns, as a smaller screen with the designed text."""
        return self.screen_room() / self.system_text_scale()

    def room_across(self) -> int:
        """The width the screen leaves inside the dialog's frame and margins: what its
        widest part (a body, a wrapped note) may take."""
        width = self.screen_room().width() - FRAME_ROOM.width()
        layout = self.layout()
        if layout is not None:
            margins = layout.contentsMargins()
            width -= margins.left() + margins.right()
        return width

    def resize_to_contents(self) -> None:
        """Open as large as the contents ask, as far as the screen has room: Qt's own first
        guess stops at two thirds of the screen (a summary's cards would overlap, a
        winner's banner be squeezed where the screen has room for it)."""
        wanted = self.sizeHint()
        self.resize_within_screen(wanted.width(), wanted.height())

    def resize_as_designed(self, width: int, height: int) -> None:
        """Open at ``width`` × ``height`` as designed for the usual text, grown as much as
        the system's text is larger (as many words to a line, as many lines), as far as
        the screen has room."""
        scale = self.system_text_scale()
        self.resize_within_screen(round(width * scale), round(height * scale))

    def resize_within_screen(self, width: int, height: int) -> None:
        """Open at ``width`` × ``height``, or smaller where the screen (a netbook's 1024×600)
        has less room, so that no edge of the dialog starts off the screen."""
        room = self.screen_room() - FRAME_ROOM
        self.resize(min(width, room.width()), min(height, room.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Grown while open (a fifth seat, a longer explanation): pulled back inside the
        screen, so its buttons never end up below the bottom of a small screen."""
        super().resizeEvent(event)
        if self.isVisible():
            self.keep_on_screen()

    def keep_on_screen(self) -> None:
        """Move the dialog, frame and all, inside the screen's available area (its top
        left corner first, when it is larger than the screen)."""
        shift = shift_into(self.frameGeometry(), usable_area(self.screen()))
        if not shift.isNull():
            self.move(self.pos() + shift)

    def main_layout(self) -> QVBoxLayout:
        """The dialog's top layout; it never lets the dialog shrink below its contents."""
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        return layout

    def changeEvent(self, event: QEvent) -> None:
        """A new palette (the desktop turned dark): the toned labels again."""
        if event.type() == QEvent.Type.PaletteChange:
            tone_labels(self)
        super().changeEvent(event)

    def retranslated(self) -> None:
        """A new language while open (switched in Preferences): the dialog grows with its
        longer texts, from its left edge as Qt grows a window, so it is put back where its
        centre was."""
        if self.isVisible():
            centre = self.frameGeometry().center()
            QTimer.singleShot(0, self, lambda: self._centre_on(centre))

    def _centre_on(self, centre: QPoint) -> None:
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new texts' size now, not at the layout's next turn
        frame = self.frameGeometry()
        frame.moveCenter(centre)
        self.move(self.pos() + frame.topLeft() - self.frameGeometry().topLeft())
        self.keep_on_screen()

    def showEvent(self, event: QShowEvent) -> None:
        plain_text_labels(self)
        tone_labels(self)
        super().showEvent(event)


def scroll_plainly(area: QScrollArea, body: QWidget) -> None:
    """Show ``body`` in ``area`` as part of the page: as wide as the area (it scrolls only
    up and down), with no frame, on what is painted behind it (a dialog's ground, a
    summary's felt, a tab's page), not the window colour ``setWidget`` gives it."""
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    body.setAutoFillBackground(False)
    area.viewport().setAutoFillBackground(False)


WHEELED = (QComboBox, QAbstractSpinBox, QSlider)
"""Controls whose value the mouse wheel changes."""


class FittingBody(QScrollArea):
    """A dialog's body, as tall as its contents wherever the screen has room for them (no
    scroll bar: the dialog looks as it would without it), scrolling only where it has not:
    a 1024×600 screen with a panel, or a 768-pixel one at 125% scaling, where the buttons
    below the body would otherwise fall off the bottom edge.

    Scrolling it with the wheel, the pointer comes to rest on a list or a number, and Qt
    gives the wheel to that control: a seat turned from bot to human, the points' rule
    changed, unseen. Here a control takes the wheel only once it has been clicked (it has
    the focus); before, the body scrolls."""

    def __init__(self, contents: QLayout | QWidget, dialog: Dialog) -> None:
        """``contents``: a layout, or a widget that holds one (and may be taken back with
        ``takeWidget``)."""
        super().__init__(dialog)
        if isinstance(contents, QLayout):
            body = QWidget(self)
            body.setLayout(contents)
        else:
            body = contents
        layout = body.layout()
        assert layout is not None
        layout.setContentsMargins(0, 0, 0, 0)
        scroll_plainly(self, body)
        # not a scroll area's Expanding: Qt opens a window whose contents expand at no more
        # than two thirds of the screen, and the dialog would start cut short
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        body.installEventFilter(self)
        self.verticalScrollBar().rangeChanged.connect(self._stop_for_tab_if_scrolling)
        self._stop_for_tab_if_scrolling(0, 0)

    def _stop_for_tab_if_scrolling(self, _least: int, most: int) -> None:
        """A stop for Tab while there is something to scroll, whose keys then scroll it (a
        deal's summary has no other control above its buttons); otherwise none, not a
        stop where nothing shows the focus and no key does anything."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if most > 0
                            else Qt.FocusPolicy.NoFocus)

    def showEvent(self, event: QShowEvent) -> None:
        """Before the dialog's window is on the screen: its contents are shown only now, and
        only now give their true size, which the dialog takes (no visible jump)."""
        super().showEvent(event)
        self._wheel_to_the_body()
        dialog = self._dialog()
        if not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
            self.updateGeometry()
            dialog.adjustSize()

    def _dialog(self) -> Dialog:
        """The dialog this body belongs to: asked of Qt, not kept, since a Python reference
        from a child back to a parentless dialog is a cycle that the garbage collector may
        break (destroying the dialog) in the middle of painting it."""
        dialog = self.window()
        assert isinstance(dialog, Dialog)
        return dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the contents grew or shrank: so does the dialog
            self._wheel_to_the_body()  # a seat added has its lists too
        elif (event.type() == QEvent.Type.Wheel and isinstance(watched, WHEELED)
              and not watched.hasFocus()):
            event.ignore()  # not taken: Qt passes it on to the body, which scrolls
            return True
        return False

    def _wheel_to_the_body(self) -> None:
        """Every control that the wheel changes takes the focus only from a click or a key,
        and before it has it, leaves the wheel to the body (:meth:`eventFilter`)."""
        body = self.widget()
        for control in body.findChildren(QWidget) if body is not None else []:
            if isinstance(control, WHEELED):
                control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                control.installEventFilter(self)

    def _room(self) -> int:
        """The height the screen leaves for the body, beside the dialog's other parts
        (heading, messages, buttons)."""
        dialog = self._dialog()
        height = dialog.screen_room().height() - FRAME_ROOM.height()
        layout = dialog.layout()
        if layout is None:
            return height
        margins = layout.contentsMargins()
        height -= margins.top() + margins.bottom()
        width = dialog.width() - margins.left() - margins.right()
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item is None or item.widget() is self or item.isEmpty():
                continue
            # a message of two lines takes two, where its least size counts one
            # (at no less than the width it keeps: a wrapped label :func:`hold_lines` holds)
            taken = (item.heightForWidth(max(width, item.minimumSize().width()))
                     if item.hasHeightForWidth() else item.minimumSize().height())
            height -= taken + layout.spacing()
        return max(height, LEAST_BODY)

    def _fitted(self, contents: QSize) -> QSize:
        """The size for ``contents`` in the frame (a felt dialog's, that shows the focus), as
        far as the screen has room: taller scrolls, wider squeezes (a deal's summary
        overlaps the cards of a seat that took twenty)."""
        frame = 2 * self.frameWidth()
        wanted = contents + QSize(frame, frame)
        height = min(wanted.height(), self._room())
        bar = self.verticalScrollBar().sizeHint().width() if height < wanted.height() else 0
        return QSize(min(wanted.width() + bar, self._dialog().room_across()), height)

    def _contents(self) -> QLayout | None:
        """The contents' layout, its nested layouts' sizes brought up to date: until the
        dialog is first shown nothing activates them, and they would give the sizes they
        had before the dialog filled its fields."""
        body = self.widget()
        if body is None:
            return None
        body.ensurePolished()  # the dialog polishes its own children, not a scroll area's
        for widget in (body, *body.findChildren(QWidget)):
            inner = widget.layout()
            if inner is not None:
                _invalidate_nested(inner)
        return body.layout()

    def minimumSizeHint(self) -> QSize:
        """As wide as the contents like to be where the screen has room (they never scroll
        sideways), as short as the room asks."""
        layout = self._contents()
        if layout is None:
            return QSize()
        return QSize(self._fitted(layout.totalSizeHint()).width(),
                     self._fitted(layout.totalMinimumSize()).height())

    def sizeHint(self) -> QSize:
        layout = self._contents()
        return self._fitted(layout.totalSizeHint()) if layout is not None else QSize()


def _invalidate_nested(layout: QLayout) -> None:
    layout.invalidate()
    for i in range(layout.count()):
        item = layout.itemAt(i)
        inner = item.layout() if item is not None else None
        if inner is not None:
            _invalidate_nested(inner)


ALERT = (QColor("#b00020"), QColor("#ff8a80"))
"""An error's red on a light window and on a dark one: no one red reads well on both."""


def set_tone(label: QLabel, tone: str) -> None:
    """Give ``label`` an ``"alert"`` (red, bold) or ``"quiet"`` (softer) text colour that
    reads on the window it is shown on, light or dark; it follows the desktop's theme."""
    label.setProperty("tone", tone)
    if tone == "alert":
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    tone_labels(label)


def tone_labels(widget: QWidget) -> None:
    """Colour ``widget``'s toned labels (and itself) for the palette they now have."""
    labels = widget.findChildren(QLabel)
    if isinstance(widget, QLabel):
        labels.append(widget)
    for label in labels:
        tone = label.property("tone")
        if tone not in ("alert", "quiet"):
            continue
        window = label.window().palette()  # the dialog's: its children may lag behind
        ground = window.color(QPalette.ColorRole.Window)
        text = window.color(QPalette.ColorRole.WindowText)
        if tone == "alert":
            colour = ALERT[ground.lightness() < 128]
        else:  # a third of the way from the text's colour to the window's
            colour = QColor.fromRgbF(*(t + (g - t) / 3 for t, g in (
                (text.redF(), ground.redF()), (text.greenF(), ground.greenF()),
                (text.blueF(), ground.blueF()))))
        palette = QPalette(label.palette())
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        label.setPalette(palette)


def clear_layout(layout: QLayout) -> None:
    """Take every item out of ``layout`` and delete its widgets (before filling it anew)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


def plain_text_labels(widget: QWidget) -> None:
    """Show every label under ``widget`` as plain text unless it asked for rich text: labels
    carry players' names, and a name such as ``<b>Gino`` must read as typed, never as markup
    (an ``<img>`` in one could even make Qt read a file)."""
    for label in widget.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def title_font(base: QFont, scale: float, card_face: bool = False) -> QFont:
    """A bold heading font ``scale`` times the size of ``base``; with ``card_face``, in the
    cards' capitals, and the letters those lack (a Cyrillic or Greek name) in the UI font,
    never in whatever the machine has."""
    font = QFont(base)
    if card_face:
        font.setFamilies([CARD_FONT_FAMILY, UI_FONT_FAMILY])
    font.setBold(True)
    font.setPointSizeF(base.pointSizeF() * scale)
    return font


def heading(text: str = "", scale: float = 1.25, parent: QWidget | None = None) -> QLabel:
    """A bold section label; its font follows the dialog's."""
    label = QLabel(text, parent)
    label.setFont(title_font(label.font(), scale))
    return label


def hold_lines(label: QLabel, width: int) -> None:
    """Keep a wrapped ``label`` at least ``width`` wide and as tall as its lines are at that
    width: Qt does not ask a wrapped label's layout for the height its lines need, and the
    label would be squeezed to one line, or leave a dialog too short for it."""
    label.setMinimumSize(width, max(0, label.heightForWidth(width)))


def enter_closes(buttons: QDialogButtonBox) -> None:
    """Enter (from a list, a box or a tab) closes a window that shows things, as Esc does:
    Qt would otherwise make its first button the default, and Enter would add a deck,
    open About Qt or ask to reset a player. A button reached with Tab still takes Enter."""
    buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)


def shown(dialog: QDialog) -> int:
    """Run ``dialog`` modally and return its result; then let it go. Each question, file
    dialog or New game left behind would otherwise stay hidden in its window for the rest
    of the evening. The caller may still read it until control returns to the event loop."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def warn(parent: QWidget | None, title: str, text: str, details: str = "",
         unasked: bool = False) -> None:
    """A warning box whose text is shown as written: it may quote names, paths and errors.
    ``details``: the exact error, untranslated, behind the box's Show Details button.
    ``unasked``: it comes up after a move, not a command, so the move's Enter does not
    close it unread (:class:`FirstMoments`)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setDetailedText(details)
    if unasked:
        FirstMoments(box)
    shown(box)


ACCEPT, DESTRUCTIVE = QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.DestructiveRole


def ask(box: QMessageBox, accept: str, reject: str,
        destructive: str = "") -> QMessageBox.ButtonRole:
    """Give ``box`` its buttons: the step forward (the default), the one that changes nothing
    (also Esc and the title bar's close) and, if named, the one that throws something away;
    show it, and return the role of the button clicked (RejectRole for Esc)."""
    go = box.addButton(accept, ACCEPT)
    if destructive:
        box.addButton(destructive, DESTRUCTIVE)
    box.setEscapeButton(box.addButton(reject, QMessageBox.ButtonRole.RejectRole))
    box.setDefaultButton(go)
    shown(box)
    clicked = box.clickedButton()
    return box.buttonRole(clicked) if clicked is not None else QMessageBox.ButtonRole.RejectRole
