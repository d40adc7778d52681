"""Leaving with the deal's summary up, the way people do: the window manager's close (the
title bar's ×, here Openbox's Alt+F4 on the table's window) and Ctrl+Q, typed through the X
server with xdotool. The summary comes up unasked at the end of every deal; a modal one
made Qt ignore the window manager's close, and Ctrl+Q did nothing from it. Either way out
must close the window, deal nothing more, and keep the match for the next start. Ctrl+Q
works from the statistics window, a window of its own, and the rules, a modal dialog."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.main_window import MainWindow

from ..gui.test_table_play import play_deal_by_keyboard, start
from .conftest import xdotool

pytestmark = pytest.mark.realwindow


def summary_up(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> MainWindow:
    """A window whose first deal is over, its summary up and active."""
    window = make_window()
    start(window, seed=21)
    play_deal_by_keyboard(qtbot, window)
    summary = window.summary
    assert summary is not None
    qtbot.waitUntil(summary.isActiveWindow)
    return window


def assert_closed_and_kept(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.isVisible())
    match = window.controller.match
    assert match is not None and len(match.records) == 1
    assert window.controller.waiting_for == "", "no next deal was dealt on the way out"
    kept = window.files.autosaver.load().match
    assert kept.moves == match.moves and len(kept.records) == 1


def test_the_window_managers_close_works_with_the_deals_summary_up(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = summary_up(qtbot, make_window)
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    # Alt+F4 closes the active window: the summary, if the window manager's focus comes
    # back to it late (once in CI), so the key waits until the table's window has it.
    qtbot.waitUntil(window.isActiveWindow)
    xdotool("key", "alt+F4")
    assert_closed_and_kept(qtbot, window)


def test_ctrl_q_quits_from_the_deals_summary(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = summary_up(qtbot, make_window)
    xdotool("key", "ctrl+q")
    assert_closed_and_kept(qtbot, window)


@pytest.mark.parametrize("action", ["act_stats", "act_rules"])
def test_ctrl_q_quits_from_the_statistics_window_and_the_rules(
        qtbot: QtBot, make_window: Callable[..., MainWindow], action: str) -> None:
    """A window of its own, and a window-modal dialog."""
    from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog

    window = make_window()
    getattr(window, action).trigger()
    opened = (window.files.stats_window if action == "act_stats"
              else window.findChild(RulesHelpDialog))
    assert opened is not None
    qtbot.waitUntil(opened.isActiveWindow)
    xdotool("key", "ctrl+q")
    qtbot.waitUntil(lambda: not window.isVisible())
