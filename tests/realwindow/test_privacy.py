"""Hot-seat privacy in a real window at normal speed, checked at every frame.

Two humans and two bots play two whole deals; on the way the window is resized during an
animation, the deck and the card size change, the language changes, Marco leaves the table
to a bot and comes back, Anna takes back a card, and the match is resumed as from a file.
At every paint of the table and every animation tick a probe notes whose hand shows a
face; a human's hand may show only while that human decides, and turning it face down
may take one flip at most. Every human asks for a hint, which speaks of their own cards,
and rests the pointer on a card they keep, whose tooltip names it: either may be up only
while they decide.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.gui import controller as controller_module
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

from ..gui.conftest import wait_for
from .conftest import xdotool
from .probe import ExposureProbe, Tally

pytestmark = pytest.mark.realwindow

FLIP_LIMIT_MS = 250
FAMILY = GameSetup(preset("traversone"), (
    SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT), SeatSetup("Marco", HUMAN),
    SeatSetup("Zio Gino", BOT)), "napoletane", seed=21)


def during_next_animation(window: MainWindow, action: Callable[[], None],
                          after_ms: int = 150) -> None:
    """Do ``action`` while the next batch of events is being animated."""
    window.controller.eventsReady.connect(
        lambda _events: QTimer.singleShot(after_ms, action),
        Qt.ConnectionType.SingleShotConnection)


def take_the_screen(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """The next player sits down (longer than the screen's first moments), says so and
    looks at their cards (a key pressed before that plays none of them)."""
    screen = window.table.pass_screen
    qtbot.waitUntil(lambda: not screen.moments.too_soon())
    QTest.keyClick(screen.button, key)
    qtbot.waitUntil(lambda: not window.table.hand.just_shown())


def rest_the_pointer_on_a_card_kept(window: MainWindow, probe: ExposureProbe) -> None:
    """Qt's tooltip for a card of the hand other than the one Enter plays, as the pointer
    resting on its uncovered edge brings it up: it names the card."""
    view, hand = window.table, window.table.hand
    card = next((c for c in hand.cards() if c != hand.cards()[hand.focus]), None)
    if card is None:
        return
    rect = view.card_items[card].sceneBoundingRect()
    point = view.mapFromScene(QPointF(rect.left() + rect.width() / 8, rect.center().y()))
    QApplication.sendEvent(view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point)))
    if QToolTip.isVisible() and QToolTip.text().startswith(view.card_items[card].name):
        probe.tooltips.add(QToolTip.text())


def test_no_hand_shows_to_anyone_but_its_owner(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)  # bots answer; cards animate
    window = make_window("random")
    window.set_session_speed("normal")
    window.settings.set_flag("allow_undo", True)
    c = window.controller
    c.new_match(FAMILY)
    probe = ExposureProbe(window)
    script: dict[int, Callable[[], None]] = {
        2: lambda: during_next_animation(window, lambda: window.resize(1000, 680)),
        3: lambda: during_next_animation(window, window.deck_actions["piacentine"].trigger),
        4: lambda: during_next_animation(window, window.size_actions[1.2].trigger, 60),
        5: lambda: install_language("it"),
        6: lambda: install_language("en"),
        7: lambda: c.set_seat(2, BOT),
        9: lambda: c.set_seat(2, HUMAN),
        11: lambda: c.resume(c.setup, c.match.to_json()),
        14: lambda: during_next_animation(window, lambda: window.resize(1280, 800), 400),
    }
    turns = passes = undone = early = 0
    while len(c.match.log) < 2:
        state = wait_for(qtbot, window, "pass", "human", "summary")
        if state == "pass":
            key = (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter)[passes % 3]
            passes += 1
            screen = window.table.pass_screen
            if screen.moments.too_soon():  # the last player's second press: refused
                QTest.keyClick(screen.button, key)
                assert screen.isVisible() and window.controller.waiting_for == "pass"
                early += 1
            take_the_screen(qtbot, window, key)
            continue
        if state == "summary":  # the scoring plays on the felt first: skipped once
            if window.table.scoring.running and len(c.match.log) == 0:
                QTest.keyClick(window.table, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
            window.summary.accept()
            continue
        turns += 1
        script.get(turns, lambda: None)()
        if c.waiting_for != "human":
            continue
        if len(c.setup.humans) == 1 and not undone and c.can_undo():
            window.act_undo.trigger()
            undone += 1
            continue
        window.act_hint.trigger()  # the hint speaks of this player's cards: it must go
        probe.hints.add(window.table.furniture.toast.text)  # before the next one looks
        rest_the_pointer_on_a_card_kept(window, probe)  # and so must a card's tooltip
        QTest.keyClick(window.table, Qt.Key.Key_Return)
    tally = probe.stop()
    longest = tally.longest()
    print(f"privacy: {tally.frames} frames, {tally.ticks} animation ticks, "
          f"{len(tally.exposures)} exposures, longest "
          f"{longest.ms if longest else 0:.0f} ms; the pass screen came up {tally.covers} "
          f"times, {tally.covers_in_part} of them in part first", flush=True)
    assert undone == 1 and passes >= 10 and early >= 5
    assert len(probe.hints) >= 10 and tally.hints_left_up == 0
    assert len(probe.tooltips) >= 10 and tally.tooltips_left_up == 0
    assert tally.frames > 500 and tally.ticks > 1000
    assert tally.covers >= 10 and tally.covers_in_part == 0
    assert longest is None or longest.ms <= FLIP_LIMIT_MS, tally.exposures


class HeldEnter(QObject):
    """Counts the presses of Enter that reach the pass screen once its first moments are
    over (from then on a press is the one thing that could answer it), and every time
    the screen was answered while the key was down."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.screen = window.table.pass_screen
        self.presses = 0
        self.answers = 0
        self.screen.confirmed.connect(self._answered)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def _answered(self) -> None:
        self.answers += 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and watched is self.screen.button
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Return
                and self.screen.isVisible() and not self.screen.moments.too_soon()):
            self.presses += 1
        return False

    def stop(self) -> None:
        self.screen.confirmed.disconnect(self._answered)
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(self)


def test_an_enter_held_down_after_a_card_neither_shows_nor_plays_the_next_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna plays with Enter and keeps it down through the bot's card and Marco's pass
    screen, typed through the X server, which repeats it (Qt marks only some of the
    repeats so). The screen stays up through its first moments and a score of repeats
    after them: nothing answers it, and no frame shows a hand; Marco's own press of Enter
    shows his."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(FAMILY)
    take_the_screen(qtbot, window, Qt.Key.Key_Return)
    wait_for(qtbot, window, "human")
    anna = c.match.current_player
    xdotool("windowactivate", "--sync", str(int(window.winId())))
    qtbot.waitUntil(window.isActiveWindow)
    window.table.setFocus()
    probe, held = ExposureProbe(window), HeldEnter(window)
    xdotool("keydown", "Return")
    try:
        qtbot.waitUntil(lambda: held.presses >= 20 or held.answers > 0, timeout=30_000)
    finally:
        xdotool("keyup", "Return")
    held.stop()
    tally = probe.stop()
    assert held.answers == 0 and held.presses >= 20
    assert c.waiting_for == "pass" and c.match.current_player != anna
    assert window.table.pass_screen.isVisible()
    assert tally.frames > 20 and not tally.exposures, tally.exposures
    take_the_screen(qtbot, window, Qt.Key.Key_Return)
    assert c.waiting_for == "human" and c.match.current_player != anna


def test_with_everyone_away_no_hand_shows_while_the_bots_play_on(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna has played a card, and while it is still sweeping across the table both players
    hand their seats to bots (dinner is ready). At normal speed the bots play the deal out,
    every hand face down at every frame; Anna coming back is asked to the screen first."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)  # bots answer; cards animate
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(FAMILY)
    probe = ExposureProbe(window)
    state = wait_for(qtbot, window, "pass", "human")
    if state == "pass":
        take_the_screen(qtbot, window, Qt.Key.Key_Return)
        wait_for(qtbot, window, "human")
    during_next_animation(window, lambda: (c.set_seat(0, BOT), c.set_seat(2, BOT)), 60)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=120_000)
    assert c.waiting_for == "summary" and not c.setup.humans
    seen = probe.tally.frames
    c.set_seat(0, HUMAN)
    window.summary.accept()
    qtbot.waitUntil(lambda: window.table.pass_screen.isVisible(), timeout=60_000)
    assert c.setup.humans == [0] and c.waiting_for == "pass"
    tally = probe.stop()
    longest = tally.longest()
    print(f"everyone away: {seen} frames to the summary, {tally.ticks} animation ticks, "
          f"{len(tally.exposures)} exposures, longest "
          f"{longest.ms if longest else 0:.0f} ms", flush=True)
    assert seen > 200
    assert longest is None or longest.ms <= FLIP_LIMIT_MS, tally.exposures


def test_two_people_drawing_from_the_stock_never_see_each_others_draws(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Kifameno face to face: after every trick both draw from the stock, and a draw is
    seen only by its drawer. At normal speed, at every frame, neither hand (draws
    included) shows a face to the other, through a whole deal."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(GameSetup(preset("kifameno", 2), (
        SeatSetup("Anna", HUMAN), SeatSetup("Marco", HUMAN)), "napoletane", seed=5))
    probe = ExposureProbe(window)
    passes = 0
    while len(c.match.log) < 1:
        state = wait_for(qtbot, window, "pass", "human", "summary")
        if state == "pass":
            passes += 1
            take_the_screen(qtbot, window, Qt.Key.Key_Space)
        elif state == "human":
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        else:
            qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
    tally = probe.stop()
    longest = tally.longest()
    print(f"stock privacy: {tally.frames} frames, {tally.ticks} animation ticks, "
          f"{len(tally.exposures)} exposures, longest "
          f"{longest.ms if longest else 0:.0f} ms", flush=True)
    assert passes >= 19 and c.match.records[0].tricks and len(c.match.records[0].tricks) == 20
    assert tally.frames > 300
    assert longest is None or longest.ms <= FLIP_LIMIT_MS, tally.exposures


def test_a_reminder_naming_a_hands_combinations_is_never_up_for_the_next_person(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Tressette, Bruno and Carla at one screen (seed 24: Bruno leads holding a declaration).
    A card that would let it go first brings the reminder, which names his cards; at every
    frame from his second Enter on, through the pass screen to Carla's turn, it is gone."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(GameSetup(preset("tressette"), (
        SeatSetup("Nonna Pina", BOT), SeatSetup("Bruno", HUMAN), SeatSetup("Carla", HUMAN),
        SeatSetup("Zio Gino", BOT)), "napoletane", seed=24))
    probe = ExposureProbe(window)
    while len(c.match.deal.tricks) < 2:
        if wait_for(qtbot, window, "pass", "human") == "pass":
            take_the_screen(qtbot, window, Qt.Key.Key_Return)
            continue
        QTest.keyClick(window.table, Qt.Key.Key_Return)
        if c.waiting_for == "human":  # the card waits: the reminder is up
            probe.hints.add(window.table.furniture.toast.text)
            QTest.keyClick(window.table, Qt.Key.Key_Return)
    tally = probe.stop()
    assert any(text.startswith("Not declared yet: ") for text in probe.hints)
    assert tally.frames > 100 and tally.hints_left_up == 0


def test_a_hand_left_up_in_a_minimised_window_is_down_before_anyone_brings_it_back(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna, called away mid-turn, minimises the window (through the window manager, as
    a person does) so nobody sees her cards; Marco brings it back. Her hand turns face
    down while the window is away, so no frame he sees shows it: the pass screen asks for
    her, and she shows her cards again herself."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    take_the_screen(qtbot, window, Qt.Key.Key_Return)
    wait_for(qtbot, window, "human")
    anna = c.match.current_player
    probe = ExposureProbe(window)
    window_id = str(int(window.winId()))
    xdotool("windowminimize", "--sync", window_id)
    qtbot.waitUntil(window.isMinimized)
    wait_for(qtbot, window, "pass")
    frames = probe.tally.frames
    xdotool("windowactivate", "--sync", window_id)
    qtbot.waitUntil(lambda: not window.isMinimized() and probe.tally.frames > frames)
    assert window.table.pass_screen.isVisible()
    assert c.setup.seats[anna].name in window.table.pass_screen.title.text()
    take_the_screen(qtbot, window, Qt.Key.Key_Return)
    assert c.waiting_for == "human" and c.match.current_player == anna
    tally = probe.stop()
    longest = tally.longest()
    assert longest is None or longest.ms <= FLIP_LIMIT_MS, tally.exposures


def brought_back(qtbot: QtBot, window: MainWindow, window_id: str) -> Tally:
    """Someone restores the minimised window through the window manager: what the table
    showed until its first frame back."""
    probe = ExposureProbe(window)
    xdotool("windowactivate", "--sync", window_id)
    qtbot.waitUntil(lambda: not window.isMinimized() and probe.tally.frames > 0)
    return probe.stop()


def test_a_window_minimised_as_the_bots_play_on_brings_back_no_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each person plays and minimises the window as they go; the bots play on behind it
    and the turn may come round to the one who left (they took the trick and lead). Whoever
    brings the window back through the window manager finds the pass screen."""
    monkeypatch.setitem(controller_module.THINK_MS, "normal", 0)
    window = make_window("random")
    window.set_session_speed("normal")
    c = window.controller
    c.new_match(FAMILY)
    window_id = str(int(window.winId()))
    again = 0
    while not again and wait_for(qtbot, window, "pass", "human", "summary") != "summary":
        if c.waiting_for == "pass":
            take_the_screen(qtbot, window, Qt.Key.Key_Return)
            continue
        player = c.match.current_player
        QTest.keyClick(window.table, Qt.Key.Key_Return)
        xdotool("windowminimize", "--sync", window_id)
        qtbot.waitUntil(window.isMinimized)
        wait_for(qtbot, window, "pass", "human", "summary")
        tally = brought_back(qtbot, window, window_id)
        assert not tally.exposures and c.waiting_for != "human"
        again += c.waiting_for == "pass" and c.match.current_player == player
    assert again and window.table.pass_screen.isVisible()
