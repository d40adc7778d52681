"""Where the app keeps its files: the platform's app-data folder, or ``--data-dir``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

_override: Path | None = None


def set_data_dir(path: str | Path | None) -> None:
    """Keep every file under ``path`` (tests, portable use); None restores the default."""
    global _override
    _override = Path(path).expanduser().resolve() if path is not None else None


def data_dir() -> Path:
    """The folder for settings, saves and statistics (created on first use)."""
    if _override is not None:
        base = _override
    else:
        location = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation)
        base = Path(location) if location else Path.home() / ".traversone-desktop"
    base.mkdir(parents=True, exist_ok=True)
    return base


def uses_override() -> bool:
    """True when ``--data-dir`` (or a test) chose the folder."""
    return _override is not None
