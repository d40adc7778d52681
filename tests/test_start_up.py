"""The game's start as a player sees it: the window is drawn (felt and menus) before the
match is set up, never an empty black frame while the cards are prepared.

Setting up the first deal (its animation, the player's card faces) takes a tenth of a
second and more, and the window, on screen from ``show()``, is drawn only when the event
loop is free: the match had been set up first, so the window stood black that long."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WHEN_THE_MATCH_IS_SET_UP = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.__main__ import main

paints = []

class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            paints.append(event.rect())
        return False

shown = MainWindow.show
def show(self):
    self.table.viewport().installEventFilter(Paints(self))
    shown(self)

started = MainWindow.start_or_resume
def start_or_resume(self, *args):
    print(f"painted {len(paints)}", flush=True)
    started(self, *args)
    QTimer.singleShot(0, QApplication.quit)

MainWindow.show = show
MainWindow.start_or_resume = start_or_resume
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
"""


def paints_before_the_match(data: Path, *args: str) -> int:
    """Start the game on ``data`` (on this process's Qt platform): how many times its table
    had been painted when its match (or the resume question) was set up."""
    done = subprocess.run([sys.executable, "-c", WHEN_THE_MATCH_IS_SET_UP,
                           "--data-dir", str(data), "--lang", "en", *args],
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    said = [line for line in done.stdout.splitlines() if line.startswith("painted ")]
    assert len(said) == 1, done.stdout
    return int(said[0].split()[1])


def test_the_window_is_drawn_before_the_first_match_is_set_up(tmp_path: Path) -> None:
    assert paints_before_the_match(tmp_path) >= 1


def test_the_window_is_drawn_before_a_save_named_at_start_is_opened(tmp_path: Path) -> None:
    from traversone_desktop.engine import Match, preset
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup
    from traversone_desktop.storage.savefile import write_save

    seats = (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in ("Bruno", "Carla")))
    setup = GameSetup(preset("ciapano"), seats, seed=5)
    match = Match(setup.rules, 5)
    match.start()
    save = tmp_path / "evening.json"
    write_save(save, setup, match)
    assert paints_before_the_match(tmp_path / "data", str(save)) >= 1
