"""Leaving with the deal's summary up, the way people do: the window manager's close (the
title bar's ×, here Openbox's Alt+F4 on the table's window) and Ctrl+Q, typed through the X
server with xdotool. The summary comes up unasked at the end of every deal; a modal one
made Qt ignore the window manager's close, and Ctrl+Q did nothing from it. Either way out
must close the window, deal nothing more, and keep the match for the next start. Ctrl+Q
works from the statistics window, a window of its own, and the rules, a modal dialog.
And a match the disk refuses to keep is not closed away without a question."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.main_window import MainWindow

from ..gui.conftest import wait_for
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



def when_asked(window: MainWindow, answer: Callable[[QMessageBox], object]) -> list[str]:
    """Answer the next question over ``window`` as a person would. A question is a modal
    box with its own event loop, under which a ``waitUntil`` is not looked at again until
    the box is gone; a timer is, so the answer comes from one. Returns the list that gets
    the question's text once it is answered."""
    asked: list[str] = []
    timer = QTimer(window)
    timer.setInterval(50)

    def look() -> None:
        box = QApplication.activeWindow()
        if isinstance(box, QMessageBox) and box.isVisible():
            timer.stop()
            asked.append(box.text())
            answer(box)

    timer.timeout.connect(look)
    timer.start()
    return asked


def click(box: QMessageBox, text: str) -> None:
    """Click the button ``text`` of ``box`` through the X server."""
    button = next(b for b in box.buttons() if b.text().replace("&", "") == text)
    centre = button.mapToGlobal(button.rect().center())
    xdotool("mousemove", "--sync", str(centre.x()), str(centre.y()), "click", "1")


def test_the_window_managers_close_asks_before_a_match_the_disk_refuses_is_lost(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Mid-trick, once the person's card is saved, a folder takes the autosave's name (the
    disk refuses it from now on): the title bar's close asks first. Esc goes on playing;
    *Close without saving* closes."""
    window = make_window()
    window.set_session_speed("normal")
    start(window, seed=21)
    wait_for(qtbot, window, "human")
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    match = window.controller.match
    qtbot.waitUntil(lambda: match.has_moved(0))
    autosave = window.files.autosaver.path
    autosave.unlink()
    autosave.mkdir()
    assert len(match.moves) % 4, "mid-trick: no trick's end has told of the autosave yet"
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    qtbot.waitUntil(window.isActiveWindow)
    asked = when_asked(window, lambda _box: xdotool("key", "Escape"))
    xdotool("key", "alt+F4")
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0].startswith("The match in progress cannot be kept for the next start.")
    qtbot.waitUntil(window.isActiveWindow)
    assert window.isVisible() and window.controller.match is match
    asked = when_asked(window, lambda box: click(box, "Close without saving"))
    xdotool("key", "alt+F4")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert asked


def test_the_score_sheet_opened_from_the_winner_gives_the_keys_back_to_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The match is over; from the winner's screen the family looks at the score sheet
    (Alt+S) and closes it (Esc): the keys go back to the winner's screen, whose Enter starts
    the next match, and not to the table behind it, where Enter does nothing. (Opened over
    the table, the sheet gave the keys to the table when it closed, and the winner's
    screen stood there deaf.)"""
    from traversone_desktop.engine import preset
    from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    window = make_window()
    bots = tuple(SeatSetup(n, BOT) for n in ("Nonna Pina", "Zio Gino", "Zia Rosa"))
    window.controller.new_match(GameSetup(preset("traversone", 4, target=5),
                                          (SeatSetup("Anna", HUMAN), *bots), seed=3))
    while window.controller.waiting_for != "over":
        play_deal_by_keyboard(qtbot, window)
        window.summary.accept()
        wait_for(qtbot, window, "human", "over")
    qtbot.waitUntil(lambda: window.result is not None)
    result = window.result
    qtbot.waitUntil(result.isActiveWindow)
    qtbot.waitUntil(lambda: not result.moments.too_soon())
    xdotool("key", "alt+s")
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ScoreSheetDialog))
    sheet = QApplication.activeModalWidget()
    qtbot.waitUntil(sheet.isActiveWindow)
    with qtbot.waitSignal(sheet.destroyed):  # closed, and deleted
        xdotool("key", "Escape")
    qtbot.waitUntil(result.isActiveWindow)
    assert window.result is result and result.isVisible()
