"""Small painting helpers shared by every drawing module."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

Point = tuple[float, float]


@cache
def color(hex_rgb: str) -> QColor:
    """A QColor for ``#rrggbb`` (cached: the same few colours are used thousands of times)."""
    return QColor(hex_rgb)


def shade(hex_rgb: str, factor: float) -> str:
    """``hex_rgb`` darkened (factor < 1) or lightened towards white (factor > 1)."""
    c = color(hex_rgb)
    if factor <= 1:
        r, g, b = (int(v * factor) for v in (c.red(), c.green(), c.blue()))
    else:
        t = min(factor - 1, 1.0)
        r, g, b = (int(v + (255 - v) * t) for v in (c.red(), c.green(), c.blue()))
    return f"#{r:02x}{g:02x}{b:02x}"


def pen(hex_rgb: str, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    """A solid pen with round joins (the art never wants mitre spikes)."""
    p = QPen(color(hex_rgb), width)
    p.setCapStyle(cap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


def fill(painter: QPainter, path: QPainterPath, face: str, ink: str | None = None,
         width: float = 3.0) -> None:
    """Fill ``path`` with ``face`` and outline it with ``ink`` (if given)."""
    painter.setBrush(QBrush(color(face)))
    painter.setPen(pen(ink, width) if ink else Qt.PenStyle.NoPen)
    painter.drawPath(path)


def stroke(painter: QPainter, path: QPainterPath, ink: str, width: float) -> None:
    """Draw ``path`` as a line only."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(ink, width))
    painter.drawPath(path)


def poly(points: Sequence[Point], close: bool = True) -> QPainterPath:
    """A path through ``points``."""
    path = QPainterPath(QPointF(*points[0]))
    for x, y in points[1:]:
        path.lineTo(x, y)
    if close:
        path.closeSubpath()
    return path


def smooth(points: Sequence[Point], close: bool = True) -> QPainterPath:
    """A smooth closed (or open) curve through ``points`` (Catmull-Rom as cubics)."""
    n = len(points)
    path = QPainterPath(QPointF(*points[0]))
    last = n if close else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if (close or i > 0) else points[i]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if (close or i + 2 < n) else p2
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*p2))
    if close:
        path.closeSubpath()
    return path


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    """An ellipse path centred on (cx, cy)."""
    path = QPainterPath()
    ry = rx if ry is None else ry
    path.addEllipse(QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry))
    return path


def rect(x: float, y: float, w: float, h: float, r: float = 0.0) -> QPainterPath:
    """A (rounded) rectangle path."""
    path = QPainterPath()
    if r:
        path.addRoundedRect(QRectF(x, y, w, h), r, r)
    else:
        path.addRect(QRectF(x, y, w, h))
    return path


def star(cx: float, cy: float, r_out: float, r_in: float, points: int,
         turn: float = -90.0) -> QPainterPath:
    """A star (or, with r_in near r_out, a scalloped disc)."""
    pts = []
    for i in range(points * 2):
        a = math.radians(turn + i * 180.0 / points)
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(pts)


def mirrored(path: QPainterPath) -> QPainterPath:
    """``path`` reflected left-right about x = 0."""
    from PySide6.QtGui import QTransform

    return QTransform(-1, 0, 0, 1, 0, 0).map(path)


def both_ends(p: QPainter, cx: float, cy: float) -> Iterator[int]:
    """Run a loop body twice, the second time turned half round about (cx, cy): the two
    ends of a double-ended card. Yields 0 then 180; the painter is restored after each."""
    for turn in (0, 180):
        p.save()
        if turn:
            p.translate(cx * 2, cy * 2)
            p.rotate(180)
        try:
            yield turn
        finally:
            p.restore()
