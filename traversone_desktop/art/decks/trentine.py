"""Trentine: the northern-Italian-suited pack of Trentino, with single-ended full figures.

Cues drawn: full-length courts; numerals in the Triestine manner (the same
florets among the pips, from :func:`triestine_numeral`); a blank stamp space on
the king of coins, while the ace of coins carries no stamp; the fante of batons
holds two batons and the fante of cups has a dog at his side. The back's
medallion shows mountain peaks.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art.deckart import DeckArt
from traversone_desktop.art.decks._common import cover_medallion, dog, figure_space, floret
from traversone_desktop.art.decks.triestine import triestine_numeral
from traversone_desktop.art.paint import ellipse, fill, pen, poly, shade, smooth
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, draw_baton, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette


class TrentineArt(DeckArt):
    """Standard art plus Triestine numerals, the stamp space, two batons, the dog, the peaks."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        triestine_numeral(p, style, suit, value, area)

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """No stamp here (it went on the king): a coin with four florets around it."""
        c = area.center()
        r = area.width() * 0.36
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            floret(p, style, c.x() + dx * r * 1.3, c.y() + dy * r * 1.3, r * 0.62)
        at(p, c.x(), c.y(), r * 2, 0, lambda: draw_sign(p, style, COINS))

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        super().draw_court(p, style, suit, rank, box)
        pal = style.palette
        with figure_space(p, style, box):
            if rank == "R" and suit == COINS:
                stamp_space(p, style, 236, 124, 74)
            elif rank == "F" and suit == BATONS:
                p.save()
                p.translate(-150, 560)
                p.rotate(-18)
                p.translate(0, 40)
                p.scale(2.5, 2.5)
                draw_baton(p, style, 100)
                p.restore()
                fill(p, ellipse(-150, 560, 24, 21.6), pal.skin, pal.ink, 4)
            elif rank == "F" and suit == CUPS:
                dog(p, style, -184, 998, 270, "#5a3b24", "#d9b27a")

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with mountain peaks in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        field, motif, _ = style.palette.back
        peaks(p, c.x(), c.y() + 20, 320, shade(motif, 0.7), shade(field, 0.6), "#ffffff")


def stamp_space(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """An empty oval left for the tax stamp, edged with a dotted line."""
    pal = style.palette
    fill(p, ellipse(x, y, r, r * 1.15), shade(pal.paper, 0.95), pal.ink, 4)
    dotted = pen(pal.red, 5)
    dotted.setDashPattern([0.1, 2.4])
    p.setPen(dotted)
    p.drawPath(ellipse(x, y, r * 0.84, r * 0.98))


def peaks(p: QPainter, x: float, y: float, size: float, face: str, ink: str,
          snow: str) -> None:
    """Three mountain peaks with snow caps, ``size`` wide."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for px, top, half in ((-22, -30, 30), (20, -20, 28), (0, -42, 30)):
        fill(p, poly([(px - half, 36), (px, top), (px + half, 36)]), face, ink, 1.6)
        cap = smooth([(px - half * 0.36, top + 16), (px, top), (px + half * 0.36, top + 16),
                      (px + half * 0.12, top + 12), (px - half * 0.06, top + 17)])
        fill(p, cap, snow, ink, 1.2)
    fill(p, poly([(-54, 36), (54, 36), (50, 42), (-50, 42)]), ink)
    p.restore()


TRENTINE = register(DeckStyle(
    key="trentine",
    name_it="Trentine",
    name_en="Trentine",
    region_it="Trentino",
    region_en="Trentino",
    suit_system="italian",
    double_ended=False,
    corner_indices=False,
    aspect=1.75,
    palette=Palette(
        paper="#f8f6ee",
        ink="#1e2326",
        frame="#2e3d4a",
        gold="#d8a31a",
        red="#b3282f",
        blue="#2f5f8a",
        green="#4e7a2e",
        marks=("#d8a31a", "#b3282f", "#6b8696", "#4e7a2e"),
        robe=("#6a3d8c", "#23606e", "#b3282f", "#d8a31a"),
        trim=("#d8a31a", "#b3282f", "#23606e", "#6a3d8c"),
        back=("#4a5866", "#e4eaee", "#c0392b"),
    ),
    back_kind="stripes",
    art=TrentineArt(),
))
