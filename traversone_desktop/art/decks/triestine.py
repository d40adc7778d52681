"""Triestine: the northern-Italian-suited pack of Trieste and the Slovenian and Croatian coast.

Cues drawn: always double-ended, on a narrow card; the fante a curly-haired youth
in a flat cap holding his sign out at the waist, a glove in the other hand; the
cavallo an armoured rider in a plumed helmet on a walking horse with a bare
saddle; the re with a pointed beard and an open crown, the sign held at his
chest and an orb in the other hand; corner indices 1-7 on the
numerals and 11/12/13 on the courts; a motto on each ace (our own words); the
court's Italian name written across the centre divide, once each way up; small
four-petal florets among the pips of the numerals (the look the Trentine pack
borrows, see :func:`triestine_numeral`); the city's halberd on a red shield
above the ace of coins and in the medallion of the back.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter

from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import WALK
from traversone_desktop.art.courts.northern_numerals import northern_numeral
from traversone_desktop.art.courts.northern_parts import Face
from traversone_desktop.art.decks._common import cover_medallion, floret
from traversone_desktop.art.paint import both_ends, color, ellipse, fill, rect, shade, smooth
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette
from traversone_desktop.fonts import CARD_FONT_FAMILY

FLORETS: dict[int, tuple[tuple[float, float, float], ...]] = {
    2: ((0, 0, 0.24),),
    3: ((-1.38, 0, 0.12), (1.38, 0, 0.12)),
    4: ((0, 0, 0.2),),
    5: ((-1.2, 0, 0.14), (1.2, 0, 0.14)),
    6: ((0, -0.5, 0.18), (0, 0.5, 0.18)),
    7: ((0, 0.5, 0.13),),
}
"""Where florets go among spread coins and cups: grid x, grid y, size (share of the width)."""


def triestine_numeral(p: QPainter, style: DeckStyle, suit: int, value: int,
                      area: QRectF) -> None:
    """The standard layout of ``value`` signs, with florets in the spaces it leaves.

    Coins and cups get florets in the gaps of their grid, swords one on each side of the
    two groups; swords and batons of odd value carry the boss that tells them apart."""
    northern_numeral(p, style, suit, value, area)
    c = area.center()
    w = area.width()
    if suit in (COINS, CUPS):
        ys = area.height() * (0.34 if value <= 3 else 0.36)
        for gx, gy, size in FLORETS[value]:
            floret(p, style, c.x() + gx * w * 0.27, c.y() + gy * ys, w * size)
    elif suit == SWORDS:
        for sx in (-1, 1):
            floret(p, style, c.x() + sx * w * 0.42, c.y(), w * 0.14)


PATTERN = Pattern(
    fante=Figure(Face("young", "none", "curls", turn=-0.3), "cap_flat", "tunic", "none",
                 "forward", "glove"),
    cavallo=Rider(Face("mature", "short", "short"), "helmet", True, WALK, "", "", False,
                  "forward", flip=True),
    re=Figure(Face("mature", "pointed", "short", turn=0.3), "crown_open", "robe", "none",
              "chest", "orb", flip=True),
    coats=("#d9c9a8", "#6b4424", "#f3efe6", "#3a2a20"),
)


class TriestineArt(NorthernArt):
    """Standard art plus florets, the halberd ace of coins and the named divide."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        triestine_numeral(p, style, suit, value, area)

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """A coin in a ring of leaves, under the red shield with the halberd."""
        pal = style.palette
        c = area.center()
        r = area.width() * 0.34
        y = c.y() + r * 0.25
        for i in range(28):
            a = math.tau * i / 28
            p.save()
            p.translate(c.x() + r * 1.22 * math.cos(a), y + r * 1.22 * math.sin(a))
            p.rotate(math.degrees(a) + (60 if i % 2 else 120))
            fill(p, ellipse(0, 0, r * 0.06, r * 0.14), pal.green, shade(pal.green, 0.5), 3)
            p.restore()
        at(p, c.x(), y, r * 2, 0, lambda: draw_sign(p, style, COINS))
        halberd_shield(p, style, c.x(), y - r * 1.75, r * 0.95)

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """The mirrored bust, and the court's name on a band across the divide."""
        super().draw_court(p, style, suit, rank, box)
        if style.double_ended:
            name_band(p, style, style.court_names_it["FCR".index(rank)], box)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with the halberd in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        _, motif, accent = style.palette.back
        halberd(p, c.x(), c.y() + 6, 330, motif, accent)


def name_band(p: QPainter, style: DeckStyle, name: str, box: QRectF) -> None:
    """A paper band over the divide with ``name`` in each half, the second upside down."""
    pal = style.palette
    cx, cy = box.center().x(), box.center().y()
    band_h = 84.0
    fill(p, rect(box.left(), cy - band_h / 2, box.width(), band_h), pal.paper, pal.frame, 6)
    font = QFont(CARD_FONT_FAMILY)
    font.setBold(True)
    font.setPixelSize(58)
    font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 2)
    for _ in both_ends(p, cx, cy):
        p.setFont(font)
        p.setPen(color(pal.red))
        p.drawText(QRectF(box.left(), cy - band_h / 2, box.width() / 2, band_h),
                   Qt.AlignmentFlag.AlignCenter, name.upper())
    fill(p, ellipse(cx, cy, 12), pal.gold, pal.ink, 3)


def halberd(p: QPainter, x: float, y: float, size: float, face: str, ink: str) -> None:
    """The Trieste halberd: a spearhead between two curled hooks on a short shaft."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    shaft = rect(-4, -6, 8, 54, 3)
    shaft.addPath(ellipse(0, 50, 6))
    blade = smooth([(0, -50), (9, -30), (6, -12), (0, -6), (-6, -12), (-9, -30)])
    hooks = smooth([(-5, -6), (-18, -10), (-26, -24), (-22, -36), (-16, -30), (-19, -20),
                    (-8, -16)])
    fill(p, shaft, face, ink, 2.2)
    for sx in (-1, 1):
        p.save()
        p.scale(sx, 1)
        fill(p, hooks, face, ink, 2.2)
        p.restore()
    fill(p, blade, face, ink, 2.2)
    fill(p, rect(-20, -8, 40, 7, 3), face, ink, 2.2)
    p.restore()


def halberd_shield(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """A red heater shield charged with the halberd in white."""
    pal = style.palette
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    outline = smooth([(-40, -46), (0, -42), (40, -46), (40, 6), (24, 34), (0, 50), (-24, 34),
                      (-40, 6)])
    fill(p, outline, pal.red, pal.ink, 3.5)
    p.restore()
    halberd(p, x, y, size * 0.78, "#ffffff", pal.ink)


TRIESTINE = register(DeckStyle(
    key="triestine",
    name_it="Triestine",
    name_en="Triestine",
    region_it="Trieste e costa slovena e croata",
    region_en="Trieste and the Slovenian and Croatian coast",
    suit_system="italian",
    double_ended=True,
    corner_indices=True,
    aspect=1.85,
    palette=Palette(
        paper="#fcfaf3",
        ink="#1c1a22",
        frame="#3a2140",
        gold="#eab61e",
        red="#c4302b",
        blue="#2e5c8a",
        green="#3f7a3a",
        marks=("#eab61e", "#c4302b", "#5a7fae", "#2f6f62"),
        robe=("#7a2e5a", "#2e5c8a", "#c4302b", "#3f7a3a"),
        trim=("#eab61e", "#c4302b", "#2e5c8a", "#eab61e"),
        back=("#57203f", "#efdcc8", "#d4a93a"),
        index="#3a2140",
    ),
    back_kind="lattice",
    index_labels=("1", "2", "3", "4", "5", "6", "7", "11", "12", "13"),
    mottoes=("SPERANZA", "GIOIA", "VALORE", "COSTANZA"),
    art=TriestineArt(PATTERN),
))
