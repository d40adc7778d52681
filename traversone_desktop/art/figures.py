"""What every court figure shares: the figure box and the :class:`Court` being drawn.

Figures are drawn in a 640 x 1000 figure box (x -320..320, y 0 at the top of
the headgear, 1000 at the ground). Each pattern family draws its own bodies in
:mod:`traversone_desktop.art.courts`.
"""

from __future__ import annotations

from dataclasses import dataclass

from traversone_desktop.art.style import DeckStyle

FIG_W, FIG_H = 640.0, 1000.0


@dataclass
class Court:
    """Everything one figure needs: the deck, the suit and the rank."""

    style: DeckStyle
    suit: int
    rank: str

    @property
    def robe(self) -> str:
        return self.style.palette.robe[self.suit]

    @property
    def trim(self) -> str:
        return self.style.palette.trim[self.suit]

    @property
    def hair(self) -> str:
        return self.style.palette.hair[self.suit]
