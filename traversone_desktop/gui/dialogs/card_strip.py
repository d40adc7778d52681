"""Small cards of one deck in a row: the deck preview in the new-game and preferences
dialogs, and the cards a player took in the deal summary.

Both draw the deck's own art at the screen's device pixel ratio, so the cards stay sharp
on a high-density screen, and redraw it if the window moves to a screen of another ratio.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from traversone_desktop import art
from traversone_desktop.art.render import generation
from traversone_desktop.engine.cards import parse_card
from traversone_desktop.gui.dialogs.look import CREAM_SOFT
from traversone_desktop.gui.words import card_spoken, deck_title

PREVIEW_CARDS: tuple[int | None, ...] = (
    parse_card("Ad"), parse_card("Cc"), parse_card("Rs"), None)
"""Ace of coins, cavallo of cups, re of swords and the back: a deck at a glance."""

SHADOW = QColor(0, 0, 0, 70)


class _Cards(QWidget):
    """Pixmaps of some cards of a deck, made for the ratio of the screen they are on."""

    def __init__(self, deck: str, cards: Sequence[int | None], card_width: int,
                 parent: QWidget | None) -> None:
        super().__init__(parent)
        self._deck = deck
        self._cards = tuple(cards)
        self._card_width = card_width
        self._made: tuple[str, float, int] | None = None
        self._pixmaps: list[QPixmap] = []

    @property
    def deck(self) -> str:
        return self._deck

    @property
    def cards(self) -> tuple[int | None, ...]:
        return self._cards

    def card_size(self) -> tuple[int, int]:
        return art.card_size(self._deck, self._card_width)

    def pixmaps(self) -> list[QPixmap]:
        """One picture per card, at this widget's device pixel ratio."""
        key = (self._deck, self.devicePixelRatioF(), generation())
        if key != self._made:
            self._pixmaps = [QPixmap.fromImage(art.render_card(self._deck, card,
                                                               self._card_width, key[1]))
                             for card in self._cards]
            self._made = key
        return self._pixmaps

    def paint_card(self, painter: QPainter, box: QRectF, pixmap: QPixmap) -> None:
        """One card with a soft shadow under its lower right edge."""
        radius = box.width() * 0.08
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawRoundedRect(box.translated(1.5, 2.5), radius, radius)
        painter.drawPixmap(box, pixmap, QRectF(pixmap.rect()))


class CardStrip(_Cards):
    """Cards side by side on a bit of felt."""

    GAP = 10
    MARGIN = 12

    def __init__(self, deck: str, cards: Sequence[int | None] = PREVIEW_CARDS,
                 card_width: int = 72, parent: QWidget | None = None) -> None:
        super().__init__(deck, cards, card_width, parent)
        self.set_deck(deck)

    def set_deck(self, deck: str) -> None:
        """Show ``deck``; an unknown name keeps the previous art rather than failing."""
        try:
            art.get_deck(deck)
        except art.UnknownDeckError:
            return
        self._deck = deck
        self.setAccessibleName(deck_title(deck))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        count = len(self._cards)
        width, height = self.card_size()
        return QSize(count * width + (count - 1) * self.GAP + 2 * self.MARGIN,
                     height + 2 * self.MARGIN)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1f5b3a"))
        painter.drawRoundedRect(QRectF(self.rect()), 10, 10)
        width, height = self.card_size()
        x = float(self.MARGIN)
        for pixmap in self.pixmaps():
            self.paint_card(painter, QRectF(x, self.MARGIN, width, height), pixmap)
            x += width + self.GAP
        painter.end()


class CardFan(_Cards):
    """A player's cards in a row, overlapping only when the row has too little room;
    ``none`` written in their place when there are none (an empty outline there looked
    like a picture that had failed to load).

    Drawn straight on whatever lies behind (the felt of the deal summary)."""

    GAP = 3
    LEAST_SHOWN = 0.3
    """Of each card but the last, at least this share of its width stays in sight."""

    def __init__(self, deck: str, cards: Sequence[int], card_height: int, none: str,
                 parent: QWidget | None = None) -> None:
        style = art.get_deck(deck)
        super().__init__(deck, cards, max(1, round(card_height / style.aspect)), parent)
        self._none = none
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(", ".join(card_spoken(deck, c) for c in cards))
        self.setToolTip(self.accessibleName())

    def sizeHint(self) -> QSize:
        width, height = self.card_size()
        if not self._cards:
            return self.minimumSizeHint()
        return QSize(len(self._cards) * (width + self.GAP), height + 3)

    def minimumSizeHint(self) -> QSize:
        width, height = self.card_size()
        if not self._cards:
            return QSize(max(width, self.fontMetrics().horizontalAdvance(self._none)),
                         height + 3)
        count = len(self._cards)
        return QSize(width + round((count - 1) * width * self.LEAST_SHOWN), height + 3)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        width, height = self.card_size()
        count = len(self._cards)
        if not count:
            painter.setPen(CREAM_SOFT)
            painter.drawText(QRectF(0, 0, self.width(), height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self._none)
            painter.end()
            return
        step: float = width + self.GAP
        if count > 1:
            step = min(step, (self.width() - width - 2) / (count - 1))
        for i, pixmap in enumerate(self.pixmaps()):
            self.paint_card(painter, QRectF(i * step, 0, width, height), pixmap)
        painter.end()
