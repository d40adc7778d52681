"""A screen that comes up unasked is not answered by a key or click meant for what came
before it: the player who has just played, pressing Enter twice (or holding it), never
sees the next player's hand, and a deal's summary and the winner do not flash past."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.gui.first_moments import SETTLE_MS, FirstMoments
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

from .conftest import wait_for
from .test_hot_seat import hands_shown

NEIGHBOURS = GameSetup(preset("traversone"), (
    SeatSetup("Anna", HUMAN), SeatSetup("Bruno", HUMAN), SeatSetup("Zio Gino", BOT),
    SeatSetup("Zia Rosa", BOT)), seed=8)
"""Bruno plays right after Anna."""


@pytest.fixture(autouse=True)
def real_moments(settled_screens: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(FirstMoments, "settle_ms", SETTLE_MS)


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> Iterator[MainWindow]:
    """At speed instant, where the next screen is up before a second press comes."""
    window = make_window()
    yield window
    window.close()


def settled(qtbot: QtBot, moments: FirstMoments) -> None:
    qtbot.waitUntil(lambda: not moments.too_soon(), timeout=SETTLE_MS * 5)


def test_a_second_enter_from_the_player_who_played_does_not_pass_the_screen(
        qtbot: QtBot, window: MainWindow) -> None:
    screen = window.table.pass_screen
    seen: list[set[int]] = []
    window.table.idle.connect(lambda: seen.append(hands_shown(window)))
    window.controller.new_match(NEIGHBOURS)
    turns = 0
    while turns < 6 and wait_for(qtbot, window, "pass", "human") == "pass":
        settled(qtbot, screen.moments)  # the next player has sat down
        player = window.controller.match.current_player
        qtbot.keyClick(screen.button, Qt.Key.Key_Return)
        assert hands_shown(window) == {player}
        qtbot.keyClick(window.table, Qt.Key.Key_Return)  # the card…
        wait_for(qtbot, window, "pass", "human")
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter):
            qtbot.keyClick(screen.button, key)  # …and the same hand's second press
            assert screen.isVisible() and hands_shown(window) == set()
        qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)  # or a double click's
        assert screen.isVisible() and hands_shown(window) == set()
        turns += 1
    assert turns == 6
    assert all(len(shown) <= 1 for shown in seen)


def test_a_second_enter_does_not_close_the_summary_or_the_winner_unseen(
        qtbot: QtBot, window: MainWindow) -> None:
    """Enter plays the last card of the match and skips the scoring; pressed again at
    once it neither closes the deal's summary nor answers the winner, which stay up
    until Enter is pressed once they have been seen."""
    window.controller.new_match(GameSetup(preset("kifameno", 2), (
        SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT)), seed=5))
    while True:
        while wait_for(qtbot, window, "human", "summary") == "human":
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.summary is not None)
        summary = window.summary
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.keyClick(summary, Qt.Key.Key_Return)
        assert window.summary is summary and summary.isVisible()
        settled(qtbot, summary.moments)
        qtbot.keyClick(summary, Qt.Key.Key_Return)
        if window.controller.match.is_over:
            break
        assert window.summary is None
    qtbot.waitUntil(lambda: window.result is not None and window.result.isVisible())
    result = window.result
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        qtbot.keyClick(result, key)
    qtbot.mouseClick(result.new_game, Qt.MouseButton.LeftButton)
    assert window.result is result and result.isVisible()
    settled(qtbot, result.moments)
    qtbot.keyClick(result, Qt.Key.Key_Escape)
    assert window.result is None
