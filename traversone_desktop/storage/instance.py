"""One running copy per data folder, so two windows never overwrite each other's match.

A ``QLockFile`` in the data folder holds the process id of the copy using it. It never
goes stale by age (a family evening is long), only when its process is gone, or (Linux)
that number has come to a process started after the file was written: after a crash or a
kill the next start takes the folder over without asking.

A second start on the folder (the game's icon clicked again) calls the running copy
forward instead: it writes a call file there, and the running copy, watching the folder
(:class:`Calls`), brings its window to the front and deletes the file, which is the answer.
No network module is needed, so the bundle stays without QtNetwork.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QSysInfo, QTimer, Signal

from traversone_desktop.placeholders import fill
from traversone_desktop.storage import atomic
from traversone_desktop.storage.paths import DataDirError
from traversone_desktop.terminal import translate as _tr

LOCK_NAME = "traversone.lock"
CALL_NAME = "traversone.call"
ANSWER_WITHIN = 3.0
"""Seconds a second copy waits for the running one to answer its call."""
LOCK_WRITTEN_WITHIN = 2.0
"""Seconds within which a starting copy has written its process id into its lock file."""


class FolderInUse(RuntimeError):
    """Another running copy has the data folder; the message says so in one line."""

    def __init__(self, message: str, folder: Path) -> None:
        super().__init__(message)
        self.folder = folder


def claim(folder: Path) -> QLockFile | None:
    """Hold ``folder`` for this process until the returned lock is unlocked or collected.

    Raises FolderInUse if a live process holds it (or one is taking it now), DataDirError
    if a folder stands in the lock file's place. None if no lock can be written there (a
    read-only folder): no copy can overwrite anything in it either.
    """
    path = folder / LOCK_NAME
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None
    if path.is_dir():  # nothing a copy of the game wrote, nor anything it may delete
        raise DataDirError(fill(_tr("DataFolder", "cannot use the data folder %1: %2 is in "
                                                  "the way and cannot be removed"),
                                str(folder), LOCK_NAME))
    if _stale(lock, path):  # left empty by a power cut, or damaged, or another program's
        taken = _take_over(lock, path)
        if taken is None:
            return None  # a read-only folder, as above
        if taken:
            return lock
    pid = _pid(lock)
    text = (fill(_tr("DataFolder", "Traversone is already running with the data folder %1 "
                                   "(process %2); use that window, or give this one another "
                                   "--data-dir"), str(folder), str(pid)) if pid > 0 else
            fill(_tr("DataFolder", "Traversone is already running with the data folder %1; use "
                                   "that window, or give this one another --data-dir"),
                 str(folder)))
    raise FolderInUse(text, folder)


def _pid(lock: QLockFile) -> int:
    """The process the lock file names; 0 if it names none (empty, damaged, unreadable)."""
    info = lock.getLockInfo()
    return int(info[0]) if info else 0


def _names_no_process(lock: QLockFile, path: Path) -> bool:
    """A lock file that names no process and is older than any copy starting now takes to
    write its own (a few milliseconds; one just made may still be being written). The age
    either side of now: a clock put back after a power cut leaves files in the future."""
    try:
        age = abs(time.time() - path.stat().st_mtime)
    except OSError:
        return False
    return _pid(lock) <= 0 and age > LOCK_WRITTEN_WITHIN


def _names_another_program(lock: QLockFile, path: Path) -> bool:
    """On Linux: the process the lock file names, on this computer, started after the file
    was written, so it is not the copy that wrote it: that one was killed or crashed, and
    its number has come to another program. Qt tells the game from other programs by the
    executable's name, which for the game run from its source is Python's: any Python
    program that came by the number kept the family out of its match."""
    info = lock.getLockInfo()
    if not info or info[1] != QSysInfo.machineHostName():
        return False
    pid = int(info[0])
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        return _started(pid) > path.stat().st_mtime + LOCK_WRITTEN_WITHIN
    except (OSError, ValueError, IndexError, StopIteration):  # not Linux, or gone
        return False


def _started(pid: int) -> float:
    """When process ``pid`` started, in seconds since the epoch, from Linux's ``/proc``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    boot = next(float(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                if line.startswith("btime "))
    return boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")


def _stale(lock: QLockFile, path: Path) -> bool:
    """A lock file no running copy of the game holds, though Qt thinks one may."""
    return _names_no_process(lock, path) or _names_another_program(lock, path)


def _take_over(lock: QLockFile, path: Path) -> bool | None:
    """Remove a stale lock file (:func:`_stale`) and take the lock: True if done, False if
    another copy was quicker (or a live one holds the file), None if nothing can be written
    in the folder. Under Qt's own guard for removing a stale lock (``.rmlock``), so that two
    copies starting together cannot each remove the other's new lock by its name."""
    guard = QLockFile(f"{path}.rmlock")
    if not guard.tryLock(0):
        return None if guard.error() != QLockFile.LockError.LockFailedError else False
    try:  # looked at again: the lock may have been taken while the guard was awaited
        return _stale(lock, path) and lock.removeStaleLockFile() and lock.tryLock(0)
    finally:
        guard.unlock()


def call_running(folder: Path, within: float = ANSWER_WITHIN, file: str = "") -> bool:
    """From a second copy: ask the copy holding ``folder`` to bring its window forward
    (and open the save ``file``, if named); True once it has answered (deleted the call),
    False if it did not in time."""
    call = folder / CALL_NAME
    if sys.platform == "win32":  # let the running copy take the foreground from us
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
    try:  # whole or not at all: the running copy may look the moment the file appears
        atomic.write_text(call, f"{os.getpid()}\n{file}")
    except OSError:
        return False
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not call.exists():
            return True
        time.sleep(0.05)  # another process deletes the file: nothing here to wait on
    with contextlib.suppress(OSError):
        call.unlink()
    return False


class Calls(QObject):
    """In the running copy: :attr:`called` each time a second copy calls it forward, with
    the save it was asked to open ("" if none).

    The data folder deleted under the running copy (a clean-up program, a reset by hand)
    would take the lock with it, and the watch: a second start would find the folder free
    and run beside this one, both writing the one autosave. So the folder is made again at
    once, with the ``lock`` in it, and watched anew."""

    called = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None,
                 lock: QLockFile | None = None) -> None:
        super().__init__(parent)
        self._folder, self._lock = folder, lock
        self._call = folder / CALL_NAME
        with contextlib.suppress(OSError):
            self._call.unlink()  # left by a copy that gave up waiting: nobody waits now
        self._watcher = QFileSystemWatcher([str(folder)], self)
        self._watcher.directoryChanged.connect(self._check)

    def _hold_again(self) -> None:
        """After the folder was deleted: the folder, the lock and the watch again."""
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # the autosave's own warning tells the player the folder is refused
        if self._lock is not None and not (self._folder / LOCK_NAME).exists():
            self._lock.unlock()  # deletes the file it names: never another copy's
            self._lock.tryLock(0)
        # Qt drops its watch of the deleted folder only after telling of it: watch it anew later.
        QTimer.singleShot(0, self, self._watch)

    def _watch(self) -> None:
        self._watcher.removePath(str(self._folder))
        self._watcher.addPath(str(self._folder))

    def _check(self, _folder: str = "") -> None:
        if not self._folder.is_dir():
            self._hold_again()
            return
        try:
            text = self._call.read_text("utf-8")
            self._call.unlink()
        except (OSError, UnicodeDecodeError):  # not there: another file of the folder changed
            return
        self.called.emit(text.partition("\n")[2].strip())
