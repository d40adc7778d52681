"""Deck registry: names to styles, so callers never import deck modules."""

from __future__ import annotations

from traversone_desktop.art.style import DeckStyle


class UnknownDeckError(ValueError):
    """A deck name that is not registered."""


_DECKS: dict[str, DeckStyle] = {}


def register(style: DeckStyle) -> DeckStyle:
    """Add a deck; its ``key`` becomes its name. Returns the style for chaining."""
    if style.key in _DECKS:
        raise ValueError(f"deck {style.key!r} is already registered")
    _DECKS[style.key] = style
    return style


def _ensure_builtin() -> None:
    if not _DECKS:
        from traversone_desktop.art import decks  # noqa: F401  (registers on import)


def deck_names() -> list[str]:
    """Registered deck keys, in registration order."""
    _ensure_builtin()
    return list(_DECKS)


def get_deck(name: str) -> DeckStyle:
    """The style registered as ``name``; :class:`UnknownDeckError` otherwise."""
    _ensure_builtin()
    try:
        return _DECKS[name]
    except (KeyError, TypeError):
        raise UnknownDeckError(
            f"unknown deck {name!r}; known decks: {', '.join(_DECKS)}"
        ) from None
