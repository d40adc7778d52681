"""Adding a deck of photographs takes seconds, and people press keys meanwhile.

Forty phone pictures to check, turn and copy: while that went on, the game's window was
frozen with the file dialog still drawn on it, so a player pressed Enter again; once the
deck was in, that Enter reached the hand and played a card nobody chose. Typed through
the X server with xdotool, as a person types, while the deck is being added.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.art.photographed import make_photographed_deck
from traversone_desktop.art.registry import use_user_decks
from traversone_desktop.gui import deck_import
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.storage.paths import data_dir

from ..gui.conftest import wait_for
from ..gui.test_table_play import start
from .conftest import xdotool

pytestmark = pytest.mark.realwindow


class LeftKeys(QObject):
    """Counts the Left keys the game is given, wherever they go."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() == Qt.Key.Key_Left:
            self.count += 1
        return False


def test_an_enter_pressed_while_a_deck_is_added_plays_no_card(
        qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    use_user_decks(data_dir() / "decks")  # (this test has a process of its own)
    photos = make_photographed_deck(tmp_path / "phone pictures")
    monkeypatch.setattr(deck_import, "pick_files", lambda *_a, **_k: [str(photos / "deck.json")])
    adding = deck_import.add_user_deck

    def impatiently(source: Path, step: Callable[[], None]) -> str:
        xdotool("key", "Return")  # typed while the deck is being added
        return adding(source, step)

    monkeypatch.setattr(deck_import, "add_user_deck", impatiently)
    window.set_session_speed("normal")
    start(window, seed=21)
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    qtbot.waitUntil(window.isActiveWindow)
    deck = deck_import.add_deck(window, window.settings)
    assert deck is not None and window.table.deck == deck
    lefts = LeftKeys()
    QApplication.instance().installEventFilter(lefts)
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    qtbot.waitUntil(window.isActiveWindow)
    xdotool("key", "Left")  # the X server hands keys over in order: the Enter went first
    qtbot.waitUntil(lambda: lefts.count > 0)
    QApplication.instance().removeEventFilter(lefts)
    assert not match.has_moved(0), "the Enter typed meanwhile played a card"
    assert window.controller.waiting_for == "human"
