"""``traversone`` speaks on the terminal in the window's language: its help, its refusals of
bad input (argparse's own too) and the line that names a missing system library."""

from __future__ import annotations

import argparse
import errno
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from traversone_desktop.__main__ import main
from traversone_desktop.i18n import ENV_VAR
from traversone_desktop.os_reasons import REASONS, os_reason
from traversone_desktop.system_libs import install_hint
from traversone_desktop.terminal import (
    ARGPARSE_WORDS,
    command_line_language,
    speaking,
    translate,
)


def refusal(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one line ``traversone args`` answers with, exit code 2."""
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err
    return err


@pytest.mark.parametrize(("args", "told"), [
    (["--players", "9"], "traversone: traversone si gioca in 4, non in 9"),
    (["--variant", "ciapano", "--players", "7"], "ciapano si gioca in 3, 4 o 5, non in 7"),
    (["--variant", "tressette", "--players", "2"],
     "tressette si gioca in 4, non in 2; in 2 si gioca a: kifameno, tressette_2"),
    (["--variant", "scopa"], "il gioco 'scopa' non esiste; i giochi sono: traversone,"),
    (["--size", "1x1"], "--size '1x1' non va: serve LARGHEZZAxALTEZZA"),
    (["--deals", "3"], "--deals va con --demo"),
    (["--demo", "--deals", "0"], "--deals deve essere almeno 1, non 0"),
    (["/no/such/save.json"], "nessuna partita salvata in '/no/such/save.json'"),
    (["--data-dir", ""], "--data-dir vuole il nome di una cartella"),
    # argparse's own words
    (["--speed", "x"], "--speed: 'x' non è tra le scelte ('slow', 'normal'"),
    (["--seed", "x"], "--seed: 'x' non è un numero intero"),
    (["--players", "٤"], "--players: '٤' non è un numero intero"),
    (["--bogus"], "argomenti sconosciuti: --bogus"),
    (["--seed"], "--seed: vuole un valore"),
    (["--demo=1"], "--demo: non vuole un valore, ma ha avuto '1'"),
    (["--d", "1"], "opzione ambigua: --d può essere --demo, --deals, --data-dir"),
])
def test_bad_input_is_refused_in_italian(args, told, capsys):
    assert told in refusal(["--lang", "it", *args], capsys)


def test_the_help_is_in_italian(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "it", "--help"])
    out = capsys.readouterr().out
    assert stop.value.code == 0
    assert out.startswith("uso: traversone [-h]") and "[--data-dir CARTELLA]" in out
    assert "Il Traversone e la sua famiglia di giochi di carte italiani." in out
    for line in ("-h, --help            mostra questo aiuto ed esce",
                 "--demo                i bot giocano da soli una partita intera"):
        assert line in out
    assert "options" not in out and "show this help" not in out


def test_the_italian_help_calls_the_seed_a_code_not_a_suit(capsys):
    """In a card game *seme* is a suit: the score sheet calls a deal's seed its *codice*,
    and the terminal said "--seed SEME: il seme della partita"."""
    with pytest.raises(SystemExit):
        main(["--lang", "it", "--help"])
    out = capsys.readouterr().out
    assert "[--seed CODICE]" in out and "seme" not in out.casefold()


def test_the_preferences_language_is_spoken_without_lang(tmp_path, capsys, monkeypatch):
    """Italian chosen in Preferences on an English system: the terminal speaks Italian too,
    and ``--lang en`` still beats it."""
    monkeypatch.delenv(ENV_VAR)
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=it\n")
    told = refusal(["--data-dir", str(tmp_path), "--players", "2"], capsys)
    assert "si gioca in 4, non in 2" in told
    told = refusal(["--data-dir", str(tmp_path), "--lang", "en", "--players", "2"], capsys)
    assert "traversone is played by 4 players, not 2" in told


def test_reading_the_language_makes_no_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR)
    folder = tmp_path / "not yet"
    assert command_line_language(["--data-dir", str(folder), "--lang", "xx"]) in ("it", "en")
    assert command_line_language(["--lang", "it", "--lang"]) in ("it", "en")  # argparse says
    assert not folder.exists()


def test_english_again_once_the_command_is_done(capsys):
    refusal(["--lang", "it", "--bogus"], capsys)
    assert "unrecognized arguments: --bogus" in refusal(["--bogus"], capsys)
    assert "traversone is played by 4 players, not 9" in refusal(["--players", "9"], capsys)


def test_the_missing_library_line_is_in_italian():
    with speaking("it"):
        hint = install_hint(["libxcb-cursor.so.0"])
    assert hint == ("la finestra X11 di Qt ha bisogno di libxcb-cursor.so.0, che qui non si può "
                    "caricare; si installa con: sudo apt install libxcb-cursor0 (Debian, "
                    "Ubuntu) o sudo dnf install xcb-util-cursor (Fedora)")


def test_argparse_still_words_its_messages_as_we_translate_them():
    """Each argparse message our catalogue translates is one this Python's argparse asks for
    (a new wording would be left in English without a word)."""
    source = inspect.getsource(argparse)
    for words in ARGPARSE_WORDS:
        assert repr(words)[1:-1] in source, (words, sys.version)


def test_a_bot_worker_loads_no_qt_for_the_command_lines_words():
    """The worker process imports the command line's module; Qt stays out of it."""
    code = ("import sys, traversone_desktop.__main__; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[2]).stdout
    assert out.strip() == "False"


def test_the_systems_refusal_is_said_in_italian_too(tmp_path, capsys):
    """Python words an OSError in English on every system: "cannot use the data folder …:
    Not a directory" came half in Italian, half in English."""
    plain = tmp_path / "notes.txt"
    plain.write_text("not a folder")
    told = refusal(["--lang", "it", "--data-dir", str(plain / "inside")], capsys)
    assert told.endswith("una parte del percorso è un file, non una cartella\n")
    told = refusal(["--data-dir", str(plain / "inside")], capsys)
    assert told.endswith("part of the path is a file, not a folder\n")


def test_every_refusal_worded_for_the_player_has_its_italian():
    with speaking("it"):
        said = {reason: os_reason(OSError(code, "system words"), translate)
                for code, reason in REASONS.items()}
    assert all(text != reason and "system words" not in text for reason, text in said.items())
    assert os_reason(OSError(errno.EBUSY, "Device or resource busy"), translate) == \
        "Device or resource busy"
