"""Hot-seat: a human never sees another human's cards; one human sees no privacy screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.engine.cards import PITA, cards_of, parse_card
from traversone_desktop.gui import away_watch
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup

from .conftest import wait_for
from .first_frames import FirstFrames
from .test_table_play import click_card

FAMILY = GameSetup(preset("traversone"), (
    SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT), SeatSetup("Bruno", HUMAN),
    SeatSetup("Zio Gino", BOT)), seed=8)


def hands_shown(window: MainWindow) -> set[int]:
    """Seats with at least one card of their hand face up."""
    model, faces = window.table.model, window.table.face_up_cards()
    return {s for s in range(model.seats) if faces & set(model.hands[s])}


def annas_hand_up(qtbot: QtBot, window: MainWindow) -> int:
    """A family match started, and Anna's hand shown to her at her first turn: her seat."""
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    window.table.pass_screen.confirmed.emit()
    wait_for(qtbot, window, "human")
    anna = window.controller.match.current_player
    qtbot.waitUntil(lambda: hands_shown(window) == {anna})
    return anna


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
        window.act_hint.trigger()  # a hint speaks of this player's cards…
        assert window.table.furniture.toast.text.startswith("Hint: ")
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert not window.table.furniture.toast.text.startswith("Hint: ")  # …and goes
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

    window = make_window()
    shown: list[str] = []
    window.controller.seating.connect(
        lambda seating: shown.append(seating) if seating.passing_to >= 0 else None)
    window.controller.new_match(default_setup())
    while wait_for(qtbot, window, "human", "summary") == "human":
        assert hands_shown(window) == {0}
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert shown == []


def test_a_seat_handed_to_a_bot_plays_by_itself(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Both players go to dinner: the bots play the deal out for them, and since each hand
    is still someone's, none is shown all the while (Anna's, at the bottom, was)."""
    window = make_window()
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    seen: list[set[int]] = []
    window.table.idle.connect(lambda: seen.append(hands_shown(window)))
    window.controller.set_seat(0, BOT)
    window.controller.set_seat(2, BOT)
    state = wait_for(qtbot, window, "summary")
    assert state == "summary"
    assert len(window.controller.match.records) == 1
    assert len(seen) > 8 and not any(seen)


def test_the_one_player_who_left_watches_their_own_hand(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:

    window = make_window()
    window.controller.new_match(default_setup())
    wait_for(qtbot, window, "human")
    seen: list[set[int]] = []
    window.table.idle.connect(lambda: seen.append(hands_shown(window)))
    window.controller.set_seat(0, BOT)
    wait_for(qtbot, window, "summary")
    assert seen and all(shown <= {0} for shown in seen) and {0} in seen


def play_any(window: MainWindow) -> None:
    match = window.controller.match
    window.controller.play(next(m for m in match.legal_moves() if m < 40))


def test_enter_and_space_both_confirm_the_pass_screen(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(FAMILY)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        while wait_for(qtbot, window, "pass", "human") == "human":
            play_any(window)
        assert window.table.pass_screen.button.hasFocus()
        qtbot.keyClick(window.table.pass_screen.button, key)
        assert window.controller.waiting_for == "human"
        assert not window.table.pass_screen.isVisible()
        play_any(window)


def test_the_pass_screen_never_splits_the_name_of_the_person_called(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """On a narrow window "Pass to Zia Maria" wrapped as "Pass to Zia" over "Maria": the
    name is kept whole in the title and in the words under it."""
    window = make_window()
    window.controller.new_match(replace(FAMILY, seats=(
        SeatSetup("Zia Maria", HUMAN), *FAMILY.seats[1:])))
    while wait_for(qtbot, window, "pass", "human") == "human":
        play_any(window)
    screen = window.table.pass_screen
    while "Zia" not in screen.title.text():
        screen.confirmed.emit()
        wait_for(qtbot, window, "human")
        play_any(window)
        wait_for(qtbot, window, "pass")
    assert screen.title.text() == "Pass to Zia\u00a0Maria"
    assert "Zia\u00a0Maria, click" in screen.hint.text()


def test_a_click_beside_the_pass_screens_button_leaves_it_the_keyboard(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A click on the dark screen, not on its button, did nothing and gave the keyboard to
    the table under it: Enter and Space went there, and the screen looked stuck."""
    window = make_window()
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    screen = window.table.pass_screen
    qtbot.waitUntil(lambda: not screen.moments.too_soon())
    for spot in (QPoint(10, 10), screen.title.geometry().center(), screen.rect().center()):
        qtbot.mouseClick(screen, Qt.MouseButton.LeftButton, pos=spot)
        assert window.controller.waiting_for == "pass"
        assert screen.button.hasFocus()
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert window.controller.waiting_for == "human"


def test_hint_is_offered_only_while_a_person_decides(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """H at a bot's turn, behind the pass screen or once out of a match did nothing, and
    the menu offered it all the same."""
    window = make_window()
    c = window.controller
    seen: set[tuple[str, bool]] = set()
    c.waitingChanged.connect(lambda _: seen.add((c.waiting_for, window.act_hint.isEnabled())))
    c.new_match(FAMILY)
    for _ in range(6):
        if wait_for(qtbot, window, "pass", "human") == "pass":
            qtbot.waitUntil(lambda: not window.table.pass_screen.moments.too_soon())
            qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
        else:
            play_any(window)
    assert {waiting for waiting, on in seen if on} == {"human"}
    assert {"human", "pass", "bot"} <= {waiting for waiting, _ in seen}
    c.new_match(default_setup("Anna"))  # one person: her hand shows all along
    seen.clear()
    for _ in range(3):
        wait_for(qtbot, window, "human")
        play_any(window)
    assert {waiting for waiting, on in seen if on} == {"human"}
    assert {"human", "bot"} <= {waiting for waiting, _ in seen}
    wait_for(qtbot, window, "human")
    window.settings.set_flag("hints", False)  # not offered: not even at the turn
    assert not window.act_hint.isEnabled()


def test_a_new_match_clears_the_pass_screen(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """F2 from a pass screen into a game with one human: no screen naming a bot is left,
    and the keyboard plays for the human, through nothing."""

    window = make_window()
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    window.table.show_toast("a message of the last match")
    window.controller.new_match(default_setup("Anna"))
    assert not window.table.pass_screen.isVisible()
    assert not window.table.furniture.toast.isVisible()
    wait_for(qtbot, window, "human")
    assert not window.table.pass_screen.isVisible()
    played = len(window.controller.match.moves)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert len(window.controller.match.moves) > played


def test_the_hand_turns_face_down_as_soon_as_it_is_played(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """At normal speed: in the very frame after the card is chosen no face of the hand
    shows, through the bots' cards, the sweep and the next deal."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.think_ms = 0
    annas_hand_up(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert hands_shown(window) == set()
    assert window.table.open_seats == frozenset()


def test_handing_a_seat_to_a_bot_and_back_keeps_the_hands_private(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna leaves her seat to a bot while it is Marco's turn to come: Marco's hand is not
    shown to whoever sits there until he says it is him."""
    window = make_window()
    c = window.controller
    c.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    c.confirm_pass()
    first = c.match.current_player
    other = 2 - first
    c.set_seat(first, BOT)
    assert wait_for(qtbot, window, "pass") == "pass"
    assert c.match.current_player == other and hands_shown(window) == set()
    assert window.table.pass_screen.isVisible()
    c.confirm_pass()
    assert hands_shown(window) == {other}
    c.set_seat(first, HUMAN)  # back: two humans, and only the one deciding is shown
    assert hands_shown(window) == {other}
    play_any(window)
    assert hands_shown(window) == set()


def test_the_arrows_keep_the_focus_and_a_held_enter_does_not_pass_the_screen(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Marco played with ←/→ and Enter; Anna's screen comes up. Arrows (or Tab) pressed
    there leave Enter working; an Enter still held down from Marco's card repeats without
    showing Anna's hand to him."""
    from PySide6.QtGui import QKeyEvent

    window = make_window()
    window.controller.new_match(FAMILY)
    while wait_for(qtbot, window, "pass", "human") == "human":
        play_any(window)
    button = window.table.pass_screen.button
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Tab,
                Qt.Key.Key_Backtab):
        qtbot.keyClick(button, key)
        assert button.hasFocus(), key
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                     "\r", True)
    QApplication.sendEvent(button, held)
    assert window.controller.waiting_for == "pass"
    assert window.table.pass_screen.isVisible() and hands_shown(window) == set()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert window.controller.waiting_for == "human"
    assert not window.table.pass_screen.isVisible()


def x11_repeat(widget: QWidget, key: Qt.Key, stamp: int) -> None:
    """A key held down as X11 repeats it and Qt at times passes it on: a release and a
    press stamped with the same time, neither marked as a repeat."""
    from PySide6.QtGui import QKeyEvent

    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
        event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                          " " if key == Qt.Key.Key_Space else "\r")
        event.setTimestamp(stamp)
        QApplication.sendEvent(widget, event)


def test_an_enter_held_down_through_the_hand_over_shows_and_plays_nothing(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Bruno plays with Enter and keeps it down. Its repeats, unmarked as X11 may send
    them, reach Anna's pass screen after its first moments: they neither show him her hand
    nor, once she has shown it herself, play a card of it. Her own press does."""
    window = make_window()
    window.controller.new_match(FAMILY)
    while wait_for(qtbot, window, "pass", "human") == "human":
        play_any(window)
    screen, c = window.table.pass_screen, window.controller
    for stamp in range(1_000, 1_400, 40):  # a repeat every 40 ms, as X11's
        x11_repeat(screen.button, Qt.Key.Key_Return, stamp)
        assert c.waiting_for == "pass" and hands_shown(window) == set()
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: not window.table.hand.just_shown())
    anna, cards = c.match.current_player, c.match.deal.hands[c.match.current_player].bit_count()
    for stamp in range(2_000, 2_400, 40):
        x11_repeat(window.table, Qt.Key.Key_Return, stamp)
        assert c.waiting_for == "human" and c.match.deal.hands[anna].bit_count() == cards
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert c.match.deal.hands[anna].bit_count() == cards - 1


def test_a_smaller_table_after_the_last_seats_turn_deals_without_an_error(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Carla, at the fifth place of a Ciapanò, was at the screen; a two-player match comes
    next, where there is no fifth place to seat her view at."""
    window = make_window()
    five = tuple(SeatSetup(n, HUMAN if n in ("Anna", "Carla") else BOT)
                 for n in ("Anna", "Nonna Pina", "Zio Gino", "Zia Rosa", "Carla"))
    window.controller.new_match(GameSetup(preset("ciapano", 5), five, seed=3))
    while window.table.bottom != 4:
        if wait_for(qtbot, window, "human", "pass") == "pass":
            qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
    window.controller.new_match(GameSetup(preset("kifameno", 2), (
        SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT)), seed=4))
    assert wait_for(qtbot, window, "human") == "human"
    assert window.table.bottom == 0 and hands_shown(window) == {0}


def test_a_bot_that_plays_for_a_person_plays_as_the_tables_bots(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The family set the bots to easy for the children. Anna leaves: the bot that plays
    for her plays as easily as the others, not at the hard level her seat kept unseen."""
    easy = GameSetup(preset("traversone"), (
        SeatSetup("Anna", HUMAN), SeatSetup("Nonna Pina", BOT, "easy"),
        SeatSetup("Bruno", HUMAN), SeatSetup("Zio Gino", BOT, "easy")), seed=8)
    window = make_window()
    c = window.controller
    asked: list[tuple[int, str]] = []
    submit = c.worker.submit
    monkeypatch.setattr(c.worker, "submit", lambda level, view, seed: (
        asked.append((view.seat, level)), submit(level, view, seed))[1])
    c.new_match(easy)
    wait_for(qtbot, window, "pass")
    c.set_seat(0, BOT)
    c.set_seat(2, BOT)
    wait_for(qtbot, window, "summary")
    assert {level for seat, level in asked if seat in (0, 2)} == {"easy"}
    assert len([seat for seat, _ in asked if seat in (0, 2)]) >= 10


def test_a_new_deal_waits_behind_the_pass_screen_even_for_the_last_to_play(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna played the deal's last card, the family read the scores, and whoever closed the
    summary saw Anna's new hand at once, since she was also the first to play in the next
    deal. Every deal after a summary starts behind the pass screen."""
    window = make_window()
    window.controller.new_match(replace(FAMILY, seed=1))
    last = -1
    while wait_for(qtbot, window, "human", "pass", "summary") != "summary":
        if window.controller.waiting_for == "pass":
            window.controller.confirm_pass()
            continue
        last = window.controller.match.current_player
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.summary is not None
    window.summary.accept()
    shown: list[set[int]] = []
    window.table.idle.connect(lambda: shown.append(hands_shown(window)))
    assert wait_for(qtbot, window, "human", "pass") == "pass"
    assert window.controller.match.current_player == last  # the same person, yet hidden
    assert window.table.pass_screen.isVisible() and hands_shown(window) == set()
    assert all(seen == set() for seen in shown)  # nor shown while the new deal was dealt
    window.controller.confirm_pass()
    wait_for(qtbot, window, "human")
    assert hands_shown(window) == {last}


def test_a_reminder_of_declarations_goes_before_the_next_person_sees_the_table(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A reminder names combinations in the hand of the person to move (seed 24: Bruno,
    who leads, holds some): once he has played, neither the pass screen nor Carla's turn,
    next, shows it."""
    window = make_window()
    window.controller.new_match(GameSetup(preset("tressette"), (
        SeatSetup("Nonna Pina", BOT), SeatSetup("Bruno", HUMAN), SeatSetup("Carla", HUMAN),
        SeatSetup("Zio Gino", BOT)), seed=24))
    reminders: list[str] = []
    match = window.controller.match
    while not match.deal.tricks:  # the first trick: the only turn to declare
        if wait_for(qtbot, window, "human", "pass") == "pass":
            assert window.table.furniture.toast.text not in reminders
            qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        assert window.table.furniture.toast.text not in reminders
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        if window.controller.waiting_for == "human":
            reminders.append(window.table.furniture.toast.text)
            assert reminders[-1].startswith("Not declared yet: ")
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert reminders


def test_a_hand_left_face_up_in_a_minimised_window_is_covered_when_it_comes_back(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna, called away mid-turn, minimises the window so nobody sees her cards: whoever
    brings it back finds the pass screen for her, not her hand; she shows it again
    herself and plays on."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.new_match(FAMILY)
    wait_for(qtbot, window, "pass")
    qtbot.mouseClick(window.table.pass_screen.button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, window, "human")
    anna = window.controller.match.current_player
    qtbot.waitUntil(lambda: hands_shown(window) == {anna})
    window.showMinimized()
    wait_for(qtbot, window, "pass")
    assert window.table.pass_screen.isVisible() and hands_shown(window) == set()
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert window.table.pass_screen.isVisible() and hands_shown(window) == set()
    assert "Anna" in window.table.pass_screen.title.text()
    window.table.pass_screen.confirmed.emit()
    wait_for(qtbot, window, "human")
    assert window.controller.match.current_player == anna
    qtbot.waitUntil(lambda: hands_shown(window) == {anna})
    play_any(window)


def test_the_systems_own_file_dialog_is_not_taken_for_the_person_leaving(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The game losing the keyboard to another program turns a hand face down. Windows'
    and a Mac's own file dialog take it as another program would, though they are the
    game's: Anna saving the match mid-turn keeps her hand up. Gone with no such dialog
    up, her hand turns face down."""
    window = make_window()
    window.set_session_speed("normal")
    anna = annas_hand_up(qtbot, window)
    elsewhere = Qt.ApplicationState.ApplicationInactive
    monkeypatch.setattr(away_watch.QGuiApplication, "applicationState", lambda: elsewhere)
    saving = QFileDialog(window, "Save as")
    qtbot.addWidget(saving)
    saving.open()
    assert QApplication.activeModalWidget() is saving
    QApplication.instance().applicationStateChanged.emit(elsewhere)
    qtbot.waitUntil(lambda: window.away.gone_check.isActive())
    qtbot.waitUntil(lambda: not window.away.gone_check.isActive())
    assert window.controller.waiting_for == "human" and hands_shown(window) == {anna}
    saving.close()
    QApplication.instance().applicationStateChanged.emit(elsewhere)
    wait_for(qtbot, window, "pass")
    assert hands_shown(window) == set() and "Anna" in window.table.pass_screen.title.text()


def test_one_player_among_bots_finds_their_hand_as_they_left_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Nobody else is at the screen: no pass screen to click through after a break."""
    window = make_window()
    window.controller.new_match(default_setup("Anna"))
    wait_for(qtbot, window, "human")
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert window.controller.waiting_for == "human"
    assert not window.table.pass_screen.isVisible()


def test_a_window_minimised_while_the_bots_play_comes_back_with_every_hand_down(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna plays, minimises the window and goes; the bots play on behind it, and the
    turn may come back to her (she took the trick and leads). Whoever brings the window
    back finds the pass screen, not her hand come up on its own."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.new_match(FAMILY)
    c = window.controller
    again = 0
    while wait_for(qtbot, window, "human", "pass", "summary") != "summary":
        if c.waiting_for == "pass":
            window.table.pass_screen.confirmed.emit()
            continue
        player = c.match.current_player
        play_any(window)
        window.showMinimized()
        qtbot.waitUntil(window.isMinimized)
        wait_for(qtbot, window, "human", "pass", "summary")
        window.showNormal()
        qtbot.waitUntil(lambda: not window.isMinimized())
        assert hands_shown(window) == set()
        if c.waiting_for in ("human", "pass") and c.match.current_player == player:
            again += 1
            assert window.table.pass_screen.isVisible()
    assert again  # the deal had such a turn: Anna or Bruno won a trick they played last to


def test_why_a_card_may_not_be_played_goes_with_the_choice(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """In Busca's first trick the Pita may not be played, and a click on it says so,
    naming it (seed 14: Bruno holds it at his first turn). Once he has played another
    card, the pass screen for Anna, next, shows that line neither on it nor on the table
    under it: it would tell her where the Pita is."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.new_match(GameSetup(preset("busca"), (
        SeatSetup("Anna", HUMAN), SeatSetup("Bruno", HUMAN), SeatSetup("Zio Gino", BOT),
        SeatSetup("Nonna Pina", BOT)), seed=14))
    c = window.controller
    while True:
        if wait_for(qtbot, window, "human", "pass") == "pass":
            window.table.pass_screen.confirmed.emit()
            continue
        if PITA in window.table.model.hands[c.match.current_player]:
            break
        play_any(window)
    assert not c.match.deal.tricks and c.match.current_player == 1
    click_card(qtbot, window, PITA)
    said = window.table.furniture.toast.text
    assert said == "The Pita (Ace of coins) may not be played in the first trick."
    play_any(window)
    wait_for(qtbot, window, "pass")
    assert c.match.current_player == 0
    assert window.table.furniture.toast.text != said
    assert window.table.pass_screen.news.text() != said


def test_the_pass_screen_says_what_the_table_announces_under_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The pass screen covers the table, and with it the table's announcements: what the
    table says for everyone while it is up is said on it too (a trick reviewed before any
    was taken, who leads a new deal when nobody holds the 4 of coins), and stays said
    there until the next person comes, however long they take."""
    window = make_window()
    window.set_session_speed("normal")
    rules = replace(preset("tressette_2"), first_lead="four_of_coins")
    window.controller.new_match(GameSetup(rules, (
        SeatSetup("Anna", HUMAN), SeatSetup("Bruno", HUMAN)), seed=2))
    assert not any(parse_card("4d") in cards_of(hand)
                   for hand in window.controller.match.deal.hands)
    wait_for(qtbot, window, "pass")
    news = window.table.pass_screen.news
    assert news.text() == "Nobody was dealt the Four of coins: Anna leads, as the eldest hand."
    window.act_review.trigger()
    assert news.text() == "No trick has been taken yet in this deal"
    assert window.table.furniture.toast.text == news.text()
    qtbot.waitUntil(lambda: not window.table.furniture.toast.text, timeout=10_000)
    assert news.text() == "No trick has been taken yet in this deal"
    window.table.pass_screen.confirmed.emit()
    wait_for(qtbot, window, "human")
    play_any(window)
    wait_for(qtbot, window, "pass")  # the next screen starts from what the table says then
    assert news.text() == window.table.furniture.toast.text != "No trick has been taken yet" \
        " in this deal"


def test_a_cards_tooltip_goes_with_the_choice(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Anna rests the pointer on a card she keeps (its tooltip names it) and plays another
    with the keyboard: her hand turns face down, and the name goes with it, not left
    floating over it for whoever sits down next while the bots play."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.new_match(FAMILY)
    while wait_for(qtbot, window, "human", "pass") == "pass":
        window.table.pass_screen.confirmed.emit()
    view = window.table
    seat = window.controller.match.current_player
    kept = next(c for c in view.model.hands[seat] if c != view.hand.cards()[view.hand.focus])
    point = view.mapFromScene(view.card_items[kept].sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point)))
    assert QToolTip.isVisible() and QToolTip.text().startswith(view.card_items[kept].name)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert kept in view.model.hands[seat] and hands_shown(window) == set()
    assert not QToolTip.isVisible()


def test_the_pass_screen_is_painted_whole_the_moment_it_comes_up(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """At normal speed the screen comes up as the last card settles, when the next frame
    may already be due: its first paint covers the whole table before the table returns to
    the event loop. Left to come later, it could follow that frame, painted only where the
    cards had moved, flashing the rest of the table through black blocks for a frame."""
    window = make_window()
    window.set_session_speed("normal")
    window.controller.think_ms = 0
    frames = FirstFrames(window.table.pass_screen)
    at_once: list[bool] = []
    window.controller.seating.connect(  # after the table has taken the new seating
        lambda seating: at_once.append(not frames.unpainted) if seating.passing_to >= 0
        else None)
    window.controller.new_match(FAMILY)
    while len(at_once) < 4:
        if wait_for(qtbot, window, "human", "pass") == "pass":
            qtbot.waitUntil(lambda: not frames.unpainted)
            window.table.pass_screen.confirmed.emit()
            continue
        qtbot.waitUntil(lambda: not window.table.hand.just_shown())
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.waiting_for != "animation")
    assert at_once == [True] * len(at_once) and frames.whole == [True] * len(frames.whole)
