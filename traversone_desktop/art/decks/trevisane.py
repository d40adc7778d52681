"""Trevisane: northern Italian suits, tall narrow cards, corner indices, mottoes on aces."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

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
    specials=frozenset({"coin_split", "ace_stamp", "executioner", "king_arms"}),
    mottoes=("FORTUNA", "ALLEGRIA", "ONORE", "FORZA"),
))
