"""What every dialog shares: the bundled UI font and retranslation on language change
(the GUI's one contract, :mod:`..retranslating`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QLayout, QMessageBox, QVBoxLayout, QWidget

from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts

from ..retranslating import Retranslating


class Dialog(Retranslating, QDialog):
    """A dialog in the bundled font that re-reads its texts when the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_fonts()
        font = QFont(self.font())
        font.setFamily(UI_FONT_FAMILY)
        font.setPointSizeF(max(font.pointSizeF(), 10.5))
        self.setFont(font)

    def screen_room(self) -> QSize:
        """The room the screen leaves for windows (that of the window above, if any)."""
        parent = self.parentWidget()
        return (parent.screen() if parent is not None else self.screen()).availableSize()

    def resize_within_screen(self, width: int, height: int) -> None:
        """Open at ``width`` × ``height``, or smaller where the screen (a netbook's 1024×600)
        has less room, so that no edge of the dialog starts off the screen."""
        room = self.screen_room()
        self.resize(min(width, room.width() - 40), min(height, room.height() - 60))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Grown while open (a fifth seat, a longer explanation): pulled back inside the
        screen, so its buttons never end up below the bottom of a small screen."""
        super().resizeEvent(event)
        if self.isVisible():
            self.keep_on_screen()

    def keep_on_screen(self) -> None:
        """Move the dialog, frame and all, inside the screen's available area (its top
        left corner first, when it is larger than the screen)."""
        room = self.screen().availableGeometry()
        frame = self.frameGeometry()
        dx = max(room.left() - frame.left(), min(0, room.right() - frame.right()))
        dy = max(room.top() - frame.top(), min(0, room.bottom() - frame.bottom()))
        if dx or dy:
            self.move(self.pos() + QPoint(dx, dy))

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

    def showEvent(self, event: QShowEvent) -> None:
        plain_text_labels(self)
        tone_labels(self)
        super().showEvent(event)


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
    """A bold heading font ``scale`` times the size of ``base``."""
    font = QFont(base)
    if card_face:
        font.setFamily(CARD_FONT_FAMILY)
    font.setBold(True)
    font.setPointSizeF(base.pointSizeF() * scale)
    return font


def heading(text: str = "", scale: float = 1.25, parent: QWidget | None = None) -> QLabel:
    """A bold section label; its font follows the dialog's."""
    label = QLabel(text, parent)
    label.setFont(title_font(label.font(), scale))
    return label


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box whose text is shown as written: it may quote names, paths and errors."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
