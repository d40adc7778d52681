"""``traversone --check-save FILE``: say whether a save file would open, without the GUI."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Final

from ..placeholders import fill
from ..save_reasons import save_problem
from ..storage.savefile import Problem, SavedGame, SaveFileError, load_save
from ..terminal import translate
from .common import EXIT_BAD_INPUT


def describe(saved: SavedGame) -> str:
    """One line for people, in the language spoken: ``traversone, 4 players, deal 3, 27
    moves`` (the game as ``--variant`` names it)."""
    m = saved.match
    if m.is_over:
        return fill(translate("CommandLine", "%1, %2 players, finished, %3 moves"),
                    m.rules.variant, str(m.rules.players), str(len(m.moves)))
    return fill(translate("CommandLine", "%1, %2 players, deal %3, %4 moves"),
                m.rules.variant, str(m.rules.players), str(m.deal_index + 1), str(len(m.moves)))


SAID_WHOLE: Final = frozenset({Problem.MISSING, Problem.FOLDER})
"""Kinds whose reason a player is told says all the exact one does."""


def run(path: str | Path) -> int:
    """Check one save: print ``valid: …`` and return 0, or print why not and return 2.

    ``valid:`` and ``invalid:`` stay as they are in every language, for scripts; the reason
    is a player's (as the game's dialog gives it) with the exact English one after it,
    unless that says it again ("There is no such file. (there is no such file)"), in
    English or in the player's language (a missing file, a folder)."""
    try:
        saved = load_save(path)
    except SaveFileError as exc:
        reason, detail = save_problem(exc.kind, translate), " ".join(str(exc).split())
        if exc.kind not in SAID_WHOLE and _words(detail) not in _words(reason):
            reason += f" ({detail})"
        print(f"invalid: {path}: {reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"valid: {describe(saved)}")
    return 0


def _words(text: str) -> str:
    """``text`` without its case and punctuation, to compare what two sentences say."""
    return " ".join(re.findall(r"\w+", text.lower()))
