"""The autosave: the unfinished match is offered back; finished or damaged ones are not."""

from __future__ import annotations

import os

import pytest

from traversone_desktop.storage import atomic
from traversone_desktop.storage.autosave import FILE_NAME, AutoSaver
from traversone_desktop.storage.savefile import SaveFileError

from .games import play, table


def test_saved_game_comes_back_from_the_data_folder(data_dir):
    setup = table("kifameno", 3)
    match = play(setup, moves=40)
    saver = AutoSaver()
    assert saver.save(setup, match)
    assert (data_dir / FILE_NAME).exists()

    resumed = AutoSaver().load()
    assert resumed is not None
    assert resumed.setup == setup and resumed.match.moves == match.moves


def test_nothing_to_resume_without_an_autosave(data_dir):
    assert AutoSaver().load() is None


def test_a_finished_match_stays_until_the_caller_has_recorded_it(data_dir):
    setup = table()
    saver = AutoSaver()
    saver.save(setup, play(setup))
    assert saver.load().match.is_over
    assert saver.path.exists()
    assert saver.keep_unrecorded()
    assert not saver.path.exists()
    [waiting] = saver.unrecorded()
    assert saver.load(waiting).match.is_over


def test_a_match_kept_for_later_is_out_of_the_next_matchs_way(data_dir):
    setup = table()
    saver = AutoSaver()
    saver.save(setup, play(setup, moves=8))
    assert saver.keep_for_later()
    saver.save(setup, play(setup, moves=20))  # the next match's first autosave
    newest, kept = saver.shelf()
    assert newest == saver.path and kept.name.startswith(f"{FILE_NAME}.kept-")
    assert len(saver.load(kept).match.moves) == 8


def test_a_folder_that_refuses_removal_is_reported_not_raised(data_dir, monkeypatch):
    setup = table()
    saver = AutoSaver()
    saver.save(setup, play(setup, moves=8))

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "unlink", refuse)
    assert not saver.clear()
    assert "Permission denied" in str(saver.fault)
    assert saver.path.exists()


def test_on_windows_moving_or_clearing_the_autosave_waits_for_a_program_reading_it(
        data_dir, monkeypatch):
    """A new match moves the last one's autosave aside, and a match recorded or abandoned
    removes it, moments after it was written: an antivirus may still be reading it, and
    Windows refuses to move or delete a file while it is open."""
    setup = table()
    saver = AutoSaver()
    real_replace, real_unlink, refused = os.replace, os.unlink, set()

    def once(real):
        def act(*paths):
            if paths[0] not in refused:  # each file is being read once, then let go
                refused.add(paths[0])
                raise PermissionError(13, "Access is denied", str(paths[0]))
            real(*paths)
        return act

    monkeypatch.setattr(atomic, "WINDOWS", True)
    monkeypatch.setattr(atomic.time, "sleep", lambda _seconds: None)
    monkeypatch.setattr(os, "replace", once(real_replace))
    monkeypatch.setattr(os, "unlink", once(real_unlink))
    assert saver.save(setup, play(setup, moves=8))
    assert saver.keep_for_later() and not saver.path.exists()
    [kept] = saver.shelf()
    assert saver.clear(kept) and saver.shelf() == [] and saver.fault is None


def test_clear_forgets_the_match(data_dir):
    setup = table()
    saver = AutoSaver()
    saver.save(setup, play(setup, moves=8))
    saver.clear()
    saver.clear()  # twice is fine
    assert saver.load() is None


def test_a_damaged_autosave_is_reported_once_and_kept_aside(data_dir):
    saver = AutoSaver()
    saver.path.write_text('{"app": "traversone", "format": 1, "setup": ')
    with pytest.raises(SaveFileError, match="bad JSON"):
        saver.load()
    assert saver.load() is None
    kept = [p.name for p in data_dir.iterdir() if p.name.startswith(f"{FILE_NAME}.bad-")]
    assert len(kept) == 1


def test_a_disk_that_refuses_does_not_stop_the_game(tmp_path):
    saver = AutoSaver(tmp_path / "gone")  # the folder does not exist
    setup = table()
    assert not saver.save(setup, play(setup, moves=4))
    assert saver.fault is not None and "gone" in str(saver.fault)
