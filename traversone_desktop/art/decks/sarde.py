"""Sarde: the Spanish-suited pack of Sardinia, single-ended, with corner indices.

Cues drawn: indices 1-7 on numerals and 10/11/12 on the courts; the ace of
coins is only a sun inside the coin; winged putti hold up the aces of swords
and clubs; the 3 of clubs is not crossed (three upright clubs well apart);
fanti wear plumed helmets and the sword courts are in steel-grey armour.
Courts are Sutta, Caddu and Re, the suits oros, cuppas, ispadas and bastos.
Every sutta wears a plumed helmet; all three sword courts are in armour (the
caddu in a visored helmet, the re crowned over his cuirass). The back's
medallion is the same sun.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.spanish import Build, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.decks._common import cover_medallion
from traversone_desktop.art.paint import ellipse, fill, mirrored, poly, shade, smooth, stroke
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

GOLD, RED, BLUE, GREEN, TEAL = "#f2a007", "#b01e23", "#2d5d8f", "#5e7d26", "#11696b"

FIGURES: dict[tuple[int, str], Figure] = {
    (COINS, "F"): Standing(Head(age="young", hair="curls", hair_colour="#3a2414", turn=0.3),
                           "plumed_helmet", "tunic", TEAL, GOLD, RED, "dots", sign="raise",
                           other="staff", stance="apart"),
    (COINS, "C"): Rider(Head(beard="full", hair_colour="#1c1c1c", turn=-0.4), "turban", TEAL,
                        GOLD, "#ffffff", Horse("#8b5a2b", "#2a1a10", RED, GOLD, "stand"),
                        sign="raise", mirror=True),
    (COINS, "R"): Standing(Head(age="old", beard="full", turn=-0.2), "crown_closed", "robe",
                           TEAL, RED, RED, "brocade", sign="raise", other="hip", mantle=True),
    (CUPS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#6b3b1c", turn=-0.3),
                          "plumed_helmet", "trousers", RED, BLUE, GOLD, "stripes", sign="chest",
                          other="hip", stance="step"),
    (CUPS, "C"): Rider(Head(beard="short", hair_colour="#3a2414", turn=-0.3), "wide_hat", RED,
                       BLUE, BLUE, Horse("#f1ebde", "#b9b2a4", BLUE, GOLD, "trot"),
                       sign="raise"),
    (CUPS, "R"): Standing(Head(beard="fork", hair_colour="#6b3b1c", turn=0.3), "crown_tall",
                          "robe", RED, BLUE, BLUE, "lozenges", sign="chest", other="sceptre"),
    (SWORDS, "F"): Standing(Head(age="young", hair="short", hair_colour="#1c1c1c", turn=-0.4),
                            "plumed_helmet", "armour", BLUE, RED, RED, sign="raise",
                            other="hip", stance="apart"),
    (SWORDS, "C"): Rider(Head(beard="moustache", hair_colour="#1c1c1c", turn=-0.5),
                         "burgonet", BLUE, RED, RED, Horse("#a7adb5", "#4b4f57", RED, GOLD,
                                                           "trot"), sign="raise", armour=True),
    (SWORDS, "R"): Standing(Head(beard="short", hair_colour="#3a2414", turn=-0.2),
                            "crown_open", "surcoat", BLUE, GOLD, RED, "brocade", sign="out",
                            other="sceptre", mantle=True, mirror=True),
    (BATONS, "F"): Standing(Head(age="young", hair="long", hair_colour="#c58b3a", turn=0.3),
                            "plumed_helmet", "trousers", "#c9761a", GREEN, GREEN, "checks",
                            sign="shoulder", other="rest", stance="apart"),
    (BATONS, "C"): Rider(Head(beard="full", hair_colour="#6b3b1c", turn=-0.3), "cap",
                         "#c9761a", GREEN, GREEN, Horse("#4a3426", "#1c1c1c", GREEN, GOLD,
                                                        "stand"), sign="shoulder",
                         mirror=True),
    (BATONS, "R"): Standing(Head(age="old", beard="long", turn=0.3), "crown_fur", "robe",
                            "#c9761a", GREEN, GREEN, "chevrons", sign="raise", other="hip",
                            mantle=True),
}
"""The twelve courts: plumed suttas, caddus, kings; the sword courts in armour."""


class SardeArt(SpanishArt):
    """Standard art plus the sun ace of coins, the putti aces and the sun back."""

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """A plain coin, its whole face a sun."""
        pal = style.palette
        c = area.center()
        r = min(area.width(), area.height()) * 0.42
        fill(p, ellipse(c.x(), c.y(), r), pal.marks[COINS], pal.ink, 6)
        beads = QPainterPath()
        for i in range(36):
            a = math.tau * i / 36
            beads.addPath(ellipse(c.x() + r * 0.9 * math.cos(a), c.y() + r * 0.9 * math.sin(a),
                                  r * 0.025))
        fill(p, beads, shade(pal.marks[COINS], 0.55))
        fill(p, ellipse(c.x(), c.y(), r * 0.8), shade(pal.marks[COINS], 1.75), pal.ink, 4)
        sun(p, style, c.x(), c.y(), r * 1.5)

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        """Swords and clubs are held up by a winged putto."""
        if suit not in (SWORDS, BATONS):
            super().draw_ace(p, style, suit, area)
            return
        c = area.center()
        length = area.height() * 0.64
        top = area.top() + area.height() * 0.04
        sign_y = top + length / 2
        size = area.width() * 0.75
        putto_y = sign_y + length * 0.46 + size * 0.08
        _putto(p, style, c.x(), putto_y, size, wings_only=True)
        at(p, c.x(), sign_y, length, 0, lambda: draw_sign(p, style, suit))
        _putto(p, style, c.x(), putto_y, size, wings_only=False)

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """The 3 of clubs stands apart and upright: nothing crosses or touches."""
        if suit != BATONS or value != 3:
            super().draw_numeral(p, style, suit, value, area)
            return
        length = min(area.height() * 0.62, area.width() * 0.9)
        for i in (-1, 0, 1):
            at(p, area.center().x() + i * area.width() * 0.34, area.center().y(), length,
               i * 4.0, lambda: draw_sign(p, style, BATONS), 0.8)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with the sun in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        field, motif, accent = style.palette.back
        sun(p, style, c.x(), c.y(), 300, (motif, accent, field))


def sun(p: QPainter, style: DeckStyle, x: float, y: float, size: float,
        colours: tuple[str, str, str] | None = None) -> None:
    """A sun with a face and straight and wavy rays, ``size`` across the rays."""
    pal = style.palette
    face, rays, ink = colours or (pal.gold, shade(pal.red, 1.1), pal.ink)
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for i in range(16):
        p.save()
        p.rotate(i * 22.5)
        if i % 2:
            ray = poly([(-3.5, -29), (0, -41), (3.5, -29)])
        else:
            ray = poly([(-5.5, -29), (0, -50), (5.5, -29)])
        fill(p, ray, rays, ink, 1.2)
        p.restore()
    fill(p, ellipse(0, 0, 30), face, ink, 1.8)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 10, -6, 4, 2.6), "#ffffff" if not colours else face, ink, 1)
        fill(p, ellipse(sx * 10, -6, 1.7), ink)
        stroke(p, smooth([(sx * 5, -13), (sx * 10, -15), (sx * 15, -12)], close=False), ink, 1.4)
        fill(p, ellipse(sx * 15, 6, 4, 2.5), shade(rays, 1.4))
    stroke(p, poly([(0, -6), (-2.5, 5), (1.5, 6)], close=False), ink, 1.3)
    mouth = QPainterPath()
    mouth.moveTo(-9, 12)
    mouth.cubicTo(-4, 18, 4, 18, 9, 12)
    stroke(p, mouth, ink, 1.6)
    p.restore()


def _putto(p: QPainter, style: DeckStyle, x: float, y: float, size: float,
           wings_only: bool) -> None:
    """A winged child lifting something by its grip above his head (``size`` wingspan).

    Drawn in two passes around the held sign: the wings behind it, then the
    body, head and hands in front."""
    pal = style.palette
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    if wings_only:
        wing = smooth([(6, 6), (18, -14), (36, -24), (50, -22), (44, -12), (50, -4), (40, 2),
                       (44, 10), (30, 10), (22, 18)])
        feathers = QPainterPath()
        for fx, fy in ((44, -14), (42, -2), (36, 8)):
            feathers.moveTo(14, 6)
            feathers.lineTo(fx, fy)
        for w, f in ((wing, feathers), (mirrored(wing), mirrored(feathers))):
            fill(p, w, "#ffffff", ink, 1.2)
            stroke(p, f, shade(pal.blue, 1.4), 0.8)
        p.restore()
        return
    skin = pal.skin
    for sx in (-1, 1):
        arm = smooth([(sx * 9, 24), (sx * 18, 8), (sx * 6, -7)], close=False)
        stroke(p, arm, ink, 7.5)
        stroke(p, arm, skin, 5.5)
        stroke(p, smooth([(sx * 6, 36), (sx * 14, 44), (sx * 8, 50)], close=False), ink, 8)
        stroke(p, smooth([(sx * 6, 36), (sx * 14, 44), (sx * 8, 50)], close=False), skin, 6)
    fill(p, ellipse(0, 30, 11, 13), skin, ink, 1.2)
    drape = smooth([(-11, 30), (0, 26), (11, 32), (8, 40), (-6, 40)])
    fill(p, drape, pal.robe[0], ink, 1)
    fill(p, ellipse(0, 11, 10, 10), skin, ink, 1.2)
    curls = QPainterPath()
    for cx, cy in ((-8, 5), (-5, 2), (-1.5, 1), (2, 1), (5.5, 2), (8.5, 5)):
        curls.addPath(ellipse(cx, cy, 2.8))
    fill(p, curls, pal.hair[2], ink, 0.8)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 3.5, 11, 1.2), ink)
        fill(p, ellipse(sx * 5.5, 15, 2, 1.3), shade(pal.red, 1.6))
    stroke(p, poly([(-2, 17), (0, 18), (2, 17)], close=False), pal.red, 1)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 4.5, -7, 3.6, 3.4), skin, ink, 1)
    p.restore()


SARDE = register(DeckStyle(
    key="sarde",
    name_it="Sarde",
    name_en="Sarde",
    region_it="Sardegna",
    region_en="Sardinia",
    suit_system="spanish",
    double_ended=False,
    corner_indices=True,
    aspect=1.57,
    court_names_it=("Sutta", "Caddu", "Re"),
    court_names_en=("Knave", "Knight", "King"),
    suit_names_it=("oros", "cuppas", "ispadas", "bastos"),
    palette=Palette(
        paper="#fdfcf6",
        ink="#1a1a1f",
        frame="#1a1a1f",
        gold="#f2a007",
        red="#b01e23",
        blue="#2d5d8f",
        green="#5e7d26",
        marks=("#f2a007", "#b01e23", "#2d5d8f", "#5e7d26"),
        robe=("#11696b", "#b01e23", "#8f99a3", "#c9761a"),
        trim=("#f2a007", "#1f3f6e", "#4e5862", "#5e7d26"),
        back=("#0e5c63", "#ecdcb4", "#e0604f"),
        index="#1a1a1f",
    ),
    back_kind="rings",
    index_labels=("1", "2", "3", "4", "5", "6", "7", "10", "11", "12"),
    art=SardeArt(FIGURES, Build(1.04, 1.1, 0.95, 1.2, "laced", "chain", "tassels")),
))
