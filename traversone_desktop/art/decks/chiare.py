"""Chiare (Clear): an accessibility deck with large indices and suits told apart without colour.

Suit colours come from the Okabe-Ito colour-blind-safe set, darkened until they
reach at least 3:1 against the white card; the suit is also carried by the sign's
shape, by its name letter in the index, and by 0-3 gaps in the frame line.
"""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

CHIARE = register(DeckStyle(
    key="chiare",
    name_it="Chiare",
    name_en="Chiare",
    region_it="Mazzo ad alta leggibilità",
    region_en="High-legibility deck",
    suit_system="spanish",
    double_ended=True,
    corner_indices=True,
    aspect=1.5,
    palette=Palette(
        paper="#ffffff",
        ink="#111111",
        frame="#111111",
        gold="#e69f00",
        red="#b34700",
        blue="#0072b2",
        green="#00775a",
        marks=("#a35c00", "#b4286e", "#0067a3", "#00775a"),
        robe=("#0072b2", "#00775a", "#b34700", "#6b4aa0"),
        trim=("#e69f00", "#e69f00", "#56b4e9", "#e69f00"),
        back=("#102a52", "#f0e442", "#56b4e9"),
        index="#111111",
    ),
    back_kind="lattice",
    index_labels=("A", "2", "3", "4", "5", "6", "7", "F", "C", "R"),
    index_scale=1.9,
    frame_breaks=True,
    bold_signs=True,
))
