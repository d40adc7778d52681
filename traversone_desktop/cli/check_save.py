"""``traversone --check-save FILE``: say whether a save file would open, without the GUI."""

from __future__ import annotations

import sys
from pathlib import Path

from ..storage.savefile import SaveFileError, load_save
from .common import EXIT_BAD_INPUT


def run(path: str | Path) -> int:
    """Check one save: print ``valid: …`` and return 0, or print the reason and return 2."""
    try:
        saved = load_save(path)
    except SaveFileError as exc:
        reason = " ".join(str(exc).split())
        print(f"invalid: {path}: {reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"valid: {saved.describe()}")
    return 0
