"""What a drag from a file manager (or a mail's attachment) carries to the table: a saved
match, which opens as Open… would, or a deck, which is added as *Add a deck…* would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData

from traversone_desktop.art.deckfiles import MANIFEST


def dropped_save(mime: QMimeData | None) -> str:
    """The save a drag carries: one local file named like the ones Open… lists (not a
    deck's own ``deck.json``); "" for anything else, several saves too (one match is
    open at a time)."""
    paths = _local_files(mime)
    if len(paths) != 1 or paths[0].name == MANIFEST or paths[0].suffix.lower() != ".json":
        return ""
    return str(paths[0])


def dropped_decks(mime: QMimeData | None) -> list[Path]:
    """The decks a drag carries, each as *Add a deck…* takes it: a ``.zip``, a deck's
    folder, or the ``deck.json`` in it; none at all unless every file it carries is one
    (a deck among other files is not guessed at)."""
    decks = [_deck(path) for path in _local_files(mime)]
    return [deck for deck in decks if deck is not None] if None not in decks else []


def _deck(path: Path) -> Path | None:
    if path.name == MANIFEST:
        return path.parent
    try:
        if path.suffix.lower() == ".zip" or (path / MANIFEST).is_file():
            return path
    except OSError:  # a folder that may not be looked into (Python before 3.14 raises)
        return path  # taken as a deck: adding it then says why it cannot be read
    return None


def _local_files(mime: QMimeData | None) -> list[Path]:
    """The files a drag carries; none if anything it carries is not a file here."""
    urls = mime.urls() if mime is not None and mime.hasUrls() else []
    if not all(url.isLocalFile() for url in urls):
        return []
    return [Path(url.toLocalFile()) for url in urls]
