"""Atomic file replacement, so a crash or power cut never leaves half a file.

The new content goes to a temporary file in the same folder, is flushed and
fsynced, and then renamed over the target with ``os.replace`` (atomic on every
platform we ship for); the folder is fsynced too where the platform allows it,
so the rename itself survives a power cut. On Windows a rename or a removal waits a
moment for a program that has the file open (see :func:`_patiently`).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final

TEMP_SUFFIX = ".tmp"
"""Ending of the temporary files, so a later start can sweep up what a kill left."""
TEMP_NAME_KEPT: Final = 100
"""How much of the target's name a temporary file's name keeps (then 8 random letters)."""

WINDOWS: Final = sys.platform == "win32"

REPLACE_PAUSES: Final = (0.05, 0.1, 0.2, 0.4)
"""Seconds waited before each new try of a rename or a removal Windows refused, 0.75 s in
all."""


def temp_prefix(target: Path) -> str:
    """Name start of the temporary files written on the way to ``target``: its name cut
    short, so that a name near the disk's limit of 255 can still be written."""
    return f".{target.name[:TEMP_NAME_KEPT]}."


def write_bytes(target: str | Path, data: bytes) -> None:
    """Replace ``target`` with ``data`` all at once: readers see the old file or the new one.

    The file keeps the permissions it had, or gets the usual ``rw-r--r--``.
    """
    target = Path(target)
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = 0o644
    fd, temp = tempfile.mkstemp(prefix=temp_prefix(target), suffix=TEMP_SUFFIX,
                                dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp, mode)
        replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def write_text(target: str | Path, text: str) -> None:
    """:func:`write_bytes` for UTF-8 text."""
    write_bytes(target, text.encode("utf-8"))


def aside_path(path: Path, label: str, ending: str = "") -> Path:
    """A free name beside ``path`` for keeping a bad file: ``stats.db.corrupt-20250101-120000``
    (and ``ending`` after it, a free name with it too)."""
    base = f"{path.name}.{label}-{datetime.now():%Y%m%d-%H%M%S}"
    candidate, n = path.with_name(base + ending), 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{base}-{n}{ending}")
    return candidate


def sweep_temporaries(target: str | Path) -> int:
    """Delete temporary files a killed writer left next to ``target``; returns how many."""
    target = Path(target)
    removed = 0
    for leftover in target.parent.glob(temp_prefix(target) + "*" + TEMP_SUFFIX):
        with contextlib.suppress(OSError):
            leftover.unlink()
            removed += 1
    return removed


def replace(source: str | Path, target: str | Path) -> None:
    """``os.replace``, tried again for a moment where Windows refuses it (:func:`_patiently`)."""
    _patiently(os.replace, source, target)


def remove(path: str | Path) -> None:
    """``os.unlink``, tried again for a moment where Windows refuses it (:func:`_patiently`)."""
    _patiently(os.unlink, path)


def _patiently(act: Callable[..., None], *paths: str | Path) -> None:
    """``act(*paths)``, tried again for a moment where Windows refuses it: it will not
    rename over, move or delete a file another program has open, and an antivirus or a
    search indexer opens the autosave just written, to read it. Its first refusal told the
    family, mid-game, that the match could not be saved. Elsewhere a refusal is final."""
    for pause in (*REPLACE_PAUSES, None):
        try:
            act(*paths)
            return
        except PermissionError:
            if not WINDOWS or pause is None:
                raise
        time.sleep(pause)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable; Windows cannot open a folder for fsync, so skip it there."""
    if WINDOWS:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
