"""Piemontesi: the French-suited pack of Piedmont, double-ended since about 1830.

Forty cards, A-7, Fante, Donna (in the 9 slot) and Re, no corner indices, on a
card a little longer than the Milanese (about 50 x 83 mm).
Cues drawn here: the courts of :func:`courts.french.piedmontese` (plumed
hats and lace jabots, a ruffed queen with a fan, a king in a breastplate with a
baton of command); every ace is ringed with a decorative girdle (a studded belt
with its buckle, and a wreath of leaves outside it; the ace of diamonds, where
the stamp went, also wears a crown); courts are mirrored and split
horizontally, on a tinted panel, with the divide drawn as a gilded band; the
frame is a double line; the back is a plum tartan with the white cross of Savoy
in the medallion.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.french import BUST_WINDOW, piedmontese
from traversone_desktop.art.deckart import DeckArt, W, card_height, frame_line
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import ellipse, fill, rect, shade
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import COINS, draw_sign
from traversone_desktop.art.style import (
    DeckStyle,
    Palette,
)

PANEL = "#fdf3dc"
"""Tint behind the court figures."""


@cache
def _girdle_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """Band, studs and leaves of the girdle, for an oval of radii 100 x 120."""
    band = ellipse(0, 0, 100, 120)
    band = band.subtracted(ellipse(0, 0, 84, 104))
    studs = QPainterPath()
    leaves = QPainterPath()
    for i in range(24):
        a = math.tau * i / 24
        if abs(math.sin(a) - 1) < 0.2:  # the buckle sits at the bottom
            continue
        studs.addPath(ellipse(92 * math.cos(a), 112 * math.sin(a), 4.2))
    for i in range(16):
        a = math.tau * (i + 0.5) / 16
        x, y = 108 * math.cos(a), 128 * math.sin(a)
        turn = math.degrees(a) + 90
        for side in (-1, 1):
            leaf = QTransform().translate(x, y).rotate(turn + side * 38).map(
                ellipse(0, -11, 5, 11))
            leaves.addPath(leaf)
    return band, studs, leaves


def girdle(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """An oval studded belt with a buckle at the bottom, wreathed in leaves; ``size`` wide."""
    pal = style.palette
    band, studs, leaves = _girdle_paths()
    p.save()
    p.translate(x, y)
    p.scale(size / 230, size / 230)
    fill(p, leaves, pal.green, shade(pal.green, 0.5), 1.2)
    fill(p, band, pal.blue, pal.ink, 2.5)
    fill(p, studs, pal.gold, shade(pal.gold, 0.5), 1)
    buckle = rect(-22, 100, 44, 32, 5)
    buckle = buckle.subtracted(rect(-13, 107, 26, 18, 3))
    fill(p, buckle, pal.gold, pal.ink, 2)
    fill(p, rect(-2.5, 104, 5, 24, 2), shade(pal.gold, 0.7), pal.ink, 1)
    p.restore()


class PiemontesiArt(DeckArt):
    """Girdled aces, banded courts on a panel, a double frame and a Savoy back."""

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        frame_line(p, style, style.palette.frame, 8, 24)
        frame_line(p, style, style.palette.blue, 3, 16, inset=12)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        c = area.center()
        size = min(area.width() * 0.95, area.height() * 0.62)
        girdle(p, style, c.x(), c.y(), size)
        at(p, c.x(), c.y(), size * 0.56, 0, lambda: draw_sign(p, style, suit))
        if suit == COINS:
            ornaments.crown(p, style, c.x(), c.y() - size * 0.66, size * 0.34)

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        piedmontese(p, court)

    def figure_window(self, court: Court) -> tuple[float, float]:
        return BUST_WINDOW

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        box = box.adjusted(-4, -4, 4, 4)  # the panel nearly meets the inner frame line
        tinted = replace(style, palette=replace(style.palette, paper=PANEL))
        super().draw_court(p, tinted, suit, rank, box)
        pal = style.palette
        cy = box.center().y()
        band = rect(box.left(), cy - 14, box.width(), 28)
        fill(p, band, pal.gold, pal.ink, 4)
        beads = QPainterPath()
        for i in range(1, 16):
            x = box.left() + box.width() * i / 16
            beads.addPath(ellipse(x, cy, 6.5))
        fill(p, beads, pal.blue if suit % 2 else pal.red, pal.ink, 2)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        super().draw_back(p, style)
        c = QPointF(W / 2, card_height(style) / 2)
        field, motif, accent = style.palette.back
        fill(p, ellipse(c.x(), c.y(), 168, 210), motif, accent, 8)
        ornaments.cross_shield(p, c.x(), c.y(), accent, "#ffffff", field)
        ornaments.crown(p, style, c.x(), c.y() - 128, 96)


PIEMONTESI = register(DeckStyle(
    key="piemontesi",
    name_it="Piemontesi",
    name_en="Piemontesi",
    region_it="Piemonte",
    region_en="Piedmont",
    suit_system="french",
    double_ended=True,
    corner_indices=False,
    aspect=1.66,
    palette=Palette(
        paper="#fbf8ee",
        red="#d22f27",
        blue="#2f63b0",
        gold="#e6b325",
        green="#3f8a3a",
        marks=("#d22f27", "#d22f27", "#1a1a1a", "#1a1a1a"),
        robe=("#2f63b0", "#e6b325", "#7a3f8f", "#d22f27"),
        trim=("#e6b325", "#d22f27", "#3f8a3a", "#2f63b0"),
        back=("#4b2748", "#e4c27a", "#c8242b"),
    ),
    back_kind="tartan",
    art=PiemontesiArt(),
))
