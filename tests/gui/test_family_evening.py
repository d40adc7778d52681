"""A family's evening at random: whatever people click, press and answer, in any order,
no hand is shown to the wrong person and no match anyone played in is lost.

Hypothesis drives the real window (offscreen, instant speed, bots that answer at once)
through what a family does: cards clicked (legal or not) or pointed at, the pass screen,
hints, undo, the next deal, deals played through (to a match's end), seats handed to a bot
and back (everyone's, too), decks, languages, window sizes, new games (any game, table and
seating, or Esc) and quick games over a match in progress, Save as…, Open…, practice deals,
the disk filling up and freed again, the statistics held by another program and let go,
closing the window, and the computer stopping dead. Every question the app asks is
answered at random.

Three invariants are checked all the time, not only between steps:

- *privacy*: at every change of who may see what and at every rest of the table, with two
  humans or more a face-up hand is that of the human whose decision it is, and only once
  they said on the pass screen that they are at the table; with one, only theirs; with
  bots playing for two or more people who left the table, none; and while the pass
  screen asks for the next person, nothing said to the last one alone (why a card may not
  be played, a hint, a card's tooltip) is still up, on the table or on the screen;
- *nothing lost*: a match a person played in, unfinished, that nobody chose to throw away
  is always somewhere the app can give it back, exactly as it was left: in play, in the
  autosave or among the matches kept for later, or in a file saved. After a dead stop, the
  next start offers it as of the last move the disk took (while it is full, the app says
  once that it cannot keep the match, and asks before a close would lose it);
- *every finished match counted*: one a person played in is in the statistics, or waits on
  disk for a start that can record it.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QAction, QHelpEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.engine.cards import cards_of
from traversone_desktop.engine.match import Match
from traversone_desktop.engine.moves import is_card
from traversone_desktop.fonts import load_fonts
from traversone_desktop.gui import controller as controller_module
from traversone_desktop.gui import game_files
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.stop_signals import STOPPING
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup
from traversone_desktop.storage import atomic
from traversone_desktop.storage.autosave import AutoSaver
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.savefile import load_save
from traversone_desktop.storage.settings import Settings
from traversone_desktop.storage.stats import FILE_NAME as STATS_FILE
from traversone_desktop.storage.stats import Statistics, match_key

from .conftest import WAIT_MS
from .test_hot_seat import hands_shown

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elsa")
GAMES = (("traversone", 4), ("ciapano", 3), ("ciapano", 5), ("traversone_partners", 4),
         ("kifameno", 2), ("tressette", 4), ("busca", 4), ("mattazza", 4))
RESTING = ("human", "pass", "summary", "over")
"""What the controller may wait for when the table is at rest, a person to act."""


def state(match: Match) -> str:
    return json.dumps(match.to_json(), sort_keys=True)


class FamilyEvening(RuleBasedStateMachine):
    """One evening: a data folder, a window (a new one after every restart)."""

    qtbot: QtBot
    current: FamilyEvening
    monkeypatch: pytest.MonkeyPatch

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="evening-"))
        set_data_dir(self.folder / "data")
        self.saved_files: list[Path] = []
        self.answers: list[str] = []
        """The answer each question got, in order (the boxes are answered at random)."""
        self.left: dict[int, str] = {}
        """Seed → the state each match that is no longer on the table was left in, owed
        back to the family exactly."""
        self.thrown: set[int] = set()
        self.people: dict[int, set[int]] = {}
        """Seed → every seat a human has sat in, in that match (as seen by the family, not
        by the app)."""
        self.breaches: list[str] = []
        self.said_privately: set[str] = set()
        """What the table said to the person choosing (why a card may not be played, a
        hint): it may name their cards."""
        self.durable: dict[int, str] = {}
        """Seed → the match as the disk last had it: as of its last finished trick, or as
        it was opened or resumed."""
        self.choices: list[int] = []
        self.full = False
        """The disk is full: every file the app writes in the evening's folder fails."""
        self.locked = False
        """Another program holds the statistics: every match recorded now fails."""
        self.finished: dict[int, str] = {}
        """Seed → key of each match a person played in that ended on the table: owed to
        the statistics, at once or, if they could not take it then, at a later start."""
        self.resuming = False
        self.to_open: Path | None = None
        """The file the next Open… picks (None: the file dialog is a Save as…'s)."""
        FamilyEvening.current = self
        seeds = iter(range(1000, 10**6))  # every match its own seed, the same every run
        self.monkeypatch.setattr(controller_module.secrets, "randbits", lambda _b: next(seeds))
        self.window = self._open_window()
        self.window.start_or_resume()  # the quick game, as at every start
        self._settle()

    # -- the app's questions, answered at random -------------------------------------
    def _answer(self, box: QMessageBox) -> int:
        buttons = [b for b in box.buttons()  # not Show Details…, which answers nothing
                   if box.buttonRole(b) != QMessageBox.ButtonRole.ActionRole]
        pick = self.choices.pop(0) if self.choices else 0
        button = buttons[pick % len(buttons)]
        self.answers.append(button.text().replace("&", ""))
        seed = self._seed_now()
        throws = (box.buttonRole(button) == QMessageBox.ButtonRole.DestructiveRole
                  or box.standardButton(button) == QMessageBox.StandardButton.Discard)
        if throws and not self.resuming and seed is not None:
            self.thrown.add(seed)  # the match on the table, thrown away by choice
        button.click()
        return box.standardButton(button).value or 0

    def _seed_now(self) -> int | None:
        """The real match's seed (a practice deal's waiting match), if there is one."""
        real = self.window.controller.real_match if hasattr(self, "window") else None
        return real[1].seed if real else None

    def _pick_file(self, *_args: object, **_kw: object) -> str:
        """The file dialog: the file to open next, or a new file to save to."""
        if self.to_open is not None:
            return str(self.to_open)
        path = self.folder / f"saved-{len(self.saved_files)}.json"
        self.saved_files.append(path)
        return str(path)

    def _ask_resume(self, files: game_files.GameFiles, saved: Any, *args: int) -> str:
        self.resuming = True  # its Discard it is about the match offered
        try:
            choice = ASK_RESUME(files, saved, *args)
        finally:
            self.resuming = False
        if choice == game_files.RESUME:  # as the disk has it, until its next move
            self.durable[saved.match.seed] = state(saved.match)
        if choice == game_files.DISCARD:
            self.thrown.add(saved.match.seed)  # thrown away by choice, asked twice
        return choice

    def _open_window(self) -> MainWindow:
        settings_ = Settings()
        settings_.set_welcomed()
        settings_.set_flag("allow_undo", True)
        window = MainWindow(settings_, GameController(settings_, InlineBotWorker("random")))
        window.set_session_speed("instant")
        window.resize(1280, 800)
        window.show()
        self.qtbot.waitExposed(window)
        self._watch(window)
        return window

    def _watch(self, window: MainWindow) -> None:
        """The privacy invariant, checked at every change and every rest of the table."""
        def check(*_: Any) -> None:
            self._check_privacy(window)
        window.controller.seating.connect(check)
        window.table.idle.connect(check)
        window.controller.humanTurn.connect(check)
        window.controller.checkpoint.connect(self._checkpoint)
        window.controller.matchOver.connect(lambda _winners: self._match_over(window))

    def _match_over(self, window: MainWindow) -> None:
        real = window.controller.real_match
        if real is None or window.controller.practice or self.full:
            return  # (with the disk full too, the app says only its last trick is kept)
        if self._played_in(*real):
            self.finished[real[1].seed] = match_key(real[1])

    def _played_in(self, setup: GameSetup, match: Match) -> bool:
        """A person has made a move in ``match``: in a seat a human sits in, or sat in
        before a bot took it over (the family's view, not the app's)."""
        people = self.people.setdefault(match.seed, set())
        people.update(setup.humans)
        return any(match.has_moved(seat) for seat in people)

    def _record_match(self, stats: Statistics, setup: GameSetup, match: Match) -> bool:
        if self.locked:
            raise sqlite3.OperationalError("database is locked")
        return RECORD_MATCH(stats, setup, match)

    def _checkpoint(self, data: dict[str, Any], _setup: object) -> None:
        """A move was made: the autosave has the match now, unless the disk is full, or
        nobody has played in it yet and it is not on disk already (the bots' leads)."""
        real = self.window.controller.real_match
        if self.full or real is None:
            return
        if data["seed"] in self.durable or self._played_in(*real):
            self.durable[data["seed"]] = json.dumps(data, sort_keys=True)

    def _write_bytes(self, target: str | Path, data: bytes) -> None:
        if self.full and Path(target).is_relative_to(self.folder):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        WRITE_BYTES(target, data)

    def _check_privacy(self, window: MainWindow) -> None:
        controller = window.controller
        if controller.setup is None or window.table.model is None:
            return
        humans = controller.setup.humans
        shown = hands_shown(window)
        said = {window.table.furniture.toast.text, window.table.pass_screen.news.text(),
                QToolTip.text() if QToolTip.isVisible() else ""}
        if window.table.pass_screen.isVisible() and said & self.said_privately:
            self.breaches.append(f"{sorted(said & self.said_privately)} still said as the "
                                 f"pass screen asks for the next person")
        if len(humans) >= 2 and shown:
            seat = controller.match.current_player if controller.match else -1
            if not (controller.waiting_for in ("human", "") and shown == {seat}
                    and controller.viewer == seat):
                self.breaches.append(
                    f"hands {sorted(shown)} face up while {controller.waiting_for!r}, "
                    f"seat {seat} to play, {controller.viewer} at the screen")
        elif len(humans) == 1 and not shown <= set(humans):
            self.breaches.append(f"hands {sorted(shown)} face up; the human is {humans}")
        elif not humans and len(controller.setup.people) >= 2 and shown:
            self.breaches.append(f"hands {sorted(shown)} face up with every person away")

    # -- waiting as a person does ------------------------------------------------------
    def _settle(self) -> None:
        """Until the table is at rest and a person has something to do (at a table of
        bots only, nobody waits for it: it plays on by itself)."""
        setup = self.window.controller.setup
        if setup is not None and not setup.humans:
            QCoreApplication.processEvents()
            return
        self.qtbot.waitUntil(lambda: self.window.controller.waiting_for in RESTING
                             or self.window.controller.match is None, timeout=WAIT_MS)
        QCoreApplication.processEvents()

    def _remember_left(self, before: tuple[int, str] | None) -> None:
        """The match on the table before a step, if the step took it off: owed back."""
        if before is None:
            return
        seed, saved = before
        if self._seed_now() != seed and seed not in self.thrown:
            self.left[seed] = saved

    def _on_table(self) -> tuple[int, str] | None:
        """The real match in play (a practice deal's suspended one), if anyone played in
        it and it is not over."""
        real = self.window.controller.real_match
        if real is None:
            return None
        match = real[1]
        if match.is_over or not self._played_in(*real):
            return None
        return match.seed, state(match)

    # -- what the family does -------------------------------------------------------
    @rule(pick=st.integers(0, 39))
    def click_a_card(self, pick: int) -> None:
        controller = self.window.controller
        if controller.waiting_for != "human":
            return
        seat = controller.match.current_player
        hand = sorted(cards_of(controller.match.deal.hands[seat]))
        if not hand:
            return
        card = hand[pick % len(hand)]
        point = self._visible_point(card)
        if point is None:  # hidden under its neighbours: nobody can click it
            return
        match = controller.match
        moves = len(match.moves)
        legal = card in {m % 40 for m in match.legal_moves() if is_card(m)}
        self.qtbot.mouseClick(self.window.table.viewport(), Qt.MouseButton.LeftButton,
                              pos=point)
        if not legal and self.window.table.furniture.toast.text:  # explained, to them alone
            self.said_privately.add(self.window.table.furniture.toast.text)
        self._settle()
        if not legal:  # and nothing played
            assert len(match.moves) == moves and controller.waiting_for == "human"

    def _visible_point(self, card: int) -> QPoint | None:
        """Where a person clicks ``card``: a point of it that no card above covers (in a
        tight fan, its middle is under the next card)."""
        view = self.window.table
        item = view.card_items.get(card)
        if item is None:
            return None
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        for x in range(rect.left() + 2, rect.right() - 1, 3):
            point = QPoint(x, rect.center().y())
            if view.itemAt(point) is item:
                return point
        return None

    @rule(pick=st.integers(0, 39))
    def rest_the_pointer_on_a_card(self, pick: int) -> None:
        """Qt's tooltip comes up: the card's name (and why it cannot be played)."""
        controller = self.window.controller
        if controller.waiting_for != "human":
            return
        hand = sorted(cards_of(controller.match.deal.hands[controller.match.current_player]))
        point = self._visible_point(hand[pick % len(hand)]) if hand else None
        if point is None:
            return
        viewport = self.window.table.viewport()
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point,
                                                    viewport.mapToGlobal(point)))
        if QToolTip.isVisible():
            self.said_privately.add(QToolTip.text())

    @rule()
    def play_with_the_keyboard(self) -> None:
        if self.window.controller.waiting_for == "human":
            self.qtbot.keyClick(self.window.table, Qt.Key.Key_Return)
            self._settle()

    @rule(moves=st.integers(1, 16))
    def play_on(self, moves: int) -> None:
        """A stretch of the evening: each person plays the card the keyboard offers, the
        screen passed and the deals' summaries read as they come."""
        for _ in range(moves):
            waiting = self.window.controller.waiting_for
            if waiting == "pass":
                self.qtbot.mouseClick(self.window.table.pass_screen.button,
                                      Qt.MouseButton.LeftButton)
            elif waiting in ("human", "summary"):
                self.qtbot.keyClick(self.window.table, Qt.Key.Key_Return)
            else:
                return
            self._settle()

    @rule()
    def come_to_the_table(self) -> None:
        if self.window.controller.waiting_for == "pass":
            self.qtbot.mouseClick(self.window.table.pass_screen.button,
                                  Qt.MouseButton.LeftButton)
            self._settle()

    @rule()
    def next_deal(self) -> None:
        if self.window.controller.waiting_for == "summary":
            self.qtbot.keyClick(self.window.table, Qt.Key.Key_Return)
            self._settle()

    @rule()
    def ask_for_a_hint(self) -> None:
        if self.window.act_hint.isEnabled():
            self.window.act_hint.trigger()
            if self.window.table.furniture.toast.text:
                self.said_privately.add(self.window.table.furniture.toast.text)
        self._settle()

    @rule()
    def undo(self) -> None:
        self.window.act_undo.trigger()
        self._settle()

    def _players_menu(self) -> list[QAction]:
        """The Players menu's entries, as it fills them when it opens."""
        self.window.menu_players.aboutToShow.emit()
        return self.window.menu_players.actions()

    @rule(seat=st.integers(0, 4))
    def hand_a_seat_over(self, seat: int) -> None:
        actions = self._players_menu()
        if actions:
            actions[seat % len(actions)].trigger()
            self._settle()

    @rule()
    def everyone_leaves_the_table(self) -> None:
        """Bots play on for every person (the family watches, or goes to dinner)."""
        for action in self._players_menu():
            if not action.isChecked():
                action.trigger()
        self._settle()

    @rule(deck=st.integers(0, 20))
    def choose_a_deck(self, deck: int) -> None:
        decks = list(self.window.deck_actions.values())
        decks[deck % len(decks)].trigger()

    @rule(lang=st.sampled_from(["it", "en"]))
    def speak(self, lang: str) -> None:
        install_language(lang)
        QCoreApplication.processEvents()

    @rule(width=st.integers(640, 1920), height=st.integers(480, 1080))
    def resize(self, width: int, height: int) -> None:
        self.window.resize(width, height)
        QCoreApplication.processEvents()

    @rule(played=st.booleans())
    def step_away_and_back(self, played: bool) -> None:
        """Someone called away (perhaps just after playing a card) minimises the window,
        the bots play on behind it, and someone brings it back: for a family at the
        screen, no hand is face up by then, not even the hand of the person who left."""
        controller = self.window.controller
        if played and controller.waiting_for == "human":
            self.qtbot.keyClick(self.window.table, Qt.Key.Key_Return)
        self.window.showMinimized()
        QCoreApplication.processEvents()
        self._settle()
        if controller.setup is not None and len(controller.setup.humans) >= 2:
            assert controller.waiting_for != "human", "a hand left up in a minimised window"
        self.window.showNormal()
        QCoreApplication.processEvents()

    @rule(game=st.sampled_from(GAMES), humans=st.integers(0, 3),
          answers=st.lists(st.integers(0, 3), max_size=3))
    def quick_game(self, game: tuple[str, int], humans: int, answers: list[int]) -> None:
        variant, players = game
        seats = tuple(SeatSetup(NAMES[i], HUMAN if i < humans else BOT, "easy")
                      for i in range(players))
        self.window.settings.set_last_setup(GameSetup(preset(variant, players), seats))
        before = self._on_table()
        self.choices = list(answers)
        self.window.act_rematch.trigger()
        self._settle()
        self._remember_left(before)

    @rule(game=st.integers(0, 20), size=st.integers(0, 3),
          humans=st.lists(st.booleans(), min_size=5, max_size=5), how=st.integers(0, 2),
          answers=st.lists(st.integers(0, 3), max_size=3))
    def new_game(self, game: int, size: int, humans: list[bool], how: int,
                 answers: list[int]) -> None:
        """New game… (F2): a game, a table size and who is human chosen, then Start, Quick
        game, or Esc."""
        def choose(dialog: NewGameDialog) -> int:
            dialog.preset.setCurrentIndex(game % dialog.preset.count())
            dialog.players.setCurrentIndex(size % dialog.players.count())
            for editor, human in zip(dialog.seat_editors, humans, strict=True):
                editor.kind.setCurrentIndex(editor.kind.findData(HUMAN if human else BOT))
            (dialog.reject, dialog.accept, dialog.quick_game)[how]()
            return dialog.result()

        self.monkeypatch.setattr(NewGameDialog, "exec", choose)
        before = self._on_table()
        self.choices = list(answers)
        self.window.act_new.trigger()
        self._settle()
        self._remember_left(before)

    @rule()
    def save_as(self) -> None:
        self.window.files.save_action.trigger()

    @rule(which=st.integers(0, 10), answers=st.lists(st.integers(0, 3), max_size=3))
    def open_a_saved_match(self, which: int, answers: list[int]) -> None:
        saved = [path for path in self.saved_files if path.exists()]
        if not saved:
            return
        self.to_open = saved[which % len(saved)]
        before = self._on_table()
        self.choices = list(answers)
        self.window.files.open_action.trigger()
        opened = load_save(self.to_open).match
        self.to_open = None
        self._settle()
        self._remember_left(before)
        if self._seed_now() == opened.seed:  # as the file has it, until its next move
            self.durable[opened.seed] = state(opened)

    @rule(deal=st.integers(0, 5))
    def practise_a_past_deal(self, deal: int) -> None:
        match = self.window.controller.match
        if match is not None and match.records:
            self.window.controller.replay_deal(deal % len(match.records))
            self._settle()

    @rule(full=st.booleans())
    def the_disk_fills_up_or_is_freed(self, full: bool) -> None:
        self.full = full

    @rule(locked=st.booleans())
    def another_program_holds_the_statistics(self, locked: bool) -> None:
        self.locked = locked

    @rule(deals=st.integers(1, 4))
    def play_deals_out(self, deals: int) -> None:
        """A few deals played through, to the match's end if it comes first, every
        question on the way answered as a person would: the pass screen, each card the
        keyboard offers, each deal's summary."""
        controller = self.window.controller
        for _ in range(1000):
            waiting = controller.waiting_for
            if waiting == "over" or controller.match is None or deals == 0:
                return
            if waiting == "summary":
                deals -= 1
            if waiting == "pass":
                self.qtbot.mouseClick(self.window.table.pass_screen.button,
                                      Qt.MouseButton.LeftButton)
            elif waiting in ("human", "summary"):
                self.qtbot.keyClick(self.window.table, Qt.Key.Key_Return)
            else:  # bots play every seat: on by themselves, to the next summary
                self.qtbot.waitUntil(lambda: controller.waiting_for in RESTING,
                                     timeout=WAIT_MS)
                continue
            self._settle()

    @rule(answers=st.lists(st.integers(0, 3), max_size=6))
    def close_and_start_again(self, answers: list[int]) -> None:
        before = self._on_table()
        self.choices = list(answers)
        self.window.close()
        if self.window.isVisible():  # "Go on playing": the match stays on the table
            return
        if before is not None and before[0] not in self.thrown:
            self.left[before[0]] = before[1]
        self._restart(answers)

    @rule(answers=st.lists(st.integers(0, 3), max_size=6))
    def the_computer_stops_dead(self, answers: list[int]) -> None:
        """No close, no question: only what is on disk survives, as of the last move (the
        bots' cards on the table too, which a bot asked again might not play)."""
        on_table = self._on_table()
        if on_table is not None and on_table[0] in self.durable:  # (before a person's
            self.left[on_table[0]] = self.durable[on_table[0]]  # first card, nothing is owed)
        self.window.setProperty(STOPPING, True)
        self.window.removeEventFilter(self.window.files)
        self.window.hide()
        self._restart(answers)

    def _restart(self, answers: list[int]) -> None:
        self.window.controller.shutdown()
        self.window.deleteLater()
        self.window = self._open_window()
        self.choices = list(answers)
        self.window.start_or_resume()
        self._settle()

    # -- the invariants -------------------------------------------------------------------
    @invariant()
    def no_hand_was_shown_to_the_wrong_person(self) -> None:
        if hasattr(self, "window"):
            self._check_privacy(self.window)
        assert not self.breaches, self.breaches[0]

    @invariant()
    def no_match_was_lost(self) -> None:
        if not hasattr(self, "window"):
            return
        self.left.pop(self._seed_now(), None)  # on the table, played on or even over
        copies: dict[int, list[str]] = {}
        autosaver = AutoSaver()
        for path in autosaver.shelf():
            saved = autosaver.load(path)
            if saved is not None:
                copies.setdefault(saved.match.seed, []).append(state(saved.match))
        for path in self.saved_files:
            if not path.exists():  # the save was refused or cancelled
                continue
            saved = load_save(path)
            copies.setdefault(saved.match.seed, []).append(state(saved.match))
        for seed, left in self.left.items():
            if seed in self.thrown:
                continue
            assert left in copies.get(seed, []), f"match {seed} was lost (answers: " \
                f"{self.answers})"

    @invariant()
    def every_finished_match_is_counted(self) -> None:
        """In the statistics, or waiting on disk for a start that can record it."""
        if not self.finished or not hasattr(self, "window"):
            return
        counted: set[str] = set()
        database = self.folder / "data" / STATS_FILE
        if database.exists():
            with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
                counted.update(key for (key,) in db.execute("SELECT match_key FROM matches"))
        autosaver = AutoSaver()
        for path in [*autosaver.unrecorded(), autosaver.path]:
            if path.exists() and (saved := load_save(path)).match.is_over:
                counted.add(match_key(saved.match))
        missing = [seed for seed, key in self.finished.items() if key not in counted]
        assert not missing, f"finished matches {missing} are in no statistics"

    @invariant()
    def the_table_shows_the_match(self) -> None:
        if not hasattr(self, "window"):
            return
        controller = self.window.controller
        if controller.match is None or controller.waiting_for not in ("human", "pass"):
            return
        deal = controller.match.deal
        model = self.window.table.model
        for seat in range(model.seats):
            assert set(model.hands[seat]) == set(cards_of(deal.hands[seat])), seat

    def teardown(self) -> None:
        self.window.setProperty(STOPPING, True)
        self.window.controller.shutdown()
        self.window.close()
        self.window.deleteLater()  # else every evening's window lives on to the last
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        install_language("en")
        set_data_dir(None)
        shutil.rmtree(self.folder, ignore_errors=True)


ASK_RESUME = game_files.GameFiles.ask_resume
WRITE_BYTES = atomic.write_bytes
RECORD_MATCH = Statistics.record_match
PLAYED = (Phase.explicit, Phase.generate)
"""No shrinking: an evening's steps take minutes to shrink, and the failing one is shown
whole, every step and answer in order. The evenings are the same at every run
(``derandomize``), so a failure comes back."""
SOAK = int(os.environ.get("TRAVERSONE_EVENINGS", "0") or "0")
"""A longer watch, by hand: that many evenings of 60 steps, new ones at every run, or the
same again with ``--hypothesis-seed`` (the 25 of every run found no match lost where the
first 150 new ones did: one saved over the very file being opened)."""


def test_a_family_evening_at_random(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                    qapp: object) -> None:
    load_fonts()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: FamilyEvening.current._answer(box))
    monkeypatch.setattr(game_files, "pick_file",
                        lambda *a, **k: FamilyEvening.current._pick_file(*a, **k))
    monkeypatch.setattr(Statistics, "record_match",
                        lambda stats, setup, match: FamilyEvening.current._record_match(
                            stats, setup, match))
    monkeypatch.setattr(atomic, "write_bytes",
                        lambda target, data: FamilyEvening.current._write_bytes(target, data))
    monkeypatch.setattr(game_files.GameFiles, "ask_resume",
                        lambda files, saved, *a: FamilyEvening.current._ask_resume(
                            files, saved, *a))
    FamilyEvening.qtbot = qtbot
    FamilyEvening.monkeypatch = monkeypatch
    run_state_machine_as_test(FamilyEvening, settings=settings(
        max_examples=SOAK or 25, stateful_step_count=60 if SOAK else 40, deadline=None,
        phases=PLAYED, derandomize=not SOAK, suppress_health_check=list(HealthCheck)))
