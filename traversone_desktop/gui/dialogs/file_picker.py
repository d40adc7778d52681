"""Asking for a file to open or save, in a dialog that shows its columns whole.

Windows and macOS show their own file dialogs. Where Qt draws its own (a Linux desktop
without a platform theme), ``QFileDialog.getSaveFileName`` opens it about 600 pixels wide
with columns of fixed widths, which cut the headers and the file types short, in Italian
most of all ("Dimensio"); this opens it wider, never wider than the window it belongs to,
with the size, type and date columns as wide as what they show and the name taking the rest.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

from .base import shown

ROOM = QSize(900, 540)
"""The size Qt's own file dialog opens at, where the parent window has that much room."""


def first_folder(last: str = "") -> str:
    """Where a file dialog opens: the folder used ``last``, if it is still there, else the
    player's Documents (where Windows and macOS people look for their files), else home."""
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (last, documents):
        if folder and Path(folder).is_dir():
            return folder
    return str(Path.home())


def file_dialog(parent: QWidget, title: str, start: str, filters: str,
                suffix: str = "") -> QFileDialog:
    """The dialog :func:`pick_file` shows: to save when ``suffix`` is given (added to a name
    typed without one), else to open an existing file. ``start`` is a folder, or a file
    name in one that the dialog suggests."""
    dialog = QFileDialog(parent, title, start, filters)
    if suffix:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(suffix)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    room = parent.window().size()
    dialog.resize(min(ROOM.width(), room.width() - 40), min(ROOM.height(), room.height() - 40))
    details = dialog.findChild(QTreeView)  # none where the system's own dialog is shown
    if details is not None:
        header = details.header()  # set each time: Qt keeps the last dialog's header
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name: the rest
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dialog


def pick_file(parent: QWidget, title: str, start: str, filters: str,
              suffix: str = "") -> str:
    """The file chosen in :func:`file_dialog`, or "" if the player cancelled."""
    dialog = file_dialog(parent, title, start, filters, suffix)
    if shown(dialog) != QDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""
