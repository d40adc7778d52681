"""Toscane: the Tuscan French-suited pack, with single-ended, full-length courts.

Forty cards, A-7, Gobbo (the fante), Donna and Regio (the re), no corner indices;
diamonds are "mattoni" (bricks). Cues drawn here: each court is one whole standing
figure, not mirrored (see :func:`courts.french.tuscan`: gobbi in tunic and hose,
donne in long gowns and veils, regi in ermine), inside a thin outline, with a small
suit sign in two corners; the fante of clubs carries a big book; the fante of spades
(the "gobbo nero") holds a coat of arms, here the red lily of Florence; the queen of
clubs holds out a laurel crown. The frame is a hairline, the aces sit in a thin
double oval between two small lilies (the ace of mattoni, where the tax stamp went,
adds the stamp's ring), and the back is a terracotta check with the Florentine lily
in the medallion.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.french import tuscan
from traversone_desktop.art.courts.french_parts import lily
from traversone_desktop.art.deckart import DeckArt, W, card_height, frame_line
from traversone_desktop.art.figures import FIG_H, FIG_W, Court
from traversone_desktop.art.paint import (
    both_ends,
    ellipse,
    fill,
    pen,
    rect,
    shade,
)
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import COINS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette


class ToscaneArt(DeckArt):
    """Single-ended courts in a thin outline with the Tuscan cues, oval aces, a lily back."""

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        frame_line(p, style, style.palette.frame, 3.5, 18)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """A large sign in a thin double oval, a small Florentine lily above and below;
        the ace of mattoni, where the stamp went, has the stamp's beaded ring."""
        pal = style.palette
        c = area.center()
        rx, ry = area.width() * 0.44, area.height() * 0.36
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen(pal.ink, 6))
        p.drawEllipse(c, rx, ry)
        p.setPen(pen(pal.red, 5))
        p.drawEllipse(c, rx - 18, ry - 18)
        if suit == COINS:
            ornaments.stamp_ring(p, style, c.x(), c.y(), min(rx, ry) * 0.82)
        for sy in (-1, 1):
            fill(p, ellipse(c.x(), c.y() + sy * ry, 62, 54), pal.paper)
            lily(p, style.palette, c.x(), c.y() + sy * ry, 104)
        size = min(area.width() * 0.56, area.height() * 0.36)
        at(p, c.x(), c.y(), size, 0, lambda: draw_sign(p, style, suit))

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        pal = style.palette
        court = Court(style, suit, rank)
        fill(p, rect(box.left(), box.top(), box.width(), box.height()), shade(pal.gold, 1.88),
             pal.ink, 3)
        fig = box.adjusted(8, 12, -8, -10)
        scale = min(fig.width() / FIG_W, fig.height() / FIG_H)
        fill(p, ellipse(fig.center().x(), fig.bottom() - 34 * scale, 250 * scale, 34 * scale),
             shade(pal.gold, 1.5))
        p.save()
        p.setClipRect(box.adjusted(2, 2, -2, -2))
        p.translate(fig.center().x(), fig.bottom() - FIG_H * scale)
        p.scale(scale, scale)
        tuscan(p, court)
        p.restore()
        for _ in both_ends(p, box.center().x(), box.center().y()):
            at(p, box.left() + 56, box.top() + 64, 76, 0, lambda: draw_sign(p, style, suit))

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        super().draw_back(p, style)
        c = QPointF(W / 2, card_height(style) / 2)
        _field, motif, accent = style.palette.back
        fill(p, ellipse(c.x(), c.y(), 168, 210), motif, accent, 8)
        fill(p, ellipse(c.x(), c.y(), 140, 182), "#00000000", style.palette.red, 4)
        lily(p, style.palette, c.x(), c.y(), 230)


TOSCANE = register(DeckStyle(
    key="toscane",
    name_it="Toscane",
    name_en="Toscane",
    region_it="Toscana",
    region_en="Tuscany",
    suit_system="french",
    court_names_it=("Gobbo", "Donna", "Regio"),
    suit_names_it=("mattoni", "cuori", "picche", "fiori"),
    double_ended=False,
    corner_indices=False,
    aspect=1.52,
    palette=Palette(
        paper="#fcf5e4",
        red="#c9302c",
        blue="#24508f",
        gold="#dca21e",
        green="#3d7f36",
        marks=("#c9302c", "#c9302c", "#1b1712", "#1b1712"),
        robe=("#c9302c", "#3d7f36", "#24508f", "#dca21e"),
        trim=("#3d7f36", "#dca21e", "#c9302c", "#24508f"),
        back=("#a5432a", "#f3e2c0", "#2f5d35"),
    ),
    back_kind="check",
    art=ToscaneArt(),
))
