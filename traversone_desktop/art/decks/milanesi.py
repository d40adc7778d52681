"""Milanesi (Lombarde): French suits in a 40-card pack, Fante/Donna/Re, double-ended."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import (
    DeckStyle,
    Palette,
)

MILANESI = register(DeckStyle(
    key="milanesi",
    name_it="Milanesi",
    name_en="Milanesi",
    region_it="Lombardia e Canton Ticino",
    region_en="Lombardy and Ticino",
    suit_system="french",
    double_ended=True,
    corner_indices=False,
    aspect=1.55,
    palette=Palette(
        paper="#fdfbf6",
        marks=("#d0232b", "#d0232b", "#161616", "#161616"),
        robe=("#d0232b", "#2a5caa", "#2a5caa", "#d0232b"),
        trim=("#e8b422", "#e8b422", "#d0232b", "#2f8a3c"),
        back=("#1d3d6e", "#9fb6d8", "#e8c35a"),
    ),
    back_kind="stripes",
    specials=frozenset({"french_copies", "king_bird", "fante_serpent"}),
))
