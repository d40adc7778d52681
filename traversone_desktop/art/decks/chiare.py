"""Chiare (Clear): an accessibility deck with large indices and suits told apart without colour.

Suit colours come from the Okabe-Ito colour-blind-safe set, darkened until they
reach at least 3:1 against the white card; the suit is also carried by the sign's
shape, by its name letter in the index, and by 0-3 gaps in the frame line.

The courts are plain on purpose: every fante wears a cap and a short tunic, every
cavallo rides, every king is crowned in a long robe, so the rank reads from the
silhouette; the suit sign is held high and large. Each half of a court is drawn
smaller and beside the large index, never under it.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter

from traversone_desktop.art.courts.spanish import HALF_WINDOW, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.figures import Court
from traversone_desktop.art.registry import register
from traversone_desktop.art.style import DeckStyle, Palette

ROBES = ("#0072b2", "#00775a", "#b34700", "#6b4aa0")
TRIMS = ("#e69f00", "#56b4e9", "#f0e442", "#e69f00")
COATS = ("#f1ebde", "#8b5a2b", "#a7adb5", "#4a3426")
BESIDE_INDEX = (50.0, 0.82)
"""Shift right and scale of each half's figure, so the top-left index never covers it."""


def _court(suit: int, rank: str) -> Figure:
    robe, trim = ROBES[suit], TRIMS[suit]
    if rank == "F":
        return Standing(Head(age="young", hair="short", hair_colour="#3a2414"), "cap",
                        "tunic", robe, trim, trim, sign="out", other="hip")
    if rank == "C":
        return Rider(Head(beard="moustache", hair_colour="#3a2414"), "cap", robe, trim, trim,
                     Horse(COATS[suit], "#2a2a2a", trim, robe, "walk"), sign="raise")
    return Standing(Head(beard="full", hair_colour="#3a2414"), "crown_open", "robe", robe,
                    trim, robe, sign="raise", other="sceptre", mantle=True)


class ChiareArt(SpanishArt):
    """Plain, high-contrast courts kept clear of the large corner indices."""

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        """The figure, moved right and shrunk about its waist line in each half."""
        dx, k = BESIDE_INDEX
        p.save()
        p.translate(dx, HALF_WINDOW[1] * (1 - k))
        p.scale(k, k)
        super().paint_figure(p, court, half)
        p.restore()


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
        robe=ROBES,
        trim=TRIMS,
        back=("#102a52", "#f0e442", "#56b4e9"),
        index="#111111",
    ),
    back_kind="lattice",
    index_labels=("A", "2", "3", "4", "5", "6", "7", "F", "C", "R"),
    index_scale=1.9,
    frame_breaks=True,
    bold_signs=True,
    art=ChiareArt({(s, r): _court(s, r) for s in range(4) for r in "FCR"}),
))
