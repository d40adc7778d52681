"""Numeral layouts (2-7) following the Latin conventions.

Coins, cups and French signs are spread apart on a grid; Spanish-style swords
and clubs stand apart in rows; northern Italian swords bow in two mirrored
groups that cross at two points (an ornament covers each crossing), with a
straight sword through the middle on odd values; northern batons cross in a
trellis.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art import ornaments
from traversone_desktop.art.signs import (
    BATONS,
    SWORDS,
    curved_blade,
    draw_baton,
    draw_sign,
    paint_blade,
)
from traversone_desktop.art.style import DeckStyle

SPREAD: dict[int, list[tuple[float, float]]] = {
    2: [(0, -1), (0, 1)],
    3: [(0, -1), (0, 0), (0, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    7: [(-1, -1), (1, -1), (0, -0.5), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
"""Grid positions (x, y in -1..1) of spread pips."""

ROWS: dict[int, list[int]] = {2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [2, 3, 2]}
"""Pips per row for the long Spanish-style swords and clubs."""

NARROW_ROWS: dict[int, list[int]] = {2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2],
                                     6: [2, 2, 2], 7: [2, 1, 2, 2]}
"""The same for narrow pip areas (large indices), where a row of three would crowd."""

COLUMNS: dict[int, list[tuple[float, float]]] = {
    2: [(0, -1), (0, 1)],
    3: [(0, -1), (0, 0), (0, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (-1, 0), (1, 0), (0, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    7: [(-1, -1.5), (1, -1.5), (-1, -0.5), (1, -0.5), (-1, 0.5), (1, 0.5), (0, 1.5)],
}
"""German layouts (x, y in rows): the signs stacked in two columns, an odd one below."""


def at(p: QPainter, x: float, y: float, size: float, angle: float,
       draw: Callable[[], None], squash: float = 1.0) -> None:
    """Run ``draw`` (which paints a 100-unit sign) scaled to ``size`` at (x, y)."""
    p.save()
    p.translate(x, y)
    if angle:
        p.rotate(angle)
    p.scale(size / 100 * squash, size / 100)
    draw()
    p.restore()


def spread(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """Coins, cups and French signs: apart, never touching."""
    c = area.center()
    xs, ys = area.width() * 0.27, area.height() * 0.36
    if n <= 3:
        size = min(area.width() * 0.5, area.height() * 0.27)
        ys = area.height() * 0.34
    else:
        size = min(area.width() * 0.40, area.height() * 0.25) * (0.9 if n == 7 else 1.0)
    for gx, gy in SPREAD[n]:
        at(p, c.x() + gx * xs, c.y() + gy * ys, size, 0,
           lambda: draw_sign(p, style, suit))


def rows(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """Spanish-style swords and clubs: long signs standing apart in rows."""
    layout = ROWS[n]
    if style.index_scale > 1.2:
        layout = NARROW_ROWS[n]
    row_h = area.height() / len(layout)
    length = min(row_h * 0.92, area.height() * 0.62)
    tilt = 9.0 if suit == SWORDS else 14.0
    for r, count in enumerate(layout):
        y = area.top() + row_h * (r + 0.5)
        step = area.width() / count
        length_here = min(length, step * 2.6)
        for i in range(count):
            x = area.left() + step * (i + 0.5)
            angle = 0.0 if count == 1 else (tilt if (i + r) % 2 else -tilt)
            at(p, x, y, length_here, angle, lambda: draw_sign(p, style, suit),
               0.8 if suit == BATONS else 1.0)
    if "ribbon" in style.specials and suit == SWORDS and n in (2, 3):
        ornaments.ribbon(p, style, area.center().x(), area.center().y() + row_h * 0.1,
                         area.width() * 0.9)


def italian_swords(p: QPainter, style: DeckStyle, n: int, area: QRectF) -> None:
    """Curved swords in two mirrored groups crossing twice; odd values add a straight one.

    The blades of a group run parallel, a blade's width and a half apart, and each has its
    own hilt, so the count can be read from the hilts even on a small card."""
    c = area.center()
    k, odd = n // 2, n % 2
    chord = area.height() * 0.86
    width = area.width() * (0.09 if k < 3 else 0.075)
    step = width * 1.6
    inner = (step if odd else 0.0) + area.width() * 0.16 / max(k, 1)
    bulge = inner + step * (k - 1) / 2 + area.width() * 0.16
    ink = 6.0 if style.bold_signs else 4.0
    ts = []
    for i in range(k):
        x0 = inner + step * i
        parts = curved_blade(round(chord), round(bulge), round(width))
        for flip in (False, True):
            p.save()
            p.translate(c.x() + (-x0 if flip else x0), c.y())
            paint_blade(p, style, parts, flip, ink)
            p.restore()
        ts.append(0.5 - math.sqrt(max(0.0, 0.25 - x0 / (4 * bulge))))
    if odd:
        p.save()
        p.translate(c.x(), c.y())
        paint_blade(p, style, curved_blade(round(chord * 0.92), 0, round(width)), False, ink)
        p.restore()
    if ts:
        t = sum(ts) / len(ts)
        for y in (chord / 2 * (1 - 2 * t), -chord / 2 * (1 - 2 * t)):
            ornaments.rosette(p, style, c.x(), c.y() + y, width * 1.6)
    if "crown3swords" in style.specials and n == 3:
        ornaments.crown(p, style, c.x(), area.top() + area.height() * 0.2, area.width() * 0.3)


def italian_batons(p: QPainter, style: DeckStyle, n: int, area: QRectF) -> None:
    """Smooth batons crossing in the centre as a trellis; odd values add an upright one."""
    c = area.center()
    k, odd = n // 2, n % 2
    width = area.width() * 0.1
    scale = width / 11
    angle = math.degrees(math.atan2(area.width() * 0.62, area.height()))
    length = area.height() * 0.92 / math.cos(math.radians(angle))
    spacing = area.width() * 0.2
    for sign in (-1, 1):
        for i in range(k):
            off = (i - (k - 1) / 2) * spacing
            p.save()
            p.translate(c.x(), c.y())
            p.rotate(sign * angle)
            p.translate(off, 0)
            p.scale(scale, scale)
            draw_baton(p, style, length / scale)
            p.restore()
    if odd:
        p.save()
        p.translate(c.x(), c.y())
        p.scale(scale, scale)
        draw_baton(p, style, area.height() * 0.8 / scale)
        p.restore()
    if "mask3" in style.specials and n == 3:
        ornaments.mask(p, style, c.x(), c.y(), area.width() * 0.22)


def german_columns(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """German suits: upright signs stacked in two columns (one column for 2 and 3), the odd
    sign of 5 and 7 centred below the pairs, so each value has its own outline."""
    c = area.center()
    layout = COLUMNS[n]
    rows = max(y for _, y in layout) - min(y for _, y in layout) + 1
    ys = area.height() / rows
    xs = area.width() * 0.25
    size = min(ys * 0.8, area.width() * (0.46 if n > 3 else 0.56), area.height() * 0.3)
    for gx, gy in layout:
        at(p, c.x() + gx * xs, c.y() + gy * ys, size, 0, lambda: draw_sign(p, style, suit))


def draw_numeral(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """Lay out ``n`` (2..7) signs of ``suit`` inside ``area``."""
    if style.suit_system == "italian" and suit == SWORDS:
        italian_swords(p, style, n, area)
    elif style.suit_system == "italian" and suit == BATONS:
        italian_batons(p, style, n, area)
    elif style.suit_system == "german":
        german_columns(p, style, suit, n, area)
    elif style.suit_system == "spanish" and suit in (SWORDS, BATONS):
        if "mask3" in style.specials and suit == BATONS and n == 3:
            crossed_clubs(p, style, area)
        else:
            rows(p, style, suit, n, area)
    else:
        spread(p, style, suit, n, area)


def crossed_clubs(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """The Neapolitan 3 of clubs: two clubs crossing under a grotesque mask, one upright."""
    c = area.center()
    length = area.height() * 0.8
    for angle in (-22.0, 22.0):
        at(p, c.x(), c.y(), length, angle, lambda: draw_sign(p, style, BATONS), 0.7)
    at(p, c.x(), c.y(), length * 0.9, 0.0, lambda: draw_sign(p, style, BATONS), 0.7)
    ornaments.mask(p, style, c.x(), c.y() + area.height() * 0.04, area.width() * 0.3)

