"""The controller: stale bot answers, undo, replaying a deal, the autosave hook."""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from traversone_desktop.bots.pool import choose_by_name
from traversone_desktop.engine.deal import derive_seed
from traversone_desktop.engine.view import SeatView
from traversone_desktop.gui.controller import HINT_BOT, GameController
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import BOT, default_setup
from traversone_desktop.storage.settings import Settings

from .conftest import wait_for


class SlowWorker:
    """Keeps every request pending until the test answers it."""

    def __init__(self) -> None:
        self.requests: list[tuple[Future[int], SeatView]] = []

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        future: Future[int] = Future()
        self.requests.append((future, view))
        return future

    def shutdown(self) -> None:
        pass


def test_an_answer_from_before_a_new_game_is_dropped(qtbot: QtBot, settings: Settings) -> None:
    worker = SlowWorker()
    controller = GameController(settings, worker)
    controller.eventsReady.connect(lambda _events: controller.on_idle())
    bots_only = default_setup()
    bots_only = replace(bots_only, seats=tuple(replace(s, kind=BOT) for s in bots_only.seats),
                        seed=4)
    controller.new_match(bots_only)
    qtbot.waitUntil(lambda: len(worker.requests) == 1)
    stale, view = worker.requests[0]
    controller.new_match(bots_only)
    qtbot.waitUntil(lambda: len(worker.requests) == 2)
    fresh, fresh_view = worker.requests[1]
    assert fresh_view.legal == view.legal and len(view.legal) > 1
    stale.set_result(view.legal[0])
    fresh.set_result(view.legal[-1])
    qtbot.waitUntil(lambda: len(controller.match.moves) >= 1)
    assert controller.match.moves == [view.legal[-1]]
    controller.shutdown()


def test_undo_takes_back_my_card_and_the_bots_answers(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=31))
    wait_for(qtbot, window, "human")
    assert not window.act_undo.isEnabled()
    settings.set_flag("allow_undo", True)
    hand_before = list(window.table.model.hands[0])
    moves_before = list(window.controller.match.moves)
    match = window.controller.match
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    wait_for(qtbot, window, "human")
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    wait_for(qtbot, window, "human")
    assert window.controller.match is match  # taken back move by move, not replayed
    assert match.moves == moves_before
    assert window.table.model.hands[0] == hand_before
    kept = window.files.autosaver.load()  # a dead stop now brings back the card in hand
    assert kept is not None and kept.match.moves == moves_before


def test_undo_is_off_by_default(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=31))
    wait_for(qtbot, window, "human")
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    wait_for(qtbot, window, "human")
    assert not window.controller.undo()


def test_a_deal_replays_from_its_seed_then_the_match_resumes(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=12))
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    record = window.controller.match.records[0]
    window.summary.accept()
    wait_for(qtbot, window, "human")
    real = window.controller.match
    window.controller.replay_deal(0)
    wait_for(qtbot, window, "human")
    practice = window.controller.match
    assert practice is not real and window.controller.practice
    assert practice.deal.dealer == record.dealer
    assert window.table.model.hands[0] == sorted(record.hands[0])
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    window.summary.accept()
    wait_for(qtbot, window, "human")
    assert window.controller.match is real and not window.controller.practice


def test_checkpoints_follow_every_trick(qtbot: QtBot,
                                        make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    saved: list[dict[str, object]] = []
    window.controller.checkpoint.connect(lambda data, _setup: saved.append(data))
    window.controller.new_match(replace(default_setup(), seed=2))
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert len(saved) >= 10
    assert len(saved[-1]["moves"]) == 40


def test_a_persons_card_is_saved_as_it_leaves_the_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A dead stop mid-trick (a crash, the plug pulled) loses no card a person played: the
    autosave's hook has each one before the bots answer it, not only at the trick's end."""
    window = make_window()
    saved: list[list[str]] = []
    window.controller.checkpoint.connect(lambda data, _setup: saved.append(data["moves"]))
    window.controller.new_match(replace(default_setup(), seed=2))
    for _ in range(6):
        wait_for(qtbot, window, "human")
        before = len(window.controller.match.moves)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert saved[-1] == window.controller.match.to_json()["moves"][:before + 1]


def test_the_bots_cards_are_saved_as_they_are_played(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """After a dead stop the resumed match has the cards the bots had played on the table,
    not others: asked again, a bot may choose another card (its search runs on time), and
    the autosave had only a person's cards and whole tricks. Whenever it is a person's turn,
    the hook has had every move made."""
    window = make_window()
    saved: list[list[str]] = []
    window.controller.checkpoint.connect(lambda data, _setup: saved.append(data["moves"]))
    window.controller.new_match(replace(default_setup(), seed=2))
    mid_trick = 0
    for _ in range(8):
        wait_for(qtbot, window, "human")
        moves = window.controller.match.to_json()["moves"]
        assert saved[-1:] == ([moves] if moves else [])
        mid_trick += bool(window.table.model.trick)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert mid_trick >= 4  # the bots' cards lay on the table at most of those turns


class IllegalWorker(SlowWorker):
    """Answers every request at once with a card the seat may not play."""

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        future = super().submit(bot_name, view, seed)
        future.set_result(next(c for c in range(40) if c not in view.legal))
        return future


def test_an_illegal_answer_is_replaced_by_the_rule_of_thumb(qtbot: QtBot,
                                                           settings: Settings) -> None:
    worker = IllegalWorker()
    controller = GameController(settings, worker)
    controller.think_ms = 0
    controller.eventsReady.connect(lambda _events: controller.on_idle())
    told: list[str] = []
    controller.botFailed.connect(told.append)
    bots_only = default_setup()
    bots_only = replace(bots_only, seats=tuple(replace(s, kind=BOT) for s in bots_only.seats),
                        seed=9)
    controller.new_match(bots_only)
    qtbot.waitUntil(lambda: len(controller.match.moves) >= 1)
    controller.shutdown()
    view = worker.requests[0][1]
    assert controller.match.moves[0] == choose_by_name(HINT_BOT, view, random.Random(
        derive_seed(controller.match.seed, "bot", view.seat, 0)))
    assert told[0] == "A bot chose an illegal move; it plays another."


def test_a_deal_of_a_finished_match_practised_comes_back_to_the_match_over(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """From the score sheet of a finished match, a deal practised: at its end the table
    is back at the finished match, which says so and how to go on (it once stood silent,
    waiting for nothing)."""
    from traversone_desktop.engine import preset

    window = make_window()
    prompts: list[str] = []
    window.controller.prompt.connect(prompts.append)
    window.controller.new_match(replace(default_setup(rules=preset("kifameno", 2)), seed=5))
    while wait_for(qtbot, window, "human", "summary", "over") != "over":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    real = window.controller.match
    window.controller.replay_deal(0)
    while wait_for(qtbot, window, "human", "summary") == "human":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    prompts.clear()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # the practice deal's summary read
    assert wait_for(qtbot, window, "over", "") == "over"  # not at rest with nothing to wait for
    assert window.controller.match is real and real.is_over
    assert prompts[-1] == "The match is over. F2 starts a new one."
