"""Piacentine: Spanish-style suits, long cards, mirrored courts, the crowned eagle ace."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

PIACENTINE = register(DeckStyle(
    key="piacentine",
    name_it="Piacentine",
    name_en="Piacentine",
    region_it="Emilia e Italia centrale",
    region_en="Emilia and central Italy",
    suit_system="spanish",
    double_ended=True,
    corner_indices=False,
    aspect=1.82,
    palette=Palette(
        paper="#fdf9f0",
        marks=("#e2a91a", "#c0392b", "#2d5da8", "#6b8e23"),
        robe=("#c0392b", "#2d5da8", "#6b8e23", "#e2a91a"),
        trim=("#e2a91a", "#c0392b", "#e2a91a", "#2d5da8"),
        back=("#8e1b22", "#f1dcb5", "#e0b04a"),
    ),
    back_kind="lattice",
    specials=frozenset({"ace_crowned_eagle", "king_axe", "arms4coins"}),
))
