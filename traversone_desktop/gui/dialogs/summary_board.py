"""The deal summary's board: a dark plate per side on the felt, as the table's name plates,
holding each player's scoring cards and the side's figures.

Columns line up across the plates (a name, the cards, then the figures), yet no rule or
cell border is drawn: the plates alone group what belongs together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from traversone_desktop.gui.dialogs.base import clear_layout, title_font
from traversone_desktop.gui.dialogs.card_strip import CardFan
from traversone_desktop.gui.dialogs.look import CREAM, CREAM_SOFT, GOLD, GOLD_INK, PLATE
from traversone_desktop.gui.dialogs.result_grid import fitted_name

DIMMED = "#aaa28c"
"""A side out of the match: greyed, still readable on its plate."""

BOARD_STYLE = f"""
QLabel {{ color: {CREAM.name()}; }}
QLabel[role="head"] {{ color: {GOLD.name()}; }}
QLabel[role="seat"] {{ color: {CREAM_SOFT.name()}; }}
QLabel[role="total"] {{ color: {GOLD.name()}; }}
QLabel[role="dim"] {{ color: {DIMMED}; }}
QLabel[role="badge"] {{
    color: {GOLD_INK.name()}; background: {GOLD.name()}; border-radius: 7px;
    padding: 0px 7px;
}}
"""

PAD = 10
"""Room inside a plate around its contents."""
GAP = 8
"""Felt between two plates."""


@dataclass(frozen=True)
class Hand:
    """One player's share of a side's plate: the scoring cards the player took."""

    seat: int
    name: str
    cards: tuple[int, ...]
    last_trick: bool = False


@dataclass(frozen=True)
class BoardRow:
    """One side: its name, its players' cards and its figures."""

    name: str
    hands: tuple[Hand, ...]
    figures: tuple[str, ...]
    marked: bool = False
    """Took the last trick: the plate is edged in gold."""
    dimmed: bool = False
    """Out of the match."""


class SummaryBoard(QWidget):
    """Plates of names, cards and right-aligned figures; ``texts()`` reads them back."""

    def __init__(self, deck: str, card_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.card_height = card_height
        self.setStyleSheet(BOARD_STYLE)
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(PAD, 0, PAD, PAD // 2 + 1)
        self._layout.setHorizontalSpacing(14)
        self._layout.setVerticalSpacing(2)
        self.fans: dict[int, CardFan] = {}
        """Each seat's cards."""
        self.badges: dict[int, QLabel] = {}
        """The last trick's mark, by the seat that took it."""
        self._texts: list[list[str]] = []
        self._spans: list[tuple[int, int, bool]] = []
        self._badge_text = self._no_cards = ""

    def set_rows(self, header: Sequence[str], cards_head: str, rows: Sequence[BoardRow],
                 last_trick: str, no_cards: str, emphasis: int = -1) -> None:
        """``header`` names the name column and the figures (``cards_head`` the cards);
        ``last_trick`` is the mark's text, ``no_cards`` stands for cards a player did not
        take; figure ``emphasis`` is drawn bold in gold."""
        self._clear()
        self._badge_text, self._no_cards = last_trick, no_cards
        self._texts = [list(header)]
        heads = [header[0], cards_head, *header[1:]]
        for column, text in enumerate(heads):
            self._cell(text, 0, column, "head", bold=True)
        line = 1
        for row in rows:
            line += 1  # the felt between plates
            first = line
            role = "dim" if row.dimmed else ""
            if len(row.hands) > 1:  # partners: the side's name above each player's line
                self._name(row.name, line, role, span=2)
                line += 1
            for hand in row.hands:
                name = row.name if len(row.hands) == 1 else hand.name
                self._hand(hand, name, line, role or ("" if len(row.hands) == 1 else "seat"))
                line += 1
            for i, text in enumerate(row.figures):
                figure_role = role or ("total" if i == emphasis else "")
                label = self._cell(text, first, 2 + i, figure_role, bold=i == emphasis)
                self._layout.addWidget(label, first, 2 + i, line - first, 1)
            self._spans.append((first, line - 1, row.marked))
            self._texts.append([row.name, *row.figures])
        for spacer in range(1, line, 1):
            if all(not first <= spacer <= last for first, last, _ in self._spans):
                self._layout.setRowMinimumHeight(spacer, GAP + PAD)
        self._layout.setColumnStretch(1, 1)
        self.updateGeometry()  # the size its parent's layout keeps for it, before the
        # dialog is shown and the layouts' requests run
        self.update()

    def _clear(self) -> None:
        clear_layout(self._layout)
        for row in range(self._layout.rowCount()):
            self._layout.setRowMinimumHeight(row, 0)
        self.fans, self.badges, self._spans = {}, {}, []

    def _cell(self, text: str, row: int, column: int, role: str, bold: bool = False) -> QLabel:
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setProperty("role", role)
        align = Qt.AlignmentFlag.AlignLeft if column < 2 else Qt.AlignmentFlag.AlignRight
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            label.setFont(title_font(self.font(), 0.92 if role == "head" else 1.05))
        self._layout.addWidget(label, row, column)
        return label

    def _name(self, text: str, row: int, role: str, span: int = 1) -> QLabel:
        label = QLabel(fitted_name(self.fontMetrics(), text), self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setProperty("role", role)
        label.setFont(title_font(self.font(), 1.0))
        if label.text() != text:
            label.setToolTip(text)
        label.setAccessibleName(text)
        self._layout.addWidget(label, row, 0, 1, span)
        return label

    def _hand(self, hand: Hand, name: str, row: int, role: str) -> None:
        """A player's name (and the last trick's mark) beside the cards the player took."""
        cell = QWidget(self)
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)
        column.addStretch(1)
        label = QLabel(fitted_name(self.fontMetrics(), name), cell)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setProperty("role", role)
        if role != "seat":
            label.setFont(title_font(self.font(), 1.0))
        if label.text() != name:
            label.setToolTip(name)
        column.addWidget(label)
        if hand.last_trick:
            badge = QLabel(self._badge_text, cell)
            badge.setProperty("role", "badge")
            badge.setFont(title_font(self.font(), 0.82))
            badge.setTextFormat(Qt.TextFormat.PlainText)
            column.addWidget(badge, 0, Qt.AlignmentFlag.AlignLeft)
            self.badges[hand.seat] = badge
        column.addStretch(1)
        self._layout.addWidget(cell, row, 0)
        fan = CardFan(self.deck, hand.cards, self.card_height, self._no_cards, self)
        self._layout.addWidget(fan, row, 1, Qt.AlignmentFlag.AlignVCenter)
        self.fans[hand.seat] = fan

    def texts(self) -> list[list[str]]:
        """The header, then each side's whole name and figures (the cards left out)."""
        return [list(row) for row in self._texts]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        columns = self._layout.columnCount()
        for first, last, marked in self._spans:
            box = self._layout.cellRect(first, 0).united(
                self._layout.cellRect(last, columns - 1))
            plate = QRectF(QRect(0, box.top() - PAD // 2, self.width(),
                                 box.height() + PAD)).adjusted(0.5, 0.5, -0.5, -0.5)
            painter.setBrush(PLATE)
            painter.setPen(QPen(GOLD if marked else QColor(255, 255, 255, 60),
                                1.6 if marked else 1.2))
            painter.drawRoundedRect(plate, 12, 12)
        painter.end()
