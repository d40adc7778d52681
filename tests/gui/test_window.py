"""The window as a whole: resizing, animation at real speed, long demos, the command line."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, QRectF, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QStyle
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import Match, preset
from traversone_desktop.fonts import UI_FONT_FAMILY
from traversone_desktop.gui import main_window
from traversone_desktop.gui.game_files import RESUME
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.geometry import fits
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup

from .conftest import WAIT_MS, wait_for

REPO = Path(__file__).resolve().parents[2]


def cards_inside(window: MainWindow) -> bool:
    view = window.table
    scene_rect = QRectF(view.viewport().rect())
    t = view.table()
    for item in view.card_items.values():
        if item.isVisible():
            if not fits(t, item.pose):
                return False
            card = item.scene_card_rect()
            if not scene_rect.adjusted(-1, -1, 1, 1).contains(card):
                return False
    return True


def test_resizing_keeps_every_card_in_view(qtbot: QtBot,
                                           make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=9))
    wait_for(qtbot, window, "human")
    smallest = window.minimumSize()
    assert smallest.height() + 60 <= 600  # a 1024x600 screen holds it, title bar and all
    widths = []
    for w, h in ((1920, 1080), (smallest.width(), smallest.height()), (1100, 1000),
                 (1280, 800)):
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(window.table.viewport().width() - w) <= 2)
        assert cards_inside(window)
        widths.append(window.table.table().card_width)
    assert widths[0] > widths[1]


def test_a_deal_plays_through_real_animations(qtbot: QtBot,
                                              make_window: Callable[..., MainWindow]) -> None:
    """Every animation path (deal packets, flips, sweeps) at a tiny but non-zero speed."""
    window = make_window()
    window.table.animator.factor = 0.03
    window.controller.think_ms = 0
    window.start_demo(MainWindow.demo_setup(preset("kifameno", 3), seed=6), deals=1)
    with qtbot.waitSignal(window.demoFinished, timeout=WAIT_MS * 3):
        pass
    assert len(window.controller.match.records) == 1
    assert cards_inside(window)


def test_two_hundred_demo_deals_run_without_an_error(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    errors: list[BaseException] = []
    hook = sys.excepthook
    sys.excepthook = lambda kind, exc, tb: errors.append(exc)
    try:
        window = make_window("random", shown=False)  # painting is covered elsewhere
        dealt = []
        window.controller.dealOver.connect(dealt.append)
        window.start_demo(MainWindow.demo_setup(preset("ciapano", 5), seed=1), deals=200)
        with qtbot.waitSignal(window.demoFinished, timeout=180_000):
            pass
    finally:
        sys.excepthook = hook
    assert errors == []
    assert len(dealt) == 200
    assert sum(dealt[0].scores) == 11


def test_the_headless_demo_writes_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "traversone_desktop", "--demo", "--deals", "2", "--speed",
         "instant", "--screenshot", str(shot), "--data-dir", str(tmp_path / "data")],
        env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert image.width() == 1280 and image.height() == 800


def test_a_game_named_on_the_command_line_is_played_against_bots(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "traversone_desktop", "--variant", "kifameno", "--players",
         "3", "--level", "easy", "--seed", "4", "--speed", "instant", "--screenshot",
         str(shot), "--data-dir", str(tmp_path / "data")],
        env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert QImage(str(shot)).width() == 1280


def test_the_command_lines_game_seats_you_as_last_time_against_its_bots(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """``--variant ciapano --players 3 --level easy --seed 5``: you, under the name you
    played as last, against two easy bots, the same cards every time, on your deck; with
    no game named, ``--seed`` deals the last set-up."""
    window = make_window()
    window.settings.set_deck("piacentine")
    last = replace(default_setup("Marco"), rules=preset("traversone"))
    window.settings.set_last_setup(last)
    setup = window.quick_setup(preset("ciapano", 3), "easy", 5)
    assert [(s.name, s.kind, s.level) for s in setup.seats] == [
        ("Marco", HUMAN, "hard"), ("Nonna Pina", BOT, "easy"), ("Zio Gino", BOT, "easy")]
    assert (setup.seed, setup.deck) == (5, "piacentine")
    assert window.quick_setup(seed=7) == replace(last, seed=7, deck="piacentine")
    window.start_or_resume(setup)  # nothing to resume: the named game starts
    assert window.controller.setup == setup


def test_bad_command_lines_get_one_line_and_exit_2(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for args in (["--speed", "warp"], ["--demo", "--deals", "0"], ["--deals", "3"],
                 ["--demo", "--variant", "poker"], ["--variant", "poker"],
                 ["--variant", "ciapano", "--players", "6"], ["--size", "10x10"]):
        result = subprocess.run([sys.executable, "-m", "traversone_desktop", *args],
                                env=env, capture_output=True, text=True, timeout=60)
        assert result.returncode == 2, args
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_a_new_game_asks_before_leaving_the_match_in_progress(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, window, "human")
    match = window.controller.match
    assert match is not None
    window.controller.play(next(m for m in match.legal_moves() if m < 40))
    wait_for(qtbot, window, "human", "summary")
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(window.files, "ask_leave", lambda: answers.pop(0))
    window.act_rematch.trigger()
    assert window.controller.match is match, "Cancel keeps the match in progress"
    window.act_rematch.trigger()
    assert window.controller.match is not match and not answers


def test_a_quick_game_deals_the_deck_the_player_chose(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.settings.set_deck("genovesi")
    window.start_default()
    assert window.controller.setup is not None
    assert window.controller.setup.deck == "genovesi" == window.table.deck


def test_a_resumed_match_shows_the_players_hand_face_up(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Resuming at normal speed: the hand's settling move must not be overtaken by the old
    seating's, which once left every card but the playable one face down."""
    first = make_window()
    first.controller.new_match(replace(default_setup(), seed=9))
    while wait_for(qtbot, first, "human") and len(first.controller.match.moves) < 6:
        first.controller.play(next(m for m in first.controller.match.legal_moves() if m < 40))
    first.close()  # autosaves mid-trick

    second = make_window()
    second.set_session_speed("normal")
    second.files.ask_resume = lambda *_asked: RESUME
    second.start_or_resume()
    wait_for(qtbot, second, "human")
    hand = [second.table.card_items[c] for c in second.table.model.hands[0]]
    qtbot.waitUntil(lambda: not any(item.moving for item in hand), timeout=WAIT_MS)
    assert len(hand) == 9 and all(item.face_shown for item in hand)


def test_at_rest_every_card_is_where_its_pose_says(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """A move that never ran (or was cut short) is finished when the table comes to rest,
    so no card is left between places, or face down where it should show."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=4))
    wait_for(qtbot, window, "human")
    item = window.table.card_items[window.table.model.hands[1][0]]
    target = replace(item.pose, x=item.pose.x + 40, face_up=True)
    item.animate(target, 400)  # built, never started
    assert not item.at_rest
    with qtbot.waitSignal(window.table.idle):
        window.table.animator.run()
    assert item.at_rest and item.face_shown and abs(item.x() - target.x) < 0.5


def test_at_every_turn_the_table_shows_what_the_model_says(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Two humans and two bots at a brisk but real animation speed: whenever a human is to
    play, every card is at rest, and face up exactly where the layout says."""
    from traversone_desktop.gui.table.layout import layout
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    window = make_window()
    window.table.animator.factor = 0.05
    window.controller.think_ms = 0
    seats = (SeatSetup("Anna", HUMAN), SeatSetup("Bruno", BOT), SeatSetup("Carla", HUMAN),
             SeatSetup("Dino", BOT))
    window.controller.new_match(GameSetup(preset("traversone"), seats, "trevisane", seed=12))
    view, controller = window.table, window.controller
    for _turn in range(14):
        if wait_for(qtbot, window, "human", "pass") == "pass":
            view.pass_screen.button.click()
            wait_for(qtbot, window, "human")
        qtbot.waitUntil(lambda: not any(i.moving for i in view.card_items.values()))
        poses = layout(view.model, view.table(), view.bottom, view.open_seats)
        for card, item in view.card_items.items():
            assert item.isVisible() == (card in poses)
            if card in poses:
                assert item.at_rest and item.face_shown == poses[card].face_up, card
        controller.play(next(m for m in controller.match.legal_moves() if m < 40))


FULL = "The cards are as large as this window allows"


def test_a_larger_card_size_the_window_cannot_hold_is_said_not_ignored(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Extra large in a wide window, which the default size already fills: the cards stay
    as they are, and the table says why; a size the window holds just grows the cards."""
    window = make_window()
    settings = window.settings
    settings.set_card_scale(0.85)
    window.controller.new_match(replace(default_setup(), seed=9))
    wait_for(qtbot, window, "human")
    toast = window.table.furniture.toast
    small = window.table.table().card_width
    settings.set_card_scale(1.0)
    assert window.table.table().card_width > small and toast.text != FULL
    normal = window.table.table().card_width
    settings.set_card_scale(1.4)
    assert window.table.table().card_width < normal * 1.4 - 1 and toast.text == FULL


def test_ctrl_plus_and_minus_step_through_the_card_sizes(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """View › Card size › Bigger cards (Ctrl++) and Smaller cards (Ctrl+−): the next size of
    the menu's, from the size the cards have (Preferences' slider may have set one between
    two), and nothing past the largest or the smallest."""
    window = make_window()
    settings = window.settings
    window.controller.new_match(replace(default_setup(), seed=9))
    wait_for(qtbot, window, "human")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    normal = window.table.table().card_width
    keys = QApplication.focusWidget() or window  # the table, as a player has it
    qtbot.keyClick(keys, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert settings.card_scale() == 0.85 and window.table.table().card_width < normal
    assert not window.act_smaller.isEnabled() and window.size_actions[0.85].isChecked()
    settings.set_card_scale(1.1)  # the slider, between Normal and Large
    qtbot.keyClick(keys, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert settings.card_scale() == 1.2
    window.act_larger.trigger()
    assert settings.card_scale() == 1.4 and not window.act_larger.isEnabled()
    assert window.act_larger.shortcut().toString() == "Ctrl++"
    settings.set_card_scale(1.395)  # as good as the largest: nothing larger is offered
    assert not window.act_larger.isEnabled() and window.act_smaller.isEnabled()


def test_new_game_and_quick_game_start_from_the_game_on_the_table(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch) -> None:
    """Tressette on the table (resumed, opened from a file or named on the command line)
    while New game last chose Traversone: New game opens on Tressette and its players, the
    person a bot plays for back in their seat; Quick game deals Tressette again."""
    window = make_window()
    window.settings.set_last_setup(default_setup("You"))
    seats = (SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT, "easy"),
             SeatSetup("Bruno", BOT, away=True), SeatSetup("Zia Rosa", BOT))
    window.controller.new_match(GameSetup(preset("tressette"), seats, seed=4))
    wait_for(qtbot, window, "human")
    opened = []
    monkeypatch.setattr(main_window, "shown", lambda dialog: opened.append(dialog) or 0)
    window.new_game_dialog()
    dialog = opened[0]
    assert dialog.preset.currentData() == "tressette"
    chosen = [editor.seat_setup() for editor in dialog.seat_editors[:4]]
    assert [(s.name, s.kind) for s in chosen] == [
        ("Anna", HUMAN), ("Zio Gino", BOT), ("Bruno", HUMAN), ("Zia Rosa", BOT)]
    assert chosen[1].level == "easy"
    monkeypatch.setattr(window.files, "may_leave_match", lambda: True)  # Bruno has played
    window.start_default()  # Quick game
    wait_for(qtbot, window, "human", "pass")
    setup = window.controller.setup
    assert setup.rules.variant == "tressette" and setup.seats[0].name == "Anna"
    assert setup.people == [0, 2] and setup.seats[2].is_human


def test_the_players_menu_speaks_to_you(qtbot: QtBot,
                                        make_window: Callable[..., MainWindow]) -> None:
    """"A bot plays for you", not "for You"; the other seats by name."""
    window = make_window()
    window.controller.new_match(default_setup("You"))
    window._fill_players_menu()
    texts = [a.text() for a in window.menu_players.actions()]
    assert texts == ["A bot plays for &you", "A bot plays for &Nonna Pina",
                     "A bot plays for &Zio Gino", "A bot plays for Zia &Rosa"]


def test_called_forward_a_minimised_window_comes_back_as_it_was(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The game started again: a window minimised while maximised comes back maximised."""
    window = make_window()
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.setWindowState(window.windowState() | Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(window.isMinimized)
    window.come_forward()
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert window.isMaximized()


def played_with_a_save_beside(qtbot: QtBot, make_window: Callable[..., MainWindow],
                              save: Path) -> MainWindow:
    """A window whose match (seed 11) has had a card played, and in ``save`` another
    match (seed 12), just dealt."""
    from traversone_desktop.storage.savefile import write_save

    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, window, "human")
    window.controller.play(next(m for m in window.controller.match.legal_moves() if m < 40))
    other = replace(default_setup(), seed=12)
    saved = Match(other.rules, 12)
    saved.start()
    write_save(save, other, saved)
    return window


def test_a_save_opened_with_the_running_game_asks_then_takes_the_table(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch, tmp_path) -> None:
    """A save double-clicked while the game runs: the window comes forward and, as Open…
    would, asks before the match on the table gives way; a question already up is
    answered first (it keeps the keys), and the save is asked about after it."""
    window = played_with_a_save_beside(qtbot, make_window, tmp_path / "evening.json")
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(window.files, "ask_leave", lambda: answers.pop(0))
    modal = QMessageBox(window)
    modal.setModal(True)
    modal.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is modal)
    window.come_forward(str(tmp_path / "evening.json"))
    assert window.controller.match.seed == 11 and len(answers) == 2  # nothing asked yet
    modal.close()
    qtbot.waitUntil(lambda: len(answers) == 1)  # asked once the question was answered
    assert window.controller.match.seed == 11  # Cancel: the match on the table stays
    window.come_forward(str(tmp_path / "evening.json"))
    assert window.controller.match.seed == 12 and answers == []


def drop_on_the_table(window: MainWindow, *files: Path) -> bool:
    """``files`` dragged from a file manager and let go over the middle of the table, as
    the window system hands them to the window; whether the game took them."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(f)) for f in files])
    at = QPointF(window.table.mapTo(window, window.table.rect().center()))
    copy, left, none = (Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)
    try:  # PySide6 6.12 on: where the drag is, as a drop says it
        enter = QDragEnterEvent(at, copy, mime, left, none)
    except TypeError:  # before 6.12 (Python 3.11 to 3.14): in whole pixels only
        enter = QDragEnterEvent(at.toPoint(), copy, mime, left, none)
    QApplication.sendEvent(window.windowHandle(), enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(at, copy, mime, left, none)
    QApplication.sendEvent(window.windowHandle(), drop)
    return drop.isAccepted()


def test_a_save_dropped_on_the_table_opens_as_open_would(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch, tmp_path) -> None:
    """A save dragged from a file manager or a mail onto the table: asked about first, as
    Open… asks, once the drop is over (the program it came from is not kept waiting);
    then its match is on the table. Anything else dragged there is not taken."""
    window = played_with_a_save_beside(qtbot, make_window, tmp_path / "evening.json")
    (tmp_path / "notes.txt").write_text("not a match", "utf-8")
    asked: list[bool] = []
    monkeypatch.setattr(window.files, "ask_leave",
                        lambda: asked.append(True) or QMessageBox.StandardButton.Discard)
    assert not drop_on_the_table(window, tmp_path / "notes.txt")
    assert not drop_on_the_table(window, tmp_path / "evening.json", tmp_path / "notes.txt")
    assert drop_on_the_table(window, tmp_path / "evening.json")
    assert asked == [] and window.controller.match.seed == 11
    qtbot.waitUntil(lambda: window.controller.match.seed == 12)
    assert asked == [True]


def test_a_match_the_bots_play_on_for_a_player_who_left_stays_theirs(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch) -> None:
    """"A bot plays for you": the bots play on, and the match is still the player's. A new
    game asks first, a close keeps it where it stands, the next start offers it with the
    seat still theirs to take back, and its end goes into the statistics."""
    from PySide6.QtWidgets import QMessageBox

    first = make_window()
    first.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, first, "human")
    match = first.controller.match
    first.controller.play(next(m for m in match.legal_moves() if m < 40))
    first._fill_players_menu()
    first.menu_players.actions()[0].trigger()  # the player leaves the table
    qtbot.waitUntil(lambda: len(match.moves) >= 12, timeout=WAIT_MS)
    asked: list[bool] = []
    monkeypatch.setattr(first.files, "ask_leave",
                        lambda: asked.append(True) or QMessageBox.StandardButton.Cancel)
    first.act_rematch.trigger()
    assert asked and first.controller.match is match
    first.close()
    kept = first.files.autosaver.load()
    assert kept is not None and kept.match.moves == match.moves
    assert kept.setup.seats[0].away and not kept.setup.humans

    second = make_window()
    second.files.ask_resume = lambda *_asked: RESUME
    second.start_or_resume()
    second._fill_players_menu()
    assert second.menu_players.actions()[0].isChecked()  # a bot still plays for you
    second.menu_players.actions()[0].trigger()  # back at the table: no screen to pass
    assert wait_for(qtbot, second, "human", "pass") == "human"
    assert second.table.model.hands[0] and all(
        second.table.card_items[c].face_shown for c in second.table.model.hands[0])
    second._fill_players_menu()
    second.menu_players.actions()[0].trigger()  # and away again, to the end
    while wait_for(qtbot, second, "summary", "over") == "summary":  # each deal's summary
        qtbot.keyClick(second.table, Qt.Key.Key_Return)
    assert not second.files.autosaver.path.exists()
    assert second.files.stats is not None
    assert {r.name for r in second.files.stats.summary()} >= {"You"}


def test_questions_and_dialogs_do_not_pile_up_in_the_window(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch) -> None:
    """Each New game…, question and file dialog is let go once answered: a long evening of
    them once left every one hidden in the window (about a megabyte each New game…)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

    from traversone_desktop.gui.dialogs.new_game import NewGameDialog

    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, window, "human")
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # a card played: leaving it asks
    wait_for(qtbot, window, "human", "summary")
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: QMessageBox.StandardButton.Cancel.value)
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: dialog.accept() or 1)
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: 0)
    before = len(window.findChildren(QDialog))
    for _ in range(3):
        for action in (window.act_new, window.act_rematch, window.files.save_action,
                       window.files.open_action):
            action.trigger()
    assert len(window.findChildren(QDialog)) > before  # asked, and still readable
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(window.findChildren(QDialog)) == before
    assert window.controller.match.moves  # every question was cancelled: the match stays


def test_on_a_mac_only_quit_preferences_and_about_go_to_the_application_menu(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """macOS moves an action whose words begin like "Quit", "Preferences" or "About" to
    its application menu unless told otherwise: "Preferences…" moved, "Preferenze…"
    stayed in the View menu. Every entry of every menu, the players' and the decks' too,
    in both languages, is placed by its role alone."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=2))
    wait_for(qtbot, window, "human")
    special = {window.act_quit: QAction.MenuRole.QuitRole,
               window.act_prefs: QAction.MenuRole.PreferencesRole,
               window.act_about: QAction.MenuRole.AboutRole}

    def entries(menu: QMenu) -> list[QAction]:
        menu.aboutToShow.emit()  # the players' and the decks' menus fill as they open
        found = []
        for action in menu.actions():
            found += entries(action.menu()) if action.menu() else [action]
        return found

    try:
        for lang in ("it", "en"):
            install_language(lang)
            roles = {action.text(): (action.menuRole(), special.get(action))
                     for top in window.menuBar().actions() for action in entries(top.menu())
                     if not action.isSeparator()}
            assert len(roles) > 30
            assert {text: role for text, (role, wanted) in roles.items()
                    if role != (wanted or QAction.MenuRole.NoRole)} == {}
    finally:
        install_language("en")


def test_the_game_looks_alike_on_every_system(qapp: QApplication) -> None:
    """Windows 11, macOS and Linux desktops each bring a style of their own, which no
    check here ever saw; the game brings Qt's Fusion, and its own fonts, everywhere."""
    from traversone_desktop.__main__ import dress

    style, font, name = qapp.style().name(), qapp.font(), qapp.applicationName()
    try:
        qapp.setStyle("Windows")  # another system's style, as a desktop might set it
        dress(qapp)
        assert qapp.style().baseStyle().name().lower() == "fusion"
        assert not qapp.style().styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons)
        assert qapp.font().family() == UI_FONT_FAMILY
    finally:
        qapp.setStyle(style)
        qapp.setFont(font)
        qapp.setApplicationName(name)


def test_a_save_finder_hands_over_opens_at_start_or_as_a_second_start_would(
        qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch, tmp_path) -> None:
    """macOS sends a save opened with the game as an event, before the start or after."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from traversone_desktop.gui.file_opens import FileOpens
    from traversone_desktop.storage.savefile import write_save

    saves = []
    for seed in (21, 22):
        setup = replace(default_setup(), seed=seed)
        match = Match(setup.rules, seed)
        match.start()
        saves.append(str(tmp_path / f"{seed}.json"))
        write_save(saves[-1], setup, match)
    window = make_window()
    opens = FileOpens(window)
    app = QCoreApplication.instance()
    app.installEventFilter(opens)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(saves[0]))
        opens.start_once_painted(None)
        assert window.controller.match is None  # not before the table is on screen
        window.table.viewport().update()
        qtbot.waitUntil(lambda: window.controller.match is not None)
        assert window.controller.match.seed == 21
        monkeypatch.setattr(window.files, "ask_leave", lambda: QMessageBox.StandardButton.Discard)
        QCoreApplication.sendEvent(app, QFileOpenEvent(saves[1]))
        assert window.controller.match.seed == 22
    finally:
        app.removeEventFilter(opens)


def test_a_save_a_second_start_hands_over_before_the_window_has_started_opens_in_its_place(
        qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path) -> None:
    """The icon clicked again with a save before the first start's table is on screen:
    the save opens, as one named on the first start's command line would, and is not
    replaced by the quick game (or the resume question) when the window starts."""
    from traversone_desktop.gui.file_opens import FileOpens
    from traversone_desktop.storage.savefile import write_save

    setup = replace(default_setup(), seed=23)
    match = Match(setup.rules, 23)
    match.start()
    save = str(tmp_path / "23.json")
    write_save(save, setup, match)
    window = make_window()
    opens = FileOpens(window)
    opens.start_once_painted(replace(default_setup(), seed=5))
    opens.came(save)
    assert window.controller.match is None
    window.table.viewport().update()
    qtbot.waitUntil(lambda: window.controller.match is not None)
    assert window.controller.match.seed == 23


def test_a_save_opened_at_start_says_the_unfinished_match_waits_until_a_card_is_played(
        qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path) -> None:
    """The save named at start takes the resume question's place: the table says the
    unfinished match is not lost, and keeps saying it through the player's first turn."""
    from traversone_desktop.storage.savefile import write_save

    install_language("en")  # the English catalogue: "1 unfinished match waits", singular
    first = make_window()
    first.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, first, "human")
    first.controller.play(next(m for m in first.controller.match.legal_moves() if m < 40))
    first.close()  # the match is kept for the next start
    other = replace(default_setup(), seed=12)
    saved = Match(other.rules, 12)
    saved.start()
    write_save(tmp_path / "evening.json", other, saved)

    second = make_window()
    second.start_or_resume(None, str(tmp_path / "evening.json"))
    assert second.controller.match.seed == 12
    wait_for(qtbot, second, "human")
    note = "1 unfinished match waits for the next\u00a0start"  # "start" not left alone
    assert second.table.furniture.toast.text == note
    second.controller.play(next(m for m in second.controller.match.legal_moves() if m < 40))
    qtbot.waitUntil(lambda: second.table.furniture.toast.text != note)
    assert len(second.files.autosaver.shelf()) == 2  # the opened match, and the one waiting


def test_on_wayland_the_window_leaves_room_for_the_desktops_panel(
        qtbot: QtBot, monkeypatch) -> None:
    """Wayland reports the whole screen as free: the window took all of it, and below
    GNOME's top bar, or behind KDE's taskbar, the bottom of the hand and the player's plate
    were cut off (seen under Weston at 1366×768)."""
    from PySide6.QtWidgets import QWidget

    from traversone_desktop.gui import window_state

    class OnWayland(QApplication):
        @staticmethod
        def platformName() -> str:
            return "wayland"

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(4000, 4000)
    screen = window.screen().geometry()
    monkeypatch.setattr(window_state, "QGuiApplication", OnWayland)
    window_state.fit(window)
    title_bar, taskbar = 37, 44  # Qt's own title bar there; KDE's taskbar
    assert window.height() + title_bar + taskbar <= screen.height()
    assert window.width() >= screen.width() - 2 * 8  # only the height is unknown there


def test_ctrl_q_quits_from_the_new_game_dialog_too(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Every other dialog took Ctrl+Q as the window does; New game, asked and waited for,
    let it go unheard. It quits now, the dialog's own loop ended with it."""
    from traversone_desktop.gui.dialogs.new_game import NewGameDialog

    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=11))
    wait_for(qtbot, window, "human")
    asked: list[NewGameDialog] = []
    up_after_the_key: list[bool] = []

    def quit_from_it() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        asked.append(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        up_after_the_key.append(dialog.isVisible())
        QTimer.singleShot(WAIT_MS, dialog, dialog.reject)  # unheard: the test fails, not hangs

    QTimer.singleShot(0, quit_from_it)
    window.new_game_dialog()  # returns once the dialog is gone
    [dialog] = asked
    assert up_after_the_key == [False]  # gone with the key, its loop ended with it
    assert not window.isVisible() and not dialog.isVisible()
    assert window.controller.match.seed == 11  # nothing new was dealt


def test_ctrl_q_quits_and_f1_opens_the_rules_on_every_system(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Qt binds Ctrl+Q to Quit only for Linux desktops and macOS: on Windows, as on the
    offscreen platform here, the menu's Quit had no key at all, though the README's table
    gives Ctrl+Q; and macOS binds no F1 to help. Preferences had a key on a Mac and KDE
    only: Ctrl+, opens them everywhere."""
    from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
    from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog

    window = make_window()
    setup = default_setup()
    window.controller.new_match(replace(setup, rules=replace(setup.rules, target=31), seed=11))
    wait_for(qtbot, window, "human")
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    rules = window.findChild(RulesHelpDialog)
    assert rules is not None
    qtbot.waitUntil(rules.isVisible)
    assert "Match ends at points: 31" in rules.browser.toPlainText()  # the match's own rules
    rules.close()
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.findChild(PreferencesDialog) is not None)
    preferences = window.findChild(PreferencesDialog)
    qtbot.waitUntil(preferences.isVisible)
    preferences.close()
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())
