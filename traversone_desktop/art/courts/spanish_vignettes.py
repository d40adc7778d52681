"""Small scenes and emblems on the numerals of the Spanish-suited patterns.

Each paints centred on (x, y) in a design box about 100 units wide, scaled to
``size`` card units. Portraits are generic faces of our own, not likenesses.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.spanish_parts import CLEAR, Head, branch, head, headgear
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, stroke
from traversone_desktop.art.style import DeckStyle


@contextmanager
def _unit(p: QPainter, x: float, y: float, size: float) -> Iterator[None]:
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    try:
        yield
    finally:
        p.restore()


def portrait(p: QPainter, style: DeckStyle, x: float, y: float, size: float,
             coin: bool = False) -> None:
    """A bust of a gentleman with a moustache in an oval, or struck on a coin."""
    pal = style.palette
    with _unit(p, x, y, size):
        frame = ellipse(0, 0, 50, 50 if coin else 62)
        if not coin:
            fill(p, ellipse(0, 0, 56, 68), pal.gold, pal.ink, 3)
        fill(p, frame, shade(pal.gold, 1.3) if coin else shade(pal.blue, 1.6), pal.ink, 2.5)
        p.save()
        p.setClipPath(frame)
        fill(p, smooth([(-52, 70), (-40, 34), (0, 24), (40, 34), (52, 70)]), pal.ink)
        fill(p, smooth([(-10, 26), (0, 44), (10, 26)]), "#ffffff")
        head(p, pal, Head(beard="moustache", hair_colour="#3a2414"), 0, -6, 0.42)
        if not coin:
            headgear(p, pal, "cap", pal.red, pal.ink, 0, -6, 0.42)
        p.restore()


def volcano(p: QPainter, style: DeckStyle, x: float, y: float, size: float,
            twin: bool = False) -> None:
    """A smoking volcano over the sea in a round-cornered frame; ``twin`` adds the older
    ridge beside the cone (the Neapolitan view) instead of a lone peak."""
    pal = style.palette
    with _unit(p, x, y, size):
        frame = QPainterPath()
        frame.addRoundedRect(-46, -34, 92, 68, 16, 16)
        fill(p, frame, shade(pal.blue, 1.75), pal.ink, 2.5)
        p.save()
        p.setClipPath(frame)
        if twin:
            fill(p, smooth([(-60, 40), (-50, 10), (-36, -8), (-24, -4), (-14, 12), (0, 30)]),
                 shade(pal.green, 0.7), pal.ink, 2)
        peak = -16 if not twin else -10
        fill(p, smooth([(-60, 40), (-60, 16), (-40, 14), (-10, peak), (8, peak), (40, 14),
                        (60, 12), (60, 40)]), shade(pal.green, 0.9), pal.ink, 2)
        if not twin:
            fill(p, poly([(-10, -16), (-4, -8), (2, -12), (8, -16)]), "#ffffff", pal.ink, 1.2)
        for i in range(4):
            fill(p, ellipse(-2 + i * (6 if not twin else -5), peak - 6 - i * 6, 5 + i * 1.4),
                 "#e6e1d8", pal.ink, 1)
        fill(p, poly([(-60, 22), (60, 22), (60, 40), (-60, 40)]), pal.blue)
        for i in range(5):
            stroke(p, poly([(-50 + i * 22, 28), (-42 + i * 22, 28)], close=False), "#ffffff",
                   1.6)
        p.restore()
        fill(p, frame, CLEAR, pal.ink, 2.5)


def boat(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A fishing boat under a lateen sail on a few waves."""
    pal = style.palette
    with _unit(p, x, y, size):
        waves = QPainterPath()
        for i in range(7):
            a = -48 + i * 16
            waves.moveTo(a, 30)
            waves.quadTo(a + 8, 24 + math.sin(i) * 2, a + 16, 30)
        fill(p, smooth([(-40, 10), (40, 10), (30, 26), (-32, 26)]), pal.red, pal.ink, 2)
        stroke(p, poly([(-36, 16), (36, 16)], close=False), pal.gold, 2)
        stroke(p, poly([(0, 10), (0, -40)], close=False), pal.ink, 2.5)
        fill(p, poly([(-30, 4), (24, -46), (2, 6)]), "#ffffff", pal.ink, 2)
        stroke(p, waves, pal.blue, 2.5)


def plant(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A small plant in flower growing from a pot: three leafy stems and a bloom."""
    pal = style.palette
    with _unit(p, x, y, size):
        for angle in (-30.0, 30.0):
            branch(p, pal, (0, 60), angle, 110)
        branch(p, pal, (0, 60), 0, 130)
        for i in range(5):
            p.save()
            p.translate(0, -76)
            p.rotate(i * 72)
            fill(p, ellipse(0, -14, 9, 15), pal.red, pal.ink, 2.5)
            p.restore()
        fill(p, ellipse(0, -76, 8), pal.gold, pal.ink, 2)
        fill(p, poly([(-22, 60), (22, 60), (14, 90), (-14, 90)]), shade(pal.red, 0.7),
             pal.ink, 3)


def trophy(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """Four tricolour flags fanned behind a crowned shield with a white cross."""
    pal = style.palette
    with _unit(p, x, y, size):
        for angle in (-52.0, -20.0, 20.0, 52.0):
            p.save()
            p.rotate(angle)
            stroke(p, poly([(0, 30), (0, -62)], close=False), pal.ink, 4)
            stroke(p, poly([(0, 30), (0, -62)], close=False), "#8a5a2b", 2)
            fill(p, ellipse(0, -64, 3), pal.gold, pal.ink, 1)
            for i, colour in enumerate((pal.green, "#ffffff", pal.red)):
                band = QPainterPath()
                x0 = 1 + i * 9
                band.moveTo(x0, -60)
                band.quadTo(x0 + 4.5, -63, x0 + 9, -58)
                band.lineTo(x0 + 9, -38)
                band.quadTo(x0 + 4.5, -43, x0, -40)
                band.closeSubpath()
                fill(p, band, colour)
            fill(p, smooth([(1, -60), (14, -63), (28, -58), (28, -38), (14, -43), (1, -40)]),
                 CLEAR, pal.ink, 1.5)
            p.restore()
        p.save()
        p.translate(0, 6)
        p.scale(0.34, 0.34)
        ornaments.cross_shield(p, 0, 0, pal.red, "#ffffff", pal.ink)
        p.restore()
        ornaments.crown(p, style, 0, -36, 40)
        fill(p, rect(-30, 44, 60, 6, 3), pal.gold, pal.ink, 1.5)


def lemons(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """Two lemons hanging from a leafy twig."""
    pal = style.palette
    with _unit(p, x, y, size):
        branch(p, pal, (-44, -20), 80, 90)
        for lx, ly, tilt in ((-10, 6, -20.0), (20, 14, 15.0)):
            p.save()
            p.translate(lx, ly)
            p.rotate(tilt)
            fill(p, smooth([(-18, 0), (-12, -12), (0, -16), (12, -12), (20, 0), (12, 12),
                            (0, 15), (-12, 12)]), "#f4d21f", pal.ink, 2.5)
            fill(p, ellipse(-6, -6, 4, 2.5), "#fff6b0")
            p.restore()


def fish(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A fish swimming to the left over two wave lines."""
    pal = style.palette
    with _unit(p, x, y, size):
        fill(p, poly([(26, 0), (48, -16), (44, 0), (48, 16)]), shade(pal.blue, 0.8), pal.ink,
             2.5)
        body = smooth([(-44, 0), (-24, -16), (6, -18), (30, -4), (30, 4), (6, 18), (-24, 16)])
        fill(p, body, shade(pal.blue, 1.35), pal.ink, 2.5)
        p.save()
        p.setClipPath(body)
        scales = QPainterPath()
        for i in range(5):
            scales.moveTo(-14 + i * 9, -16)
            scales.quadTo(-8 + i * 9, 0, -14 + i * 9, 16)
        stroke(p, scales, shade(pal.blue, 0.8), 1.6)
        p.restore()
        fill(p, ellipse(-30, -4, 4), "#ffffff", pal.ink, 1.5)
        fill(p, ellipse(-31, -4, 1.8), pal.ink)
        waves = QPainterPath()
        for row in (30, 40):
            for i in range(4):
                a = -40 + i * 20
                waves.moveTo(a, row)
                waves.quadTo(a + 10, row - 6, a + 20, row)
        stroke(p, waves, pal.blue, 2.2)
