"""Siciliane: small Spanish-style cards, women fanti, court bases coloured by rank.

Courts: the fante is a woman (the "Donna") in a long gown and apron with a
diadem or flowers in her hair; cavalli ride in turbans, hats and helmets; kings
stand in short-bearded majesty. Bases: red under the Donna, yellow under the
cavallo, green under the king. Numerals carry small vignettes: a portrait
between the two coins, the Trinacria on the 3, a head struck on the middle coin
of the 5, a boat under sail amid the 4 coins, lemons under the 7 cups, a fish between the
two cups and Etna smoking in the 4 of cups.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art.courts import spanish_vignettes as vignettes
from traversone_desktop.art.courts.spanish import Build, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.pips import at
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

RED, YELLOW, BLUE, GREEN = "#d8302a", "#f2c318", "#1f4fa0", "#22904a"

FIGURES: dict[tuple[int, str], Figure] = {
    (COINS, "F"): Standing(Head("f", "young", hair="long", hair_colour="#3a2414", turn=0.3),
                           "flowers", "gown", BLUE, YELLOW, RED, "dots", sign="raise",
                           other="flower"),
    (COINS, "C"): Rider(Head(beard="short", hair_colour="#1c1c1c", turn=-0.4), "turban",
                        RED, GREEN, YELLOW, Horse("#f1ebde", "#c9b48a", BLUE, YELLOW, "prance"),
                        sign="raise", motif="dots", mirror=True),
    (COINS, "R"): Standing(Head(beard="full", hair_colour="#3a2414", turn=-0.2),
                           "crown_closed", "robe", GREEN, RED, RED, "lozenges", sign="chest",
                           other="sceptre", mantle=True),
    (CUPS, "F"): Standing(Head("f", "young", hair="braids", hair_colour="#6b3b1c", turn=-0.3),
                          "diadem", "gown", RED, GREEN, BLUE, "brocade", sign="chest",
                          other="rest", mirror=True),
    (CUPS, "C"): Rider(Head(beard="moustache", hair_colour="#6b3b1c", turn=-0.3), "wide_hat",
                       BLUE, RED, GREEN, Horse("#8b5a2b", "#2a1a10", YELLOW, RED, "walk"),
                       sign="forward"),
    (CUPS, "R"): Standing(Head(age="old", beard="fork", turn=0.3), "crown_tall", "robe", RED,
                          BLUE, BLUE, "stripes", sign="out", other="hip",
                          mirror=True),
    (SWORDS, "F"): Standing(Head("f", "young", hair="bob", hair_colour="#1c1c1c", turn=-0.3),
                            "diadem", "gown", GREEN, YELLOW, RED, "lozenges", sign="raise",
                            other="hip"),
    (SWORDS, "C"): Rider(Head(beard="full", hair_colour="#1c1c1c", turn=-0.5), "plumed_helmet",
                         BLUE, YELLOW, RED, Horse("#4a3426", "#1c1c1c", RED, YELLOW, "trot"),
                         sign="raise", armour=True, mirror=True),
    (SWORDS, "R"): Standing(Head(beard="goatee", hair="curls", hair_colour="#3a2414",
                                 turn=-0.3), "crown_open", "robe", BLUE, YELLOW, YELLOW,
                            "brocade", sign="shoulder", other="sceptre", mirror=True),
    (BATONS, "F"): Standing(Head("f", "young", hair="long", hair_colour="#c58b3a", turn=0.4),
                            "flowers", "gown", YELLOW, BLUE, RED, "checks", sign="out",
                            other="flower", mirror=True),
    (BATONS, "C"): Rider(Head(age="young", hair_colour="#6b3b1c", turn=-0.3), "cap",
                         GREEN, YELLOW, RED, Horse("#a7adb5", "#5a5f66", RED, GREEN, "walk"),
                         sign="shoulder", motif="stripes"),
    (BATONS, "R"): Standing(Head(beard="short", hair="curls", hair_colour="#1c1c1c",
                                 turn=0.3), "crown_fur", "robe",
                            YELLOW, GREEN, RED, "dots", sign="raise", other="rest",
                            mirror=True),
}
"""The twelve courts: Donne in gowns, three cavalli, kings in robes and mantles."""


class SicilianeArt(SpanishArt):
    """Spanish court bodies plus the vignettes on the numerals."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """Layouts as usual; some numerals add a small scene or portrait of their own."""
        super().draw_numeral(p, style, suit, value, area)
        c = area.center()
        w = area.width()
        if suit == COINS and value == 2:
            vignettes.portrait(p, style, c.x(), c.y(), w * 0.34)
        elif suit == COINS and value == 5:
            at(p, c.x(), c.y(), min(w * 0.4, area.height() * 0.25), 0,
               lambda: draw_sign(p, style, COINS))
            vignettes.portrait(p, style, c.x(), c.y(), min(w * 0.4, area.height() * 0.25) * 0.72,
                      coin=True)
        elif suit == CUPS and value == 7:
            vignettes.lemons(p, style, c.x(), c.y() + area.height() * 0.19, w * 0.3)
        elif suit == CUPS and value == 2:
            vignettes.fish(p, style, c.x(), c.y(), w * 0.4)
        elif suit == CUPS and value == 4:
            vignettes.volcano(p, style, c.x(), c.y(), w * 0.5)
        elif suit == COINS and value == 4:
            vignettes.boat(p, style, c.x(), c.y(), w * 0.4)


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
    specials=frozenset({"trinacria3"}),
    art=SicilianeArt(FIGURES, Build(1.12, 0.98, 0.96, 1.12, "panel", "chain", "pompoms")),
))
