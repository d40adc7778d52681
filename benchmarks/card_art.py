"""Time drawing one whole deck (40 faces and the back) at 120 px wide and 2x DPR.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_art.py

The budget is 0.5 s per deck, cold cache: the GUI draws a deck when the player
picks it or the window changes size.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication

from traversone_desktop.art import clear_cache, deck_names, render_card
from traversone_desktop.fonts import load_fonts

WIDTH, DPR, BUDGET = 120, 2.0, 0.5


def time_deck(deck: str) -> float:
    """Seconds to draw ``deck`` with an empty image cache (the first deck also builds paths)."""
    clear_cache()
    start = time.perf_counter()
    for card in [*range(40), None]:
        render_card(deck, card, WIDTH, DPR)
    return time.perf_counter() - start


def main() -> int:
    """Print one line per deck; exit 1 if a deck is over budget."""
    _app = QGuiApplication.instance() or QGuiApplication([])
    load_fonts()
    over = 0
    for deck in deck_names():
        seconds = time_deck(deck)
        over += seconds > BUDGET
        print(f"{deck}: deck render (40 faces + back, {WIDTH}px @{DPR:g}x): {seconds:.2f} s")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
