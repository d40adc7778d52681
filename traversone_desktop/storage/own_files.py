"""The files the game writes itself, which a Save as… or an export must not write over.

The player can type any name into a save dialog, the data folder's included. A match
saved as ``stats.db`` would cost the statistics, one saved as ``settings.ini`` the
preferences, and one over a match kept aside (``autosave.json.kept-…``) that match.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from . import autosave, instance, stats
from .paths import CRASH_LOG, DECKS, data_location
from .settings import open_qsettings

NAMES = (autosave.FILE_NAME, stats.FILE_NAME, CRASH_LOG, instance.LOCK_NAME, instance.CALL_NAME,
         "qtproject.conf")
"""The data folder's own files: the autosave, statistics, crash log, lock and call, and
what Qt's file dialog remembers there under ``--data-dir`` (the settings are wherever Qt
keeps them, which is the data folder under ``--data-dir``)."""
BESIDE = (f"{autosave.FILE_NAME}.", stats.FILE_NAME)
"""How the names start of the files kept beside them: matches kept aside or unrecorded,
a damaged autosave or statistics moved aside, SQLite's journal."""


def same_place(path: Path, other: Path) -> bool:
    """``path`` and ``other`` name one file or folder, by any link to it, or (one not yet
    there) would, letter case aside where the system ignores it."""
    with contextlib.suppress(OSError):
        return os.path.samefile(path, other)
    return os.path.normcase(os.path.abspath(path)) == os.path.normcase(os.path.abspath(other))


def marked_read_only(path: str | os.PathLike[str]) -> bool:
    """``path`` is a file marked read-only, to be kept as it is: Linux and macOS let a save
    replace it whole all the same, and Windows refuses it blaming the folder."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(found.st_mode) and not found.st_mode & stat.S_IWUSR


def is_own_file(path: str | os.PathLike[str]) -> bool:
    """``path`` is a file the game keeps for itself, in the data folder, or its settings."""
    chosen = Path(path)
    if same_place(chosen, Path(open_qsettings().fileName())):
        return True
    decks = data_location() / DECKS
    if any(same_place(folder, decks) for folder in chosen.parents):
        return True  # an imported deck's picture or description: the deck would be lost
    if not same_place(chosen.parent, data_location()):
        return False
    name = chosen.name.casefold()
    return name in NAMES or name.startswith(BESIDE)
