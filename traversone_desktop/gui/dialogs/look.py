"""The table's look, lent to the dialogs that belong to a game: felt, cream, gold, paper.

Every colour here is chosen together with the one it is painted on, so these surfaces read
the same under a light or a dark desktop theme: a felt dialog never takes a colour from
the desktop.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QPushButton, QWidget

from traversone_desktop.gui.dialogs.base import Dialog
from traversone_desktop.gui.table.felt import paint_felt

CREAM = QColor(255, 248, 230)
"""Text on the felt, as on the table's name plates."""
CREAM_SOFT = QColor(236, 224, 190)
"""Second-rank text on the felt (the plates' score line)."""
GOLD = QColor("#f2c14e")
"""Headings and marks on the felt (the turn glow, the dealer chip)."""
GOLD_INK = QColor("#2a1c05")
"""Text on gold."""
PLATE = QColor(8, 28, 18, 205)
"""The dark glass of a name plate."""
VEIL = QColor(4, 20, 11, 95)
"""Laid over the felt behind a dialog's text: the felt's bright middle would leave cream
text too faint to read comfortably."""

PAPER = QColor("#fbf7ee")
"""A score pad's paper."""
INK = QColor("#3b3428")
"""Writing on the paper."""
INK_SOFT = QColor("#5e5240")
"""Column heads and other quiet writing on the paper."""
RULE = QColor("#e4dac4")
"""Faint lines on the paper."""
MARKED = QColor("#f3e2b0")
"""A marked or selected row on the paper."""

FELT_STYLE = f"""
QLabel {{ color: {CREAM.name()}; }}
QPushButton {{
    color: {CREAM.name()}; background: rgba(8, 28, 18, 205);
    border: 1px solid rgba(255, 255, 255, 80); border-radius: 8px; padding: 6px 16px;
}}
QPushButton:hover {{ border-color: {GOLD.name()}; }}
QPushButton:focus {{ outline: none; border: 2px solid {GOLD.name()}; }}
QPushButton:pressed, QPushButton:checked {{
    background: rgba(242, 193, 78, 70); border-color: {GOLD.name()};
}}
QPushButton:disabled {{ color: rgba(255, 248, 230, 120); border-color: rgba(255, 255, 255, 40); }}
QPushButton[primary="true"] {{
    color: {GOLD_INK.name()}; background: {GOLD.name()}; border: 1px solid #6b4a10;
}}
QPushButton[primary="true"]:hover {{ background: #f7d27a; }}
QPushButton[primary="true"]:focus {{ border: 2px solid {CREAM.name()}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QScrollArea {{ border: 2px solid transparent; border-radius: 8px; }}
QScrollArea:focus {{ border-color: {GOLD.name()}; }}
QScrollBar:vertical {{ background: rgba(8, 28, 18, 150); width: 12px; border-radius: 6px; }}
QScrollBar::handle:vertical {{
    background: rgba(242, 193, 78, 170); min-height: 32px; border-radius: 5px; margin: 1px;
}}
QScrollBar::handle:vertical:hover {{ background: {GOLD.name()}; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
"""
"""Cream text, and buttons as the table draws its pills: dark glass, and gold for the one
to press (see :func:`primary`); a scroll bar (a summary on a screen of very large text)
likewise, and the area it scrolls edged in gold when the keys scroll it. Colours are set
here rather than in a palette: under a style sheet, Qt gives a dialog's children the
desktop's palette, not the dialog's."""


def paper_palette(base: QPalette) -> QPalette:
    """``base`` with ink on paper, for a view that shows a printed page (a widget with no
    style sheet above it, so that the palette holds)."""
    palette = QPalette(base)
    for role, colour in ((QPalette.ColorRole.Base, PAPER), (QPalette.ColorRole.Text, INK),
                         (QPalette.ColorRole.Window, PAPER),
                         (QPalette.ColorRole.WindowText, INK),
                         (QPalette.ColorRole.Highlight, MARKED),
                         (QPalette.ColorRole.HighlightedText, INK)):
        palette.setColor(role, colour)
    return palette


def primary(button: QPushButton) -> None:
    """Draw ``button`` in gold: the step the player most likely takes next."""
    button.setProperty("primary", True)
    button.setDefault(True)
    button.style().unpolish(button)  # a button box has polished it already
    button.style().polish(button)


class FeltDialog(Dialog):
    """A dialog on the table's felt, with cream text and gold buttons."""

    FELT_MARGIN = 18.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(FELT_STYLE)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        paint_felt(painter, rect, self.FELT_MARGIN)
        painter.fillRect(rect, VEIL)
        painter.end()
