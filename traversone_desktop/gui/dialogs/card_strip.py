"""A row of a few cards of one deck: the deck preview in the new-game and preferences dialogs."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from traversone_desktop import art
from traversone_desktop.engine.cards import parse_card
from traversone_desktop.gui.words import deck_title

PREVIEW_CARDS: tuple[int | None, ...] = (
    parse_card("Ad"), parse_card("Cc"), parse_card("Rs"), None)
"""Ace of coins, cavallo of cups, re of swords and the back: a deck at a glance."""


class CardStrip(QWidget):
    """Cards side by side on a bit of felt, drawn from the deck's own art."""

    GAP = 10
    MARGIN = 12

    def __init__(self, deck: str, cards: Sequence[int | None] = PREVIEW_CARDS,
                 card_width: int = 72, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = tuple(cards)
        self._card_width = card_width
        self._deck = deck
        self._pixmaps: list[QPixmap] = []
        self._card_height = round(card_width * 1.7)
        self.set_deck(deck)

    @property
    def deck(self) -> str:
        return self._deck

    def set_deck(self, deck: str) -> None:
        """Show ``deck``; an unknown name keeps the previous art rather than failing."""
        try:
            style = art.get_deck(deck)
        except art.UnknownDeckError:
            return
        self._deck = deck
        dpr = self.devicePixelRatioF()
        self._pixmaps = [QPixmap.fromImage(art.render_card(deck, c, self._card_width, dpr))
                         for c in self._cards]
        self._card_height = round(self._card_width * style.aspect)
        self.setAccessibleName(deck_title(deck))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        count = len(self._cards)
        width = count * self._card_width + (count - 1) * self.GAP + 2 * self.MARGIN
        return QSize(width, self._card_height + 2 * self.MARGIN)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QRectF(self.rect())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1f5b3a"))
        painter.drawRoundedRect(felt, 10, 10)
        x = float(self.MARGIN)
        for pixmap in self._pixmaps:
            shadow = QRectF(x + 2, self.MARGIN + 3, self._card_width, self._card_height)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(shadow, 6, 6)
            painter.drawPixmap(QRectF(x, self.MARGIN, self._card_width, self._card_height),
                               pixmap, QRectF(pixmap.rect()))
            x += self._card_width + self.GAP
        painter.end()
