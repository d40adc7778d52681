"""Salisburghesi: the German-suited Salzburg pattern as played in South Tyrol.

The Italian pack has forty cards in the four German suits, bells (on the engine's
coins), hearts (cups), leaves (swords) and acorns (batons): the Daus as the ace,
2-7, and three single-ended, full-length courts, Unter (in the fante's place),
Ober (the cavallo's) and König (the re). There are no corner indices.

Cues drawn here: numerals with the signs stacked in two columns; the Unter holds
his sign low at the hip and the Ober holds it high (the German way of telling
them apart); the Ober of hearts wears a two-cornered hat and is drawing his sword
from its scabbard; the King of bells has the Salzburg arms (a lion beside a red
field with a white fess) at his feet; the Unter of bells carries a round stamp;
the 6 of bells has a small "WELI" banner; each Daus is one large sign framed by
foliage, the bell hanging from a ribbon bow, the heart winged, the leaf with a
bird on its stalk, and the acorn over Bacchus sitting astride a wine barrel.
The frame is a double green line; the back is a field of scales with an
edelweiss in the medallion.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art import ornaments
from traversone_desktop.art.deckart import DeckArt, frame_line
from traversone_desktop.art.decks._common import cover_medallion, figure_space
from traversone_desktop.art.paint import (
    ellipse,
    fill,
    mirrored,
    pen,
    poly,
    rect,
    shade,
    smooth,
    star,
    stroke,
)
from traversone_desktop.art.pips import at, german_columns
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import (
    DeckStyle,
    Palette,
)

HAND = (150.0, 560.0)
"""The figure's free hand, in figure units (figures.py puts it there)."""


# --- small pieces ----------------------------------------------------------

@cache
def _foliage_path() -> QPainterPath:
    """One acanthus scroll rising from the bottom centre and curling out to the right,
    in a 100-unit box (the ace mirrors it for the left side)."""
    stem = QPainterPath(QPointF(2, 48))
    stem.cubicTo(30, 40, 46, 10, 40, -18)
    stem.cubicTo(36, -36, 20, -40, 14, -30)
    stem.cubicTo(10, -22, 18, -14, 24, -20)
    stem.lineTo(27, -17)
    stem.cubicTo(18, -8, 4, -18, 10, -32)
    stem.cubicTo(18, -48, 44, -42, 48, -18)
    stem.cubicTo(54, 14, 34, 46, 4, 54)
    stem.closeSubpath()
    return stem


@cache
def _foliage_leaves() -> QPainterPath:
    leaves = QPainterPath()
    for x, y, turn in ((34, 30, 40), (46, 4, 80), (44, -28, 130), (22, 42, 10)):
        leaf = QPainterPath(QPointF(0, 0))
        leaf.cubicTo(6, -6, 16, -6, 22, 0)
        leaf.cubicTo(16, 6, 6, 6, 0, 0)
        leaves.addPath(QTransform().translate(x, y).rotate(turn).map(leaf))
    return leaves


def foliage(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """Two mirrored acanthus scrolls meeting under (x, y), ``size`` tall."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for flip in (False, True):
        path, leaves = _foliage_path(), _foliage_leaves()
        if flip:
            path, leaves = mirrored(path), mirrored(leaves)
        fill(p, path, pal.green, shade(pal.green, 0.45), 1.2)
        fill(p, leaves, shade(pal.green, 1.3), shade(pal.green, 0.45), 1.0)
    fill(p, ellipse(0, 50, 7, 6), pal.red, pal.ink, 1.2)
    p.restore()


def ribbon_bow(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A red bow with two tails, ``size`` wide, centred on (x, y)."""
    pal = style.palette
    red, ink = pal.red, pal.ink
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for sx in (-1, 1):
        tail = poly([(sx * 4, 0), (sx * 22, 46), (sx * 14, 42), (sx * 10, 52), (sx * -4, 6)])
        fill(p, tail, shade(red, 0.8), ink, 2)
        loop = smooth([(0, 0), (sx * 26, -22), (sx * 48, -18), (sx * 44, 4), (sx * 24, 10)])
        fill(p, loop, red, ink, 2)
    fill(p, ellipse(0, 0, 9, 8), shade(red, 0.75), ink, 2)
    p.restore()


def wings(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A pair of spread white wings, ``size`` wide, centred on (x, y)."""
    pal = style.palette
    wing = smooth([(6, 4), (20, -22), (46, -40), (60, -34), (56, -22), (64, -14), (54, -6),
                   (58, 4), (44, 6), (42, 16), (24, 14)])
    feathers = QPainterPath()
    for fx, fy in ((52, -26), (50, -10), (40, 6), (28, 12)):
        feathers.moveTo(16, -2)
        feathers.lineTo(fx, fy)
    p.save()
    p.translate(x, y)
    p.scale(size / 130, size / 130)
    for w, f in ((wing, feathers), (mirrored(wing), mirrored(feathers))):
        fill(p, w, "#ffffff", pal.ink, 2.2)
        stroke(p, f, shade(pal.blue, 1.3), 1.6)
    p.restore()


@cache
def _lion_path() -> QPainterPath:
    """A rampant lion facing left, about 80 units tall, centred on the origin."""
    body = smooth([(-8, -30), (-20, -36), (-26, -30), (-22, -22), (-30, -20), (-30, -14),
                   (-20, -12), (-12, -16), (-8, -4), (-16, 6), (-24, 14), (-22, 20),
                   (-12, 16), (-4, 10), (0, 24), (-10, 36), (-4, 40), (6, 30), (10, 14),
                   (14, 2), (20, -10), (26, -4), (30, -14), (24, -20), (12, -26), (6, -36)])
    tail = QPainterPath(QPointF(12, 12))
    tail.cubicTo(26, 14, 30, -2, 34, -16)
    tail.lineTo(38, -14)
    tail.cubicTo(34, 4, 30, 20, 12, 18)
    tail.closeSubpath()
    body.addPath(tail)
    body.setFillRule(Qt.FillRule.WindingFill)
    return body


def salzburg_arms(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """The Salzburg arms, drawn freely: per pale, a black lion on gold beside a red field
    with a white fess; ``size`` wide, in whatever units the painter is in."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    shield = ornaments.shield_outline(92, 112).translated(0, 2)
    fill(p, shield, pal.gold)
    p.save()
    p.setClipPath(shield)
    fill(p, rect(0, -60, 60, 130), pal.red)
    fill(p, rect(0, -8, 60, 20), "#ffffff")
    p.restore()
    p.save()
    p.translate(-23, 0)
    p.scale(0.62, 0.62)
    fill(p, _lion_path(), pal.ink)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.ink, 4))
    p.drawPath(shield)
    p.drawLine(QPointF(0, -54), QPointF(0, 58))
    p.restore()


def barrel(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A wine barrel lying on its side, its head towards the viewer's left; ``size`` wide."""
    pal = style.palette
    wood, ink = "#a8682a", pal.ink
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    body = QPainterPath(QPointF(-40, -26))
    body.cubicTo(-10, -34, 20, -34, 46, -26)
    body.cubicTo(52, -10, 52, 10, 46, 26)
    body.cubicTo(20, 34, -10, 34, -40, 26)
    body.closeSubpath()
    fill(p, body, wood, ink, 2.5)
    staves = QPainterPath()
    for sy in (-16, -6, 4, 14):
        staves.moveTo(-38, sy)
        staves.cubicTo(-8, sy * 1.15, 20, sy * 1.15, 48, sy)
    stroke(p, staves, shade(wood, 0.6), 1.4)
    for hx in (-26, 32):
        hoop = QPainterPath(QPointF(hx, -31))
        hoop.cubicTo(hx + 5, -12, hx + 5, 12, hx, 31)
        stroke(p, hoop, ink, 7)
        stroke(p, hoop, "#8a8f96", 4.5)
    fill(p, ellipse(-40, 0, 12, 26), shade(wood, 1.25), ink, 2.5)
    fill(p, ellipse(-40, 0, 7, 18), "#00000000", shade(wood, 0.6), 1.4)
    fill(p, rect(-46, 8, 10, 6, 2), "#8a8f96", ink, 1.2)
    for sx in (-24, 30):
        fill(p, poly([(sx - 10, 40), (sx + 10, 40), (sx + 6, 26), (sx - 6, 26)]),
             shade(wood, 0.7), ink, 2)
    p.restore()


def bacchus(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A chubby Bacchus astride (x, y), crowned with vine leaves, raising a cup; ``size``
    is his height."""
    pal = style.palette
    skin, ink = pal.skin, pal.ink
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for sx in (-1, 1):
        leg = smooth([(sx * 4, -6), (sx * 20, -8), (sx * 24, 10), (sx * 22, 24),
                      (sx * 14, 26), (sx * 12, 8)])
        fill(p, leg, skin, ink, 1.8)
    fill(p, ellipse(0, -22, 18, 20), skin, ink, 1.8)
    fill(p, smooth([(-18, -18), (0, -10), (18, -18), (16, -4), (0, 0), (-16, -4)]),
         shade(pal.green, 1.1), ink, 1.5)
    arm = smooth([(12, -32), (26, -40), (30, -58), (26, -60), (22, -44), (10, -38)])
    fill(p, arm, skin, ink, 1.6)
    cup = poly([(20, -72), (36, -72), (31, -62), (25, -62)])
    fill(p, cup, pal.gold, ink, 1.4)
    fill(p, rect(26.5, -62, 3, 5), pal.gold, ink, 1)
    fill(p, ellipse(28, -56, 6, 2), pal.gold, ink, 1)
    fill(p, smooth([(-12, -32), (-24, -26), (-26, -16), (-18, -18), (-10, -26)]), skin, ink,
         1.6)
    fill(p, ellipse(0, -50, 13, 12), skin, ink, 1.8)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 5, -52, 1.6), ink)
        fill(p, ellipse(sx * 7, -46, 3, 2), shade(pal.red, 1.5))
    stroke(p, poly([(-4, -44), (0, -42), (4, -44)], close=False), pal.red, 1.4)
    for i, (lx, ly) in enumerate(((-12, -60), (-4, -64), (5, -64), (12, -60))):
        fill(p, star(lx, ly, 6, 3, 5, -90 + i * 10), pal.green, shade(pal.green, 0.5), 1)
    for gx, gy in ((-14, -54), (-12, -49), (-15, -49)):
        fill(p, ellipse(gx, gy, 2.4), "#6a3d8c", ink, 0.8)
    p.restore()


def edelweiss(p: QPainter, style: DeckStyle, x: float, y: float, size: float,
              face: str, ink: str) -> None:
    """A woolly star of felted bracts round a yellow heart, ``size`` across."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    bract = smooth([(0, -8), (8, -24), (6, -40), (0, -50), (-6, -40), (-8, -24)])
    for i in range(9):
        p.save()
        p.rotate(i * 40 + (8 if i % 2 else 0))
        if i % 2:
            p.scale(0.82, 0.82)
        fill(p, bract, face, ink, 2.5)
        p.restore()
    for i in range(7):
        a = math.tau * i / 7
        fill(p, ellipse(9 * math.cos(a), 9 * math.sin(a), 6), "#e6c43a", ink, 1.5)
    fill(p, ellipse(0, 0, 6), "#e6c43a", ink, 1.5)
    p.restore()


def stamp(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """A round duty stamp: beaded ring, a crown and a value bar, in any units."""
    pal = style.palette
    fill(p, ellipse(x, y, r), shade(pal.paper, 0.96), pal.blue, r * 0.05)
    dotted = pen(pal.blue, r * 0.07)
    dotted.setDashPattern([0.1, 2.2])
    p.setPen(dotted)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(ellipse(x, y, r * 0.84))
    ornaments.crown(p, style, x, y - r * 0.12, r * 0.9)
    fill(p, rect(x - r * 0.45, y + r * 0.32, r * 0.9, r * 0.16, r * 0.04), pal.blue)


# --- the deck --------------------------------------------------------------

class SalisburghesiArt(DeckArt):
    """German suits in columns, Unter/Ober/König courts with the Salzburg cues, rich Dauses."""

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        """A double line: firm outside, fine inside."""
        frame_line(p, style, style.palette.frame, 7, 22)
        frame_line(p, style, style.palette.frame, 2.5, 14, inset=14)

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """Two columns; an edelweiss between the pairs of the 2 and the 4, and the 6 of
        bells keeps room at the foot for its "WELI" banner."""
        c = area.center()
        if suit == COINS and value == 6:
            pips = QRectF(area.left(), area.top() - area.height() * 0.02, area.width(),
                          area.height() * 0.84)
            german_columns(p, style, suit, value, pips)
            ornaments.scroll(p, style, c.x(), area.bottom() - area.height() * 0.055,
                             area.width() * 0.9, "WELI")
            return
        german_columns(p, style, suit, value, area)
        if value in (2, 4):
            pal = style.palette
            edelweiss(p, style, c.x(), c.y(), area.width() * 0.24, "#ffffff", pal.ink)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """The Daus: one large sign on foliage, with its own small scene."""
        c = area.center()
        size = area.width() * 0.74
        if suit == BATONS:
            size = area.width() * 0.62
            sy = area.top() + area.height() * 0.3
            foliage(p, style, c.x(), sy + size * 0.05, size * 1.2)
            at(p, c.x(), sy, size, 0, lambda: draw_sign(p, style, suit))
            by = area.bottom() - area.height() * 0.12
            barrel(p, style, c.x(), by, area.width() * 0.62)
            bacchus(p, style, c.x() + area.width() * 0.03, by - area.width() * 0.16,
                    area.width() * 0.4)
            return
        sy = c.y() + area.height() * 0.04
        foliage(p, style, c.x(), sy + size * 0.05, size * 1.2)
        if suit == COINS:
            top = area.top() + area.height() * 0.08
            stroke(p, poly([(c.x(), top), (c.x(), sy - size * 0.4)], close=False),
                   style.palette.red, 10)
            ribbon_bow(p, style, c.x(), top, area.width() * 0.4)
        elif suit == CUPS:
            wings(p, style, c.x(), sy - size * 0.12, size * 1.36)
        at(p, c.x(), sy, size, 0, lambda: draw_sign(p, style, suit))
        if suit == SWORDS:
            ornaments.bird(p, style, c.x() + size * 0.2, sy + size * 0.36, size * 0.4)

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """The standard full figure, plus the Salzburg cues drawn in the figure's space."""
        super().draw_court(p, style, suit, rank, box)
        pal = style.palette
        with figure_space(p, style, box):
            if rank == "R" and suit == COINS:
                salzburg_arms(p, style, 236, 850, 150)
            elif rank == "F" and suit == COINS:
                stamp(p, style, 220, 110, 70)
            elif rank == "C" and suit == CUPS:
                p.scale(-1, 1)
                _drawn_sword(p, style)
                fill(p, ellipse(*HAND, 24, 21.6), pal.skin, pal.ink, 4)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """Scales all over, an edelweiss in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        field, motif, _accent = style.palette.back
        edelweiss(p, style, c.x(), c.y(), 300, motif, shade(field, 0.5))


def _drawn_sword(p: QPainter, style: DeckStyle) -> None:
    """A scabbard hanging from the hip and the sword half out of it, its grip in the free
    hand, in figure units (the figure unmirrored)."""
    pal = style.palette
    ink = pal.ink
    hx, hy = HAND
    dx, dy = 55.0, 140.0
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    mouth = (hx + ux * 230, hy + uy * 230)
    tip = (hx + ux * 430, hy + uy * 430)
    stroke(p, poly([(96, 526), mouth], close=False), ink, 16)
    stroke(p, poly([(96, 526), mouth], close=False), "#6b4226", 9)
    px, py = -uy, ux
    scabbard = poly([(mouth[0] + px * 16, mouth[1] + py * 16),
                     (tip[0] + px * 12, tip[1] + py * 12),
                     (tip[0] + ux * 14, tip[1] + uy * 14),
                     (tip[0] - px * 12, tip[1] - py * 12),
                     (mouth[0] - px * 16, mouth[1] - py * 16)])
    fill(p, scabbard, "#4a2e1a", ink, 4)
    fill(p, poly([(mouth[0] + px * 18, mouth[1] + py * 18),
                  (mouth[0] - px * 18, mouth[1] - py * 18),
                  (mouth[0] - px * 18 + ux * 26, mouth[1] - py * 18 + uy * 26),
                  (mouth[0] + px * 18 + ux * 26, mouth[1] + py * 18 + uy * 26)]),
         pal.gold, ink, 3)
    blade_top = (hx + ux * 34, hy + uy * 34)
    blade = poly([(blade_top[0] + px * 10, blade_top[1] + py * 10),
                  (mouth[0] + px * 10, mouth[1] + py * 10),
                  (mouth[0] - px * 10, mouth[1] - py * 10),
                  (blade_top[0] - px * 10, blade_top[1] - py * 10)])
    fill(p, blade, "#dfe4ea", ink, 3.5)
    stroke(p, poly([blade_top, mouth], close=False), "#9aa3ad", 3)
    guard = poly([(blade_top[0] + px * 46, blade_top[1] + py * 46),
                  (blade_top[0] - px * 46, blade_top[1] - py * 46),
                  (blade_top[0] - px * 46 - ux * 12, blade_top[1] - py * 46 - uy * 12),
                  (blade_top[0] + px * 46 - ux * 12, blade_top[1] + py * 46 - uy * 12)])
    fill(p, guard, pal.gold, ink, 3)
    fill(p, ellipse(hx - ux * 36, hy - uy * 36, 14), pal.gold, ink, 3)


SALISBURGHESI = register(DeckStyle(
    key="salisburghesi",
    name_it="Salisburghesi",
    name_en="Salisburghesi",
    region_it="Alto Adige",
    region_en="South Tyrol",
    suit_system="german",
    double_ended=False,
    corner_indices=False,
    aspect=1.6,
    palette=Palette(
        paper="#fbf7ea",
        ink="#1f1a15",
        frame="#2f5a32",
        gold="#e2ae22",
        red="#c4262c",
        blue="#28598f",
        green="#3c8a34",
        skin="#f2cfab",
        hair=("#7a4a22", "#2e2018", "#b8863c", "#4a3020"),
        marks=("#eab41e", "#d02a2a", "#3c8a34", "#b06f2a"),
        robe=("#c4262c", "#28598f", "#3c8a34", "#6e3b1e"),
        trim=("#3c8a34", "#e2ae22", "#7a2a5a", "#e2ae22"),
        back=("#2a4a32", "#efe3c2", "#c4262c"),
    ),
    back_kind="scales",
    specials=frozenset({"flat_hat", "ober_bicorne"}),
    art=SalisburghesiArt(),
))
