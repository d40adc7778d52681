"""The interface language: which one to speak, and the Qt translators that speak it.

Qt does not own installed translators, so the live ones are kept here for the
life of the program. Installing a language removes the old translators and
installs the new ones; Qt then sends every widget a ``LanguageChange`` event and
:func:`notifier` emits ``languageChanged``. How the GUI re-reads its texts from these
two (one ``retranslate_ui()`` per object, no restart) is :mod:`.gui.retranslating`.

Which language: ``--lang``, else the ``TRAVERSONE_LANG`` environment variable
(the tests' override), else the one stored in the preferences, else the first of the
system's interface languages that we speak, else English. This module takes languages,
never the settings: the GUI follows the preferences (:mod:`.gui.language`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from .resources import i18n_path

LANGUAGES = ("it", "en")
ENV_VAR = "TRAVERSONE_LANG"

_LOCALES = {"it": QLocale.Language.Italian, "en": QLocale.Language.English}
_installed: list[QTranslator] = []
_current = ""

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)
"""Words of Qt 6's own file dialog that Qt's Italian catalogue lacks (the labels it has as
Qt 5 wrote them, without the shortcut letter; the kinds of entry in the Type column it
has under Qt 5's class name): our catalogue carries them, in Qt's context, so the Save
and Open dialogs do not show them in English. Qt asks for two of the kinds with a note,
"All other platforms"; a translation without one answers it."""


class LanguageNotifier(QObject):
    """Tells code that is not a widget (models, painters) that the language changed."""

    languageChanged = Signal(str)


_notifier: LanguageNotifier | None = None


class Plurals(QObject):
    """The context of counted phrases outside a widget: ``Plurals.tr("%n point(s)", "", n)``.

    pyside6-lupdate reads that form as a plural, but takes a bare count in
    ``QCoreApplication.translate(context, text, "", n)`` for an old encoding
    argument and extracts a singular-only string.
    """


def notifier() -> LanguageNotifier:
    """The one notifier; its ``languageChanged(lang)`` fires after every switch."""
    global _notifier
    if _notifier is None:
        _notifier = LanguageNotifier()
    return _notifier


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's interface languages, in the user's order, that we speak,
    else English. The interface languages, not the regional format's: an Italian Windows
    in Germany (German dates and numbers) speaks Italian, and so does a desktop whose
    languages are German, then Italian (``LANGUAGE=de:it``)."""
    locale = QLocale.system() if locale is None else locale
    tags = locale.uiLanguages()
    for tag in tags:
        lang = tag.replace("_", "-").split("-")[0].lower()
        if lang in LANGUAGES:
            return lang
    return "it" if any(_of_italy(tag) for tag in tags) else "en"


_ITALY = {"IT", "SM", "VA"}


def _of_italy(tag: str) -> bool:
    """A language of Italy (Friulian, Sardinian, Ladin: a desktop can speak them) or one
    as spoken there (German in South Tyrol): its player reads Italian sooner than English.
    The tag's region if it names one, else the language's home."""
    parts = tag.replace("_", "-").split("-")
    regions = [part for part in parts[1:] if len(part) == 2 and part.isalpha()]
    if regions:
        return regions[0].upper() in _ITALY
    return QLocale.territoryToCode(QLocale(parts[0]).territory()) in _ITALY


def choose_language(command_line: str | None = None, stored: str = "", *,
                    env: Mapping[str, str] | None = None,
                    system: QLocale | None = None) -> str:
    """--lang, else TRAVERSONE_LANG, else ``stored`` (the preferences' choice, '' for
    none), else the system locale."""
    env = os.environ if env is None else env
    for candidate in (command_line, env.get(ENV_VAR), stored):
        if candidate in LANGUAGES:
            return candidate
    return system_language(system)


def current_language() -> str:
    """The language last installed ('' before the first :func:`install_language`)."""
    return _current


def _qt_catalogue(lang: str) -> Path | None:
    """Qt's own ``qtbase_<lang>.qm``: from Qt's install, else from a frozen bundle."""
    name = f"qtbase_{lang}.qm"
    places = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        places.append(Path(frozen_root) / "PySide6" / "Qt" / "translations")
    return next((place / name for place in places if (place / name).is_file()), None)


def _our_catalogue(lang: str) -> Path | None:
    try:
        path = i18n_path(f"traversone_{lang}.qm")
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


def locale_for(lang: str, system: QLocale) -> QLocale:
    """The locale to speak ``lang`` in: the ``system``'s own when it speaks it, else that
    language as written in the system's country where Qt knows it (English on an Italian
    computer dates 05/12/2026 and writes 2,63, as the computer's regional settings do,
    not 12/5/26 and 2.63 as in the United States), else the language's own."""
    language = _LOCALES[lang]
    if system.language() == language:
        return system
    regional = QLocale(language, system.territory())
    if regional.language() == language and regional.territory() == system.territory():
        return regional
    return QLocale(language)


def install_language(lang: str) -> None:
    """Speak ``lang`` from now on: our catalogue, Qt's (standard dialogs) and the locale."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language() needs a QCoreApplication")
    # The locale first: retranslate_ui() code asks QLocale() which language it is in.
    QLocale.setDefault(locale_for(lang, QLocale.system()))
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    for path in (_our_catalogue(lang), _qt_catalogue(lang)):
        translator = QTranslator()
        if path is not None and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
    _current = lang
    notifier().languageChanged.emit(lang)


def language_for_setting(value: str, *, env: Mapping[str, str] | None = None,
                         system: QLocale | None = None) -> str:
    """The language a choice in the preferences means ('' = the system's)."""
    if value in LANGUAGES:
        return value
    return choose_language(None, "", env=env, system=system)
