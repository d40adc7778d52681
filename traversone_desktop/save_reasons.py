"""What is wrong with a save file, in the player's language.

A :class:`~.storage.savefile.SaveFileError` says exactly what is wrong in English, for a
report; a player is told one of a few plain reasons, by its ``kind``. The game's dialogs
and ``traversone --check-save`` tell the same ones, each through its own translator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .storage.savefile import Problem
from .terminal import QT_TRANSLATE_NOOP

CONTEXT: Final = "Saves"

PROBLEMS: Final[dict[Problem, str]] = {
    Problem.MISSING: QT_TRANSLATE_NOOP("Saves", "There is no such file."),
    Problem.FOLDER: QT_TRANSLATE_NOOP("Saves", "It is a folder, not a saved match."),
    Problem.UNREADABLE: QT_TRANSLATE_NOOP("Saves", "It cannot be read: it may belong to "
                                                   "another user or be on a disk that is gone."),
    Problem.FOREIGN: QT_TRANSLATE_NOOP("Saves", "It is not a Traversone saved match, or it is "
                                                "damaged."),
    Problem.NEWER: QT_TRANSLATE_NOOP("Saves", "It was saved by a newer version of Traversone "
                                              "Desktop. Update this one to open it."),
    Problem.DAMAGED: QT_TRANSLATE_NOOP("Saves", "It is a Traversone saved match, but it is "
                                                "damaged and cannot be used."),
}
"""The reasons a player is told, by kind."""


def save_problem(kind: Problem, translated: Callable[[str, str], str]) -> str:
    """The reason for a save of this kind, in the words of ``translated`` (the terminal's
    translate or Qt's)."""
    return translated(CONTEXT, PROBLEMS[kind])
