"""Time laying the table out at a window size it has not seen: the card size that fits, the
trick's form (four and five players try several) and the plates, as a live resize asks for
at every size it passes through.

    python benchmarks/table_layout.py

Prints the median and the slowest milliseconds per new size, for each table size and window
shape (sizes from 900 pixels wide up, every 7 pixels, each laid out once). The budget is
16 ms for the median, a frame at 60 Hz (a resize shows its sizes a frame apart at best).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from traversone_desktop.gui.table.geometry import Table, plate_centre, trick_pose

SHAPES = {"16:9": 9 / 16, "4:3": 3 / 4, "taller than wide": 1.08}
BUDGET_MS = 16.0


def lay_out(width: float, height: float, players: int) -> float:
    """Milliseconds to lay out a table of ``players`` at a size never laid out before."""
    start = time.perf_counter()
    t = Table(width, height, players, 1.75)
    for seat in range(players):
        trick_pose(t, seat, 0, seat)
        plate_centre(t, seat, 0)
    return (time.perf_counter() - start) * 1000


def main() -> int:
    """One line per table size and window shape; exit 1 if a median is over budget."""
    over = 0
    for players in (2, 3, 4, 5):
        for shape, ratio in SHAPES.items():
            times = [lay_out(w, round(w * ratio), players) for w in range(900, 1900, 7)]
            median = statistics.median(times)
            over += median > BUDGET_MS
            print(f"{players} players, {shape:>16}: median {median:5.2f} ms, "
                  f"slowest {max(times):5.2f} ms per new size")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
