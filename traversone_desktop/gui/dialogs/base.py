"""What every dialog shares: the bundled UI font and retranslation on language change
(the GUI's one contract, :mod:`..retranslating`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QShowEvent
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

    def resize_within_screen(self, width: int, height: int) -> None:
        """Open at ``width`` × ``height``, or smaller where the screen (a netbook's 1024×600)
        has less room, so that no edge of the dialog starts off the screen."""
        parent = self.parentWidget()
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(width, screen.width() - 40), min(height, screen.height() - 60))

    def main_layout(self) -> QVBoxLayout:
        """The dialog's top layout; it never lets the dialog shrink below its contents."""
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        return layout

    def showEvent(self, event: QShowEvent) -> None:
        plain_text_labels(self)
        super().showEvent(event)


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
