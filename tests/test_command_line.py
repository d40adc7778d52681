"""The command line refuses bad input in one line, and one data folder has one running copy."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from traversone_desktop.__main__ import main, seed_number
from traversone_desktop.cli.common import CommandLineError, resolve_rules
from traversone_desktop.storage.savefile import load_save, write_save

from .storage.games import play, table

ROOT = Path(__file__).resolve().parent.parent
START_MS = 60_000


@pytest.mark.parametrize("args", [
    ["--size", "²x600"],
    ["--size", "9" * 5000 + "x600"],
    ["--size", "800x" + "7" * 5000],
    ["--size", "99999x99999"],
    ["--size", "9000x600"],
    ["--level", "godlike"],
    ["--data-dir", ""],
    ["--data-dir", "   "],
    ["--screenshot", "/no/such/folder/x.png"],
    ["--variant", ""],  # it started Traversone, as if no game had been named
])
def test_bad_input_is_one_line_and_exit_2(args, capsys):
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2
    assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 300


@pytest.mark.parametrize(("args", "told"), [
    (["/no/such/save.json"], "no saved match at '/no/such/save.json'"),
    (["/"], "no saved match at '/': it is a folder"),
    (["evening.json", "--variant", "busca"], "cannot be combined with --variant"),
    (["evening.json", "--demo"], "cannot be combined with --demo"),
    (["evening.json", "--seed", "4"], "cannot be combined with --seed"),
])
def test_a_save_to_open_is_refused_in_one_line_when_it_cannot_be(
        args, told, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "evening.json").write_text("{}")
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and told in err


@pytest.mark.parametrize(("typed", "variant"), [
    ("Ciapanò", "ciapano"), (" TRAVERSONE ", "traversone"), ("Tressette 2", "tressette_2"),
    ("traversone-partners", "traversone_partners")])
def test_a_game_is_named_as_people_write_it(typed, variant):
    """--variant Ciapanò was refused as an unknown game: only "ciapano" was known."""
    assert resolve_rules(typed, None, []).variant == variant


def test_an_unknown_game_is_still_refused_by_its_name_as_typed():
    with pytest.raises(CommandLineError, match="unknown variant 'Scopa'; variants are: "):
        resolve_rules("Scopa", None, [])


def test_a_data_folder_that_is_a_file_is_refused(tmp_path, capsys):
    plain = tmp_path / "notes.txt"
    plain.write_text("not a folder")
    for folder in (plain, plain / "inside"):
        with pytest.raises(SystemExit) as stop:
            main(["--data-dir", str(folder)])
        err = capsys.readouterr().err
        assert stop.value.code == 2 and err.count("\n") == 1
        assert "cannot use the data folder" in err


def test_a_screenshot_that_cannot_be_written_is_refused_before_the_demo(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--demo", "--deals", "1", "--screenshot", str(tmp_path)])  # a folder
    assert stop.value.code == 2 and "it is a folder" in capsys.readouterr().err


def start(folder: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, "-m", "traversone_desktop", "--data-dir",
                             str(folder), *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + START_MS / 1000
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_a_second_copy_on_the_same_folder_is_refused_until_the_first_is_gone(tmp_path):
    first = start(tmp_path)
    try:
        wait_for(lambda: (tmp_path / "traversone.lock").exists(), "the first copy's lock")
        second = subprocess.run(
            [sys.executable, "-m", "traversone_desktop", "--data-dir", str(tmp_path),
             "--screenshot", str(tmp_path / "shot.png")],
            env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
            capture_output=True, text=True, timeout=120, check=False)
        assert second.returncode == 1
        assert second.stderr.count("\n") == 1 and "already running" in second.stderr
        assert str(first.pid) in second.stderr
    finally:
        first.send_signal(signal.SIGKILL)  # a crash: the lock file stays behind, stale
        first.communicate(timeout=30)
    third = subprocess.run(
        [sys.executable, "-m", "traversone_desktop", "--data-dir", str(tmp_path),
         "--screenshot", str(tmp_path / "shot.png")],
        env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
        capture_output=True, text=True, timeout=120, check=False)
    assert third.returncode == 0, third.stderr
    assert (tmp_path / "shot.png").exists()


THE_FILE_DIALOG_OPENED_AND_CLOSED = """
import sys
import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
import traversone_desktop.first_paint as first_paint
from traversone_desktop.__main__ import main

def open_and_close_the_file_dialog():
    dialog = QFileDialog(None, "Open match")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own, as on Linux
    dialog.show()
    dialog.reject()
    shiboken6.delete(dialog)  # Qt's file dialog writes what it remembers as it goes
    QApplication.quit()

first_paint.exit_after_first_paint = lambda table, ready: QTimer.singleShot(
    0, open_and_close_the_file_dialog)
sys.exit(main(sys.argv[1:]))
"""


def test_qts_own_dialogs_keep_what_they_remember_under_the_data_folder(tmp_path):
    """``--data-dir`` keeps every file under the folder named (a portable copy on a
    stick): Qt's own file dialog wrote ``QtProject.conf`` into the computer's settings
    folder all the same."""
    home, data = tmp_path / "home", tmp_path / "data"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", HOME=str(home))
    done = subprocess.run([sys.executable, "-c", THE_FILE_DIALOG_OPENED_AND_CLOSED,
                           "--data-dir", str(data), "--exit-after-first-paint"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert (data / "QtProject.conf").is_file()
    assert [p.relative_to(home) for p in home.rglob("*") if p.is_file()] == []


@pytest.mark.parametrize(("seed", "told"), [
    ("18446744073709551616", "'18446744073709551616' is out of range: a seed goes from "
                             "-18446744073709551615 to 18446744073709551615"),
    ("-18446744073709551616", "is out of range"),
    ("1" * 31, f"'{'1' * 31}' has too many digits")])
def test_a_seed_a_save_could_not_keep_is_refused(seed, told, capsys):
    """--seed took 30 digits, where a save keeps 64 bits: the match it dealt was autosaved,
    and at the next start its autosave was set aside as damaged, the match lost. 31 digits
    were "not a whole number"."""
    with pytest.raises(SystemExit) as stop:
        main([f"--seed={seed}"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and told in err


def test_the_largest_seed_taken_deals_a_match_a_save_keeps(tmp_path):
    largest = seed_number("-18446744073709551615"), seed_number("18446744073709551615")
    for seed in largest:
        setup = table(seed=seed)
        write_save(tmp_path / "kept.json", setup, play(setup, moves=5))
        assert load_save(tmp_path / "kept.json").match.seed == seed


LONG_NAME = "a" * 300 + ".png"
"""Longer than any file system allows a name."""


@pytest.mark.parametrize(("make", "told"), [
    (lambda tmp: str(tmp / LONG_NAME), "cannot write --screenshot"),
    (lambda tmp: str(tmp / "loop" / "x.png"), "cannot write --screenshot"),  # the reason
    # as each Python finds it: a loop (3.11 to 3.13), or no such folder
    (lambda tmp: "", "cannot write --screenshot '': no file name"),
    (lambda tmp: str(tmp / LONG_NAME.replace(".png", ".json")), "no saved match at"),
    (lambda tmp: "~nobody-by-this-name-here/evening.json",
     "no saved match at '~nobody-by-this-name-here/evening.json': there is no such user on "
     "this computer"),
    (lambda tmp: "", "no saved match at ''"),
], ids=["screenshot-name-too-long", "screenshot-in-a-loop-of-links", "screenshot-empty",
        "save-name-too-long", "save-of-an-unknown-user", "save-empty"])
def test_a_path_the_system_refuses_is_one_line_not_a_traceback(make, told, tmp_path, capsys):
    """A name too long, a loop of links or ~someone unknown made Python raise while the
    path was looked at, before the game could say why it would not do."""
    path = make(tmp_path)
    if "loop" in path:  # (only here: Windows may not let a test make links)
        (tmp_path / "loop").symlink_to(tmp_path / "loop")
    args = [path] if "saved match" in told else ["--screenshot", path, "--demo"]
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and told in err
    assert "Traceback" not in err


def test_a_data_folder_of_an_unknown_user_still_lets_help_be_read(capsys):
    """--data-dir ~someone/games: the language of the lines printed is looked up there
    first, and Python's RuntimeError stopped even --help."""
    with pytest.raises(SystemExit) as stop:
        main(["--data-dir", "~nobody-by-this-name-here/games", "--help"])
    assert stop.value.code == 0 and "usage: traversone" in capsys.readouterr().out


def test_a_data_folder_that_cannot_be_looked_into_is_refused(tmp_path, monkeypatch, capsys):
    """Its permissions taken away: nothing in it could be read, and the start went on to a
    traceback at the first file."""
    locked = tmp_path / "locked"
    locked.mkdir()
    looking = os.stat

    def refused(path, *args, **kwargs):  # as with no permission to look into it (mode 000)
        if str(path).startswith(f"{locked}{os.sep}"):
            raise PermissionError(13, "Permission denied", str(path))
        return looking(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    with pytest.raises(SystemExit) as stop:
        main(["--data-dir", str(locked)])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert f"cannot use the data folder '{locked}': permission denied" in err
