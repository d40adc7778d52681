"""The game started again on a running copy's folder calls that copy forward: the second
copy writes its call, the running one answers by taking it away (and shows its window)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
from pytestqt.qtbot import QtBot

from traversone_desktop.storage import instance
from traversone_desktop.storage.instance import (
    CALL_NAME,
    LOCK_NAME,
    Calls,
    FolderInUse,
    call_running,
    claim,
)
from traversone_desktop.storage.paths import DataDirError

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


@pytest.mark.parametrize("left", [b"", b"\x00\x00garbage\xff\n"], ids=["empty", "garbage"])
@pytest.mark.parametrize("hours", [-1, 1], ids=["an-hour-ago", "an-hour-ahead"])
def test_a_lock_file_no_process_wrote_does_not_lock_the_family_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, left: bytes, hours: int) -> None:
    """A power cut can leave the lock file empty, and a disk error garbage: it names no
    process, so every start said "already running (process 0)" and the game never opened
    again. An old one is taken over (or one from the future: a clock put back after the
    cut); one written a moment ago may be a copy starting now."""
    monkeypatch.setattr(instance, "LOCK_WRITTEN_WITHIN", 60.0)  # "a moment", on any disk
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / LOCK_NAME
    path.write_bytes(left)
    with pytest.raises(FolderInUse) as starting:
        claim(folder)
    assert "(process" not in str(starting.value)
    then = time.time() + hours * 3600
    os.utime(path, (then, then))
    lock = claim(folder)
    assert lock is not None and lock.isLocked()
    with pytest.raises(FolderInUse, match=f"process {os.getpid()}"):
        claim(folder)  # and now it holds this copy, as any lock does
    lock.unlock()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux's /proc")
def test_a_lock_naming_a_later_process_does_not_lock_the_family_out(tmp_path: Path) -> None:
    """The game was killed, and its lock's process number has come to another program; Qt
    tells a live process from a dead one, and the game from other programs by the
    executable's name, which for the game run from its source is Python's: any Python
    program with that number said the game was already running, and the match could not
    be reached. A process started after the lock was written is not its writer: the lock
    is taken over. One started before it may be (the command-line tests run real ones)."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / LOCK_NAME
    mine = QLockFile(str(path))
    assert mine.tryLock(0)
    written = path.read_text().splitlines()
    mine.unlock()
    other = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.readline()"],
                             stdin=subprocess.PIPE, text=True)
    try:
        path.write_text("\n".join([str(other.pid), *written[1:]]) + "\n")
        with pytest.raises(FolderInUse, match=f"process {other.pid}"):
            claim(folder)  # written after it started: it may be a copy of the game
        an_hour_ago = time.time() - 3600
        os.utime(path, (an_hour_ago, an_hour_ago))
        lock = claim(folder)
        assert lock is not None and lock.isLocked()
        with pytest.raises(FolderInUse, match=f"process {os.getpid()}"):
            claim(folder)  # this copy's now, as any lock is
        lock.unlock()
    finally:
        other.communicate("\n", timeout=30)


def test_a_lock_file_another_copy_is_taking_over_is_left_to_it(tmp_path: Path) -> None:
    """Two copies started together on a lock file left empty: one removes it under Qt's
    guard and writes its own; the other, finding the guard held, says the game is running
    (its call then brings the first forward) and removes nothing."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / LOCK_NAME
    path.write_bytes(b"")
    an_hour_ago = time.time() - 3600
    os.utime(path, (an_hour_ago, an_hour_ago))
    guard = QLockFile(f"{path}.rmlock")
    assert guard.tryLock(0)
    with pytest.raises(FolderInUse):
        claim(folder)
    assert path.read_bytes() == b"", "the other copy's to remove"
    guard.unlock()
    lock = claim(folder)
    assert lock is not None
    lock.unlock()


def test_a_folder_in_the_locks_place_is_told_not_taken_for_a_running_copy(
        tmp_path: Path) -> None:
    folder = tmp_path / "data"
    (folder / LOCK_NAME).mkdir(parents=True)
    (folder / LOCK_NAME / "kept.txt").write_text("someone's")
    with pytest.raises(DataDirError, match=r"traversone\.lock is in the way and cannot be "
                                           "removed"):
        claim(folder)
    assert (folder / LOCK_NAME / "kept.txt").read_text() == "someone's"
