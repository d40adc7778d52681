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
        qtbot.waitUntil(lambda: not window.table.hand.just_shown())  # a look at the cards
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


def test_the_press_that_shows_a_hand_plays_none_of_its_cards_when_it_comes_twice(
        qtbot: QtBot, window: MainWindow) -> None:
    """Enter on the pass screen, pressed twice (or the button clicked three times), played
    the first card of the hand it had just shown, before its player could see it; in the
    hot seat no card is taken back. Once they have had a look, Enter plays it."""
    window.controller.new_match(NEIGHBOURS)
    table, screen = window.table, window.table.pass_screen
    for turn in range(4):
        wait_for(qtbot, window, "pass")
        settled(qtbot, screen.moments)
        player = window.controller.match.current_player
        held = list(table.model.hands[player])
        if turn % 2:
            qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
            card = table.card_items[table.hand.cards()[table.hand.focus]]
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                             pos=table.mapFromScene(card.sceneBoundingRect().center()))
        else:
            qtbot.keyClick(screen.button, Qt.Key.Key_Return)
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter):
                qtbot.keyClick(table, key)
        assert window.controller.waiting_for == "human"
        assert table.model.hands[player] == held and hands_shown(window) == {player}
        qtbot.waitUntil(lambda: not table.hand.just_shown(), timeout=SETTLE_MS * 5)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        assert window.controller.waiting_for != "human"
        assert window.controller.match.deal.hands[player].bit_count() == len(held) - 1


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
