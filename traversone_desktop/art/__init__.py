"""Card art drawn by our own code: regional Italian decks as vector paths.

Public interface: :func:`deck_names`, :func:`get_deck`, :func:`render_card`,
:func:`card_size`, :func:`card_name`, :class:`DeckStyle`, :class:`UnknownDeckError`.
"""

from traversone_desktop.art.registry import UnknownDeckError, deck_names, get_deck, register
from traversone_desktop.art.render import card_name, card_size, clear_cache, render_card
from traversone_desktop.art.style import DeckStyle, Palette

__all__ = [
    "DeckStyle",
    "Palette",
    "UnknownDeckError",
    "card_name",
    "card_size",
    "clear_cache",
    "deck_names",
    "get_deck",
    "register",
    "render_card",
]
