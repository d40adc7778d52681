"""Napoletane: Spanish-style suits, single-ended courts on platforms coloured by suit."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

NAPOLETANE = register(DeckStyle(
    key="napoletane",
    name_it="Napoletane",
    name_en="Napoletane",
    region_it="Campania e Sud Italia",
    region_en="Campania and southern Italy",
    suit_system="spanish",
    double_ended=False,
    corner_indices=False,
    aspect=1.75,
    palette=Palette(
        paper="#fbf7ee",
        marks=("#eab520", "#d0312d", "#2a64b5", "#3d8a3a"),
        bases=("#eab520", "#d0312d", "#2a64b5", "#3d8a3a"),
        robe=("#d0312d", "#2a64b5", "#eab520", "#c0392b"),
        trim=("#2a64b5", "#eab520", "#d0312d", "#3d8a3a"),
        back=("#f4efe2", "#1d1a16", "#c8242b"),
    ),
    back_kind="check",
    court_base="suit",
    specials=frozenset({"ace_double_eagle", "mask3", "ribbon", "sword_down"}),
))
