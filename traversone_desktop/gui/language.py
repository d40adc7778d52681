"""The interface language follows the preferences, at once (:mod:`..i18n` speaks a
language; this is where the settings choose it)."""

from __future__ import annotations

from ..i18n import current_language, install_language, language_for_setting
from ..storage.settings import Settings

LANGUAGE_KEY = "ui/language"
"""The settings key whose change switches the language."""


def follow_settings(settings: Settings) -> None:
    """Switch the language whenever the preferences change it."""

    def on_changed(key: str) -> None:
        if key == LANGUAGE_KEY:
            lang = language_for_setting(settings.language())
            if lang != current_language():
                install_language(lang)

    settings.changed.connect(on_changed)
