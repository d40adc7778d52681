"""How long the table's event loop can stall while the strongest bot thinks.

Bots-only Traversone at normal animation speed: the expert thinks in the worker process
while the table animates, and a 5 ms timer on the GUI thread records the longest gap
between its ticks. Target: under 50 ms, so no animation ever visibly stutters.

Run: ``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/gui_responsiveness.py``
(``--moves N`` bot moves to watch, default 24; ``--bot NAME``, default expert).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer

from traversone_desktop.bots import bot_names
from traversone_desktop.engine import preset
from traversone_desktop.session.setup import BOT, GameSetup, SeatSetup

from table_window import table_window

TICK_MS = 5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=24)
    parser.add_argument("--bot", default="expert" if "expert" in bot_names() else "master")
    args = parser.parse_args()
    app, controller, _window = table_window(None, "normal")
    seats = tuple(SeatSetup(f"Bot {i + 1}", BOT, args.bot) for i in range(4))

    clock = QElapsedTimer()
    stalls: list[int] = []
    thinking = {"since": 0.0, "total": 0.0, "moves": 0}

    def tick() -> None:
        if controller.waiting_for == "bot" and clock.isValid():
            stalls.append(clock.restart())
        else:
            clock.restart()

    def moved(_events: object) -> None:
        if thinking["since"]:
            thinking["total"] += time.perf_counter() - thinking["since"]
            thinking["moves"] += 1
        if thinking["moves"] >= args.moves:
            app.quit()

    def asked(_seat: int) -> None:
        thinking["since"] = time.perf_counter()

    controller.turnChanged.connect(asked)
    controller.eventsReady.connect(moved)
    controller.dealOver.connect(lambda _r: controller.continue_play())
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    clock.start()
    controller.new_match(GameSetup(preset("traversone"), seats, seed=2024))
    app.exec()
    controller.shutdown()
    worst = max(stalls[1:], default=0)  # the first gap includes starting the worker
    mean_think = thinking["total"] / max(1, thinking["moves"]) * 1000
    print(f"bot: {args.bot}; {thinking['moves']} moves, {mean_think:.0f} ms thinking on "
          f"average; {len(stalls)} timer ticks while thinking")
    print(f"max event-loop stall while the expert thinks: {worst} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
