"""Native crashes (a segfault in Qt, an abort) leave their Python stacks in ``crash.log``.

Python exceptions are logged by :mod:`traversone_desktop.gui.crash`; a crash inside Qt's
C++ code kills the process before any Python handler runs, so :mod:`faulthandler` writes
the stack of every thread into the same file, which the player can send with a report.
"""

from __future__ import annotations

import faulthandler
from pathlib import Path
from typing import TextIO

_log: TextIO | None = None
"""The open crash.log: faulthandler writes to its file descriptor, which must stay open."""


def enable(path: Path) -> bool:
    """Send native-crash tracebacks to ``path`` (appended); False if it cannot be opened."""
    global _log
    try:
        log = path.open("a", encoding="utf-8")
    except OSError:
        return False
    if _log is not None:
        _log.close()
    _log = log
    faulthandler.enable(file=log, all_threads=True)
    return True

