"""Asking for a file to open or save, in a dialog that shows its columns whole.

Windows and macOS show their own file dialogs. Where Qt draws its own (a Linux desktop
without a platform theme), ``QFileDialog.getSaveFileName`` opens it about 600 pixels wide
with columns of fixed widths, which cut the headers and the file types short, in Italian
most of all ("Dimensio"); this opens it wider, never wider than the window it belongs to,
with the size, type and date columns as wide as what they show and the name taking the rest.
Its places on the left were home and the computer alone, in a strip too narrow for their
names; here the Desktop, Documents and Downloads join them, named whole.

Qt's own dialog also tells each file's type and icon by reading its first bytes, some of
them on the game's own thread: a file that never ends (``/proc/kmsg``, reached by browsing
to /proc) froze the game for good, the dialog blank and the window deaf even to a logout.
Here a file's name alone tells its type. And it writes sizes and dates as the system's
language does, whatever the game speaks: here they are written in the game's language.

Qt's own dialog also renames and deletes what it shows: its menu's Delete, answered Yes,
removes a folder with everything in it, at once and for good (not into the wastebasket).
Two clicks of a child exploring the Open dialog could wipe the family's photographs. Here
it only shows the files (the ``ReadOnly`` option; the price is its New Folder button). The
systems' own dialogs (Windows, macOS, a desktop's theme) are left as they are.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QFileInfo,
    QIdentityProxyModel,
    QLocale,
    QMimeDatabase,
    QMimeType,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    QStandardPaths,
    Qt,
    QUrl,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QStyle,
    QTreeView,
    QWidget,
)

from .base import shown

ROOM = QSize(900, 540)
"""The size Qt's own file dialog opens at, where the parent window has that much room."""


class NamesOnly(QFileIconProvider):
    """Icons and types told by a file's name, never by reading it (folders and drives as
    Qt tells them, which reads nothing). Called from Qt's file-information thread too."""

    def icon(self, what: QFileInfo | QFileIconProvider.IconType) -> QIcon:
        if not isinstance(what, QFileInfo) or not what.isFile():
            return super().icon(what)
        fallback = super().icon(QFileIconProvider.IconType.File)
        return QIcon.fromTheme(_by_name(what).iconName(), fallback)

    def type(self, info: QFileInfo) -> str:
        if not info.isFile():
            return super().type(info)
        mime = _by_name(info)
        return mime.comment() or mime.name()


def _by_name(info: QFileInfo) -> QMimeType:
    """The file's type as its name says (a database each time: one per thread is safe)."""
    return QMimeDatabase().mimeTypeForFile(info, QMimeDatabase.MatchMode.MatchExtension)


NAMES_ONLY = NamesOnly()
"""Every file dialog's; it lives as long as the game (a dialog keeps no hold on it)."""

SIZE_COLUMN, DATE_COLUMN = 1, 3
"""The columns of Qt's file model that it writes in the system's language."""


class InTheGamesLanguage(QIdentityProxyModel):
    """Qt's file model with its sizes and dates written as the game's language writes them
    (the default locale), not as the system's: "12/5/26 2:23 AM" in an Italian game on an
    American system, read as the 12th of May."""

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        files = self.sourceModel()
        if (role != Qt.ItemDataRole.DisplayRole or index.column() not in (SIZE_COLUMN, DATE_COLUMN)
                or not isinstance(files, QFileSystemModel)):
            return super().data(index, role)
        shown = self.mapToSource(index)
        if index.column() == DATE_COLUMN:
            return QLocale().toString(files.lastModified(shown), QLocale.FormatType.ShortFormat)
        if files.isDir(shown):
            return super().data(index, role)
        return QLocale().formattedDataSize(files.size(shown))


Place = QStandardPaths.StandardLocation

SIDEBAR_PLACES = (Place.DesktopLocation, Place.DocumentsLocation, Place.DownloadLocation)
"""The folders Qt's own dialog lists on its left after home (where they exist): it lists
home and the computer alone, and a deck that came by mail waits in Downloads."""


def first_folder(last: str = "", *places: Place) -> str:
    """Where a file dialog opens: the folder used ``last``, if it is still there, else the
    first of ``places`` there is (by default the player's Documents, where Windows and
    macOS people look for their files), else home."""
    for folder in (last, *map(QStandardPaths.writableLocation,
                              places or (Place.DocumentsLocation,))):
        if folder and Path(folder).is_dir():
            return folder
    return str(Path.home())


def _sidebar() -> list[QUrl]:
    """Home, the usual places that exist (not home itself, where a bare system has them
    so), and the computer's drives."""
    home = Path.home()
    folders = dict.fromkeys(Path(QStandardPaths.writableLocation(place))
                            for place in SIDEBAR_PLACES)
    return [QUrl.fromLocalFile(str(home)),
            *(QUrl.fromLocalFile(str(folder)) for folder in folders
              if folder != home and folder.is_dir()),
            QUrl("file:")]


def file_dialog(parent: QWidget, title: str, start: str, filters: str,
                suffix: str = "", many: bool = False) -> QFileDialog:
    """The dialog :func:`pick_file` shows: to save when ``suffix`` is given (added to a name
    typed without one), else to open an existing file, or several if ``many``. ``start`` is
    a folder, or a file name in one that the dialog suggests."""
    dialog = QFileDialog(parent, title, start, filters)
    dialog.setIconProvider(NAMES_ONLY)
    if suffix:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(suffix)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles if many
                           else QFileDialog.FileMode.ExistingFile)
    room = parent.window().size()
    dialog.resize(min(ROOM.width(), room.width() - 40), min(ROOM.height(), room.height() - 40))
    details = dialog.findChild(QTreeView)  # none where the system's own dialog is shown
    if details is not None:
        dialog.setOption(QFileDialog.Option.ReadOnly)  # nothing renamed or deleted from here
        dialog.setSidebarUrls(_sidebar())
        places = dialog.findChild(QListView, "sidebar")
        if places is not None:  # as wide as its names ("Scaricati")
            bar = places.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            places.setMinimumWidth(places.sizeHintForColumn(0) + 2 * places.frameWidth() + bar)
        dialog.setProxyModel(InTheGamesLanguage(dialog))
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
    chosen = dialog.selectedFiles() if shown(dialog) == QDialog.DialogCode.Accepted else []
    return chosen[0] if chosen else ""


def pick_files(parent: QWidget, title: str, start: str, filters: str) -> list[str]:
    """The existing files chosen in :func:`file_dialog`, one or more (with Ctrl or Shift),
    or none if the player cancelled."""
    dialog = file_dialog(parent, title, start, filters, many=True)
    return dialog.selectedFiles() if shown(dialog) == QDialog.DialogCode.Accepted else []
