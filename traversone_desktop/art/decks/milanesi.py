"""Milanesi (Lombarde): French suits in a 40-card pack, Fante/Donna/Re, double-ended.

The courts are the Lombard busts of :func:`courts.french.milanese`: the fante of
clubs wears the Visconti serpent, the king of diamonds carries a hawk on his
wrist, and hearts and diamonds repeat the clubs and spades figures in their own
colours.
"""

from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art.courts.french import BUST_WINDOW, milanese
from traversone_desktop.art.deckart import DeckArt
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import shade
from traversone_desktop.art.registry import register
from traversone_desktop.art.style import (
    DeckStyle,
    Palette,
)


class MilanesiArt(DeckArt):
    """Lombard busts, split on a level divide."""

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        milanese(p, court)

    def figure_window(self, court: Court) -> tuple[float, float]:
        return BUST_WINDOW

    def draw_court(self, p: QPainter, style: DeckStyle, suit: int, rank: str,
                   box: QRectF) -> None:
        """The standard mirrored court on a warm ivory panel rather than a grey one."""
        panel = replace(style.palette, paper=shade(style.palette.gold, 1.9))
        super().draw_court(p, replace(style, palette=panel), suit, rank, box)


MILANESI = register(DeckStyle(
    key="milanesi",
    name_it="Milanesi",
    name_en="Milanesi",
    region_it="Lombardia e Canton Ticino",
    region_en="Lombardy and Ticino",
    suit_system="french",
    double_ended=True,
    corner_indices=False,
    aspect=1.55,
    palette=Palette(
        paper="#fdfbf6",
        marks=("#d0232b", "#d0232b", "#161616", "#161616"),
        robe=("#d0232b", "#2a5caa", "#2a5caa", "#d0232b"),
        trim=("#e8b422", "#e8b422", "#d0232b", "#2f8a3c"),
        back=("#1d3d6e", "#9fb6d8", "#e8c35a"),
    ),
    back_kind="stripes",
    art=MilanesiArt(),
))
