"""The crash dialog quotes the error as Python wrote it, and says where the details went."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from traversone_desktop.gui import crash
from traversone_desktop.storage.settings import Settings


def test_the_error_is_shown_as_written_never_as_markup(settings: Settings) -> None:
    """An error that quotes code ("'<' not supported", a tag in a file it read) was taken
    by Qt for rich text: words between brackets vanished and the paragraphs ran together."""
    seen: list[tuple[Qt.TextFormat, str]] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.textFormat(), box.text()))
            box.accept()

    error = ValueError("<html>unexpected <b>tag</b> in the file")
    reader = QTimer(interval=20, timeout=read_and_close)
    reader.start()
    try:
        crash.report(ValueError, error, None, interactive=True)
    finally:
        reader.stop()
    [(text_format, text)] = seen
    assert text_format == Qt.TextFormat.PlainText
    assert text.startswith("Traversone hit an unexpected error: <html>unexpected <b>tag</b>")
    assert str(crash.crash_log()) in text
    assert "ValueError: <html>unexpected <b>tag</b>" in crash.crash_log().read_text("utf-8")
