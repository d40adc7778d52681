"""Where the app keeps its files: the platform's app-data folder, or ``--data-dir``."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Final

from PySide6.QtCore import QSettings, QStandardPaths

from ..os_reasons import os_reason
from ..placeholders import fill
from ..terminal import translate as _tr

CRASH_LOG = "crash.log"
"""The data folder's record of what went wrong, for a bug report."""
DECKS: Final = "decks"
"""The folder of the imported decks, in the data folder."""

_override: Path | None = None


class DataDirError(ValueError):
    """A data folder that cannot be used; the message is one line for the player."""


def set_data_dir(path: str | Path | None) -> None:
    """Keep every file under ``path`` (tests, portable use); None restores the default."""
    global _override
    _override = Path(path).expanduser().resolve() if path is not None else None


def keep_qt_settings_in(folder: Path) -> None:
    """Qt's own dialogs keep what they remember (the file dialog's last folder and view) in
    ``QtProject.conf``, in the user's settings folder: with ``--data-dir``, where every
    file is to stay in the folder named, it goes there too. (Windows keeps it in the
    registry, where no folder applies; its file dialogs are its own and keep nothing.)"""
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(folder))


def check_data_dir(path: str | Path) -> Path:
    """The folder ``--data-dir`` names, created if need be, or a DataDirError saying why not.

    A read-only folder is accepted: the game is played, and each failed write says so.
    One that may not be looked into is refused, as nothing in it could be read.
    """
    if not str(path).strip():
        raise DataDirError(_tr("DataFolder", "--data-dir needs a folder name, not an empty one"))
    cannot = _tr("DataFolder", "cannot use the data folder %1: %2")
    try:
        folder = Path(path).expanduser().resolve()
        folder.mkdir(parents=True, exist_ok=True)
        _look_into(folder)
    except FileExistsError:
        raise DataDirError(fill(cannot, repr(str(path)),
                                _tr("DataFolder", "it is a file, not a folder"))) from None
    except (OSError, RuntimeError) as exc:
        raise DataDirError(fill(cannot, repr(str(path)), os_reason(exc, _tr))) from None
    if not folder.is_dir():
        raise DataDirError(fill(cannot, repr(str(path)), _tr("DataFolder", "not a folder")))
    return folder


def _look_into(folder: Path) -> None:
    """Raise PermissionError for a folder that may not be looked into (its permissions
    taken away): nothing in it could be read, the settings, the decks or the match kept for
    the next start. One that may be entered but not listed is usable, and passes."""
    with contextlib.suppress(FileNotFoundError):
        os.stat(folder / CRASH_LOG)


def data_location() -> Path:
    """The folder for settings, saves and statistics, which may not exist yet."""
    if _override is not None:
        return _override
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".traversone-desktop"


def data_dir() -> Path:
    """The folder for settings, saves and statistics (created on first use)."""
    base = data_location()
    base.mkdir(parents=True, exist_ok=True)
    return base


def uses_override() -> bool:
    """True when ``--data-dir`` (or a test) chose the folder."""
    return _override is not None
