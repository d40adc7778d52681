"""Out of the match: the summary offers to skip to the result, and the bots play the rest
unseen. A family need not watch four bots play deal after deal at normal speed."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.engine.cards import STRENGTH_ORDER, rank_of
from traversone_desktop.gui.controller import THINK_MS
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

from .conftest import wait_for

CIAPANO = GameSetup(preset("ciapano", 3, target=16), (
    SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT), SeatSetup("Zio Gino", BOT)),
    seed=2)
"""Anna is out after the third deal; the bots play two more."""


def next_summary(qtbot: QtBot, window: MainWindow) -> DealSummaryDialog:
    """Anna plays her strongest card each turn (she takes tricks, and soon is out) until a
    summary shows."""
    c = window.controller
    while wait_for(qtbot, window, "human", "summary") == "human":
        assert c.match is not None
        c.play(max(c.match.legal_moves(), key=lambda m: STRENGTH_ORDER.index(rank_of(m))))
    qtbot.waitUntil(lambda: window.summary is not None)
    assert window.summary is not None
    return window.summary


def anna_out(qtbot: QtBot, window: MainWindow) -> DealSummaryDialog:
    """The summary of the deal that put Anna out; the ones before it offered no skipping."""
    c = window.controller
    c.new_match(CIAPANO)
    summary = next_summary(qtbot, window)
    while c.match is not None and 0 in c.match.active:  # Anna still plays: no skipping
        assert summary.hurry_button.isHidden()
        summary.accept()
        summary = next_summary(qtbot, window)
    return summary


def test_out_of_the_match_the_summary_offers_to_skip_to_the_result(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    c = window.controller
    summary = anna_out(qtbot, window)
    assert c.match is not None and not c.match.is_over
    assert not summary.hurry_button.isHidden()
    assert summary.hurry_button.text() == "&Skip to the result"
    window.set_session_speed("slow")  # how she watched: it comes back with the next match
    summaries: list[object] = []
    c.dealOver.connect(summaries.append)
    summary.hurry_button.click()
    assert window.table.animator.instant and c.think_ms == 0
    assert window.speed_actions["slow"].isChecked()
    assert window.table.furniture.prompt.text == "The others play the rest of the match…"
    qtbot.waitUntil(lambda: window.result is not None, timeout=60_000)
    assert c.match.is_over and window.summary is None
    assert len(summaries) >= 1  # deals were played out, none of them summed up on screen
    assert not window.table.animator.instant and c.think_ms == THINK_MS["slow"]
    assert window.table.furniture.prompt.text == "The match is over. F2 starts a new one."
    assert window.table.furniture.toast.text == "Nonna Pina and Zio Gino win!"


def test_a_speed_chosen_while_the_bots_hurry_ends_the_hurry(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Choosing a speed says "let me watch": the deals are summed up again."""
    window = make_window()
    summary = anna_out(qtbot, window)
    window.set_session_speed("normal")
    summary.hurry_button.click()
    assert window.hurrying
    window.speed_actions["instant"].trigger()  # quick to test; any speed does the same
    assert not window.hurrying and window.table.furniture.prompt.text == ""
    qtbot.waitUntil(lambda: window.summary is not None or window.result is not None)
    assert window.summary is not None  # the next deal is summed up again…
    assert not window.summary.hurry_button.isHidden()  # …and offers the skip again


def test_a_person_who_joins_the_bots_match_stops_the_hurry(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Players → a person takes Zio Gino's seat while the bots hurry: that person's turns
    are not played at instant speed, and their deals are summed up."""
    window = make_window()
    summary = anna_out(qtbot, window)
    window.set_session_speed("fast")
    summary.hurry_button.click()
    window.controller.set_seat(2, HUMAN)
    wait_for(qtbot, window, "human", "pass")
    assert not window.hurrying and not window.table.animator.instant
    assert window.table.furniture.prompt.text != "The others play the rest of the match…"
