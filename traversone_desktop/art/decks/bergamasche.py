"""Bergamasche: northern Italian suits, red coins, courts split on a slant.

Courts: the fante a long-haired youth in a feathered cap and a breastplate, his
sign raised, the other hand open on his breast; the fante of swords holds a
second sword instead. The cavallo wears a rolled turban and trots, the sign
thrust forward. The re has a forked beard, a tall arched crown and a short
mantle, the sign held low at his side and a sceptre in the other hand.

The ace of batons is held upright by a hand coming out of a slashed sleeve,
between two sprigs, over a scroll with our own motto in the place of the old
"Vincerai"; the ace of cups carries the blindfolded Cupid; the 3 of swords a crown.
"""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import TROT
from traversone_desktop.art.courts.northern_parts import Face, baton, fist, limb
from traversone_desktop.art.decks._common import leafy_twig
from traversone_desktop.art.paint import fill, poly, rect, shade, stroke
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, SWORDS
from traversone_desktop.art.style import DeckStyle, Palette

FANTE = Figure(Face("young", "none", "long", turn=0.5), "cap_feather", "armour", "none",
               "raised", "cape")
PATTERN = Pattern(
    fante=FANTE,
    cavallo=Rider(Face("mature", "short", "short"), "turban", False, TROT, "", "", True,
                  "forward"),
    re=Figure(Face("mature", "forked", "short", turn=-0.3), "crown_tall", "robe", "short",
              "lowered", "sceptre"),
    special={("F", SWORDS): Figure(FANTE.face, "cap_feather", "armour", "none", "raised",
                                   "sword2")},
    coats=("#8a5a2b", "#f0ebe0", "#2e2520", "#b07a44"),
)

MOTTO = "OSA E VINCI"
"""Our own words on the scroll of the ace of batons ("dare, and win")."""


class BergamascheArt(NorthernArt):
    """Northern figures, and the ace of batons held in a hand."""

    def draw_ace(self, p: QPainter, style: DeckStyle, suit: int, area: QRectF) -> None:
        if suit == BATONS:
            hand_with_baton(p, style, area)
        else:
            super().draw_ace(p, style, suit, area)


def hand_with_baton(p: QPainter, style: DeckStyle, area: QRectF) -> None:
    """A hand from a slashed sleeve grips an upright baton between two sprigs; the scroll
    with the motto below."""
    pal = style.palette
    c = area.center()
    w, h = area.width(), area.height()
    for side in (-1, 1):
        leafy_twig(p, style, (c.x(), c.y() - h * 0.02), side * 38, w * 0.5, 5)
    baton(p, style, c.x(), c.y(), 0, h * 0.78, 0.5)
    x0, y0 = area.left() - w * 0.12, c.y() + h * 0.1
    sleeve = [(x0, y0), (c.x() - w * 0.3, c.y() + h * 0.06), (c.x() - w * 0.12, c.y() + h * 0.01)]
    limb(p, sleeve, (w * 0.28, w * 0.24, w * 0.2), pal.red, pal.ink, 5)
    for k in (0.3, 0.55):
        sx, sy = x0 + (sleeve[2][0] - x0) * k, y0 + (sleeve[2][1] - y0) * k
        fill(p, rect(sx - w * 0.03, sy - w * 0.09, w * 0.06, w * 0.18, w * 0.02), pal.gold,
             pal.ink, 3)
    stroke(p, poly([(sleeve[2][0] - w * 0.01, sleeve[2][1] - w * 0.1),
                    (sleeve[2][0] - w * 0.01, sleeve[2][1] + w * 0.1)], close=False),
           shade(pal.paper, 0.9), w * 0.05)
    fist(p, pal, c.x(), c.y(), 0, w * 0.16, thumb_side=-1)
    ornaments.scroll(p, style, c.x(), area.bottom() - h * 0.06, w * 0.86, MOTTO)


BERGAMASCHE = register(DeckStyle(
    key="bergamasche",
    name_it="Bergamasche",
    name_en="Bergamasche",
    region_it="Lombardia orientale",
    region_en="Eastern Lombardy",
    suit_system="italian",
    double_ended=True,
    corner_indices=False,
    aspect=1.78,
    palette=Palette(
        paper="#fbf5e6",
        red="#c62828",
        marks=("#c62828", "#e3ad24", "#3567a8", "#2e7d32"),
        robe=("#3567a8", "#c62828", "#e3ad24", "#2e7d32"),
        trim=("#e3ad24", "#2e7d32", "#c62828", "#c62828"),
        back=("#5a2e1a", "#e4c08a", "#b8322a"),
    ),
    back_kind="rings",
    split_tilt=7.0,
    specials=frozenset({"ace_cherub", "crown3swords"}),
    art=BergamascheArt(PATTERN),
))
