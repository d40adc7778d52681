"""The game started again on a running copy's folder calls that copy forward: the second
copy writes its call, the running one answers by taking it away (and shows its window)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from traversone_desktop.storage.instance import (
    CALL_NAME,
    LOCK_NAME,
    Calls,
    FolderInUse,
    call_running,
    claim,
)

ROOT = Path(__file__).resolve().parents[2]
CALLER = ("import sys; from pathlib import Path; "
          "from traversone_desktop.storage.instance import call_running; "
          "sys.exit(0 if call_running(Path(sys.argv[1]), 60, *sys.argv[2:]) else 3)")


def test_a_second_copy_calls_the_running_one_and_hears_the_answer(
        qtbot: QtBot, tmp_path: Path) -> None:
    calls = Calls(tmp_path)
    with qtbot.waitSignal(calls.called, timeout=60_000) as heard:
        caller = subprocess.Popen([sys.executable, "-c", CALLER, str(tmp_path)],
                                  env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert caller.wait(timeout=60) == 0, "the running copy answered"
    assert not (tmp_path / CALL_NAME).exists()
    assert heard.args == [""]  # nothing to open


def test_a_save_opened_with_the_game_is_passed_to_the_running_copy(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A save double-clicked (or opened with the game) while it runs opens in its window."""
    save = "/home/anna/Partite salvate/nonna, 2 dicembre.json"
    calls = Calls(tmp_path)
    with qtbot.waitSignal(calls.called, timeout=60_000) as heard:
        caller = subprocess.Popen([sys.executable, "-c", CALLER, str(tmp_path), save],
                                  env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert caller.wait(timeout=60) == 0
    assert heard.args == [save]


def test_a_call_nobody_answers_gives_up_and_leaves_nothing_behind(tmp_path: Path) -> None:
    assert call_running(tmp_path, within=0.2) is False
    assert list(tmp_path.iterdir()) == []


def test_a_call_left_from_before_is_cleared_not_taken_for_a_new_one(
        qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / CALL_NAME).write_text("4242", encoding="utf-8")
    calls = Calls(tmp_path)
    heard: list[str] = []
    calls.called.connect(heard.append)
    assert not (tmp_path / CALL_NAME).exists()
    with qtbot.waitSignal(calls._watcher.directoryChanged, timeout=10_000):
        (tmp_path / "autosave.json").write_text("{}", encoding="utf-8")  # other files change
    assert heard == []


def test_a_data_folder_deleted_under_the_running_copy_is_held_again(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A clean-up program deletes the data folder while the game runs: the folder comes
    back at once with the lock in it, so a second start is refused (it would write the same
    autosave), and its call still brings the running window forward."""
    folder = tmp_path / "data"
    folder.mkdir()
    lock = claim(folder)
    assert lock is not None
    calls = Calls(folder, lock=lock)
    shutil.rmtree(folder)
    qtbot.waitUntil(lambda: (folder / LOCK_NAME).exists(), timeout=10_000)
    with pytest.raises(FolderInUse):
        claim(folder)
    with qtbot.waitSignal(calls.called, timeout=60_000):
        caller = subprocess.Popen([sys.executable, "-c", CALLER, str(folder)],
                                  env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert caller.wait(timeout=60) == 0, "the running copy answered"
    lock.unlock()
