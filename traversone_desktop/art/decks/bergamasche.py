"""Bergamasche: northern Italian suits, red coins, courts split on a slant.

Courts: the fante a long-haired youth in a feathered cap and a breastplate, his
sign raised, the other hand open on his breast; the fante of swords holds a
second sword instead. The cavallo wears a rolled turban and trots, the sign
thrust forward. The re has a forked beard, a tall arched crown and a short
mantle, the sign held low at his side and a sceptre in the other hand.
"""

from traversone_desktop.art.courts.northern import Figure, NorthernArt, Pattern, Rider
from traversone_desktop.art.courts.northern_horse import TROT
from traversone_desktop.art.courts.northern_parts import Face
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import SWORDS
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

BERGAMASCHE = register(DeckStyle(
    key="bergamasche",
    name_it="Bergamasche",
    name_en="Bergamo",
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
    specials=frozenset({"ace_hand", "ace_cherub", "crown3swords"}),
    art=NorthernArt(PATTERN),
))
