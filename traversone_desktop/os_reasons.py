"""Why the system refused a file or a folder, in the player's language.

Python words an OSError in English on every system ("Permission denied", "Not a
directory"), which reads oddly inside an Italian sentence; the refusals a player may meet
are worded here and translated, and any other keeps the system's words.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from typing import Final

from .terminal import QT_TRANSLATE_NOOP

CONTEXT: Final = "OSError"

REASONS: Final[dict[int, str]] = {
    errno.ENOENT: QT_TRANSLATE_NOOP("OSError", "there is no such file or folder"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("OSError", "part of the path is a file, not a folder"),
    errno.EISDIR: QT_TRANSLATE_NOOP("OSError", "it is a folder"),
    errno.EEXIST: QT_TRANSLATE_NOOP("OSError", "it already exists"),
    errno.EACCES: QT_TRANSLATE_NOOP("OSError", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("OSError", "permission denied"),
    errno.EROFS: QT_TRANSLATE_NOOP("OSError", "the disk is read-only"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("OSError", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("OSError", "the disk is full"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("OSError", "the name is too long"),
    errno.ELOOP: QT_TRANSLATE_NOOP("OSError", "the path has too many symbolic links"),
    errno.EIO: QT_TRANSLATE_NOOP("OSError", "the disk failed to read or write"),
}
"""The refusals worded here, by errno."""
NO_SUCH_USER: Final = QT_TRANSLATE_NOOP("OSError", "there is no such user on this computer")
"""``~someone`` that names no account (pathlib raises RuntimeError, with no errno)."""


def os_reason(exc: BaseException, translated: Callable[[str, str], str]) -> str:
    """Why ``exc`` happened, in the words of ``translated`` (the terminal's translate or
    Qt's), or the system's own words for a refusal not worded here."""
    code = getattr(exc, "errno", None)
    if isinstance(exc, RuntimeError):  # pathlib's own, before Python 3.13: a loop of
        # symbolic links, or the home folder of ~someone unknown here
        code = errno.ELOOP if "loop" in str(exc).lower() else None
        if code is None and "home directory" in str(exc):
            return translated(CONTEXT, NO_SUCH_USER)
    if isinstance(code, int) and code in REASONS:
        return translated(CONTEXT, REASONS[code])
    return str(getattr(exc, "strerror", None) or exc)
