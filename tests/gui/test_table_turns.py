"""Whose turn it is shows on the plates: the deciding seat glows, a bot's plate shows it
thinking until its card comes, and every plate carries the seat's initials."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import CardPlayed, TrickTaken
from traversone_desktop.engine.games import GAMES
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.furniture import TOAST_MS, TOAST_MS_PER_CHAR
from traversone_desktop.gui.table.geometry import BANNER_PADDING, toast_ceiling
from traversone_desktop.gui.table.model import TableModel
from traversone_desktop.gui.table.plates import (
    LEAST_TEXT_SHARE,
    NamePlate,
    PlateInfo,
    fitted_text,
    initials,
)
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.gui.words import card_spoken, kept_whole
from traversone_desktop.session.setup import BOT, HUMAN, default_setup
from traversone_desktop.storage.settings import Settings

from .conftest import WAIT_MS, wait_for
from .table_rects import NAMES, dealt, mid_deal, overlaps


def test_a_bots_plate_shows_it_thinking_until_it_plays(qtbot: QtBot,
                                                       settings: Settings) -> None:
    view = TableView()
    qtbot.addWidget(view)
    model = dealt(4)
    view.begin(model, list(NAMES[:4]), GAMES["traversone"], False)
    view.reset(model)
    view.bots = frozenset({1, 2, 3})
    view.set_turn(2, bot=True)
    assert view.furniture.plates[2].info.turn and view.furniture.plates[2].thinking
    assert view.furniture.plates[2].info.bot  # which draws the dots
    assert not any(p.thinking for i, p in enumerate(view.furniture.plates) if i != 2)
    view.play_events([])  # the bot's answer arrives
    assert view.furniture.plates[2].info.turn and not view.furniture.plates[2].thinking
    view.set_turn(0)  # a human decides: a glow, no dots
    assert view.furniture.plates[0].info.turn and not view.furniture.plates[0].thinking


def test_a_bot_that_plays_for_a_person_who_left_shows_it_thinking(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Players → A bot plays for you, in mid-match: your plate now shows the bot's dots at
    your turns, as the other bots' plates do; back at the table, it shows none."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    plates = window.table.furniture.plates
    assert [p.info.bot for p in plates] == [False, True, True, True]
    window.controller.set_seat(0, BOT)
    qtbot.waitUntil(lambda: window.table.turn not in (0, -1))  # the bot played for you
    qtbot.waitUntil(lambda: window.table.turn == 0 or window.controller.waiting_for == "summary",
                    timeout=WAIT_MS)
    assert plates[0].info.bot
    window.controller.set_seat(0, HUMAN)
    wait_for(qtbot, window, "human")
    assert [p.info.bot for p in plates] == [False, True, True, True]


def test_a_seat_handed_to_a_bot_wears_a_bots_face_until_its_person_comes_back(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Players → A bot plays for you: nothing on the table said so (the cards went on being
    played from your hand, your initials on the plate). Now the table says it, and the
    plate shows a bot's face until you take the seat back."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    plates = window.table.furniture.plates
    window._fill_players_menu()
    window.menu_players.actions()[0].trigger()
    assert [p.info.stand_in for p in plates] == [True, False, False, False]
    assert window.table.furniture.toast.text == "A bot plays for you"
    info = plates[0].info
    avatar = (0, 0, 60, 70)  # the plate's left end: the rest is drawn alike
    assert (_plate_picture(info).copy(*avatar)
            != _plate_picture(replace(info, stand_in=False)).copy(*avatar))
    assert (_plate_picture(info).copy(60, 0, 140, 70)
            == _plate_picture(replace(info, stand_in=False)).copy(60, 0, 140, 70))
    window._fill_players_menu()
    assert window.menu_players.actions()[0].isChecked()
    window.menu_players.actions()[0].trigger()
    assert not any(p.info.stand_in for p in plates)


def test_plates_carry_initials() -> None:
    assert initials("Nonna Pina") == "NP"
    assert initials("Anna") == "A"
    assert initials("Cugino Beppe di Roma") == "CB"


def test_a_name_a_little_too_long_for_its_plate_shrinks_rather_than_losing_letters(
        qtbot: QtBot) -> None:
    name = "Cugino Beppe"
    full = QFontMetricsF(fitted_text(name, 19.0, 1000.0, bold=True)[0]).horizontalAdvance(name)
    font, shown = fitted_text(name, 19.0, full * 0.88, bold=True)
    assert shown == name and font.pixelSize() < 19
    assert QFontMetricsF(font).horizontalAdvance(shown) <= full * 0.88
    font, shown = fitted_text(name, 19.0, full * LEAST_TEXT_SHARE * 0.6, bold=True)
    assert shown.endswith("…") and font.pixelSize() == round(19 * LEAST_TEXT_SHARE)


def _plate_picture(info: PlateInfo) -> QImage:
    plate = NamePlate()
    plate.set_size(178.0, 50.0)
    plate.set_info(info)
    image = QImage(200, 70, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1e6b45"))
    painter = QPainter(image)
    painter.translate(100, 35)
    plate.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    plate.set_info(PlateInfo("", ""))  # stops the dots' timer
    return image


def test_a_bots_score_keeps_its_size_when_the_thinking_dots_come_and_go(
        qtbot: QtBot) -> None:
    """The dots show at the end of the score's row; a long score beside them (a small
    window, late in a match) must not shrink and grow at every bot's turn."""
    line = "Totale 28 · presi 10 ⅔"
    idle = _plate_picture(PlateInfo("Cugino Beppe", line, "M", True, bot=True))
    thinking = _plate_picture(PlateInfo("Cugino Beppe", line, "M", True, thinking=True,
                                        bot=True))
    assert idle.copy(0, 35, 150, 30) == thinking.copy(0, 35, 150, 30)  # the score
    assert idle.copy(150, 35, 40, 25) != thinking.copy(150, 35, 40, 25)  # the dots


def _trick_taken(qtbot: QtBot, names: list[str], winner: int
                 ) -> tuple[TableView, TableModel, tuple[int, ...]]:
    """A table in mid-deal whose full trick ``winner`` has just taken, shown through."""
    view = TableView()
    qtbot.addWidget(view)
    model = mid_deal(len(names))
    view.begin(model, names, GAMES["traversone"], False)
    view.reset(model)
    cards = tuple(card for _, card in model.trick)
    with qtbot.waitSignal(view.idle, timeout=10_000):
        view.play_events([TrickTaken(winner, cards, 3, False)])
    return view, model, cards


def test_the_table_says_who_took_the_trick_and_what_it_held(qtbot: QtBot,
                                                             settings: Settings) -> None:
    view, _, cards = _trick_taken(qtbot, list(NAMES[:4]), 3)
    text = view.furniture.toast.text
    assert text.startswith(f"{NAMES[3]} takes the trick: ")
    assert all(kept_whole(card_spoken(view.deck, c)) in text for c in cards)


def test_a_tricks_announcement_gives_way_soon_after_the_next_trick_is_led(
        qtbot: QtBot, settings: Settings) -> None:
    """It named the last trick's cards; once the next trick is under way it would name
    them beside other cards, so it stays for a short look, not its whole reading time."""
    view, model, _ = _trick_taken(qtbot, list(NAMES[:4]), 3)
    said = view.furniture.toast.text
    reading = TOAST_MS_PER_CHAR * len(said)
    assert reading > TOAST_MS + 1500  # else this test could not tell the two apart
    with qtbot.waitSignal(view.idle, timeout=10_000):
        view.play_events([CardPlayed(3, model.hands[3][0])])
    assert view.furniture.toast.text == said  # not snatched away at once
    qtbot.waitUntil(lambda: view.furniture.toast.text == "", timeout=TOAST_MS + 1000)


def test_a_trick_you_take_speaks_to_you(qtbot: QtBot, settings: Settings) -> None:
    view, _, _ = _trick_taken(qtbot, ["You", "Anna"], 0)
    assert view.furniture.toast.text.startswith("You take the trick: ")


def test_a_long_announcement_stays_below_the_top_seats(qtbot: QtBot,
                                                       settings: Settings) -> None:
    """Five at a small window: the trick's caption, long in Italian card names, shrinks
    rather than climbing over the top seats' plates and hands."""
    view = TableView()
    qtbot.addWidget(view)
    view.show()
    view.resize(1024, 570)
    model = mid_deal(5)
    view.begin(model, list(NAMES[:5]), GAMES["traversone"], False)
    view.reset(model)
    view.show_toast("Cugino Beppe prende: Cavallo di bastoni, Fante di bastoni, Sei di "
                    "bastoni, Quattro di bastoni, Cinque di bastoni")
    toast = view.furniture.toast.mapRectToScene(view.furniture.toast.rect())
    assert toast.top() >= toast_ceiling(view.table()) - 0.5
    assert not [pair for pair in overlaps(view) if "toast" in pair]


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1280, 690), (1366, 738), (1920, 1050), (960, 1010),
                                  (1080, 1820)])
def test_a_full_tricks_announcement_is_a_few_lines_with_every_card_named_whole(
        qtbot: QtBot, settings: Settings, players: int, size: tuple[int, int]) -> None:
    """Five long Italian card names left of the trick stood in a tower of five lines or
    more, "Asso di / spade" parted: the room now runs over the left seat's hand, or in a
    window about as tall as wide across the table above the trick (a line fewer than there
    are names, or fewer), and no name is split across lines."""
    view = TableView()
    qtbot.addWidget(view)
    view.show()
    view.resize(*size)
    model = mid_deal(players)
    view.begin(model, list(NAMES[:players]), GAMES["traversone"], False)
    view.reset(model)
    names = ("Cavallo di bastoni", "Quattro di bastoni", "Cinque di bastoni",
             "Asso di spade", "Sette di bastoni")[:players]
    view.show_toast("Cugino Beppe prende: " + ", ".join(kept_whole(n) for n in names))
    toast = view.furniture.toast
    assert toast.drawn == toast.text and toast.flags & Qt.TextFlag.TextWordWrap
    lines = ((toast.rect().height() - toast.font().pixelSize() * BANNER_PADDING)
             / QFontMetricsF(toast.font()).lineSpacing())
    assert round(lines) <= players - 1, lines
    assert not [pair for pair in overlaps(view) if "toast" in pair]



def test_no_plate_glows_while_a_whole_trick_lies_and_sweeps(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Seen in a real window: the last seat to play a trick kept its glow, as if it still
    chose, through the trick's pause and sweep. Nobody decides then; the taker glows when
    it leads."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    window.set_session_speed("normal")
    view = window.table
    glowing: list[list[int]] = []
    view.director.cue.connect(lambda sound: sound == "sweep" and glowing.append(
        [i for i, p in enumerate(view.furniture.plates) if p.info.turn]))
    while len(glowing) < 2:
        wait_for(qtbot, window, "human")
        qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.waiting_for != "human", timeout=WAIT_MS)
    assert glowing == [[], []]
    leads = window.controller.match.current_player  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: view.turn == leads, timeout=WAIT_MS)
