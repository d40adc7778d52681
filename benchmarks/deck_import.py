"""Time and memory to add a deck of phone photographs: 41 JPEGs of 12 megapixels.

    QT_QPA_PLATFORM=offscreen python benchmarks/deck_import.py

A family photographs its own pack with a phone (3000 × 4000 pixels) and adds it in
the game. Targets: under 3 s and under 400 MB of the process's peak memory. The work runs
on the game's own thread, a picture at a time, and the window paints between two: the
longest pause between two steps is printed too.
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QLinearGradient, QPainter

from traversone_desktop.art.deckfiles import CARD_NAMES, install_deck

SIZE = (3000, 4000)
SECONDS, MEGABYTES = 3.0, 400


def photographs(folder: Path) -> Path:
    """Write 41 different 12-megapixel JPEGs and a deck.json into ``folder``."""
    width, height = SIZE
    for i, name in enumerate(CARD_NAMES):
        photo = QImage(width, height, QImage.Format.Format_RGB32)
        shade = QLinearGradient(QPointF(0, 0), QPointF(width, height))
        shade.setColorAt(0, QColor.fromHsv(i * 8 % 360, 120, 230))
        shade.setColorAt(1, QColor.fromHsv((i * 8 + 90) % 360, 200, 90))
        painter = QPainter(photo)
        painter.fillRect(photo.rect(), shade)
        painter.setPen(QColor(20, 20, 20))
        for y in range(0, height, 40):  # detail, as a photograph has, for the JPEG to keep
            painter.drawLine(0, y, width, y + i * 7)
        painter.end()
        assert photo.save(str(folder / f"{name}.jpg"), "JPEG", 85)
    (folder / "deck.json").write_text('{"format": 1, "name": {"it": "Foto", "en": "Photos"}, '
                                      '"suit_system": "italian"}', "utf-8")
    return folder


def main() -> int:
    """Print the time and the peak memory; exit 1 if either is over its target."""
    _app = QGuiApplication.instance() or QGuiApplication([])
    with tempfile.TemporaryDirectory() as source, tempfile.TemporaryDirectory() as decks:
        photographs(Path(source))
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        start = time.perf_counter()
        steps = [start]
        install_deck(Path(source), Path(decks), lambda: steps.append(time.perf_counter()))
        seconds = time.perf_counter() - start
        steps.append(start + seconds)
        pause = max(b - a for a, b in pairwise(steps)) * 1000
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"41 photographs of {SIZE[0]}x{SIZE[1]}: {seconds:.2f} s (target {SECONDS} s), "
          f"peak memory {peak:.0f} MB, {before:.0f} MB before (target {MEGABYTES} MB); "
          f"longest pause between two steps {pause:.0f} ms ({len(steps) - 2} steps)")
    return 0 if seconds <= SECONDS and peak <= MEGABYTES else 1


if __name__ == "__main__":
    sys.exit(main())
