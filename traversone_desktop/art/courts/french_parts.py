"""Body parts shared by the French- and German-suited court figures.

Everything is drawn in the figure box of :mod:`traversone_desktop.art.figures`
(x -320..320 centred, y 0 at the top of the headgear). A part takes the
palette and a few numbers, so the pattern modules compose people from heads,
arms, gripping hands and the objects they hold, each in its own costume.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.ornaments import shield_outline
from traversone_desktop.art.paint import Point, ellipse, fill, mirrored, poly, rect, shade, smooth
from traversone_desktop.art.paint import stroke as line
from traversone_desktop.art.style import Palette

NONE = "#00000000"
STEEL = "#d9dee6"
WOOD = "#8a5a2b"
ERMINE = "#fbfaf5"


@dataclass(frozen=True)
class Face:
    """Who the head belongs to: sex and age, hair, beard, and how far it is turned.

    ``turn`` runs from -1 (looking to the viewer's left) to 1 (to the right)."""

    hair: str
    woman: bool = False
    old: bool = False
    beard: str = "none"
    """none, moustache, short, full, fork or pointed."""
    style: str = "short"
    """Hair: short, long, curls, bob, braids or bun."""
    turn: float = 0.0
    eyes: str = "#5b3b20"


# --- heads -----------------------------------------------------------------

def head(p: QPainter, pal: Palette, face: Face, x: float, y: float, s: float = 1.0) -> None:
    """A head with features, centred on (x, y); the chin is 72 * s below the centre.

    Headgear is drawn by the caller afterwards, in the same place (see :func:`at_head`)."""
    ink = pal.ink
    t = face.turn
    p.save()
    p.translate(x, y)
    p.scale(s, s)
    hair, dark = face.hair, shade(face.hair, 0.6)
    if face.style == "long":
        fill(p, smooth([(-58, -40), (-66, 40), (-74, 130), (-30, 118), (0, 96), (30, 118),
                        (74, 130), (66, 40), (58, -40), (0, -74)]), hair, ink, 4)
    elif face.style == "braids":
        for sx in (-1, 1):
            for i in range(4):
                fill(p, ellipse(sx * 54, 40 + i * 26, 14, 16), hair, ink, 3)
    elif face.style == "bob":
        fill(p, smooth([(-62, -30), (-66, 30), (-56, 62), (0, 50), (56, 62), (66, 30),
                        (62, -30), (0, -76)]), hair, ink, 4)
    fill(p, rect(-21 + t * 8, 30, 42, 72, 10), pal.skin, ink, 4)
    ear_x = -48 if t >= 0 else 48
    fill(p, ellipse(ear_x - t * 6, 2, 10, 16), pal.skin, ink, 3)
    jaw = 62.0 if face.old else 56.0 if not face.woman else 50.0
    outline = smooth([(-50 + t * 6, -30), (-48 + t * 6, 12), (-36 + t * 8, jaw - 6),
                      (-12 + t * 12, jaw + 14), (t * 14, jaw + 16), (14 + t * 12, jaw + 12),
                      (36 + t * 8, jaw - 8), (49 + t * 6, 10), (50 + t * 6, -30),
                      (36, -62), (0, -70), (-36, -62)])
    fill(p, outline, pal.skin, ink, 4)
    _features(p, pal, face)
    if face.style in ("short", "curls", "bun", "braids"):
        _hair_cap(p, face, hair, dark, ink)
    else:
        fill(p, smooth([(-52, -22), (-48, -52), (-20, -72), (20, -72), (48, -52), (52, -22),
                        (30, -46), (0, -52), (-30, -46)]), hair, ink, 3.5)
    if face.beard != "none":
        _beard(p, face, ink)
    p.restore()


def _features(p: QPainter, pal: Palette, face: Face) -> None:
    ink = pal.ink
    t = face.turn
    brow_colour = shade(face.hair, 0.8) if not face.woman else shade(face.hair, 0.7)
    for sx in (-1, 1):
        far = (sx < 0 < t) or (sx > 0 > t)
        k = 0.8 if far else 1.0
        ex, ey = sx * 20 * (1 - 0.2 * abs(t) if far else 1) + t * 14, -6.0
        eye = QPainterPath(QPointF(ex - 11 * k, ey))
        eye.quadTo(ex, ey - 9 * k, ex + 11 * k, ey)
        eye.quadTo(ex, ey + 7 * k, ex - 11 * k, ey)
        fill(p, eye, "#ffffff", ink, 2)
        fill(p, ellipse(ex + t * 3, ey - 0.5, 4.8 * k), face.eyes)
        fill(p, ellipse(ex + t * 3, ey - 0.5, 2.2 * k), ink)
        lid = QPainterPath(QPointF(ex - 12 * k, ey + 0.5))
        lid.quadTo(ex, ey - 10 * k, ex + 12 * k, ey)
        line(p, lid, ink, 3.4)
        if face.woman:
            line(p, poly([(ex + sx * 11 * k, ey - 1), (ex + sx * 16 * k, ey - 6)], close=False),
                 ink, 2.2)
        brow = QPainterPath(QPointF(ex - 13 * k, ey - 12))
        brow.quadTo(ex - sx * 2, ey - (22 if face.woman else 20), ex + 14 * k, ey - 14)
        line(p, brow, brow_colour, 3.2 if face.woman else 5.5 if face.old else 4.8)
        if not face.woman:
            line(p, poly([(ex - 8 * k, ey + 8), (ex + 6 * k, ey + 9)], close=False),
                 shade(pal.skin, 0.78), 2)
    nose = QPainterPath(QPointF(t * 10 + 2, -8))
    nose.cubicTo(t * 18 + 4, 8, t * 22 + 8, 20, t * 16 + 4, 25)
    nose.quadTo(t * 14 - 4, 28, t * 14 - 8, 23)
    line(p, nose, shade(pal.skin, 0.55), 3.2)
    fill(p, ellipse(t * 14 + 4, 24, 2.4, 1.6), shade(pal.skin, 0.5))
    if face.woman or not face.old:
        for sx in (-1, 1):
            fill(p, ellipse(sx * 28 + t * 12, 20, 10, 6), shade(pal.red, 1.7))
    mx, my = t * 14, 41.0
    lips = QPainterPath(QPointF(mx - 13, my))
    lips.cubicTo(mx - 6, my - 5, mx - 2, my - 2, mx, my - 3)
    lips.cubicTo(mx + 2, my - 2, mx + 6, my - 5, mx + 13, my)
    lips.cubicTo(mx + 6, my + (8 if face.woman else 5), mx - 6, my + (8 if face.woman else 5),
                 mx - 13, my)
    lip_colour = pal.red if face.woman else shade(pal.red, 1.3)
    fill(p, lips, lip_colour, shade(pal.red, 0.55), 1.8)
    line(p, poly([(mx - 12, my), (mx + 12, my)], close=False), shade(pal.red, 0.45), 1.6)
    if face.old:
        for wy in (-44, -36):
            wave = QPainterPath(QPointF(-22 + t * 10, wy))
            wave.quadTo(t * 10, wy - 5, 22 + t * 10, wy)
            line(p, wave, shade(pal.skin, 0.72), 2)
        for sx in (-1, 1):
            line(p, poly([(sx * 14 + t * 14, 30), (sx * 20 + t * 14, 44)], close=False),
                 shade(pal.skin, 0.72), 2)


def _hair_cap(p: QPainter, face: Face, hair: str, dark: str, ink: str) -> None:
    if face.style == "curls":
        for i in range(9):
            a = math.pi * (1.05 + i * 0.9 / 8)
            fill(p, ellipse(56 * math.cos(a), -10 + 60 * math.sin(a), 17), hair, ink, 3)
        for sx in (-1, 1):
            for cy in (10, 40):
                fill(p, ellipse(sx * 58, cy, 15), hair, ink, 3)
        return
    cap = smooth([(-52, -10), (-54, -44), (-30, -72), (10, -76), (46, -58), (54, -16),
                  (42, -40), (14, -50), (-20, -44), (-40, -34)])
    fill(p, cap, hair, ink, 3.5)
    line(p, smooth([(-30, -58), (-4, -64), (24, -60)], close=False), dark, 2.5)
    if face.style == "bun":
        fill(p, ellipse(0, -84, 26, 18), hair, ink, 3)


def _beard(p: QPainter, face: Face, ink: str) -> None:
    t = face.turn * 12
    hair = face.hair
    moustache = smooth([(t - 34, 38), (t - 18, 27), (t, 31), (t + 18, 27), (t + 34, 38),
                        (t + 16, 34), (t, 36), (t - 16, 34)])
    shapes = {
        "short": [(-48, 0), (-42, 48), (-16, 76), (0, 82), (16, 76), (42, 48), (48, 0),
                  (34, 34), (0, 52), (-34, 34)],
        "full": [(-52, -6), (-50, 60), (-26, 112), (0, 124), (26, 112), (50, 60), (52, -6),
                 (36, 36), (0, 54), (-36, 36)],
        "fork": [(-50, -4), (-42, 70), (-18, 130), (-2, 100), (2, 100), (18, 130), (42, 70),
                 (50, -4), (34, 36), (0, 54), (-34, 36)],
        "pointed": [(-44, 16), (-28, 70), (0, 136), (28, 70), (44, 16), (26, 44), (0, 54),
                    (-26, 44)],
    }
    pts = shapes.get(face.beard)
    if pts:
        beard = smooth([(x + t, y) for x, y in pts])
        fill(p, beard, hair, ink, 3.5)
        strands = QPainterPath()
        for i in range(-2, 3):
            strands.moveTo(t + i * 14, 62)
            strands.quadTo(t + i * 16, 84, t + i * 12, 100)
        p.save()
        p.setClipPath(beard)
        line(p, strands, shade(hair, 0.6), 2)
        p.restore()
    fill(p, moustache, hair, ink, 2.5)


def crown(p: QPainter, pal: Palette, kind: str, x: float, y: float, w: float,
          cap: str = NONE) -> None:
    """A crown whose band sits on y, ``w`` wide: points, fleurs, arches (closed, with an
    orb), or a coronet; ``cap`` fills the arches."""
    ink = pal.ink
    h = w * 0.55
    p.save()
    p.translate(x, y)
    if kind == "arches":
        fill(p, smooth([(-w * 0.48, 0), (-w * 0.42, -h * 0.9), (0, -h * 1.2), (w * 0.42, -h * 0.9),
                        (w * 0.48, 0)]), cap if cap != NONE else pal.red, ink, 4)
        for ax in (-0.28, 0.0, 0.28):
            arch = QPainterPath(QPointF(w * ax * 1.6, 0))
            arch.quadTo(w * ax, -h * 1.2, 0, -h * 1.15)
            line(p, arch, ink, 12)
            line(p, arch, pal.gold, 7)
        fill(p, ellipse(0, -h * 1.28, w * 0.09), pal.gold, ink, 3)
        line(p, poly([(0, -h * 1.36), (0, -h * 1.58)], close=False), ink, 9)
        line(p, poly([(-w * 0.07, -h * 1.5), (w * 0.07, -h * 1.5)], close=False), ink, 9)
        line(p, poly([(0, -h * 1.36), (0, -h * 1.58)], close=False), pal.gold, 4)
        line(p, poly([(-w * 0.07, -h * 1.5), (w * 0.07, -h * 1.5)], close=False), pal.gold, 4)
    elif kind == "fleurs":
        top = QPainterPath(QPointF(-w / 2, 0))
        for i in range(5):
            cx = -w / 2 + w * (i + 0.5) / 5
            top.lineTo(cx - w * 0.07, -h * 0.45)
            top.quadTo(cx - w * 0.1, -h * 0.85, cx, -h)
            top.quadTo(cx + w * 0.1, -h * 0.85, cx + w * 0.07, -h * 0.45)
        top.lineTo(w / 2, 0)
        top.closeSubpath()
        fill(p, top, pal.gold, ink, 4)
    elif kind == "coronet":
        top = poly([(-w / 2, 0), (-w * 0.46, -h * 0.5), (-w * 0.25, -h * 0.3), (0, -h * 0.62),
                    (w * 0.25, -h * 0.3), (w * 0.46, -h * 0.5), (w / 2, 0)])
        fill(p, top, pal.gold, ink, 4)
        for cx, cy in ((-w * 0.46, -h * 0.55), (0, -h * 0.68), (w * 0.46, -h * 0.55)):
            fill(p, ellipse(cx, cy, w * 0.05), ERMINE, ink, 2.5)
    else:
        top = poly([(-w / 2, 0), (-w * 0.56, -h), (-w * 0.28, -h * 0.5), (0, -h * 1.1),
                    (w * 0.28, -h * 0.5), (w * 0.56, -h), (w / 2, 0)])
        fill(p, top, pal.gold, ink, 4)
        for cx, cy in ((-w * 0.56, -h), (0, -h * 1.1), (w * 0.56, -h)):
            fill(p, ellipse(cx, cy, w * 0.05), pal.gold, ink, 2.5)
    band = rect(-w / 2 - 2, -h * 0.26, w + 4, h * 0.3, 5)
    fill(p, band, shade(pal.gold, 0.9), ink, 4)
    for i, gx in enumerate((-0.3, 0.0, 0.3)):
        fill(p, ellipse(w * gx, -h * 0.11, w * 0.055, h * 0.08),
             pal.red if i != 1 else pal.blue, ink, 2)
    p.restore()


# --- hands and arms --------------------------------------------------------

def arm(p: QPainter, pal: Palette, pts: Sequence[Point], sleeve: str, width: float = 52,
        cuff: str | None = None) -> None:
    """A sleeved arm: upper arm, then the forearm over it (so a bent elbow shows its
    crease), with a cuff at the wrist."""
    for seg in (pts[:2], pts[1:]):
        path = poly(seg, close=False)
        line(p, path, pal.ink, width + 9)
        line(p, path, sleeve, width)
    line(p, poly(pts[:2], close=False), shade(sleeve, 0.85), width * 0.25)
    if cuff:
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        a = math.degrees(math.atan2(y1 - y0, x1 - x0))
        p.save()
        p.translate(x1, y1)
        p.rotate(a)
        fill(p, rect(-30, -width * 0.58, 24, width * 1.16, 8), cuff, pal.ink, 3.5)
        p.restore()


def fist(p: QPainter, pal: Palette, x: float, y: float, angle: float = 0.0, r: float = 26,
         glove: str | None = None, from_left: bool = True) -> None:
    """A hand closed round a shaft running through (x, y) at ``angle`` degrees from the
    vertical: four fingers wrapped across the shaft and the thumb over them. Draw it
    after the shaft so the fingers cover it."""
    skin = glove or pal.skin
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    if not from_left:
        p.scale(-1, 1)
    fill(p, smooth([(-r * 1.5, -r * 0.7), (-r * 0.4, -r * 1.0), (r * 0.3, -r * 0.7),
                    (r * 0.3, r * 0.8), (-r * 0.5, r * 1.0), (-r * 1.5, r * 0.7)]),
         skin, ink, 3.5)
    for i in range(4):
        fy = -r * 0.78 + i * r * 0.46
        fill(p, rect(-r * 0.55, fy, r * 1.4, r * 0.46, r * 0.22), skin, ink, 3)
        line(p, poly([(r * 0.62, fy + r * 0.1), (r * 0.7, fy + r * 0.3)], close=False),
             shade(skin, 0.7), 2)
    thumb = smooth([(-r * 0.9, -r * 0.95), (-r * 0.2, -r * 1.2), (r * 0.55, -r * 0.95),
                    (r * 0.5, -r * 0.62), (-r * 0.3, -r * 0.62)])
    fill(p, thumb, skin, ink, 3)
    fill(p, ellipse(r * 0.38, -r * 0.82, r * 0.14, r * 0.11), shade(skin, 1.4))
    p.restore()


def open_hand(p: QPainter, pal: Palette, x: float, y: float, angle: float = 0.0,
              r: float = 26, glove: str | None = None) -> None:
    """A flat hand, fingers together pointing along ``angle`` (0 = up), thumb to the left:
    laid on the chest, raised in blessing, or offering."""
    skin = glove or pal.skin
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    fill(p, smooth([(-r * 0.7, r * 0.9), (-r * 0.8, -r * 0.2), (0, -r * 0.5), (r * 0.8, -r * 0.3),
                    (r * 0.7, r * 0.9)]), skin, ink, 3.5)
    for i, length in enumerate((1.25, 1.45, 1.4, 1.1)):
        fx = -r * 0.55 + i * r * 0.38
        fill(p, rect(fx - r * 0.18, -r * 0.3 - r * length, r * 0.36, r * length + r * 0.1,
                     r * 0.18), skin, ink, 2.6)
    fill(p, smooth([(-r * 0.6, r * 0.4), (-r * 1.15, -r * 0.2), (-r * 1.2, -r * 0.55),
                    (-r * 0.9, -r * 0.5), (-r * 0.5, -r * 0.05)]), skin, ink, 2.6)
    p.restore()


# --- held things -----------------------------------------------------------

def shaft(p: QPainter, pal: Palette, a: Point, b: Point, colour: str, width: float) -> None:
    """A straight staff from a to b, outlined."""
    path = poly([a, b], close=False)
    line(p, path, pal.ink, width + 8)
    line(p, path, colour, width)


def sceptre(p: QPainter, pal: Palette, a: Point, b: Point, head: str = "fleur") -> None:
    """A gilt sceptre from a (butt) to b (head): ``fleur``, ``orb`` or ``star``."""
    shaft(p, pal, a, b, pal.gold, 13)
    ang = math.degrees(math.atan2(b[0] - a[0], a[1] - b[1]))
    p.save()
    p.translate(*b)
    p.rotate(ang)
    ink = pal.ink
    if head == "fleur":
        fill(p, _fleur(), pal.gold, ink, 3.5)
    elif head == "star":
        for i in range(8):
            p.save()
            p.rotate(i * 45)
            fill(p, poly([(0, -42), (7, -12), (-7, -12)]), pal.gold, ink, 2.5)
            p.restore()
        fill(p, ellipse(0, 0, 15), pal.red, ink, 3)
    else:
        fill(p, ellipse(0, -16, 22), pal.gold, ink, 3.5)
        fill(p, ellipse(0, -16, 9), pal.blue, ink, 2)
    fill(p, rect(-16, -4, 32, 12, 5), pal.gold, ink, 3)
    p.restore()


@cache
def _fleur() -> QPainterPath:
    mid = smooth([(0, -78), (12, -52), (10, -20), (0, -6), (-10, -20), (-12, -52)])
    side = smooth([(6, -8), (26, -40), (40, -48), (34, -26), (18, -6)])
    mid.addPath(side)
    mid.addPath(mirrored(side))
    mid.setFillRule(Qt.FillRule.WindingFill)
    return mid.simplified()


def sword(p: QPainter, pal: Palette, hilt: Point, angle: float, length: float = 360,
          curved: float = 0.0) -> None:
    """A sword whose grip is at ``hilt``, the blade pointing along ``angle`` (0 = up);
    ``curved`` bends the blade (a sabre)."""
    ink = pal.ink
    p.save()
    p.translate(*hilt)
    p.rotate(angle)
    blade = QPainterPath(QPointF(-11, -30))
    blade.quadTo(-11 + curved * 0.8, -length * 0.6, curved, -length)
    blade.quadTo(12 + curved * 0.8, -length * 0.6, 11, -30)
    blade.closeSubpath()
    fill(p, blade, STEEL, ink, 3.5)
    line(p, smooth([(0, -36), (curved * 0.35, -length * 0.55), (curved * 0.9, -length * 0.92)],
                   close=False), shade(STEEL, 0.7), 2.5)
    fill(p, rect(-48, -40, 96, 16, 7), pal.gold, ink, 3)
    fill(p, rect(-9, -26, 18, 58, 6), shade(WOOD, 0.8), ink, 3)
    fill(p, ellipse(0, 38, 13), pal.gold, ink, 3)
    p.restore()


def halberd(p: QPainter, pal: Palette, a: Point, b: Point, flag: str | None = None) -> None:
    """A halberd from butt a to head b: axe blade, back spike and point; an optional
    pennant hangs below the head."""
    shaft(p, pal, a, b, WOOD, 13)
    ang = math.degrees(math.atan2(b[0] - a[0], a[1] - b[1]))
    ink = pal.ink
    p.save()
    p.translate(*b)
    p.rotate(ang)
    if flag:
        fill(p, poly([(6, 20), (110, 44), (80, 62), (104, 82), (6, 96)]), flag, ink, 3)
    fill(p, poly([(-9, 0), (0, -88), (9, 0)]), STEEL, ink, 3)
    blade = QPainterPath(QPointF(6, 2))
    blade.cubicTo(40, -8, 62, 10, 60, 44)
    blade.cubicTo(40, 34, 22, 34, 6, 38)
    blade.closeSubpath()
    fill(p, blade, STEEL, ink, 3)
    fill(p, poly([(-6, 8), (-46, 24), (-6, 30)]), STEEL, ink, 3)
    p.restore()


def flower(p: QPainter, pal: Palette, a: Point, b: Point, petals: str, leaves: str) -> None:
    """A long-stemmed flower (a tulip-like bloom) from a to b."""
    ink = pal.ink
    stem = smooth([a, ((a[0] + b[0]) / 2 + 10, (a[1] + b[1]) / 2), b], close=False)
    line(p, stem, ink, 10)
    line(p, stem, leaves, 5)
    mx, my = (a[0] * 0.4 + b[0] * 0.6, a[1] * 0.4 + b[1] * 0.6)
    fill(p, smooth([(mx, my), (mx + 30, my - 30), (mx + 48, my - 26), (mx + 20, my + 4)]),
         leaves, ink, 2.5)
    bx, by = b
    for dx, face in ((-18, shade(petals, 0.8)), (18, shade(petals, 0.8)), (0, petals)):
        fill(p, smooth([(bx + dx - 14, by), (bx + dx * 1.6 - 12, by - 34),
                        (bx + dx * 1.2, by - 52), (bx + dx * 1.6 + 12, by - 34),
                        (bx + dx + 14, by)]), face, ink, 2.6)


def orb(p: QPainter, pal: Palette, x: float, y: float, r: float = 40) -> None:
    """A globus cruciger resting on a hand at (x, y + r)."""
    ink = pal.ink
    fill(p, ellipse(x, y, r), pal.gold, ink, 3.5)
    line(p, poly([(x - r, y), (x + r, y)], close=False), ink, 4)
    line(p, poly([(x, y), (x, y - r)], close=False), ink, 4)
    line(p, poly([(x, y - r), (x, y - r * 1.7)], close=False), ink, 10)
    line(p, poly([(x - r * 0.3, y - r * 1.42), (x + r * 0.3, y - r * 1.42)], close=False),
         ink, 10)
    line(p, poly([(x, y - r), (x, y - r * 1.7)], close=False), pal.gold, 5)
    line(p, poly([(x - r * 0.3, y - r * 1.42), (x + r * 0.3, y - r * 1.42)], close=False),
         pal.gold, 5)


def shield_badge(p: QPainter, pal: Palette, x: float, y: float, w: float,
                 ground: str) -> QPainterPath:
    """An outlined heater shield ``w`` wide centred on (x, y); returns its outline so the
    caller can paint a charge clipped to it."""
    path = shield_outline(w, w * 1.2).translated(x, y)
    fill(p, path, ground, pal.ink, 4)
    return path


def serpent(p: QPainter, pal: Palette, x: float, y: float, h: float) -> None:
    """The Visconti serpent (biscione): a crowned blue snake in waves, ``h`` tall, with a
    little red figure in its jaws."""
    ink = pal.ink
    body = QPainterPath(QPointF(x, y - h * 0.36))
    body.cubicTo(x + h * 0.3, y - h * 0.26, x - h * 0.3, y - h * 0.06, x, y + h * 0.02)
    body.cubicTo(x + h * 0.3, y + h * 0.1, x - h * 0.3, y + h * 0.28, x + h * 0.02, y + h * 0.44)
    line(p, body, ink, h * 0.13 + 5)
    line(p, body, pal.blue, h * 0.13)
    fill(p, ellipse(x - h * 0.02, y - h * 0.38, h * 0.1, h * 0.08), pal.blue, ink, 3)
    crown(p, pal, "points", x - h * 0.02, y - h * 0.44, h * 0.16)
    fill(p, ellipse(x - h * 0.14, y - h * 0.32, h * 0.06), pal.red, ink, 2.5)


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


def lily(p: QPainter, pal: Palette, x: float, y: float, size: float) -> None:
    """The red lily of Florence, ``size`` tall."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    fill(p, _lily_path(), pal.red, shade(pal.red, 0.5), 2)
    p.restore()
