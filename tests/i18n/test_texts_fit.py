"""No text is cut, in English or Italian, on a small laptop or a netbook: the Tressette
action bar, the turn prompt, the pass screen, the deal summary and the choices shown in the
dialogs' drop-down lists show every word whole."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSettings, QSize
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine.match import Match
from traversone_desktop.engine.moves import CLAIM, DECLARE_BASE, with_signal
from traversone_desktop.engine.rules import Rules, preset
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table import furniture, scoring
from traversone_desktop.gui.table.plates import NamePlate, share_row_form
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.session.setup import default_setup
from traversone_desktop.storage.settings import Settings

from ..gui.conftest import wait_for
from ..gui.dialog_walk import every_table
from ..gui.table_rects import card_rects, clipped, furniture_rects

WINDOWS = ((1024, 600), (1366, 768))
LONG_NAME = "Cugino Bartolomeo"
NAMES = ("Nonna Pina", "Zio Gino", "Zia Rosa")


def cut_texts(root: QWidget) -> list[str]:
    """Every visible label, button or drop-down list under ``root`` whose text (a list's:
    the choice it shows) needs more room than it has, or that lies outside ``root``."""
    cut = []
    widgets: Iterator[QWidget] = iter([*root.findChildren(QLabel),
                                       *root.findChildren(QPushButton),
                                       *root.findChildren(QComboBox)])
    for w in widgets:
        text = w.currentText() if isinstance(w, QComboBox) else w.text()  # type: ignore[attr-defined]
        if not w.isVisibleTo(root) or not text:
            continue
        room = w.contentsRect()
        if isinstance(w, QComboBox):  # the room the style leaves beside the arrow
            box = QStyleOptionComboBox()
            w.initStyleOption(box)
            room = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, box,
                                            QStyle.SubControl.SC_ComboBoxEditField, w)
            fits = w.fontMetrics().horizontalAdvance(text) <= room.width()
        elif isinstance(w, QLabel) and w.wordWrap():
            fits = w.heightForWidth(room.width()) <= room.height() + 1
        elif isinstance(w, QLabel):
            fits = w.sizeHint().width() <= w.width() + 1
        else:  # the room the style leaves for the text (padding, the focus border)
            option = QStyleOptionButton()
            w.initStyleOption(option)  # type: ignore[attr-defined]
            room = w.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, w)
            fits = w.fontMetrics().horizontalAdvance(text.replace("&", "")) <= room.width()
        inside = root.rect().contains(QRect(w.mapTo(root, w.rect().topLeft()), w.size()))
        if not (fits and inside):
            cut.append(text)
    return cut


def shown_window(qtbot: QtBot, settings: Settings, w: int, h: int,
                 scale: float = 1.4) -> MainWindow:
    """A w×h window on ``settings``, with the largest cards (or ``scale``), bots answering
    at once."""
    settings.set_card_scale(scale)
    win = MainWindow(settings, GameController(settings, InlineBotWorker("random")))
    win.set_session_speed("instant")
    win.resize(w, h)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> Callable[[int, int], MainWindow]:
    return lambda w, h: shown_window(qtbot, settings, w, h)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("w", "h"), WINDOWS)
def test_the_tressette_action_bar_shows_every_word(
        speak: Callable[[str], None], window: Callable[[int, int], MainWindow],
        qtbot: QtBot, lang: str, w: int, h: int) -> None:
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    speak(lang)
    win = window(w, h)
    seats = (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in NAMES))
    win.controller.new_match(GameSetup(preset("tressette"), seats, seed=5))
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    bar = win.table.action_bar
    legal = [with_signal(5, "striscio"), 5, DECLARE_BASE + 4, DECLARE_BASE + 9,
             DECLARE_BASE + 13, DECLARE_BASE, CLAIM]
    bar.offer(legal)
    win.table.place_action_bar()
    assert bar.isVisible() and bar.claim.isVisible()
    assert cut_texts(win.table) == []
    assert win.table.rect().contains(bar.geometry())


@pytest.mark.parametrize(("w", "h"), WINDOWS)
@pytest.mark.parametrize("place", [0, 3], ids=["lead", "fourth"])
def test_the_action_bar_covers_no_plate_and_no_card_played(
        speak: Callable[[str], None], window: Callable[[int, int], MainWindow],
        qtbot: QtBot, w: int, h: int, place: int) -> None:
    """Tressette's first turn offers signals (on the lead) and declarations. In every deck
    (a taller one brings the side plates up to the bar's height) the bar lies over no
    plate, no other seat's hand and no card already in the trick."""
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    speak("it")  # the longer words
    win = window(w, h)
    seats = (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in NAMES))
    bar = win.table.action_bar
    for seed in range(200):
        win.controller.new_match(GameSetup(preset("tressette"), seats, seed=seed))
        qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
        model = win.table.model
        if model is not None and len(model.trick) == place and bar.isVisible():
            break
    else:
        raise AssertionError("no deal offers that first turn")
    for deck in art.deck_names():
        win.table.set_deck(deck)
        assert bar.isVisible()
        assert _covered_by_bar(win.table) == [], deck


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("w", "h"), (*WINDOWS, (1008, 560), (1280, 748), (1920, 1050)))
def test_the_first_trick_s_declarations_and_claim_leave_the_trick_in_sight(
        speak: Callable[[str], None], qtbot: QtBot, settings: Settings, lang: str, w: int,
        h: int) -> None:
    """Tressette to 3, seed 47: the human, fourth to play, has the Napoletana and the three
    threes to declare, with the welcome up and the leader's signal on its badge; declaring
    the Napoletana opens the claim while the threes are still to declare. Both times the
    bar lies over none of the three cards played and the prompt shows whole: two rows tall
    (one declaration and the claim) it lay over the trick, and so did the two long
    declarations side by side in a window 1024 wide (or a 1024 × 600 screen's, 1008 × 560),
    where the prompt now slides aside to stand beside them. Once a card is played the
    prompt is back in its place. On a full-HD screen the buttons' type grows with the
    table's (it stayed at 14 pixels beside a prompt half as large again)."""
    speak(lang)
    win = shown_window(qtbot, settings, w, h, scale=1.0)
    setup = default_setup("Anna", replace(preset("tressette"), target=3))
    win.controller.new_match(replace(setup, seed=47))
    wait_for(qtbot, win, "human")
    furniture = win.table.furniture
    bar = win.table.action_bar
    slides: list[float] = []
    bar.withdrawn.connect(lambda: slides.append(furniture.prompt_slide))
    declarations = [m for m in win.controller.match.legal_moves() if DECLARE_BASE <= m < CLAIM]
    assert len(declarations) == 2
    aside: list[float] = []
    for claim in (False, True):
        aside.append(furniture.prompt_slide)
        assert bar.isVisible() and bar.claim.isVisible() == claim
        assert furniture.toast.isVisible() and furniture.signal_badge.isVisible()
        assert win.table.model is not None and len(win.table.model.trick) == 3
        assert _covered_by_bar(win.table) == []
        _prompt_is_whole(win.table)
        assert cut_texts(bar) == []
        if not claim:
            win.controller.play(declarations[0])
            wait_for(qtbot, win, "human")
    win.controller.play(next(m for m in win.controller.match.legal_moves() if m < 40))
    assert aside[0] != 0.0 if w < 1280 else aside == [0.0, 0.0]  # aside in a small window
    assert bar.claim.fontInfo().pixelSize() == (20 if w == 1920 else 14)
    assert slides and set(slides) == {0.0}


def _covered_by_bar(view: TableView) -> list[str]:
    """The plates, the other seats' cards and the prompt the action bar lies over."""
    bar = view.mapToScene(view.action_bar.geometry()).boundingRect()
    assert view.model is not None
    hand = set(view.model.hands[view.bottom])
    shown = [(n, r) for n, r in furniture_rects(view) if n.startswith(("plate", "prompt"))]
    shown += [(n, r) for n, r in card_rects(view) if int(n.split()[1]) not in hand]
    return [name for name, rect in shown if rect.adjusted(1, 1, -1, -1).intersects(bar)]


def _prompt_is_whole(view: TableView) -> None:
    rect = view.furniture.prompt.mapRectToScene(view.furniture.prompt.rect())
    assert view.sceneRect().contains(rect)
    assert not clipped(view.furniture.prompt)
    for name, card in card_rects(view):
        assert not card.adjusted(1, 1, -1, -1).intersects(rect), name


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("w", "h"), WINDOWS)
def test_the_turn_prompt_and_the_pass_screen_show_every_word(
        speak: Callable[[str], None], window: Callable[[int, int], MainWindow],
        qtbot: QtBot, lang: str, w: int, h: int) -> None:
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    speak(lang)
    win = window(w, h)
    seats = (SeatSetup(LONG_NAME, HUMAN), SeatSetup("Anna", HUMAN),
             *(SeatSetup(n, BOT) for n in ("Zio Gino", "Zia Rosa")))
    win.controller.new_match(GameSetup(preset("tressette"), seats, seed=5))
    qtbot.waitUntil(lambda: win.controller.waiting_for in ("pass", "human"), timeout=20_000)
    if win.controller.waiting_for == "pass":
        assert cut_texts(win.table.pass_screen) == []
        win.table.pass_screen.button.click()
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    for prompt in ("%1, your turn: play a card",
                   "Lay a card aside, face down, for the last trick"):
        text = QCoreApplication.translate("GameController", prompt).replace("%1", LONG_NAME)
        win.table.set_prompt(text)
        assert win.table.furniture.prompt.text == text
        _prompt_is_whole(win.table)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("w", "h"), WINDOWS)
def test_the_deal_summary_shows_the_last_trick_sum_whole(
        speak: Callable[[str], None], qtbot: QtBot, settings: Settings, lang: str,
        w: int, h: int) -> None:
    from ..gui.test_dialogs import crafted_record

    speak(lang)
    names = ["Anna", "Nonna Pina", "Zio Gino", QCoreApplication.translate("MainWindow", "You")]
    dialog = DealSummaryDialog(crafted_record(), names)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= w and dialog.height() <= h - 60
    assert cut_texts(dialog) == []
    assert "11\u00a0−\u00a07\u00a0=\u00a04" in dialog.notes.text()
    you = {"en": "You took the last trick and score", "it": "L&#x27;ultima presa è tua"}
    assert you[lang] in dialog.notes.text()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_new_game_and_preferences_dialogs_fit_a_netbook(
        speak: Callable[[str], None], qtbot: QtBot, settings: Settings, lang: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """1024×600 less a title bar: five seats and every preference, no text cut (the new
    game's seats and rules in the body that scrolls on a short screen)."""
    from traversone_desktop.gui.dialogs.new_game import NewGameDialog
    from traversone_desktop.gui.dialogs.preferences import PreferencesDialog

    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: QSize(1024, 570))
    speak(lang)
    opened = NewGameDialog(settings)  # as it opens: Traversone for four
    five = NewGameDialog(settings)
    five.preset.setCurrentIndex(five.preset.findData("ciapano"))
    five.players.setCurrentIndex(five.players.findData(5))
    for dialog in (opened, five, PreferencesDialog(settings)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.adjustSize()
        size = dialog.minimumSizeHint()
        assert size.width() <= 1024 and size.height() <= 600 - 30, type(dialog).__name__
        assert cut_texts(dialog) == []


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("w", "h"), WINDOWS)
@pytest.mark.parametrize("players", [3, 5])
def test_the_first_turns_welcome_shows_every_word_until_a_card_is_played(
        speak: Callable[[str], None], qtbot: QtBot, tmp_path: Path, lang: str, w: int,
        h: int, players: int) -> None:
    """Before anyone has played a card here, the first turn also says where the rules and
    the hint are, whole and clear of every card, in the menu's own words; the card played,
    it is gone and does not come back."""
    speak(lang)
    win = first_window(qtbot, tmp_path, w, h, preset("ciapano", players))
    toast = win.table.furniture.toast
    rules = QCoreApplication.translate("MainWindow", "&Rules of this game").replace("&", "")
    assert f"› {rules} (F1)" in toast.text and "H\u00a0" in toast.text, toast.text
    rect = toast.mapRectToScene(toast.rect())
    assert win.table.sceneRect().contains(rect) and not clipped(toast)
    for name, card in card_rects(win.table):
        assert not card.adjusted(1, 1, -1, -1).intersects(rect), name
    match = win.controller.match
    win.controller.play(next(m for m in match.legal_moves() if m < 40))
    assert win.settings.welcomed() and toast.text != win._welcome_text
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    assert "F1" not in toast.text


def test_the_welcome_leaves_out_the_hint_when_hints_are_off_and_follows_the_language(
        speak: Callable[[str], None], qtbot: QtBot, tmp_path: Path) -> None:
    win = first_window(qtbot, tmp_path, 1366, 768, preset("traversone"), hints=False)
    toast = win.table.furniture.toast
    assert toast.text == "Welcome! The rules are under Help › Rules of this game (F1)."
    heard: list[str] = []
    win.table.announced.connect(heard.append)
    speak("it")  # the window hears of it from Qt's event queue, after the controller
    italian = "Benvenuti! Le regole sono in Aiuto › Regole di questo gioco (F1)."
    qtbot.waitUntil(lambda: toast.text == italian, timeout=5_000)
    assert heard[-1] == italian, "screen readers hear it too"


def first_window(qtbot: QtBot, tmp_path: Path, w: int, h: int, rules: Rules,
                 hints: bool = True) -> MainWindow:
    """A window on settings nobody has played a card with, at its first human turn."""
    fresh = Settings(QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat))
    fresh.set_flag("hints", hints)
    win = shown_window(qtbot, fresh, w, h)
    win.controller.new_match(replace(default_setup(rules=rules), seed=4))
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    return win


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_turn_prompt_keeps_one_line_as_the_hand_empties(
        speak: Callable[[str], None], window: Callable[[int, int], MainWindow],
        qtbot: QtBot, lang: str) -> None:
    """Ciapanò for five at 1366×768: the prompt over a hand of one card is the same one
    line as over a full hand, not wrapped into a narrow tower."""
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    speak(lang)
    win = window(1366, 768)
    seats = (SeatSetup("Anna", HUMAN),
             *(SeatSetup(n, BOT) for n in ("Nonna Pina", "Zio Gino", "Zia Rosa", "Toni")))
    win.controller.new_match(GameSetup(preset("ciapano", 5), seats, seed=3))
    heights = []
    while True:
        qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
        prompt = win.table.furniture.prompt
        heights.append(prompt.rect().height())
        _prompt_is_whole(win.table)
        if len(win.table.hand.cards()) == 1:
            break
        match = win.controller.match
        win.controller.play(next(m for m in match.legal_moves() if m < 40))
    assert len(heights) == 8
    assert max(heights) == min(heights)


@pytest.mark.parametrize("room", [None, QSize(800, 552)], ids=["laptop", "800x600"])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_new_game_columns_keep_still_when_the_game_changes(
        qtbot: QtBot, speak: Callable[[str], None], settings: Settings, lang: str,
        room: QSize | None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Going through every game in the new-game dialog moves neither column: the
    players and the cards stay where the eye left them, and no option row is cut. On an
    800×600 screen, one above the other, the dialog grew by a pixel for some games: the
    rules' lists had been measured before they had their texts."""
    speak(lang)
    if room is not None:
        monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: room)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    places = set()
    for table in every_table(dialog):
        QCoreApplication.processEvents()
        places.add((dialog.seats_box.x(), dialog.seats_box.width(), dialog.rules_box.width(),
                    dialog.width()))
        assert cut_texts(dialog.rules_box) == [], table
        QApplication.sendPostedEvents()  # the seats' layout, grown for a longer note
        QCoreApplication.processEvents()
        assert cut_texts(dialog.seats_box) == [], table  # the partners' note too
    assert len(places) == 1, places


CROWDED_FIVE = ("ciapano", 5, 784, 560, True)
"""Ciapanò for five in the window an 800×600 screen leaves (the usual pack): the side
seats' plates, between their hands and the trick, are 125 pixels wide, too narrow for a
row such as "Totale 10 · presi 3 ⅔"."""


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("game", "players", "w", "h", "short"), [
    *(("traversone", 4, w, h, False) for w, h in WINDOWS), CROWDED_FIVE])
def test_every_plate_shows_its_score_row_whole_through_a_deal_and_its_practice_replay(
        speak: Callable[[str], None], settings: Settings, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch, lang: str, game: str, players: int, w: int, h: int,
        short: bool) -> None:
    """A bot's plate keeps room for its thinking dots, and its score row once lost the
    count it exists for: "Mano di prova · pres…"; on a crowded table of five every bot's
    read "Totale 0 · pre…". Every row the plates are given, from the deal to the end of
    its practice replay, is drawn whole, or where the plate is too small for it, in its
    short form ("12 · presi 3"), whole: every plate's then, and only then (``short``: the
    table may be that crowded; else no row is ever short)."""
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

    cut: set[str] = set()
    shortened: set[str] = set()
    mixed: list[list[str]] = []  # plates whose rows do not read alike
    needless: list[list[str]] = []  # short rows where every whole one fits

    def watched(plates: list[NamePlate]) -> None:
        """After the table gives its plates their rows: how each is drawn."""
        share_row_form(plates)
        for each in plates:
            if each.info.short_line and each.shown_line == each.info.short_line:
                shortened.add(each.shown_line)
            elif each.shown_line != each.info.score_line:
                cut.add(each.shown_line)
        forms = {each.shown_line == each.info.score_line for each in plates
                 if each.info.short_line}
        if len(forms) > 1:
            mixed.append([each.shown_line for each in plates])
        if False in forms and all(each.whole_row_fits() for each in plates):
            needless.append([each.shown_line for each in plates])

    monkeypatch.setattr(furniture, "share_row_form", watched)
    monkeypatch.setattr(scoring, "share_row_form", watched)
    speak(lang)
    win = shown_window(qtbot, settings, w, h)
    win.setMinimumSize(w, h)  # an 800×600 screen's room: less than the usual least
    win.resize(w, h)
    names = (*NAMES, "Cugino Beppe")[:players - 1]
    seats = (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in names))
    win.controller.new_match(GameSetup(preset(game, players), seats, seed=5))
    for practice in (False, True):
        while wait_for(qtbot, win, "human", "summary") == "human":
            match = win.controller.match
            assert match is not None
            win.controller.play(next(m for m in match.legal_moves() if m < 40))
        assert win.controller.practice == practice
        taken = "taken" if lang == "en" else "presi"
        rows = [p.info.score_line for p in win.table.furniture.plates]
        assert all((" · " in row) == (taken in row) for row in rows)
        win.summary.accept()
        if not practice:
            win.controller.replay_deal(0)
    assert cut == set()
    assert mixed == []
    assert needless == []
    assert short or not shortened, shortened


def test_a_practice_deal_keeps_its_own_line_for_a_newcomer(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A save opened on a fresh install, and a deal of it practised at once: the welcome
    took the practice deal's line off the table at the first turn; it waits for the match."""
    fresh = Settings(QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat))
    win = shown_window(qtbot, fresh, 1366, 768)
    setup = replace(default_setup(), seed=4)
    played = Match(setup.rules, 4)
    played.start()
    while not played.records:
        played.apply(played.legal_moves()[0])
    win.controller.resume(setup, played.to_json())
    win.controller.replay_deal(0)
    toast = win.table.furniture.toast
    practice = "Practice deal: it does not count, and your match waits for you"
    assert toast.text == practice
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    assert toast.text == practice and not fresh.welcomed()
    win.controller.new_match(setup)  # out of practice: the newcomer is welcomed
    qtbot.waitUntil(lambda: win.controller.waiting_for == "human", timeout=20_000)
    assert toast.text.startswith("Welcome!")
