"""Resume through the real GameController: the same cards, scores and bot moves as unbroken play."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.game_files import RESUME, GameFiles
from traversone_desktop.session.setup import default_setup
from traversone_desktop.storage.savefile import load_save
from traversone_desktop.storage.settings import Settings

SETUP = replace(default_setup("Anna"), seed=2024)
STOP_AFTER = 50
"""Moves before the family goes to dinner (mid-deal, mid-trick)."""


def headless(qtbot, budget: list[int] | None = None) -> tuple[GameController, GameFiles]:
    """A controller whose 'view' is idle at once and whose human plays the first legal card
    while ``budget[0]`` moves are left to play (no budget: always)."""
    controller = GameController(Settings(), InlineBotWorker("random"))
    controller.think_ms = 0
    window = QWidget()
    qtbot.addWidget(window)
    files = GameFiles(controller, controller.settings, window)
    later = QTimer.singleShot  # as a real view would: after the signal, not inside it
    controller.eventsReady.connect(lambda _events: later(0, controller.on_idle))
    controller.tableReset.connect(lambda _model: later(0, controller.on_idle))
    controller.dealOver.connect(lambda _record: later(0, controller.continue_play))

    def human(_seat: int, legal: list[int], _reasons: dict) -> None:
        match = controller.match
        if budget is None or (match is not None and len(match.moves) < budget[0]):
            controller.play(legal[0])

    controller.humanTurn.connect(human)
    return controller, files


@pytest.fixture
def reference(qtbot, data_dir):
    """The whole match played without a break."""
    controller, files = headless(qtbot)
    controller.new_match(SETUP)
    qtbot.waitUntil(lambda: controller.waiting_for == "over", timeout=60_000)
    moves, totals = list(controller.match.moves), list(controller.match.totals)
    controller.shutdown()
    files.stats.close()
    (data_dir / "stats.db").unlink()
    return moves, totals


def test_a_resumed_match_goes_on_exactly_as_if_never_stopped(qtbot, data_dir, reference):
    moves, totals = reference
    first, files = headless(qtbot, budget=[STOP_AFTER])
    first.new_match(SETUP)
    qtbot.waitUntil(lambda: first.waiting_for == "human"
                    and len(first.match.moves) >= STOP_AFTER, timeout=60_000)
    files.window.close()  # dinner: the window closes mid-trick
    first.shutdown()

    saved = load_save(files.autosaver.path)
    assert saved.match.moves == first.match.moves == moves[: len(saved.match.moves)]

    second, files2 = headless(qtbot)
    files2.ask_resume = lambda *_asked: RESUME  # the player answers "Resume"
    assert files2.startup() is True
    assert second.setup == saved.setup
    # "over": the last trick's animation is done and matchOver has been handled (the match is
    # in the statistics and the autosave cleared); match.is_over turns true a step earlier
    qtbot.waitUntil(lambda: second.waiting_for == "over", timeout=60_000)
    assert second.match.moves == moves  # the same cards and the same bot choices
    assert second.match.totals == totals
    assert not files2.autosaver.path.exists()  # a finished match is not offered again
    assert {r.name for r in files2.stats.summary()} == {s.name for s in SETUP.seats}
    second.shutdown()
