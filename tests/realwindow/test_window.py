"""The window on a real 1366×768 screen, and on the same screen at 150 %: it fits, it is
remembered, and a resize during an animation lays the table out again at once. A dialog
widened by a language switch stays centred over it."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from traversone_desktop.__main__ import dress
from traversone_desktop.engine import preset
from traversone_desktop.gui.dialogs.base import Dialog
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.layout import layout
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import default_setup

from ..gui.conftest import WAIT_MS, wait_for
from ..gui.test_window import cards_inside

pytestmark = pytest.mark.realwindow


def test_the_window_fits_a_1366x768_screen_and_shows_the_whole_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()  # asks for 1280×800, taller than the screen
    screen = window.screen().availableGeometry()
    assert (screen.width(), screen.height()) == (1366, 768)
    whole_hand_on_the_screen(qtbot, window)


@pytest.mark.realwindow(scale=1.5)
def test_a_screen_scaled_too_small_for_the_window_still_shows_the_whole_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """1366×768 at 150 % is 911×512: the window's usual smallest, 900×520, stood taller
    than the screen, and the bottom of the hand and the player's plate were cut off."""
    window = make_window()
    screen = window.screen().availableGeometry()
    assert (screen.width(), screen.height()) == (911, 512)
    whole_hand_on_the_screen(qtbot, window)
    plate = window.table.furniture.plates[0]
    corner = window.table.mapFromScene(plate.sceneBoundingRect().bottomRight())
    assert screen.contains(window.table.viewport().mapToGlobal(corner))


@pytest.mark.realwindow(screen="800x600x24")
def test_an_old_800x600_screen_holds_the_whole_window_and_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The window's smallest had been 820 pixels wide: on an 800×600 screen (an old
    monitor, a virtual machine's first screen) it stood over both sides, its frame and
    the ends of the side hands off the screen."""
    window = make_window()
    screen = window.screen().availableGeometry()
    assert (screen.width(), screen.height()) == (800, 600)
    whole_hand_on_the_screen(qtbot, window)


@pytest.mark.realwindow(screen="800x600x24")
@pytest.mark.parametrize("language", ["en", "it"])
def test_on_an_800x600_screen_new_game_and_the_preferences_stand_wholly_on_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str) -> None:
    """Their columns side by side were wider than the screen (Italian New game 831 pixels,
    Preferences 907): their right edge, Cancel with it, was off the screen."""
    install_language(language)
    window = make_window()
    screen = window.screen().availableGeometry()
    for dialog in (NewGameDialog(window.settings, window),
                   PreferencesDialog(window.settings, window)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda d=dialog: screen.contains(d.frameGeometry()))
        dialog.close()


def whole_hand_on_the_screen(qtbot: QtBot, window: MainWindow) -> None:
    """The window, frame and all, is on the screen, and so is every card of the hand."""
    screen = window.screen().availableGeometry()
    assert screen.contains(window.frameGeometry())
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    assert cards_inside(window)
    assert hand_on_the_screen(window)


def hand_on_the_screen(window: MainWindow) -> bool:
    """Every card of the player's hand is in the table's view and on the screen."""
    screen = window.screen().availableGeometry()
    viewport = window.table.viewport()
    for card in window.table.model.hands[0]:
        rect = window.table.card_items[card].scene_card_rect()
        corner = window.table.mapFromScene(rect.bottomRight())
        if not (viewport.rect().adjusted(0, 0, 4, 4).contains(corner)
                and screen.contains(viewport.mapToGlobal(corner))):
            return False
    return True


@pytest.mark.realwindow(changing=True)
def test_a_screen_that_changes_under_the_window_keeps_it_and_the_hand_on_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A laptop taken from its monitor, a resolution lowered: the window kept the size it
    had, and the hand and the player's plate stood off the bottom of the smaller screen.
    It shrinks and moves onto the screen (down to 800×600, below its usual smallest),
    takes its usual smallest again when the screen grows, and a maximised window stays
    maximised. A dialog open at that moment (the score sheet, 860×720) comes onto the
    screen with it, its buttons in reach. Full screen on a screen lowered to 800×600 stood
    900 pixels wide (the window's usual smallest), and left, it came back at the size it
    had on the larger screen."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    window.setGeometry(300, 200, 1040, 540)  # off the right and bottom of a 1024×768
    qtbot.waitUntil(lambda: window.geometry().size() == QSize(1040, 540))
    usual = window.minimumSize()
    window.show_score_sheet()
    [sheet] = window.findChildren(ScoreSheetDialog)
    qtbot.waitExposed(sheet)

    def on(size: str, *over: QWidget) -> bool:
        screen = window.screen().availableGeometry()
        return (f"{screen.width()}x{screen.height()}" == size
                and all(screen.contains(w.frameGeometry()) for w in (window, *over))
                and hand_on_the_screen(window))

    for size in ("1024x768", "800x600", "1366x768"):
        subprocess.run(["xrandr", "-s", size], check=True, capture_output=True, timeout=10)
        qtbot.waitUntil(lambda size=size: on(size, sheet), timeout=WAIT_MS)
        assert cards_inside(window)
    qtbot.waitUntil(lambda: window.minimumSize() == usual, timeout=WAIT_MS)
    sheet.close()
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    subprocess.run(["xrandr", "-s", "1024x768"], check=True, capture_output=True, timeout=10)
    qtbot.waitUntil(lambda: on("1024x768") and window.width() == 1024, timeout=WAIT_MS)
    assert window.isMaximized()
    window.showFullScreen()  # full screen on a screen lowered below the usual smallest
    qtbot.waitUntil(lambda: window.isFullScreen() and window.height() == 768)
    subprocess.run(["xrandr", "-s", "800x600"], check=True, capture_output=True, timeout=10)
    qtbot.waitUntil(lambda: on("800x600") and window.size() == QSize(800, 600), timeout=WAIT_MS)
    window.showNormal()  # back to the size it had on the larger screen, then onto this one
    qtbot.waitUntil(lambda: not window.isFullScreen() and on("800x600"), timeout=WAIT_MS)


@pytest.mark.realwindow(changing=True)
def test_a_window_a_smaller_screen_took_in_goes_back_when_a_screen_has_room_again(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The laptop back on its monitor: the window stayed as small as the laptop's screen
    had made it, in its corner. It goes back where it stood, by steps as the screen has
    room, and so does one the smaller screen only moved; sized by the person on the small
    screen, it keeps the size they gave it."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    window.setGeometry(250, 150, 1040, 560)
    qtbot.waitUntil(lambda: window.geometry().size() == QSize(1040, 560))
    stood = window.geometry()

    def screen(size: str) -> None:
        subprocess.run(["xrandr", "-s", size], check=True, capture_output=True, timeout=10)
        qtbot.waitUntil(lambda: window.screen().availableGeometry().width()
                        == int(size.split("x")[0]), timeout=WAIT_MS)

    screen("800x600")
    qtbot.waitUntil(lambda: window.width() < 800, timeout=WAIT_MS)
    screen("1024x768")  # room across for more, not for all
    qtbot.waitUntil(lambda: window.width() > 900 and window.height() == 560, timeout=WAIT_MS)
    screen("1366x768")
    qtbot.waitUntil(lambda: window.geometry() == stood, timeout=WAIT_MS)
    assert hand_on_the_screen(window)

    window.setGeometry(420, 150, 920, 560)  # narrower than a 1024×768 screen, not left
    qtbot.waitUntil(lambda: window.geometry().size() == QSize(920, 560))
    stood = window.geometry()
    screen("1024x768")
    qtbot.waitUntil(lambda: window.x() < 420 and window.width() == 920, timeout=WAIT_MS)
    screen("1366x768")
    qtbot.waitUntil(lambda: window.geometry() == stood, timeout=WAIT_MS)

    screen("800x600")
    qtbot.waitUntil(lambda: window.width() < 800, timeout=WAIT_MS)
    sized = QSize(window.width(), 530)
    window.resize(sized)  # as a person sizes it: shorter
    qtbot.waitUntil(lambda: window.size() == sized, timeout=WAIT_MS)
    screen("1366x768")
    qtbot.waitUntil(lambda: window.minimumSize().width() > 800, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.size() == sized.expandedTo(window.minimumSize()),
                    timeout=WAIT_MS)  # its usual least width, the person's height


@pytest.mark.realwindow(changing=True)
@pytest.mark.parametrize("language", ["en", "it"])
def test_new_game_and_the_preferences_stand_anew_on_a_screen_that_changes_under_them(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str) -> None:
    """Open in two columns on a laptop's screen lowered to 800×600, New game came onto it
    at its left edge but kept its columns side by side (915 pixels wide in Italian), Cancel
    off the right edge until it was closed and opened again. They stand as they would
    have opened on each screen: one above the other, scrolling, on the small one, side by
    side again on the larger."""
    install_language(language)
    window = make_window()

    def fits(dialog: Dialog, size: str, side_by_side: bool) -> bool:
        screen = window.screen().availableGeometry()
        first, second = ((dialog.game_box, dialog.seats_box)
                         if isinstance(dialog, NewGameDialog)
                         else (dialog.look_box, dialog.aids_box))
        beside = second.mapToGlobal(QPoint(0, 0)).y() == first.mapToGlobal(QPoint(0, 0)).y()
        return (f"{screen.width()}x{screen.height()}" == size and beside == side_by_side
                and screen.contains(dialog.frameGeometry())
                and all(screen.contains(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
                        for b in dialog.findChildren(QPushButton) if b.isVisible()))

    dialogs: tuple[Dialog, ...] = (NewGameDialog(window.settings, window),
                                   PreferencesDialog(window.settings, window))
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda d=dialog: fits(d, "1366x768", True), timeout=WAIT_MS)
        for size, side_by_side in (("800x600", False), ("1366x768", True)):
            subprocess.run(["xrandr", "-s", size], check=True, capture_output=True,
                           timeout=10)
            qtbot.waitUntil(lambda d=dialog, s=size, b=side_by_side: fits(d, s, b),
                            timeout=WAIT_MS)
        dialog.close()


def test_the_window_opens_as_it_was_left(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    first = make_window()
    first.setGeometry(150, 60, 1000, 640)
    qtbot.waitUntil(lambda: first.geometry().size().width() == 1000)
    left = first.geometry()
    first.close()
    second = make_window()
    assert second.geometry() == left
    second.showMaximized()
    qtbot.waitUntil(second.isMaximized)
    second.close()
    third = make_window()
    assert third.isMaximized()


def test_f11_toggles_full_screen(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    before = window.geometry()
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.geometry().height() == 768)
    assert window.isFullScreen() and window.act_full_screen.isChecked()
    window.act_full_screen.trigger()
    qtbot.waitUntil(lambda: window.geometry() == before)
    assert not window.isFullScreen()


def test_a_resize_during_an_animation_lays_the_table_out_at_once(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """At normal speed, in the middle of the deal: the first frame after the resize shows
    every card where the new size puts it, none still heading for the old places."""
    window = make_window()
    window.set_session_speed("normal")
    view = window.table
    window.start_demo(MainWindow.demo_setup(preset("traversone"), seed=5), None)
    qtbot.waitUntil(lambda: any(item.moving for item in view.card_items.values()),
                    timeout=WAIT_MS)
    window.resize(960, 620)
    qtbot.waitUntil(lambda: view.viewport().width() == 960, timeout=WAIT_MS)
    poses = layout(view.model, view.table(), view.bottom, view.open_seats)
    assert poses
    for card, item in view.card_items.items():
        assert item.isVisible() == (card in poses)
        if card in poses:
            assert not item.moving and item.at_rest and item.pose == poses[card], card
    assert cards_inside(window)


def test_preferences_stay_centred_when_a_new_language_widens_them(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Italian's longer labels widen Preferences while it is open (the language is chosen
    there): it grows about its centre, over the window, not off to its right."""
    window = make_window()
    dialog = PreferencesDialog(window.settings, window)
    dialog.show()
    qtbot.waitUntil(dialog.isActiveWindow)
    width, centre = dialog.width(), dialog.frameGeometry().center()

    def about_the_old_centre() -> QRect:
        frame = QRect(dialog.frameGeometry())
        frame.moveCenter(centre)
        return frame

    try:
        install_language("it")
        qtbot.waitUntil(lambda: dialog.width() > width + 40)
        qtbot.waitUntil(lambda: dialog.frameGeometry() == about_the_old_centre())
    finally:
        install_language("en")


def test_a_dialogs_buttons_are_words_alone_as_on_windows_and_macos(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """On Linux, Fusion takes the desktop's word that standard buttons carry icons: New
    game's Start wore a green arrow and Cancel a red cross beside a bare Quick game, and
    every Close and Yes had one too, where Windows and macOS show none."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    style = app.style().name()
    dress(app)  # the look main() gives the game
    try:
        window = make_window()
        question = QMessageBox(QMessageBox.Icon.Question, "Forget?", "Forget Anna?",
                               QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                               window)
        for dialog in (NewGameDialog(window.settings, window),
                       PreferencesDialog(window.settings, window), question):
            dialog.show()
            qtbot.waitExposed(dialog)
            buttons = dialog.findChildren(QPushButton)
            assert buttons
            assert [b.text() for b in buttons if not b.icon().isNull()] == []
            dialog.close()
    finally:
        app.setStyle(style)
