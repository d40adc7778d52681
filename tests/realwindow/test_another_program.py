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
    assert QGuiApplication.platformName() == "wayland"
    goes_to_another_program(qtbot, make_window)


@pytest.mark.realwindow
def test_on_x11_a_hand_left_up_for_another_program_turns_face_down(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    assert QGuiApplication.platformName() == "xcb"
    goes_to_another_program(qtbot, make_window)


def goes_to_another_program(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna, mid-turn, opens the Preferences: her hand stays up (the game's own window has
    the keyboard). Then she goes to another program (or, on Wayland, minimises the window
    from the desktop's title bar, which looks the same to the game): her hand turns face
    down behind the pass screen, and waits there for her."""
    window = make_window()
    window.set_session_speed("normal")
    window.resize(1040, 600)
    qtbot.waitUntil(lambda: QGuiApplication.applicationState() == ACTIVE)
    anna = annas_hand_up(qtbot, window)

    preferences = PreferencesDialog(window.settings, window)
    qtbot.addWidget(preferences)
    preferences.show()
    qtbot.waitUntil(preferences.isActiveWindow)
    preferences.close()
    qtbot.waitUntil(window.isActiveWindow, timeout=20_000)  # (Weston is slow under load)
    qtbot.waitUntil(lambda: not window.away.gone_check.isActive())  # had it been without
    assert window.controller.waiting_for == "human"  # the keyboard, it looked again
    assert hands_shown(window) == {anna}

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
