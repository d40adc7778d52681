"""Salisburghesi: the German-suited Salzburg pattern as played in South Tyrol.

The Italian pack has forty cards in the four German suits, bells (on the engine's
coins), hearts (cups), leaves (swords) and acorns (batons): the Daus as the ace,
2-7, and three single-ended, full-length courts, Unter (in the fante's place), Ober
(the cavallo's) and König (the re). There are no corner indices.

Cues drawn here: numerals with the signs stacked in two columns; courts in Tyrolean
dress (see :mod:`courts.german`): the Unter holds his sign low at the hip and the
Ober holds it high (the German way of telling them apart); the Ober of hearts wears
a two-cornered hat and is drawing his sword from its scabbard; the King of bells has
Salzburg-like arms (a turreted gateway with its gate open, on red) at his feet, the
King of hearts a shield with a barred anchor; the
Unter of bells carries a round stamp; the 6 of bells has a small "WELI" banner
between an acorn and a heart; each Daus is one large sign framed by foliage, the
bell hanging from a ribbon bow, the heart winged, the leaf with a bird on its stalk,
and the acorn over Bacchus sitting astride a wine barrel. The frame is a double
green line; the back is a field of scales with an edelweiss in the medallion.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.german import salzburg
from traversone_desktop.art.deckart import DeckArt, frame_line
from traversone_desktop.art.decks._common import cover_medallion, figure_space
from traversone_desktop.art.figures import Court
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
def _gateway_path() -> QPainterPath:
    """A turreted gateway, 70 units wide: a crenellated wall between two towers and a
    taller middle tower, its gate standing open (the gate is cut out)."""
    wall = QPainterPath()
    for x0, w, top in ((-35, 20, -30), (-10, 20, -42), (15, 20, -30)):
        merlons: list[tuple[float, float]] = [(x0, 26), (x0, top)]
        for i in range(3):
            mx = x0 + i * w / 3
            merlons += [(mx, top - 6), (mx + w / 6, top - 6), (mx + w / 6, top),
                        (mx + w / 3, top)]
        merlons += [(x0 + w, top), (x0 + w, 26)]
        wall.addPath(poly(merlons))
    wall.addRect(-30, -8, 60, 34)
    wall = wall.simplified()
    gate = QPainterPath(QPointF(-10, 26))
    gate.lineTo(-10, 4)
    gate.quadTo(0, -10, 10, 4)
    gate.lineTo(10, 26)
    gate.closeSubpath()
    for wx in (-25, 25):
        gate.addRect(wx - 2.5, -20, 5, 9)
    gate.addRect(-2.5, -34, 5, 10)
    return wall.subtracted(gate)


def salzburg_arms(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """Salzburg-like arms, our own drawing: a silver turreted gateway with its gate open,
    on red; ``size`` wide, in whatever units the painter is in."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    shield = ornaments.shield_outline(92, 112).translated(0, 2)
    fill(p, shield, pal.red)
    fill(p, _gateway_path().translated(0, 4), "#f4f2ee", pal.ink, 2.2)
    stroke(p, poly([(-8, 30), (8, 30)], close=False), pal.ink, 2)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.ink, 4))
    p.drawPath(shield)
    p.restore()


def anchor_arms(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """The King of hearts' shield, our own drawing: a black anchor crossed by a red bar on
    gold; ``size`` wide."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    shield = ornaments.shield_outline(92, 112).translated(0, 2)
    fill(p, shield, pal.gold)
    anchor = QPainterPath(QPointF(0, -34))
    anchor.lineTo(0, 36)
    anchor.moveTo(-26, 16)
    anchor.quadTo(-22, 40, 0, 40)
    anchor.quadTo(22, 40, 26, 16)
    stroke(p, anchor, pal.ink, 8)
    fill(p, ellipse(0, -40, 8), "#00000000", pal.ink, 4)
    for sx in (-1, 1):
        fill(p, poly([(sx * 26, 8), (sx * 32, 22), (sx * 20, 20)]), pal.ink)
    fill(p, rect(-30, -14, 60, 12, 3), pal.red, pal.ink, 2.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.ink, 4))
    p.drawPath(shield)
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
        bells keeps room at the foot for its "WELI" banner, between a small acorn and a
        small heart (the Weli counts as any suit)."""
        c = area.center()
        if suit == COINS and value == 6:
            pips = QRectF(area.left(), area.top() - area.height() * 0.02, area.width(),
                          area.height() * 0.84)
            german_columns(p, style, suit, value, pips)
            y = area.bottom() - area.height() * 0.055
            ornaments.scroll(p, style, c.x(), y, area.width() * 0.7, "WELI")
            for side, other in ((-1, BATONS), (1, CUPS)):
                p.save()
                p.translate(c.x() + side * area.width() * 0.43, y)
                p.scale(area.width() * 0.0015, area.width() * 0.0015)
                draw_sign(p, style, other)
                p.restore()
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

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        salzburg(p, court)

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """The full figure, plus the arms beside the thrones of the Kings of bells and
        hearts, and the duty stamp of the Unter of bells (the 8 of bells, where the Italian
        stamp went)."""
        super().draw_court(p, style, suit, rank, box)
        with figure_space(p, style, box):
            if rank == "R" and suit == COINS:
                salzburg_arms(p, style, 228, 856, 140)
            elif rank == "R" and suit == CUPS:
                anchor_arms(p, style, -228, 856, 140)
            elif rank == "F" and suit == COINS:
                stamp(p, style, 220, 110, 70)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """Scales all over, an edelweiss in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        field, motif, _accent = style.palette.back
        edelweiss(p, style, c.x(), c.y(), 300, motif, shade(field, 0.5))


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
    art=SalisburghesiArt(),
))
