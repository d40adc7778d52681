"""Primiera Bolognese: the northern-Italian-suited pack of Bologna and Cento.

The pattern has been double-ended since about 1770 and is drawn so that every
card reads the same from either end; only the ace of coins, where the stamp
went, has a top and a bottom. It has no frame line and no corner indices, and
its colours are bright and saturated.

Cues drawn (all our own drawing):

- no frame line round the face; intense red, blue, green and gold;
- double-ended courts split straight across, the busts drawn on the bare paper
  almost to the card's edge (no panel behind them), a gold knot on the divide;
  the fante in a broad hat and long cloak holds his sign before his chest, the
  other hand gathering the cloak; the cavallo is a young knight in armour and plumed helmet on a
  prancing horse, the sign raised; the re, with a full beard and an open crown
  over a short mantle, rests the sign on his shoulder and holds up an orb;
- numeral swords are curved blades with a point at both ends, bowed in two
  mirrored groups that cross near the points, each with a gold boss at its
  middle (one boss per sword, so 4 and 6 can be told apart on a small card); on
  odd values the sword in the middle is straight and ringed like a baton;
- numeral batons are joined at their ends by gold knots: two bowed staves make
  a lens (2, 3), four a lozenge (4, 5), six a hexagon (6, 7), and odd values add
  an upright baton from the top knot to the bottom one;
- coins and cups are spread in layouts that are symmetric both ways; cups in
  the lower half stand upside down, and a cup that has to sit on the centre
  line is a double cup (two bowls rim to rim) that reads the same either way;
- the ace of swords is a double-ended sword bent into an S, each blade ending in
  a dragon's head with open jaws; the ace of cups is a large double cup, the ace
  of batons a large baton with sprigs, both symmetric;
- the ace of coins, the one card that is not symmetric, carries an oval
  medallion with Bologna's two towers, the Garisenda leaning;
- the back: a blue check with the two towers in its medallion.
"""

from __future__ import annotations

import math
from functools import cache, partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import PRANCE
from traversone_desktop.art.courts.northern_parts import Face, band
from traversone_desktop.art.deckart import MARGIN, card_height
from traversone_desktop.art.decks._common import cover_medallion, leafy_twig
from traversone_desktop.art.figures import FIG_W, Court
from traversone_desktop.art.paint import (
    both_ends,
    ellipse,
    fill,
    pen,
    poly,
    rect,
    shade,
    smooth,
    star,
    stroke,
)
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_coin, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

Point = tuple[float, float]

SPREAD: dict[int, tuple[Point, ...]] = {
    2: ((0, -1), (0, 1)),
    3: ((0, -1), (0, 0), (0, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    7: ((0, -1), (-1, -0.5), (1, -0.5), (0, 0), (-1, 0.5), (1, 0.5), (0, 1)),
}
"""Grid positions (x, y in -1..1) of coins and cups: each layout is its own mirror image
both ways (7 is a hexagon round a centre, as a row of three would crowd)."""


# --- geometry ---------------------------------------------------------------

@cache
def _twin_blade(length: int, bulge: int, width: int) -> tuple[QPainterPath, QPainterPath]:
    """A curved blade pointed at both ends: its chord runs vertically through x = 0 and it
    bows ``bulge`` units to the left. Returns the outline and the fuller (centre groove)."""
    half = length / 2
    left: list[Point] = []
    right: list[Point] = []
    groove: list[Point] = []
    steps = 24
    for i in range(steps + 1):
        t = i / steps
        x = -4 * bulge * t * (1 - t)
        y = half * (1 - 2 * t)
        dx, dy = -4 * bulge * (1 - 2 * t), -float(length)
        n = math.hypot(dx, dy)
        nx, ny = -dy / n, dx / n
        hw = width / 2 * math.sin(math.pi * t) ** 0.55
        left.append((x - nx * hw, y - ny * hw))
        right.append((x + nx * hw, y + ny * hw))
        if 0.12 <= t <= 0.88:
            groove.append((x, y))
    return poly([*left, *reversed(right[1:-1])]), poly(groove, close=False)


def _crossing_t(offset: float, bulge: float) -> float:
    """Where (0..0.5 along the chord) a blade bowed ``bulge`` and moved ``offset`` right
    crosses the centre line."""
    return 0.5 - math.sqrt(max(0.0, 0.25 - offset / (4 * bulge)))


# --- swords -----------------------------------------------------------------

def _paint_twin_blade(p: QPainter, style: DeckStyle, x: float, y: float, parts: tuple[
        QPainterPath, QPainterPath], flip: bool, width: float, bulge: float) -> None:
    """Paint a :func:`_twin_blade` at (x, y), mirrored if ``flip``, with its gold boss."""
    pal = style.palette
    blade, groove = parts
    p.save()
    p.translate(x, y)
    if flip:
        p.scale(-1, 1)
    fill(p, blade, shade(pal.marks[SWORDS], 1.2), pal.ink, max(3.0, width * 0.07))
    stroke(p, groove, shade(pal.marks[SWORDS], 1.8), width * 0.2)
    fill(p, ellipse(-bulge, 0, width * 0.62, width * 0.8), pal.gold, pal.ink, width * 0.07)
    fill(p, ellipse(-bulge, 0, width * 0.2), pal.red)
    p.restore()


def _baton_sword(p: QPainter, style: DeckStyle, x: float, y: float, length: float,
                 width: float) -> None:
    """The middle sword of odd values: straight, ringed and knobbed like a baton, but in steel,
    with a small point beyond each knob."""
    pal = style.palette
    ink = max(3.0, width * 0.07)
    half = length / 2
    steel = shade(pal.marks[SWORDS], 1.45)
    for sy in (-1, 1):
        tip = poly([(x - width * 0.22, y + sy * (half - width * 0.3)),
                    (x, y + sy * (half + width * 0.55)),
                    (x + width * 0.22, y + sy * (half - width * 0.3))])
        fill(p, tip, steel, pal.ink, ink)
    fill(p, rect(x - width * 0.36, y - half + width * 0.4, width * 0.72,
                 length - width * 0.8, width * 0.2), pal.marks[SWORDS], pal.ink, ink)
    for t in (-0.62, -0.2, 0.2, 0.62):
        fill(p, rect(x - width * 0.46, y + t * half - width * 0.14, width * 0.92, width * 0.28,
                     width * 0.1), pal.gold, pal.ink, ink * 0.8)
    for sy in (-1, 1):
        fill(p, ellipse(x, y + sy * (half - width * 0.4), width * 0.5, width * 0.42), pal.gold,
             pal.ink, ink)


def _knot(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """A gold knot with a red heart: binds sword crossings and baton joints."""
    pal = style.palette
    fill(p, star(x, y, r, r * 0.78, 8, -90), pal.gold, pal.ink, max(3.0, r * 0.12))
    fill(p, ellipse(x, y, r * 0.42), pal.red, pal.ink, max(2.0, r * 0.08))


def bolognese_swords(p: QPainter, style: DeckStyle, n: int, area: QRectF) -> None:
    """Double-pointed curved swords in two mirrored groups crossing near the points; odd
    values put a baton-like straight sword between them."""
    c = area.center()
    w = area.width()
    k, odd = divmod(n, 2)
    chord = area.height() * 0.9
    width = w * (0.1 if k < 3 else 0.085)
    step = width * 1.55
    outer = w * 0.4 - width / 2
    mids = [outer - step * i for i in range(k)]
    if k == 1:
        mids = [w * (0.3 if odd else 0.26)]
    inner = mids[-1]
    bulge = max(inner * 1.55, outer + w * 0.08)
    ts = []
    for m in mids:
        offset = bulge - m
        parts = _twin_blade(round(chord), round(bulge), round(width))
        for flip in (False, True):
            _paint_twin_blade(p, style, c.x() + (-offset if flip else offset), c.y(), parts,
                              flip, width, bulge)
        ts.append(_crossing_t(offset, bulge))
    if odd:
        _baton_sword(p, style, c.x(), c.y(), chord * 0.74, width * 0.95)
    t = sum(ts) / len(ts)
    for sy in (-1, 1):
        _knot(p, style, c.x(), c.y() + sy * chord / 2 * (1 - 2 * t), width * (0.9 + 0.25 * k))


# --- batons -----------------------------------------------------------------

def _baton_between(p: QPainter, style: DeckStyle, a: Point, b: Point, bow: float,
                   width: float) -> None:
    """A baton from ``a`` to ``b`` (bowed ``bow`` units to its left), with four red rings."""
    pal = style.palette
    ink = max(3.0, width * 0.08)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    nx, ny = (b[1] - a[1]) / length, -(b[0] - a[0]) / length
    centre = QPainterPath(QPointF(*a))
    centre.quadTo(QPointF(mx + nx * bow * 2, my + ny * bow * 2), QPointF(*b))
    fill(p, band(centre, (width * 0.9, width, width, width * 0.9), 20),
         pal.marks[BATONS], pal.ink, ink)
    for t in (0.2, 0.4, 0.6, 0.8):
        pt = centre.pointAtPercent(t)
        q = centre.pointAtPercent(min(t + 0.02, 1.0))
        angle = math.degrees(math.atan2(q.y() - pt.y(), q.x() - pt.x()))
        p.save()
        p.translate(pt)
        p.rotate(angle)
        fill(p, rect(-width * 0.16, -width * 0.62, width * 0.32, width * 1.24, width * 0.12),
             pal.red, pal.ink, ink * 0.8)
        p.restore()


def bolognese_batons(p: QPainter, style: DeckStyle, n: int, area: QRectF) -> None:
    """Batons joined end to end by gold knots into a lens, a lozenge or a hexagon; odd values
    add an upright baton between the top and bottom knots."""
    c = area.center()
    k, odd = divmod(n, 2)
    hh, hw = area.height() * 0.44, area.width() * 0.36
    width = area.width() * 0.085
    top, bottom = (c.x(), c.y() - hh), (c.x(), c.y() + hh)
    if k == 1:
        sides = [(top, bottom, -hw * 0.85), (bottom, top, -hw * 0.85)]
        joints = [top, bottom]
    else:
        if k == 2:
            ring = [top, (c.x() + hw, c.y()), bottom, (c.x() - hw, c.y())]
        else:
            ring = [top, (c.x() + hw, c.y() - hh * 0.4), (c.x() + hw, c.y() + hh * 0.4), bottom,
                    (c.x() - hw, c.y() + hh * 0.4), (c.x() - hw, c.y() - hh * 0.4)]
        sides = [(ring[i], ring[(i + 1) % len(ring)], -width * 0.3) for i in range(len(ring))]
        joints = ring
    for a, b, bow in sides:
        _baton_between(p, style, a, b, bow, width)
    if odd:
        _baton_between(p, style, (top[0], top[1] + width * 0.6),
                       (bottom[0], bottom[1] - width * 0.6), 0.0, width)
    for x, y in joints:
        _knot(p, style, x, y, width * 0.95)


# --- coins and cups ---------------------------------------------------------

@cache
def _double_cup_paths() -> tuple[QPainterPath, ...]:
    """Two bowls rim to rim on a shared band, a foot at each end, 100 units tall."""
    body = smooth([(0, -24), (22, -20), (31, -6), (31, 6), (22, 20), (0, 24), (-22, 20),
                   (-31, 6), (-31, -6), (-22, -20)])
    band = rect(-33, -5, 66, 10, 4)
    stems = QPainterPath()
    feet = QPainterPath()
    knops = QPainterPath()
    for sy in (-1, 1):
        stems.addPath(rect(-4.5, 22 if sy > 0 else -38, 9, 16))
        knops.addPath(ellipse(0, sy * 29, 10, 5.5))
        feet.addPath(poly([(-6, sy * 37), (6, sy * 37), (25, sy * 46), (25, sy * 50),
                           (-25, sy * 50), (-25, sy * 46)]))
    return body, band, stems, knops, feet


def draw_double_cup(p: QPainter, style: DeckStyle) -> None:
    """A double cup (100 units tall) that reads the same from either end."""
    pal = style.palette
    body, band, stems, knops, feet = _double_cup_paths()
    ink = 5.0 if style.bold_signs else 3.0
    face = pal.marks[CUPS]
    fill(p, feet, pal.gold, pal.ink, ink)
    fill(p, stems, pal.gold, pal.ink, ink)
    fill(p, knops, pal.gold, pal.ink, ink)
    fill(p, body, face, pal.ink, ink)
    fill(p, ellipse(-12, -10, 5, 7), shade(face, 1.45))
    fill(p, ellipse(12, 10, 5, 7), shade(face, 1.45))
    fill(p, band, pal.gold, pal.ink, ink * 0.8)
    fill(p, _band_dots(), pal.red)


@cache
def _band_dots() -> QPainterPath:
    out = QPainterPath()
    for x in (-20, -10, 0, 10, 20):
        out.addPath(ellipse(x, 0, 2.6))
    return out


def _cup_or_coin(p: QPainter, style: DeckStyle, suit: int, gy: float) -> None:
    """One spread sign: cups below the centre line upside down, a double cup on it."""
    if suit == CUPS and gy == 0:
        draw_double_cup(p, style)
        return
    if gy > 0:
        p.rotate(180)
    draw_sign(p, style, suit)


def bolognese_spread(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """Coins and cups on a layout that is symmetric both ways."""
    c = area.center()
    xs = area.width() * 0.27
    if n <= 3:
        size = min(area.width() * 0.5, area.height() * 0.27)
        ys = area.height() * 0.34
    else:
        size = min(area.width() * 0.4, area.height() * 0.25) * (0.9 if n == 7 else 1.0)
        ys = area.height() * 0.36
    for gx, gy in SPREAD[n]:
        at(p, c.x() + gx * xs, c.y() + gy * ys, size, 0, partial(_cup_or_coin, p, style, suit, gy))


# --- aces -------------------------------------------------------------------

@cache
def _dragon_head() -> dict[str, QPainterPath]:
    """A dragon's head facing +x with open jaws; the neck joins at the origin (about 100 long)."""
    parts: dict[str, QPainterPath] = {}
    parts["mouth"] = poly([(30, 2), (92, -6), (84, 22)])
    parts["jaw"] = smooth([(24, 6), (46, 6), (66, 11), (82, 20), (70, 25), (46, 23), (20, 18),
                           (6, 14)])
    parts["skull"] = smooth([(-4, -17), (14, -26), (34, -27), (52, -20), (72, -15), (88, -11),
                             (93, -5), (74, -2), (50, 0), (32, 6), (12, 12), (-4, 15)])
    parts["horn"] = smooth([(12, -22), (-2, -38), (-26, -50), (-12, -32), (2, -16)])
    parts["frill"] = poly([(-6, -16), (-22, -30), (-10, -10), (-28, -12), (-10, 0), (-28, 6),
                           (-8, 12)])
    teeth = QPainterPath()
    for x in (58, 68, 78):
        teeth.addPath(poly([(x - 4, -1.5), (x + 4, -2.5), (x + 1, 6)]))
    for x in (52, 62, 72):
        teeth.addPath(poly([(x - 4, 9), (x + 4, 11), (x - 1, 3)]))
    parts["teeth"] = teeth
    tongue = QPainterPath(QPointF(40, 8))
    tongue.cubicTo(60, 12, 80, 2, 100, 8)
    tongue.moveTo(100, 8)
    tongue.lineTo(110, 2)
    tongue.moveTo(100, 8)
    tongue.lineTo(108, 15)
    parts["tongue"] = tongue
    return parts


def dragon_head(p: QPainter, style: DeckStyle, x: float, y: float, angle: float,
                size: float) -> None:
    """Paint :func:`_dragon_head` with its neck at (x, y), turned ``angle`` degrees."""
    pal = style.palette
    parts = _dragon_head()
    scale = size / 100
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    p.scale(scale, scale)
    ink = 3.2
    scales = shade(pal.green, 0.7)
    fill(p, parts["frill"], pal.red, pal.ink, ink)
    fill(p, parts["mouth"], shade(pal.red, 0.55))
    stroke(p, parts["tongue"], pal.ink, 7.5)
    stroke(p, parts["tongue"], pal.red, 4)
    fill(p, parts["jaw"], pal.green, pal.ink, ink)
    fill(p, parts["teeth"], "#ffffff", pal.ink, 1.4)
    fill(p, parts["skull"], pal.green, pal.ink, ink)
    fill(p, parts["horn"], pal.gold, pal.ink, ink)
    for sx in (12, 24):
        stroke(p, smooth([(sx, -14), (sx + 5, -6), (sx, 2)], close=False), scales, 2.5)
    fill(p, ellipse(38, -14, 7, 5.5), "#ffffff", pal.ink, 2)
    fill(p, ellipse(40, -14, 2.8, 4), pal.ink)
    fill(p, ellipse(84, -9, 2.2), pal.ink)
    p.restore()


@cache
def _s_sword(hw: int, hh: int) -> tuple[QPainterPath, QPainterPath, QPointF, float]:
    """The upper half of the ace of swords (the lower half is this turned round): a blade
    rising from the guard, bowing hard to the left and curling over to the right.

    Returns the blade, its fuller, and where and at what angle the dragon's head joins."""
    pts = [(0.0, -0.1), (-0.04, -0.2), (-0.26, -0.34), (-0.5, -0.52), (-0.52, -0.74),
           (-0.3, -0.88), (0.02, -0.9), (0.2, -0.82)]
    centre = smooth([(x * hw, y * hh) for x, y in pts], close=False)
    blade = band(centre, (hw * 0.34, hw * 0.32, hw * 0.26, hw * 0.2, hw * 0.16), 40)
    fuller = QPainterPath()
    for i in range(4, 33):
        pt = centre.pointAtPercent(i / 40)
        if i == 4:
            fuller.moveTo(pt)
        else:
            fuller.lineTo(pt)
    end = centre.pointAtPercent(1.0)
    before = centre.pointAtPercent(0.97)
    angle = math.degrees(math.atan2(end.y() - before.y(), end.x() - before.x()))
    return blade, fuller, end, angle


def ace_of_swords(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """A double-ended sword bent into an S, a dragon's head at each end, the grip between."""
    pal = style.palette
    c = area.center()
    hw, hh = area.width() / 2, area.height() / 2
    blade, fuller, end, angle = _s_sword(round(hw), round(hh))
    steel = shade(pal.marks[SWORDS], 1.2)
    for _ in both_ends(p, c.x(), c.y()):
        p.translate(c.x(), c.y())
        fill(p, blade, steel, pal.ink, 6)
        stroke(p, fuller, shade(pal.marks[SWORDS], 1.8), hw * 0.05)
        dragon_head(p, style, end.x() - hw * 0.03, end.y(), angle, hw * 0.8)
    grip_h, guard_w = hh * 0.2, hw * 0.72
    fill(p, rect(c.x() - hw * 0.07, c.y() - grip_h / 2, hw * 0.14, grip_h, hw * 0.04),
         pal.red, pal.ink, 5)
    for i in range(1, 6):
        y = c.y() - grip_h / 2 + grip_h * i / 6
        stroke(p, poly([(c.x() - hw * 0.07, y - hw * 0.02), (c.x() + hw * 0.07, y + hw * 0.02)],
                       close=False), pal.gold, 4)
    for _ in both_ends(p, c.x(), c.y()):
        y = c.y() - grip_h / 2
        guard = smooth([(c.x() - guard_w / 2, y - hw * 0.03), (c.x(), y - hw * 0.1),
                        (c.x() + guard_w / 2, y - hw * 0.03), (c.x() + guard_w / 2, y + hw * 0.05),
                        (c.x(), y + hw * 0.02), (c.x() - guard_w / 2, y + hw * 0.05)])
        fill(p, guard, pal.gold, pal.ink, 5)
        for sx in (-1, 1):
            fill(p, ellipse(c.x() + sx * guard_w / 2, y + hw * 0.01, hw * 0.06), pal.gold,
                 pal.ink, 5)
            fill(p, ellipse(c.x() + sx * guard_w / 2, y + hw * 0.01, hw * 0.025), pal.red)
    _knot(p, style, c.x(), c.y(), hw * 0.13)


def ace_of_cups(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """A large double cup between four sprigs."""
    c = area.center()
    size = min(area.height() * 0.5, area.width() * 1.2)
    w = area.width()
    for _ in both_ends(p, c.x(), c.y()):
        for sx in (-1, 1):
            leafy_twig(p, style, (c.x() + sx * size * 0.25, c.y() - size * 0.08), sx * 22,
                       size * 0.4, 4)
        _knot(p, style, c.x(), c.y() - size * 0.6, w * 0.08)
    at(p, c.x(), c.y(), size, 0, lambda: draw_double_cup(p, style))


def ace_of_batons(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """A large baton with a knot and two sprigs at each end."""
    c = area.center()
    w, hh = area.width(), area.height() * 0.42
    for _ in both_ends(p, c.x(), c.y()):
        for sx in (-1, 1):
            leafy_twig(p, style, (c.x(), c.y() - hh * 0.55), sx * 42, w * 0.4, 5)
    _baton_between(p, style, (c.x(), c.y() - hh), (c.x(), c.y() + hh), 0.0, w * 0.17)
    for sy in (-1, 1):
        _knot(p, style, c.x(), c.y() + sy * hh, w * 0.15)
    _knot(p, style, c.x(), c.y(), w * 0.1)


def two_towers(p: QPainter, x: float, y: float, size: float, face: str, shadow: str,
               ink: str) -> None:
    """Bologna's two towers, ``size`` tall with their feet at (x, y): the tall Asinelli with
    its little turret, and the short Garisenda leaning towards it."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    tall = poly([(-6, 0), (-5, -84), (9, -84), (10, 0)])
    fill(p, tall, face, ink, 1.6)
    fill(p, rect(-5, -84, 5, 84), shadow)
    stroke(p, tall, ink, 1.6)
    fill(p, poly([(-7, -84), (11, -84), (11, -88), (-7, -88)]), face, ink, 1.4)
    fill(p, rect(-1, -96, 6, 8), face, ink, 1.4)
    fill(p, poly([(-2, -96), (2, -101), (6, -96)]), shadow, ink, 1.2)
    for yy in (-70, -52, -34):
        fill(p, rect(0.5, yy, 3, 5), ink)
    p.save()
    p.translate(-18, 0)
    p.rotate(-5)
    short = poly([(-9, 0), (-8, -50), (6, -50), (7, 0)])
    fill(p, short, face, ink, 1.6)
    fill(p, rect(-8, -50, 5, 50), shadow)
    stroke(p, short, ink, 1.6)
    fill(p, rect(-9.5, -53, 16.5, 4), face, ink, 1.4)
    fill(p, rect(-2.5, -38, 3, 5), ink)
    p.restore()
    stroke(p, poly([(-40, 0), (34, 0)], close=False), ink, 2.4)
    p.restore()


def ace_of_coins(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """A large coin in a red sunburst, under an oval medallion with the two towers."""
    pal = style.palette
    c = area.center()
    r = area.width() * 0.34
    y = c.y() + area.height() * 0.14
    fill(p, star(c.x(), y, r * 1.42, r * 1.12, 20), pal.red, pal.ink, 5)
    fill(p, star(c.x(), y, r * 1.22, r * 1.06, 20, -81), pal.gold)
    at(p, c.x(), y, r * 2, 0, lambda: draw_coin(p, style))
    my = c.y() - area.height() * 0.27
    mr = area.width() * 0.3
    fill(p, ellipse(c.x(), my, mr, mr * 1.18), pal.gold, pal.ink, 6)
    fill(p, ellipse(c.x(), my, mr * 0.84, mr * 1.02), "#fff6dc", pal.ink, 4)
    for i in range(16):
        a = math.tau * i / 16
        fill(p, ellipse(c.x() + mr * 0.92 * math.cos(a), my + mr * 1.1 * math.sin(a),
                        mr * 0.045), pal.red)
    two_towers(p, c.x() + mr * 0.08, my + mr * 0.7, mr * 1.45, "#e7a870", "#c5824d", pal.ink)
    fill(p, rect(c.x() - mr * 0.62, my + mr * 0.72, mr * 1.24, mr * 0.12, mr * 0.05),
         pal.green)


# --- the deck's art ---------------------------------------------------------

COURT_INSET = 22.0
"""Paper left between a court figure and the card edge."""


PATTERN = Pattern(
    fante=Figure(Face("young", "none", "bob", turn=-0.4), "broad_hat", "tunic", "long",
                 "chest", "cape"),
    cavallo=Rider(Face("young", "moustache", "bob"), "helmet", True, PRANCE, "", "", True,
                  "raised", flip=True),
    re=Figure(Face("mature", "full", "curls"), "crown_open", "robe", "short", "shoulder",
              "orb"),
    coats=("#f4efe6", "#9a5a24", "#2a2420", "#c89a5a"),
)


class BologneseArt(NorthernArt):
    """No frame line, symmetric numerals and aces, the towers on the ace of coins and back."""

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        """The Primiera Bolognese has no frame line."""

    def pip_area(self, style: DeckStyle) -> QRectF:
        """Without a frame the pips may come a little closer to the edges."""
        if style.corner_indices:
            return super().pip_area(style)
        h = card_height(style)
        side, top = MARGIN + 66, MARGIN + 56
        return QRectF(side, top, 1000 - 2 * side, h - 2 * top)

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        if suit == SWORDS:
            bolognese_swords(p, style, value, area)
        elif suit == BATONS:
            bolognese_batons(p, style, value, area)
        else:
            bolognese_spread(p, style, suit, value, area)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        if suit == COINS:
            ace_of_coins(p, style, area)
        elif suit == CUPS:
            ace_of_cups(p, style, area)
        elif suit == SWORDS:
            ace_of_swords(p, style, area)
        else:
            ace_of_batons(p, style, area)

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """The mirrored bust straight on the paper (no panel, no frame), nearly edge to edge,
        with a knot on the middle of the divide."""
        if not style.double_ended:
            super().draw_court(p, style, suit, rank, box)
            return
        court = Court(style, suit, rank)
        y0, y1 = self.figure_window(court)
        h = card_height(style)
        cx, cy = 500.0, h / 2
        inner = rect(COURT_INSET, COURT_INSET, 1000 - 2 * COURT_INSET, h - 2 * COURT_INSET, 30)
        clip = inner.intersected(rect(0, 0, 1000, cy))
        scale = min((1000 - 2 * COURT_INSET) / FIG_W, (cy - COURT_INSET) / (y1 - y0))
        for _ in both_ends(p, cx, cy):
            p.setClipPath(clip)
            p.translate(cx, cy)
            p.scale(scale, scale)
            p.translate(0, -y1)
            self.paint_figure(p, court, half=True)
        p.setPen(pen(style.palette.frame, 7))
        p.drawLine(QPointF(COURT_INSET, cy), QPointF(1000 - COURT_INSET, cy))
        _knot(p, style, cx, cy, 30)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back (a blue check) with the two towers in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        _, motif, accent = style.palette.back
        two_towers(p, c.x() + 12, c.y() + 185, 390, motif, shade(motif, 0.75), accent)


BOLOGNESI = register(DeckStyle(
    key="bolognesi",
    name_it="Primiera Bolognese",
    name_en="Primiera Bolognese",
    region_it="Bologna e Cento",
    region_en="Bologna and Cento",
    suit_system="italian",
    double_ended=True,
    corner_indices=False,
    aspect=1.84,
    palette=Palette(
        paper="#fffbf2",
        ink="#16120e",
        frame="#16120e",
        gold="#f8b400",
        red="#dc1420",
        blue="#0c4fc0",
        green="#06873c",
        skin="#f7cfa4",
        hair=("#5a2a0e", "#1c1410", "#c8861e", "#2a1a12"),
        marks=("#f8b400", "#dc1420", "#0c4fc0", "#06873c"),
        robe=("#0c4fc0", "#06873c", "#dc1420", "#7b1fa8"),
        trim=("#dc1420", "#f8b400", "#0c4fc0", "#06873c"),
        back=("#0b3d9a", "#2f6fdc", "#f8b400"),
        index="#16120e",
    ),
    back_kind="check",
    art=BologneseArt(PATTERN),
))
