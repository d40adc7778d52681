"""Northern swords and batons whose counts can be told apart in the hand (70 px wide).

The shared layouts (:mod:`traversone_desktop.art.pips`) hide the odd sword or
baton inside the crossing of the others, so a 6 and a 7 look alike on a small
card. Here odd values carry a bold boss on the centre of the card, over the odd
sign, where even values leave the crossing open.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from traversone_desktop.art.paint import ellipse, fill, shade, star
from traversone_desktop.art.pips import draw_numeral
from traversone_desktop.art.signs import BATONS, SWORDS
from traversone_desktop.art.style import DeckStyle


def centre_boss(p: QPainter, style: DeckStyle, x: float, y: float, size: float) -> None:
    """The mark of an odd value: a gold star-edged disc with a red heart, ``size`` across."""
    pal = style.palette
    r = size / 2
    fill(p, star(x, y, r, r * 0.8, 12), pal.gold, pal.ink, max(3.0, r * 0.08))
    fill(p, ellipse(x, y, r * 0.52), pal.red, pal.ink, max(2.0, r * 0.06))
    fill(p, ellipse(x - r * 0.15, y - r * 0.15, r * 0.14), shade(pal.red, 1.6))


def northern_numeral(p: QPainter, style: DeckStyle, suit: int, n: int, area: QRectF) -> None:
    """Lay out ``n`` (2..7) signs: readable swords and batons, the shared layout otherwise."""
    draw_numeral(p, style, suit, n, area)
    if suit in (SWORDS, BATONS) and n % 2:
        c = area.center()
        centre_boss(p, style, c.x(), c.y(), area.width() * (0.3 if suit == SWORDS else 0.34))
