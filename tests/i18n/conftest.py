"""Fixtures for the language tests: a language installed for one test, English again after."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings

from traversone_desktop.i18n import install_language
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings

from ..gui.conftest import settled_screens  # noqa: F401  (screens answered at once here too)


@pytest.fixture
def speak(qapp: object) -> Iterator[Callable[[str], None]]:
    """``speak("it")`` installs Italian; the rest of the session is back in English."""
    before = QLocale()
    yield install_language
    install_language("en")
    QLocale.setDefault(before)


@pytest.fixture
def settings(tmp_path: Path, qapp: object) -> Iterator[Settings]:
    """Settings, saves and statistics in a fresh folder."""
    set_data_dir(tmp_path)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_welcomed()  # the first turn's welcome has tests of its own
    yield settings
    set_data_dir(None)
