"""Settings: every value round-trips, and a damaged or hand-edited value reads as its default."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from traversone_desktop.session.setup import default_setup
from traversone_desktop.storage.settings import AIDS, Settings


@pytest.fixture
def ini(tmp_path):
    return tmp_path / "settings.ini"


def settings_with(ini, text: str) -> Settings:
    """Settings over an INI file written by hand (as a user or a crash might leave it)."""
    ini.write_text(text)
    return Settings(QSettings(str(ini), QSettings.Format.IniFormat))


def test_defaults_with_no_file(ini):
    s = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    assert (s.language(), s.deck(), s.speed(), s.card_scale()) == ("", "napoletane", "normal", 1.0)
    assert all(s.flag(name) == default for name, default in AIDS.items())
    assert s.last_setup() is None and s.last_folder() == ""


def test_values_round_trip_and_announce_the_change(ini, qtbot):
    s = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    with qtbot.waitSignal(s.changed) as signal:
        s.set_language("it")
    assert signal.args == ["ui/language"]
    s.set_deck("siciliane")
    s.set_speed("fast")
    s.set_card_scale(1.25)
    s.set_flag("hints", False)
    s.set_last_setup(default_setup("Mario"))
    s.set_last_folder("/home/mario/partite")
    again = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    assert (again.language(), again.deck(), again.speed()) == ("it", "siciliane", "fast")
    assert again.card_scale() == 1.25 and again.flag("hints") is False
    assert again.last_setup() == default_setup("Mario")
    assert again.last_folder() == "/home/mario/partite"


def test_bad_stored_values_fall_back_to_defaults(ini):
    s = settings_with(ini, "\n".join([
        "[ui]", "language=klingon", "deck=tarot", "speed=warp", "card_scale=abc",
        "[aids]", "hints=maybe", "show_points=1, 2",
        "[game]", 'last_setup="{\\"rules\\": {\\"players\\": 9}}"', "",
    ]))
    assert (s.language(), s.deck(), s.speed(), s.card_scale()) == ("", "napoletane", "normal", 1.0)
    assert s.flag("hints") is True and s.flag("show_points") is True
    assert s.last_setup() is None


@pytest.mark.parametrize(("stored", "read"), [
    ("0.1", 0.8), ("99", 1.4), ("nan", 1.0), ("inf", 1.0), ("1.1", 1.1), ("", 1.0),
])
def test_card_scale_is_clamped_to_what_the_table_can_show(ini, stored, read):
    assert settings_with(ini, f"[ui]\ncard_scale={stored}\n").card_scale() == read


@pytest.mark.parametrize(("stored", "read"), [
    ("0.1", 0.8), ("99", 2.0), ("nan", 1.0), ("abc", 1.0), ("1.5", 1.5), ("", 1.0),
])
def test_the_rules_text_size_is_clamped_to_the_sizes_offered(ini, stored, read):
    assert settings_with(ini, f"[ui]\nrules_text_scale={stored}\n").rules_text_scale() == read


@pytest.mark.parametrize(("stored", "read"), [
    ("false", False), ("0", False), ("no", False), ("TRUE", True), ("on", True),
])
def test_flags_accept_the_usual_spellings(ini, stored, read):
    assert settings_with(ini, f"[aids]\nhints={stored}\n").flag("hints") is read


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"rules": {}, "seats": []}', "{"])
def test_a_damaged_last_setup_is_forgotten(ini, text):
    writer = QSettings(str(ini), QSettings.Format.IniFormat)
    writer.setValue("game/last_setup", text)
    writer.sync()
    s = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    assert s._text("game/last_setup") == text
    assert s.last_setup() is None


def test_setting_an_impossible_value_is_a_programming_error(ini):
    s = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    for setter, value in [(s.set_language, "xx"), (s.set_speed, "warp"), (s.set_deck, "tarot")]:
        with pytest.raises(ValueError, match="must be one of"):
            setter(value)
    with pytest.raises(ValueError, match="aid must be one of"):
        s.flag("cheat")
