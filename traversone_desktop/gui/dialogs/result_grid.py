"""A small results table of labels: names on the left, figures right-aligned, one row marked.

Used where a handful of rows must read like a printed score card (the final standings)
rather than like a spreadsheet.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from traversone_desktop.gui.dialogs.base import clear_layout, title_font
from traversone_desktop.gui.dialogs.look import INK, INK_SOFT, MARKED, PAPER

DIMMED = "#7d7463"
"""A player out of the match: greyed, yet still readable on the paper."""

GRID_STYLE = f"""
ResultGrid {{ background: {PAPER.name()}; border: 1px solid #d9cfb8; border-radius: 8px; }}
ResultGrid QLabel {{ color: {INK.name()}; }}
ResultGrid QLabel[role="head"] {{ color: {INK_SOFT.name()}; }}
ResultGrid QLabel[role="mark"] {{ background: {MARKED.name()}; }}
ResultGrid QLabel[role="dim"] {{ color: {DIMMED}; }}
"""
"""Ink on paper whatever the desktop's theme: the grid paints its own background."""

NAME_CHARS = 36
"""A name cell longer than this many average characters is cut short with "…" (the whole
name is its tooltip), so two long partner names never push the figures off a small screen."""


def fitted_name(metrics: QFontMetrics, name: str) -> str:
    """``name`` cut short with "…" past :data:`NAME_CHARS` average characters."""
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                              metrics.averageCharWidth() * NAME_CHARS)


class ResultGrid(QFrame):
    """Rows of text cells; the first column is a name, the others are figures.

    It never shrinks below its widest row (a cut-off figure would be a wrong figure),
    nor below ``floor_width``, so short tables do not look cramped.
    """

    def __init__(self, parent: QWidget | None = None, floor_width: int = 0) -> None:
        super().__init__(parent)
        self.floor_width = floor_width
        self.setStyleSheet(GRID_STYLE)
        self._layout = QGridLayout(self)
        self._layout.setHorizontalSpacing(0)
        self._layout.setVerticalSpacing(0)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self.cells: list[list[QLabel]] = []

    def set_rows(self, header: Sequence[str], rows: Sequence[Sequence[str]],
                 marked: Sequence[int] = (), dimmed: Sequence[int] = (),
                 emphasis: int = -1) -> None:
        """Show ``header`` then ``rows``; ``marked`` rows are highlighted, ``dimmed`` greyed.

        ``emphasis`` is a column drawn in bold (the total, usually).
        """
        clear_layout(self._layout)
        self.cells = []
        for r, row in enumerate([header, *rows]):
            role = "head" if r == 0 else "mark" if r - 1 in marked else \
                "dim" if r - 1 in dimmed else ""
            cells = []
            for c, text in enumerate(row):
                label = QLabel(self._fitted(text) if c == 0 else text, self)
                if label.text() != text:
                    label.setToolTip(text)
                    label.setAccessibleName(text)
                label.setProperty("role", role)
                label.setTextFormat(Qt.TextFormat.PlainText)
                align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                label.setContentsMargins(10, 6, 10, 6)
                if r == 0 or c == emphasis:
                    label.setFont(title_font(self.font(), 1.0 if r else 0.95))
                self._layout.addWidget(label, r, c)
                cells.append(label)
            self.cells.append(cells)
        self._layout.setColumnStretch(0, 1)
        self.updateGeometry()  # a layout holding the grid asks its size again

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint().expandedTo(QSize(self.floor_width, 0))

    def _fitted(self, name: str) -> str:
        return fitted_name(self.fontMetrics(), name)

    def texts(self) -> list[list[str]]:
        """Every cell's whole text, header first (for tests and screen readers)."""
        return [[cell.toolTip() or cell.text() for cell in row] for row in self.cells]
