"""The autosave: the match in progress, rewritten atomically after every move once a
person has made one.

Families stop mid-match; whatever happens to the computer, the next start finds
every card the people played on disk and offers to go on from there. Nothing is ever
overwritten or deleted without the player's word or a safe copy elsewhere:

- a match the player keeps for later ("Not now") moves beside the autosave as
  ``autosave.json.kept-<time>``, so the next match's autosave cannot replace it;
- a finished match is deleted only once the statistics have it; until then it
  stays (or moves beside the autosave as ``autosave.json.unrecorded-<time>``)
  and each start tries again;
- an autosave that fails its checks is moved aside as ``autosave.json.bad-<time>``
  (kept for a bug report) rather than offered again at every start;
- one a newer version wrote (a family went back to an older one) is kept for it, as
  ``autosave.json.kept-<time>.newer`` (``unrecorded-<time>.newer``, a finished one): among
  the kept matches, which that version offers (or records), and which this one passes
  over once it has said so.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from ..engine.match import Match
from ..session.setup import GameSetup
from . import atomic
from .paths import data_dir
from .savefile import Problem, SavedGame, SaveFileError, load_save, write_save

FILE_NAME = "autosave.json"
KEPT = "kept"
"""Label of an unfinished match kept for another day."""
UNRECORDED = "unrecorded"
"""Label of a finished match the statistics could not take yet."""
NEWER = ".newer"
"""Ending of a kept match a newer version wrote: this version has said it cannot open it."""


class AutoSaver:
    """Keeps ``autosave.json`` in the data folder (or ``folder``) in step with the match."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.path = Path(folder if folder is not None else data_dir()) / FILE_NAME
        self.fault: OSError | None = None
        """Why the last write, move or removal failed, or None; the game goes on either way."""
        atomic.sweep_temporaries(self.path)

    def _failed(self, exc: OSError) -> bool:
        self.fault = exc
        return False

    def save(self, setup: GameSetup, match: Match) -> bool:
        """Write the game; False (and :attr:`fault`) if the disk refused."""
        try:
            write_save(self.path, setup, match)
        except OSError as exc:
            return self._failed(exc)
        self.fault = None
        return True

    def load(self, path: Path | None = None) -> SavedGame | None:
        """The match in the autosave (or in ``path``, one of :meth:`shelf`), or None if none.

        A damaged file raises SaveFileError after being renamed aside, so the player hears
        about it once; so does one a newer version wrote, kept for that version, and passed
        over (None) after that. A finished match is returned too: the caller records it,
        then forgets it.
        """
        path = path or self.path
        if not path.exists():
            return None
        try:
            return load_save(path)
        except SaveFileError as exc:
            newer = exc.kind is Problem.NEWER
            if newer and path.name.endswith(NEWER):
                return None
            label = (UNRECORDED if path.name.startswith(f"{self.path.name}.{UNRECORDED}-")
                     else KEPT)  # (a finished match waits for the newer statistics)
            aside = (atomic.aside_path(self.path, label, NEWER) if newer
                     else atomic.aside_path(self.path, "bad"))
            with contextlib.suppress(OSError):
                atomic.replace(path, aside)
            raise

    def shelf(self) -> list[Path]:
        """The autosave and every match kept for later, the most recently played first."""
        found = [p for p in self._beside(KEPT) if p.is_file()]
        if self.path.exists():
            found.append(self.path)
        return sorted(found, key=_mtime, reverse=True)

    def unrecorded(self) -> list[Path]:
        """Finished matches waiting for the statistics, oldest first."""
        return sorted(self._beside(UNRECORDED), key=_mtime)

    def _beside(self, label: str) -> list[Path]:
        return list(self.path.parent.glob(f"{self.path.name}.{label}-*"))

    def keep_for_later(self, path: Path | None = None) -> bool:
        """Move the autosave out of the next match's way; a kept file is already out of it."""
        return self._move_aside(path or self.path, KEPT)

    def keep_unrecorded(self) -> bool:
        """The match just finished could not be recorded: keep it for the next try."""
        return self._move_aside(self.path, UNRECORDED)

    def _move_aside(self, path: Path, label: str) -> bool:
        if path != self.path or not path.exists():
            return True
        try:
            atomic.replace(path, atomic.aside_path(path, label))
        except OSError as exc:
            return self._failed(exc)
        return True

    def clear(self, path: Path | None = None) -> bool:
        """Forget the autosave (or ``path``): the match was recorded or the player discarded it.
        False (and :attr:`fault`) if the disk refused; the file is then still there."""
        try:
            atomic.remove(path or self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            return self._failed(exc)
        return True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
