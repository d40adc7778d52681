"""Qt's own dialogs speak the interface's language, where Qt's catalogue falls short too."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFileDialog


def test_the_save_and_open_dialogs_speak_italian(speak: Callable[[str], None]) -> None:
    """Qt's own file dialog (the one Linux desktops without a portal get) labels every
    field in Italian, the two labels Qt's catalogue lacks included."""
    speak("it")
    for mode in (QFileDialog.AcceptMode.AcceptSave, QFileDialog.AcceptMode.AcceptOpen):
        dialog = QFileDialog()
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(mode)
        labels = [dialog.labelText(label) for label in QFileDialog.DialogLabel]
        assert labels[:3] == ["&Cerca in:", "&Nome del file:", "File di &tipo:"], labels
        dialog.deleteLater()
