"""The autosave: the match in progress, rewritten atomically after every trick.

Families stop mid-match; whatever happens to the computer, the next start finds
the last finished trick on disk and offers to go on from there. A finished
match clears the autosave, and an autosave that fails its checks is moved aside
(kept for a bug report) rather than offered again at every start.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from ..engine.match import Match
from ..gui.setup import GameSetup
from . import atomic
from .paths import data_dir
from .savefile import SavedGame, SaveFileError, load_save, write_save

FILE_NAME = "autosave.json"


class AutoSaver:
    """Keeps ``autosave.json`` in the data folder (or ``folder``) in step with the match."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.path = Path(folder if folder is not None else data_dir()) / FILE_NAME
        self.last_error: str | None = None
        """Why the last :meth:`save` failed, or None; the game goes on either way."""
        atomic.sweep_temporaries(self.path)

    def save(self, setup: GameSetup, match: Match) -> bool:
        """Write the game; False (and :attr:`last_error`) if the disk refused."""
        try:
            write_save(self.path, setup, match)
        except OSError as exc:
            self.last_error = f"{self.path}: {exc.strerror or exc}"
            return False
        self.last_error = None
        return True

    def load(self) -> SavedGame | None:
        """The unfinished match to offer for resuming, or None.

        A damaged autosave raises SaveFileError after being renamed aside, so
        the player hears about it once; a finished match is simply cleared.
        """
        if not self.path.exists():
            return None
        try:
            saved = load_save(self.path)
        except SaveFileError:
            with contextlib.suppress(OSError):
                os.replace(self.path, atomic.aside_path(self.path, "bad"))
            raise
        if saved.match.is_over:
            self.clear()
            return None
        return saved

    def clear(self) -> None:
        """Forget the autosave: the match ended or the player chose a new one."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
