"""Walking the new-game dialog through every game and table size, as a player choosing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.rules import PRESET_NAMES
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.storage.settings import Settings

NETBOOK_ROOM = QSize(1024, 552)
"""What a 1024×600 screen with a panel leaves a dialog."""


def every_table(dialog: NewGameDialog) -> Iterator[tuple[str, int]]:
    """Choose each game, then each of its table sizes; yield (game, players) at each."""
    for name in PRESET_NAMES:
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        for i in range(dialog.players.count()):
            dialog.players.setCurrentIndex(i)
            yield name, dialog.players.currentData()


def choose_table(dialog: NewGameDialog, game: str, players: int) -> None:
    """Choose ``game`` at a table of ``players``."""
    dialog.preset.setCurrentIndex(dialog.preset.findData(game))
    dialog.players.setCurrentIndex(dialog.players.findData(players))


def scrolling_dialog(qtbot: QtBot, settings: Settings,
                     monkeypatch: pytest.MonkeyPatch) -> NewGameDialog:
    """The dialog on a netbook's screen set for Ciapanò at five: its seats and rules
    scroll."""
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: NETBOOK_ROOM)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    choose_table(dialog, "ciapano", 5)
    return dialog


def choices(body: QWidget) -> list[object]:
    """What every list and number shown in ``body`` says."""
    return [c.currentText() if isinstance(c, QComboBox) else c.value()
            for c in body.findChildren(QWidget)
            if isinstance(c, (QComboBox, QSpinBox)) and c.isVisible()]
