"""Piacentine: Spanish-style suits, long cards, courts mirrored at the waist.

Every fante and king stands, shown head to thighs in each half; each cavallo
rides a horse drawn whole in each half. The king of coins holds an axe and
the cavallo of coins rides away from us, seen from behind. The ace of coins
is the crowned single-headed eagle ("Polla"), the 4 of coins carries a
red-and-white shield, and a flowering plant grows between the 5 swords.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts import spanish_vignettes as vignettes
from traversone_desktop.art.courts.spanish import Build, Figure, Rider, SpanishArt, Standing
from traversone_desktop.art.courts.spanish_horse import Horse
from traversone_desktop.art.courts.spanish_parts import Head
from traversone_desktop.art.registry import register
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS
from traversone_desktop.art.style import DeckStyle, Palette

RED, BLUE, GREEN, YELLOW = "#c0392b", "#2d5da8", "#6b8e23", "#e2a91a"

FIGURES: dict[tuple[int, str], Figure] = {
    (COINS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#6b3b1c", turn=0.3),
                           "cap", "tunic", RED, YELLOW, BLUE, "dots", sign="raise",
                           other="hip", mirror=True),
    (COINS, "C"): Rider(Head(hair_colour="#3a2414"), "wide_hat", BLUE, RED, RED,
                        Horse("#8b5a2b", "#3a2414", YELLOW, RED), from_behind=True),
    (COINS, "R"): Standing(Head(beard="full", hair_colour="#3a2414", turn=-0.2),
                           "crown_open", "robe", RED, YELLOW, RED, "brocade", sign="out",
                           other="axe", mantle=True),
    (CUPS, "F"): Standing(Head(age="young", hair="curls", hair_colour="#c58b3a", turn=-0.3),
                          "beret", "tunic", BLUE, RED, RED, "stripes", sign="raise",
                          other="flower"),
    (CUPS, "C"): Rider(Head(beard="moustache", hair_colour="#6b3b1c", turn=-0.4), "cap",
                       BLUE, YELLOW, RED, Horse("#f1ebde", "#b9b2a4", RED, YELLOW, "prance"),
                       sign="raise", mirror=True),
    (CUPS, "R"): Standing(Head(age="old", beard="long", turn=0.3), "crown_closed", "robe",
                          BLUE, RED, RED, "lozenges", sign="raise", other="sceptre",
                          mantle=True, mirror=True),
    (SWORDS, "F"): Standing(Head(age="young", hair="long", hair_colour="#3a2414", turn=-0.4),
                            "plumed_helmet", "armour", GREEN, RED, RED, sign="raise",
                            other="shield", mirror=True),
    (SWORDS, "C"): Rider(Head(beard="short", hair_colour="#1c1c1c", turn=-0.5), "burgonet",
                         GREEN, YELLOW, RED, Horse("#a7adb5", "#4b4f57", GREEN, YELLOW, "trot"),
                         sign="forward", armour=True, mirror=True),
    (SWORDS, "R"): Standing(Head(beard="fork", hair_colour="#1c1c1c", turn=-0.2),
                            "crown_fur", "robe", GREEN, YELLOW, RED, "chevrons",
                            sign="raise", other="sceptre", mantle=True, mirror=True),
    (BATONS, "F"): Standing(Head(age="young", hair="bob", hair_colour="#1c1c1c", turn=0.3),
                            "wide_hat", "tunic", YELLOW, BLUE, BLUE, "checks", sign="raise",
                            other="hip"),
    (BATONS, "C"): Rider(Head(beard="full", hair_colour="#6b3b1c", turn=-0.3), "turban",
                         YELLOW, BLUE, "#ffffff", Horse("#4a3426", "#1c1c1c", BLUE, YELLOW,
                                                        "trot"), sign="forward"),
    (BATONS, "R"): Standing(Head(beard="full", hair_colour="#6b3b1c", turn=0.3),
                            "crown_tall", "robe",
                            YELLOW, BLUE, BLUE, "dots", sign="out", other="sceptre",
                            mantle=True),
}
"""The twelve courts: standing fanti and kings, mounted cavalli."""


class PiacentineArt(SpanishArt):
    """Spanish court bodies in halves, plus the plant on the 5 of swords."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """The 5 of swords grows a flowering plant between its swords; the 4 of coins
        carries the city's red-and-white shield between its coins."""
        super().draw_numeral(p, style, suit, value, area)
        c = area.center()
        if suit == SWORDS and value == 5:
            vignettes.plant(p, style, c.x(), c.y(), area.width() * 0.26)
        elif suit == COINS and value == 4:
            ornaments.shield(p, style, c.x(), c.y(), area.width() * 0.42, "checky")


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
    specials=frozenset({"ace_crowned_eagle"}),
    art=PiacentineArt(FIGURES, Build(1.0, 1.0, 0.84, 0.88)),
))
