"""The one drawing interface every deck goes through, and its standard implementation.

A deck module may subclass :class:`DeckArt` and override a hook (an ace, a back,
a numeral) while everything else stays shared.  All drawing happens in card
units: 1000 wide and ``1000 * aspect`` high.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.figures import FIG_H, FIG_W, Court
from traversone_desktop.art.paint import (
    both_ends,
    color,
    ellipse,
    fill,
    pen,
    poly,
    rect,
    shade,
    smooth,
    star,
)
from traversone_desktop.art.pips import at, draw_numeral
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle
from traversone_desktop.engine.cards import pip_value, rank_of, suit_of
from traversone_desktop.fonts import CARD_FONT_FAMILY

W = 1000.0
MARGIN = 40.0
"""Inset of the frame line from the card edge."""


def card_height(style: DeckStyle) -> float:
    """Card height in card units."""
    return W * style.aspect


def frame_line(p: QPainter, style: DeckStyle, colour: str, width: float, radius: float,
               inset: float = 0.0) -> None:
    """A plain rounded frame line, ``inset`` inside the standard frame's place."""
    edge = MARGIN + inset
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(colour, width))
    p.drawRoundedRect(QRectF(edge, edge, W - 2 * edge, card_height(style) - 2 * edge),
                      radius, radius)


class DeckArt:
    """Draws faces and backs for a :class:`DeckStyle`; subclass to add pattern hooks."""

    # --- entry points ------------------------------------------------------

    def draw_face(self, p: QPainter, style: DeckStyle, card: int) -> None:
        """The whole face of ``card``."""
        h = card_height(style)
        self.draw_blank(p, style, style.palette.paper)
        self.draw_frame(p, style, suit_of(card))
        value = pip_value(card)
        if value == 1:
            self.draw_ace(p, style, suit_of(card), self.pip_area(style))
        elif value <= 7:
            self.draw_numeral(p, style, suit_of(card), value, self.pip_area(style))
        else:
            side = MARGIN + 22 + (self.index_box(style).width() * 0.5
                                  if style.corner_indices else 0.0)
            self.draw_court(p, style, suit_of(card), rank_of(card), QRectF(
                side, MARGIN + 22, W - 2 * side, h - 2 * MARGIN - 44))
        if style.corner_indices:
            self.draw_indices(p, style, card)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The back: a full-bleed pattern with a border and a medallion."""
        h = card_height(style)
        field, motif, accent = style.palette.back
        self.draw_blank(p, style, field)
        inner = QRectF(MARGIN + 20, MARGIN + 20, W - 2 * MARGIN - 40, h - 2 * MARGIN - 40)
        p.save()
        p.setClipRect(inner)
        fill(p, _back_pattern(style.back_kind, round(h)), motif)
        p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen(motif, 16))
        p.drawRoundedRect(inner, 20, 20)
        p.setPen(pen(accent, 5))
        p.drawRoundedRect(inner.adjusted(18, 18, -18, -18), 12, 12)
        c = inner.center()
        fill(p, ellipse(c.x(), c.y(), 210, 290), field, motif, 14)
        fill(p, ellipse(c.x(), c.y(), 180, 260), "#00000000", accent, 5)
        fill(p, star(c.x(), c.y(), 150, 60, 8), motif, accent, 5)
        fill(p, star(c.x(), c.y(), 70, 38, 8, -67.5), accent, motif, 4)
        fill(p, ellipse(c.x(), c.y(), 26), motif)

    # --- shared pieces -----------------------------------------------------

    def draw_blank(self, p: QPainter, style: DeckStyle, paper: str) -> None:
        """Rounded card with its paper colour and a hairline edge."""
        fill(p, rect(2, 2, W - 4, card_height(style) - 4, 46), paper,
             shade(style.palette.ink, 1.5), 4)

    def draw_frame(self, p: QPainter, style: DeckStyle, suit: int) -> None:
        """The frame line; with ``frame_breaks`` it has 0-3 gaps that name the suit."""
        h = card_height(style)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen(style.palette.frame, 12 if style.frame_breaks else 7))
        box = QRectF(MARGIN, MARGIN, W - 2 * MARGIN, h - 2 * MARGIN)
        if not style.frame_breaks or suit == COINS:
            p.drawRoundedRect(box, 24, 24)
            return
        gaps = {CUPS: 1, SWORDS: 2, BATONS: 3}[suit]
        for y in (box.top(), box.bottom()):
            xs = [box.left() + 30]
            for i in range(gaps):
                mid = box.left() + box.width() * (i + 1) / (gaps + 1)
                xs += [mid - 34, mid + 34]
            xs.append(box.right() - 30)
            for a, b in zip(xs[::2], xs[1::2], strict=True):
                p.drawLine(QPointF(a, y), QPointF(b, y))
        for x in (box.left(), box.right()):
            p.drawLine(QPointF(x, box.top() + 30), QPointF(x, box.bottom() - 30))

    def index_box(self, style: DeckStyle) -> QRectF:
        """Where the top-left index sits (the bottom-right one is its rotation)."""
        s = style.index_scale
        return QRectF(MARGIN + 16, MARGIN + 16, 120 * s, 230 * s)

    def pip_area(self, style: DeckStyle) -> QRectF:
        """The box numerals and aces are laid out in."""
        h = card_height(style)
        side = MARGIN + (self.index_box(style).width() + 30 if style.corner_indices else 80)
        top = MARGIN + 70
        return QRectF(side, top, W - 2 * side, h - 2 * top)

    def draw_indices(self, p: QPainter, style: DeckStyle, card: int) -> None:
        """Value and a small sign, top-left and (rotated) bottom-right."""
        box = self.index_box(style)
        suit = suit_of(card)
        label = style.index_labels[pip_value(card) - 1]
        h = card_height(style)
        font = QFont(CARD_FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(int(box.width() * (0.95 if len(label) < 2 else 0.62)))
        colour = style.palette.marks[suit] if style.bold_signs else style.palette.index
        for _ in both_ends(p, W / 2, h / 2):
            fill(p, rect(box.left() - 6, box.top() - 6, box.width() + 12, box.height() + 12, 14),
                 style.palette.paper)
            p.setFont(font)
            p.setPen(color(colour))
            text_box = QRectF(box.left(), box.top(), box.width(), box.height() * 0.55)
            p.drawText(text_box, Qt.AlignmentFlag.AlignCenter, label)
            sign = box.width() * 0.72
            at(p, box.center().x(), box.top() + box.height() * 0.77, sign, 0,
               lambda: draw_sign(p, style, suit))

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """2-7: the suit's layout plus the pattern's numeral cues."""
        draw_numeral(p, style, suit, value, area)
        c = area.center()
        if "trinacria3" in style.specials and suit == COINS and value == 3:
            ornaments.trinacria(p, style, c.x(), c.y(), area.width() * 0.48)
        if "arms4coins" in style.specials and suit == COINS and value == 4:
            ornaments.shield(p, style, c.x(), c.y(), area.width() * 0.3, "checky")

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """The showpiece: a large sign with wreath, rays and the pattern's emblem."""
        c = area.center()
        size = min(area.width() * 0.82, area.height() * 0.5)
        if suit == COINS:
            self.ace_of_coins(p, style, area)
        else:
            _laurel(p, style, c.x(), c.y(), size * 1.15)
            if suit == CUPS and "ace_cherub" in style.specials:
                ornaments.cherub(p, style, c.x(), c.y() - size * 0.62, size * 0.7)
            long_sign = suit in (SWORDS, BATONS) and style.latin
            length = area.height() * 0.8 if long_sign else size
            at(p, c.x(), c.y(), length, 0, lambda: draw_sign(p, style, suit))
        if style.mottoes:
            ornaments.scroll(p, style, c.x(), area.bottom() - area.height() * 0.06,
                             area.width() * 0.8, style.mottoes[suit])

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """The ace of coins, where the tax stamp once went: the richest card."""
        c = area.center()
        r = min(area.width(), area.height()) * 0.36
        specials = style.specials
        if "ace_double_eagle" in specials:
            ornaments.double_eagle(p, style, c.x(), c.y() - r * 0.2, area.width() * 0.76)
            at(p, c.x(), c.y() + r * 0.02, r * 1.1, 0, lambda: draw_sign(p, style, COINS))
            return
        fill(p, star(c.x(), c.y(), r * 1.45, r * 1.12, 24), shade(style.palette.gold, 1.5),
             shade(style.palette.gold, 0.7), 4)
        if "ace_stamp" in specials:
            ornaments.stamp_ring(p, style, c.x(), c.y(), r * 1.3)
        at(p, c.x(), c.y(), r * 2, 0, lambda: draw_sign(p, style, COINS))
        if "ace_crowned_eagle" in specials:
            fill(p, ellipse(c.x(), c.y(), r * 0.78), style.palette.paper, style.palette.ink, 4)
            ornaments.crowned_eagle(p, style, c.x(), c.y() + r * 0.08, r * 1.35)

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """A figure: full length on a base, or a mirrored bust for double-ended decks."""
        court = Court(style, suit, rank)
        if not style.double_ended:
            base_h = box.height() * 0.07 if style.court_base != "none" else 0.0
            if base_h:
                self.draw_base(p, style, suit, rank, QRectF(
                    box.left(), box.bottom() - base_h, box.width(), base_h))
            fig = QRectF(box.left(), box.top(), box.width(), box.height() - base_h * 0.6)
            _fit(p, fig, 0.0, FIG_H, lambda: self.paint_figure(p, court, half=False))
            return
        half = QRectF(box.left(), box.top(), box.width(), box.height() / 2)
        y0, y1 = self.figure_window(court)
        tilt = style.split_tilt
        cx, cy = box.center().x(), box.center().y()
        clip = QPainterPath()
        dy = math.tan(math.radians(tilt)) * box.width() / 2
        clip.addPolygon(poly([(box.left(), box.top()), (box.right(), box.top()),
                              (box.right(), cy + dy), (box.left(), cy - dy)]).toFillPolygon())
        for _ in both_ends(p, cx, cy):
            p.setClipPath(clip)
            fill(p, rect(box.left(), box.top(), box.width(), box.height() / 2 + abs(dy)),
                 shade(style.palette.paper, 0.97))
            _fit(p, QRectF(half.left(), half.top(), half.width(), half.height() + abs(dy)),
                 y0, y1, lambda: self.paint_figure(p, court, half=True))
            if style.suit_system == "french":
                at(p, half.left() + 70, half.top() + 80, 90, 0,
                   lambda: draw_sign(p, style, suit))
        p.setPen(pen(style.palette.frame, 8))
        p.drawLine(QPointF(box.left(), cy - dy), QPointF(box.right(), cy + dy))

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        """Paint one court figure in figure-box coordinates (FIG_W x FIG_H, x centred).

        ``half`` is true for each half of a double-ended court, where only the rows of
        :meth:`figure_window` show. Every pattern family draws its own bodies
        (:mod:`traversone_desktop.art.courts`); a deck without any draws the placeholder."""
        raise NotImplementedError(f"deck {court.style.key!r} draws no court figures")

    def figure_window(self, court: Court) -> tuple[float, float]:
        """The rows of the figure box shown in each half of a double-ended court:
        head to thighs, so the mirror falls at the hips, not the belt."""
        return (0.0, 600.0)

    def draw_base(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                  box: QRectF) -> None:
        """The platform under a full-length court: coloured by suit or by rank."""
        pal = style.palette
        colour = pal.bases[suit] if style.court_base == "suit" else pal.bases["FCR".index(rank)]
        fill(p, rect(box.left(), box.top(), box.width(), box.height(), 10), colour, pal.ink, 5)
        fill(p, rect(box.left(), box.top(), box.width(), box.height() * 0.25, 6),
             shade(colour, 0.75))


def _fit(p: QPainter, box: QRectF, y0: float, y1: float, draw: object) -> None:
    """Map the figure box's rows y0..y1 into ``box`` (centred, aspect kept)."""
    scale = min(box.width() / FIG_W, box.height() / (y1 - y0))
    p.save()
    p.setClipRect(box, Qt.ClipOperation.IntersectClip)
    p.translate(box.center().x(), box.bottom() - (box.height() - (y1 - y0) * scale) * 0.0)
    p.scale(scale, scale)
    p.translate(0, -y1)
    draw()  # type: ignore[operator]
    p.restore()


@cache
def _laurel_path() -> tuple[QPainterPath, QPainterPath]:
    stem = QPainterPath()
    leaves = QPainterPath()
    for sx in (-1, 1):
        pts = []
        for i in range(9):
            a = math.radians(110 + i * 16)
            pts.append((sx * 50 * math.cos(a) * -1, 50 * math.sin(a)))
        s = smooth(pts, close=False)
        stem.addPath(s)
        for i, (x, y) in enumerate(pts[1:], start=1):
            lx = x + sx * 8 * (1 if i % 2 else -1)
            leaves.addPath(ellipse(lx, y, 5, 9))
    return stem, leaves


def _laurel(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    stem, leaves = _laurel_path()
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(shade(style.palette.green, 0.6), 1.6))
    p.drawPath(stem)
    fill(p, leaves, style.palette.green, shade(style.palette.green, 0.5), 0.8)
    p.restore()


@cache
def _back_pattern(kind: str, h: int) -> QPainterPath:
    """A repeat covering the card; cached per kind and height."""
    path = QPainterPath()
    if kind == "check":
        step = 40
        for i in range(int(W // step) + 1):
            for j in range(h // step + 1):
                if (i + j) % 2:
                    path.addRect(i * step, j * step, step, step)
    elif kind == "lattice":
        step = 90
        for i in range(-h // step - 2, int(W // step) + h // step + 2):
            x = i * step
            path.addPolygon(poly([(x, 0), (x + 10, 0), (x + 10 + h, h), (x + h, h)]
                                 ).toFillPolygon())
            path.addPolygon(poly([(x, h), (x + 10, h), (x + 10 + h, 0), (x + h, 0)]
                                 ).toFillPolygon())
        path = path.simplified()
    elif kind == "rosettes":
        for i in range(-1, int(W // 110) + 2):
            for j in range(-1, h // 110 + 2):
                path.addPath(star(i * 110 + (j % 2) * 55, j * 110, 38, 14, 6))
    elif kind == "tartan":
        for i in range(0, int(W), 120):
            path.addRect(i, 0, 44, h)
            path.addRect(i + 70, 0, 10, h)
        for j in range(0, h, 120):
            path.addRect(0, j, W, 44)
            path.addRect(0, j + 70, W, 10)
        path.setFillRule(Qt.FillRule.OddEvenFill)
    elif kind == "scales":
        arc = [(math.cos(math.pi * k / 12), math.sin(math.pi * k / 12)) for k in range(13)]
        for j in range(-1, h // 45 + 2):
            for i in range(-1, int(W // 100) + 2):
                x, y = i * 100 + (j % 2) * 50, j * 45
                path.addPath(poly([(x + 54 * cx, y + 54 * cy) for cx, cy in arc]
                                  + [(x + 44 * cx, y + 44 * cy) for cx, cy in arc[::-1]]))
                path.addEllipse(QPointF(x, y + 18), 7, 7)
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "rings":
        for i in range(0, int(W) + 100, 100):
            for j in range(0, h + 100, 100):
                path.addEllipse(QPointF(i, j), 44, 44)
                path.addEllipse(QPointF(i, j), 30, 30)
    else:
        for i in range(-h // 50 - 2, int(W // 50) + 2):
            x = i * 70
            path.addPolygon(poly([(x, 0), (x + 26, 0), (x + 26 + h * 0.5, h), (x + h * 0.5, h)]
                                 ).toFillPolygon())
    return path


STANDARD = DeckArt()
"""The art used by decks that add no hooks of their own."""
