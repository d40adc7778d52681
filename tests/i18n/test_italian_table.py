"""A match played in Italian shows no English anywhere; a language switch updates open windows.

The walk reads every text a player can see or hear from the visible widgets: window titles,
labels, buttons, tabs, combo items, tables and their headers, text browsers, tooltips and
accessible names, the menus with their actions, and the table's own graphics items (name
plates, banners, cards). A text is English if it is an English source whose Italian
translation differs, or if it has a word only English uses.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cache

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.moves import is_card
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS, preset
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog
from traversone_desktop.gui.language import follow_settings
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.trick_review import TrickReviewDialog
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup
from traversone_desktop.storage.settings import Settings
from traversone_desktop.tools.translations import read_ts, ts_path

WAIT_MS = 30_000
NAMES = ("Anna", "Nonna Pina", "Bruno", "Zio Gino", "Zia Rosa")
ENGLISH_WORDS = frozenset({
    "the", "and", "you", "your", "yours", "deal", "deals", "trick", "tricks", "point", "points",
    "player", "players", "total", "turn", "card", "cards", "score", "scores", "sheet", "game",
    "games", "new", "close", "cancel", "start", "next", "last", "taken", "took", "dealer", "side",
    "seat", "play", "hint", "view", "help", "quit", "rules", "about", "with", "wins", "win",
    "won", "match", "matches", "of", "out", "is", "not", "settings", "preferences", "language",
    "speed", "deck", "save", "statistics", "thinking", "declare", "declares", "claim", "claims",
    "signal", "lead", "leads", "show", "my", "coins", "cups", "swords", "batons", "clubs",
    "hearts", "spades", "diamonds", "ace", "king", "knight", "jack", "queen", "human", "easy",
    "medium", "hard", "master", "slow", "fast", "instant", "small", "large", "aids", "target",
    "replay", "seed", "round", "yes", "every", "nothing",
})
PROPER_NAMES = ("SIL Open Font License", "GNU General Public License", "Traversone Desktop")
"""Names that stay in English in an Italian sentence."""


def plain(text: str) -> str:
    """A text as read: markup and accelerators gone, spaces collapsed."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)) if "<" in text else text
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


@cache
def english_sources() -> frozenset[str]:
    """English texts whose Italian differs: seeing one means a string was not translated."""
    return frozenset(plain(m.source) for m in read_ts(ts_path("it"))
                     if not m.numerus and plain(m.source) != plain(m.forms[0]))


def english_in(text: str) -> str | None:
    """What is English about ``text``, or None."""
    read = plain(text)
    if read in english_sources():
        return read
    for name in PROPER_NAMES:
        read = read.replace(name, "")
    words = [w for w in re.findall(r"[A-Za-z]+", read) if w.lower() in ENGLISH_WORDS]
    return " ".join(words) or None


# -- walking the widgets ----------------------------------------------------------------------
def _item_view_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    for column in range(model.columnCount()):
        yield str(model.headerData(column, Qt.Orientation.Horizontal) or "")
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            yield str(model.data(model.index(row, column)) or "")


def _graphics_texts(view: QGraphicsView) -> Iterator[str]:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        if not item.isVisible():
            continue
        yield item.toolTip()
        for attribute in ("text", "name", "info"):
            value = getattr(item, attribute, None)
            if callable(value):
                value = value()
            if dataclasses.is_dataclass(value):
                yield from (v for v in dataclasses.asdict(value).values() if isinstance(v, str))
            elif isinstance(value, str):
                yield value


def _menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        yield action.text()
        yield action.toolTip() if action.toolTip() != plain(action.text()) else ""
        if action.menu() is not None:
            yield from _menu_texts(action.menu())


def widget_texts(widget: QWidget) -> Iterator[str]:
    """Every text one widget shows, says to a screen reader, or pops up."""
    yield widget.toolTip()
    yield widget.accessibleName()
    if widget.isWindow():
        yield widget.windowTitle()
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QTabWidget):
        yield from (widget.tabText(i) for i in range(widget.count()))
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QLineEdit):
        yield from (widget.text(), widget.placeholderText())
    elif isinstance(widget, QTextEdit):
        yield widget.toPlainText()
    elif isinstance(widget, QAbstractItemView):
        yield from _item_view_texts(widget)
    elif isinstance(widget, QGraphicsView):
        yield from _graphics_texts(widget)
    if isinstance(widget, QMainWindow):
        for action in widget.menuBar().actions():
            if action.menu() is not None:
                yield from _menu_texts(action.menu())


def english_on_screen() -> list[tuple[str, str, str]]:
    """(widget, text, what is English) for every visible widget of every open window."""
    found = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in [top, *top.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            for text in widget_texts(widget):
                bad = english_in(text) if text else None
                if bad:
                    found.append((type(widget).__name__, text, bad))
    return found


def close_dialogs(window: QWidget) -> None:
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            top.close()


# -- the match ----------------------------------------------------------------------------------
@pytest.fixture
def make_window(qtbot: QtBot, settings: Settings) -> Iterator[Callable[[], MainWindow]]:
    """The main window at 1280×800, bots answering at once, animations instant."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(settings, GameController(settings, InlineBotWorker("random")))
        window.set_session_speed("instant")
        window.resize(1280, 800)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        close_dialogs(window)


def hot_seat_setup(variant: str = "traversone") -> GameSetup:
    """Humans at seats 0 and 2 (when there is a seat 2), so the privacy screen shows too."""
    players = {"ciapano": 5, "kifameno": 3}.get(variant, PRESET_PLAYERS[variant][0])
    seats = tuple(SeatSetup(name, HUMAN if seat in (0, 2) else BOT)
                  for seat, name in enumerate(NAMES[:players]))
    return GameSetup(preset(variant, players), seats, seed=5)


def play_until_the_summary(qtbot: QtBot, window: MainWindow,
                           check: Callable[[str], None]) -> None:
    """Humans play their first legal card; every pause is checked."""
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.waiting_for in ("human", "pass", "summary"), timeout=WAIT_MS)
        state = c.waiting_for
        check(state)
        if state == "summary":
            qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
            check("deal summary")
            return
        if state == "pass":
            window.table.pass_screen.confirmed.emit()
        else:
            assert c.match is not None
            c.play(next(m for m in c.match.legal_moves() if is_card(m)))


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_an_italian_match_shows_no_english(qtbot: QtBot, speak: Callable[[str], None],
                                           settings: Settings,
                                           make_window: Callable[[], MainWindow],
                                           variant: str) -> None:
    speak("it")
    window = make_window()
    assert window.menu_game.title() == "&Partita"
    window.controller.new_match(hot_seat_setup(variant))
    failures: list[tuple[str, str, str, str]] = []

    def check(where: str) -> None:
        failures.extend((where, *found) for found in english_on_screen())

    play_until_the_summary(qtbot, window, check)
    match = window.controller.match
    assert match is not None
    dialogs: dict[str, Callable[[], object]] = {
        "score sheet": window.show_score_sheet,
        "rules": window.show_rules,  # this variant's page
        "about": window.show_about,
        "keys": window.show_keys,
        "statistics": window.show_statistics,
        "last trick": window.review_last_trick,
        "new game": lambda: NewGameDialog(settings, window).show(),
        "preferences": window.show_preferences,
        "winner": lambda: WinnerDialog(match.records, window.controller.names(), (0,),
                                       [list(s) for s in match.sides], window).open(),
    }
    for name, open_dialog in dialogs.items():
        open_dialog()
        qtbot.waitUntil(lambda: sum(w.isVisible() for w in QApplication.topLevelWidgets())
                        >= 3)  # the window, the deal summary and this dialog
        check(name)
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and top not in (window, window.summary):
                top.close()
    assert failures == []


def test_the_walk_finds_english(qtbot: QtBot, settings: Settings,
                                make_window: Callable[[], MainWindow]) -> None:
    """The same walk on the English window finds the menus, the table and a dialog."""
    window = make_window()
    window.controller.new_match(hot_seat_setup())
    qtbot.waitUntil(lambda: window.controller.waiting_for in ("human", "pass"), timeout=WAIT_MS)
    NewGameDialog(settings, window).show()
    found = {text for _, text, _ in english_on_screen()}
    assert {"&Game", "&New game…", "New game", "Cancel"} <= found
    assert "Total 0 · taken 0" in found  # a name plate on the table


def test_the_last_trick_under_review_speaks_the_new_language(
        qtbot: QtBot, speak: Callable[[str], None]) -> None:
    """Open over the table when the language is switched in Preferences, the last trick
    kept its old title, its "Taken by…" and the player's "You"."""
    speak("en")
    review = TrickReviewDialog([(0, 1), (1, 12), (2, 3), (3, 4)],
                               ["You", "Anna", "Bruno", "Carla"], "napoletane")
    qtbot.addWidget(review)
    review.show()
    assert (review.windowTitle(), review.taken.text()) == ("Last trick", "Taken by Carla")
    speak("it")
    qtbot.waitUntil(lambda: review.windowTitle() == "Ultima presa")
    assert review.taken.text() == "Presa da Carla"
    assert [who.text() for who in review.players] == ["Tu", "Anna", "Bruno", "Carla"]
    assert review.pictures[0].toolTip().endswith(" di denari")


def test_switching_language_updates_the_open_windows(
        qtbot: QtBot, speak: Callable[[str], None], settings: Settings,
        make_window: Callable[[], MainWindow]) -> None:
    speak("en")
    window = make_window()
    follow_settings(settings)
    window.controller.new_match(replace(default_setup("Anna"), seed=5))
    qtbot.waitUntil(lambda: window.controller.waiting_for == "human", timeout=WAIT_MS)
    dialog = NewGameDialog(settings, window)
    dialog.show()
    assert (window.menu_game.title(), dialog.windowTitle()) == ("&Game", "New game")
    assert window.table.furniture.prompt.text == "Your turn: play a card"
    window.show_preferences()
    preferences = window.findChild(PreferencesDialog)
    preferences.language.setCurrentIndex(preferences.language.findData("it"))
    assert settings.language() == "it"
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Partita")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Nuova partita")
    assert window.act_new.text() == "&Nuova partita…"
    assert window.table.furniture.prompt.text == "Tocca a te: gioca una carta"
    assert english_on_screen() == []
    qtbot.waitUntil(lambda: preferences.windowTitle() == "Preferenze")
    preferences.language.setCurrentIndex(preferences.language.findData("en"))
    qtbot.waitUntil(lambda: window.menu_help.title() == "&Help")
    assert dialog.windowTitle() == "New game"
