"""Fixtures for the table tests: a main window with in-process bots at instant speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from traversone_desktop.fonts import load_fonts
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.first_moments import FirstMoments
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings

WAIT_MS = 20_000


@pytest.fixture
def settings(tmp_path: Path, qapp: object) -> Iterator[Settings]:
    set_data_dir(tmp_path)
    load_fonts()
    settings = Settings()
    settings.set_welcomed()  # the first turn's welcome has tests of its own
    yield settings
    set_data_dir(None)


@pytest.fixture(autouse=True)
def windows_gone_with_their_test(qapp: object) -> Iterator[None]:
    """A test's windows are deleted as it ends: pytest-qt closes each and asks Qt to delete
    it later, which no event loop did before the next test. With PySide6 6.12 such a window
    outlives its Python side, and the next test's change of language reached it there."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def settled_screens(monkeypatch: pytest.MonkeyPatch) -> None:
    """People take longer than the first moments of a screen that comes up unasked to
    change places or to read it; tests that are not about those moments answer at once
    (``test_first_moments.py`` and the real-window tests keep them)."""
    monkeypatch.setattr(FirstMoments, "settle_ms", 0)


@pytest.fixture
def make_window(qtbot: QtBot, settings: Settings) -> Callable[..., MainWindow]:
    """A shown 1280×800 window whose bots answer at once (``bot`` overrides every level)."""

    def make(bot: str | None = "random", shown: bool = True) -> MainWindow:
        controller = GameController(settings, InlineBotWorker(bot))
        window = MainWindow(settings, controller)
        window.set_session_speed("instant")
        window.resize(1280, 800)
        qtbot.addWidget(window)
        if shown:
            window.show()
            qtbot.waitExposed(window)
        return window

    return make


def wait_for(qtbot: QtBot, window: MainWindow, *states: str) -> str:
    """Wait until the controller waits for one of ``states``; returns which."""
    qtbot.waitUntil(lambda: window.controller.waiting_for in states, timeout=WAIT_MS)
    return window.controller.waiting_for


@contextmanager
def message_boxes_read() -> Iterator[list[tuple[Qt.TextFormat, str]]]:
    """Every message box that comes up meanwhile, read (its text format and text) and
    closed, into the list given."""
    seen: list[tuple[Qt.TextFormat, str]] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.textFormat(), box.text()))
            box.accept()

    reader = QTimer(interval=20, timeout=read_and_close)
    reader.start()
    try:
        yield seen
    finally:
        reader.stop()
