"""Atomic writes: a reader sees the old file or the new one, never a mixture or nothing."""

from __future__ import annotations

import os
import stat

import pytest

from traversone_desktop.storage import atomic


def test_write_replaces_the_whole_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "game.json"
    atomic.write_text(target, "old")
    atomic.write_text(target, "new content")
    assert target.read_text() == "new content"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_failed_replace_keeps_the_old_file_and_removes_the_temporary(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    atomic.write_text(target, "old")

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        atomic.write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_permissions_of_an_existing_file_are_kept(tmp_path):
    target = tmp_path / "shared.json"
    atomic.write_text(target, "1")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    target.chmod(0o600)
    atomic.write_text(target, "2")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_leftovers_of_a_killed_writer_are_swept(tmp_path):
    target = tmp_path / "autosave.json"
    leftover = tmp_path / f"{atomic.temp_prefix(target)}abc{atomic.TEMP_SUFFIX}"
    leftover.write_text("half a sa")
    other = tmp_path / "notes.txt"
    other.write_text("keep me")
    assert atomic.sweep_temporaries(target) == 1
    assert not leftover.exists() and other.exists()


def test_aside_names_never_overwrite_an_earlier_one(tmp_path):
    target = tmp_path / "stats.db"
    first = atomic.aside_path(target, "corrupt")
    first.write_text("x")
    second = atomic.aside_path(target, "corrupt")
    assert first.name.startswith("stats.db.corrupt-") and second != first


def a_program_holding(monkeypatch, refusals: int, name: str = "replace") -> list[str]:
    """``os.replace`` (or ``os.unlink``, ``name``) as Windows answers it while another
    program (an antivirus scanning the file just written) has the file open: refused
    ``refusals`` times, then done. The paths it was called on, in order."""
    real = getattr(os, name)
    tries: list[str] = []

    def act(*paths):
        tries.append(str(paths[-1]))
        if len(tries) <= refusals:
            raise PermissionError(13, "Access is denied", str(paths[-1]))
        real(*paths)

    monkeypatch.setattr(os, name, act)
    return tries


@pytest.fixture
def on_windows(monkeypatch) -> list[float]:
    """Windows' rules for refused renames, and the pauses taken (not waited) between tries."""
    pauses: list[float] = []
    monkeypatch.setattr(atomic, "WINDOWS", True)
    monkeypatch.setattr(atomic.time, "sleep", pauses.append)
    return pauses


def test_windows_waits_a_moment_for_a_program_that_has_the_file_open(
        tmp_path, monkeypatch, on_windows):
    target = tmp_path / "autosave.json"
    atomic.write_text(target, "old")
    tries = a_program_holding(monkeypatch, refusals=2)
    atomic.write_text(target, "new")
    assert target.read_text() == "new" and len(tries) == 3
    assert on_windows == list(atomic.REPLACE_PAUSES[:2])
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_a_file_held_longer_fails_the_write_and_keeps_the_old_one(
        tmp_path, monkeypatch, on_windows):
    target = tmp_path / "autosave.json"
    atomic.write_text(target, "old")
    tries = a_program_holding(monkeypatch, refusals=99)
    with pytest.raises(PermissionError):
        atomic.write_text(target, "new")
    assert sum(on_windows) < 1 and len(tries) == len(atomic.REPLACE_PAUSES) + 1
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_elsewhere_a_refused_rename_is_final(tmp_path, monkeypatch):
    target = tmp_path / "autosave.json"
    atomic.write_text(target, "old")
    tries = a_program_holding(monkeypatch, refusals=1)
    monkeypatch.setattr(atomic, "WINDOWS", False)
    monkeypatch.setattr(atomic.time, "sleep", lambda _: pytest.fail("waited"))
    with pytest.raises(PermissionError):
        atomic.write_text(target, "new")
    assert len(tries) == 1 and target.read_text() == "old"


def test_a_removal_waits_a_moment_too(tmp_path, monkeypatch, on_windows):
    target = tmp_path / "autosave.json"
    atomic.write_text(target, "done with")
    tries = a_program_holding(monkeypatch, refusals=1, name="unlink")
    atomic.remove(target)
    assert len(tries) == 2 and not target.exists()
    assert on_windows == list(atomic.REPLACE_PAUSES[:1])


def test_a_name_near_the_disks_limit_is_written(tmp_path):
    """A save named with 250 letters is a name any disk takes, but its temporary file's
    name (the name, a dot before and random letters after) was longer than 255: Save as…
    said the folder could not be written."""
    target = tmp_path / ("serata in famiglia " * 13)[:245].replace(" ", "_")
    target = target.with_name(target.name + ".json")
    atomic.write_text(target, "{}")
    assert target.read_text() == "{}" and len(target.name) == 250
    assert [p.name for p in tmp_path.iterdir()] == [target.name], "no temporary file left"
