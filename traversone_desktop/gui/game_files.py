"""The main window's link to the disk: autosave, resume, Save as…, Open… and statistics.

It listens to the controller's ``checkpoint`` (after every move, at the match's end and
after an undo) and ``matchOver`` signals, so the main window only
creates it, puts its actions in the Game menu, and calls :meth:`GameFiles.startup`
once it is shown.
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.match import Match
from ..placeholders import fill
from ..save_reasons import save_problem
from ..session.setup import GameSetup
from ..storage.autosave import NEWER, AutoSaver
from ..storage.own_files import is_own_file, marked_read_only, same_place
from ..storage.savefile import Problem, SavedGame, SaveFileError, load_save, write_save
from ..storage.settings import Settings
from ..storage.stats import Statistics
from .dialogs.base import ACCEPT, DESTRUCTIVE, ask, shown, warn
from .dialogs.file_picker import first_folder, pick_file
from .first_moments import FirstMoments
from .retranslating import follow_language
from .stats_window import StatisticsWindow, recovery_notice
from .stop_signals import STOPPING
from .words import (
    kept_whole,
    preset_title,
    recorded_name,
    seat_name,
    stats_problem,
    write_problem,
)

RESUME, DISCARD, LATER = "resume", "discard", "later"
"""The answers to the start-up offer of an unfinished match."""


class Controller(Protocol):
    """What this needs of the GameController."""

    checkpoint: SignalInstance
    matchOver: SignalInstance
    @property
    def real_match(self) -> tuple[GameSetup, Match] | None: ...

    def resume(self, setup: GameSetup, data: dict[str, Any]) -> None: ...


class GameFiles(QObject):
    """Keeps the game on disk and offers it back; owns the Save/Open/Statistics actions."""

    matchesWaiting = Signal(int)
    """A save named at start was opened in place of the resume question: this many
    unfinished matches wait for the next start."""

    def __init__(self, controller: Controller, settings: Settings, window: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.settings = settings
        self.window = window
        self.autosaver = AutoSaver()
        self._warned_autosave = False
        self._on_disk: int | None = None
        """Seed of the match the autosave (or the file it was opened from) holds."""
        self._in_file: object = None
        """The match as the player last saved it to a file or opened it from one
        (:meth:`_as_it_stands`): leaving it unchanged since loses nothing, so nothing is
        asked."""
        self._telling = False
        """The autosave's failure is to be told as soon as the controller has moved on."""
        self._in_the_way = False
        """A match kept for later could not be moved out of the autosave's place at start
        (Windows refuses to rename a file another program holds open): no other match may
        be written over it until it is."""
        self.stats: Statistics | None = None
        self.stats_fault: Exception | None = None
        """Why the statistics could not be opened or written last."""
        try:
            self.stats = Statistics()
        except (sqlite3.Error, OSError) as exc:
            self.stats_fault = exc
        self.stats_window: StatisticsWindow | None = None
        self.save_action = QAction(self)
        self.save_action.setShortcuts([  # the menu shows the first; Ctrl+S by habit too
            *QKeySequence.keyBindings(QKeySequence.StandardKey.SaveAs),
            *QKeySequence.keyBindings(QKeySequence.StandardKey.Save)])
        self.save_action.triggered.connect(self.save_as)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_file)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_statistics)
        for action in (self.save_action, self.open_action, self.stats_action):
            action.setMenuRole(QAction.MenuRole.NoRole)  # macOS: stays in its own menu
        controller.checkpoint.connect(self._autosave)
        controller.matchOver.connect(self._match_over)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)
        follow_language(self)
        self.retranslate_ui()

    def actions(self) -> list[QAction]:
        """For the Game menu, in order."""
        return [self.open_action, self.save_action, self.stats_action]

    def retranslate_ui(self) -> None:
        self.save_action.setText(self.tr("Save &as…"))
        self.open_action.setText(self.tr("&Open…"))
        self.stats_action.setText(self.tr("S&tatistics…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            if not self._may_close():
                event.ignore()  # the window stays, and the match in it
                return True
            self._telling = False  # closed: no question may come up any more
        return False

    def _keep_where_it_stopped(self) -> bool:
        """The window closes, or the app is made to quit with it open (Windows ending the
        session quits at once and ends the process soon after): save the match mid-trick
        too, so the next start is exactly where this one stopped. A match nobody at the
        table has played in yet (a quick game opened and closed) is not worth a place among
        the kept ones, where it would only stand in front of them; a finished one went to
        the statistics. False if the match needed keeping and the disk refused it."""
        kept = self._kept()
        if kept is None or kept[1].is_over or not self._worth_keeping():
            return True
        return self._write(*kept)

    def _may_close(self) -> bool:
        """Keep the match as the window closes; if the disk refuses, the match would be
        lost with the window: ask first, offering to save it to a file (unless a stop from
        outside closes it, which cannot wait for an answer)."""
        if self._keep_where_it_stopped() or self.window.property(STOPPING):
            return True
        self._warned_autosave = True  # told now: the next card need not say it again
        self._telling = False
        box = self._disk_box(self.tr("The match in progress cannot be kept for the next "
                                     "start. %1\n\nSave it to a file before closing?"))
        answer = ask(box, self.tr("&Save to a file…"), self.tr("&Go on playing"),
                     self.tr("&Close without saving"))
        if answer == ACCEPT:
            return self.save_as()  # a cancelled or failed save keeps the window open
        return answer == DESTRUCTIVE

    def _disk_box(self, text: str) -> QMessageBox:
        """A warning that the autosave failed: ``text`` with why for ``%1``, and the exact
        error behind Show Details. The caller adds the buttons."""
        fault = self.autosaver.fault
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Autosave"),
                          fill(text, write_problem(fault) if fault else "").strip(),
                          parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDetailedText(f"{self.autosaver.path}\n{fault or ''}")
        return box

    def _quitting(self) -> None:
        if self.window.isVisible():  # else its close has kept the match already; too
            self._keep_where_it_stopped()  # late now to ask anything if the disk refuses

    # -- start-up ---------------------------------------------------------------
    def startup(self, file: str | None = None) -> bool:
        """Record finished matches still waiting, then open ``file`` (a save named on the
        command line) or else offer each unfinished match, the most recently played first,
        until the player resumes one. Unfinished matches not offered stay for the next start.

        Returns True if a match was resumed (so the window need not start a new one).
        """
        self._record_waiting()
        if self.stats is not None:
            recovery_notice(self.stats, self.window)
        # from here on, every unfinished match is on the shelf
        self._in_the_way = not self.autosaver.keep_for_later()
        if file is not None and self.open_path(file):
            waiting = self._drop_copies_of_the_open_match()
            if waiting:
                self.matchesWaiting.emit(waiting)
            return True
        offers = [(path, saved) for path in self.autosaver.shelf()
                  if (saved := self._load(path)) is not None and not saved.match.is_over]
        for place, (path, saved) in enumerate(offers, 1):
            choice = self.ask_resume(saved, place, len(offers))
            if choice == RESUME:
                self.controller.resume(self._in_chosen_deck(saved.setup), saved.match.to_json())
                self._on_disk = saved.match.seed
                if path == self.autosaver.path:
                    self._in_the_way = False  # the match in the way is the one played
                elif self._write(saved.setup, saved.match):
                    self.autosaver.clear(path)  # the autosave has it now
                return True
            if choice == DISCARD:
                self.autosaver.clear(path)
            # kept or discarded: the next kept match, if any, is offered too (none is hidden)
        return False

    def _drop_copies_of_the_open_match(self) -> int:
        """How many matches wait on the shelf behind the save opened at start, once any
        that is that match exactly as it now stands is dropped: the same save opened at
        the last start, and not played on, would otherwise wait twice (the table has it).
        A damaged one is left for the next start, which tells of it."""
        kept = self._kept()
        opened = kept[1].to_json() if kept is not None else None
        waiting = 0
        for path in self.autosaver.shelf():
            if path == self.autosaver.path or path.name.endswith(NEWER):
                continue  # the opened match itself, or one only a newer version opens
            try:
                same = load_save(path).match.to_json() == opened
            except SaveFileError:
                same = False
            if not (same and self.autosaver.clear(path)):
                waiting += 1
        return waiting

    def _load(self, path: Path, finished: bool = False) -> SavedGame | None:
        """A kept match, or None; a damaged one is set aside and the player told once. A
        ``finished`` one waiting for the statistics that a newer version wrote is kept
        for it without a word: that version records it."""
        try:
            return self.autosaver.load(path)
        except SaveFileError as exc:
            if finished and exc.kind is Problem.NEWER:
                return None
            text = (self.tr("The match in progress was saved by a newer version of "
                            "Traversone Desktop, which this one cannot open. It is kept: "
                            "update the game to play it again.")
                    if exc.kind is Problem.NEWER else
                    fill(self.tr("The autosaved match could not be used and has been set "
                                 "aside.\n\n%1"),
                         save_problem(exc.kind, QCoreApplication.translate)))
            self._warn(self.tr("Unfinished match"), text, str(exc))
            return None

    def ask_resume(self, saved: SavedGame, place: int = 1, kept: int = 1) -> str:
        """:data:`RESUME`, :data:`DISCARD` (confirmed) or :data:`LATER` (also Esc and closing),
        asked of the ``place``-th of ``kept`` unfinished matches (each asked in turn, which
        would otherwise look like the same question again)."""
        text = (self.tr("You have an unfinished match: %1.\n\nGo on where you left off?")
                if kept == 1 else
                self.tr("Unfinished match %2 of %3, the most recently played first: %1.\n\n"
                        "Go on where you left off?"))
        while True:
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished match"),
                              fill(text, self._describe(saved), str(place), str(kept)),
                              parent=self.window)
            box.setTextFormat(Qt.TextFormat.PlainText)  # it holds the players' names
            answer = ask(box, self.tr("&Resume"), self.tr("&Not now"), self.tr("&Discard it"))
            if answer == ACCEPT:
                return RESUME
            if answer != DESTRUCTIVE:
                return LATER
            if self.confirm_discard():
                return DISCARD

    def confirm_discard(self) -> bool:
        """The second question before an unfinished match is thrown away for good."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Discard the match"),
                          self.tr("Throw the unfinished match away? It cannot be brought "
                                  "back."), parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        discard = box.addButton(self.tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        shown(box)
        return box.clickedButton() is discard

    def _in_chosen_deck(self, setup: GameSetup) -> GameSetup:
        """``setup`` in the deck the player chose last (in the new-game dialog or the View
        menu): the cards' look is this player's preference, not part of the match."""
        return replace(setup, deck=self.settings.deck())

    def _describe(self, saved: SavedGame) -> str:
        match = saved.match
        # a wrapped line breaks between the names and the words, never inside one
        names = ", ".join(kept_whole(seat_name(s.name)) for s in saved.setup.seats)
        return fill(self.tr("%1 (%2), deal %3, %4", "the game, its players, the deal, when"),
                    preset_title(saved.setup.rules.variant), names,
                    str(match.deal_index + 1), kept_whole(_when(saved.saved_at)))

    # -- statistics -------------------------------------------------------------
    def _statistics(self) -> Statistics | None:
        """The statistics database, opened now if it could not be at start (it was locked)."""
        if self.stats is None:
            try:
                self.stats = Statistics()
            except (sqlite3.Error, OSError) as exc:
                self.stats_fault = exc
                return None
            recovery_notice(self.stats, self.window)
        return self.stats

    def _record(self, setup: GameSetup, match: Match) -> bool:
        """Add a finished match to the statistics; False (and :attr:`stats_fault`) if they
        cannot take it now (locked, full, read-only): the caller keeps the match for later."""
        stats = self._statistics()
        if stats is None:
            return False
        try:
            seats = tuple(replace(s, name=recorded_name(s.name)) for s in setup.seats)
            stats.record_match(replace(setup, seats=seats), match)
        except sqlite3.Error as exc:
            self.stats_fault = exc
            return False
        if self.stats_window is not None:
            self.stats_window.refresh()
        return True

    def _record_waiting(self) -> None:
        """At start: the finished matches an earlier run could not record, recorded now."""
        waiting = self.autosaver.unrecorded()
        if self.autosaver.path.exists():
            waiting.append(self.autosaver.path)
        left = 0
        for path in waiting:
            saved = self._load(path, finished=path != self.autosaver.path)
            if saved is None or not saved.match.is_over:
                continue
            if self._record(saved.setup, saved.match):
                self.autosaver.clear(path)
            else:
                left += 1
                if path == self.autosaver.path:
                    self.autosaver.keep_unrecorded()  # out of the next match's way
        if left:
            self._stats_warn(self.tr("Finished matches are waiting to be added to the "
                                     "statistics, which cannot be written. %1\n\nThey are "
                                     "kept, and added at a later start."))

    # -- during play --------------------------------------------------------------
    def _kept(self) -> tuple[GameSetup, Match] | None:
        """The match worth keeping: someone plays in it, or a bot for someone who left the
        table. Never a practice deal: while one is played, the match that waits for it
        (saved, kept at a close, asked about before another match takes its place, as when
        it is on the table)."""
        real = self.controller.real_match
        if real is None or not real[0].people or not real[1].started:
            return None
        return real

    def _someone_played(self) -> bool:
        """A person at the table has made a move in the match kept: it is theirs to lose."""
        kept = self._kept()
        return kept is not None and any(kept[1].has_moved(seat) for seat in kept[0].people)

    def _worth_keeping(self) -> bool:
        """The match kept is on disk already, or someone at the table has played in it."""
        return self._is_on_disk() or self._someone_played()

    def _is_on_disk(self) -> bool:
        real = self.controller.real_match
        return real is not None and real[1].seed == self._on_disk

    def _write(self, setup: GameSetup, match: Match) -> bool:
        """The match into the autosave; False (and the autosaver's fault) if the disk
        refused."""
        if self._in_the_way:  # try again to move it aside: the other program may be done
            self._in_the_way = not self.autosaver.keep_for_later()
        if self._in_the_way or not self.autosaver.save(setup, match):
            return False
        self._on_disk = match.seed
        self._warned_autosave = False  # should the disk fail again, the player hears again
        return True

    def _autosave(self, *_checkpoint: object) -> None:
        """After a move: write the match, once a person has played in it (the bots' first
        cards of a match nobody has touched are not worth a place among the kept ones). A
        failing disk is reported once, with the offer to save the match to a file; play
        goes on, and each checkpoint tries again."""
        kept = self._kept()
        if kept is None or not self._worth_keeping():
            return
        if self._write(*kept) or self._warned_autosave or kept[1].is_over:
            return  # (at the end, whether the statistics have the match is what to tell)
        self._warned_autosave = self._telling = True
        # once the controller has moved on (this runs inside its step): the question then
        # comes up over the table as it now is, the next player's plate already lit
        QTimer.singleShot(0, self, self._tell_autosave_failed)

    def _tell_autosave_failed(self) -> None:
        """Why the autosave failed, and the offer to save the match to a file instead."""
        if not self._telling:  # meanwhile the window closed, or its close asked already
            return
        self._telling = False
        box = self._disk_box(self.tr("The match could not be saved automatically. %1\n\n"
                                     "Save it to a file to be sure to keep it. Play goes on "
                                     "either way, and the autosave keeps trying."))
        FirstMoments(box)  # it comes up unasked, after a card: the Enter that
        # played a card, pressed again, would open the file dialog unread, the next keys
        # typed in it
        if ask(box, self.tr("&Save to a file…"), self.tr("&Go on playing")) == ACCEPT:
            self.save_as()

    def _match_over(self, winners: object) -> None:
        """A real match ended: into the statistics, and only then no longer kept on disk."""
        kept = self._kept()
        if kept is None or not kept[1].is_over:
            return
        if self._record(*kept):
            self._forget()
            return
        saved = self.autosaver.fault is None  # else the autosave holds what it last could
        if saved and self.autosaver.keep_unrecorded():
            text = self.tr("The match could not be added to the statistics. %1\n\nIt is "
                           "kept, and added at a later start.")
        else:
            text = self.tr("The match could not be added to the statistics. %1\n\nIt is kept "
                           "as it was last saved: the next start offers to play on from "
                           "there.")
        self._stats_warn(text, unasked=True)  # the moment the last card is played

    # -- menu actions ---------------------------------------------------------------
    def save_as(self) -> bool:
        """Save the match in progress to a file the player names."""
        kept = self._kept()
        if kept is None:
            return False
        setup, match = kept
        name = self.tr("match", "the file name a save is offered under, before .json")
        suggested = Path(first_folder(self.settings.last_folder())) / f"{name}.json"
        path = pick_file(self.window, self.tr("Save match"), str(suggested),
                         self.tr("Traversone saves (*.json)"), suffix="json")
        if not path:
            return False
        if self._is_autosave(path):
            self._warn(self.tr("Save match"), fill(self.tr(
                "%1 is the game's own autosave, which is written over when another match begins. "
                "Save the match to another file."), path))
            return False
        if is_own_file(path):
            self._warn(self.tr("Save match"), fill(self.tr(
                "%1 is one of the files the game keeps for itself, and saving there would "
                "overwrite what it holds. Save the match to another file."), path))
            return False
        if marked_read_only(path):
            self._warn(self.tr("Save match"), fill(self.tr(
                "%1 is marked read-only, so it stays as it is. Save the match to another "
                "file."), path))
            return False
        try:
            write_save(path, setup, match)
        except OSError as exc:
            self._warn(self.tr("Save match"), fill(self.tr("%1 could not be written. %2"), path,
                                                   write_problem(exc)), str(exc))
            return False
        self.settings.set_last_folder(str(Path(path).parent))
        self._in_file = self._as_it_stands(setup, match)
        return True

    def _is_autosave(self, path: str) -> bool:
        """``path`` names the autosave, which lets a match go when another takes its
        place: no file for the player to keep one in (by any link to it, or before it
        is written)."""
        return same_place(Path(path), self.autosaver.path)

    @staticmethod
    def _as_it_stands(setup: GameSetup, match: Match) -> object:
        """What tells a match apart from itself after a move, an undo or a seat handed on."""
        return setup, match.seed, tuple(match.moves)

    def may_leave_match(self) -> bool:
        """Before another match takes this one's place: ask, and offer to save it first."""
        kept = self._kept()
        if kept is None or kept[1].is_over or not self._worth_keeping():
            return True
        if self._in_file == self._as_it_stands(*kept):  # just saved, or opened, and unplayed
            self._forget()  # the file keeps it, as after "Save to a file…"
            return True
        answer = self.ask_leave()
        leaving = (self.save_as() if answer == QMessageBox.StandardButton.Save
                   else answer == QMessageBox.StandardButton.Discard)
        if leaving:  # saved to a file, or abandoned: the autosave no longer keeps it, so a
            # start before anyone's first card of the new match does not offer it again
            self._forget()
        return leaving

    def _forget(self) -> None:
        """The match played leaves the autosave (recorded, saved to a file or abandoned).
        A match still lying in the autosave's place is another one, left for later: it
        stays."""
        if not self._in_the_way:
            self.autosaver.clear()

    def ask_leave(self) -> QMessageBox.StandardButton:
        """Save ("Save to a file…"), Discard ("Abandon it") or Cancel, asked about the match
        in progress."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Match in progress"),
                          self.tr("Leave the match in progress?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self.window)
        box.setInformativeText(self.tr("The new match takes its place. Save it first to "
                                       "play it another time."))
        for button, text in ((buttons.Save, self.tr("&Save to a file…")),
                             (buttons.Discard, self.tr("&Abandon it"))):
            if (shown_button := box.button(button)) is not None:
                shown_button.setText(text)
        box.setDefaultButton(buttons.Cancel)
        return buttons(shown(box))

    def open_file(self) -> bool:
        """Open a saved match; a bad file is explained and the current game goes on."""
        path = pick_file(self.window, self.tr("Open match"),
                         first_folder(self.settings.last_folder()),
                         self.tr("Traversone saves (*.json);;All files (*)"))
        if not path:
            return False
        self.settings.set_last_folder(str(Path(path).parent))
        return self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the saved match in ``path`` (picked, or named on the command line): a bad
        file is explained and the current game goes on."""
        try:
            saved = load_save(path)
        except SaveFileError as exc:
            self._warn(self.tr("Open match"),
                       fill(self.tr("%1 cannot be opened.\n\n%2"), path,
                            save_problem(exc.kind, QCoreApplication.translate)), str(exc))
            return False
        if saved.match.is_over:
            self._warn(self.tr("Open match"),
                       fill(self.tr("The match in %1 is already over."), path))
            return False
        if not self.may_leave_match():
            return False
        self.controller.resume(self._in_chosen_deck(saved.setup), saved.match.to_json())
        self._on_disk = saved.match.seed
        kept = self._kept()
        if kept is not None:  # into the autosave at once: the file is the player's to
            self._write(*kept)  # write over (the match left saved to it, say)
            self._in_file = (self._as_it_stands(*kept) if not self._is_autosave(path)
                             and _still_holds(path, saved) else None)
        return True

    def show_statistics(self) -> None:
        stats = self._statistics()
        if stats is None:
            self._stats_warn(self.tr("The statistics cannot be opened. %1"))
            return
        if self.stats_window is None:
            self.stats_window = StatisticsWindow(stats, self.window)
        if self.stats_window.refresh():
            self.stats_window.show()
            self.stats_window.raise_()

    def _warn(self, title: str, text: str, details: str = "") -> None:
        warn(self.window, title, text, details)

    def _stats_warn(self, text: str, unasked: bool = False) -> None:
        """``text`` with why the statistics failed for ``%1``, the exact error in the details."""
        fault = self.stats_fault
        problem = stats_problem(fault) if fault else ""
        warn(self.window, self.tr("Statistics"), fill(text, problem).strip(), str(fault or ""),
             unasked)


def _still_holds(path: str, saved: SavedGame) -> bool:
    """The file at ``path`` holds the match ``saved`` was read from it as: the match left
    for it was not saved over it ("Save to a file…", asked while it opens)."""
    try:
        return load_save(path).match.to_json() == saved.match.to_json()
    except SaveFileError:
        return False


def _when(saved_at: str) -> str:
    """A save's ISO time stamp as the player's locale writes a local date and time."""
    moment = QDateTime.fromString(saved_at, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return saved_at
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
