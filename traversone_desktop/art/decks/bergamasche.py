"""Bergamasche: northern Italian suits, red coins, courts split on a slant."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

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
    specials=frozenset({"ace_hand", "ace_cherub", "two_swords", "crown3swords"}),
))
