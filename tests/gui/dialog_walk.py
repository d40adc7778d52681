"""Walking the new-game dialog through every game and table size, as a player choosing."""

from __future__ import annotations

from collections.abc import Iterator

from traversone_desktop.engine.rules import PRESET_NAMES
from traversone_desktop.gui.dialogs.new_game import NewGameDialog


def every_table(dialog: NewGameDialog) -> Iterator[tuple[str, int]]:
    """Choose each game, then each of its table sizes; yield (game, players) at each."""
    for name in PRESET_NAMES:
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        for i in range(dialog.players.count()):
            dialog.players.setCurrentIndex(i)
            yield name, dialog.players.currentData()
