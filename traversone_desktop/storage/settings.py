"""The player's preferences, in QSettings, always read with an explicit type.

Every value is read as text (``type=str``) and parsed here, because Qt's own
conversions turn a hand-edited or damaged value into a plausible-looking zero
(``card_scale=abc`` reads as ``0.0``); a value that does not parse, or is out
of range, reads as its default instead.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

from ..session.setup import DEFAULT_DECK, GameSetup, valid_text
from .paths import data_dir, uses_override
from .savefile import check_setup

LANGUAGES = ("", "en", "it")
"""'' follows the system's language."""
SPEEDS = ("slow", "normal", "fast", "instant")
CARD_SCALES = (0.8, 1.4)
"""Smallest and largest card size, relative to the size that fits the window."""
RULES_TEXT_SCALES = (0.8, 2.0)
"""Smallest and largest text of the rules pages, relative to the dialogs' text."""
AIDS = {"show_points": True, "highlight_legal": True, "hints": True, "allow_undo": False}
"""The yes/no aids and hints, with their defaults."""
_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def open_qsettings(folder: Path | None = None) -> QSettings:
    """The settings store: an INI file in ``folder`` or under ``--data-dir``, else the
    platform's own."""
    if folder is None and uses_override():
        folder = data_dir()
    if folder is not None:
        return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     "Traversone", "Traversone Desktop")


def stored_language(folder: str | None) -> str:
    """The preferences' language ('' for the system's), for the lines printed before the
    window: from the settings in ``folder`` (the ``--data-dir`` typed) or the platform's,
    leaving both as they are (a folder that does not exist is not made)."""
    try:
        where = Path(folder).expanduser() if folder else None
    except RuntimeError:  # ~someone who has no account here: the folder is refused later
        return ""
    return Settings(open_qsettings(where)).language()


class Settings(QObject):
    """Typed access to every preference; ``changed(key)`` fires when one is set."""

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else open_qsettings()

    # -- reading and writing, one type at a time ----------------------------
    def _text(self, key: str) -> str | None:
        """The stored text, or None if there is none: a list, bytes that are not UTF-8 or another
        odd value (a hand-edited or damaged file) count as none, so the default applies."""
        if not self._store.contains(key):
            return None
        try:
            value = self._store.value(key, "", type=str)
        except (ValueError, TypeError):  # UnicodeDecodeError included
            return None
        return valid_text(value) if isinstance(value, str) else None

    def _choice(self, key: str, allowed: tuple[str, ...] | list[str], default: str) -> str:
        value = self._text(key)
        return value if value is not None and value in allowed else default

    def _float(self, key: str, default: float, low: float, high: float) -> float:
        try:
            value = float(self._text(key) or "")
        except ValueError:
            return default
        return _clamped(value, low, high) if math.isfinite(value) else default

    def _bool(self, key: str, default: bool) -> bool:
        value = (self._text(key) or "").strip().lower()
        return True if value in _TRUE else False if value in _FALSE else default

    def _set(self, key: str, value: str | float | bool) -> None:
        self._store.setValue(key, value)
        self._store.sync()
        self.changed.emit(key)

    # -- the preferences ------------------------------------------------------
    def language(self) -> str:
        """'it', 'en', or '' for the system's language."""
        return self._choice("ui/language", LANGUAGES, "")

    def set_language(self, lang: str) -> None:
        _require("language", lang, LANGUAGES)
        self._set("ui/language", lang)

    def deck(self) -> str:
        return self._choice("ui/deck", _deck_names(), DEFAULT_DECK)

    def chosen_deck(self) -> str:
        """The deck last chosen, even one the table cannot draw now (an imported deck left
        out at start); :meth:`deck` is the one it draws."""
        return self._text("ui/deck") or DEFAULT_DECK

    def set_deck(self, deck: str) -> None:
        _require("deck", deck, _deck_names())
        self._set("ui/deck", deck)

    def speed(self) -> str:
        """Animation speed, one of :data:`SPEEDS`."""
        return self._choice("ui/speed", SPEEDS, "normal")

    def set_speed(self, speed: str) -> None:
        _require("speed", speed, SPEEDS)
        self._set("ui/speed", speed)

    def card_scale(self) -> float:
        """Card size relative to the automatic size (0.8 … 1.4)."""
        return self._float("ui/card_scale", 1.0, *CARD_SCALES)

    def set_card_scale(self, scale: float) -> None:
        self._set("ui/card_scale", _clamped(scale, *CARD_SCALES))

    def rules_text_scale(self) -> float:
        """The rules pages' text size, relative to the dialogs' (0.8 … 2.0)."""
        return self._float("ui/rules_text_scale", 1.0, *RULES_TEXT_SCALES)

    def set_rules_text_scale(self, scale: float) -> None:
        self._set("ui/rules_text_scale", _clamped(scale, *RULES_TEXT_SCALES))

    def sound(self) -> bool:
        """Card, sweep, shuffle and win sounds (on unless switched off)."""
        return self._bool("ui/sound", True)

    def set_sound(self, on: bool) -> None:
        self._set("ui/sound", bool(on))

    def corner_indices(self) -> bool:
        """A corner index on every deck, even those whose pattern has none."""
        return self._bool("ui/corner_indices", False)

    def set_corner_indices(self, on: bool) -> None:
        self._set("ui/corner_indices", bool(on))

    def welcomed(self) -> bool:
        """Whether anyone has played a card in this app yet: until then the first turn's
        prompt also says where the rules and the hint are."""
        return self._bool("ui/welcomed", False)

    def set_welcomed(self) -> None:
        self._set("ui/welcomed", True)

    def flag(self, name: str, default: bool | None = None) -> bool:
        """A yes/no aid or hint; ``name`` is one of :data:`AIDS`."""
        _require("aid", name, tuple(AIDS))
        return self._bool(f"aids/{name}", AIDS[name] if default is None else default)

    def set_flag(self, name: str, value: bool) -> None:
        _require("aid", name, tuple(AIDS))
        self._set(f"aids/{name}", bool(value))

    def last_setup(self) -> GameSetup | None:
        """The last new-game choices, or None if there are none (or they no longer fit)."""
        text = self._text("game/last_setup")
        if not text:
            return None
        try:
            return check_setup(json.loads(text))
        except (ValueError, RecursionError):  # bad JSON, or a SaveFileError saying why
            return None

    def set_last_setup(self, setup: GameSetup) -> None:
        self._set("game/last_setup", json.dumps(setup.to_dict()))

    def last_folder(self) -> str:
        """Where the player last opened or saved a game file ('' for the default)."""
        return self._text("files/last_folder") or ""

    def set_last_folder(self, folder: str) -> None:
        self._set("files/last_folder", folder)

    def last_deck_folder(self) -> str:
        """Where the player last added a deck from ('' for the default): apart from the
        games' folder, so that a deck from Downloads does not send the next save there."""
        return self._text("files/last_deck_folder") or ""

    def set_last_deck_folder(self, folder: str) -> None:
        self._set("files/last_deck_folder", folder)


def _deck_names() -> list[str]:
    from ..art.registry import deck_names  # the deck modules load on first use

    return deck_names()


def _require(what: str, value: str, allowed: tuple[str, ...] | list[str]) -> None:
    if value not in allowed:
        raise ValueError(f"{what} must be one of {', '.join(map(repr, allowed))}, not {value!r}")


def _clamped(value: float, low: float, high: float) -> float:
    return min(high, max(low, float(value)))
