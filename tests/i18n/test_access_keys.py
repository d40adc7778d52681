"""Alt and a letter reach one thing, in either language.

Two entries of a menu that share an underlined letter make that letter only move between
them (the menu stays open); two controls of a window that share one make Alt and the letter
hop the focus instead of reaching the control. A menu entry with no letter at all cannot be
chosen from the keyboard but by walking the arrows. Names (of decks, of players) have none
written in: the menu gives each a free letter of the name, as far as the letters go.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.match import Match
from traversone_desktop.engine.rules import preset
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.stats_window import StatisticsWindow
from traversone_desktop.gui.words import lettered, plain
from traversone_desktop.i18n import LANGUAGES
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup
from traversone_desktop.storage.paths import data_dir
from traversone_desktop.storage.settings import Settings
from traversone_desktop.storage.stats import Statistics

from ..gui.conftest import WAIT_MS
from ..gui.dialog_walk import every_table

NAMES = ["Anna", "Bruno", "Carla", "Dino"]


def access_key(text: str) -> str | None:
    """The letter a text underlines (``&&`` is a plain ampersand), lower case."""
    found = re.search(r"&(.)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def shared(texts: list[str]) -> dict[str, list[str]]:
    """The keys more than one of ``texts`` underline, with the texts that share them."""
    counts = Counter(key for key in map(access_key, texts) if key)
    return {key: [t for t in texts if access_key(t) == key]
            for key, n in counts.items() if n > 1}


def window_texts(window: QWidget) -> list[str]:
    """What a window's own controls underline: buttons, the labels of fields, group boxes
    and tabs, as far as they show."""
    texts = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or isinstance(widget, QMenu):
            continue
        if isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
    return texts


def menus(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from menus(action.menu())


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest, speak: Callable[[str], None]) -> str:
    speak(request.param)
    return str(request.param)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, lang: str) -> MainWindow:
    controller = GameController(settings, InlineBotWorker("random"))
    window = MainWindow(settings, controller)
    qtbot.addWidget(window)
    window.start_default()
    window.menu_players.aboutToShow.emit()  # its entries are made as it opens
    return window


def test_no_two_entries_of_a_menu_share_a_letter(window: MainWindow) -> None:
    bar = [action.text() for action in window.menuBar().actions()]
    assert shared(bar) == {}
    for top in window.menuBar().actions():
        for menu in menus(top.menu()):
            assert shared([a.text() for a in menu.actions()]) == {}, menu.title()


def test_every_menu_entry_has_a_letter_the_decks_all_the_letters_allow(
        window: MainWindow) -> None:
    """Seventeen decks beside Add a deck… leave one, Chiare, whose every letter another
    entry needs (the most a menu can letter: Kuhn's matching); everything else has one,
    the players' names included."""
    missing = [(menu.title(), action.text())
               for top in window.menuBar().actions() for menu in menus(top.menu())
               for action in menu.actions()
               if not action.isSeparator() and access_key(action.text()) is None]
    assert [entry for entry in missing if entry[0] != window.menu_deck.title()] == []
    assert len(missing) <= 1
    assert [a.text() for a in window.menuBar().actions() if access_key(a.text()) is None] == []


def test_names_are_lettered_by_a_letter_of_their_own() -> None:
    """A word's first letter where it is free, else another of the name's (the span), never
    one of the menu's other entries; a name with an ampersand still reads as written."""
    names = ["Anna", "Andrea", "Tom & Jerry", "Zia"]
    texts = [f"A bot plays for {name}" for name in names]
    spans = [(16, 16 + len(name)) for name in names]
    labels = lettered(texts, taken=("z",), spans=spans)
    assert labels == ["A bot plays for &Anna", "A bot plays for A&ndrea",
                      "A bot plays for &Tom && Jerry", "A bot plays for Z&ia"]
    assert [plain(label) for label in labels] == texts
    assert lettered(["Ann", "Ann", "Ann", "Ann"]) == ["&Ann", "A&nn", "Ann", "Ann"]


def test_no_two_controls_of_the_new_game_dialog_share_a_letter(
        qtbot: QtBot, settings: Settings, lang: str) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    clashes = {(game, players): shared(window_texts(dialog))
               for game, players in every_table(dialog)}
    assert {table: keys for table, keys in clashes.items() if keys} == {}


def played(name: str, seats: int) -> Match:
    """A whole match of ``name`` at ``seats`` played with random legal moves."""
    match = Match(preset(name, seats), 3)
    match.start()
    rng = random.Random(3)
    while not match.is_over:
        match.apply(rng.choice(match.legal_moves()))
    return match


def other_dialogs(settings: Settings) -> Iterator[QWidget]:
    match = played("traversone", 4)
    yield PreferencesDialog(settings)
    yield DealSummaryDialog(match.records[-1], NAMES)
    yield DealSummaryDialog(match.records[0], NAMES, can_hurry=True)  # Skip to the result
    yield WinnerDialog(match.records, NAMES, match.winners, match.sides)
    yield ScoreSheetDialog(match.records, NAMES)
    yield RulesHelpDialog("traversone")
    yield AboutDialog()
    yield StatisticsWindow(Statistics(data_dir() / "stats.db"))


def test_no_two_controls_of_any_other_dialog_share_a_letter(
        qtbot: QtBot, settings: Settings, lang: str) -> None:
    for dialog in other_dialogs(settings):
        qtbot.addWidget(dialog)
        dialog.show()
        assert shared(window_texts(dialog)) == {}, type(dialog).__name__


def unlettered(window: QWidget) -> list[str]:
    """The controls of ``window`` that Alt and a letter cannot reach: buttons, boxes and the
    labels of fields (a text ending in a colon) with no underlined letter. Close and Cancel
    need none (Esc is theirs), nor does a window's only button (Enter is its), nor a
    button with keys of its own (the rules' A− and A+: Ctrl+− and Ctrl++), nor a group's
    or a tab's title."""
    buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisibleTo(window)]
    esc = {b for box in window.findChildren(QDialogButtonBox) for b in box.buttons()
           if box.buttonRole(b) == QDialogButtonBox.ButtonRole.RejectRole}
    labels = [label for label in window.findChildren(QLabel) if label.isVisibleTo(window)
              and (label.buddy() is not None or label.text().endswith(":"))]
    controls = [b for b in buttons if b not in esc and b.text() and b.shortcut().isEmpty()
                ] if len(buttons) > 1 else []
    return [c.text() for c in [*controls, *labels] if access_key(c.text()) is None]


def test_every_control_of_every_dialog_has_a_letter(
        qtbot: QtBot, settings: Settings, lang: str) -> None:
    """Preferences' aids, New game's check boxes at every game and table size, the
    statistics' buttons, About Qt: each has its own letter."""
    for dialog in other_dialogs(settings):
        qtbot.addWidget(dialog)
        dialog.show()
        assert unlettered(dialog) == [], type(dialog).__name__
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    missing = {table: unlettered(dialog) for table in every_table(dialog)}
    assert {table: texts for table, texts in missing.items() if texts} == {}


def test_names_with_an_ampersand_read_as_written_on_the_pass_screen_and_in_the_menu(
        qtbot: QtBot, settings: Settings, lang: str) -> None:
    """A family's "Tom & Jerry" is not "Tom Jerry" with the J underlined (and Alt+J)."""
    controller = GameController(settings, InlineBotWorker("random"))
    window = MainWindow(settings, controller)
    qtbot.addWidget(window)
    window.show()
    seats = (SeatSetup("Tom & Jerry", HUMAN), SeatSetup("Nonna", BOT),
             SeatSetup("R&B", HUMAN), SeatSetup("Zio", BOT))
    controller.new_match(GameSetup(preset("traversone"), seats, seed=8))
    qtbot.waitUntil(lambda: controller.waiting_for == "pass", timeout=WAIT_MS)
    button = window.table.pass_screen.button
    assert access_key(button.text()) is None
    assert "Tom & Jerry" in plain(button.text()) or "R&B" in plain(button.text())
    assert plain(button.text()) == button.accessibleName()
    window.menu_players.aboutToShow.emit()
    entries = [action.text() for action in window.menu_players.actions()]
    assert [access_key(text) for text in entries] == ["t", "n", "r", "z"]
    assert "Tom & Jerry" in plain(entries[0])
    assert "R&B" in plain(entries[2])


def test_every_answer_to_a_question_has_a_letter(
        window: MainWindow, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Resume, Discard it, Keep it, Save to a file…, Close without saving: Alt and a letter
    answer each question as they reach a dialog's buttons (Esc is the cautious answer's)."""
    from PySide6.QtWidgets import QMessageBox

    from traversone_desktop.storage.savefile import SavedGame

    asked: list[tuple[str, list[str]]] = []

    def answer(box: QMessageBox) -> int:
        box.show()
        texts = [b.text() for b in box.buttons() if box.buttonRole(b) not in (
            QMessageBox.ButtonRole.RejectRole, QMessageBox.ButtonRole.ActionRole)]  # Esc, Details
        asked.append((box.windowTitle(), [t for t in texts if access_key(t) is None]))
        assert shared([b.text() for b in box.buttons()]) == {}, box.windowTitle()
        box.hide()
        return int(QMessageBox.StandardButton.Cancel)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    files = window.files
    setup, match = window.controller.setup, window.controller.match
    assert setup is not None and match is not None
    files.ask_resume(SavedGame(setup, match, "2026-12-01T21:00:00+00:00"))
    files.confirm_discard()
    files.ask_leave()
    monkeypatch.setattr(files, "_keep_where_it_stopped", lambda: False)
    files._may_close()
    files._telling = True
    files._tell_autosave_failed()
    assert len(asked) == 5 and all(texts == [] for _title, texts in asked), asked
    monkeypatch.undo()  # the disk "refusing" ends here: the window closes, keeping the match
    assert window.close()
