"""Hot-seat privacy when the person at the screen goes to another program (a click on the
taskbar, Alt+Tab), with their hand up: it stayed up for whoever came back. On a Wayland
desktop (Weston here) it is also how a window minimised by the desktop looks to the
program in it (KDE's title bars and taskbar, GNOME's Super+H): there the hand left face
up stayed so for whoever brought the window back."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.main_window import MainWindow

from ..gui.conftest import wait_for
from ..gui.test_hot_seat import annas_hand_up, hands_shown

ACTIVE = Qt.ApplicationState.ApplicationActive
ANOTHER_PROGRAM = (
    "from PySide6.QtWidgets import QApplication, QLabel\n"
    "app = QApplication([])\n"
    "label = QLabel('Another program')\n"
    "label.resize(400, 300)\n"
    "label.show()\n"
    "app.exec()\n")
"""A window of another program, which the desktop gives the keyboard as it opens."""


@pytest.mark.realwindow(wayland=True)
def test_on_wayland_a_hand_left_up_for_another_program_turns_face_down(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """As on X11, but without the Preferences first: once one of the game's windows has
    closed, Weston gives the keyboard to none of them, nor tells the game it has none,
    until the person clicks one; until then it does not tell the game either that another
    program took the keyboard."""
    assert QGuiApplication.platformName() == "wayland"
    window, anna = at_annas_turn(qtbot, make_window)
    goes_to_another_program(qtbot, window, anna, [])


@pytest.mark.realwindow
def test_on_x11_a_hand_left_up_for_another_program_turns_face_down(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna, mid-turn, opens the Preferences: her hand stays up (the game's own window has
    the keyboard). Then she goes to another program: her hand turns face down behind the
    pass screen, and waits there for her."""
    assert QGuiApplication.platformName() == "xcb"
    window, anna = at_annas_turn(qtbot, make_window)
    happened: list[str] = []  # in order, from here on
    window.controller.humanTurnOver.connect(lambda: happened.append("hand down"))
    preferences = PreferencesDialog(window.settings, window)
    qtbot.addWidget(preferences)
    preferences.show()
    qtbot.waitUntil(preferences.isActiveWindow)
    preferences.close()
    qtbot.waitUntil(window.isActiveWindow)
    goes_to_another_program(qtbot, window, anna, happened)
    assert happened == ["another program", "hand down"]  # not as the Preferences came
    # and went: another program takes a second to start, time enough for the game to
    # hear that it had lost the keyboard to them


def at_annas_turn(qtbot: QtBot, make_window: Callable[..., MainWindow]
                  ) -> tuple[MainWindow, int]:
    """A window with the keyboard, at normal speed; Anna's hand up for her: her seat."""
    window = make_window()
    window.set_session_speed("normal")
    window.resize(1040, 600)
    qtbot.waitUntil(lambda: QGuiApplication.applicationState() == ACTIVE)
    return window, annas_hand_up(qtbot, window)


def goes_to_another_program(qtbot: QtBot, window: MainWindow, anna: int,
                            happened: list[str]) -> None:
    """A window of another program opens over the game, with Anna's hand up: the hand
    turns face down behind the pass screen for her; she shows it again and plays on."""
    happened.append("another program")
    other = subprocess.Popen([sys.executable, "-c", ANOTHER_PROGRAM], env=os.environ)
    try:
        qtbot.waitUntil(lambda: QGuiApplication.applicationState() != ACTIVE, timeout=20_000)
        qtbot.waitUntil(lambda: window.controller.waiting_for == "pass")
        assert hands_shown(window) == set() and window.table.pass_screen.isVisible()
        assert "Anna" in window.table.pass_screen.title.text()
    finally:
        other.terminate()
        other.wait(timeout=10)
    window.table.pass_screen.confirmed.emit()
    wait_for(qtbot, window, "human")
    assert window.controller.match.current_player == anna
    qtbot.waitUntil(lambda: hands_shown(window) == {anna})
