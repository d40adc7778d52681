"""Help › Keys: every key of the game on one page, the table's own first."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs import keys_help
from traversone_desktop.gui.dialogs.base import FRAME_ROOM
from traversone_desktop.gui.dialogs.keys_help import KeysDialog, menu_entries, menu_keys
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.words import plain
from traversone_desktop.i18n import install_language

from .dialog_walk import NETBOOK_ROOM


def _opened(qtbot: QtBot, window: MainWindow) -> KeysDialog:
    window.menu_help.aboutToShow.emit()
    next(a for a in window.menu_help.actions() if plain(a.text()) == "Keys").trigger()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), KeysDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, KeysDialog)
    return dialog


def test_the_keys_page_names_the_tables_keys_then_every_menu_entrys(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The arrows and Enter that play a card are in no menu: a grandfather who plays with
    the keyboard had only the README to learn them from. The page tells them first, then
    every menu entry that has a key, under its menu, as the menus show it."""
    window = make_window()
    dialog = _opened(qtbot, window)
    text = dialog.page.text()
    assert text.index("Choose a card of your hand") < text.index("Game")
    menus = (window.menu_game, window.menu_play, window.menu_view, window.menu_help)
    for menu in menus:
        for action in menu_entries(menu):
            if not action.shortcut().isEmpty():
                assert action.shortcut().toString() in text, plain(action.text())
                assert plain(action.text()).removesuffix("…") in text
    assert ("Ctrl+Shift+S, Ctrl+S", "Save as") in menu_keys(window.menu_game)
    assert menu_keys(window.menu_help) == [("F1", "Rules of this game")]  # not the Help key
    assert not any(keys.endswith(("Save", "Exit")) for menu in menus
                   for keys, _ in menu_keys(menu))  # keys few keyboards have
    default = [b.text() for b in dialog.findChildren(QPushButton) if b.isDefault()]
    assert default == ["Close"]  # Enter closes it, as Esc does


def test_on_a_mac_the_keys_page_follows_its_menus(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A Mac shows About, Preferences and Quit in its first menu, named after the game,
    and underlines no letters: the page says so, not where the other systems have them."""
    monkeypatch.setattr(keys_help, "ON_A_MAC", True)
    window = make_window()
    text = _opened(qtbot, window).page.text()
    moved = ["Preferences", "Quit"]  # About has no key
    places = [text.index(f"<td>{what}</td>") for what in moved]
    assert text.index("<b>Traversone</b>") < places[0] < places[1] < text.index("<b>Game</b>")
    assert "Alt + letter" not in text
    for menu in (window.menu_game, window.menu_view, window.menu_help):
        assert not {what for _, what in menu_keys(menu)} & set(moved)


def test_the_keys_page_is_read_whole_across_and_scrolls_on_a_netbook(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A row cut at the right edge loses what its key does; on a netbook the page scrolls
    down, the dialog inside the screen."""
    window = make_window()
    dialog = _opened(qtbot, window)
    assert dialog.area.viewport().width() >= dialog.page.sizeHint().width()
    dialog.close()
    monkeypatch.setattr(KeysDialog, "screen_room", lambda self: NETBOOK_ROOM)
    dialog = _opened(qtbot, window)
    assert dialog.height() + FRAME_ROOM.height() <= NETBOOK_ROOM.height()
    assert dialog.area.verticalScrollBar().maximum() > 0
    assert dialog.area.viewport().width() >= dialog.page.sizeHint().width()


def test_the_keys_page_speaks_italian(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    install_language("it")
    try:
        window = make_window()
        window.menu_help.aboutToShow.emit()
        keys = next(a for a in window.menu_help.actions() if plain(a.text()) == "Tasti")
        keys.trigger()
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), KeysDialog))
        text = QApplication.activeModalWidget().page.text()
        for said in ("Al tavolo", "Gioca la carta scelta", "Invio, Spazio", "Partita",
                     "Nuova partita", "Regole di questo gioco"):
            assert said in text
    finally:
        install_language("en")
