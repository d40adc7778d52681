"""Deck registry: names to styles, so callers never import deck modules."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

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


# --- imported decks -------------------------------------------------------------------------

_user_dir: Path | None = None
_left_out: dict[str, str] = {}
"""The imported decks left out at start, by name: why, in one line."""
_unreadable = ""
"""Why the imported decks' folder could not be read at start (all left out), or ""."""


def use_user_decks(decks_dir: Path) -> list[str]:
    """Register every deck imported into ``decks_dir``; return one line per deck that failed.

    A damaged imported deck is left out with a message, never a crash at start-up; a folder
    that cannot be read leaves them all out (:func:`unreadable_decks` says why)."""
    global _user_dir, _unreadable
    from traversone_desktop.art import deckfiles

    _ensure_builtin()
    for key in [k for k in _DECKS if k.startswith(deckfiles.USER_PREFIX)]:
        del _DECKS[key]
    _user_dir = decks_dir
    _left_out.clear()
    try:
        folders = deckfiles.installed_decks(decks_dir)
        _unreadable = ""
    except deckfiles.DeckFileError as exc:
        _unreadable = str(exc)
        return []
    for folder in folders:
        try:
            register(deckfiles.style_for(folder))
        except deckfiles.DeckFileError as exc:
            _left_out[folder.name] = str(exc)
    return list(_left_out.values())


def unreadable_decks() -> str:
    """Why no imported deck could be read at start (their folder's permissions taken
    away), in one line, or ""."""
    return _unreadable


def left_out(name: str) -> tuple[str, Path] | None:
    """Why the imported deck ``name`` was left out at start (a picture gone from its
    folder, or the folder of them all unreadable), and that folder; None if it was not,
    or has been added again since."""
    from traversone_desktop.art.deckfiles import USER_PREFIX

    if _user_dir is None:
        return None
    if name in _left_out:
        return _left_out[name], _user_dir / name
    if _unreadable and name.startswith(USER_PREFIX) and name not in _DECKS:
        return _unreadable, _user_dir
    return None


def is_user_deck(name: str) -> bool:
    """True for a deck the player imported (it can be removed)."""
    from traversone_desktop.art.deckfiles import USER_PREFIX

    return name.startswith(USER_PREFIX) and name in _DECKS


def add_user_deck(source: Path, step: Callable[[], None] | None = None) -> str:
    """Import the deck folder or archive ``source``; return its key (an imported deck's it
    repeats, if any). ``step`` follows the work, as
    :func:`~traversone_desktop.art.deckfiles.install_deck` says.

    Raises :class:`~traversone_desktop.art.deckfiles.DeckFileError` with a one-line reason."""
    from traversone_desktop.art import deckfiles

    if _user_dir is None:
        raise deckfiles.DeckFileError("no folder for imported decks has been chosen")
    key = deckfiles.install_deck(source, _user_dir, step)
    if key in _DECKS:  # the deck was there already, perhaps with pictures since mended
        from traversone_desktop.art.render import clear_cache

        clear_cache()
    else:
        register(deckfiles.style_for(_user_dir / key))
    _left_out.pop(key, None)
    return key


def remove_user_deck(name: str) -> None:
    """Forget an imported deck and delete its copy in the data folder."""
    if not is_user_deck(name) or _user_dir is None:
        raise UnknownDeckError(f"{name!r} is not an imported deck")
    from traversone_desktop.art.render import clear_cache

    del _DECKS[name]
    clear_cache()
    shutil.rmtree(_user_dir / name, ignore_errors=True)
