"""Drawing helpers shared by several regional deck modules (this module registers no deck).

- :func:`figure_space` puts the painter where :meth:`DeckArt.draw_court` put a
  full-length figure, so a deck can add a dog or a stamp beside its courts;
- :func:`cover_medallion` blanks the standard medallion of a back, so a deck can
  put its own emblem there;
- :func:`dog`, :func:`floret` and :func:`leafy_twig` are small cues used by more
  than one pattern.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.deckart import MARGIN, W, card_height
from traversone_desktop.art.figures import FIG_H, FIG_W
from traversone_desktop.art.paint import ellipse, fill, poly, shade, smooth, stroke
from traversone_desktop.art.style import DeckStyle


@contextmanager
def figure_space(p: QPainter, style: DeckStyle, box: QRectF) -> Iterator[None]:
    """Within the block, draw in the figure box of a single-ended court (not mirrored).

    Mirrors the mapping of :meth:`DeckArt.draw_court` for single-ended decks:
    x -320..320, y 0 (top of the headgear) .. 1000 (the ground)."""
    base_h = box.height() * 0.07 if style.court_base != "none" else 0.0
    fig = QRectF(box.left(), box.top(), box.width(), box.height() - base_h * 0.6)
    scale = min(fig.width() / FIG_W, fig.height() / FIG_H)
    p.save()
    p.translate(fig.center().x(), fig.bottom())
    p.scale(scale, scale)
    p.translate(0, -FIG_H)
    try:
        yield
    finally:
        p.restore()


def cover_medallion(p: QPainter, style: DeckStyle) -> QPointF:
    """Paint a plain oval over the standard back medallion; returns its centre."""
    field, motif, accent = style.palette.back
    c = QPointF(W / 2, card_height(style) / 2)
    fill(p, ellipse(c.x(), c.y(), 214, 294), field, motif, 14)
    fill(p, ellipse(c.x(), c.y(), 184, 264), field, accent, 5)
    return c


def frame_inner(style: DeckStyle) -> QRectF:
    """The area inside the frame line of a face."""
    return QRectF(MARGIN, MARGIN, W - 2 * MARGIN, card_height(style) - 2 * MARGIN)


def dog(p: QPainter, style: DeckStyle, x: float, y: float, size: float, coat: str,
        patch: str) -> None:
    """A small hound sitting at (x, y) (its feet), facing right, ``size`` tall."""
    ink = style.palette.ink
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    stroke(p, smooth([(-34, -8), (-48, -20), (-52, -40)], close=False), ink, 9)
    stroke(p, smooth([(-34, -8), (-48, -20), (-52, -40)], close=False), coat, 5)
    body = smooth([(-36, 0), (-42, -26), (-30, -50), (-8, -64), (10, -62), (16, -40),
                   (18, -14), (22, 0)])
    fill(p, body, coat, ink, 2.5)
    fill(p, ellipse(-24, -20, 18, 18), patch, ink, 2)
    for lx in (4, 14):
        fill(p, poly([(lx - 4, -42), (lx + 4, -42), (lx + 4, -2), (lx - 4, -2)]), coat, ink, 2)
        fill(p, ellipse(lx + 2, -2, 7, 3.5), coat, ink, 2)
    fill(p, ellipse(-34, -3, 11, 4), coat, ink, 2)
    head = smooth([(-2, -72), (8, -86), (24, -86), (40, -78), (42, -70), (28, -66),
                   (12, -62)])
    fill(p, head, coat, ink, 2.5)
    fill(p, ellipse(41, -75, 3.5, 3), ink)
    fill(p, ellipse(20, -78, 2.6), ink)
    ear = smooth([(6, -84), (14, -82), (12, -64), (4, -58), (0, -70)])
    fill(p, ear, patch, ink, 2)
    stroke(p, poly([(4, -64), (20, -62)], close=False), style.palette.red, 4)
    p.restore()


def floret(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A four-petal flower with four leaves, ``size`` across."""
    pal = style.palette
    s = size / 100
    p.save()
    p.translate(x, y)
    p.scale(s, s)
    for i in range(4):
        p.save()
        p.rotate(45 + i * 90)
        fill(p, ellipse(0, -34, 10, 18), pal.green, shade(pal.green, 0.5), 3)
        p.restore()
    for i in range(4):
        p.save()
        p.rotate(i * 90)
        fill(p, ellipse(0, -20, 14, 20), pal.red, pal.ink, 3)
        p.restore()
    fill(p, ellipse(0, 0, 11), pal.gold, pal.ink, 3)
    p.restore()


def leafy_twig(p: QPainter, style: DeckStyle, root: tuple[float, float], angle: float,
               length: float, leaves: int = 4) -> None:
    """A twig sprouting from ``root`` at ``angle`` degrees (0 = up, clockwise), with leaves."""
    pal = style.palette
    p.save()
    p.translate(*root)
    p.rotate(angle)
    bend = length * 0.12
    stem = smooth([(0, 0), (bend, -length * 0.5), (0, -length)], close=False)
    stroke(p, stem, pal.ink, length * 0.07 + 5)
    stroke(p, stem, shade(pal.marks[3], 0.9), length * 0.07)
    for i in range(leaves):
        t = (i + 1) / (leaves + 0.5)
        side = 1 if i % 2 else -1
        ly = -length * t
        lx = bend * math.sin(math.pi * t)
        leaf = QPainterPath()
        leaf.addPath(ellipse(0, -length * 0.11, length * 0.06, length * 0.11))
        p.save()
        p.translate(lx, ly)
        p.rotate(side * 50)
        fill(p, leaf, pal.green, shade(pal.green, 0.5), 2.5)
        p.restore()
    fill(p, ellipse(0, -length, length * 0.05, length * 0.09), pal.green,
         shade(pal.green, 0.5), 2.5)
    p.restore()
