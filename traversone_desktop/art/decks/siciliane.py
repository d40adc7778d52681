"""Siciliane: small Spanish-style cards, feminine fanti, court bases coloured by rank."""

from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

SICILIANE = register(DeckStyle(
    key="siciliane",
    name_it="Siciliane",
    name_en="Siciliane",
    region_it="Sicilia",
    region_en="Sicily",
    suit_system="spanish",
    court_names_it=("Donna", "Cavallo", "Re"),
    court_names_en=("Maid", "Knight", "King"),
    double_ended=False,
    corner_indices=False,
    aspect=1.62,
    palette=Palette(
        paper="#fffaf0",
        gold="#f2c318",
        red="#d8302a",
        blue="#1f4fa0",
        green="#22904a",
        marks=("#f2c318", "#1f4fa0", "#1f4fa0", "#22904a"),
        bases=("#d8302a", "#f2c318", "#22904a", "#22904a"),
        robe=("#1f4fa0", "#d8302a", "#22904a", "#d8302a"),
        trim=("#f2c318", "#22904a", "#f2c318", "#1f4fa0"),
        back=("#1f3f8f", "#f2c318", "#d8302a"),
    ),
    back_kind="rosettes",
    court_base="rank",
    feminine_fante=True,
    specials=frozenset({"trinacria3"}),
))
