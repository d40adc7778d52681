"""The table the GUI benchmarks watch: a shown window on a fresh data folder, with the bundled
fonts and no pause before a bot answers, so the figures are the table's own."""

from __future__ import annotations

import sys
import tempfile

from PySide6.QtWidgets import QApplication

from traversone_desktop.fonts import load_fonts
from traversone_desktop.gui.bot_worker import Worker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings


def table_window(worker: Worker | None, speed: str, width: int = 1280,
                 height: int = 800) -> tuple[QApplication, GameController, MainWindow]:
    """The application, its controller (``worker``: the bots' worker; None, the app's own
    process) and the shown window, animating at ``speed``."""
    app = QApplication(sys.argv[:1])
    set_data_dir(tempfile.mkdtemp(prefix="traversone-bench-"))
    load_fonts()
    settings = Settings()
    controller = GameController(settings, worker)
    window = MainWindow(settings, controller)
    window.set_session_speed(speed)
    controller.think_ms = 0
    window.resize(width, height)
    window.show()
    return app, controller, window
