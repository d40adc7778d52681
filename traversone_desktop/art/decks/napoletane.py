"""Napoletane: Spanish-style suits, single-ended courts on platforms coloured by suit.

Courts: beardless young fanti (the pack's "Donna" look) in short tunics and
hose; cavalli on horses in four gaits; old kings in long robes. The fante of
swords holds his sword pointing down and a branch in the other hand. Numerals:
the 3 of clubs crossed under a grotesque mask, red ribbons on the 2 and 3 of
swords, flags and arms on the 4 of coins, a small view in the 5 of swords.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art.courts import spanish_vignettes as vignettes
from traversone_desktop.art.courts.spanish import Build, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS
from traversone_desktop.art.style import DeckStyle, Palette

RED, BLUE, YELLOW, GREEN = "#d0312d", "#2a64b5", "#eab520", "#3d8a3a"

FIGURES: dict[tuple[int, str], Figure] = {
    (COINS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#7a4a22", turn=-0.4),
                           "beret", "tunic", RED, BLUE, BLUE, "dots", sign="raise",
                           other="hip", stance="step"),
    (COINS, "C"): Rider(Head(beard="moustache", hair_colour="#3a2414", turn=-0.5), "wide_hat",
                        BLUE, RED, RED, Horse("#f1ebde", "#b9b2a4", YELLOW, RED, "walk"),
                        sign="raise"),
    (COINS, "R"): Standing(Head(age="old", beard="long", turn=-0.3), "crown_open", "robe",
                           RED, BLUE, RED, "brocade", sign="out", other="sceptre", mantle=True),
    (CUPS, "F"): Standing(Head(age="young", hair="curls", hair_colour="#c58b3a", turn=0.3),
                          "cap", "tunic", BLUE, YELLOW, RED, "stripes", sign="chest",
                          other="rest", stance="apart", mirror=True),
    (CUPS, "C"): Rider(Head(beard="short", hair_colour="#6b3b1c", turn=-0.4), "turban",
                       YELLOW, BLUE, "#ffffff", Horse("#8b5a2b", "#3a2414", BLUE, YELLOW,
                                                      "trot"), sign="forward", mirror=True),
    (CUPS, "R"): Standing(Head(beard="full", hair_colour="#3a2414", turn=0.2), "crown_closed",
                          "robe", BLUE, YELLOW, RED, "lozenges", sign="raise", other="hip",
                          mantle=True, mirror=True),
    (SWORDS, "F"): Standing(Head(age="young", hair="long", hair_colour="#3a2414", turn=-0.3),
                            "flat_hat", "tunic", YELLOW, RED, GREEN, "chevrons", sign="down",
                            other="branch", stance="together"),
    (SWORDS, "C"): Rider(Head(beard="fork", hair_colour="#1c1c1c", turn=-0.6), "burgonet",
                         RED, YELLOW, RED, Horse("#a7adb5", "#4b4f57", RED, YELLOW, "prance"),
                         sign="raise", armour=True),
    (SWORDS, "R"): Standing(Head(beard="fork", hair_colour="#1c1c1c", turn=-0.2), "crown_fur",
                            "robe", YELLOW, RED, RED, "dots", sign="raise", other="rest",
                            mantle=True),
    (BATONS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#1c1c1c", turn=0.4),
                            "wide_hat", "tunic", GREEN, RED, RED, "lozenges", sign="shoulder",
                            other="hip", stance="step", mirror=True),
    (BATONS, "C"): Rider(Head(beard="short", hair_colour="#6b3b1c", turn=-0.3), "cap",
                         GREEN, RED, RED, Horse("#4a3426", "#1c1c1c", RED, GREEN, "stand"),
                         sign="shoulder", mirror=True),
    (BATONS, "R"): Standing(Head(age="old", beard="full", turn=0.3), "crown_tall", "robe",
                            RED, GREEN, GREEN, "stripes", sign="out", other="sceptre",
                            mantle=True, mirror=True),
}
"""The twelve courts: who each is, what they wear and how they hold their sign."""


class NapoletaneArt(SpanishArt):
    """Spanish court bodies plus the flags of the 4 of coins and the view on the 5 of swords."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """The 5 of swords frames a view of the bay behind its middle sword; the 4 of coins
        fans four flags behind a crowned shield."""
        c = area.center()
        if suit == SWORDS and value == 5:
            vignettes.volcano(p, style, c.x(), c.y(), area.width() * 0.62, twin=True)
        super().draw_numeral(p, style, suit, value, area)
        if suit == COINS and value == 4:
            vignettes.trophy(p, style, c.x(), c.y(), area.width() * 0.72)


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
    specials=frozenset({"ace_double_eagle", "mask3", "ribbon"}),
    art=NapoletaneArt(FIGURES, Build(1.0, 1.12, 1.0, finery="plume")),
))
