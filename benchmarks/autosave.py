"""Time one write of the autosave, as the game makes it on its own thread after every card a
person plays and every trick: the whole match as JSON, written to a temporary file,
fsynced, and renamed over the old one.

    python benchmarks/autosave.py [--folder DIR] [--writes N]

Prints the file's size and the median, 95th percentile and slowest milliseconds per write,
for a match at its first trick, after three deals, and at its end (the longest file).
``--folder`` measures the disk the game's data folder is on (by default a new folder in
the system's temporary one, which may be in memory). The budget is 16 ms at the 95th
percentile, a frame at 60 Hz: the played card starts moving only after the write.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from traversone_desktop.engine.match import Match
from traversone_desktop.session.setup import default_setup
from traversone_desktop.storage.autosave import AutoSaver

BUDGET_MS = 16.0
POINTS = {"first trick": 4, "after 3 deals": 3 * 40, "at its end": sys.maxsize}


def played(moves: int) -> Match:
    """A Traversone match for four, ``moves`` random legal moves in (fewer if it ends
    first)."""
    match = Match(default_setup().rules, 7)
    match.start()
    rng = random.Random(7)
    while len(match.moves) < moves and not match.is_over:
        match.apply(rng.choice(match.legal_moves()))
    return match


def main() -> int:
    """One line per point of the match; exit 1 if a 95th percentile is over budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, help="where to write (default: a temporary "
                        "folder)")
    parser.add_argument("--writes", type=int, default=200, help="writes per point")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        saver = AutoSaver(folder)
        setup = default_setup()
        over = 0
        for name, moves in POINTS.items():
            match = played(moves)
            times = []
            for _ in range(args.writes):
                start = time.perf_counter()
                if not saver.save(setup, match):
                    print(f"the write failed: {saver.fault}", file=sys.stderr)
                    return 2
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            p95 = times[int(len(times) * 0.95) - 1]
            over += p95 > BUDGET_MS
            print(f"{name:>13} ({len(match.moves):3} moves, "
                  f"{saver.path.stat().st_size / 1024:5.1f} KB): median "
                  f"{statistics.median(times):5.2f} ms, p95 {p95:5.2f} ms, "
                  f"slowest {times[-1]:5.2f} ms")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
