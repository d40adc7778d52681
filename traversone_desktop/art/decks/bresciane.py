"""Bresciane: the northern-Italian-suited pack of Brescia, with single-ended full figures.

Cues drawn: full-length courts (the pack is mostly sold with 52 cards for
Cìcera; this game uses its 40); the fante, curly-haired in a beret with puffed
sleeves and a short cape, carries his sign on his shoulder and a glove; the
fante of cups walks a dog on a leash instead; the cavallo is an armoured rider
in a plumed helmet on a rearing horse, the sign thrust forward; the re wears a
crown over a velvet cap and a long cloak, the sign raised high in his left hand
and an orb in his right; the king of batons carries the old tax-stamp circle
beside his head; the 2 of swords holds the city's arms (a blue lion rampant on
white) between the blades and two flags outside them. The lion is also the medallion of the back.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import REAR
from traversone_desktop.art.courts.northern_parts import Face
from traversone_desktop.art.decks._common import cover_medallion, dog
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, star, stroke
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, CUPS, SWORDS
from traversone_desktop.art.style import DeckStyle, Palette

FANTE = Figure(Face("young", "none", "curls", turn=0.3), "beret", "tunic", "short",
               "shoulder", "glove", puffed=True, flip=True)
PATTERN = Pattern(
    fante=FANTE,
    cavallo=Rider(Face("mature", "moustache", "short"), "helmet", True, REAR, "", "", True,
                  "forward"),
    re=Figure(Face("mature", "short", "short", turn=-0.3), "crown_cap", "robe", "long",
              "raised", "orb", flip=True),
    special={("F", CUPS): Figure(FANTE.face, "beret", "tunic", "short", "shoulder", "leash",
                                 puffed=True, flip=True)},
    coats=("#b07a44", "#f0ebe0", "#3a2a20", "#7d8690"),
)


class BrescianeArt(NorthernArt):
    """Standard art plus the dog, the stamp circle, the arms on the 2 of swords, the lion back."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        super().draw_numeral(p, style, suit, value, area)
        if suit == SWORDS and value == 2:
            flags_and_arms(p, style, area)

    def paint_cues(self, p: QPainter, court: Court, half: bool) -> None:
        pal = court.style.palette
        if court.rank == "F" and court.suit == CUPS:
            stroke(p, smooth([(156, 560), (170, 700), (178, 826)], close=False),
                   shade(pal.red, 0.7), 6)
            dog(p, court.style, 150, 998, 250, "#f4efe4", "#8a5a2b")
        elif court.rank == "R" and court.suit == BATONS:
            fill(p, ellipse(196, 100, 78), shade(pal.red, 1.8), pal.red, 5)
            ornaments.stamp_ring(p, court.style, 196, 100, 69)
            ornaments.crown(p, court.style, 196, 106, 74)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with the lion rampant in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        _, motif, accent = style.palette.back
        lion(p, style, c.x() + 8, c.y(), 330, motif, accent)


def flags_and_arms(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """The arms of Brescia between the two blades, and a flag on each side."""
    pal = style.palette
    c = area.center()
    w, h = area.width(), area.height()
    for sx in (-1, 1):
        foot = (c.x() + sx * w * 0.36, c.y() + h * 0.22)
        top = (c.x() + sx * w * 0.25, c.y() - h * 0.22)
        stroke(p, poly([foot, top], close=False), pal.ink, 13)
        stroke(p, poly([foot, top], close=False), "#8a5a2b", 8)
        fill(p, ellipse(top[0], top[1] - 8, 11), pal.gold, pal.ink, 3)
        fx, fy = top[0] + sx * 3, top[1] + 4
        span, depth = sx * w * 0.22, h * 0.1
        cloth = QPainterPath()
        cloth.moveTo(fx, fy)
        cloth.cubicTo(fx + span * 0.35, fy - depth * 0.25, fx + span * 0.65, fy + depth * 0.2,
                      fx + span, fy - depth * 0.05)
        cloth.lineTo(fx + span * 0.86, fy + depth * 0.45)
        cloth.lineTo(fx + span, fy + depth * 0.95)
        cloth.cubicTo(fx + span * 0.65, fy + depth * 1.2, fx + span * 0.35, fy + depth * 0.75,
                      fx, fy + depth)
        cloth.closeSubpath()
        fill(p, cloth, "#ffffff")
        p.save()
        p.setClipPath(cloth)
        fill(p, rect(fx + span * 0.5 - (abs(span) if sx < 0 else 0), fy - depth,
                     abs(span), depth * 3), pal.blue)
        p.restore()
        fill(p, cloth, "#00000000", pal.ink, 4)
    shield_w = w * 0.25
    shield = smooth([(-40, -46), (0, -42), (40, -46), (40, 6), (24, 34), (0, 50), (-24, 34),
                     (-40, 6)])
    p.save()
    p.translate(c.x(), c.y())
    p.scale(shield_w / 80, shield_w / 80)
    fill(p, shield, "#ffffff", pal.ink, 4)
    p.restore()
    lion(p, style, c.x() + shield_w * 0.06, c.y() + shield_w * 0.02, shield_w * 0.95, pal.blue,
         pal.ink)


def lion(p: QPainter, style: DeckStyle, x: float, y: float, size: float, face: str,
         ink: str) -> None:
    """A lion rampant facing left, ``size`` tall, in ``face`` outlined with ``ink``."""
    red = style.palette.red
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    tail = smooth([(12, 16), (26, 6), (26, -14), (34, -28)], close=False)
    stroke(p, tail, ink, 6)
    stroke(p, tail, face, 3)
    fill(p, smooth([(30, -30), (40, -36), (38, -24), (33, -22)]), face, ink, 1.4)
    limbs = (
        [(6, 14), (0, 30), (-12, 40), (-18, 46)],
        [(12, 16), (18, 32), (12, 46)],
        [(-4, -10), (-18, -14), (-26, -26)],
        [(-2, 0), (-16, 2), (-26, -8)],
    )
    for limb in limbs:
        path = smooth(limb, close=False)
        stroke(p, path, ink, 11)
        stroke(p, path, face, 7.5)
    for px, py in ((-18, 46), (12, 46), (-26, -26), (-26, -8)):
        fill(p, ellipse(px, py, 4.6, 3.8), face, ink, 1.4)
        stroke(p, poly([(px - 4, py - 1), (px - 8, py - 3)], close=False), red, 1.4)
    body = smooth([(-12, -24), (4, -18), (15, 0), (17, 16), (6, 25), (-4, 14), (-12, -4)])
    fill(p, body, face, ink, 1.6)
    fill(p, star(-11, -29, 16, 11.5, 12, -75), shade(face, 0.78), ink, 1.4)
    head = smooth([(-8, -38), (-4, -30), (-8, -20), (-16, -18), (-26, -22), (-27, -28),
                   (-20, -36)])
    fill(p, head, face, ink, 1.6)
    fill(p, poly([(-26, -23), (-32, -20), (-25, -19)]), red, ink, 0.8)
    fill(p, ellipse(-17, -31, 1.8), ink)
    fill(p, poly([(-11, -38), (-7, -45), (-5, -36)]), face, ink, 1.2)
    p.restore()


BRESCIANE = register(DeckStyle(
    key="bresciane",
    name_it="Bresciane",
    name_en="Bresciane",
    region_it="Lombardia (Brescia)",
    region_en="Lombardy (Brescia)",
    suit_system="italian",
    double_ended=False,
    corner_indices=False,
    aspect=1.78,
    palette=Palette(
        paper="#fbf7ef",
        ink="#1b1b1f",
        frame="#1b1b1f",
        gold="#e0a526",
        red="#c0392b",
        blue="#23569e",
        green="#3b7d3b",
        marks=("#e0a526", "#c0392b", "#7f93ad", "#9b5b2a"),
        robe=("#23569e", "#c0392b", "#e0a526", "#3b7d3b"),
        trim=("#c0392b", "#23569e", "#3b7d3b", "#e0a526"),
        back=("#24262b", "#d9b45a", "#b0302a"),
    ),
    back_kind="tartan",
    art=BrescianeArt(PATTERN),
))
