"""The player's preferences, in QSettings, always read with an explicit type."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from ..gui.setup import DEFAULT_DECK, GameSetup
from .paths import data_dir, uses_override

SPEEDS = ("slow", "normal", "fast", "instant")


def open_qsettings() -> QSettings:
    """The settings store: an INI file under ``--data-dir``, else the platform's own."""
    if uses_override():
        return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     "Traversone", "Traversone Desktop")


class Settings(QObject):
    """Typed access to every preference; ``changed(key)`` fires when one is set."""

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else open_qsettings()

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self._store.value(key, default, type=kind)
        return value if isinstance(value, kind) else default

    def _set(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)
        self._store.sync()
        self.changed.emit(key)

    # -- the preferences -------------------------------------------------
    def language(self) -> str:
        """'it', 'en', or '' for the system's language."""
        return str(self._get("ui/language", "", str))

    def set_language(self, lang: str) -> None:
        self._set("ui/language", lang)

    def deck(self) -> str:
        return str(self._get("ui/deck", DEFAULT_DECK, str))

    def set_deck(self, deck: str) -> None:
        self._set("ui/deck", deck)

    def speed(self) -> str:
        speed = str(self._get("ui/speed", "normal", str))
        return speed if speed in SPEEDS else "normal"

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, not {speed!r}")
        self._set("ui/speed", speed)

    def card_scale(self) -> float:
        """Card size relative to the automatic size (0.8 … 1.4)."""
        return min(1.4, max(0.8, float(self._get("ui/card_scale", 1.0, float))))

    def set_card_scale(self, scale: float) -> None:
        self._set("ui/card_scale", float(scale))

    def flag(self, name: str, default: bool = True) -> bool:
        """A yes/no aid: 'show_points', 'highlight_legal', 'hints', 'allow_undo'."""
        return bool(self._get(f"aids/{name}", default, bool))

    def set_flag(self, name: str, value: bool) -> None:
        self._set(f"aids/{name}", bool(value))

    def last_setup(self) -> GameSetup | None:
        """The last new-game choices, or None if there are none (or they no longer fit)."""
        text = str(self._get("game/last_setup", "", str))
        if not text:
            return None
        try:
            return GameSetup.from_dict(json.loads(text))
        except (ValueError, KeyError, TypeError):
            return None

    def set_last_setup(self, setup: GameSetup) -> None:
        self._set("game/last_setup", json.dumps(setup.to_dict()))
