"""Which language the app speaks, and what installing one changes."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs import preferences
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.language import follow_settings
from traversone_desktop.i18n import (
    ENV_VAR,
    Plurals,
    choose_language,
    current_language,
    language_for_setting,
    locale_for,
    notifier,
)
from traversone_desktop.storage.settings import Settings

FRENCH = QLocale("fr_FR")
ITALIAN = QLocale("it_IT")


def test_the_command_line_beats_everything(settings: Settings) -> None:
    settings.set_language("en")
    assert choose_language("it", settings.language(), env={ENV_VAR: "en"}, system=FRENCH) == "it"
    assert choose_language("en", settings.language(), env={ENV_VAR: "it"}, system=ITALIAN) == "en"


def test_the_environment_beats_the_settings(settings: Settings) -> None:
    settings.set_language("en")
    assert choose_language(None, settings.language(), env={ENV_VAR: "it"}, system=FRENCH) == "it"


def test_the_settings_beat_the_system(settings: Settings) -> None:
    settings.set_language("it")
    assert choose_language(None, settings.language(), env={}, system=FRENCH) == "it"
    settings.set_language("en")
    assert choose_language(None, settings.language(), env={}, system=ITALIAN) == "en"


@pytest.mark.parametrize(("locale", "lang"), [("it_IT", "it"), ("it_CH", "it"),
                                              ("fr_FR", "en"), ("de_DE", "en"),
                                              ("en_US", "en"), ("en_IT", "en"),
                                              ("fur_IT", "it"), ("sc_IT", "it"),
                                              ("de_IT", "it"), ("de_CH", "en"),
                                              ("sl_SI", "en")])
def test_with_nothing_chosen_the_system_locale_decides(settings: Settings, locale: str,
                                                       lang: str) -> None:
    """A desktop in Friulian or Sardinian, or in German in South Tyrol, spoke English, a
    language its family may not read; it speaks Italian (English still where the desktop
    speaks it, in Italy too)."""
    assert settings.language() == ""
    assert choose_language(None, settings.language(), env={}, system=QLocale(locale)) == lang


@pytest.mark.parametrize(("environment", "lang"), [
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "de:it"}, "it"),
    ({"LANG": "de_DE.UTF-8", "LANGUAGE": "it:de"}, "it"),
    ({"LANG": "it_IT.UTF-8", "LANGUAGE": "fr:en:it"}, "en"),
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "fur_IT.UTF-8"}, "it"),
    ({"LANG": "fur_IT.UTF-8", "LANGUAGE": "fur:en"}, "en"),
])
def test_the_first_of_the_systems_interface_languages_that_we_speak_is_spoken(
        environment: dict[str, str], lang: str) -> None:
    """Not the regional format's language: a desktop set to German, then Italian, speaks
    Italian (as an Italian Windows in Germany does), not English."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    code = "from traversone_desktop.i18n import system_language; print(system_language())"
    out = subprocess.run([sys.executable, "-c", code], env=env | environment, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == lang


def test_an_unknown_value_in_the_environment_is_ignored(settings: Settings) -> None:
    assert choose_language(None, settings.language(), env={ENV_VAR: "de"}, system=ITALIAN) == "it"


def test_system_language_in_the_preferences_means_the_system(settings: Settings) -> None:
    assert language_for_setting("", env={}, system=ITALIAN) == "it"
    assert language_for_setting("", env={}, system=FRENCH) == "en"
    assert language_for_setting("en", env={}, system=ITALIAN) == "en"


@pytest.mark.parametrize(("system", "lang", "date", "decimal"), [
    ("it_IT", "en", "05/12/2026 18:22", "2,63"),
    ("de_DE", "en", "05/12/2026 18:22", "2,63"),
    ("en_GB", "en", "05/12/2026 18:22", "2.63"),
    ("en_US", "en", "12/5/26 6:22 PM", "2.63"),
    ("pt_BR", "en", "12/5/26 6:22 PM", "2.63"),
    ("en_US", "it", "05/12/26 18:22", "2,63"),
    ("de_CH", "it", "05.12.26 18:22", "2.63"),
    ("it_IT", "it", "05/12/26 18:22", "2,63"),
])
def test_dates_and_decimals_follow_the_computers_country_in_either_language(
        system: str, lang: str, date: str, decimal: str) -> None:
    """English on an Italian or German computer writes dates and decimals as the
    computer's regional settings do (the resume question's date, the file dialogs, the
    statistics): 12/5/26 there reads as the 12th of May."""
    chosen = locale_for(lang, QLocale(system))
    assert chosen.language() == (QLocale.Language.English if lang == "en"
                                 else QLocale.Language.Italian)
    moment = QDateTime(QDate(2026, 12, 5), QTime(18, 22))
    shown = chosen.toString(moment, QLocale.FormatType.ShortFormat)
    assert shown.replace("\u202f", " ") == date  # Qt puts a narrow space before "PM"
    assert chosen.toString(2.63, "f", 2) == decimal


def test_italian_translates_our_strings_qts_and_the_locale(
        speak: Callable[[str], None], qtbot: QtBot) -> None:
    with qtbot.waitSignal(notifier().languageChanged) as changed:
        speak("it")
    assert changed.args == ["it"]
    assert current_language() == "it"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Partita"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
    assert QLocale().language() == QLocale.Language.Italian
    assert QLocale().toString(12345.5, "f", 1) == "12.345,5"


def test_plurals_follow_each_language(speak: Callable[[str], None]) -> None:
    speak("it")
    assert [Plurals.tr("%n point(s)", "", n) for n in (0, 1, 2)] == [
        "0 punti", "1 punto", "2 punti"]
    speak("en")
    assert [Plurals.tr("%n point(s)", "", n) for n in (0, 1, 2)] == [
        "0 points", "1 point", "2 points"]


def test_busca_reasons_name_the_suit_and_card_of_the_deck_in_use(
        speak: Callable[[str], None]) -> None:
    from traversone_desktop.gui.words import reason_text

    speak("en")
    assert reason_text("busca_no_coins_lead", "milanesi") == \
        "You may not lead diamonds in the first trick."
    assert reason_text("busca_no_pita", "salisburghesi") == \
        "The Pita (Ace of bells) may not be played in the first trick."
    speak("it")
    assert reason_text("busca_no_coins_lead") == "Alla prima presa non si può aprire a denari."
    assert reason_text("busca_no_pita", "toscane") == \
        "La Pita (Asso di mattoni) non si può giocare alla prima presa."


def test_english_removes_the_italian_translators(speak: Callable[[str], None]) -> None:
    speak("it")
    speak("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert QLocale().language() == QLocale.Language.English


def test_the_preferences_switch_the_language_at_once(
        speak: Callable[[str], None], settings: Settings, qtbot: QtBot) -> None:
    speak("en")
    follow_settings(settings)
    with qtbot.waitSignal(notifier().languageChanged):
        settings.set_language("it")
    assert current_language() == "it"
    with qtbot.waitSignal(notifier().languageChanged):
        settings.set_language("en")
    assert current_language() == "en"


@pytest.mark.parametrize(("spoken", "system", "shown"), [
    ("it", "en", "Lingua del sistema (English)"),
    ("it", "it", "Lingua del sistema (Italiano)"),
    ("en", "it", "System language (Italiano)"),
])
def test_the_preferences_say_which_language_the_system_speaks(
        speak: Callable[[str], None], settings: Settings, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch, spoken: str, system: str, shown: str) -> None:
    """Started with ``--lang it`` on an English system, the list must not say only
    "System language" over an Italian window: which one that is, it says too."""
    monkeypatch.setattr(preferences, "system_language", lambda: system)
    speak(spoken)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.language.currentIndex() == 0 and dialog.language.currentText() == shown
