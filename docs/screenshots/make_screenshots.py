"""Take the README's table screenshots: a deal in progress, seen by the human player.

Run from the repository root:
``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python docs/screenshots/make_screenshots.py``.
The match is seeded and the bots are the random bot in-process, so the pictures are the
same every time; play stops at the human's turn once two tricks have been taken.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from tempfile import mkdtemp

from PySide6.QtWidgets import QApplication

from traversone_desktop.engine import preset
from traversone_desktop.fonts import load_fonts
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings

HERE = Path(__file__).resolve().parent
SHOTS = (
    ("table-1280x800.png", (1280, 800), replace(default_setup("Anna"), seed=7), 2),
    ("table-1920x1080.png", (1920, 1080),
     GameSetup(preset("tressette"), (SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT),
                                     SeatSetup("Nonna Pina", BOT), SeatSetup("Zia Rosa", BOT)),
               deck="piacentine", seed=3), 0),
    ("table-five-1280x800.png", (1280, 800),
     GameSetup(preset("ciapano", 5),
               (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in (
                   "Zio Gino", "Nonna Pina", "Zia Rosa", "Cugino Leo"))),
               deck="bergamasche", seed=5), 3),
)


def shoot(app: QApplication, name: str, size: tuple[int, int], setup: GameSetup,
          tricks: int) -> None:
    settings = Settings()
    window = MainWindow(settings, GameController(settings, InlineBotWorker("random")))
    window.set_session_speed("instant")
    window.resize(*size)
    window.show()
    window.controller.new_match(setup)
    while True:
        app.processEvents()
        c = window.controller
        if c.waiting_for != "human":
            continue
        model = window.table.model
        taken = sum(len(p) for p in model.piles) // model.seats
        if taken >= tricks and model.trick:
            break
        c.play(next(m for m in c.match.legal_moves() if m < 40))
    app.processEvents()
    window.grab().save(str(HERE / name), "PNG")
    print(HERE / name)
    window.close()


def main() -> int:
    app = QApplication(sys.argv[:1])
    set_data_dir(mkdtemp(prefix="traversone-shots-"))
    load_fonts()
    for name, size, setup, tricks in SHOTS:
        shoot(app, name, size, setup, tricks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
