"""Toscane: the Tuscan French-suited pack, with single-ended, full-length courts.

Forty cards, A-7, Gobbo (the fante), Donna and Regio (the re), no corner
indices; diamonds are "mattoni" (bricks).
Cues drawn here: each court is one whole standing figure, not mirrored, inside
a thin outline, with a small suit sign in two corners; the fante of clubs
carries a big book; the fante of spades (the "gobbo nero") holds a coat of arms,
here the red lily of Florence; the queen of clubs holds out a laurel crown.
The frame is a hairline, the aces sit in a thin double oval between two small
lilies (the ace of mattoni, where the tax stamp went, adds the stamp's ring),
and the back is a terracotta check with the Florentine lily in the medallion.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art import ornaments
from traversone_desktop.art.deckart import DeckArt, W, card_height, frame_line
from traversone_desktop.art.figures import FIG_H, FIG_W, Court, draw_court
from traversone_desktop.art.paint import (
    both_ends,
    ellipse,
    fill,
    mirrored,
    pen,
    poly,
    rect,
    shade,
    smooth,
)
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

HAND = (150.0, 560.0)
"""The figure's free hand, in figure units (figures.py puts it there)."""


@cache
def _lily_path() -> QPainterPath:
    """The Florentine giglio, about 100 units tall, centred on the origin."""
    lily = smooth([(0, -50), (9, -36), (11, -18), (6, 0), (0, 6), (-6, 0), (-11, -18),
                   (-9, -36)])
    side = QPainterPath(QPointF(7, 2))
    side.cubicTo(14, -26, 34, -40, 45, -30)
    side.cubicTo(53, -22, 48, -6, 38, -8)
    side.cubicTo(32, -9, 32, -18, 38, -19)
    side.cubicTo(34, -28, 20, -20, 17, 4)
    side.closeSubpath()
    below = QPainterPath(QPointF(6, 16))
    below.cubicTo(12, 26, 26, 24, 30, 34)
    below.cubicTo(32, 42, 24, 46, 20, 40)
    below.cubicTo(18, 36, 22, 34, 24, 36)
    below.cubicTo(20, 30, 8, 32, 0, 28)
    below.closeSubpath()
    stamen = QPainterPath(QPointF(6, -2))
    stamen.lineTo(22, -38)
    stamen.lineTo(26, -36)
    stamen.lineTo(11, 0)
    stamen.closeSubpath()
    stamen.addPath(ellipse(24, -42, 5.5))
    for part in (side, below, stamen):
        lily.addPath(part)
        lily.addPath(mirrored(part))
    lily.addPath(smooth([(0, 24), (7, 34), (0, 48), (-7, 34)]))
    lily.addPath(rect(-24, 4, 48, 12, 4))
    lily.setFillRule(Qt.FillRule.WindingFill)
    return lily.simplified()


def lily(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """The red lily of Florence, ``size`` tall."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    fill(p, _lily_path(), style.palette.red, shade(style.palette.red, 0.5), 2)
    p.restore()


def _arms(p: QPainter, style: DeckStyle, x: float, y: float) -> None:
    """The gobbo nero's coat of arms: a white shield with the red lily, in figure units."""
    pal = style.palette
    shield = ornaments.shield_outline(170, 210).translated(x, y)
    fill(p, shield, "#ffffff", pal.ink, 5)
    fill(p, ornaments.shield_outline(150, 190).translated(x, y), "#00000000", pal.gold, 5)
    lily(p, style, x, y - 8, 140)


def _book(p: QPainter, style: DeckStyle, x: float, y: float) -> None:
    """A big clasped book held upright against the hip, in figure units."""
    pal = style.palette
    ink = pal.ink
    cover = "#7b2a1e"
    p.save()
    p.translate(x, y)
    p.rotate(-8)
    fill(p, rect(-96, -124, 200, 250, 12), "#f3ead2", ink, 5)
    pages = QPainterPath()
    for i in range(1, 6):
        pages.moveTo(-88 + i * 2, -116 + i * 9)
        pages.lineTo(-88 + i * 2, 118 - i * 9)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(shade("#f3ead2", 0.7), 2))
    p.drawPath(pages)
    fill(p, rect(-80, -130, 190, 258, 12), cover, ink, 5)
    fill(p, rect(-62, -110, 154, 218, 6), "#00000000", pal.gold, 5)
    for cy in (-60, 60):
        fill(p, rect(-92, cy - 14, 36, 28, 5), pal.gold, ink, 3)
    boss = QTransform().rotate(45).map(rect(-26, -26, 52, 52, 6))
    fill(p, boss, pal.gold, ink, 4)
    fill(p, ellipse(0, 0, 11), pal.red, ink, 3)
    p.restore()


def _laurel_crown(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """A laurel wreath held out by its rim, in figure units."""
    pal = style.palette
    leaf = pal.green
    dark = shade(leaf, 0.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(shade(leaf, 0.45), 7))
    p.drawEllipse(QPointF(x, y), r, r * 0.8)
    leaves = QPainterPath()
    for i in range(13):
        a = math.tau * (i + 0.5) / 14 + math.pi / 2
        px, py = x + r * math.cos(a), y + r * 0.8 * math.sin(a)
        turn = math.degrees(a) + 90
        for side in (-1, 1):
            leaves.addPath(QTransform().translate(px, py).rotate(turn + side * 50).map(
                ellipse(0, -20, 11, 24)))
    fill(p, leaves, leaf, dark, 3)
    for sx in (-1, 1):
        tail = poly([(x + sx * 10, y + r * 0.8), (x + sx * 34, y + r * 0.8 + 60),
                     (x + sx * 20, y + r * 0.8 + 54), (x + sx * 14, y + r * 0.8 + 66),
                     (x + sx * 2, y + r * 0.8 + 8)])
        fill(p, tail, pal.red, pal.ink, 3)
    fill(p, ellipse(x, y + r * 0.8, 13, 10), pal.red, pal.ink, 3)


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
            lily(p, style, c.x(), c.y() + sy * ry, 104)
        size = min(area.width() * 0.56, area.height() * 0.36)
        at(p, c.x(), c.y(), size, 0, lambda: draw_sign(p, style, suit))

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        pal = style.palette
        court = Court(style, suit, rank)
        fill(p, rect(box.left(), box.top(), box.width(), box.height()), shade(pal.paper, 0.975),
             pal.ink, 3)
        fig = box.adjusted(8, 12, -8, -10)
        scale = min(fig.width() / FIG_W, fig.height() / FIG_H)
        fill(p, ellipse(fig.center().x(), fig.bottom() - 34 * scale, 250 * scale, 34 * scale),
             shade(pal.gold, 1.5))
        p.save()
        p.setClipRect(box.adjusted(2, 2, -2, -2))
        p.translate(fig.center().x(), fig.bottom() - FIG_H * scale)
        p.scale(scale, scale)
        draw_court(p, court)
        if suit in (CUPS, BATONS):
            p.scale(-1, 1)
        self.court_cue(p, court)
        p.restore()
        for _ in both_ends(p, box.center().x(), box.center().y()):
            at(p, box.left() + 56, box.top() + 64, 76, 0, lambda: draw_sign(p, style, suit))

    def court_cue(self, p: QPainter, court: Court) -> None:
        """Whatever the court's free hand holds in this pattern (figure units, unmirrored)."""
        style, pal = court.style, court.style.palette
        x, y = HAND
        if court.suit == BATONS and court.rank == "F":
            _book(p, style, x + 40, y - 90)
        elif court.suit == SWORDS and court.rank == "F":
            _arms(p, style, x + 40, y - 110)
        elif court.suit == BATONS and court.rank == "C":
            _laurel_crown(p, style, x + 40, y - 120, 88)
        else:
            return
        fill(p, ellipse(x, y, 24, 22), pal.skin, pal.ink, 4)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        super().draw_back(p, style)
        c = QPointF(W / 2, card_height(style) / 2)
        _field, motif, accent = style.palette.back
        fill(p, ellipse(c.x(), c.y(), 168, 210), motif, accent, 8)
        fill(p, ellipse(c.x(), c.y(), 140, 182), "#00000000", style.palette.red, 4)
        lily(p, style, c.x(), c.y(), 230)


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
