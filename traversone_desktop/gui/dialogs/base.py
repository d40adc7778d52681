"""What every dialog shares: the bundled UI font and retranslation on language change."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QLabel, QLayout, QVBoxLayout, QWidget

from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts


class Dialog(QDialog):
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

    def retranslate_ui(self) -> None:
        """Set every user-visible text; subclasses override and call it at the end of init."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


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
