"""One running copy per data folder, so two windows never overwrite each other's match.

A ``QLockFile`` in the data folder holds the process id of the copy using it. It never
goes stale by age (a family evening is long), only when its process is gone: after a
crash or a kill the next start takes the folder over without asking.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_NAME = "traversone.lock"


class FolderInUse(RuntimeError):
    """Another running copy has the data folder; the message says so in one line."""

    def __init__(self, message: str, folder: Path) -> None:
        super().__init__(message)
        self.folder = folder


def claim(folder: Path) -> QLockFile | None:
    """Hold ``folder`` for this process until the returned lock is unlocked or collected.

    Raises FolderInUse if a live process holds it. None if no lock can be written there
    (a read-only folder): no copy can overwrite anything in it either.
    """
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None
    info = lock.getLockInfo()  # (pid, host, app), or a falsy value if it cannot be read
    who = f" (process {info[0]})" if info else ""
    raise FolderInUse(f"Traversone is already running with the data folder {folder}{who}; "
                      "use that window, or give this one another --data-dir", folder)
