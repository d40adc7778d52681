"""A bot worker that dies (killed, out of memory) costs the family neither its game nor a
bot's turn: the worker is replaced and asked again; a bot that fails twice plays on."""

from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import Future
from dataclasses import replace

from pytestqt.qtbot import QtBot

from traversone_desktop.bots.pool import choose_by_name
from traversone_desktop.engine.deal import derive_seed
from traversone_desktop.engine.view import SeatView
from traversone_desktop.gui.bot_worker import BotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.crash import crash_log
from traversone_desktop.session.setup import BOT, GameSetup, default_setup
from traversone_desktop.storage.settings import Settings

SPAWN_MS = 60_000
"""A new worker process imports the bots before its first answer: seconds on a slow CI."""


def bots_only(seed: int) -> GameSetup:
    setup = default_setup()
    return replace(setup, seats=tuple(replace(s, kind=BOT, level="easy") for s in setup.seats),
                   seed=seed)


def played_on(controller: GameController, moves: int) -> bool:
    return controller.match is not None and len(controller.match.moves) >= moves


def test_a_killed_worker_is_replaced_and_the_bots_play_on(
        qtbot: QtBot, settings: Settings) -> None:
    controller = GameController(settings, BotWorker())
    controller.think_ms = 0  # no pause for the eye: no table here
    controller.eventsReady.connect(lambda _events: controller.on_idle())
    failures: list[str] = []
    controller.botFailed.connect(failures.append)
    try:
        controller.new_match(bots_only(5))
        qtbot.waitUntil(lambda: played_on(controller, 2), timeout=SPAWN_MS)
        (worker,) = multiprocessing.active_children()[-1:]
        worker.kill()
        worker.join()
        assert controller.match is not None
        reached = len(controller.match.moves)
        qtbot.waitUntil(lambda: played_on(controller, reached + 8), timeout=SPAWN_MS)
    finally:
        controller.shutdown()
        controller.worker.wait_stopped()
    assert failures == [], "the replaced worker answered: nothing to tell the table"


class FailingWorker:
    """Every request fails, as a bot with a bug would."""

    def __init__(self) -> None:
        self.views: list[SeatView] = []

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        self.views.append(view)
        future: Future[int] = Future()
        future.set_exception(RuntimeError("a bot with a bug"))
        return future

    def shutdown(self) -> None:
        pass

    def wait_stopped(self) -> None:
        pass


def test_a_bot_that_fails_twice_plays_by_rule_of_thumb_and_the_table_says_so_once(
        qtbot: QtBot, settings: Settings) -> None:
    worker = FailingWorker()
    controller = GameController(settings, worker)
    controller.think_ms = 0  # no pause for the eye: no table here
    controller.eventsReady.connect(lambda _events: controller.on_idle())
    failures: list[str] = []
    controller.botFailed.connect(failures.append)
    controller.new_match(bots_only(6))
    qtbot.waitUntil(lambda: played_on(controller, 8))
    controller.shutdown()
    first = worker.views[0]
    assert worker.views[1] == first, "asked again, the same question, before giving up"
    assert controller.match is not None
    hint = controller.match.moves[0]
    assert hint == choose_by_name("heuristic", first, random.Random(
        derive_seed(controller.match.seed, "bot", first.seat, 0)))
    assert failures == ["A bot could not think this move through; it plays by rule of thumb."]
    assert "a bot with a bug" in crash_log().read_text(encoding="utf-8"), "for a report"
