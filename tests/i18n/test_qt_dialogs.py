"""Qt's own dialogs speak the interface's language, where Qt's catalogue falls short too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileInfo, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QTreeView, QWidget
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.file_picker import file_dialog


def test_the_save_and_open_dialogs_speak_italian(
        speak: Callable[[str], None], tmp_path: Path) -> None:
    """Qt's own file dialog (the one Linux desktops without a portal get) labels every
    field in Italian, the two labels Qt's catalogue lacks included, and calls a folder a
    folder in its Type column."""
    speak("it")
    for mode in (QFileDialog.AcceptMode.AcceptSave, QFileDialog.AcceptMode.AcceptOpen):
        dialog = QFileDialog()
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(mode)
        labels = [dialog.labelText(label) for label in QFileDialog.DialogLabel]
        assert labels[:3] == ["&Cerca in:", "&Nome del file:", "&Tipo di file:"], labels
        dialog.deleteLater()
    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Cartella"


def test_the_file_dialog_shows_its_column_headers_whole(
        qtbot: QtBot, speak: Callable[[str], None]) -> None:
    """Qt's file dialog opened for a save in Italian: "Dimensione" and "Data di modifica"
    are not cut, the name column fills the rest of the row, the dialog fits its window,
    and a name typed bare gets ".json"."""
    speak("it")
    window = QWidget()
    window.resize(1000, 600)
    qtbot.addWidget(window)
    dialog = file_dialog(window, "Salva la partita", "partita.json", "(*.json)", suffix="json")
    qtbot.addWidget(dialog)
    dialog.show()
    details = dialog.findChild(QTreeView)
    header = details.header()
    metrics = QFontMetrics(header.font())
    for column in range(header.count()):
        text = header.model().headerData(column, Qt.Orientation.Horizontal)
        assert header.sectionSize(column) > metrics.horizontalAdvance(text), text
    assert header.length() >= details.viewport().width() - 1
    assert dialog.width() <= window.width() and dialog.height() <= window.height()
    assert dialog.defaultSuffix() == "json"
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
