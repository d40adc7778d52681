"""Genovesi: the Ligurian French-suited pack, of Belgian and Paris descent.

Forty cards, A-7, Fante, Donna (in the 9 slot) and Re, with no corner indices. Cues
drawn here: double-ended courts whose divide runs on a strong diagonal
(``split_tilt``), a small suit sign in the corner of each half, the Paris-derived
figures of :func:`courts.french.genoese` (turned three-quarters, puffed and slashed
sleeves, kings with a crown over a soft cap, the king of spades holding a harp as
the Paris "King David", the king of hearts raising his sword), and a back of
rosettes with the red cross of Genoa on a white shield in the medallion. So the pips
cards too are told from the Milanese ones, the frame has cut corners and the aces
sit on a beaded medallion (a house style, not a documented cue).
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.french import BUST_WINDOW, genoese
from traversone_desktop.art.deckart import MARGIN, DeckArt, W, card_height
from traversone_desktop.art.figures import FIG_W, Court
from traversone_desktop.art.paint import (
    both_ends,
    ellipse,
    fill,
    pen,
    poly,
    shade,
    star,
)
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import COINS, draw_sign
from traversone_desktop.art.style import (
    DeckStyle,
    Palette,
)

TILT = 27.0
"""Degrees of lean of the court divide: clearly diagonal, not Bergamo's slight slant."""


@cache
def _beads(r: int) -> QPainterPath:
    """Twenty-four beads on a ring just inside radius ``r``, centred on the origin."""
    beads = QPainterPath()
    for i in range(24):
        a = math.tau * i / 24
        beads.addPath(ellipse(r * 0.9 * math.cos(a), r * 0.9 * math.sin(a), r * 0.045))
    return beads


class GenovesiArt(DeckArt):
    """Diagonal courts, the harpist king of spades, medallion aces, a Genoese back."""

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        genoese(p, court)

    def figure_window(self, court: Court) -> tuple[float, float]:
        return BUST_WINDOW

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """Two half figures, each hung from the top of its half, split on a steep diagonal.

        The standard mirrored court sits each bust on the divide; with a divide this
        steep that leaves the figure small and low, so here the figure is scaled to the
        half's height at the centre and the diagonal cuts it at the waist."""
        court = Court(style, suit, rank)
        pal = style.palette
        bust = BUST_WINDOW[1] - BUST_WINDOW[0]
        cx, cy = box.center().x(), box.center().y()
        dy = math.tan(math.radians(style.split_tilt)) * box.width() / 2
        clip = poly([(box.left(), box.top()), (box.right(), box.top()), (box.right(), cy + dy),
                     (box.left(), cy - dy)])
        pad = 18.0
        scale = min(box.width() * 1.02 / FIG_W, (box.height() / 2 - pad) / bust)
        for _ in both_ends(p, cx, cy):
            p.setClipPath(clip)
            p.setClipRect(box, Qt.ClipOperation.IntersectClip)
            fill(p, clip, shade(pal.gold, 1.9))
            p.save()
            p.translate(cx, box.top() + pad)
            p.scale(scale, scale)
            p.translate(0, -BUST_WINDOW[0])
            self.paint_figure(p, court, half=True)
            p.restore()
            at(p, box.left() + 70, box.top() + 80, 90, 0, lambda: draw_sign(p, style, suit))
        p.setPen(pen(pal.frame, 8))
        p.drawLine(QPointF(box.left(), cy - dy), QPointF(box.right(), cy + dy))

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        """A frame line with cut corners, a small lozenge on each cut."""
        h = card_height(style)
        a, b, cut = MARGIN, W - MARGIN, 58.0
        top, bottom = MARGIN, h - MARGIN
        outline = poly([(a + cut, top), (b - cut, top), (b, top + cut), (b, bottom - cut),
                        (b - cut, bottom), (a + cut, bottom), (a, bottom - cut), (a, top + cut)])
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen(style.palette.frame, 7))
        p.drawPath(outline)
        for x, y in ((a, top), (b, top), (a, bottom), (b, bottom)):
            mx, my = (x + (cut if x == a else -cut) * 0.5, y + (cut if y == top else -cut) * 0.5)
            fill(p, poly([(mx, my - 17), (mx + 17, my), (mx, my + 17), (mx - 17, my)]),
                 style.palette.red, style.palette.ink, 3)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """A large sign on a beaded medallion; the diamond, once stamped, adds rays."""
        pal = style.palette
        c = area.center()
        r = min(area.width(), area.height()) * 0.44
        if suit == COINS:
            fill(p, star(c.x(), c.y(), r * 1.16, r * 0.98, 32), shade(pal.gold, 1.45),
                 shade(pal.gold, 0.7), 3)
        fill(p, ellipse(c.x(), c.y(), r), shade(pal.blue, 1.88), pal.ink, 5)
        fill(p, ellipse(c.x(), c.y(), r * 0.8), "#00000000", pal.blue, 4)
        p.save()
        p.translate(c)
        fill(p, _beads(round(r)), pal.gold, shade(pal.gold, 0.5), 1.5)
        p.restore()
        at(p, c.x(), c.y(), r * 1.15, 0, lambda: draw_sign(p, style, suit))

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        super().draw_back(p, style)
        c = QPointF(W / 2, card_height(style) / 2)
        _field, motif, accent = style.palette.back
        fill(p, ellipse(c.x(), c.y(), 120, 150), motif, accent, 8)
        ornaments.cross_shield(p, c.x(), c.y(), "#ffffff", style.palette.red, style.palette.ink)


GENOVESI = register(DeckStyle(
    key="genovesi",
    name_it="Genovesi",
    name_en="Genovesi",
    region_it="Liguria",
    region_en="Liguria",
    suit_system="french",
    double_ended=True,
    corner_indices=False,
    aspect=1.58,
    palette=Palette(
        paper="#fcfaf3",
        red="#c8102e",
        blue="#23519a",
        gold="#e3a92b",
        marks=("#c8102e", "#c8102e", "#141414", "#141414"),
        robe=("#e3a92b", "#23519a", "#c8102e", "#2d7a4a"),
        trim=("#c8102e", "#e3a92b", "#23519a", "#c8102e"),
        back=("#8f1d2c", "#f0d9a8", "#23519a"),
    ),
    back_kind="rosettes",
    split_tilt=TILT,
    art=GenovesiArt(),
))
