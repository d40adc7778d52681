"""Hot-seat: a human never sees another human's cards; one human sees no privacy screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.setup import BOT, HUMAN, GameSetup, SeatSetup

from .conftest import wait_for

FAMILY = GameSetup(preset("traversone"), (
    SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT), SeatSetup("Bruno", HUMAN),
    SeatSetup("Zio Gino", BOT)), seed=8)


def hands_shown(window: MainWindow) -> set[int]:
    """Seats with at least one card of their hand face up."""
    model, faces = window.table.model, window.table.face_up_cards()
    return {s for s in range(model.seats) if faces & set(model.hands[s])}


def test_two_humans_pass_the_screen_and_never_see_each_others_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    seen: list[tuple[str, set[int]]] = []
    window.table.idle.connect(lambda: seen.append(("idle", hands_shown(window))))
    window.controller.new_match(FAMILY)
    passes = 0
    while wait_for(qtbot, window, "human", "pass", "summary") != "summary":
        if window.controller.waiting_for == "pass":
            passes += 1
            assert window.table.pass_screen.isVisible()
            assert hands_shown(window) == set()
            qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        seat = window.controller.match.current_player
        assert not window.table.pass_screen.isVisible()
        assert hands_shown(window) <= {seat}
        assert window.table.bottom == seat
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert passes >= 2
    assert all(shown <= {0} or shown <= {2} for _, shown in seen)
    assert all(len(shown) <= 1 for _, shown in seen)


def test_the_hint_uses_only_the_players_own_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, window, "human")
    seat = window.controller.match.current_player
    window.act_hint.trigger()
    hinted = {c for c, item in window.table.card_items.items() if item.hinted}
    assert hinted and hinted <= set(window.table.model.hands[seat])


def test_a_single_human_gets_no_privacy_screen(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    from traversone_desktop.gui.setup import default_setup

    window = make_window()
    shown: list[str] = []
    window.controller.passTo.connect(lambda _s, name: shown.append(name))
    window.controller.new_match(default_setup())
    while wait_for(qtbot, window, "human", "summary") == "human":
        assert hands_shown(window) == {0}
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert shown == []


def test_a_seat_handed_to_a_bot_plays_by_itself(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    window.controller.set_seat(0, BOT)
    window.controller.set_seat(2, BOT)
    state = wait_for(qtbot, window, "summary")
    assert state == "summary"
    assert len(window.controller.match.log) == 1
