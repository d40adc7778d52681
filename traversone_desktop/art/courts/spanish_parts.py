"""Pieces of the Spanish-suited court figures: limbs, faces, hands, headgear, cloth motifs.

Everything is drawn in local units around the origin; shapes that never change
are built once (``functools.cache``), colours come in at paint time.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.paint import Point, ellipse, fill, poly, rect, shade, smooth
from traversone_desktop.art.paint import stroke as line
from traversone_desktop.art.style import Palette

CLEAR = "#00000000"


@cache
def tapered(pts: tuple[Point, ...], widths: tuple[float, ...]) -> QPainterPath:
    """A smooth limb-like outline along ``pts``, ``widths[i]`` thick at each point."""
    n = len(pts)
    left: list[Point] = []
    right: list[Point] = []
    dirs: list[Point] = []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(i - 1, 0)]
        bx, by = pts[min(i + 1, n - 1)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        dx, dy = (bx - ax) / length, (by - ay) / length
        dirs.append((dx, dy))
        h = widths[i] / 2
        left.append((x - dy * h, y + dx * h))
        right.append((x + dy * h, y - dx * h))
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    start = (x0 - dirs[0][0] * widths[0] * 0.3, y0 - dirs[0][1] * widths[0] * 0.3)
    end = (x1 + dirs[-1][0] * widths[-1] * 0.3, y1 + dirs[-1][1] * widths[-1] * 0.3)
    return smooth([*left, end, *reversed(right), start])


def limb(p: QPainter, pts: tuple[Point, ...], widths: tuple[float, ...], face: str,
         ink: str, width: float = 4.0) -> None:
    """Fill a tapered limb (arm, leg, sleeve, horse leg) with an ink outline."""
    fill(p, tapered(pts, widths), face, ink, width)


# --- heads -----------------------------------------------------------------

@dataclass(frozen=True)
class Head:
    """Who the face belongs to: sex, age, beard, hair, and where the face turns."""

    sex: str = "m"
    """"m" or "f"."""
    age: str = "man"
    """"young", "man" or "old"."""
    beard: str = "none"
    """none, moustache, short, full, fork, long or goatee."""
    hair: str = "short"
    """short, curls, long, bob or braids."""
    hair_colour: str = "#6b3b1c"
    turn: float = 0.0
    """-1..1: the face turned towards the viewer's left (negative) or right."""


@cache
def _face_path(sex: str, age: str) -> QPainterPath:
    if sex == "f":
        pts = [(-40, -34), (0, -56), (40, -34), (43, 0), (32, 34), (10, 54), (0, 56),
               (-10, 54), (-32, 34), (-43, 0)]
    elif age == "old":
        pts = [(-42, -38), (0, -58), (42, -38), (44, 0), (36, 30), (14, 58), (0, 60),
               (-14, 58), (-36, 30), (-44, 0)]
    else:
        pts = [(-44, -36), (0, -58), (44, -36), (46, 0), (40, 32), (16, 56), (0, 58),
               (-16, 56), (-40, 32), (-46, 0)]
    return smooth(pts)


@cache
def _eye_white() -> QPainterPath:
    eye = QPainterPath(QPointF(-12, 0))
    eye.quadTo(0, -10, 12, 0)
    eye.quadTo(0, 6, -12, 0)
    return eye


@cache
def _hair_paths(style: str, sex: str) -> tuple[QPainterPath, QPainterPath]:
    """(behind the face, in front of it) for a hair style."""
    back = QPainterPath()
    if style in ("long", "braids"):
        back = smooth([(-50, -30), (-58, 40), (-62, 110), (-30, 96), (0, 70), (30, 96),
                       (62, 110), (58, 40), (50, -30), (0, -66)])
    elif style == "bob":
        back = smooth([(-50, -30), (-56, 30), (-50, 52), (-30, 40), (30, 40), (50, 52),
                       (56, 30), (50, -30), (0, -66)])
    if sex == "f":
        front = smooth([(-48, -8), (-46, -44), (-20, -64), (0, -66), (20, -64), (46, -44),
                        (48, -8), (38, -30), (16, -44), (0, -36), (-16, -44), (-38, -30)])
    elif style == "curls":
        front = smooth([(-48, -10), (-44, -46), (0, -68), (44, -46), (48, -10), (30, -38),
                        (0, -46), (-30, -38)])
        for i in range(11):
            a = math.radians(190 + i * 16)
            front = front.united(ellipse(50 * math.cos(a), -6 + 56 * math.sin(a), 15))
    else:
        front = smooth([(-48, -2), (-46, -42), (-18, -64), (10, -66), (40, -50), (48, -2),
                        (40, -26), (26, -40), (4, -42), (-22, -38), (-38, -24)])
    if style == "braids":
        for sx in (-1, 1):
            for k in range(4):
                back = back.united(ellipse(sx * 48, 60 + k * 22, 11, 13))
    return back, front


@cache
def _beard_paths(kind: str) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """(beard, moustache, strands) in head units."""
    moustache = smooth([(-32, 30), (-18, 20), (-4, 22), (0, 25), (4, 22), (18, 20), (32, 30),
                        (18, 27), (0, 30), (-18, 27)])
    strands = QPainterPath()
    beard = QPainterPath()
    if kind == "full":
        beard = smooth([(-46, 6), (-42, 52), (-22, 86), (0, 94), (22, 86), (42, 52), (46, 6),
                        (34, 30), (14, 42), (0, 40), (-14, 42), (-34, 30)])
    elif kind == "fork":
        beard = smooth([(-46, 8), (-38, 60), (-16, 104), (-4, 84), (0, 76), (4, 84),
                        (16, 104), (38, 60), (46, 8), (30, 34), (0, 42), (-30, 34)])
    elif kind == "long":
        beard = smooth([(-46, 6), (-46, 70), (-26, 130), (0, 150), (26, 130), (46, 70),
                        (46, 6), (32, 32), (0, 42), (-32, 32)])
    elif kind == "short":
        beard = smooth([(-45, 8), (-38, 44), (-14, 66), (0, 68), (14, 66), (38, 44), (45, 8),
                        (32, 34), (0, 42), (-32, 34)])
    elif kind == "goatee":
        beard = smooth([(-12, 40), (0, 76), (12, 40), (0, 44)])
    for i in range(-3, 4):
        strands.moveTo(i * 9, 46)
        strands.quadTo(i * 11, 60, i * 12, 72 if kind != "long" else 120)
    return beard, moustache, strands


def head(p: QPainter, pal: Palette, h: Head, x: float, y: float, s: float = 1.0) -> None:
    """A face with eyes, brows, nose, mouth and ears, its hair and beard (no headgear).

    Centred on (x, y): the face is about 90 x 116 units at ``s`` = 1."""
    ink, skin = pal.ink, pal.skin
    hair = "#d8d3ca" if h.age == "old" else h.hair_colour
    p.save()
    p.translate(x, y)
    p.scale(s, s)
    back, front = _hair_paths(h.hair, h.sex)
    if not back.isEmpty():
        fill(p, back, hair, ink, 3.5)
    if h.hair == "braids":
        for sx in (-1, 1):
            for k in range(4):
                line(p, smooth([(sx * 48 - 10, 54 + k * 22), (sx * 48, 60 + k * 22),
                                (sx * 48 + 10, 54 + k * 22)], close=False), ink, 2)
    fill(p, rect(-17, 36, 34, 44, 6), skin, ink, 3.5)
    fill(p, rect(-17, 60, 34, 10, 4), shade(skin, 0.85))
    t = h.turn * 7
    for sx in (-1, 1):
        fill(p, ellipse(sx * 44 - t * 0.6, 4, 8, 13), skin, ink, 3)
    fill(p, _face_path(h.sex, h.age), skin, ink, 3.5)
    cheek = shade(pal.red, 1.7)
    for sx in (-1, 1):
        ex = sx * 17 + t
        fill(p, ellipse(ex + sx * 6, 20, 10, 6), cheek)
        fill(p, _eye_white().translated(ex, -4), "#ffffff", ink, 2)
        fill(p, ellipse(ex + t * 0.3, -4.5, 5.4), shade(h.hair_colour, 0.8))
        fill(p, ellipse(ex + t * 0.3, -4.5, 2.5), ink)
        fill(p, ellipse(ex + t * 0.3 + 1.8, -6.2, 1.3), "#ffffff")
        lid = QPainterPath(QPointF(ex - 13, -2))
        lid.quadTo(ex, -14, ex + 13, -2)
        line(p, lid, ink, 3.2 if h.sex == "f" else 2.4)
        brow = QPainterPath(QPointF(ex - 12, -16))
        brow.quadTo(ex, -24 - (2 if h.age == "old" else 0), ex + 13, -17)
        line(p, brow, ink if h.sex == "f" else shade(hair, 0.7),
             2.6 if h.sex == "f" else 4.5)
        if h.age == "old":
            bag = QPainterPath(QPointF(ex - 8, 5))
            bag.quadTo(ex, 9, ex + 8, 5)
            line(p, bag, shade(skin, 0.65), 1.8)
    nose = QPainterPath(QPointF(t + 3, -8))
    nose.cubicTo(t + 5, 4, t * 1.5 + 9, 10, t * 1.3 + 5, 16)
    nose.quadTo(t, 19, t - 5, 15)
    line(p, nose, shade(skin, 0.5), 2.8)
    if h.age == "old":
        for k in (-34, -28):
            line(p, smooth([(-20, k), (0, k - 3), (20, k)], close=False), shade(skin, 0.6), 1.8)
        for sx in (-1, 1):
            line(p, smooth([(sx * 12 + t, 14), (sx * 20 + t, 26), (sx * 19 + t, 36)],
                           close=False), shade(skin, 0.65), 1.8)
    mx = t * 0.8
    lower = QPainterPath(QPointF(mx - 10, 31))
    lower.quadTo(mx, 41 if h.sex == "f" else 38, mx + 10, 31)
    lower.closeSubpath()
    fill(p, lower, pal.red if h.sex == "f" else shade(pal.red, 1.3), ink, 1.5)
    upper = QPainterPath(QPointF(mx - 12, 31))
    upper.quadTo(mx - 5, 27, mx, 30)
    upper.quadTo(mx + 5, 27, mx + 12, 31)
    line(p, upper, shade(pal.red, 0.55), 2.4)
    beard, moustache, strands = _beard_paths(h.beard)
    if h.beard not in ("none", "moustache"):
        fill(p, beard, hair, ink, 3)
        p.save()
        p.setClipPath(beard, Qt.ClipOperation.IntersectClip)
        line(p, strands, shade(hair, 0.7), 2)
        p.restore()
    if h.beard != "none":
        fill(p, moustache, hair, ink, 2.5)
    fill(p, front, hair, ink, 3.5)
    p.restore()


# --- hands -----------------------------------------------------------------

@cache
def _fist_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A right fist round a shaft along the y axis, 1 unit = the hand's half width."""
    palm = smooth([(-0.9, -0.9), (0.2, -1.05), (1.05, -0.7), (1.2, 0.2), (0.9, 0.95),
                   (-0.2, 1.05), (-0.85, 0.8)])
    fingers = QPainterPath()
    for k in range(4):
        fingers.addPath(rect(-0.75, -0.86 + k * 0.44, 1.5, 0.42, 0.2))
    thumb = smooth([(0.95, -0.85), (0.2, -1.15), (-0.6, -1.05), (-0.75, -0.8), (0.0, -0.72),
                    (0.8, -0.45)])
    return palm, fingers, thumb


def fist(p: QPainter, pal: Palette, x: float, y: float, angle: float = 0.0,
         size: float = 22.0, side: int = 1) -> None:
    """A hand closed round a shaft through (x, y) at ``angle`` degrees from upright.

    Draw it after the shaft: the fingers wrap across it, the thumb over the top."""
    palm, fingers, thumb = _fist_paths()
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    p.scale(size * side, size)
    w = 3.2 / size
    fill(p, palm, pal.skin, pal.ink, w)
    fill(p, fingers, pal.skin, pal.ink, w)
    fill(p, thumb, shade(pal.skin, 1.05), pal.ink, w)
    p.restore()


@cache
def _open_hand() -> tuple[QPainterPath, QPainterPath]:
    """An open hand, fingers up, 1 unit = half the palm's width (palm centred on 0)."""
    palm = smooth([(-1, -0.6), (1, -0.7), (1.05, 0.5), (0.5, 1.2), (-0.6, 1.15), (-1.05, 0.4)])
    fingers = QPainterPath()
    for k, (fx, ln) in enumerate(((-0.75, 1.3), (-0.25, 1.55), (0.25, 1.5), (0.72, 1.2))):
        tilt = (k - 1.5) * 0.08
        fingers.addPath(smooth([(fx - 0.22, -0.5), (fx - 0.2 + tilt * 2, -0.5 - ln),
                                (fx + tilt * 2, -0.62 - ln), (fx + 0.2 + tilt * 2, -0.5 - ln),
                                (fx + 0.22, -0.5)]))
    thumb = smooth([(-0.9, 0.5), (-1.6, -0.1), (-1.8, -0.6), (-1.45, -0.7), (-1.0, -0.2),
                    (-0.7, 0.1)])
    fingers.addPath(thumb)
    return palm, fingers


def open_hand(p: QPainter, pal: Palette, x: float, y: float, angle: float = 0.0,
              size: float = 20.0, side: int = 1) -> None:
    """An open hand, fingers pointing ``angle`` degrees from up (held against something)."""
    palm, fingers = _open_hand()
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    p.scale(size * side, size)
    w = 3.0 / size
    fill(p, fingers, pal.skin, pal.ink, w)
    fill(p, palm, pal.skin, pal.ink, w)
    p.restore()


# --- small things held -----------------------------------------------------

def branch(p: QPainter, pal: Palette, root: Point, angle: float, length: float) -> None:
    """A leafy branch rising from ``root``, leaning ``angle`` degrees from upright."""
    p.save()
    p.translate(*root)
    p.rotate(angle)
    stem = smooth([(0, 0), (10, -length * 0.5), (-4, -length)], close=False)
    line(p, stem, pal.ink, 12)
    line(p, stem, "#7a5a2a", 7)
    for k in range(7):
        t = (k + 1) / 7.5
        side = 1 if k % 2 else -1
        p.save()
        p.translate(10 * (1 - abs(1 - 2 * t)), -length * t)
        p.rotate(side * 55)
        fill(p, _leaf(), pal.green, shade(pal.green, 0.45), 2.5)
        p.restore()
    p.restore()


@cache
def _leaf() -> QPainterPath:
    leaf = smooth([(0, 0), (-12, -20), (0, -46), (12, -20)])
    leaf.moveTo(0, -2)
    leaf.lineTo(0, -40)
    return leaf


# --- headgear --------------------------------------------------------------

def headgear(p: QPainter, pal: Palette, kind: str, colour: str, accent: str, x: float,
             y: float, s: float = 1.0) -> None:
    """Headgear for a head drawn by :func:`head` at (x, y) with scale ``s``."""
    if kind == "none":
        return
    p.save()
    p.translate(x, y)
    p.scale(s, s)
    _HEADGEAR[kind](p, pal, colour, accent)
    p.restore()


def _jewels(p: QPainter, pal: Palette, xs: tuple[float, ...], y: float, r: float) -> None:
    for i, x in enumerate(xs):
        fill(p, ellipse(x, y, r, r * 1.2), pal.red if i % 2 else pal.blue, pal.ink, 2)


def _crown_open(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    top = poly([(-48, -44), (-58, -112), (-36, -80), (-20, -122), (0, -86), (20, -122),
                (36, -80), (58, -112), (48, -44)])
    fill(p, top, pal.gold, pal.ink, 3.5)
    for px, py in ((-58, -112), (-20, -122), (20, -122), (58, -112)):
        fill(p, ellipse(px, py - 5, 7), "#ffffff", pal.ink, 2.5)
    fill(p, rect(-52, -62, 104, 24, 6), shade(pal.gold, 0.85), pal.ink, 3.5)
    _jewels(p, pal, (-30, 0, 30), -50, 6)


def _crown_closed(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-46, -50), (-40, -112), (0, -134), (40, -112), (46, -50)]), colour,
         pal.ink, 3.5)
    for arch in (smooth([(-46, -54), (-36, -116), (0, -136), (36, -116), (46, -54)],
                        close=False),
                 poly([(0, -54), (0, -136)], close=False)):
        line(p, arch, pal.ink, 13)
        line(p, arch, pal.gold, 8)
    fill(p, ellipse(0, -146, 12), pal.gold, pal.ink, 3)
    fill(p, rect(-3.5, -176, 7, 24, 2), pal.gold, pal.ink, 2)
    fill(p, rect(-11, -168, 22, 6, 2), pal.gold, pal.ink, 2)
    fill(p, rect(-54, -66, 108, 26, 7), pal.gold, pal.ink, 3.5)
    for px in (-36, 0, 36):
        fill(p, poly([(px - 9, -64), (px, -84), (px + 9, -64)]), pal.gold, pal.ink, 2.5)
    _jewels(p, pal, (-32, 0, 32), -53, 6)


def _crown_fur(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-50, -56), (-54, -110), (-10, -142), (40, -128), (52, -56)]), colour,
         pal.ink, 3.5)
    for px, ph in ((-40, 40), (-14, 56), (14, 56), (40, 40)):
        fill(p, poly([(px - 12, -66), (px - 4, -66 - ph), (px, -70 - ph), (px + 4, -66 - ph),
                      (px + 12, -66)]), pal.gold, pal.ink, 3)
        fill(p, ellipse(px, -74 - ph, 6), pal.gold, pal.ink, 2.5)
    fill(p, rect(-58, -70, 116, 30, 14), "#ffffff", pal.ink, 3.5)
    spots = QPainterPath()
    for sx in range(-48, 50, 16):
        spots.addPath(poly([(sx, -62), (sx + 3, -52), (sx - 3, -52)]))
    fill(p, spots, pal.ink)


def _crown_tall(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    body = poly([(-46, -50), (-54, -150), (-28, -128), (0, -166), (28, -128), (54, -150),
                 (46, -50)])
    fill(p, body, pal.gold, pal.ink, 3.5)
    for px in (-26, 0, 26):
        line(p, poly([(px * 0.9, -60), (px, -126 if px else -150)], close=False),
             shade(pal.gold, 0.6), 3)
    fill(p, rect(-24, -116, 48, 40, 10), colour, pal.ink, 3)
    fill(p, ellipse(0, -96, 9), accent, pal.ink, 2.5)
    fill(p, rect(-50, -64, 100, 22, 6), shade(pal.gold, 0.85), pal.ink, 3.5)
    _jewels(p, pal, (-28, 28), -53, 5)


def _diadem(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    veil = smooth([(-50, -40), (-36, -74), (0, -82), (36, -74), (50, -40), (66, 40),
                   (72, 110), (54, 60), (46, -20), (0, -56), (-46, -20), (-54, 60),
                   (-72, 110), (-66, 40)])
    fill(p, veil, shade(colour, 1.55), pal.ink, 3)
    band = smooth([(-46, -36), (-30, -60), (0, -68), (30, -60), (46, -36), (30, -50),
                   (0, -56), (-30, -50)])
    fill(p, band, pal.gold, pal.ink, 3)
    fill(p, poly([(-12, -62), (0, -88), (12, -62)]), pal.gold, pal.ink, 3)
    fill(p, ellipse(0, -68, 7, 8), accent, pal.ink, 2)


def _flowers(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    for i, a in enumerate(range(200, 345, 24)):
        r = math.radians(a)
        fx, fy = 50 * math.cos(r), -6 + 60 * math.sin(r)
        fill(p, ellipse(fx + 8, fy + 4, 6, 11), pal.green, pal.ink, 2)
        for k in range(5):
            q = math.tau * k / 5
            fill(p, ellipse(fx + 7 * math.cos(q), fy + 7 * math.sin(q), 6),
                 accent if i % 2 else colour, pal.ink, 1.8)
        fill(p, ellipse(fx, fy, 4), pal.gold, pal.ink, 1.5)


def _flat_hat(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-40, -58), (-38, -92), (0, -100), (38, -92), (40, -58), (0, -52)]),
         colour, pal.ink, 3.5)
    fill(p, rect(-40, -70, 80, 12, 3), accent, pal.ink, 2.5)
    brim = QPainterPath()
    brim.addEllipse(-98, -70, 196, 30)
    fill(p, brim, colour, pal.ink, 3.5)
    line(p, smooth([(-86, -52), (0, -44), (86, -52)], close=False), shade(colour, 0.6), 3)


def _beret(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    feather = smooth([(30, -70), (70, -118), (116, -134), (96, -108), (70, -84), (44, -60)])
    fill(p, feather, "#ffffff", pal.ink, 3)
    line(p, smooth([(34, -66), (72, -104), (108, -128)], close=False), pal.ink, 1.8)
    fill(p, smooth([(-62, -40), (-56, -84), (-10, -104), (46, -96), (74, -62), (54, -46),
                    (0, -54), (-40, -40)]), colour, pal.ink, 3.5)
    fill(p, smooth([(-56, -42), (0, -56), (56, -46), (52, -36), (0, -44), (-54, -32)]),
         shade(colour, 0.75), pal.ink, 3)
    fill(p, ellipse(38, -62, 9), pal.gold, pal.ink, 2.5)


def _plumed_helmet(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    steel = "#c3cad3"
    for i, (dx, c) in enumerate(((-20, colour), (14, "#ffffff"), (44, accent))):
        plume = smooth([(dx * 0.3, -96), (dx - 18, -150), (dx + 6, -196 + i * 10),
                        (dx + 40, -176 + i * 12), (dx + 10, -150), (dx * 0.3 + 10, -96)])
        fill(p, plume, c, pal.ink, 3)
        line(p, smooth([(dx * 0.3 + 4, -100), (dx - 4, -150), (dx + 14, -184 + i * 10)],
                       close=False), shade(c, 0.6), 2)
    crest = smooth([(-30, -84), (-22, -116), (0, -124), (26, -114), (34, -84)])
    fill(p, crest, steel, pal.ink, 3.5)
    dome = smooth([(-52, -44), (-50, -86), (0, -104), (50, -86), (52, -44), (0, -54)])
    fill(p, dome, steel, pal.ink, 3.5)
    line(p, smooth([(-30, -88), (0, -96), (30, -88)], close=False), "#ffffff", 4)
    brim = smooth([(-86, -34), (-60, -54), (0, -58), (60, -54), (86, -34), (60, -44),
                   (0, -46), (-60, -44)])
    fill(p, brim, steel, pal.ink, 3.5)
    fill(p, rect(-50, -60, 100, 10, 3), pal.gold, pal.ink, 2)


def _burgonet(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    steel = "#b9c1cb"
    plume = smooth([(-8, -104), (-34, -146), (-30, -190), (0, -214), (44, -204), (62, -178),
                    (40, -184), (14, -182), (-4, -160), (10, -104)])
    fill(p, plume, colour, pal.ink, 3)
    line(p, smooth([(0, -108), (-14, -150), (-8, -186), (20, -200), (50, -192)], close=False),
         shade(colour, 0.6), 2.5)
    fill(p, smooth([(-54, 30), (-56, -60), (-30, -98), (0, -108), (30, -98), (56, -60),
                    (54, 30), (40, 30), (42, -30), (0, -46), (-42, -30), (-40, 30)]),
         steel, pal.ink, 3.5)
    line(p, smooth([(0, -108), (0, -48)], close=False), pal.ink, 3)
    fill(p, smooth([(-60, -38), (0, -52), (60, -38), (56, -28), (0, -40), (-56, -28)]),
         shade(steel, 0.85), pal.ink, 3)
    for sx in (-1, 1):
        line(p, poly([(sx * 48, -14), (sx * 48, 18)], close=False), shade(steel, 0.6), 2.5)
        fill(p, ellipse(sx * 48, -20, 4), pal.gold, pal.ink, 1.5)


def _wide_hat(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-44, -56), (-40, -104), (0, -114), (40, -104), (44, -56)]), colour,
         pal.ink, 3.5)
    fill(p, rect(-44, -72, 88, 14, 4), accent, pal.ink, 2.5)
    plume = smooth([(-30, -76), (-86, -110), (-120, -96), (-96, -88), (-70, -72), (-40, -64)])
    fill(p, plume, "#ffffff", pal.ink, 3)
    line(p, smooth([(-34, -72), (-80, -98), (-112, -96)], close=False), pal.ink, 1.8)
    brim = smooth([(-118, -46), (-60, -70), (0, -74), (70, -80), (118, -96), (104, -60),
                   (50, -44), (0, -44), (-60, -40)])
    fill(p, brim, colour, pal.ink, 3.5)


def _turban(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-56, -40), (-62, -86), (-20, -118), (30, -116), (62, -84), (56, -40),
                    (0, -52)]), colour, pal.ink, 3.5)
    for k in range(3):
        line(p, smooth([(-58, -52 - k * 20), (0, -70 - k * 18), (58, -56 - k * 18)],
                       close=False), shade(colour, 0.65), 3)
    fill(p, ellipse(0, -80, 11, 13), accent, pal.ink, 2.5)
    fill(p, smooth([(0, -92), (-10, -130), (4, -150), (12, -124), (6, -92)]), "#ffffff",
         pal.ink, 2.5)


def _cap(p: QPainter, pal: Palette, colour: str, accent: str) -> None:
    fill(p, smooth([(-50, -48), (-46, -96), (6, -112), (50, -90), (54, -48), (0, -58)]),
         colour, pal.ink, 3.5)
    fill(p, smooth([(-56, -40), (-54, -62), (0, -72), (54, -62), (56, -40), (0, -50)]),
         accent, pal.ink, 3.5)
    fill(p, ellipse(6, -112, 9), accent, pal.ink, 2.5)


_HEADGEAR = {
    "crown_open": _crown_open,
    "crown_closed": _crown_closed,
    "crown_fur": _crown_fur,
    "crown_tall": _crown_tall,
    "diadem": _diadem,
    "flowers": _flowers,
    "flat_hat": _flat_hat,
    "beret": _beret,
    "plumed_helmet": _plumed_helmet,
    "burgonet": _burgonet,
    "wide_hat": _wide_hat,
    "turban": _turban,
    "cap": _cap,
}
"""Every headgear kind by name; each paints in head units (hair top near y = -66)."""


# --- cloth -----------------------------------------------------------------

Box = tuple[int, int, int, int]


def _cells(box: Box, step_x: int, step_y: int) -> Iterator[tuple[int, int]]:
    """Grid cells (gx, gy) of a repeat with this step that touch ``box``."""
    x0, y0, x1, y1 = box
    for gy in range(y0 // step_y - 1, y1 // step_y + 2):
        for gx in range(x0 // step_x - 1, x1 // step_x + 2):
            yield gx, gy


@cache
def motif(kind: str, box: Box) -> QPainterPath:
    """The repeat ``kind`` over ``box`` (left, top, right, bottom), to be clipped to a
    garment; the repeat is anchored to the figure box, so it is the same on every card."""
    marks = QPainterPath()
    if kind == "dots":
        for gx, gy in _cells(box, 40, 40):
            marks.addPath(ellipse(gx * 40 + (gy % 2) * 20, gy * 40, 6))
    elif kind == "stripes":
        for gx, _ in _cells((box[0], 0, box[2], 0), 48, 1000):
            marks.addRect(gx * 48, box[1], 18, box[3] - box[1])
    elif kind == "brocade":
        for gx, gy in _cells(box, 56, 52):
            x, y = gx * 56 + (gy % 2) * 28, gy * 52
            for k in range(4):
                marks.addPath(ellipse(x + 9 * math.cos(k * math.pi / 2),
                                      y + 9 * math.sin(k * math.pi / 2), 6))
    elif kind == "lozenges":
        for gx, gy in _cells(box, 50, 46):
            x, y = gx * 50 + (gy % 2) * 25, gy * 46
            marks.addPath(poly([(x, y - 14), (x + 10, y), (x, y + 14), (x - 10, y)]))
    elif kind == "chevrons":
        for _, gy in _cells((0, box[1], 0, box[3]), 1000, 42):
            y = gy * 42
            marks.addPath(poly([(-330, y), (0, y + 40), (330, y), (330, y + 12),
                                (0, y + 52), (-330, y + 12)]))
    elif kind == "checks":
        for gx, gy in _cells(box, 40, 40):
            if (gx + gy) % 2:
                marks.addRect(gx * 40, gy * 40, 40, 40)
    elif kind == "ermine":
        for gx, gy in _cells(box, 30, 30):
            x, y = gx * 30 + (gy % 2) * 15, gy * 30
            marks.addPath(poly([(x, y - 7), (x + 4, y + 5), (x - 4, y + 5)]))
    return marks


def _box(path: QPainterPath) -> Box:
    r = path.boundingRect()
    return (math.floor(r.left() / 40) * 40, math.floor(r.top() / 40) * 40,
            math.ceil(r.right() / 40) * 40, math.ceil(r.bottom() / 40) * 40)


def pattern(p: QPainter, garment: QPainterPath, kind: str, colour: str) -> None:
    """Fill ``garment`` with the motif ``kind`` (nothing for "plain")."""
    if kind == "plain":
        return
    p.save()
    p.setClipPath(garment, Qt.ClipOperation.IntersectClip)
    fill(p, motif(kind, _box(garment)), colour)
    p.restore()


def ermine(p: QPainter, pal: Palette, band: QPainterPath) -> None:
    """White fur with black tails, filling ``band``."""
    fill(p, band, "#ffffff", pal.ink, 3)
    pattern(p, band, "ermine", pal.ink)


def cloak_folds(p: QPainter, pts: tuple[Point, ...], colour: str) -> None:
    """A few fold lines hanging down from ``pts``."""
    folds = QPainterPath()
    for x, y in pts:
        folds.moveTo(x, y)
        folds.quadTo(x + 8, y + 120, x - 4, y + 240)
    line(p, folds, colour, 3)
