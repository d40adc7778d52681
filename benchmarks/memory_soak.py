"""Whether an evening at the table grows the app: items on the table and memory, deal by deal.

Bots-only Traversone with a target no one reaches, animated (``fast`` by default, so every
card flies and every scoring show runs), the bots answering at once on the GUI thread, and
each deal's summary closed as a player closes it. While it is up: the table scene's items,
Python's tracked objects and the process's resident memory. A leak shows as items or memory
that climb with every deal instead of levelling off.

Run: ``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/memory_soak.py``
(``--deals N``, default 12; ``--speed slow|normal|fast|instant``, default fast).
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer

from traversone_desktop.engine import preset
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.session.setup import BOT, GameSetup, SeatSetup

from table_window import table_window


def resident_mb() -> float:
    """The process's resident memory now (Linux), else its peak (macOS, BSD)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--speed", default="fast",
                        choices=("slow", "normal", "fast", "instant"))
    args = parser.parse_args()
    app, controller, window = table_window(InlineBotWorker("random"), args.speed)
    rules = replace(preset("traversone"), target=1_000_000)
    seats = tuple(SeatSetup(f"Bot {i + 1}", BOT, "easy") for i in range(4))
    rows: list[tuple[int, int, int, float]] = []

    def read_summary() -> None:
        """Each deal's summary, as a family gets it: measured while it is up, then closed."""
        summary = window.summary
        if summary is None or not summary.isVisible():
            return
        gc.collect()
        match = controller.match
        assert match is not None
        rows.append((len(match.records), len(window.table.scene().items()),
                     len(gc.get_objects()), resident_mb()))
        deal, items, objects, mb = rows[-1]
        print(f"deal {deal:3d}: {items:4d} items, {objects:7d} objects, {mb:7.1f} MB",
              flush=True)
        if deal >= args.deals:
            app.quit()
        else:
            summary.accept()

    poll = QTimer()
    poll.setInterval(50)
    poll.timeout.connect(read_summary)
    poll.start()
    controller.new_match(GameSetup(rules, seats, seed=3))
    app.exec()
    if len(rows) > 2:
        first, last = rows[1], rows[-1]  # from the second deal: the first fills the caches
        deals = last[0] - first[0]
        print(f"from deal {first[0]} to {last[0]}: items {first[1]} -> {last[1]}, "
              f"objects {(last[2] - first[2]) / deals:+.0f} a deal, "
              f"memory {(last[3] - first[3]) / deals:+.2f} MB a deal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
