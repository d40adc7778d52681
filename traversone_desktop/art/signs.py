"""Suit signs as vector paths, each centred on the origin and 100 units tall.

Shapes are cached (they never depend on colour); colours come from the deck's
palette at draw time. Every sign has its own silhouette, so suits are told
apart by shape even before colour.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art.paint import ellipse, fill, mirrored, poly, rect, shade, smooth, stroke
from traversone_desktop.art.style import DeckStyle

COINS, CUPS, SWORDS, BATONS = range(4)


def _ink_width(style: DeckStyle) -> float:
    return 5.0 if style.bold_signs else 3.0


# --- coins -----------------------------------------------------------------

@cache
def _petals(n: int, dist: float, rx: float, ry: float) -> QPainterPath:
    out = QPainterPath()
    for i in range(n):
        t = QTransform().rotate(i * 360.0 / n)
        out.addPath(t.map(ellipse(0, -dist, rx, ry)))
    return out


@cache
def _dots(n: int, dist: float, r: float) -> QPainterPath:
    out = QPainterPath()
    for i in range(n):
        a = math.tau * i / n
        out.addPath(ellipse(dist * math.cos(a), dist * math.sin(a), r))
    return out


def draw_coin(p: QPainter, style: DeckStyle) -> None:
    """A denaro: rimmed disc with a beaded ring and an eight-petal rosette."""
    pal, w = style.palette, _ink_width(style)
    face = pal.marks[COINS]
    accent = pal.gold if face == pal.red else pal.red
    fill(p, ellipse(0, 0, 50), face, pal.ink, w)
    if "coin_split" in style.specials:
        half = QPainterPath()
        half.moveTo(0, -48)
        half.arcTo(-48, -48, 96, 96, 90, 180)
        half.closeSubpath()
        fill(p, half, pal.blue)
    fill(p, _dots(18, 45, 2.6), shade(face, 0.55))
    stroke(p, ellipse(0, 0, 40), pal.ink, w * 0.6)
    fill(p, ellipse(0, 0, 31), shade(face, 1.25))
    fill(p, _petals(8, 17, 6.5, 13), accent, pal.ink, w * 0.45)
    fill(p, ellipse(0, 0, 8), pal.green if accent != pal.green else pal.blue, pal.ink, w * 0.45)


# --- cups ------------------------------------------------------------------

@cache
def _cup_paths(italian: bool) -> tuple[QPainterPath, ...]:
    if italian:
        bowl = poly([(-30, -30), (30, -30), (20, 2), (-20, 2)])
        lid = smooth([(-30, -30), (-22, -42), (0, -50), (22, -42), (30, -30)], close=False)
        lid.closeSubpath()
        knop = poly([(0, 2), (12, 10), (0, 18), (-12, 10)])
        stem = rect(-4, 16, 8, 14)
        foot = poly([(-5, 30), (5, 30), (28, 46), (-28, 46)])
        band = rect(-27, -22, 54, 7)
        return bowl, lid, knop, stem, foot, band
    bowl = QPainterPath(QPointF(-32, -38))
    bowl.cubicTo(-32, -12, -14, -2, -6, 0)
    bowl.lineTo(6, 0)
    bowl.cubicTo(14, -2, 32, -12, 32, -38)
    bowl.closeSubpath()
    rim = ellipse(0, -38, 32, 7)
    knop = ellipse(0, 6, 11, 7)
    stem = poly([(-5, 10), (5, 10), (7, 30), (-7, 30)])
    foot = QPainterPath(QPointF(-7, 28))
    foot.cubicTo(-10, 38, -22, 40, -28, 44)
    foot.lineTo(28, 44)
    foot.cubicTo(22, 40, 10, 38, 7, 28)
    foot.closeSubpath()
    foot.addPath(ellipse(0, 44, 28, 5))
    band = QPainterPath(QPointF(-30, -26))
    band.cubicTo(-10, -20, 10, -20, 30, -26)
    band.lineTo(27, -17)
    band.cubicTo(10, -12, -10, -12, -27, -17)
    band.closeSubpath()
    return bowl, rim, knop, stem, foot, band


def draw_cup(p: QPainter, style: DeckStyle) -> None:
    """A coppa: a Spanish goblet, or the geometric covered cup of northern packs."""
    pal, w = style.palette, _ink_width(style)
    body = pal.marks[CUPS]
    trim = pal.gold if body != pal.gold else pal.red
    bowl, top, knop, stem, foot, band = _cup_paths(style.suit_system == "italian")
    fill(p, foot, trim, pal.ink, w)
    fill(p, stem, body, pal.ink, w)
    fill(p, bowl, body, pal.ink, w)
    fill(p, band, trim, pal.ink, w * 0.6)
    fill(p, top, shade(body, 0.55) if style.suit_system != "italian" else trim, pal.ink, w)
    fill(p, knop, trim, pal.ink, w)


# --- swords ----------------------------------------------------------------

@cache
def _straight_sword() -> tuple[QPainterPath, ...]:
    blade = poly([(-5.5, 22), (-5.5, -38), (0, -50), (5.5, -38), (5.5, 22)])
    guard = rect(-20, 20, 40, 7, 3)
    guard.addPath(ellipse(-21, 18, 4.5))
    guard.addPath(ellipse(21, 18, 4.5))
    grip = rect(-4, 27, 8, 15, 2)
    pommel = ellipse(0, 46, 5.5)
    return blade, guard, grip, pommel


def draw_straight_sword(p: QPainter, style: DeckStyle) -> None:
    """A Spanish-style espada: straight double-edged blade, curled quillons."""
    pal, w = style.palette, _ink_width(style)
    blade, guard, grip, pommel = _straight_sword()
    fill(p, blade, shade(pal.marks[SWORDS], 1.55), pal.ink, w)
    stroke(p, poly([(0, 18), (0, -38)], close=False), pal.marks[SWORDS], w * 0.8)
    fill(p, grip, pal.red, pal.ink, w * 0.8)
    fill(p, guard, pal.gold, pal.ink, w * 0.8)
    fill(p, pommel, pal.gold, pal.ink, w * 0.8)


@cache
def curved_blade(length: float, bulge: float, width: float) -> tuple[QPainterPath, ...]:
    """An Italian scimitar along an arc from hilt (bottom) to tip (top).

    The chord is vertical through x = 0 and the blade bows ``bulge`` units to
    the left (negative x); mirror it for the other group.
    """
    half = length / 2

    def at(t: float) -> tuple[float, float, float, float]:
        x = -2 * bulge * 2 * t * (1 - t)
        y = half * (1 - 2 * t)
        dx = -4 * bulge * (1 - 2 * t)
        dy = -length
        n = math.hypot(dx, dy)
        return x, y, -dy / n, dx / n

    left, right = [], []
    steps = 14
    t0 = 0.13
    for i in range(steps + 1):
        t = t0 + (0.94 - t0) * i / steps
        x, y, nx, ny = at(t)
        hw = width / 2 * (1 - 0.35 * (t - t0))
        left.append((x - nx * hw, y - ny * hw))
        right.append((x + nx * hw, y + ny * hw))
    tip = at(1.0)
    blade = poly([*left, (tip[0], tip[1]), *reversed(right)])
    gx, gy, gnx, gny = at(t0)
    guard = poly([(gx - gnx * width * 1.7, gy - gny * width * 1.7 - 2),
                  (gx + gnx * width * 1.7, gy + gny * width * 1.7 - 2),
                  (gx + gnx * width * 1.7, gy + gny * width * 1.7 + 4),
                  (gx - gnx * width * 1.7, gy - gny * width * 1.7 + 4)])
    hx, hy, _, _ = at(0.0)
    grip = poly([(gx - width * 0.3, gy), (gx + width * 0.3, gy),
                 (hx + width * 0.3, hy), (hx - width * 0.3, hy)])
    pommel = ellipse(hx, hy + width * 0.2, width * 0.55)
    return blade, guard, grip, pommel


def draw_curved_sword(p: QPainter, style: DeckStyle, length: float = 100,
                      bulge: float = 14, width: float = 11, flip: bool = False) -> None:
    """One northern Italian sword, bowed left (or right if ``flip``)."""
    paint_blade(p, style, curved_blade(length, bulge, width), flip, _ink_width(style) * 0.8)


def paint_blade(p: QPainter, style: DeckStyle, parts: tuple[QPainterPath, ...], flip: bool,
                ink_width: float) -> None:
    """Colour the blade, grip, guard and pommel made by :func:`curved_blade`."""
    pal = style.palette
    if flip:
        parts = tuple(mirrored(x) for x in parts)
    blade, guard, grip, pommel = parts
    fill(p, blade, shade(pal.marks[SWORDS], 1.5), pal.ink, ink_width)
    fill(p, grip, pal.red, pal.ink, ink_width)
    fill(p, guard, pal.gold, pal.ink, ink_width)
    fill(p, pommel, pal.gold, pal.ink, ink_width)


# --- batons ----------------------------------------------------------------

@cache
def _club_paths() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    pts_l, pts_r = [], []
    for i in range(11):
        y = 46 - i * 9.2
        w = 5.0 + i * 0.55
        bump = 3.0 if i % 3 == 1 else 0
        pts_l.append((-w - (bump if i % 2 else 0), y))
        pts_r.append((w + (bump if not i % 2 else 0), y))
    outline = smooth([*pts_r, (0, -51), *reversed(pts_l), (0, 50)])
    knots = QPainterPath()
    for x, y, r in ((-4, -30, 2.6), (4, -12, 2.4), (-3, 8, 2.2), (3, 26, 2.0), (2, -40, 2.2)):
        knots.addPath(ellipse(x, y, r, r * 1.3))
    stubs = poly([(-8, -24), (-17, -32), (-14, -35), (-6, -28)])
    stubs.addPath(poly([(8, -4), (18, -11), (20, -7), (9, 2)]))
    return outline, knots, stubs


def draw_club(p: QPainter, style: DeckStyle) -> None:
    """A Spanish-style bastone: a knobbly, tapering cudgel with lopped branches."""
    pal, w = style.palette, _ink_width(style)
    outline, knots, stubs = _club_paths()
    body = pal.marks[BATONS]
    fill(p, stubs, shade(body, 0.8), pal.ink, w * 0.8)
    fill(p, outline, body, pal.ink, w)
    fill(p, knots, shade(body, 0.55))
    fill(p, rect(-7, 36, 14, 5, 2), pal.red, pal.ink, w * 0.6)


@cache
def _baton_paths(length: float) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    h = length / 2
    body = rect(-5.5, -h + 6, 11, length - 12, 4)
    caps = ellipse(0, -h + 4, 7.5, 6)
    caps.addPath(ellipse(0, h - 4, 7.5, 6))
    rings = QPainterPath()
    for y in (-h + 14, -h * 0.35, h * 0.35, h - 14):
        rings.addPath(rect(-6.5, y - 2.5, 13, 5, 2))
    return body, caps, rings


def draw_baton(p: QPainter, style: DeckStyle, length: float = 100) -> None:
    """A northern bastone: a smooth ceremonial staff with turned ends and rings."""
    pal, w = style.palette, _ink_width(style) * 0.8
    body, caps, rings = _baton_paths(length)
    fill(p, body, pal.marks[BATONS], pal.ink, w)
    fill(p, rings, pal.red, pal.ink, w * 0.7)
    fill(p, caps, pal.gold, pal.ink, w)


# --- French suits ----------------------------------------------------------

@cache
def _french(suit: int) -> QPainterPath:
    path = QPainterPath()
    if suit == COINS:
        path.moveTo(0, -50)
        path.quadTo(18, -22, 38, 0)
        path.quadTo(18, 22, 0, 50)
        path.quadTo(-18, 22, -38, 0)
        path.quadTo(-18, -22, 0, -50)
    elif suit == CUPS:
        path.moveTo(0, 46)
        path.cubicTo(-20, 24, -48, 6, -46, -20)
        path.cubicTo(-44, -46, -8, -50, 0, -26)
        path.cubicTo(8, -50, 44, -46, 46, -20)
        path.cubicTo(48, 6, 20, 24, 0, 46)
    elif suit == SWORDS:
        path.moveTo(0, -50)
        path.cubicTo(-20, -22, -48, -10, -46, 14)
        path.cubicTo(-44, 36, -14, 38, -4, 22)
        path.cubicTo(-6, 34, -12, 44, -20, 50)
        path.lineTo(20, 50)
        path.cubicTo(12, 44, 6, 34, 4, 22)
        path.cubicTo(14, 38, 44, 36, 46, 14)
        path.cubicTo(48, -10, 20, -22, 0, -50)
    else:
        path.addEllipse(-17, -50, 34, 34)
        path.addEllipse(-46, -12, 34, 34)
        path.addEllipse(12, -12, 34, 34)
        stem = QPainterPath(QPointF(-3, 0))
        stem.lineTo(3, 0)
        stem.cubicTo(5, 30, 12, 44, 20, 50)
        stem.lineTo(-20, 50)
        stem.cubicTo(-12, 44, -5, 30, -3, 0)
        path.addPath(stem)
        path.addEllipse(-12, -22, 24, 24)
        path = path.simplified()
    return path


def draw_french(p: QPainter, style: DeckStyle, suit: int) -> None:
    """Diamond, heart, spade or club."""
    fill(p, _french(suit), style.palette.marks[suit], shade(style.palette.marks[suit], 0.5),
         _ink_width(style) * 0.5)


# --- German suits ----------------------------------------------------------

@cache
def _bell_paths() -> tuple[QPainterPath, ...]:
    body = ellipse(0, 8, 40)
    loop = ellipse(0, -40, 7.5, 6.5)
    band = QPainterPath(QPointF(-39.5, 2))
    band.cubicTo(-20, 12, 20, 12, 39.5, 2)
    band.lineTo(39.2, 14)
    band.cubicTo(20, 24, -20, 24, -39.2, 14)
    band.closeSubpath()
    slot = rect(-16, 30, 32, 5, 2.5)
    slot.addPath(ellipse(-17, 32.5, 6))
    slot.addPath(ellipse(17, 32.5, 6))
    shine = ellipse(-16, -12, 9, 6)
    return body, loop, band, slot, shine


def _heart_path() -> QPainterPath:
    path = QPainterPath(QPointF(0, 50))
    path.cubicTo(-16, 30, -50, 12, -48, -16)
    path.cubicTo(-46, -44, -10, -52, 0, -26)
    path.cubicTo(10, -52, 46, -44, 48, -16)
    path.cubicTo(50, 12, 16, 30, 0, 50)
    path.closeSubpath()
    return path


@cache
def _heart_paths() -> tuple[QPainterPath, ...]:
    body = _heart_path()
    inner = QTransform().translate(0, -4).scale(0.72, 0.72).map(_heart_path())
    shine = smooth([(-36, -20), (-30, -36), (-16, -38), (-24, -28), (-30, -12)])
    return body, inner, shine


@cache
def _leaf_paths() -> tuple[QPainterPath, ...]:
    # an upside-down heart (tip up, lobes down), its edge toothed
    outline: list[tuple[float, float]] = []
    n = 36
    for i in range(n):
        t = math.tau * i / n
        x = 2.85 * 16 * math.sin(t) ** 3
        y = 2.85 * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                    - math.cos(4 * t)) - 2
        if i % 2 and 2 < i < n - 2 and abs(i - n // 2) > 2:
            r = math.hypot(x, y)
            x, y = x * (r + 6) / r, y * (r + 6) / r
        outline.append((x, y))
    blade = smooth(outline)
    stem = QPainterPath(QPointF(-3, 8))
    stem.cubicTo(-3, 30, 4, 42, 14, 50)
    stem.lineTo(18, 46)
    stem.cubicTo(10, 40, 4, 28, 3, 8)
    stem.closeSubpath()
    veins = QPainterPath(QPointF(0, 14))
    veins.lineTo(0, -40)
    for y, dx, dy in ((-26, 14, -8), (-12, 24, -12), (4, 30, -10)):
        for sx in (-1, 1):
            veins.moveTo(0, y)
            veins.quadTo(sx * dx * 0.5, y - dy * 0.2, sx * dx, y + dy)
    return blade, stem, veins


@cache
def _acorn_paths() -> tuple[QPainterPath, ...]:
    nut = QPainterPath(QPointF(-25, -12))
    nut.cubicTo(-28, 14, -16, 38, 0, 50)
    nut.cubicTo(16, 38, 28, 14, 25, -12)
    nut.closeSubpath()
    cup = QPainterPath(QPointF(-31, -6))
    cup.cubicTo(-34, -30, -16, -40, 0, -40)
    cup.cubicTo(16, -40, 34, -30, 31, -6)
    cup.cubicTo(14, 0, -14, 0, -31, -6)
    cup.closeSubpath()
    scales = QPainterPath()
    for row, y in enumerate((-31, -22, -13)):
        for i in range(-3, 4):
            x = i * 9 + (4.5 if row % 2 else 0)
            if abs(x) < 28 - (8 if row == 0 else 0):
                scales.moveTo(x - 4.5, y)
                scales.quadTo(x, y + 7, x + 4.5, y)
    stem = QPainterPath(QPointF(-3, -38))
    stem.cubicTo(-4, -44, -2, -48, 4, -51)
    stem.lineTo(7, -47)
    stem.cubicTo(3, -45, 3, -42, 3, -38)
    stem.closeSubpath()
    shine = smooth([(-14, 2), (-8, 4), (-10, 24), (-4, 38), (-14, 24)])
    return nut, cup, scales, stem, shine


def draw_german(p: QPainter, style: DeckStyle, suit: int) -> None:
    """Bell, heart, leaf or acorn: the four German suits, each its own silhouette."""
    pal, w = style.palette, _ink_width(style)
    face = pal.marks[suit]
    if suit == COINS:
        body, loop, band, slot, shine = _bell_paths()
        stroke(p, loop, pal.ink, 6 + w * 1.4)
        stroke(p, loop, shade(face, 0.8), 6)
        fill(p, body, face, pal.ink, w)
        fill(p, band, pal.red, pal.ink, w * 0.6)
        fill(p, slot, pal.ink)
        fill(p, shine, shade(face, 1.6))
    elif suit == CUPS:
        body, inner, shine = _heart_paths()
        fill(p, body, face, shade(face, 0.45), w)
        fill(p, inner, shade(face, 1.12))
        fill(p, shine, shade(face, 1.55))
    elif suit == SWORDS:
        blade, stem, veins = _leaf_paths()
        fill(p, stem, shade(face, 0.7), pal.ink, w * 0.6)
        fill(p, blade, face, pal.ink, w)
        stroke(p, veins, shade(face, 0.55), w * 0.7)
    else:
        nut, cup, scales, stem, shine = _acorn_paths()
        fill(p, stem, shade(face, 0.6), pal.ink, w * 0.6)
        fill(p, nut, face, pal.ink, w)
        fill(p, shine, shade(face, 1.5))
        fill(p, cup, shade(face, 0.55), pal.ink, w)
        stroke(p, scales, shade(face, 0.3), w * 0.55)


def draw_sign(p: QPainter, style: DeckStyle, suit: int) -> None:
    """The deck's sign for ``suit`` at the origin, 100 units tall."""
    if style.suit_system == "french":
        draw_french(p, style, suit)
    elif style.suit_system == "german":
        draw_german(p, style, suit)
    elif suit == COINS:
        draw_coin(p, style)
    elif suit == CUPS:
        draw_cup(p, style)
    elif suit == SWORDS:
        if style.suit_system == "italian":
            draw_curved_sword(p, style)
        else:
            draw_straight_sword(p, style)
    elif style.suit_system == "italian":
        draw_baton(p, style)
    else:
        draw_club(p, style)
