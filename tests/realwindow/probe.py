"""Watches the table frame by frame: how long each human's hand shows a face while that
human is not the one deciding."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QToolTip

from traversone_desktop.gui.main_window import MainWindow

from ..gui.first_frames import FirstFrames
from ..gui.ticker import Ticker


@dataclass
class Exposure:
    seat: int
    ms: float
    state: str
    """What the controller was waiting for when it began."""


@dataclass
class Tally:
    frames: int = 0
    ticks: int = 0
    exposures: list[Exposure] = field(default_factory=list)
    hints_left_up: int = 0
    """Samples where a human's hint (it speaks of that human's cards) was still on the
    table after that human's choice was made."""
    tooltips_left_up: int = 0
    """Samples where the tooltip of a card in a human's hand (its name) was still up after
    that human's choice was made."""
    covers: int = 0
    """Times the pass screen came up."""
    covers_in_part: int = 0
    """Times its first frame covered only part of the table (where the cards had moved),
    flashing the rest as it was for a frame."""

    def longest(self) -> Exposure | None:
        return max(self.exposures, key=lambda e: e.ms, default=None)


class ExposureProbe(QObject):
    """Samples at every paint of the table's viewport and every animation tick."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.tally = Tally()
        self._since: dict[int, tuple[float, str]] = {}
        self.hints: set[str] = set()
        """The hints shown so far, as the table announced them."""
        self.tooltips: set[str] = set()
        """The tooltips of hand cards shown so far."""
        self._covers = FirstFrames(window.table.pass_screen)
        window.table.viewport().installEventFilter(self)
        self._ticker = Ticker(self._tick, self)
        self._ticker.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.tally.frames += 1
            self.sample()
        return False

    def _tick(self) -> None:
        self.tally.ticks += 1
        self.sample()

    def stop(self) -> Tally:
        self._ticker.stop()
        self.window.table.viewport().removeEventFilter(self)
        self.window.table.pass_screen.removeEventFilter(self._covers)
        self.tally.covers = len(self._covers.whole)
        self.tally.covers_in_part = self._covers.whole.count(False)
        self.sample(force_end=True)
        return self.tally

    def exposed(self) -> set[int]:
        """Human seats whose hand shows a face to the table though they are not deciding;
        with bots playing for every person, any person's seat that shows one. Empty with
        one person or one human (nobody else's eyes to keep out)."""
        c, view = self.window.controller, self.window.table
        if c.setup is None or c.match is None or view.model is None:
            return set()
        humans = c.setup.humans
        watched = humans if len(humans) >= 2 else [] if humans else c.setup.people
        if len(watched) < 2:
            return set()
        deciding = c.match.current_player if c.waiting_for == "human" else -1
        faces = view.face_up_cards()
        return {s for s in watched if s != deciding and faces & set(view.model.hands[s])}

    def sample(self, force_end: bool = False) -> None:
        now = time.monotonic()
        toast = self.window.table.furniture.toast
        if (self.window.controller.waiting_for != "human" and toast.isVisible()
                and toast.text in self.hints):
            self.tally.hints_left_up += 1
        if (self.window.controller.waiting_for != "human" and QToolTip.isVisible()
                and QToolTip.text() in self.tooltips):
            self.tally.tooltips_left_up += 1
        exposed = set() if force_end else self.exposed()
        for seat in exposed - set(self._since):
            self._since[seat] = (now, self.window.controller.waiting_for)
        for seat in set(self._since) - exposed:
            began, state = self._since.pop(seat)
            self.tally.exposures.append(Exposure(seat, (now - began) * 1000, state))
