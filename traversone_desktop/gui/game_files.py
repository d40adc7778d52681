"""The main window's link to the disk: autosave, resume, Save as…, Open… and statistics.

It listens to the controller's ``checkpoint`` (after every trick and at each
deal's and the match's end) and ``matchOver`` signals, so the main window only
creates it, puts its actions in the Game menu, and calls :meth:`GameFiles.startup`
once it is shown.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine.match import Match
from ..storage.autosave import AutoSaver
from ..storage.savefile import SavedGame, SaveFileError, load_save, write_save
from ..storage.settings import Settings
from ..storage.stats import Statistics
from .setup import GameSetup
from .stats_window import StatisticsWindow, recovery_notice


class Controller(Protocol):
    """What this needs of the GameController."""

    checkpoint: SignalInstance
    matchOver: SignalInstance
    match: Match | None
    setup: GameSetup | None
    practice: bool

    def resume(self, setup: GameSetup, data: dict[str, Any]) -> None: ...


class GameFiles(QObject):
    """Keeps the game on disk and offers it back; owns the Save/Open/Statistics actions."""

    def __init__(self, controller: Controller, settings: Settings, window: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.settings = settings
        self.window = window
        self.autosaver = AutoSaver()
        self._warned_autosave = False
        self.stats: Statistics | None = None
        self.stats_error = ""
        try:
            self.stats = Statistics()
        except (sqlite3.Error, OSError) as exc:
            self.stats_error = str(exc)
        self.stats_window: StatisticsWindow | None = None
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_action.triggered.connect(self.save_as)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_file)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_statistics)
        controller.checkpoint.connect(self._autosave)
        controller.matchOver.connect(self._match_over)
        window.installEventFilter(self)
        self.retranslate_ui()

    def actions(self) -> list[QAction]:
        """For the Game menu, in order."""
        return [self.open_action, self.save_action, self.stats_action]

    def retranslate_ui(self) -> None:
        self.save_action.setText(self.tr("&Save as…"))
        self.open_action.setText(self.tr("&Open…"))
        self.stats_action.setText(self.tr("S&tatistics…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif watched is self.window and event.type() == QEvent.Type.Close:
            self._autosave()  # mid-trick too: the next start is exactly where this one stopped
        return False

    # -- start-up ---------------------------------------------------------------
    def startup(self) -> bool:
        """Tell about a recovered statistics file, then offer the unfinished match.

        Returns True if a match was resumed (so the window need not start a new one).
        """
        if self.stats is not None:
            recovery_notice(self.stats, self.window)
        try:
            saved = self.autosaver.load()
        except SaveFileError as exc:
            self._warn(self.tr("Unfinished match"),
                       self.tr("The autosaved match could not be used and has been set "
                               "aside.\n\n%1").replace("%1", str(exc)))
            return False
        if saved is None:
            return False
        if self.ask_resume(saved):
            self.controller.resume(saved.setup, saved.match.to_json())
            return True
        self.autosaver.clear()
        return False

    def ask_resume(self, saved: SavedGame) -> bool:
        """Go on with the unfinished match (True), or start a new one and forget it."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished match"),
                          self.tr("You have an unfinished match: %1.\n\nGo on where you "
                                  "left off?").replace("%1", self._describe(saved)),
                          parent=self.window)
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        fresh = box.addButton(self.tr("New match"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(fresh)
        box.exec()
        return box.clickedButton() is resume

    def _describe(self, saved: SavedGame) -> str:
        match = saved.match
        names = ", ".join(s.name for s in saved.setup.seats)
        return self.tr("%1, deal %2 (%3)").replace("%1", names) \
            .replace("%2", str(match.deal_index + 1)).replace("%3", _when(saved.saved_at))

    # -- during play --------------------------------------------------------------
    def _kept(self) -> tuple[GameSetup, Match] | None:
        """The match worth keeping: someone plays in it, and it is not a practice deal."""
        match, setup = self.controller.match, self.controller.setup
        if match is None or setup is None or self.controller.practice or not setup.humans \
                or not match.started:
            return None
        return setup, match

    def _autosave(self, *_checkpoint: object) -> None:
        """After a trick: write the match; a failing disk is reported once, play goes on."""
        kept = self._kept()
        if kept is None or self.autosaver.save(*kept) or self._warned_autosave:
            return
        self._warned_autosave = True
        self._warn(self.tr("Autosave"),
                   self.tr("The match could not be saved: %1\n\nYou can go on playing, "
                           "but it will not be kept if the program stops.")
                   .replace("%1", self.autosaver.last_error or ""))

    def _match_over(self, winners: object) -> None:
        """A real match ended: into the statistics, and no longer offered for resuming."""
        kept = self._kept()
        if kept is None or not kept[1].is_over:
            return
        setup, match = kept
        self.autosaver.clear()
        if self.stats is not None:
            try:
                self.stats.record_match(setup, match)
            except sqlite3.Error as exc:
                self._warn(self.tr("Statistics"),
                           self.tr("The match could not be added to the statistics: %1")
                           .replace("%1", str(exc)))
        if self.stats_window is not None:
            self.stats_window.refresh()

    # -- menu actions ---------------------------------------------------------------
    def _folder(self) -> str:
        folder = self.settings.last_folder()
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def save_as(self) -> bool:
        """Save the match in progress to a file the player names."""
        kept = self._kept()
        if kept is None:
            return False
        setup, match = kept
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save match"), str(Path(self._folder()) / "match.json"),
            self.tr("Traversone saves (*.json)"))
        if not path:
            return False
        try:
            write_save(path, setup, match)
        except OSError as exc:
            self._warn(self.tr("Save match"), self.tr("Could not write %1: %2")
                       .replace("%1", path).replace("%2", exc.strerror or str(exc)))
            return False
        self.settings.set_last_folder(str(Path(path).parent))
        return True

    def may_leave_match(self) -> bool:
        """Before another match takes this one's place: ask, and offer to save it first."""
        kept = self._kept()
        if kept is None or kept[1].is_over or not kept[1].moves:
            return True
        answer = self.ask_leave()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_as()
        return answer == QMessageBox.StandardButton.Discard

    def ask_leave(self) -> QMessageBox.StandardButton:
        """Save, Discard ("Leave it") or Cancel, asked about the match in progress."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Match in progress"),
                          self.tr("Leave the match in progress?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self.window)
        box.setInformativeText(self.tr("The new match takes its place. Save it first to "
                                       "play it on another time."))
        discard = box.button(buttons.Discard)
        if discard is not None:
            discard.setText(self.tr("Leave it"))
        box.setDefaultButton(buttons.Cancel)
        return buttons(box.exec())

    def open_file(self) -> bool:
        """Open a saved match; a bad file is explained and the current game goes on."""
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open match"), self._folder(),
            self.tr("Traversone saves (*.json);;All files (*)"))
        if not path:
            return False
        self.settings.set_last_folder(str(Path(path).parent))
        try:
            saved = load_save(path)
        except SaveFileError as exc:
            self._warn(self.tr("Open match"),
                       self.tr("%1 cannot be opened: %2").replace("%1", path)
                       .replace("%2", str(exc)))
            return False
        if saved.match.is_over:
            self._warn(self.tr("Open match"),
                       self.tr("The match in %1 is already over.").replace("%1", path))
            return False
        if not self.may_leave_match():
            return False
        self.controller.resume(saved.setup, saved.match.to_json())
        return True

    def show_statistics(self) -> None:
        if self.stats is None:
            self._warn(self.tr("Statistics"), self.tr("The statistics cannot be opened: %1")
                       .replace("%1", self.stats_error))
            return
        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.stats, self.window)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)


def _when(saved_at: str) -> str:
    """A save's ISO time stamp as the player's locale writes a local date and time."""
    moment = QDateTime.fromString(saved_at, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return saved_at
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
