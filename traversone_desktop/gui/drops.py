"""What a drag from a file manager (or a mail's attachment) carries to the table: a saved
match, which opens as Open… would, or a deck, which is added as *Add a deck…* would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData

from traversone_desktop.art.deckfiles import MANIFEST


def dropped_save(mime: QMimeData | None) -> str:
    """The save a drag carries: one local file named like the ones Open… lists (not a
    deck's own ``deck.json``); "" for anything else."""
    path = _one_local_file(mime)
    if path is None or path.name == MANIFEST or path.suffix.lower() != ".json":
        return ""
    return str(path)


def dropped_deck(mime: QMimeData | None) -> Path | None:
    """The deck a drag carries, as *Add a deck…* takes it: a ``.zip``, a deck's folder, or
    the ``deck.json`` in it; None for anything else."""
    path = _one_local_file(mime)
    if path is None:
        return None
    if path.name == MANIFEST:
        return path.parent
    if path.suffix.lower() == ".zip" or (path / MANIFEST).is_file():
        return path
    return None


def _one_local_file(mime: QMimeData | None) -> Path | None:
    urls = mime.urls() if mime is not None and mime.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    return Path(urls[0].toLocalFile())
