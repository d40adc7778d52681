"""The registry of games: one module per game, each registering a :class:`Game`.

>>> sorted(GAMES)
['busca', 'mattazza', 'traversone', 'tressette']
>>> GAMES["tressette"].positive
True
>>> list(PRESETS)[:2]
['traversone', 'ciapano']
"""

from __future__ import annotations

from typing import Final

from . import busca, mattazza, traversone, tressette
from .base import GAMES, DealPlan, Game, Note, Preset, register

LISTED: Final = (traversone.GAME, busca.GAME, mattazza.GAME, tressette.GAME)
"""The games in the order the app lists them."""

PRESETS: Final[dict[str, tuple[Game, Preset]]] = {
    p.name: (game, p) for game in LISTED for p in game.presets
}
"""Every preset by name, with its game, in the order the app lists them."""

__all__ = ["GAMES", "LISTED", "PRESETS", "DealPlan", "Game", "Note", "Preset", "register"]
