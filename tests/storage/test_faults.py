"""Every way the disk can let a family down ends in a clear message, and no match is lost.

The faults are the real ones where a test can make them (a locked database, a full
database, a pipe, bad settings bytes); a read-only or full folder, which needs root to
mount, is made by turning the operating system's own error on for every write.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import tempfile

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from traversone_desktop.gui import game_files
from traversone_desktop.gui.game_files import GameFiles
from traversone_desktop.gui.stop_signals import STOPPING
from traversone_desktop.session.setup import HUMAN, GameSetup, SeatSetup
from traversone_desktop.storage import atomic
from traversone_desktop.storage import stats as stats_module
from traversone_desktop.storage.autosave import FILE_NAME
from traversone_desktop.storage.savefile import SaveFileError, load_save
from traversone_desktop.storage.settings import Settings
from traversone_desktop.storage.stats import Statistics, connect

from .games import play, table
from .test_game_files import FakeController, answer_at_once_then_late


def open_files(qtbot, data_dir) -> GameFiles:
    window = QWidget()
    qtbot.addWidget(window)
    settings = Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    return GameFiles(FakeController(), settings, window)


def finish(files: GameFiles, setup: GameSetup):
    """Play the match to its end as the controller reports it: last checkpoint, then over."""
    match = play(setup)
    files.controller.reach(setup, match)
    files.controller.matchOver.emit(match.winners)
    return match


@pytest.fixture
def quick_locks(monkeypatch):
    monkeypatch.setattr(stats_module, "BUSY_TIMEOUT", 0.05)


@pytest.fixture
def locked(data_dir, quick_locks):
    """stats.db, healthy and full of a match, held by another program's write lock."""
    stats = Statistics(data_dir / stats_module.FILE_NAME)
    setup = table(seed=3)
    stats.record_match(setup, play(setup, rng_seed=3))
    stats.close()
    other = sqlite3.connect(data_dir / stats_module.FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    other.close()


def refuse_writes(monkeypatch, code: int) -> None:
    """Every file the app creates, renames or deletes fails with ``code`` (EROFS, ENOSPC)."""
    def refuse(*_args, **_kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(os, "unlink", refuse)


# -- a locked statistics database ----------------------------------------------------
def test_a_locked_database_is_not_corruption_and_is_left_where_it_is(data_dir, locked):
    path = data_dir / stats_module.FILE_NAME
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        Statistics(path)
    assert sorted(p.name for p in data_dir.iterdir() if "corrupt" in p.name) == []
    locked.execute("ROLLBACK")
    assert len(Statistics(path).summary()) == 4  # the healthy file, untouched


def test_a_match_finished_while_the_database_is_locked_is_recorded_at_the_next_start(
        qtbot, data_dir, locked, boxes):
    files = open_files(qtbot, data_dir)
    assert files.stats is None and "locked" in str(files.stats_fault)
    setup = table(seed=11)
    finish(files, setup)
    assert boxes[-1].startswith("The match could not be added to the statistics. Another "
                                "program is using the statistics file just now.")
    assert "locked" in boxes.details[-1]
    assert "kept" in boxes[-1]
    [waiting] = files.autosaver.unrecorded()
    assert load_save(waiting).match.is_over

    locked.execute("ROLLBACK")  # the other program is done
    files = open_files(qtbot, data_dir)
    assert files.startup() is False
    assert files.autosaver.unrecorded() == []
    assert files.stats is not None
    assert sum(r.matches for r in files.stats.summary("Anna")) == 2


def test_the_statistics_warning_at_the_end_takes_no_enter_in_its_first_moments(
        qtbot, data_dir, locked):
    """It comes up unasked, the moment the last card is played: that card's Enter, pressed
    again, would close it unread, and the player would not know the match waits to be
    added to the statistics."""
    files = open_files(qtbot, data_dir)
    seen = answer_at_once_then_late(qtbot, Qt.Key.Key_Return)
    finish(files, table(seed=11))
    assert seen == [True, True, False]


def test_matches_played_beside_a_newer_versions_statistics_wait_for_it(qtbot, data_dir, boxes):
    """An older version started on a newer one's statistics: they stay as they are, each
    match played here is kept and said to be, and the newer version adds them all."""
    path = data_dir / stats_module.FILE_NAME
    Statistics(path).close()
    db = connect(path)
    db.execute("UPDATE schema_version SET version = 99")
    db.close()
    files = open_files(qtbot, data_dir)
    assert files.stats is None
    finish(files, table(seed=11))
    newer = ("They were written by a newer version of Traversone: this one leaves them as "
             "they are, and the newer one adds the matches played here.")
    assert boxes[-1] == (f"The match could not be added to the statistics. {newer}\n\n"
                         "It is kept, and added at a later start.")
    files.show_statistics()
    assert boxes[-1] == f"The statistics cannot be opened. {newer}"
    assert [p.name for p in data_dir.iterdir() if "corrupt" in p.name] == []

    db = connect(path)  # the newer version, started again, reads the file it wrote
    db.execute(f"UPDATE schema_version SET version = {stats_module.SCHEMA_VERSION}")
    db.close()
    files = open_files(qtbot, data_dir)
    assert files.startup() is False
    assert files.autosaver.unrecorded() == []
    assert files.stats is not None
    assert sum(r.matches for r in files.stats.summary("Anna")) == 1


# -- a full disk ------------------------------------------------------------------------
def test_a_full_statistics_database_keeps_the_match_and_is_not_set_aside(
        qtbot, data_dir, boxes, monkeypatch):
    files = open_files(qtbot, data_dir)
    assert files.stats is not None
    page_count = files.stats._db.execute("PRAGMA page_count").fetchone()[0]
    files.stats._db.execute(f"PRAGMA max_page_count = {page_count}")  # no more room
    with pytest.raises(sqlite3.OperationalError, match="full"):  # fill the pages there are
        for seed in range(100, 300):
            other = table(seed=seed)
            files.stats.record_match(other, play(other, rng_seed=seed))
    setup = table(seed=12)
    finish(files, setup)
    assert "The disk is full." in boxes[-1] and "full" in boxes.details[-1]
    assert len(files.autosaver.unrecorded()) == 1
    assert not [p for p in data_dir.iterdir() if "corrupt" in p.name]

    files = open_files(qtbot, data_dir)  # room again
    files.startup()
    assert files.autosaver.unrecorded() == []
    assert setup.seats[0].name in files.stats.players()
    assert files.stats.summary("Anna")[0].matches >= 2


def test_a_full_disk_stops_the_autosave_with_one_message_and_keeps_the_last_one(
        qtbot, data_dir, boxes, monkeypatch):
    files = open_files(qtbot, data_dir)
    setup = table(seed=13)
    files.controller.reach(setup, play(setup, moves=8))
    refuse_writes(monkeypatch, errno.ENOSPC)
    files.controller.reach(setup, play(setup, moves=12))
    files.controller.reach(setup, play(setup, moves=16))
    assert len(boxes.settled()) == 1
    assert boxes[0].startswith("The match could not be saved automatically. The disk is full.")
    assert "No space left on device" in boxes.details[0]
    monkeypatch.undo()
    assert len(load_save(data_dir / FILE_NAME).match.moves) == 8


# -- a read-only data folder -----------------------------------------------------------
def test_a_read_only_folder_ends_a_match_with_a_message_and_deletes_nothing(
        qtbot, data_dir, boxes, monkeypatch):
    files = open_files(qtbot, data_dir)
    setup = table(seed=14)
    files.controller.reach(setup, play(setup, moves=8))
    files.stats.close()
    files.stats = None
    read_only = f"file:{data_dir / stats_module.FILE_NAME}?mode=ro"
    monkeypatch.setattr(stats_module, "connect",
                        lambda path: sqlite3.connect(read_only, uri=True, isolation_level=None))
    refuse_writes(monkeypatch, errno.EROFS)
    finish(files, setup)  # today's crash: the autosave could not be removed
    assert len(boxes.settled()) == 1, "at the end, one message: the statistics'"
    assert boxes[-1].startswith("The match could not be added to the statistics. The "
                                "statistics file cannot be written in its folder.")
    assert "It is kept as it was last saved: the next start offers to play on from " \
        "there." in boxes[-1]
    monkeypatch.undo()
    assert len(load_save(data_dir / FILE_NAME).match.moves) == 8  # the last trick kept


def test_a_read_only_folder_still_offers_the_match_at_start(qtbot, data_dir, boxes,
                                                            monkeypatch):
    files = open_files(qtbot, data_dir)
    setup = table(seed=15)
    files.controller.reach(setup, play(setup, moves=8))
    files.controller.match = None
    refuse_writes(monkeypatch, errno.EROFS)
    boxes.answers[:] = ["Resume"]
    assert files.startup() is True
    assert len(files.controller.resumed[0][1]["moves"]) == 8


# -- an autosave the disk refuses --------------------------------------------------------
@pytest.fixture
def blocked(qtbot, data_dir, boxes, monkeypatch):
    """A shown window whose autosave cannot be written, a real fault: a folder has taken
    the autosave's name; Save as… writes where the player picks."""
    (data_dir / FILE_NAME).mkdir()
    files = open_files(qtbot, data_dir)
    files.window.show()
    picked = data_dir / "picked" / "kept.json"
    picked.parent.mkdir()
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(picked))
    files.picked = picked
    return files


def test_a_refused_autosave_offers_to_save_the_match_to_a_file(blocked, boxes):
    setup = table(seed=16)
    boxes.answers[:] = ["Save to a file…"]
    blocked.controller.reach(setup, play(setup, moves=8))
    assert boxes.settled() == ["The match could not be saved automatically. The folder cannot be "
                     "written just now.\n\nSave it to a file to be sure to keep it. Play "
                     "goes on either way, and the autosave keeps trying."]
    assert str(blocked.autosaver.path) in boxes.details[0]
    assert load_save(blocked.picked).match.moves == play(setup, moves=8).moves
    blocked.controller.reach(setup, play(setup, moves=12))
    assert len(boxes.settled()) == 1, "told once, not after every trick"


def test_a_save_as_that_cannot_be_written_says_why_and_keeps_playing(blocked, boxes,
                                                                     monkeypatch, data_dir):
    setup = table(seed=25)
    blocked.controller.reach(setup, play(setup, moves=8))
    gone = data_dir / "unplugged" / "kept.json"  # a USB stick pulled out
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(gone))
    assert blocked.save_as() is False
    assert boxes[-1] == f"{gone} could not be written. The folder is no longer there."
    assert "No such file or directory" in boxes.details[-1]


def test_closing_a_match_the_autosave_refuses_asks_before_it_is_lost(blocked, boxes,
                                                                     monkeypatch):
    setup = table(seed=17)
    blocked.controller.reach(setup, play(setup, moves=8))  # told, and went on playing
    blocked.controller.match = play(setup, moves=10)
    assert blocked.window.close() is False, "Esc (Go on playing) keeps the window and the match"
    assert blocked.window.isVisible()
    assert boxes[-1] == ("The match in progress cannot be kept for the next start. The "
                         "folder cannot be written just now.\n\nSave it to a file before "
                         "closing?")
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: "")
    boxes.answers[:] = ["Save to a file…"]
    assert blocked.window.close() is False, "a cancelled Save as… closes nothing"
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(blocked.picked))
    boxes.answers[:] = ["Save to a file…"]
    assert blocked.window.close() is True
    assert load_save(blocked.picked).match.moves == blocked.controller.match.moves


def test_a_player_asked_at_closing_is_not_told_again_at_the_next_trick(blocked, boxes):
    setup = table(seed=22)
    blocked.controller.match, blocked.controller.setup = play(setup, moves=6), setup
    assert blocked.window.close() is False  # asked, and went on playing
    blocked.controller.reach(setup, play(setup, moves=8))
    assert len(boxes.settled()) == 1


def test_a_close_asked_just_as_the_autosave_failed_is_the_one_question(blocked, boxes):
    setup = table(seed=26)
    blocked.controller.reach(setup, play(setup, moves=8))  # its question on its way
    assert blocked.window.close() is False  # Esc
    assert len(boxes.settled()) == 1 and boxes[0].startswith("The match in progress")
    assert blocked.window.close() is False
    boxes.answers[:] = ["Close without saving"]
    assert blocked.window.close() is True
    assert len(boxes.settled()) == 3, "nothing more once the window has closed"


def test_closing_without_saving_is_the_players_choice(blocked, boxes):
    setup = table(seed=18)
    blocked.controller.reach(setup, play(setup, moves=8))
    boxes.answers[:] = ["Close without saving"]
    assert blocked.window.close() is True
    assert not blocked.picked.exists()


def test_a_stop_from_outside_closes_without_waiting_for_an_answer(blocked, boxes):
    setup = table(seed=21)
    blocked.controller.reach(setup, play(setup, moves=8))
    told = len(boxes)
    blocked.window.setProperty(STOPPING, True)  # as a SIGTERM's close sets it
    assert blocked.window.close() is True
    assert len(boxes) == told


def test_a_finished_match_or_an_untouched_one_closes_without_a_question(blocked, boxes):
    setup = table(seed=19)
    blocked.controller.match, blocked.controller.setup = play(setup, moves=0), setup
    assert not blocked.controller.match.has_moved(0)
    assert blocked.window.close() is True
    blocked.window.show()
    finish(blocked, setup)
    told = len(boxes)
    assert blocked.window.close() is True
    assert len(boxes) == told


def test_the_autosave_warns_again_after_it_worked_and_fails_anew(blocked, boxes, data_dir):
    setup = table(seed=20)
    blocked.controller.reach(setup, play(setup, moves=8))
    assert len(boxes.settled()) == 1
    (data_dir / FILE_NAME).rmdir()  # the disk is back
    blocked.controller.reach(setup, play(setup, moves=12))
    assert load_save(data_dir / FILE_NAME).match.moves == play(setup, moves=12).moves
    blocked.autosaver.path = data_dir / "gone" / FILE_NAME
    blocked.controller.reach(setup, play(setup, moves=16))
    assert len(boxes.settled()) == 2


FIRST, SECOND = table(seed=23), table(seed=24)
"""The match left for later, and the quick game played instead."""


@pytest.fixture
def held(qtbot, data_dir, boxes, monkeypatch):
    """A start at which the unfinished match FIRST cannot be moved out of the autosave's
    place: Windows refuses to rename a file another program holds open (an antivirus, a
    backup). The player leaves it for later; the files of that start."""
    files = open_files(qtbot, data_dir)
    files.controller.reach(FIRST, play(FIRST, moves=8))
    files.stats.close()
    busy = PermissionError(errno.EACCES, "The process cannot access the file because it "
                                         "is being used by another process")
    busy.winerror = 32  # as Windows reports it, with EACCES for errno
    real_replace = os.replace

    def rename(source, target, *args, **kwargs):
        if str(source) == str(data_dir / FILE_NAME):
            raise busy
        return real_replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", rename)
    again = open_files(qtbot, data_dir)
    boxes.answers[:] = ["Not now"]
    assert again.startup() is False
    return again


def first_is_kept(files) -> bool:
    return any(load_save(p).match.moves == play(FIRST, moves=8).moves
               for p in files.autosaver.shelf())


def test_a_match_left_for_later_that_cannot_move_is_never_written_over(
        held, boxes, data_dir, monkeypatch):
    held.controller.reach(SECOND, play(SECOND, moves=8))
    assert load_save(data_dir / FILE_NAME).match.seed == FIRST.seed, "not written over"
    assert boxes.settled()[-1].startswith("The match could not be saved automatically. Another "
                                "program is using the file just now.")
    monkeypatch.undo()  # the other program lets go
    held.controller.reach(SECOND, play(SECOND, moves=12))
    assert load_save(data_dir / FILE_NAME).match.seed == SECOND.seed
    assert first_is_kept(held)


def test_a_match_left_for_later_that_cannot_move_outlives_the_game_played_instead(
        held, monkeypatch):
    held.controller.reach(SECOND, play(SECOND, moves=8))
    monkeypatch.setattr(held, "ask_leave", lambda: QMessageBox.StandardButton.Discard)
    assert held.may_leave_match() is True  # the quick game abandoned for a new one
    assert first_is_kept(held)
    finish(held, SECOND)  # or played to its end and recorded
    assert first_is_kept(held)


# -- a program that has the autosave open for a moment (Windows) ------------------------
def test_an_antivirus_reading_each_autosave_is_no_fault_on_windows(
        qtbot, data_dir, boxes, monkeypatch):
    """Windows refuses to rename over a file another program has open, and an antivirus
    or a search indexer opens each autosave just written, to read it: the next trick's
    write was refused, and the family heard, mid-game, that the match could not be saved.
    Here every write is refused once, as while the last one is being read."""
    files = open_files(qtbot, data_dir)
    setup = table(seed=13)
    files.controller.reach(setup, play(setup, moves=8))
    real, refused = os.replace, [False]

    def read_by_another_program(src, dst):
        refused[0] = not refused[0]
        if refused[0]:
            raise PermissionError(13, "Access is denied", str(dst))
        real(src, dst)

    monkeypatch.setattr(atomic, "WINDOWS", True)
    monkeypatch.setattr(atomic.time, "sleep", lambda _seconds: None)
    monkeypatch.setattr(os, "replace", read_by_another_program)
    for moves in (12, 16, 20):
        files.controller.reach(setup, play(setup, moves=moves))
    assert boxes.settled() == []
    monkeypatch.undo()
    assert len(load_save(data_dir / FILE_NAME).match.moves) == 20


# -- a damaged settings.ini --------------------------------------------------------------
def test_settings_of_the_wrong_type_or_encoding_read_as_defaults(tmp_path):
    ini = tmp_path / "settings.ini"
    ini.write_bytes(b"[ui]\nspeed=@ByteArray(\xff\xfe)\ndeck=\xff\xfe\xfa\n"
                    b"card_scale=1, 2, 3\nlanguage=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x12xx)\n"
                    b"[aids]\nhints=@Rect(1 2 3 4)\n"
                    b"[game]\nlast_setup=@Point(1 2)\n"
                    b"[files]\nlast_folder=\"\\xd800\"\n")
    settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    assert settings.speed() == "normal" and settings.card_scale() == 1.0
    assert settings.language() == "" and settings.flag("hints") is True
    assert settings.last_setup() is None
    assert settings.deck() == "napoletane"
    settings.last_folder().encode()  # valid text, whatever the file held


def test_a_remembered_name_with_a_lone_surrogate_is_made_valid_text(tmp_path):
    ini = tmp_path / "settings.ini"
    settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    setup = table()
    data = setup.to_dict()
    data["seats"][0]["name"] = "Ann\ud800a"
    import json

    settings._set("game/last_setup", json.dumps(data))  # as a hand edit would leave it
    remembered = settings.last_setup()
    assert remembered is not None and remembered.seats[0].name == "Ann\ufffda"


# -- a seat name with a lone surrogate -------------------------------------------------
def test_a_lone_surrogate_in_a_name_is_saved_and_recorded_after_every_trick(
        qtbot, data_dir, boxes):
    files = open_files(qtbot, data_dir)
    plain = table(seed=16)
    setup = GameSetup(plain.rules, (SeatSetup("Zia\udc80 Rosa", HUMAN), *plain.seats[1:]),
                      seed=16)
    files.controller.reach(setup, play(setup, moves=8))
    assert load_save(data_dir / FILE_NAME).setup.seats[0].name == "Zia\ufffd Rosa"
    finish(files, setup)
    assert boxes == [] and files.stats.players()[-1] == "Zia\ufffd Rosa"


# -- a pipe or a device as a save ------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_or_a_device_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "evening.json"
    os.mkfifo(fifo)  # nobody will ever write to it: reading would wait forever
    with pytest.raises(SaveFileError, match="pipe or a device"):
        load_save(fifo)
    with pytest.raises(SaveFileError, match="pipe or a device"):
        load_save(os.devnull)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_as_the_autosave_is_set_aside_at_start(qtbot, data_dir, boxes):
    os.mkfifo(data_dir / FILE_NAME)
    files = open_files(qtbot, data_dir)
    assert files.startup() is False
    assert boxes[0].endswith("It is not a Traversone saved match, or it is damaged.")
    assert "pipe or a device" in boxes.details[0]
    assert not (data_dir / FILE_NAME).exists()


# -- a statistics database of the wrong schema -------------------------------------------
@pytest.mark.parametrize("change", [
    "ALTER TABLE results DROP COLUMN level",
    "DROP TABLE matches",
    "ALTER TABLE results RENAME TO scores",
])
def test_a_wrong_schema_is_kept_aside_and_the_window_opens(qtbot, data_dir, boxes, change):
    path = data_dir / stats_module.FILE_NAME
    Statistics(path).close()
    db = connect(path)
    db.execute("DROP INDEX IF EXISTS results_by_name")
    db.execute(change)
    db.close()
    files = open_files(qtbot, data_dir)
    assert files.stats is not None and files.stats.moved_aside is not None
    files.show_statistics()  # Game → Statistics: today's crash
    assert files.stats_window is not None and files.stats_window.isVisible()
    files.stats_window.close()


def test_a_database_spoiled_while_open_is_a_message_in_the_window(qtbot, data_dir, boxes):
    files = open_files(qtbot, data_dir)
    other = connect(data_dir / stats_module.FILE_NAME)
    other.execute("DROP TABLE results")
    other.close()
    files.show_statistics()
    assert boxes[-1] == ("The statistics cannot be read or written now. The statistics file "
                         "cannot be used just now.")
    assert "no such table" in boxes.details[-1]


def test_a_file_not_found_in_a_folder_that_is_there_is_no_folder_gone(tmp_path):
    """Windows says "not found" of a path too long, its folder in place: the folder is not
    gone, and the player must not look for it in vain."""
    from traversone_desktop.gui.words import write_problem

    there = FileNotFoundError(errno.ENOENT, "not found", str(tmp_path / ("x" * 300 + ".tmp")))
    gone = FileNotFoundError(errno.ENOENT, "not found", str(tmp_path / "stick" / "kept.json"))
    assert write_problem(there) == "The folder cannot be written just now."
    assert write_problem(gone) == "The folder is no longer there."
