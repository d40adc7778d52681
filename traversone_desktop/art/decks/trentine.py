"""Trentine: the northern-Italian-suited pack of Trentino, with single-ended full figures.

Cues drawn: full-length courts; numerals in the Triestine manner (the same
florets among the pips, from :func:`triestine_numeral`); the stamp on the king of
coins (a perforated frame with the eagle of Trento, drawn beside his crown), while
the ace of coins carries no stamp; the fante of batons holds two batons and the
fante of cups has a dog at his feet. The fante wears a feathered cap and a long
cloak, his sign held low; the cavallo a broad hat on a walking horse with a bare
saddle; the re an old man in a crown over a velvet cap and ermine, the sign resting
on his shoulder and one fist on his hip. The back's medallion shows mountain
peaks.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import WALK
from traversone_desktop.art.courts.northern_parts import Face
from traversone_desktop.art.decks._common import cover_medallion, dog, floret
from traversone_desktop.art.decks.triestine import triestine_numeral
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import ellipse, fill, pen, poly, shade, smooth, star
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

FANTE = Figure(Face("young", "none", "bob"), "cap_feather", "tunic", "long", "lowered",
               "glove")
PATTERN = Pattern(
    fante=FANTE,
    cavallo=Rider(Face("young", "moustache", "bob"), "broad_hat", False, WALK, "", "", False,
                  "raised"),
    re=Figure(Face("old", "full", "short"), "crown_cap", "robe", "ermine", "shoulder", "hip"),
    special={("F", BATONS): Figure(FANTE.face, "cap_feather", "tunic", "long", "lowered",
                                   "baton2")},
    coats=("#f0ebe0", "#5a3b24", "#9aa0a8", "#2f2622"),
)


class TrentineArt(NorthernArt):
    """Northern figures, Triestine numerals, the king's stamp, the dog, the peaks."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        triestine_numeral(p, style, suit, value, area)

    def ace_of_coins(self, p: QPainter, style: DeckStyle, area: QRectF) -> None:
        """No stamp here (it went on the king): a coin with four florets around it."""
        c = area.center()
        r = area.width() * 0.36
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            floret(p, style, c.x() + dx * r * 1.3, c.y() + dy * r * 1.3, r * 0.62)
        at(p, c.x(), c.y(), r * 2, 0, lambda: draw_sign(p, style, COINS))

    def paint_cues(self, p: QPainter, court: Court, half: bool) -> None:
        if court.rank == "R" and court.suit == COINS:
            stamp(p, court.style, 200, 96, 70)
        elif court.rank == "F" and court.suit == CUPS:
            dog(p, court.style, 150, 998, 240, "#5a3b24", "#d9b27a")

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        """The standard back with mountain peaks in the medallion."""
        super().draw_back(p, style)
        c = cover_medallion(p, style)
        field, motif, _ = style.palette.back
        peaks(p, c.x(), c.y() + 20, 320, shade(motif, 0.7), shade(field, 0.6), "#ffffff")


def stamp(p: QPainter, style: DeckStyle, x: float, y: float, r: float) -> None:
    """The tax stamp: a perforated paper oval, a red double frame and Trento's eagle."""
    pal = style.palette
    fill(p, star(x, y, r * 1.08, r * 1.0, 36), "#fffdf6", pal.ink, 2.5)
    fill(p, ellipse(x, y, r * 0.88, r * 0.96), "#00000000", pal.red, 5)
    fill(p, ellipse(x, y, r * 0.78, r * 0.86), shade(pal.red, 1.85), pal.red, 2.5)
    dotted = pen(pal.red, 4)
    dotted.setDashPattern([0.1, 2.2])
    p.setPen(dotted)
    p.drawPath(ellipse(x, y, r * 0.83, r * 0.91))
    ornaments.crowned_eagle(p, style, x, y + r * 0.06, r * 1.25)


def peaks(p: QPainter, x: float, y: float, size: float, face: str, ink: str,
          snow: str) -> None:
    """Three mountain peaks with snow caps, ``size`` wide."""
    p.save()
    p.translate(x, y)
    p.scale(size / 100, size / 100)
    for px, top, half in ((-22, -30, 30), (20, -20, 28), (0, -42, 30)):
        fill(p, poly([(px - half, 36), (px, top), (px + half, 36)]), face, ink, 1.6)
        cap = smooth([(px - half * 0.36, top + 16), (px, top), (px + half * 0.36, top + 16),
                      (px + half * 0.12, top + 12), (px - half * 0.06, top + 17)])
        fill(p, cap, snow, ink, 1.2)
    fill(p, poly([(-54, 36), (54, 36), (50, 42), (-50, 42)]), ink)
    p.restore()


TRENTINE = register(DeckStyle(
    key="trentine",
    name_it="Trentine",
    name_en="Trentine",
    region_it="Trentino",
    region_en="Trentino",
    suit_system="italian",
    double_ended=False,
    corner_indices=False,
    aspect=1.75,
    palette=Palette(
        paper="#f8f6ee",
        ink="#1e2326",
        frame="#2e3d4a",
        gold="#d8a31a",
        red="#b3282f",
        blue="#2f5f8a",
        green="#4e7a2e",
        marks=("#d8a31a", "#b3282f", "#6b8696", "#4e7a2e"),
        robe=("#6a3d8c", "#23606e", "#b3282f", "#d8a31a"),
        trim=("#d8a31a", "#b3282f", "#23606e", "#6a3d8c"),
        back=("#4a5866", "#e4eaee", "#c0392b"),
    ),
    back_kind="stripes",
    art=TrentineArt(PATTERN),
))
