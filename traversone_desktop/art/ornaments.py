"""Emblems and small pieces that patterns use as cues: eagles, crowns, masks, scrolls.

Each function paints at (x, y) scaled so that its design box (about 100 units
wide, centred on the origin) becomes ``size`` card units.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QTransform

from traversone_desktop.art.paint import (
    color,
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
from traversone_desktop.art.style import DeckStyle
from traversone_desktop.fonts import CARD_FONT_FAMILY


def _boxed(draw: Callable[[QPainter, DeckStyle], None]) -> Callable[..., None]:
    def wrapper(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
        p.save()
        p.translate(x, y)
        p.scale(size / 100, size / 100)
        draw(p, style)
        p.restore()

    wrapper.__doc__ = draw.__doc__
    return wrapper


@cache
def _rosette_paths() -> tuple[QPainterPath, QPainterPath]:
    petals = QPainterPath()
    for i in range(6):
        petals.addPath(QTransform().rotate(i * 60).map(ellipse(0, -26, 16, 26)))
    return petals, ellipse(0, 0, 18)


@_boxed
def rosette(p: QPainter, style: DeckStyle) -> None:
    """A six-petal flower: covers sword crossings."""
    petals, heart = _rosette_paths()
    fill(p, petals, style.palette.red, style.palette.ink, 5)
    fill(p, heart, style.palette.gold, style.palette.ink, 5)


@cache
def _crown_path() -> tuple[QPainterPath, QPainterPath]:
    body = poly([(-46, 30), (-50, -20), (-28, 4), (-14, -30), (0, 0), (14, -30), (28, 4),
                 (50, -20), (46, 30)])
    balls = QPainterPath()
    for x, y in ((-50, -24), (-14, -34), (14, -34), (50, -24), (0, -6)):
        balls.addPath(ellipse(x, y, 6))
    return body, balls


@_boxed
def crown(p: QPainter, style: DeckStyle) -> None:
    """An open crown with five pearls and a jewelled band."""
    pal = style.palette
    body, balls = _crown_path()
    fill(p, body, pal.gold, pal.ink, 4)
    fill(p, rect(-46, 18, 92, 12, 3), shade(pal.gold, 0.8), pal.ink, 3)
    fill(p, balls, "#fffaf0", pal.ink, 3)
    for x in (-26, 0, 26):
        fill(p, ellipse(x, 24, 5), pal.red if x else pal.blue, pal.ink, 2)


@_boxed
def ribbon(p: QPainter, style: DeckStyle) -> None:
    """A red ribbon tied across the blades."""
    band = QPainterPath(QPointF(-50, -6))
    band.cubicTo(-20, -18, 20, 8, 50, -6)
    band.lineTo(50, 4)
    band.cubicTo(20, 18, -20, -8, -50, 4)
    band.closeSubpath()
    fill(p, band, style.palette.red, style.palette.ink, 1.2)
    fill(p, ellipse(0, 0, 5, 8), shade(style.palette.red, 0.7), style.palette.ink, 1.2)


@_boxed
def mask(p: QPainter, style: DeckStyle) -> None:
    """A grinning grotesque mask with leafy beard, where the clubs cross."""
    pal = style.palette
    leaves = smooth([(-40, 0), (-46, 30), (-24, 50), (0, 56), (24, 50), (46, 30), (40, 0)])
    fill(p, leaves, pal.green, pal.ink, 2.5)
    face = smooth([(-36, -30), (0, -44), (36, -30), (40, 6), (22, 36), (0, 42), (-22, 36),
                   (-40, 6)])
    fill(p, face, pal.gold, pal.ink, 3)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 16, -10, 10, 8), "#ffffff", pal.ink, 2.5)
        fill(p, ellipse(sx * 16, -9, 4), pal.ink)
        stroke(p, poly([(sx * 6, -26), (sx * 28, -24)], close=False), pal.ink, 4)
    fill(p, poly([(0, -6), (-8, 12), (8, 12)]), shade(pal.gold, 0.75), pal.ink, 2)
    mouth = QPainterPath(QPointF(-20, 20))
    mouth.cubicTo(-8, 36, 8, 36, 20, 20)
    mouth.closeSubpath()
    fill(p, mouth, pal.red, pal.ink, 2.5)


@cache
def _wing() -> QPainterPath:
    return smooth([(6, -8), (22, -30), (44, -40), (62, -34), (60, -18), (66, -6), (56, 0),
                   (58, 12), (46, 10), (44, 24), (32, 16), (26, 28), (14, 12)])


@cache
def _feathers() -> QPainterPath:
    out = QPainterPath()
    for i, (x, y) in enumerate(((56, -24), (52, -6), (46, 8), (34, 14), (24, 18))):
        out.moveTo(14 + i * 2, -6 + i * 3)
        out.lineTo(x, y)
    return out


def _head(p: QPainter, style: DeckStyle, x: float, y: float, facing: int) -> None:
    pal = style.palette
    neck = poly([(x - 6, y + 6), (x + 6, y + 6), (x + 7, y + 24),
                 (x - 7, y + 24)])
    fill(p, neck, pal.ink)
    fill(p, ellipse(x, y, 10, 9), pal.ink)
    beak = poly([(x + facing * 8, y - 4), (x + facing * 20, y + 1), (x + facing * 14, y + 4),
                 (x + facing * 8, y + 4)])
    fill(p, beak, pal.gold, pal.ink, 1.5)
    fill(p, ellipse(x + facing * 4, y - 2, 2.2), pal.gold)


def _eagle(p: QPainter, style: DeckStyle, heads: int, crowned: bool) -> None:
    pal = style.palette
    wing = _wing()
    body_c = pal.ink
    for w in (wing, mirrored(wing)):
        fill(p, w, body_c, body_c, 2)
    feathers = _feathers()
    for f in (feathers, mirrored(feathers)):
        stroke(p, f, shade(pal.gold, 0.9), 1.6)
    tail = poly([(-10, 24), (10, 24), (18, 48), (8, 42), (0, 50), (-8, 42), (-18, 48)])
    fill(p, tail, body_c)
    fill(p, ellipse(0, 6, 14, 24), body_c)
    for sx in (-1, 1):
        stroke(p, poly([(sx * 7, 26), (sx * 12, 38), (sx * 18, 40)], close=False), pal.gold, 3)
    if heads == 2:
        _head(p, style, -14, -26, -1)
        _head(p, style, 14, -26, 1)
    else:
        _head(p, style, 0, -26, -1)
    if crowned:
        crown(p, style, 0, -42, 30)


@_boxed
def double_eagle(p: QPainter, style: DeckStyle) -> None:
    """An uncrowned double-headed eagle (Neapolitan ace of coins)."""
    _eagle(p, style, 2, False)


@_boxed
def crowned_eagle(p: QPainter, style: DeckStyle) -> None:
    """A crowned single-headed eagle, the Piacentine "Polla"."""
    _eagle(p, style, 1, True)


@_boxed
def trinacria(p: QPainter, style: DeckStyle) -> None:
    """Three bent legs around a face: the Sicilian emblem on the 3 of coins."""
    pal = style.palette
    for i in range(3):
        p.save()
        p.rotate(i * 120 + 30)
        leg = QPainterPath(QPointF(0, 0))
        leg.lineTo(0, -40)
        leg.lineTo(26, -44)
        stroke(p, leg, pal.ink, 15)
        stroke(p, leg, pal.skin, 10)
        fill(p, poly([(22, -50), (36, -46), (34, -40), (22, -40)]), pal.red, pal.ink, 2)
        p.restore()
    fill(p, ellipse(0, 0, 18), pal.skin, pal.ink, 2.5)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 6, -3, 2.2), pal.ink)
    stroke(p, poly([(-5, 8), (0, 10), (5, 8)], close=False), pal.red, 2)
    for i in range(8):
        a = math.tau * i / 8
        stroke(p, poly([(14 * math.cos(a), 14 * math.sin(a) - 10),
                        (24 * math.cos(a), 24 * math.sin(a) - 14)], close=False), pal.gold, 3)


@cache
def shield_outline(w: float, h: float) -> QPainterPath:
    """A heater shield ``w`` wide and ``h`` tall, centred on the origin."""
    path = QPainterPath(QPointF(-w / 2, -h / 2))
    path.lineTo(w / 2, -h / 2)
    path.lineTo(w / 2, h * 0.05)
    path.cubicTo(w / 2, h * 0.3, w * 0.2, h * 0.42, 0, h / 2)
    path.cubicTo(-w * 0.2, h * 0.42, -w / 2, h * 0.3, -w / 2, h * 0.05)
    path.closeSubpath()
    return path


def cross_shield(p: QPainter, x: float, y: float, ground: str, cross: str, edge: str) -> None:
    """A shield with a plain cross, 140 wide, centred on (x, y): Genoa's red on white,
    Savoy's white on red."""
    outline = shield_outline(140, 184).translated(x, y + 8)
    fill(p, outline, ground)
    p.save()
    p.setClipPath(outline)
    fill(p, rect(x - 16, y - 90, 32, 200), cross)
    fill(p, rect(x - 80, y - 24, 160, 32), cross)
    p.restore()
    fill(p, outline, "#00000000", edge, 6)


def shield(p: QPainter, style: DeckStyle, x: float, y: float, size: float, charge: str) -> None:
    """A heater shield: ``cross`` (Treviso), ``checky`` (Piacenza), ``serpent`` (Visconti)."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    outline = shield_outline(80, 96).translated(0, 2)
    p.save()
    if charge == "cross":
        fill(p, outline, pal.red)
        p.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        fill(p, rect(-8, -50, 16, 100), "#ffffff")
        fill(p, rect(-50, -14, 100, 16), "#ffffff")
    elif charge == "checky":
        fill(p, outline, "#ffffff")
        p.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        fill(p, rect(-50, -50, 50, 100), pal.red)
    else:
        fill(p, outline, "#ffffff")
        snake = QPainterPath(QPointF(0, -34))
        snake.cubicTo(22, -26, -22, -6, 0, 2)
        snake.cubicTo(22, 10, -22, 26, 0, 36)
        stroke(p, snake, pal.blue, 10)
        fill(p, ellipse(0, -36, 8, 7), pal.blue)
        fill(p, ellipse(-6, -30, 6), pal.red)
    p.restore()
    fill(p, outline, "#00000000", pal.ink, 4)
    p.restore()


def scroll(p: QPainter, style: DeckStyle, x: float, y: float, width: float, text: str) -> None:
    """A banner with a motto in Roman capitals."""
    pal = style.palette
    h = width * 0.16
    body = QPainterPath(QPointF(x - width / 2, y - h / 2))
    body.cubicTo(x - width / 4, y - h, x + width / 4, y, x + width / 2, y - h / 2)
    body.lineTo(x + width / 2, y + h / 2)
    body.cubicTo(x + width / 4, y + h, x - width / 4, y, x - width / 2, y + h / 2)
    body.closeSubpath()
    for sx in (-1, 1):
        tail = poly([(x + sx * width * 0.46, y - h * 0.2), (x + sx * width * 0.62, y - h * 0.2),
                     (x + sx * width * 0.55, y + h * 0.3), (x + sx * width * 0.62, y + h * 0.8),
                     (x + sx * width * 0.46, y + h * 0.8)])
        fill(p, tail, shade(pal.paper, 0.85), pal.ink, width * 0.008)
    fill(p, body, shade(pal.paper, 0.95), pal.ink, width * 0.01)
    font = QFont(CARD_FONT_FAMILY)
    font.setPixelSize(max(1, int(h * 0.55)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(color(pal.red))
    p.drawText(QRectF(x - width / 2, y - h / 2, width, h), Qt.AlignmentFlag.AlignCenter, text)


def stamp_ring(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """The old tax-stamp circle around the ace of coins."""
    pal = style.palette
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.ink, r * 0.02))
    p.drawEllipse(QPointF(x, y), r, r)
    p.drawEllipse(QPointF(x, y), r * 0.9, r * 0.9)
    for i in range(24):
        a = math.tau * i / 24
        fill(p, star(x + r * 0.95 * math.cos(a), y + r * 0.95 * math.sin(a), r * 0.04,
                     r * 0.015, 4), pal.red)


@_boxed
def cherub(p: QPainter, style: DeckStyle) -> None:
    """A blindfolded winged Cupid's head (Bergamasche ace of cups)."""
    pal = style.palette
    wing = smooth([(10, 0), (30, -24), (56, -30), (50, -16), (58, -6), (44, 4), (48, 14),
                   (24, 12)])
    for w in (wing, mirrored(wing)):
        fill(p, w, "#ffffff", pal.ink, 2.5)
    fill(p, ellipse(0, 0, 20, 22), pal.skin, pal.ink, 2.5)
    fill(p, smooth([(-20, -4), (-16, -22), (0, -28), (16, -22), (20, -4), (10, -14),
                    (-10, -14)]), pal.hair[2], pal.ink, 2)
    fill(p, rect(-22, -6, 44, 8, 3), pal.blue, pal.ink, 1.5)
    stroke(p, poly([(-5, 12), (0, 14), (5, 12)], close=False), pal.red, 2.5)


@_boxed
def bird(p: QPainter, style: DeckStyle) -> None:
    """A hawk perched on a wrist (Milanese king of diamonds)."""
    pal = style.palette
    body = smooth([(-30, 10), (-10, -16), (14, -22), (26, -14), (20, 4), (0, 20), (-20, 22)])
    fill(p, body, "#8a5a2b", pal.ink, 3)
    fill(p, ellipse(18, -22, 11), "#8a5a2b", pal.ink, 3)
    fill(p, poly([(27, -24), (40, -18), (28, -16)]), pal.gold, pal.ink, 2)
    fill(p, ellipse(20, -24, 2.5), pal.ink)
    fill(p, poly([(-30, 10), (-50, 26), (-40, 30), (-22, 20)]), "#5c3a1a", pal.ink, 2)


def axe(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A long-hafted axe (Piacentine king of coins)."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    fill(p, rect(-3, -50, 6, 100, 2), "#8a5a2b", pal.ink, 2)
    blade = QPainterPath(QPointF(3, -44))
    blade.cubicTo(26, -50, 30, -30, 30, -18)
    blade.cubicTo(22, -22, 10, -22, 3, -20)
    blade.closeSubpath()
    fill(p, blade, "#d8dde6", pal.ink, 2)
    p.restore()
