"""How smoothly the table moves: the gaps between painted frames while cards are in motion.

Four bots play Traversone at normal animation speed in a real window; every paint of the
table is timed while a card is in motion, and the gaps are grouped by what the table was
showing: the deal, a card played, a trick swept, the scoring on the felt. A gap over 33 ms
is a dropped frame at 30 fps (the "> goal" column counts them); the goal is none, measured
on an idle machine.

Run under a real X server (the numbers are what a player sees)::

    Xvfb :99 -screen 0 1366x768x24 & DISPLAY=:99 QT_QPA_PLATFORM=xcb \\
        PYTHONPATH=. python benchmarks/frame_gaps.py [--deals 2] [--size 1280x800]

Offscreen (``QT_QPA_PLATFORM=offscreen``) it runs too, but measures only the drawing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import defaultdict

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView

from traversone_desktop.engine import preset
from traversone_desktop.engine.events import CardPlayed, DealStarted, TrickTaken
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.session.setup import BOT, GameSetup, SeatSetup

from table_window import table_window

GOAL_MS = 33


class FrameClock(QObject):
    """Times the paints of the table between which a card was in motion (pauses in the
    script, when nothing moves, are not frames), filed under the phase the table shows;
    and how long each of those paints took, to tell slow drawing from other stalls."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.clock = QElapsedTimer()
        self.clock.start()
        self.last: int | None = None
        self.phase = "deal"
        self.gaps: dict[str, list[int]] = defaultdict(list)
        self.paints: dict[str, list[float]] = defaultdict(list)
        self._paint_start: int | None = None

    def on_events(self, events: list[object]) -> None:
        if any(isinstance(e, DealStarted) for e in events):
            self.phase = "deal"
        elif any(isinstance(e, TrickTaken) for e in events):
            self.phase = "sweep"
        elif any(isinstance(e, CardPlayed) for e in events):
            self.phase = "play"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            now = self.clock.elapsed()
            moving = any(item.moving for item in self.window.table.card_items.values())
            if moving and self.last is not None:
                self.gaps[self.phase].append(now - self.last)
            self.last = now if moving else None
            self._paint_start = self.clock.nsecsElapsed() if moving else None
        return False

    def painted(self) -> None:
        """The table's paint has drawn its last layer (the foreground)."""
        if self._paint_start is not None:
            self.paints[self.phase].append((self.clock.nsecsElapsed() - self._paint_start) / 1e6)
            self._paint_start = None


def time_paints(frames: FrameClock) -> None:
    """Hear the end of every paint of the table: the foreground is drawn last."""
    def draw_foreground(view: TableView, painter: QPainter, rect: QRectF | QRect) -> None:
        QGraphicsView.drawForeground(view, painter, rect)
        frames.painted()

    TableView.drawForeground = draw_foreground  # type: ignore[method-assign]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2, help="deals to watch (default 2)")
    parser.add_argument("--size", default="1280x800", help="window size, WxH")
    args = parser.parse_args()
    width, _, height = args.size.partition("x")
    os.environ.setdefault("TRAVERSONE_SOUND", "0")
    app, controller, window = table_window(InlineBotWorker("heuristic"), "normal", int(width),
                                           int(height))
    frames = FrameClock(window)
    time_paints(frames)
    window.table.viewport().installEventFilter(frames)
    controller.eventsReady.connect(frames.on_events)
    deals = {"seen": 0}

    def deal_over(_record: object) -> None:
        frames.phase = "score"

    def scored() -> None:
        deals["seen"] += 1
        if deals["seen"] >= args.deals:
            app.quit()
        elif window.summary is not None:
            window.summary.accept()

    controller.dealOver.connect(deal_over)
    window.table.scoring.over.connect(scored, type=Qt.ConnectionType.QueuedConnection)
    seats = tuple(SeatSetup(f"Bot {i + 1}", BOT, "medium") for i in range(4))
    controller.new_match(GameSetup(preset("traversone"), seats, seed=7))
    app.exec()
    print(f"platform {QApplication.platformName()}, window {args.size}, {args.deals} deals")
    print(f"{'phase':<8}{'frames':>8}{'p95 ms':>9}{'longest ms':>12}{'> goal':>8}"
          f"{'paint p95':>11}{'paint max':>11}")
    worst = 0
    for phase in ("deal", "play", "sweep", "score"):
        gaps = frames.gaps.get(phase, [])
        if not gaps:
            continue
        p95 = statistics.quantiles(gaps, n=20)[-1] if len(gaps) > 1 else gaps[0]
        worst = max(worst, max(gaps))
        dropped = sum(gap > GOAL_MS for gap in gaps)
        paints = frames.paints.get(phase) or [0.0]
        paint_p95 = statistics.quantiles(paints, n=20)[-1] if len(paints) > 1 else paints[0]
        print(f"{phase:<8}{len(gaps):>8}{p95:>9.0f}{max(gaps):>12}{dropped:>8}"
              f"{paint_p95:>11.1f}{max(paints):>11.1f}")
    print(f"longest gap {worst} ms (goal <= {GOAL_MS} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
