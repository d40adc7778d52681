"""On a short screen the new-game dialog scrolls, and people scroll it with the wheel.

The pointer comes to rest on a list or a number while the page moves, and Qt gave the
wheel to that control: a seat turned from bot to human, the points' rule changed, and
nobody saw it. The wheel is turned through the X server, as a mouse turns it.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.base import FittingBody
from traversone_desktop.storage.settings import Settings

from ..gui.dialog_walk import choices, scrolling_dialog
from .conftest import xdotool

pytestmark = pytest.mark.realwindow


def test_the_wheel_scrolls_a_short_screens_new_game_dialog_and_changes_no_choice(
        qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = scrolling_dialog(qtbot, settings, monkeypatch)
    dialog.show()
    qtbot.waitExposed(dialog)
    body = dialog.findChild(FittingBody)
    assert body is not None and body.verticalScrollBar().maximum() > 0
    xdotool("windowactivate", "--sync", str(int(dialog.winId())))
    qtbot.waitUntil(dialog.isActiveWindow)
    before = choices(body.widget())
    kind = next(c for c in body.widget().findChildren(QComboBox)
                if c.accessibleName() == "Seat 2: human or bot")
    centre = kind.mapToGlobal(kind.rect().center())
    xdotool("mousemove", "--sync", str(centre.x()), str(centre.y()))
    xdotool("click", "--repeat", "4", "--delay", "50", "5")  # towards the player: down
    qtbot.waitUntil(lambda: body.verticalScrollBar().value() > 0)
    xdotool("click", "--repeat", "8", "--delay", "50", "4")  # and back up
    qtbot.waitUntil(lambda: body.verticalScrollBar().value() == 0)
    assert choices(body.widget()) == before
