"""The window's disk actions: autosave on checkpoints, resume, Save as…, Open…, statistics."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from traversone_desktop.engine import Match
from traversone_desktop.gui import game_files
from traversone_desktop.gui.first_moments import FirstMoments
from traversone_desktop.gui.game_files import RESUME, GameFiles
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import BOT, HUMAN
from traversone_desktop.storage import savefile
from traversone_desktop.storage.autosave import FILE_NAME
from traversone_desktop.storage.savefile import load_save, write_save
from traversone_desktop.storage.settings import Settings

from .conftest import ENTER
from .games import play, table


class FakeController(QObject):
    """The two signals and the state GameFiles reads, like GameController's."""

    checkpoint = Signal(dict, object)
    matchOver = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None
        self.setup = None
        self.practice = False
        self.suspended: tuple | None = None
        """The match a practice deal keeps waiting."""
        self.resumed: list[tuple] = []

    @property
    def real_match(self):
        if self.practice:
            return self.suspended
        return None if self.setup is None or self.match is None else (self.setup, self.match)

    def resume(self, setup, data) -> None:
        self.setup, self.match = setup, Match.from_json(data)
        self.resumed.append((setup, data))

    def reach(self, setup, match) -> None:
        """As the real controller does after a move."""
        self.setup, self.match = setup, match
        self.checkpoint.emit(match.to_json(), setup)


@pytest.fixture
def warnings(boxes):
    return boxes


@pytest.fixture
def files(qtbot, data_dir, warnings):
    window = QWidget()
    qtbot.addWidget(window)
    settings = Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    return GameFiles(FakeController(), settings, window)


def answer(files, monkeypatch, choice: str) -> None:
    monkeypatch.setattr(files, "ask_resume", lambda *_asked: choice)


def test_every_checkpoint_rewrites_the_autosave(files, data_dir):
    setup = table()
    files.controller.reach(setup, play(setup, moves=12))
    first = json.loads((data_dir / FILE_NAME).read_text())
    files.controller.reach(setup, play(setup, moves=16))
    assert len(first["match"]["moves"]) == 12
    assert len(json.loads((data_dir / FILE_NAME).read_text())["match"]["moves"]) == 16


def test_startup_resumes_the_unfinished_match_when_asked(files, monkeypatch):
    setup = table("ciapano", 3)
    match = play(setup, moves=33)
    files.controller.reach(setup, match)
    files.controller.match = None
    answer(files, monkeypatch, RESUME)
    assert files.startup() is True
    resumed_setup, data = files.controller.resumed[0]
    assert resumed_setup == setup and data == match.to_json()


def test_a_resumed_match_shows_the_deck_chosen_last(files, monkeypatch):
    """The player picked Siciliane after the match was saved: it comes back in them."""
    setup = table()
    files.controller.reach(setup, play(setup, moves=8))
    files.controller.match = None
    files.settings.set_deck("siciliane")
    answer(files, monkeypatch, RESUME)
    assert files.startup() is True
    resumed_setup, _ = files.controller.resumed[0]
    assert resumed_setup == replace(setup, deck="siciliane")


def test_discard_it_asks_first_then_forgets_the_autosave(files, boxes):
    setup = table()
    files.controller.reach(setup, play(setup, moves=8))
    boxes.answers[:] = ["Discard it", "Keep it", "Discard it", "Discard it"]
    assert files.startup() is False
    assert len(boxes) == 4 and "Anna" in boxes[0] and "cannot be brought back" in boxes[1]
    assert files.autosaver.shelf() == []
    assert files.controller.resumed == []


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "You have an unfinished match: Ciapanò (Anna, "),
    ("it", "Hai una partita in sospeso: Ciapanò (Anna, ")])
def test_the_resume_question_names_the_game_its_players_and_the_deal(
        files, boxes, lang, words):
    """A family with matches of several games knows which one it is asked about."""
    setup = table("ciapano", 3)
    files.controller.reach(setup, play(setup, moves=8))
    install_language(lang)
    try:
        files.startup()
    finally:
        install_language("en")
    assert boxes[0].startswith(words)
    assert (", deal 1, " if lang == "en" else ", mano 1, ") in boxes[0]


def test_the_resume_question_never_breaks_a_name_or_its_time_across_lines(files, boxes):
    """"Zio Gino" wrapped as "Zio" at a line's end and "Gino" at the next one's start, and
    "7:39 PM" as "7:39" and "PM": the players' names and the time are kept whole."""
    setup = table()
    setup = replace(setup, seats=(replace(setup.seats[0], name="Zia Maria Rosa"),
                                  *setup.seats[1:]))
    files.controller.reach(setup, play(setup, moves=8))
    files.startup()
    described = boxes[0].split(": ", 1)[1].split(".\n\n")[0]
    names = described[described.index("(") + 1:described.index(")")]
    assert names.split(", ")[0] == "Zia\u00a0Maria\u00a0Rosa"
    when = described.rsplit(", ", 1)[1]
    assert " " not in when and any(ch.isdigit() for ch in when)


@pytest.mark.parametrize("choice", ["Not now", None], ids=["not-now", "esc"])
def test_not_now_and_esc_keep_the_match_for_the_next_start(files, boxes, choice):
    setup = table()
    files.controller.reach(setup, play(setup, moves=8))
    boxes.answers[:] = [choice] if choice else []
    assert files.startup() is False and files.controller.resumed == []
    other = table(seed=5)
    files.controller.reach(other, play(other, moves=12))  # the quick game started instead
    files.controller.match = None
    boxes.answers[:] = ["Not now", "Resume"]  # the next start offers both, newest first
    assert files.startup() is True
    assert boxes[1].startswith("Unfinished match 1 of 2, the most recently played first: "
                               "Traversone (Anna, ")
    assert boxes[2].startswith("Unfinished match 2 of 2, "), "not the same question again"
    assert len(files.controller.resumed[0][1]["moves"]) == 8
    assert len(files.autosaver.shelf()) == 2  # in the autosave again, and the other kept
    files.controller.match = None
    boxes.answers[:] = ["Discard it", "Discard it", "Resume"]  # the resumed one goes, then…
    assert files.startup() is True
    assert len(files.controller.resumed[1][1]["moves"]) == 12  # …the other is offered
    assert files.autosaver.shelf() == [files.autosaver.path]


def test_closing_the_window_saves_mid_trick(files):
    setup = table()
    files.controller.reach(setup, play(setup, moves=8))
    files.controller.match = play(setup, moves=10)  # two cards into the next trick
    files.window.close()
    assert files.autosaver.load().match.moves == files.controller.match.moves


def test_nothing_is_offered_without_an_autosave(files, monkeypatch):
    answer(files, monkeypatch, RESUME)
    assert files.startup() is False


def test_a_newer_versions_autosave_is_kept_for_it(files, warnings, monkeypatch, data_dir):
    """A family went back to an older version: the match the newer one autosaved is told
    of once and kept among the matches kept for later, where that version offers it (set
    aside as damaged, it was never offered again); this one passes over it from then on."""
    setup = table()
    files.controller.reach(setup, play(setup, moves=9))
    doc = json.loads(files.autosaver.path.read_text())
    doc["format"] = 2
    files.autosaver.path.write_text(json.dumps(doc))
    files.controller.match = None
    answer(files, monkeypatch, RESUME)
    assert files.startup() is False and files.controller.resumed == []
    assert warnings[0] == ("The match in progress was saved by a newer version of "
                           "Traversone Desktop, which this one cannot open. It is kept: "
                           "update the game to play it again.")
    kept = files.autosaver.shelf()
    assert [p.name.endswith(".newer") for p in kept] == [True]
    assert json.loads(kept[0].read_text()) == doc
    assert files.startup() is False and len(warnings) == 1  # told once
    monkeypatch.setattr(savefile, "FORMAT", 2)  # the newer version: the match is offered
    assert files.startup() is True and files.controller.resumed[0][1]["moves"] == \
        doc["match"]["moves"]


def test_newer_versions_matches_set_aside_together_keep_their_own_names(
        files, warnings, monkeypatch):
    """Two matches a newer version kept for later, and one it finished but could not yet
    record, met by an older version in one second: each keeps a name of its own (two got
    one name, and one was lost), the finished one still waiting for the statistics, where
    the newer version records it; of that one the player hears nothing."""
    setup = table()
    docs = []
    for n, label in enumerate(("kept-20260101-100000", "kept-20260101-100001",
                               "unrecorded-20260101-100002")):
        match = play(replace(setup, seed=n + 1), moves=None if "unrec" in label else 9)
        files.controller.reach(replace(setup, seed=n + 1), match)
        doc = json.loads(files.autosaver.path.read_text())
        doc["format"] = 2
        files.autosaver.path.with_name(f"{FILE_NAME}.{label}").write_text(json.dumps(doc))
        docs.append(doc)
    files.autosaver.path.unlink()
    files.controller.match = None
    answer(files, monkeypatch, RESUME)
    assert files.startup() is False
    kept = {json.dumps(json.loads(p.read_text()), sort_keys=True)
            for p in files.autosaver.shelf()}
    assert kept == {json.dumps(d, sort_keys=True) for d in docs[:2]}
    waiting = files.autosaver.unrecorded()
    assert [p.name.endswith(".newer") for p in waiting] == [True]
    assert json.loads(waiting[0].read_text()) == docs[2]
    assert len(warnings) == 2  # the two matches in progress, not the finished one


def test_a_damaged_autosave_is_explained_not_resumed(files, warnings):
    files.autosaver.path.write_text('{"app": "traversone", "format": 1}')
    assert files.startup() is False
    assert warnings[0].endswith("It is a Traversone saved match, but it is damaged and "
                                "cannot be used.")
    assert "has no 'saved_at'" in warnings.details[0], "the exact fault, for a report"
    assert files.controller.resumed == []


def test_the_end_of_a_match_goes_into_the_statistics_and_clears_the_autosave(files):
    setup = table()
    match = play(setup)
    files.controller.reach(setup, match)
    files.controller.matchOver.emit(match.winners)
    assert not files.autosaver.path.exists()
    assert {r.name for r in files.stats.summary()} == {s.name for s in setup.seats}


def practise(files, setup, moves: int):
    """The match reaches ``moves`` (mid-trick), and a past deal is practised meanwhile."""
    real = play(setup, moves=moves)
    files.controller.reach(setup, real)
    files.controller.practice = True
    files.controller.suspended = (setup, real)
    files.controller.match = play(setup)
    return real


def test_a_practice_deal_is_neither_recorded_nor_clears_the_autosave(files):
    setup = table()
    practise(files, setup, 20)
    files.controller.matchOver.emit((0,))
    assert files.autosaver.path.exists() and files.stats.summary() == []


def test_closing_during_a_practice_deal_keeps_the_match_that_waits_as_it_stands(files):
    setup = table()
    real = practise(files, setup, 20)
    real.apply(real.legal_moves()[0])  # the trick half played when the practice began
    files.window.close()
    assert files.autosaver.load().match.moves == real.moves


def test_a_new_match_during_a_practice_deal_asks_about_the_match_that_waits(
        files, warnings, monkeypatch, tmp_path):
    setup = table()
    real = practise(files, setup, 21)
    assert not files.may_leave_match()  # Esc: the match stays
    assert warnings == ["Leave the match in progress?"]
    target = tmp_path / "kept.json"
    monkeypatch.setattr(game_files, "pick_file", lambda *_a, **_k: str(target))
    assert files.save_as()  # the match, not the practice deal
    assert load_save(target).match.moves == real.moves


def test_a_bots_only_demo_is_neither_autosaved_nor_recorded(files):
    setup = table()
    bots = replace(setup, seats=tuple(replace(s, kind=BOT) for s in setup.seats))
    match = play(bots)
    files.controller.reach(bots, match)
    files.controller.matchOver.emit(match.winners)
    assert not files.autosaver.path.exists() and files.stats.summary() == []


def test_a_save_named_at_start_opens_and_the_unfinished_match_waits_for_the_next(
        files, boxes, tmp_path):
    """``traversone evening.json`` (or the save opened with the game from a file manager):
    that match, not the question about the autosaved one, which stays for the next start."""
    setup, other = table("kifameno", 2), table(seed=5)
    saved = play(setup, moves=21)
    write_save(tmp_path / "evening.json", setup, saved)
    files.controller.reach(other, play(other, moves=12))  # the match left unfinished
    files.controller.match = None
    told: list[int] = []
    files.matchesWaiting.connect(told.append)
    assert files.startup(str(tmp_path / "evening.json")) is True
    assert boxes == [] and files.controller.resumed == [(setup, saved.to_json())]
    assert told == [1], "the player hears that the other match waits"
    files.controller.match = None
    boxes.answers[:] = ["Not now", "Resume"]
    assert files.startup() is True
    assert len(files.controller.resumed[-1][1]["moves"]) == 12  # asked after the opened one


def test_the_same_save_opened_at_two_starts_does_not_wait_twice(files, boxes, tmp_path):
    """``traversone evening.json`` today, the window closed before a card, and again
    tomorrow: the first opening's unplayed copy is not kept waiting beside it; the match
    that was waiting before either still is, and a copy played on is kept too."""
    setup, other = table("kifameno", 2), table(seed=5)
    saved = play(setup, moves=21)
    write_save(tmp_path / "evening.json", setup, saved)
    files.controller.reach(other, play(other, moves=12))
    files.controller.match = None
    told: list[int] = []
    files.matchesWaiting.connect(told.append)
    for _start in range(3):
        files.controller.match = None
        assert files.startup(str(tmp_path / "evening.json")) is True
        files.controller.reach(setup, saved)  # opened, and closed before a card is played
    assert told == [1, 1, 1]
    files.controller.reach(setup, play(setup, moves=23))  # played on this time
    files.controller.match = None
    assert files.startup(str(tmp_path / "evening.json")) is True
    assert told[-1] == 2, "the match played on waits, with the one from before"
    assert boxes == []


def test_a_bad_save_named_at_start_is_told_then_the_start_goes_on_as_usual(
        files, boxes, warnings, tmp_path):
    setup = table()
    files.controller.reach(setup, play(setup, moves=8))
    files.controller.match = None
    (tmp_path / "notes.json").write_text("shopping: bread, milk")
    boxes.answers[:] = [ENTER, "Resume"]
    assert files.startup(str(tmp_path / "notes.json")) is True
    assert warnings[0].startswith(f"{tmp_path / 'notes.json'} cannot be opened.")
    assert warnings[1].startswith("You have an unfinished match")
    assert len(files.controller.resumed[0][1]["moves"]) == 8


def test_save_as_and_open_round_trip(files, monkeypatch, tmp_path):
    setup = table("kifameno", 2)
    match = play(setup, moves=21)
    files.controller.reach(setup, match)
    target = tmp_path / "saved" / "evening.json"
    target.parent.mkdir()
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(target))
    assert files.save_as() is True
    assert files.settings.last_folder() == str(target.parent)
    files.controller.reach(setup, play(setup, moves=22))  # played on since the save
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(target))
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Discard)
    assert files.open_file() is True
    assert asked == [1], "the match in progress is not left without asking"
    assert files.controller.resumed[-1] == (setup, match.to_json())


def test_a_match_as_its_file_holds_it_is_left_without_asking(files, monkeypatch, tmp_path):
    """Saved to a file a moment ago, or just opened from one, and not played on since: the
    file keeps it exactly, so another match takes its place without the question that
    said "Save it first to play it another time" of a match just saved. One card more, or
    someone else at the table, and the question is back."""
    setup = table()
    match = play(setup, moves=13)
    files.controller.reach(setup, match)
    target = tmp_path / "evening.json"
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(target))
    assert files.save_as()
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is True and asked == []
    assert files.autosaver.load() is None, "the file keeps it: the autosave lets it go"
    files.controller.reach(setup, play(setup, moves=14))
    assert files.may_leave_match() is False and asked == [1]
    handed = replace(setup, seats=(setup.seats[0], replace(setup.seats[1], kind=HUMAN),
                                   *setup.seats[2:]))
    files.controller.reach(handed, play(setup, moves=14))
    assert files.may_leave_match() is False and asked == [1, 1]
    monkeypatch.setattr(files, "ask_leave", lambda: QMessageBox.StandardButton.Discard)
    assert files.open_path(str(target))  # the match saved, opened again
    assert files.controller.match.moves == match.moves
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is True and asked == []


def test_an_opened_match_is_kept_though_its_file_is_then_written_over(
        files, monkeypatch, tmp_path):
    """Asked about the match in progress while opening a file, the player saves it over
    the very file being opened: the opened match, now in no file, is autosaved at once,
    so even a dead stop before its next trick does not lose it. And it is not taken for
    a match its file holds: another match asks before it takes its place (it was left
    without a word, and the autosave let it go: it was nowhere)."""
    target = tmp_path / "evening.json"
    opened_setup = table(seed=5)
    opened = play(opened_setup, moves=9)
    write_save(target, opened_setup, opened)
    setup = table()
    files.controller.reach(setup, play(setup, moves=13))
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(target))
    leave_answer(files, monkeypatch, QMessageBox.StandardButton.Save)
    assert files.open_file() is True
    assert load_save(target).match.seed == setup.seed  # the file holds the other match now
    assert files.autosaver.load().match.moves == opened.moves
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is False and asked == [1]
    assert files.autosaver.load().match.moves == opened.moves


def test_the_autosave_opened_as_a_file_is_not_taken_for_one_the_player_keeps(
        files, monkeypatch):
    """Open… pointed at the game's own autosave (it is in the data folder, for anyone who
    looks): the match it holds is the autosave's, which lets it go the moment another
    match takes its place, so that one asks first instead of losing it."""
    setup = table()
    match = play(setup, moves=13)
    files.controller.reach(setup, match)
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(files.autosaver.path))
    leave_answer(files, monkeypatch, QMessageBox.StandardButton.Discard)
    assert files.open_file() is True
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is False and asked == [1]
    assert files.autosaver.load().match.moves == match.moves


def test_a_match_is_not_saved_over_the_autosave_it_would_then_be_lost_with(
        files, monkeypatch, warnings):
    """Save as… (or "Save to a file…" before another match) pointed at the game's own
    autosave: the autosave is written over when another match takes its place, so the match
    "saved" there went with it. The player is told to choose another file, and the
    match stays where it was, on the table and in the autosave."""
    setup = table()
    match = play(setup, moves=13)
    files.controller.reach(setup, match)
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(files.autosaver.path))
    assert files.save_as() is False
    assert "autosave" in warnings[-1] and str(files.autosaver.path) in warnings[-1]
    leave_answer(files, monkeypatch, QMessageBox.StandardButton.Save)
    assert files.may_leave_match() is False and len(warnings) == 2
    assert files.autosaver.load().match.moves == match.moves


def save_over(files, monkeypatch, target) -> bool:
    """Save as… a match of nine moves, ``target`` chosen in the dialog; what it returned."""
    setup = table()
    files.controller.reach(setup, play(setup, moves=9))
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(target))
    return files.save_as()


@pytest.mark.parametrize("name", ["stats.db", "settings.ini", "autosave.json.kept-20261205-101500",
                                  "crash.log"])
def test_a_match_is_not_saved_over_the_games_own_files(files, monkeypatch, warnings, data_dir,
                                                       name):
    """The save dialog takes any name typed, the data folder's own files' included: a match
    saved as stats.db would have cost the statistics, as settings.ini the preferences, over
    a match kept aside that match. The player is told to choose another file; the file
    stays as it was."""
    own = data_dir / name
    own.write_bytes(b"the game's own")
    assert save_over(files, monkeypatch, own) is False
    assert warnings == [f"{own} is one of the files the game keeps for itself, and saving "
                        "there would overwrite what it holds. Save the match to another file."]
    assert own.read_bytes() == b"the game's own"


def test_a_file_marked_read_only_is_not_saved_over(files, monkeypatch, warnings, tmp_path):
    """Linux and macOS let a save replace a read-only file whole (the folder allows it):
    a match the family had marked to keep was gone. Windows refused, blaming the folder."""
    kept = tmp_path / "grandma's best match.json"
    kept.write_bytes(b"the match to keep")
    kept.chmod(0o444)
    assert save_over(files, monkeypatch, kept) is False
    assert warnings == [f"{kept} is marked read-only, so it stays as it is. Save the match "
                        "to another file."]
    assert kept.read_bytes() == b"the match to keep"
    kept.chmod(0o644)  # the family unmarks it: saved over, as asked
    assert files.save_as() is True and len(warnings) == 1


def leave_answer(files, monkeypatch, button) -> list[int]:
    """Answer the "leave the match in progress?" question with ``button``; count the asks."""
    asked: list[int] = []
    monkeypatch.setattr(files, "ask_leave", lambda: asked.append(1) or button)
    return asked


def test_cancelling_the_question_keeps_the_match_in_progress(files, monkeypatch, tmp_path):
    setup = table()
    other = tmp_path / "other.json"
    write_save(other, setup, play(setup, moves=5))
    files.controller.reach(setup, play(setup, moves=13))
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(other))
    leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is False
    assert files.open_file() is False and files.controller.resumed == []


def test_saving_first_keeps_the_match_in_a_file(files, monkeypatch, tmp_path):
    setup = table()
    match = play(setup, moves=13)
    files.controller.reach(setup, match)
    kept = tmp_path / "kept.json"
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(kept))
    leave_answer(files, monkeypatch, QMessageBox.StandardButton.Save)
    assert files.may_leave_match() is True
    assert Match.from_json(json.loads(kept.read_text())["match"]).moves == match.moves
    files.controller.reach(setup, play(setup, moves=14))  # played on: the file is behind
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: "")
    assert files.may_leave_match() is False, "a cancelled save leaves nothing"


def test_nothing_is_asked_when_nothing_would_be_lost(files, monkeypatch):
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is True  # no match at all
    setup = table()
    files.controller.setup, files.controller.match = setup, play(setup, moves=0)
    assert files.may_leave_match() is True  # dealt, nobody has played (no trick: not saved)
    bots = replace(setup, seats=tuple(replace(s, kind=BOT) for s in setup.seats))
    files.controller.reach(bots, play(bots, moves=20))
    assert files.may_leave_match() is True  # bots only
    assert asked == []


def test_opening_a_bad_file_names_the_problem_and_keeps_the_current_game(
        files, monkeypatch, tmp_path, warnings):
    setup = table()
    path = tmp_path / "bad.json"
    write_save(path, setup, play(setup, moves=9))
    doc = json.loads(path.read_text())
    doc["match"]["moves"][4] = "Zz"
    path.write_text(json.dumps(doc))
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(path))
    assert files.open_file() is False
    assert warnings[0] == f"{path} cannot be opened.\n\nIt is a Traversone saved match, " \
                          "but it is damaged and cannot be used."
    assert "move 5 ('Zz') is not a move" in warnings.details[0]
    assert files.controller.resumed == []


@pytest.mark.parametrize(("content", "told"), [
    (None, "There is no such file."),
    (b'{"app": "traversone", "setup": {', "It is not a Traversone saved match, or it is damaged."),
    (b"\x89PNG\r\n", "It is not a Traversone saved match, or it is damaged."),
    (b'{"app": "traversone", "format": 99}', "It was saved by a newer version of Traversone "
                                              "Desktop. Update this one to open it."),
])
def test_a_file_that_cannot_be_opened_is_told_in_the_players_words(
        files, monkeypatch, tmp_path, warnings, content, told):
    path = tmp_path / "picked.json"
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(path))
    assert files.open_file() is False
    assert warnings[0] == f"{path} cannot be opened.\n\n{told}"
    assert warnings.details[0], "the exact fault is behind Show Details"


def test_a_failing_autosave_is_reported_once(files, warnings):
    files.autosaver.path = files.autosaver.path.parent / "missing" / FILE_NAME
    setup = table()
    for moves in (4, 8, 12):
        files.controller.reach(setup, play(setup, moves=moves))
    assert len(warnings.settled()) == 1 and "could not be saved" in warnings[0]


def test_a_recovered_statistics_file_is_announced_at_startup(qtbot, data_dir, warnings):
    (data_dir / "stats.db").write_bytes(b"scribble" * 300)
    window = QWidget()
    qtbot.addWidget(window)
    settings = Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    files = GameFiles(FakeController(), settings, window)
    files.startup()
    assert "statistics file was damaged" in warnings[0]


def test_save_as_answers_the_save_key_too(files):
    """Ctrl+S out of habit opens Save as… (the menu shows Ctrl+Shift+S): a match has no
    file of its own to save to, the autosave keeps it anyway."""
    keys = [k.toString() for k in files.save_action.shortcuts()]
    assert keys[0] == "Ctrl+Shift+S" and "Ctrl+S" in keys


def test_actions_are_retitled_on_a_language_change(files):
    files.save_action.setText("")
    install_language("en")  # the language switch every part of the GUI follows
    assert files.save_action.text() == "Save &as…"
    assert [a.text() for a in files.actions()] == ["&Open…", "Save &as…", "S&tatistics…"]


def first_trick(setup) -> tuple[Match, Match]:
    """The set-up's first trick: after the bots' leads only, and after the player's card."""
    match = play(setup, moves=0)
    while match.current_player != setup.humans[0]:
        match.apply(match.legal_moves()[0])
    bots_only = Match.from_json(match.to_json())
    match.apply(match.legal_moves()[0])
    assert len(match.moves) < setup.rules.players  # the trick is not complete yet
    return bots_only, match


def test_a_match_closed_before_anyone_played_is_not_kept(files):
    """A quick game opened and closed at once would only stand in front of the kept matches,
    even when the bots before the player have led already."""
    setup = next(s for s in (table(seed=n) for n in range(20))
                 if play(s, moves=0).current_player != s.humans[0])
    files.controller.setup, files.controller.match = setup, first_trick(setup)[0]
    assert files.controller.match.moves  # the bots have played
    files.window.close()
    assert files.autosaver.shelf() == []


def test_the_bots_first_cards_keep_nothing_until_a_person_plays(files):
    """Each bot's card reaches the autosave as it is played, so that a dead stop brings
    back the cards on the table; but the bots' leads of a match nobody has played in yet
    are not a match to keep. From the person's first card on, every move is written."""
    setup = next(s for s in (table(seed=n) for n in range(20))
                 if play(s, moves=0).current_player != s.humans[0])
    bots_only, played = first_trick(setup)
    files.controller.reach(setup, bots_only)
    assert files.autosaver.shelf() == [] and not files.autosaver.path.exists()
    files.controller.reach(setup, played)
    bot_answers = Match.from_json(played.to_json())
    bot_answers.apply(bot_answers.legal_moves()[0])
    files.controller.reach(setup, bot_answers)
    assert files.autosaver.load().match.moves == bot_answers.moves


def test_a_match_closed_after_the_players_first_card_is_kept(files, monkeypatch):
    """Before the first trick is complete, the player's card is already theirs to lose: the
    next start offers the match exactly where it stopped, and leaving it for another asks."""
    setup = table()
    files.controller.setup, files.controller.match = setup, first_trick(setup)[1]
    asked = leave_answer(files, monkeypatch, QMessageBox.StandardButton.Cancel)
    assert files.may_leave_match() is False and len(asked) == 1
    files.window.close()
    assert files.autosaver.load().match.moves == files.controller.match.moves


@pytest.mark.parametrize(("button", "kept"), [
    (QMessageBox.StandardButton.Discard, False), (QMessageBox.StandardButton.Save, False),
    (QMessageBox.StandardButton.Cancel, True)])
def test_a_match_left_is_not_offered_again_at_the_next_start(
        files, monkeypatch, tmp_path, button, kept):
    """Abandoned (or saved to a file), a match leaves the autosave at once: quitting the new
    match before its first trick must not bring the old one back at the next start.
    Cancelled, it stays kept."""
    setup = table()
    match = play(setup, moves=13)
    files.controller.reach(setup, match)
    assert files.autosaver.save(setup, match) and files.autosaver.path.exists()
    monkeypatch.setattr(game_files, "pick_file", lambda *a, **k: str(tmp_path / "kept.json"))
    leave_answer(files, monkeypatch, button)
    assert files.may_leave_match() is not kept
    assert files.autosaver.path.exists() is kept


def test_a_quit_with_the_window_open_keeps_the_match_mid_trick(files):
    """Windows ending the session makes the app quit with its window open, then ends the
    process: the match is saved as the quit is announced, the card just played with it."""
    setup = table()
    files.controller.setup, files.controller.match = setup, first_trick(setup)[1]
    files.window.show()
    QCoreApplication.instance().aboutToQuit.emit()
    assert files.autosaver.load().match.moves == files.controller.match.moves


def test_file_dialogs_open_in_the_last_folder_else_in_documents(files, monkeypatch, tmp_path):
    from PySide6.QtCore import QStandardPaths

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(documents))
    started: list[str] = []
    monkeypatch.setattr(game_files, "pick_file", lambda _w, _t, start, *a, **k:
                        started.append(start) or "")
    setup = table()
    files.controller.reach(setup, play(setup, moves=4))
    files.save_as()
    files.open_file()
    assert started == [str(documents / "match.json"), str(documents)]
    files.settings.set_last_folder(str(tmp_path))
    files.open_file()
    assert started[-1] == str(tmp_path)
    files.settings.set_last_folder(str(tmp_path / "unplugged"))  # a stick since pulled out
    files.open_file()
    assert started[-1] == str(documents)


def answer_at_once_then_late(qtbot, late_key) -> list[bool]:
    """When the next message box comes up: Enter and Space at once, ``late_key`` once its
    first moments are over; after each, whether the box is still up (filled in as the
    keys are pressed)."""
    seen: list[bool] = []

    def press(box: QMessageBox, key) -> None:
        qtbot.keyClick(box.focusWidget() or box, key)
        seen.append(box.isVisible())

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not up yet: it comes from the event loop
            QTimer.singleShot(10, answer)
            return
        press(box, Qt.Key.Key_Return)  # at once: refused
        press(box, Qt.Key.Key_Space)
        QTimer.singleShot(FirstMoments.settle_ms + 100, box,  # (not once it is gone)
                          lambda: press(box, late_key))

    QTimer.singleShot(0, answer)
    return seen


def test_the_failing_autosaves_question_takes_no_enter_in_its_first_moments(
        qtbot, data_dir, monkeypatch):
    """The question comes up unasked, right after a trick: the Enter that played a card,
    pressed again (or a key held down), would choose "Save to a file…" unread and type the
    next keys into the file dialog (it saved "h.json" where the disk was full). It waits
    to be read; Esc still goes on playing."""
    window = QWidget()
    qtbot.addWidget(window)
    settings = Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    files = GameFiles(FakeController(), settings, window)
    files.autosaver.path = files.autosaver.path.parent / "missing" / FILE_NAME
    saves: list[int] = []
    monkeypatch.setattr(files, "save_as", lambda: saves.append(1) or True)
    seen = answer_at_once_then_late(qtbot, Qt.Key.Key_Escape)
    setup = table()
    try:
        files.controller.reach(setup, play(setup, moves=4))
        qtbot.waitUntil(lambda: len(seen) == 3 or bool(saves), timeout=5000)
    finally:
        files.autosaver.path = data_dir / FILE_NAME  # the disk is back: closing asks nothing
    assert seen == [True, True, False] and saves == []
