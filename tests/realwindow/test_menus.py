"""A menu opened from the keyboard and closed with Esc gives the keys back to the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.main_window import MainWindow

from ..gui.conftest import wait_for
from ..gui.test_table_play import start
from .conftest import xdotool

pytestmark = pytest.mark.realwindow


@pytest.mark.parametrize("menu", ["alt+g", "alt+p", "alt+v", "alt+h"])
def test_esc_from_a_menu_gives_the_arrows_back_to_the_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow], menu: str) -> None:
    """Alt and a letter, then Esc: the menu bar kept the keys, drawn as nothing, and the
    arrows and Enter seemed dead at the table until a click on it."""
    window = make_window()
    start(window, seed=21)
    wait_for(qtbot, window, "human")
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    qtbot.waitUntil(window.isActiveWindow)
    window.table.setFocus()
    xdotool("key", menu)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    xdotool("key", "Escape")
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    before = window.table.hand.focus
    xdotool("key", "Right")
    qtbot.waitUntil(lambda: window.table.hand.focus != before)
