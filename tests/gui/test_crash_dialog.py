"""The crash dialog quotes the error as Python wrote it, and says where the details went."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.storage.test_game_files import answer_at_once_then_late
from traversone_desktop.gui import crash
from traversone_desktop.gui.first_moments import SETTLE_MS, FirstMoments
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.storage.settings import Settings

from .conftest import message_boxes_read


def test_the_error_is_shown_as_written_never_as_markup(settings: Settings) -> None:
    """An error that quotes code ("'<' not supported", a tag in a file it read) was taken
    by Qt for rich text: words between brackets vanished and the paragraphs ran together."""
    error = ValueError("<html>unexpected <b>tag</b> in the file")
    with message_boxes_read() as seen:
        crash.report(ValueError, error, None, interactive=True)
    [(text_format, text)] = seen
    assert text_format == Qt.TextFormat.PlainText
    assert text.startswith("Traversone hit an unexpected error: <html>unexpected <b>tag</b>")
    assert str(crash.crash_log()) in text
    assert "ValueError: <html>unexpected <b>tag</b>" in crash.crash_log().read_text("utf-8")


def test_the_enter_that_played_a_card_does_not_close_it_unread(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It comes up unasked, often from the key that played a card: that Enter, repeated,
    closed it before anyone read it. It waits its first moments, over the game's window."""
    monkeypatch.setattr(FirstMoments, "settle_ms", SETTLE_MS)
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    parents: list[QWidget | None] = []
    QTimer.singleShot(0, lambda: parents.append(QApplication.activeModalWidget().parentWidget()))
    seen = answer_at_once_then_late(qtbot, Qt.Key.Key_Return)
    crash.report(RuntimeError, RuntimeError("a bot lost its way"), None, interactive=True)
    assert seen == [True, True, False]
    assert parents == [window]
