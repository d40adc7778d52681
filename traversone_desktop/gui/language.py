"""Which language the interface speaks, and the Qt translators that make it so.

The translators live in this module for the life of the program (Qt does not own them);
installing new ones sends every widget a ``LanguageChange`` event, and each widget's
``retranslate_ui`` does the rest.
"""

from __future__ import annotations

import contextlib
import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import i18n_path
from ..storage.settings import Settings

LANGUAGES = ("it", "en")
_installed: list[QTranslator] = []


def choose_language(command_line: str | None, settings: Settings) -> str:
    """--lang, else the settings, else TRAVERSONE_LANG, else the system's language."""
    for candidate in (command_line, settings.language(), os.environ.get("TRAVERSONE_LANG")):
        if candidate in LANGUAGES:
            return candidate
    return "it" if QLocale.system().language() == QLocale.Language.Italian else "en"


def install_language(lang: str) -> None:
    """Speak ``lang`` from now on: our own catalogue and Qt's (standard dialogs)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language() needs a QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Italian if lang == "it"
                               else QLocale.Language.English))
    catalogues = []
    with contextlib.suppress(FileNotFoundError):
        catalogues.append(i18n_path(f"traversone_{lang}.qm"))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    catalogues.append(os.path.join(qt_dir, f"qtbase_{lang}.qm"))
    for path in catalogues:
        translator = QTranslator()
        if os.path.exists(path) and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
