"""Trevisane: northern Italian suits, tall narrow cards, corner indices, mottoes on aces.

Courts (double-ended): the fante is a young page in a feathered beret with a
short cape, the sign on his shoulder and a fist on his hip; the fante of swords
is the executioner, hooded, holding up a sword and a severed head (eyes closed,
no blood); the fante of cups has his dog sitting beside him. The cavallo rides a
prancing horse under a caparison, in a broad hat. The re is an old man with a
long beard in a Venetian ducal cap over a crown, ermine and a sceptre; the re of
batons holds the shield with Treviso's cross instead.
"""

from PySide6.QtGui import QPainter

from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import PRANCE
from traversone_desktop.art.courts.northern_parts import Face
from traversone_desktop.art.decks._common import dog
from traversone_desktop.art.figures import Court
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, CUPS, SWORDS
from traversone_desktop.art.style import DeckStyle, Palette

FANTE = Figure(Face("young", "none", "bob", turn=0.4), "beret", "tunic", "short", "shoulder",
               "hip", puffed=True)
PATTERN = Pattern(
    fante=FANTE,
    cavallo=Rider(Face("mature", "moustache", "short"), "broad_hat", False, PRANCE, "", "",
                  True, "raised"),
    re=Figure(Face("old", "long", "short"), "corno", "robe", "ermine", "raised", "sceptre"),
    special={
        ("F", SWORDS): Figure(Face("mature", "short", "short"), "hood", "tunic", "none",
                              "raised", "head"),
        ("R", BATONS): Figure(Face("old", "long", "short"), "corno", "robe", "ermine",
                              "raised", "arms"),
    },
)


class TrevisaneArt(NorthernArt):
    """Northern figures, with the dog beside the fante of cups."""

    def paint_cues(self, p: QPainter, court: Court, half: bool) -> None:
        if court.rank == "F" and court.suit == CUPS:
            dog(p, court.style, 196, 628 if half else 998, 210, "#f2ece0", "#8a5a2b")


TREVISANE = register(DeckStyle(
    key="trevisane",
    name_it="Trevisane",
    name_en="Trevisane",
    region_it="Veneto e Friuli",
    region_en="Veneto and Friuli",
    suit_system="italian",
    double_ended=True,
    corner_indices=True,
    aspect=1.95,
    palette=Palette(
        paper="#fcf8ef",
        gold="#f0c02c",
        blue="#2c5aa0",
        marks=("#f0c02c", "#d23a2f", "#3b6fb6", "#b8402f"),
        robe=("#2c5aa0", "#d23a2f", "#2f8a3c", "#d23a2f"),
        trim=("#d23a2f", "#f0c02c", "#f0c02c", "#2c5aa0"),
        back=("#1e5a3a", "#c9e0c4", "#d8b13a"),
    ),
    back_kind="tartan",
    specials=frozenset({"coin_split", "ace_stamp"}),
    mottoes=("FORTUNA", "ALLEGRIA", "ONORE", "FORZA"),
    art=TrevisaneArt(PATTERN),
))
