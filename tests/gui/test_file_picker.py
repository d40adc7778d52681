"""The file dialogs tell a file's type by its name (reading a file to tell it can hang), and
they delete nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QAbstractProxyModel,
    QDate,
    QDateTime,
    QFileInfo,
    QItemSelectionModel,
    QLocale,
    QMimeDatabase,
    QTime,
    QTimer,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileIconProvider,
    QFileSystemModel,
    QListView,
    QMessageBox,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.file_picker import file_dialog

PDF_START = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"


def test_a_files_type_comes_from_its_name_never_from_what_it_holds(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A file without an extension that starts like a PDF: Qt's own provider opens it to
    say "PDF document"; the dialogs' provider says what the name says, as it does of a
    save, and of a folder what Qt says."""
    window = QWidget()
    qtbot.addWidget(window)
    dialog = file_dialog(window, "Open match", str(tmp_path), "(*.json)")
    qtbot.addWidget(dialog)
    provider = dialog.iconProvider()
    notes, save = tmp_path / "notes", tmp_path / "evening.json"
    notes.write_bytes(PDF_START)
    save.write_bytes(PDF_START)
    by_name = QMimeDatabase().mimeTypeForFile(QFileInfo(str(notes)),
                                              QMimeDatabase.MatchMode.MatchExtension)
    assert "PDF" in QFileIconProvider().type(QFileInfo(str(notes)))  # Qt reads it
    assert provider.type(QFileInfo(str(notes))) == by_name.comment()
    assert "PDF" not in provider.type(QFileInfo(str(notes)))
    assert "JSON" in provider.type(QFileInfo(str(save)))
    folder = QFileInfo(str(tmp_path))
    assert provider.type(folder) == QFileIconProvider().type(folder)
    assert not provider.icon(QFileInfo(str(save))).isNull()


BROWSE_PROC = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileSystemModel
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
from traversone_desktop.gui import deck_import
from traversone_desktop.gui.deck_import import add_deck
from traversone_desktop.gui.dialogs.file_picker import file_dialog
from traversone_desktop.gui.main_window import MainWindow
window = QWidget()
window.resize(1000, 600)
dialog = file_dialog(window, "Open match", "/proc", "(*)")
dialog.show()
model = dialog.findChild(QFileSystemModel)
def told():
    index = model.index("/proc/kmsg")
    if index.isValid() and model.type(index):
        app.exit(0)
ticks = QTimer(interval=50, timeout=told)
ticks.start()
QTimer.singleShot(30_000, lambda: app.exit(3))
sys.exit(app.exec())
"""


def test_browsing_to_proc_leaves_the_game_awake() -> None:
    """In /proc, Qt's own dialog read /proc/kmsg to tell its type, on the game's thread,
    and that read never ends (where the game may read it): the window froze for good,
    deaf even to a logout. The dialog lists /proc and tells each file's type, and the
    game's timers keep running. (In a process of its own, so a freeze fails the test
    instead of hanging the run.)"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", BROWSE_PROC], env=env, timeout=60,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_sizes_and_dates_are_written_in_the_games_language(qtbot: QtBot, tmp_path: Path) -> None:
    """An Italian game on a system set to another language: Qt's file model writes the
    size and the date as the system does ("12/5/26 2:30 PM", read in Italy as the 12th of
    May); the dialogs write them in Italian, as the rest of the dialog is."""
    save = tmp_path / "evening.json"
    save.write_bytes(b"x" * 5273)
    when = QDateTime(QDate(2026, 12, 5), QTime(14, 30))
    os.utime(save, (when.toSecsSinceEpoch(), when.toSecsSinceEpoch()))
    italian = QLocale(QLocale.Language.Italian)
    before = QLocale()
    QLocale.setDefault(italian)
    try:
        window = QWidget()
        qtbot.addWidget(window)
        dialog = file_dialog(window, "Apri una partita", str(tmp_path), "(*.json)")
        qtbot.addWidget(dialog)
        files = dialog.findChild(QFileSystemModel)
        qtbot.waitUntil(lambda: files.index(str(save)).isValid()
                        and files.size(files.index(str(save))) == 5273)
        listed = dialog.findChild(QTreeView).model()  # what the dialog's details show
        row = files.index(str(save))
        if listed is not files:
            row = listed.mapFromSource(row)
        size, date = (row.siblingAtColumn(column).data() for column in (1, 3))
    finally:
        QLocale.setDefault(before)
    assert date == italian.toString(when, QLocale.FormatType.ShortFormat)
    assert date.startswith("05/12/26")
    assert size == italian.formattedDataSize(5273) == "5,15 KiB"


def test_nothing_shown_in_a_file_dialog_can_be_deleted_or_renamed(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Qt's own dialog deletes the folder its menu is opened on, everything inside
    included, once its question is answered Yes: a child exploring the Open dialog could
    wipe the family's photographs in two clicks. Here every question is answered Yes."""
    photos = tmp_path / "Photos"
    (photos / "2019").mkdir(parents=True)
    (photos / "2019" / "beach.jpg").write_bytes(b"a holiday")
    window = QWidget()
    qtbot.addWidget(window)
    dialog = file_dialog(window, "Open match", str(tmp_path), "(*.json)")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    model = dialog.findChild(QFileSystemModel)
    qtbot.waitUntil(lambda: model.index(str(photos)).isValid())
    view = next(v for v in dialog.findChildren(QAbstractItemView)
                if v.objectName() in ("treeView", "listView") and v.isVisible())
    shown = view.model()
    row = model.index(str(photos))
    if isinstance(shown, QAbstractProxyModel):
        row = shown.mapFromSource(row)
    view.selectionModel().select(row, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                 | QItemSelectionModel.SelectionFlag.Rows)
    answered: list[str] = []

    def say_yes() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box is not dialog:
            answered.append(box.text())
            box.button(QMessageBox.StandardButton.Yes).click()

    answers = QTimer(interval=20, timeout=say_yes)
    answers.start()
    for name in ("qt_delete_action", "qt_rename_action"):
        view.customContextMenuRequested.emit(view.visualRect(row).center())  # right click
        action = dialog.findChild(QAction, name)
        assert action is not None, f"Qt's dialog no longer has {name}"
        action.trigger()
        if (menu := QApplication.activePopupWidget()) is not None:
            menu.close()
    answers.stop()
    assert (photos / "2019" / "beach.jpg").read_bytes() == b"a holiday", answered


def a_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *folders: str) -> Path:
    """A home of the player's with ``folders`` in it, where the system looks for them."""
    home = tmp_path / "home"
    for folder in folders:
        (home / folder).mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))  # no user-dirs.dirs there
    return home


def test_qts_own_dialog_lists_the_usual_places_that_exist(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's own dialog listed home and the computer alone on its left: a deck that came by
    mail is in Downloads, a click away as in every other program's dialog. The names are
    whole ("Scaric" was all an Italian saw of them)."""
    home = a_home(monkeypatch, tmp_path, "Documents", "Downloads")
    window = QWidget()
    qtbot.addWidget(window)
    dialog = file_dialog(window, "Add a deck", str(home), "(*.zip)")
    qtbot.addWidget(dialog)
    assert [url.toLocalFile() or url.toString() for url in dialog.sidebarUrls()] == [
        str(home), str(home / "Documents"), str(home / "Downloads"), "file:"]  # no Desktop
    dialog.show()
    qtbot.waitExposed(dialog)
    places = dialog.findChild(QListView, "sidebar")
    assert places.viewport().width() >= places.sizeHintForColumn(0)
