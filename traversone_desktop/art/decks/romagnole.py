"""Romagnole: the Spanish-suited pack of Romagna and San Marino, with single-ended courts.

Cues drawn: the ace of coins left almost blank, only a frieze across the card
(with a small coin) where the tax stamp used to go; the ace of clubs as a rough
cudgel with branches sprouting from it; fanti in flat hats (and, like every
full-length fante here, in hose or trousers). The back carries three towers on
three peaks, after San Marino.

Courts: the fanti of coins and cups in wide knee-length trousers, every fante
in a flat broad-brimmed hat; cavalli in caps and berets on horses in four
gaits; kings with short robes of state, no mantles but the king of swords'.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.spanish import Build, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.decks._common import cover_medallion, frame_inner, leafy_twig
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, stroke
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

RED, BLUE, GOLD, GREEN, BROWN = "#b8321f", "#1f6f8b", "#e0a81e", "#4f8a2c", "#8a5a2b"

FIGURES: dict[tuple[int, str], Figure] = {
    (COINS, "F"): Standing(Head(age="young", hair="short", hair_colour="#6b3b1c", turn=0.3),
                           "flat_hat", "trousers", RED, BLUE, BROWN, "dots", sign="out",
                           other="hip", stance="apart"),
    (COINS, "C"): Rider(Head(beard="short", hair_colour="#3a2414", turn=-0.4), "beret", BLUE,
                        RED, RED, Horse("#8b5a2b", "#2a1a10", GOLD, RED, "stand"),
                        sign="forward", motif="lozenges"),
    (COINS, "R"): Standing(Head(beard="full", hair_colour="#6b3b1c", turn=0.2), "crown_tall",
                           "robe", RED, GOLD, RED, "checks", sign="chest", other="sceptre"),
    (CUPS, "F"): Standing(Head(age="young", hair="curls", hair_colour="#3a2414", turn=-0.3),
                          "flat_hat", "trousers", BLUE, GOLD, RED, "stripes", sign="raise",
                          other="rest", stance="step", mirror=True),
    (CUPS, "C"): Rider(Head(beard="moustache", hair_colour="#6b3b1c", turn=-0.3), "cap", GOLD,
                       BLUE, BLUE, Horse("#f1ebde", "#c9b48a", RED, BLUE, "trot"),
                       sign="raise", mirror=True),
    (CUPS, "R"): Standing(Head(age="old", beard="long", turn=-0.3), "crown_open", "robe",
                          BLUE, RED, BLUE, "dots", sign="out", other="hip", mirror=True),
    (SWORDS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#c58b3a", turn=-0.3),
                            "flat_hat", "tunic", GOLD, RED, BLUE, "lozenges", sign="shoulder",
                            other="shield", stance="apart"),
    (SWORDS, "C"): Rider(Head(beard="fork", hair_colour="#1c1c1c", turn=-0.5), "wide_hat",
                         RED, GOLD, BLUE, Horse("#4a3426", "#1c1c1c", BLUE, GOLD, "prance"),
                         sign="raise", mirror=True),
    (SWORDS, "R"): Standing(Head(beard="short", hair_colour="#1c1c1c", turn=0.2),
                            "crown_closed", "robe", GOLD, BLUE, RED, "brocade", sign="raise",
                            other="sceptre", mantle=True, mirror=True),
    (BATONS, "F"): Standing(Head(age="young", hair="long", hair_colour="#1c1c1c", turn=0.3),
                            "flat_hat", "tunic", GREEN, RED, GOLD, "checks", sign="raise",
                            other="hip", stance="together"),
    (BATONS, "C"): Rider(Head(age="young", hair_colour="#6b3b1c", turn=-0.3), "beret", GREEN,
                         RED, RED, Horse("#a7adb5", "#5a5f66", RED, GOLD, "walk"),
                         sign="shoulder"),
    (BATONS, "R"): Standing(Head(beard="fork", hair_colour="#8a4a1c", turn=0.3),
                            "crown_fur", "robe",
                            GREEN, BROWN, GREEN, "stripes", sign="shoulder", other="rest",
                            mirror=True),
}
"""The twelve courts: trousered and flat-hatted fanti, cavalli, kings."""


class RomagnoleArt(SpanishArt):
    """Standard art plus the blank ace of coins, the sprouting cudgel and the towers back."""

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """Almost blank: a frieze across the middle, a small coin at its centre."""
        pal = style.palette
        c = area.center()
        inner = frame_inner(style)
        left, right = inner.left() + 26, inner.right() - 26
        band_h = 150.0
        top = c.y() - band_h / 2
        fill(p, rect(left, top, right - left, band_h, 8), shade(pal.gold, 1.7), pal.ink, 4)
        for y in (top + 14, top + band_h - 14):
            stroke(p, poly([(left + 6, y), (right - 6, y)], close=False), pal.red, 6)
        wave = QPainterPath()
        dots = QPainterPath()
        steps = 120
        amp = band_h * 0.2
        for i in range(steps + 1):
            x = left + 14 + (right - left - 28) * i / steps
            y = c.y() + amp * math.sin(i / steps * math.tau * 7)
            if i:
                wave.lineTo(x, y)
            else:
                wave.moveTo(x, y)
        for j in range(14):
            x = left + 14 + (right - left - 28) * (j + 0.5) / 14
            dots.addPath(ellipse(x, c.y() + (amp * 1.1 if j % 2 else -amp * 1.1), 5))
        stroke(p, wave, shade(pal.marks[COINS], 0.65), 6)
        fill(p, dots, pal.marks[BATONS])
        fill(p, ellipse(c.x(), c.y(), 128), pal.paper, pal.ink, 5)
        fill(p, ellipse(c.x(), c.y(), 114), "#00000000", pal.red, 3)
        at(p, c.x(), c.y(), 190, 0, lambda: draw_sign(p, style, COINS))

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """The ace of clubs is a rough cudgel still putting out branches."""
        if suit != BATONS:
            super().draw_ace(p, style, suit, area)
            return
        c = area.center()
        length = min(area.height() * 0.68, area.width() * 1.5)
        squash = 1.15
        k = length / 100
        p.save()
        p.translate(c.x(), c.y())
        p.rotate(-7)
        for y, side, angle, twig in ((-34, -1, -42, 0.3), (-14, 1, 46, 0.28),
                                     (8, -1, -62, 0.24), (-46, 1, 20, 0.22),
                                     (26, 1, 70, 0.18)):
            half = (5.0 + (46 - y) / 9.2 * 0.55) * squash
            leafy_twig(p, style, (side * half * k * 0.7, y * k), angle, length * twig)
        at(p, 0, 0, length, 0, lambda: draw_sign(p, style, BATONS), squash)
        p.restore()

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with three crenellated towers on three peaks in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        _three_towers(p, style, c.x(), c.y() + 14, 330)


def _three_towers(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """Three towers, each with a feather vane, on a three-peaked hill (``size`` wide)."""
    field, motif, accent = style.palette.back
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    hill = smooth([(-56, 60), (-46, 22), (-32, 8), (-16, 12), (0, -6), (16, 12), (32, 8),
                   (46, 22), (56, 60)])
    fill(p, hill, motif, accent, 1.6)
    for tx, ty, th in ((-32, 10, 34), (0, -6, 46), (32, 10, 34)):
        body = QPainterPath()
        body.addRect(QRectF(tx - 8, ty - th, 16, th + 4))
        for mx in (-8, -2.5, 3):
            body.addRect(QRectF(tx + mx, ty - th - 5, 5, 6))
        fill(p, body.simplified(), motif, accent, 1.6)
        fill(p, rect(tx - 2.5, ty - th * 0.55, 5, 8, 2.5), field)
        stroke(p, poly([(tx, ty - th - 5), (tx, ty - th - 16)], close=False), accent, 1.4)
        fill(p, smooth([(tx, ty - th - 16), (tx + 10, ty - th - 20), (tx + 12, ty - th - 14),
                        (tx + 3, ty - th - 12)]), motif, accent, 1.2)
    p.restore()


ROMAGNOLE = register(DeckStyle(
    key="romagnole",
    name_it="Romagnole",
    name_en="Romagnole",
    region_it="Romagna e San Marino",
    region_en="Romagna and San Marino",
    suit_system="spanish",
    double_ended=False,
    corner_indices=False,
    aspect=1.72,
    palette=Palette(
        paper="#fbf3e3",
        ink="#241910",
        frame="#5a2c16",
        gold="#e0a81e",
        red="#b8321f",
        blue="#1f6f8b",
        green="#4f8a2c",
        marks=("#e0a81e", "#b8321f", "#1f6f8b", "#8a5a2b"),
        robe=("#b8321f", "#1f6f8b", "#e0a81e", "#4f8a2c"),
        trim=("#1f6f8b", "#e0a81e", "#8a5a2b", "#b8321f"),
        back=("#b4532a", "#f6e3c4", "#3a1c0e"),
    ),
    back_kind="rosettes",
    art=RomagnoleArt(FIGURES, Build(0.92, 1.14, 1.04, 0.8, "bands", "flat")),
))
