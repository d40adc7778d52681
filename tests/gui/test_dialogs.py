"""The game's dialogs: valid set-ups, honest summaries, replays, help in both languages."""

from __future__ import annotations

import gc
import itertools
import random
import weakref
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QSettings,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from traversone_desktop.engine.match import Match
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS, preset
from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.dialogs.base import FRAME_ROOM, FittingBody
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog, scoring_cards
from traversone_desktop.gui.dialogs.look import CREAM_SOFT, INK_SOFT, FeltDialog, primary
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.dialogs.rules_help import HELP_LANGUAGES, RulesHelpDialog, help_page
from traversone_desktop.gui.dialogs.score_chart import (
    MARKER,
    MARKERS,
    marked_deals,
    pen_for,
    spread,
)
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog, standings
from traversone_desktop.gui.words import mixed_thirds, names_joined
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import (
    BOT,
    DEFAULT_LEVEL,
    HUMAN,
    GameSetup,
    SeatSetup,
    default_setup,
)
from traversone_desktop.storage.settings import Settings

from .dialog_walk import NETBOOK_ROOM, choices, choose_table, every_table, scrolling_dialog

NAMES = ["Anna", "Bruno", "Carla", "Dino", "Elsa"]
LONGEST = ["Annamaria Giovanna Rossi", "Bartolomeo Gino Bianchi", "Carlotta Pina Esposito",
           "Leonardo Dino Ferraresi", "Elsa Maria Teresa Lupo"]
"""Names as long as the new-game dialog allows (24 characters)."""


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def random_match(name: str = "traversone", players: int | None = None, seed: int = 5) -> Match:
    """A whole match played with random legal moves."""
    match = Match(preset(name, players), seed)
    match.start()
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_moves()))
    return match


def ok_button(dialog: NewGameDialog) -> QWidget:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


# -- new game ------------------------------------------------------------------
@pytest.mark.parametrize(("name", "players"), [
    (name, count) for name in PRESET_NAMES for count in PRESET_PLAYERS[name]])
def test_new_game_builds_the_preset_at_every_table_size(qtbot, settings, name, players):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData(name))
    dialog.players.setCurrentIndex(dialog.players.findData(players))
    assert ok_button(dialog).isEnabled(), dialog.error.text()
    setup = dialog.setup()
    assert setup.rules == preset(name, players)
    assert len(setup.seats) == players
    assert all(seat.name for seat in setup.seats)
    assert GameSetup.from_dict(setup.to_dict()) == setup


def test_the_new_game_dialog_grown_by_a_fifth_seat_stays_on_the_screen(qtbot, settings):
    """On a short screen the dialog stood with its foot on the bottom edge; a fifth seat
    made it taller and pushed its buttons off the screen. (The test screen is 600 pixels
    tall: the seats scroll, the dialog and its buttons stay on the screen.)"""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    choose_table(dialog, "ciapano", 4)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    dialog.move(0, room.bottom() + 1 - dialog.frameGeometry().height())
    qtbot.waitUntil(lambda: dialog.frameGeometry().bottom() == room.bottom())
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    qtbot.waitUntil(lambda: dialog.seat_editors[4].isVisible())
    QApplication.sendPostedEvents()  # the layouts' requests, as the event loop runs them
    assert room.contains(dialog.frameGeometry())
    button = ok_button(dialog)
    assert room.contains(QRect(button.mapToGlobal(QPoint(0, 0)), button.size()))


def asked_height(body: FittingBody) -> int:
    """How tall the body's contents ask to be at the width they have (a note wraps to
    more lines in a narrower column)."""
    contents = body.widget()
    layout = contents.layout()
    return (layout.heightForWidth(contents.width()) if layout.hasHeightForWidth()
            else layout.minimumSize().height())


@pytest.mark.parametrize("room", [QSize(1024, 552), QSize(1093, 574), QSize(911, 480),
                                  QSize(1024, 600), QSize(800, 552)],
                         ids=["netbook-with-panel", "768-at-125%", "768-at-150%", "netbook",
                              "800x600-with-panel"])
def test_on_a_short_screen_the_new_game_dialog_fits_and_scrolls_only_if_it_must(
        qtbot, settings, monkeypatch, room):
    """Every game and table size: the dialog, frame and all, fits the screen's room, and
    its seats and rules scroll only where the body is shorter than they are."""
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: room)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    body = dialog.findChild(FittingBody)
    scrolled = set()
    for table in every_table(dialog):
        dialog.show()
        dialog.adjustSize()  # as a dialog opened with these seats is sized
        # the scroll area follows the new seats' and rules' layouts
        qtbot.waitUntil(lambda: body.widget().height() == max(body.viewport().height(),
                                                               asked_height(body)))
        assert dialog.height() + FRAME_ROOM.height() <= room.height(), table
        assert dialog.width() + FRAME_ROOM.width() <= room.width(), table
        lacking = asked_height(body) - body.viewport().height()
        scrolls = body.verticalScrollBar().maximum() > 0
        assert scrolls == (lacking > 0), table
        scrolled.add(scrolls)
    assert True in scrolled or room.height() >= 600  # the short rooms do need it


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("which", [NewGameDialog, PreferencesDialog])
def test_on_an_800x600_screen_new_game_and_the_preferences_fit_across(
        qtbot, settings, monkeypatch, which, language):
    """Side by side, their columns were wider than an 800×600 screen (Italian New game 831
    pixels, Preferences 907), which cut their right edge off: there they stand one above
    the other, and scroll, with no choice cut short."""
    room = QSize(800, 552)
    install_language(language)
    try:
        dialog = opened_on(qtbot, monkeypatch, which, settings, room)
        assert dialog.width() + FRAME_ROOM.width() <= room.width()
        assert dialog.height() + FRAME_ROOM.height() <= room.height()
        body = dialog.findChild(FittingBody)
        assert body is not None and body.verticalScrollBar().maximum() > 0
        assert lists_cut_short(body) == []
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "it"])
def test_on_a_netbook_with_a_panel_the_preferences_fit_without_scrolling(
        qtbot, settings, monkeypatch, language):
    """A 1024×600 screen with a panel leaves a dialog 552 pixels: the Preferences, side by
    side under their heading, were 5 pixels taller than that leaves once the frame is
    counted. There they drop the heading (the title bar names them), as New game does."""
    room = NETBOOK_ROOM
    install_language(language)
    try:
        dialog = opened_on(qtbot, monkeypatch, PreferencesDialog, settings, room)
        assert dialog.height() + FRAME_ROOM.height() <= room.height()
        assert dialog.width() + FRAME_ROOM.width() <= room.width()
        assert dialog.findChild(FittingBody) is None  # side by side, no scroll bar
        assert not dialog.title.isVisible()
        roomy = opened_on(qtbot, monkeypatch, PreferencesDialog, settings, QSize(1366, 728))
        assert roomy.title.isVisible()
    finally:
        install_language("en")


def opened_on(qtbot, monkeypatch, kind, settings, room: QSize):
    """A dialog of ``kind`` opened as on a screen that leaves it ``room``."""
    monkeypatch.setattr(kind, "screen_room", lambda self: room)
    dialog = kind(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.adjustSize()
    QApplication.sendPostedEvents()
    return dialog


def lists_cut_short(body: FittingBody) -> list[str]:
    """The lists in ``body`` narrower than their choice: its text cut short."""
    QApplication.sendPostedEvents()
    return [c.currentText() for c in body.widget().findChildren(QComboBox)
            if c.isVisible() and c.width() < c.sizeHint().width()]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("room", [QSize(1024, 600), QSize(1024, 552), QSize(1093, 574)],
                         ids=["netbook", "netbook-with-panel", "768-at-125%"])
def test_a_message_below_the_rules_cuts_no_list_short(qtbot, settings, monkeypatch, room,
                                                      language):
    """On a short screen a message (a person's seat still called "You") takes the last
    pixels of the seats and rules, which begin to scroll: the dialog widens for the scroll
    bar, which took its width from them instead ("All'ultima presa (il resto di 11" lost
    its bracket on a 1024×600 netbook)."""
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: room)
    install_language(language)
    try:
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.adjustSize()
        body = dialog.findChild(FittingBody)
        assert lists_cut_short(body) == []
        kind = dialog.seat_editors[2].kind
        kind.setCurrentIndex(kind.findData(HUMAN))
        assert dialog.error.isVisible()
        assert lists_cut_short(body) == []
        assert dialog.height() + FRAME_ROOM.height() <= room.height()
    finally:
        install_language("en")


def test_a_short_screen_dialog_goes_with_its_last_reference(qtbot, settings, monkeypatch):
    """The scrolling body keeps no reference back to its dialog: such a cycle keeps a
    parentless dialog alive until the garbage collector breaks it, at any moment, even
    while the dialog is being painted (a crash in the test run)."""
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: QSize(1024, 552))
    dialog = NewGameDialog(settings)
    assert dialog.findChild(FittingBody) is not None
    dialog.show()
    gone = weakref.ref(dialog)
    gc.disable()  # only reference counting may free it
    try:
        del dialog
        assert gone() is None
    finally:
        gc.enable()


def test_on_a_tall_screen_the_new_game_dialog_never_scrolls(qtbot, settings, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: QSize(1920, 1040))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.findChild(FittingBody) is None


def test_a_short_screen_keeps_the_title_bar_as_the_only_heading(qtbot, settings, monkeypatch):
    """A 1024x600 netbook has no room for the heading as well as five seats."""
    monkeypatch.setattr(NewGameDialog, "screen_room", lambda self: QSize(1024, 560))
    short = NewGameDialog(settings)
    qtbot.addWidget(short)
    short.show()
    assert not short.title.isVisible() and short.windowTitle() == "New game"
    monkeypatch.undo()
    tall = NewGameDialog(settings)
    qtbot.addWidget(tall)
    tall.show()
    assert tall.title.isVisible()


@pytest.mark.parametrize("kind", [NewGameDialog, PreferencesDialog])
def test_a_dialog_open_when_the_screen_changes_stands_as_it_would_open_there(
        qtbot, settings, monkeypatch, kind):
    """A laptop taken from its monitor: New game open in two columns kept them on an
    800×600 screen, Cancel off its right edge. Stood anew, the dialog is as one opened on
    that screen (one column, scrolling, the heading left to the title bar; the same size),
    the control with the focus keeps it (it went to Start), Tab still goes through the
    controls in the order they are shown, and on a larger screen again it is as it opened
    there."""
    room = QSize(1366, 728)
    monkeypatch.setattr(kind, "screen_room", lambda self: room)

    def opened() -> Any:
        dialog = kind(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    dialog = opened()
    first = dialog.preset if kind is NewGameDialog else dialog.language
    first.setFocus()
    order = tab_order(dialog)
    wide = dialog.size()
    for room, scrolls in ((QSize(800, 560), True), (QSize(1366, 728), False)):
        focused = dialog.players if kind is NewGameDialog else dialog.speed
        focused.setFocus()
        dialog.arrange_for_the_screen()
        assert dialog.focusWidget() is focused  # where the keys were
        body = dialog.findChild(FittingBody)
        assert (body is not None and body.isVisible()) == scrolls
        assert dialog.title.isVisible() != scrolls
        fresh = opened()
        assert dialog.size() == fresh.size()
        fresh.close()
        assert (dialog.size() == wide) != scrolls
        assert dialog.size().width() <= room.width() - FRAME_ROOM.width()
        first.setFocus()
        assert [w for w in tab_order(dialog) if not isinstance(w, FittingBody)] == order
        assert all(box.isVisible() for box in dialog.findChildren(QGroupBox))


def test_the_new_game_dialog_shows_who_partners_whom(qtbot, settings):
    """Two people who want to play together must take seats 1 and 3: the seats wear their
    side's colour, as the plates will, and the note says so. No colours without partners."""
    from traversone_desktop.gui.table.plates import TEAM_COLOURS

    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    for name in ("tressette", "traversone_partners", "traversone"):
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        shown = [e for e in dialog.seat_editors if e.isVisible()]
        stripes = [e.stripe.styleSheet() if e.stripe.isVisible() else None for e in shown]
        if name == "traversone":
            assert stripes == [None] * 4
            assert "Seats" not in dialog.seats_note.text()
            continue
        assert [TEAM_COLOURS.index(s.split("background: ")[1][:7]) for s in stripes] == [
            0, 1, 0, 1], name
        assert "Seats 1 and 3, in one colour, play against 2 and 4." in (
            dialog.seats_note.text()), name


def test_only_meaningful_options_are_shown(qtbot, settings):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("traversone"))
    assert dialog.cappotto_last.isVisible() and not dialog.declarations.isVisible()
    assert not dialog.survivors.isVisible()
    dialog.match_end.setCurrentIndex(dialog.match_end.findData("elimination"))
    assert dialog.survivors.isVisible()
    dialog.preset.setCurrentIndex(dialog.preset.findData("tressette"))
    assert dialog.declarations.isVisible() and dialog.signals.isVisible()
    assert not dialog.cappotto_last.isVisible() and not dialog.match_end.isVisible()
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    assert dialog.pack.isVisible()


def test_tab_goes_down_the_rules_as_they_stand(qtbot, settings):
    """Tab went from *First lead* to *Declare* and back up to *Declarations*, the row just
    shown above it once that was ticked."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    form = dialog.rules_form
    for name in PRESET_NAMES:
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        for check in (dialog.declarations, dialog.cappotto_last):
            check.setChecked(True)
        rows = []
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.FieldRole) or form.itemAt(
                row, QFormLayout.ItemRole.SpanningRole)
            if item is not None and item.widget() is not None and item.widget().isVisible():
                rows.append(item.widget())
        chain, widget = [], rows[0]
        while len(chain) < len(rows):
            if widget in rows:
                chain.append(widget)
            widget = widget.nextInFocusChain()
        assert chain == rows, name


def test_options_reach_the_rules(qtbot, settings):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    dialog.target.setValue(41)
    dialog.survivors.setValue(2)
    dialog.cappotto_wins.setChecked(True)
    rules = dialog.setup().rules
    assert (rules.target, rules.survivors, rules.cappotto_wins_match) == (41, 2, True)
    assert rules.match_end == "elimination" and rules.players == 5


def test_every_option_of_the_rules_is_offered_where_it_means_something(qtbot, settings):
    """RULES.md's options: fractions, the last-trick bonus (only with fractions dropped),
    the first lead, when to declare, Mattazza's target."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("traversone"))
    assert dialog.fractions.isVisible() and not dialog.last_bonus.isVisible()
    assert not dialog.first_lead.isVisible()
    dialog.fractions.setCurrentIndex(dialog.fractions.findData("dropped"))
    assert dialog.last_bonus.isVisible()
    dialog.last_bonus.setChecked(False)
    rules = dialog.setup().rules
    assert (rules.fractions, rules.last_trick_bonus) == ("dropped", False)

    dialog.preset.setCurrentIndex(dialog.preset.findData("tressette"))
    assert not dialog.fractions.isVisible() and dialog.first_lead.isVisible()
    dialog.first_lead.setCurrentIndex(dialog.first_lead.findData("four_of_coins"))
    dialog.declare_timing.setCurrentIndex(dialog.declare_timing.findData("after_first_trick"))
    rules = dialog.setup().rules
    assert (rules.first_lead, rules.declare_timing) == ("four_of_coins", "after_first_trick")
    dialog.declarations.setChecked(False)
    assert not dialog.declare_timing.isVisible()
    assert dialog.setup().rules.declare_timing == "first_turn"

    dialog.preset.setCurrentIndex(dialog.preset.findData("tressette_2"))
    assert dialog.first_lead.isVisible() and not dialog.declare_timing.isVisible()

    dialog.preset.setCurrentIndex(dialog.preset.findData("mattazza"))
    assert dialog.target.isVisible() and "Game points" in dialog.target_label.text()
    dialog.target.setValue(7)
    assert dialog.setup().rules.target == 7


def test_a_table_of_three_leaves_at_most_two_standing(qtbot, settings):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    dialog.survivors.setValue(3)
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    assert (dialog.survivors.value(), dialog.survivors.maximum()) == (2, 2)
    assert ok_button(dialog).isEnabled() and not dialog.error.text()
    assert dialog.setup().rules.survivors == 2
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    assert dialog.survivors.maximum() == 3


def _choices(widget: QWidget) -> list[Any]:
    if isinstance(widget, QComboBox):
        return [widget.itemData(i) for i in range(widget.count())]
    if isinstance(widget, QCheckBox):
        return [False, True]
    assert isinstance(widget, QSpinBox)
    return list(range(widget.minimum(), min(widget.maximum(), 4) + 1))


def _choose(widget: QWidget, value: Any) -> None:
    if isinstance(widget, QComboBox):
        widget.setCurrentIndex(widget.findData(value))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(value)
    else:
        widget.setValue(value)


def test_every_combination_the_dialog_offers_can_be_played(qtbot, settings):
    """No choice a player can make ends in a message about the engine's rule options (the
    engine's wording, in English): the dialog offers only what can be played."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    options = [dialog.survivors, dialog.cappotto_last, dialog.cappotto_wins, dialog.pack,
               dialog.fractions, dialog.last_bonus, dialog.first_lead, dialog.declarations,
               dialog.declare_timing, dialog.signals]
    tried = 0
    for name in PRESET_NAMES:
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        for players in PRESET_PLAYERS[name]:
            dialog.players.setCurrentIndex(dialog.players.findData(players))
            ends = _choices(dialog.match_end) if dialog.match_end.isVisible() else [None]
            for end in ends:
                if end is not None:
                    _choose(dialog.match_end, end)
                shown = [w for w in options if w.isVisible() and w.isEnabled()]
                for values in itertools.product(*map(_choices, shown)):
                    for widget, value in zip(shown, values, strict=True):
                        _choose(widget, value)
                    tried += 1
                    assert ok_button(dialog).isEnabled() and not dialog.error.text(), \
                        (name, players, end, values, dialog.error.text())
                    dialog.setup()
    assert tried > 200


def test_the_last_choice_is_remembered(qtbot, settings):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("kifameno"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.seat_editors[0].name.setText("Anna")  # two people at the screen: both named
    dialog.seat_editors[1].name.setText("Nonno Beppe")
    dialog.seat_editors[1].kind.setCurrentIndex(dialog.seat_editors[1].kind.findData(HUMAN))
    dialog.seat_editors[2].level.setCurrentIndex(dialog.seat_editors[2].level.findData("hard"))
    dialog.deck.setCurrentIndex(dialog.deck.findData("piacentine"))
    chosen = dialog.setup()
    dialog.accept()
    assert settings.last_setup() == chosen

    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.setup() == chosen
    assert again.setup().seats[1].name == "Nonno Beppe"
    assert again.setup().seats[2].level == "hard"
    assert again.preview.deck == "piacentine"


def test_quick_game_gives_the_default(qtbot, settings):
    settings.set_last_setup(GameSetup(preset("tressette"), default_setup().seats, "piacentine"))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.accepted):
        dialog.quick.click()
    setup = dialog.setup()
    assert setup == default_setup(setup.seats[0].name)
    assert setup.rules.variant == "traversone" and setup.deck == "napoletane"
    assert [s.kind for s in setup.seats] == [HUMAN, BOT, BOT, BOT]
    assert {s.level for s in setup.seats[1:]} == {"hard"}  # the searching expert
    assert settings.last_setup() == setup


def test_quick_game_seats_no_bot_under_the_players_own_name(qtbot, settings):
    """Nonna Pina plays as herself: the quick game's bots leave her their first name (the
    dialog would refuse two seats of one name, and Quick game did nothing)."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.seat_editors[0].name.setText("nonna pina")
    with qtbot.waitSignal(dialog.accepted):
        dialog.quick.click()
    names = [seat.name for seat in dialog.setup().seats]
    assert names == ["nonna pina", "Zio Gino", "Zia Rosa", "Cugino Toni"]
    for players in PRESET_PLAYERS["ciapano"]:  # up to five: every bot's name but one
        seats = default_setup("Comare Lina", preset("ciapano", players)).seats
        assert len({seat.name.casefold() for seat in seats}) == players


def test_the_deck_is_the_one_the_player_chose_last(qtbot, settings):
    """A deck picked in the View menu (the preference) beats the last set-up's, and a
    quick game keeps the deck just picked in the dialog."""
    settings.set_last_setup(replace(default_setup(), deck="piacentine"))
    settings.set_deck("sarde")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.setup().deck == "sarde" == dialog.preview.deck
    dialog.deck.setCurrentIndex(dialog.deck.findData("toscane"))
    with qtbot.waitSignal(dialog.accepted):
        dialog.quick.click()
    assert dialog.setup().deck == "toscane" == settings.deck() == settings.last_setup().deck


@pytest.mark.parametrize(("language", "fours"), [
    ("en", {"napoletane": ("Four of batons", "Four of coins"),
            "piemontesi": ("Four of clubs", "Four of diamonds"),
            "salisburghesi": ("Four of acorns", "Four of bells")}),
    ("it", {"napoletane": ("Quattro di bastoni", "Quattro di denari"),
            "piemontesi": ("Quattro di fiori", "Quattro di quadri"),
            "salisburghesi": ("Quattro di ghiande", "Quattro di campanelli")})])
def test_the_options_name_a_card_as_the_chosen_deck_does(qtbot, settings, language, fours):
    """"Holder of the 4 of coins" stood over a French or a German pack, whose table names
    the Four of diamonds or of bells: a choice names its card as the deck chosen beside it
    does, and follows a change of deck."""
    install_language(language)
    try:
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        for deck, (removed, holder) in fours.items():
            dialog.deck.setCurrentIndex(dialog.deck.findData(deck))
            pack = dialog.pack.itemText(dialog.pack.findData("remove_a_four"))
            lead = dialog.first_lead.itemText(dialog.first_lead.findData("four_of_coins"))
            assert pack.endswith(f" {removed}") and lead.endswith(f" {holder}"), deck
    finally:
        install_language("en")


# -- deal summary --------------------------------------------------------------
def crafted_record(**changes: Any) -> DealRecord:
    """A 4-player Traversone deal: 10, 5, 11 and 6 thirds, seat 3 took the last trick."""
    record = {
        "variant": "traversone", "rules": preset("traversone").to_dict(), "match": 0,
        "deal": 2, "seed": 1234, "seats": 4, "active": [0, 1, 2, 3],
        "sides": [[0], [1], [2], [3]], "dealer": 1, "hands": [[], [], [], []],
        "discard": None, "removed": [], "stock": [], "tricks": [], "taken": [10, 5, 11, 6],
        "last_trick": 3, "scores": [3, 1, 3, 4], "totals": [9, 12, 15, 6], "tiebreak": False,
        "cappotto": None, "eliminated": [], "match_over": False, "winners": None,
        "declarations": [], "claim": None,
    }
    record.update(changes)
    return DealRecord.from_json(record)


def test_mixed_numbers():
    assert [mixed_thirds(t) for t in (0, 1, 2, 3, 10, 11, 32)] == \
        ["0", "1⁄3", "2⁄3", "1", "3\u00a01⁄3", "3\u00a02⁄3", "10\u00a02⁄3"]


@pytest.mark.parametrize(("room", "scrolls"), [(QSize(1366, 768), False),
                                               (QSize(1366, 420), True)])
def test_a_deal_summary_scrolls_by_keys_only_where_it_scrolls(qtbot, monkeypatch, room,
                                                              scrolls):
    """Where even its smallest cards leave its notes too little room (very large text on
    a 768-pixel screen), the summary's scores and notes scroll above its button, and Tab
    stops on them so that the keys scroll them too; elsewhere Tab goes from button to
    button, with no stop where nothing shows it and no key does anything."""
    monkeypatch.setattr(DealSummaryDialog, "screen_room", lambda self: room)
    summary = DealSummaryDialog(crafted_record(), NAMES[:4], can_hurry=True)
    qtbot.addWidget(summary)
    summary.show()
    qtbot.waitExposed(summary)
    assert summary.height() + FRAME_ROOM.height() <= room.height()
    body = summary.findChild(FittingBody)
    bar = body.verticalScrollBar()
    assert (bar.maximum() > 0) == scrolls
    stops = []
    for _ in range(4):
        summary.focusNextChild()
        stops.append(summary.focusWidget())
    assert (body in stops) == scrolls
    assert summary.next_button in stops and summary.hurry_button in stops
    if scrolls:
        body.setFocus()
        qtbot.keyClick(body, Qt.Key.Key_PageDown)
        assert bar.value() == bar.maximum()


@pytest.mark.parametrize("practice", [False, True], ids=["deal", "practice"])
def test_a_deal_summary_fits_a_small_screen_when_one_seat_took_twenty_cards(
        qtbot, monkeypatch, practice):
    """Kifameno for three, seed 106 played by random cards: one seat takes twenty scoring
    cards. Its summary was 1,212 pixels wide on a 1024 × 600 screen (the notes under the
    board kept the whole row's width), its right column and button off the screen; now the
    cards overlap and the dialog fits, the practice deal's "In the match" column too."""
    import random

    from traversone_desktop.engine.match import Match

    match = Match(preset("kifameno", 3), 106)
    match.start()
    choose = random.Random(106).choice
    while not match.records:
        match.apply(choose(match.legal_moves()))
    record = match.records[0]
    assert max(len(cards) for cards in scoring_cards(record)) == 20
    room = QSize(1024, 560)
    monkeypatch.setattr(DealSummaryDialog, "screen_room", lambda self: room)
    dialog = DealSummaryDialog(record, NAMES[:3], first_time=record if practice else None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= room.width() - FRAME_ROOM.width()
    assert dialog.board.texts()[0][-1] == ("In the match" if practice else "Total")
    assert dialog.next_button.geometry().right() <= dialog.width()


def test_deal_summary_shows_thirds_floors_and_the_last_trick(qtbot):
    dialog = DealSummaryDialog(crafted_record(), NAMES[:4])
    qtbot.addWidget(dialog)
    rows = dialog.board.texts()
    assert rows[1][1:] == ["3\u00a01⁄3", "3", "3", "9"]
    assert rows[2][1:] == ["1\u00a02⁄3", "1", "1", "12"]
    assert rows[3][1:] == ["3\u00a02⁄3", "3", "3", "15"]
    assert "Dino" in rows[4][0] and rows[4][1:] == ["2", "2", "4", "6"]
    assert "11\u00a0−\u00a07\u00a0=\u00a04" in dialog.notes.text()
    assert "Dino took the last trick and scores" in dialog.notes.text()
    assert dialog.cappotto.isHidden()


def test_deal_summary_calls_cappotto_out_loud(qtbot):
    record = crafted_record(taken=[0, 0, 32, 0], last_trick=2, cappotto=2,
                            scores=[11, 11, 0, 11], totals=[20, 22, 4, 17], eliminated=[])
    dialog = DealSummaryDialog(record, NAMES[:4])
    qtbot.addWidget(dialog)
    assert not dialog.cappotto.isHidden()
    assert "CAPPOTTO" in dialog.cappotto.text() and "Carla" in dialog.cappotto.text()
    assert dialog.cappotto.font().pointSizeF() > 2 * dialog.font().pointSizeF()
    assert dialog.board.texts()[3][1] == "10\u00a02⁄3"


def test_deal_summary_names_partners_and_eliminations(qtbot):
    pairs = crafted_record(sides=[[0, 2], [1, 3]], scores=[6, 5], totals=[10, 12],
                           rules=preset("traversone_partners").to_dict(),
                           variant="traversone_partners")
    dialog = DealSummaryDialog(pairs, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.board.texts()[1][0] == "Anna & Carla"
    assert dialog.board.texts()[1][1].startswith("7")  # 21 thirds = 7, from 3 1⁄3 + 3 2⁄3

    out = crafted_record(eliminated=[2], totals=[9, 12, 33, 6])
    dialog = DealSummaryDialog(out, NAMES[:4])
    qtbot.addWidget(dialog)
    assert "Carla is out" in dialog.notes.text()


def test_deal_summary_shows_every_figure_whole_with_the_longest_names(qtbot):
    assert all(len(name) <= 24 for name in LONGEST)
    record = crafted_record(variant="tressette", rules=preset("tressette").to_dict(),
                            sides=[[0, 2], [1, 3]], taken=[11, 5, 10, 6], last_trick=0,
                            scores=[7, 4], totals=[7, 4])
    dialog = DealSummaryDialog(record, LONGEST[:4])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 800 - 40  # fits an 800-pixel screen with its frame
    labels = dialog.board.findChildren(QLabel)
    for label in labels:
        assert label.width() >= label.sizeHint().width(), label.text()
    side = "Annamaria Giovanna Rossi & Carlotta Pina Esposito"
    name = next(label for label in labels if label.toolTip() == side)
    assert name.text().endswith("…") and dialog.board.texts()[1][0] == side
    assert list(dialog.board.badges) == [0]  # Annamaria took the last trick


def test_the_score_sheet_shows_five_long_names_whole_without_scrolling(qtbot):
    match = random_match("ciapano", 5)
    dialog = ScoreSheetDialog(match.records, LONGEST)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table, header = dialog.table, dialog.table.horizontalHeader()
    assert not table.horizontalScrollBar().isVisible()
    for column in range(2, 2 + 5):
        head = table.horizontalHeaderItem(column)
        assert head.toolTip() == LONGEST[column - 2] and "\n" in head.text()
        widest = max(header.fontMetrics().horizontalAdvance(line)
                     for line in head.text().split("\n"))
        assert header.sectionSize(column) >= widest


def test_deal_summary_counts_the_discard_with_the_last_trick(qtbot):
    record = crafted_record(seats=3, active=[0, 1, 2], sides=[[0], [1], [2]],
                            taken=[10, 11, 8], last_trick=1, discard="Ad",
                            scores=[3, 5, 2], totals=[3, 5, 2],
                            rules=preset("ciapano", 3).to_dict(), variant="ciapano")
    dialog = DealSummaryDialog(record, NAMES[:3])
    qtbot.addWidget(dialog)
    assert dialog.board.texts()[2][1] == "4\u00a02⁄3"  # 11 thirds and the discarded ace
    assert "discard went with the last trick" in dialog.notes.text()


def test_real_records_of_every_preset_show(qtbot):
    for name in PRESET_NAMES:
        match = random_match(name, PRESET_PLAYERS[name][-1])
        for record in match.records:
            dialog = DealSummaryDialog(record, NAMES[:match.seats])
            qtbot.addWidget(dialog)
            rows = dialog.board.texts()
            assert len(rows) == 1 + len(match.sides)
            assert [r[-1] for r in rows[1:]] == [str(t) for t in record.totals]
        assert dialog.next_button.text() == "&See the result"


def point_cards_taken(record: DealRecord, seat: int) -> list[int]:
    """The cards worth something in ``seat``'s tricks (and the discard, with the last)."""
    cards = [card for trick in record.tricks if trick.winner == seat
             for _, card in trick.plays]
    if seat == record.last_trick and record.discard is not None:
        cards.append(record.discard)
    return [card for card in cards if record.definition.values[card] > 0]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_deal_summary_shows_the_scoring_cards_each_player_took(qtbot, name):
    """One card picture per point card a player took, drawn in the player's deck: what
    the cards are worth is what the summary says that player took."""
    match = random_match(name, PRESET_PLAYERS[name][-1])
    for record in match.records[:3]:
        dialog = DealSummaryDialog(record, NAMES[:match.seats], deck="piacentine")
        qtbot.addWidget(dialog)
        game = record.definition
        for seat in record.active:
            fan = dialog.board.fans[seat]
            assert sorted(fan.cards) == sorted(point_cards_taken(record, seat))
            assert len(fan.pixmaps()) == len(fan.cards) and fan.deck == "piacentine"
            discard = record.discard if seat == record.last_trick else None
            assert game.worth(fan.cards) == record.taken[seat] + (
                game.values[discard] if discard is not None else 0)
            assert NAMES[seat] in fan.accessibleName()
        assert list(dialog.board.badges) == ([record.last_trick]
                                             if record.last_trick >= 0 else [])


@pytest.mark.parametrize(("language", "word"), [("en", "none"), ("it", "nessuna")])
def test_a_player_without_scoring_cards_reads_none_in_their_place(qtbot, language, word):
    """An empty dashed outline stood where the cards would be: it looked like a picture
    that had failed to load. The word stands there, whole, in the summary's soft cream."""
    try:
        install_language(language)
        dialog = DealSummaryDialog(crafted_record(), NAMES[:4])  # no tricks: no cards
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for fan in dialog.board.fans.values():
            assert not fan.cards
            assert fan.width() >= fan.fontMetrics().horizontalAdvance(word)
            image = QImage(fan.size(), QImage.Format.Format_ARGB32)
            image.fill(Qt.GlobalColor.black)  # the felt, as far as the word's light goes
            fan.render(image, renderFlags=QWidget.RenderFlag.DrawChildren)
            written = [(x, y) for x in range(image.width()) for y in range(image.height())
                       if image.pixelColor(x, y).lightness() > CREAM_SOFT.lightness() / 2]
            xs, ys = {x for x, _ in written}, {y for _, y in written}
            assert xs and max(xs) - min(xs) + 1 >= fan.fontMetrics().horizontalAdvance(word) * 0.8
            assert max(ys) - min(ys) + 1 <= fan.fontMetrics().height()  # a line, no frame
    finally:
        install_language("en")


def test_summary_cards_are_drawn_for_the_screen_s_pixel_ratio(qtbot):
    record = random_match("traversone").records[0]
    dialog = DealSummaryDialog(record, NAMES[:4])
    qtbot.addWidget(dialog)
    fan = next(f for f in dialog.board.fans.values() if f.cards)
    width, _ = fan.card_size()
    for ratio in (1.0, 2.0):
        fan.devicePixelRatioF = lambda r=ratio: r  # as on a screen of that density
        picture = fan.pixmaps()[0]
        assert picture.devicePixelRatio() == ratio
        assert picture.width() == round(width * ratio)


def test_busca_summary_shows_units_with_the_last_trick_and_busche(qtbot):
    record = crafted_record(variant="busca", rules=preset("busca").to_dict(),
                            taken=[22, 8, 4, 3], last_trick=0, scores=[5, 0, 0, 0],
                            totals=[5, 0, 2, 1])
    dialog = DealSummaryDialog(record, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.board.texts()[0][3] == "Busche"
    assert dialog.board.texts()[1][2:] == ["25", "5", "5"]
    assert "Anna took the most: 25." in dialog.notes.text()


def test_tressette_summary_shows_declarations_and_the_claim(qtbot):
    install_language("en")  # the English catalogue: "3 points", plural
    record = crafted_record(
        variant="tressette", rules=preset("tressette").to_dict(), sides=[[0, 2], [1, 3]],
        taken=[9, 5, 12, 6], last_trick=-1, claim=0, scores=[10, 3], totals=[24, 12],
        declarations=[{"seat": 2, "kind": "napoletana", "cards": ["3d", "2d", "Ad"],
                       "points": 3, "trick": 0}])
    dialog = DealSummaryDialog(record, NAMES[:4])
    qtbot.addWidget(dialog)
    assert dialog.board.texts()[1][1:] == ["7  (3 + 4)", "7", "3", "10", "24"]
    notes = dialog.notes.text()
    assert "Anna &amp; Carla called out (chiamarsi fuori) and won the match!" in notes
    assert "Carla declared Napoletana of coins: 3 points." in notes


def test_a_declared_set_is_named_as_the_table_named_it(qtbot):
    """The summary said "a set (Ace of cups, Ace of swords, Ace of batons)", in Italian
    "carte dello stesso valore (…)", where the table had said "three aces without coins"."""
    record = crafted_record(
        variant="tressette", rules=preset("tressette").to_dict(), sides=[[0, 2], [1, 3]],
        taken=[9, 5, 12, 6], last_trick=0, scores=[10, 4], totals=[10, 4],
        declarations=[{"seat": 1, "kind": "set", "cards": ["Ac", "As", "Ab"],
                       "points": 3, "trick": 0}])
    try:
        install_language("it")
        dialog = DealSummaryDialog(record, NAMES[:4])
        qtbot.addWidget(dialog)
        assert "Accuso di Bruno: tre assi senza denari, 3 punti." in dialog.notes.text()
    finally:
        install_language("en")


# -- score sheet and winner ----------------------------------------------------
def shown_score_sheet(qtbot: Any, match: Match) -> ScoreSheetDialog:
    dialog = ScoreSheetDialog(match.records, NAMES[:match.seats])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_score_sheet_lists_every_deal_and_keeps_the_seeds_behind_details(qtbot):
    match = random_match("ciapano", 4)
    dialog = shown_score_sheet(qtbot, match)
    table, seed_column = dialog.table, dialog.seed_column
    assert table.rowCount() == len(match.records)
    assert [table.item(row, 1).text() for row in range(table.rowCount())] == \
        [NAMES[record.dealer] for record in match.records]
    assert len(dialog.chart.series) == 4

    def seeds_on_screen() -> bool:
        return not table.isColumnHidden(seed_column) and table.columnWidth(seed_column) > 0

    assert not seeds_on_screen() and not dialog.details.isChecked()
    dialog.details.click()
    assert seeds_on_screen()
    assert [table.item(row, seed_column).text() for row in range(table.rowCount())] == \
        [str(record.seed) for record in match.records]
    dialog.details.click()
    assert not seeds_on_screen()


def test_score_sheet_opens_at_the_latest_deal(qtbot):
    """A long match (to 999), or a few deals on a netbook's screen, put the latest deals
    below the pad's fold; the sheet opened at deal 1. It opens at the latest deal, whole
    in sight and chosen, ready to practise, and the arrow keys start from it."""
    match = Match(replace(preset("traversone"), target=999), 3)
    match.start()
    rng = random.Random(3)
    while len(match.records) < 40:
        match.apply(rng.choice(match.legal_moves()))
    dialog = shown_score_sheet(qtbot, match)
    table, last = dialog.table, len(match.records) - 1
    qtbot.waitUntil(lambda: table.viewport().rect().contains(
        table.visualRect(table.model().index(last, 0))))
    assert dialog.selected_deal() == last and dialog.replay_selected.isEnabled()
    assert dialog.chart.highlight == last + 1
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert dialog.selected_deal() == last - 1


def test_the_score_sheets_keyboard_place_shows_while_it_has_the_keys(qtbot):
    """The deal the arrows start from was marked by nothing: the pad drew no focus."""
    dialog = shown_score_sheet(qtbot, random_match("ciapano", 4))
    table = dialog.table
    dialog.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    cell = table.visualRect(table.currentIndex())
    edge = QPoint(cell.left() + 1, cell.center().y())

    def edge_colour() -> QColor:
        return table.viewport().grab().toImage().pixelColor(edge * table.devicePixelRatioF())

    assert edge_colour() == INK_SOFT
    dialog.findChild(QDialogButtonBox).setFocus()
    qtbot.waitUntil(lambda: not table.hasFocus())
    assert edge_colour() != INK_SOFT


@pytest.mark.parametrize(("room", "variant", "players"), [
    (QSize(1366, 708), "traversone", 4), (NETBOOK_ROOM, "ciapano", 5),
    (QSize(1920, 1040), "ciapano", 3)], ids=["laptop", "netbook", "desktop"])
def test_score_sheet_shows_whole_rows_and_every_deal_where_the_chart_leaves_room(
        qtbot, monkeypatch, room, variant, players):
    """Split by the chart's and the table's wishes alone, six deals on a laptop showed
    four and a half, and scrolled to the latest the first sat half under the header.
    Every deal is in sight when the chart keeps its least height beside them; otherwise
    the chart keeps that least and the pad holds whole rows, never a half one."""
    monkeypatch.setattr(ScoreSheetDialog, "screen_room", lambda self: room)
    match = random_match(variant, players)
    dialog = shown_score_sheet(qtbot, match)
    table, deals = dialog.table, len(match.records)
    row = table.verticalHeader().defaultSectionSize()
    sight = table.viewport().height()
    assert sight % row == 0
    shown = [r for r in range(deals) if table.rowViewportPosition(r) >= 0
             and table.rowViewportPosition(r) + row <= sight]
    assert shown == list(range(deals - sight // row, deals))
    chart = dialog.chart.height()
    assert chart >= dialog.chart.minimumSizeHint().height()
    if len(shown) < deals:  # the chart gave all it could
        assert chart < dialog.chart.minimumSizeHint().height() + row
    else:
        assert chart >= min(dialog.chart.sizeHint().height(), chart + sight - deals * row)


def test_score_sheet_says_a_ciapanos_target_puts_players_out(qtbot):
    """Ciapanò's 31 ends no match: it puts a player out, and the sheet says so."""
    for variant, said, line in (("ciapano", "out at 31", "out at %1"),
                                ("traversone", "target 21", "target %1")):
        dialog = shown_score_sheet(qtbot, random_match(variant, 4))
        assert f" · {said} · " in dialog.subtitle.text()
        assert dialog.chart.target_title == line  # the chart writes the target in


def test_score_sheet_before_the_first_deal_ends_says_so_instead_of_bare_axes(qtbot):
    """Under the note, the pad is its heads alone: it kept one blank row below them, and
    the sheet was as long as one with deals, a page of paper with a line on it."""
    dialog = ScoreSheetDialog([], NAMES[:2])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.chart.is_empty() and dialog.table.rowCount() == 0
    assert dialog.chart.empty_text.startswith("No deal has ended yet.")
    assert dialog.chart.accessibleDescription() == dialog.chart.empty_text  # said, too
    blank = dialog.chart.grab().toImage()
    dialog.chart.set_empty_text("")
    assert dialog.chart.grab().toImage() != blank  # the note is drawn on the paper
    heads = dialog.table.horizontalHeader()
    assert heads.isVisible() and dialog.table.viewport().height() == 0
    assert not dialog.details.isEnabled() and not dialog.replay_selected.isEnabled()
    played = shown_score_sheet(qtbot, random_match("ciapano", 4))
    assert not played.chart.is_empty() and dialog.height() < played.height() * 2 / 3
    totals = played.chart.accessibleDescription().split("; ")
    assert totals == [f"{label}: {series[-1]}" for label, series in
                      zip(played.chart.labels, played.chart.series, strict=True)]


def test_the_sheet_of_a_match_in_pairs_names_its_sides_before_the_first_deal_ends(
        qtbot, make_window):
    """Opened during the first deal of Traversone in pairs, the sheet's columns were the
    four players and its title named no game; once the deal ended, they were the two
    sides. From the first card the sheet heads its columns by side and names the game."""
    from .conftest import wait_for

    window = make_window()
    seats = tuple(SeatSetup(name, HUMAN if i == 0 else BOT)
                  for i, name in enumerate(NAMES[:4]))
    window.controller.new_match(GameSetup(preset("traversone_partners"), seats, seed=3))

    def sheet_heads() -> tuple[list[str], str]:
        window.show_score_sheet()
        sheet = window.findChildren(ScoreSheetDialog)[-1]
        qtbot.waitExposed(sheet)
        table = sheet.table
        heads = [table.horizontalHeaderItem(column).text().replace("\n", " ")
                 for column in range(2, 2 + len(sheet.sides))]
        said = sheet.subtitle.text()
        sheet.close()
        return heads, said

    wait_for(qtbot, window, "human")
    before, said = sheet_heads()
    assert said == "Traversone in pairs · target 21 · deals played: 0"
    while wait_for(qtbot, window, "human", "summary") == "human":
        match = window.controller.match
        window.controller.play(next(m for m in match.legal_moves() if m < 40))
    after, said = sheet_heads()
    assert before == after == ["Anna & Carla", "Bruno & Dino"]
    assert said.endswith("deals played: 1")


def test_score_sheet_replays_the_selected_deal_with_one_button(qtbot):
    dialog = shown_score_sheet(qtbot, random_match("ciapano", 4))
    table = dialog.table
    assert all(table.cellWidget(row, column) is None for row in range(table.rowCount())
               for column in range(table.columnCount()))  # no button on every row
    assert "does not count" in dialog.replay_selected.toolTip()
    table.selectRow(2)
    assert dialog.replay_selected.isEnabled() and dialog.chart.highlight == 3
    with qtbot.waitSignal(dialog.replayRequested) as blocker:
        dialog.replay_selected.click()
    assert blocker.args == [2]
    with qtbot.waitSignal(dialog.replayRequested) as blocker:
        table.actions()[0].trigger()  # the row's context menu
    assert blocker.args == [2]
    where = table.visualRect(table.model().index(1, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    with qtbot.waitSignal(dialog.replayRequested) as blocker:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert blocker.args == [1]
    table.clearSelection()
    assert not dialog.replay_selected.isEnabled() and dialog.chart.highlight is None


def test_enter_closes_the_windows_that_show_things(qtbot, settings, tmp_path):
    """Preferences, the score sheet (a deal selected), About and the statistics: Enter
    closes them, as Esc does, instead of pressing their first button (Add a deck…,
    Practise, About Qt, Reset player…)."""
    from traversone_desktop.gui.stats_window import StatisticsWindow
    from traversone_desktop.storage.stats import Statistics

    from ..storage.games import play, table

    stats = Statistics(tmp_path / "stats.db")
    setup = table("traversone", 4, seed=1)
    stats.record_match(setup, play(setup, rng_seed=1))
    sheet = ScoreSheetDialog(random_match().records, NAMES)
    windows = [PreferencesDialog(settings), sheet, AboutDialog(), StatisticsWindow(stats)]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        if window is sheet:
            sheet.table.setFocus()
            sheet.table.selectRow(0)  # Practise is ready
        elif isinstance(window, StatisticsWindow):
            window.table.selectRow(0)  # so is Reset player…
            window.filter.setFocus()
        default = [b for b in window.findChildren(QPushButton) if b.isDefault()]
        assert [b.text() for b in default] == ["Close"], type(window).__name__
        qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
        assert not window.isVisible(), type(window).__name__
    stats.close()


def test_score_chart_keeps_equal_totals_apart():
    """Sides on the same total after a deal are drawn side by side, centred on it; each
    side has its own colour, dash pattern and marker."""
    shifts = spread([[0, 3, 5], [0, 3, 5], [0, 3, 9], [0, 1, 2]])
    assert [s[0] for s in shifts] == [0, 0, 0, 0]  # one starting point for all
    assert sorted(s[1] for s in shifts[:3]) == [-1, 0, 1] and shifts[3][1] == 0
    assert [s[2] for s in shifts] == [-0.5, 0.5, 0, 0]
    looks = {(pen_for(i).color().name(), tuple(pen_for(i).dashPattern()), MARKERS[i])
             for i in range(5)}
    assert len(looks) == 5
    assert len({colour for colour, _, _ in looks}) == len({d for _, d, _ in looks}) == 5


def test_score_chart_marks_every_deal_while_the_marks_stay_apart():
    """Ten deals across the chart: a marker on each. A hundred and twenty (a match to
    999): markers that merged into one band are thinned, always keeping the latest."""
    assert list(marked_deals(10, 70.0)) == list(range(10, 0, -1))
    for deals, width in ((120, 700.0), (40, 300.0), (300, 760.0)):
        marked = list(marked_deals(deals, width / deals))
        assert marked[0] == deals and marked[-1] >= 1
        gap = (marked[0] - marked[1]) * width / deals
        assert gap >= 3 * MARKER > (marked[0] - marked[1] - 1) * width / deals


def test_winner_screen_ranks_and_offers_what_next(qtbot):
    match = random_match()
    dialog = WinnerDialog(match.records, NAMES[:4], match.winners, match.sides)
    qtbot.addWidget(dialog)
    winner = NAMES[match.winners[0]]
    assert winner in dialog.banner.headline
    table = standings(match.records, match.winners, lower_better=True)
    assert table[0][1] == match.winners[0]
    totals = [total for _, _, total in table]
    assert totals == sorted(totals)
    with qtbot.waitSignal(dialog.scoreSheetRequested):
        dialog.score_sheet.click()
    with qtbot.waitSignal(dialog.newGameRequested):
        dialog.new_game.click()


THREE: dict[str, Any] = {"seats": 3, "active": [0, 1, 2], "sides": [[0], [1], [2]],
                         "hands": [[]] * 3, "taken": [0, 0, 0], "scores": [0, 0, 0]}
"""A three-seat Ciapanò table for :func:`crafted_record`, where seats go out one by one."""


def test_elimination_standings_put_the_last_out_above_the_first():
    log = [crafted_record(**THREE, totals=[31, 10, 12], eliminated=[0]),
           crafted_record(**THREE, totals=[31, 33, 20], eliminated=[1])]
    assert [side for _, side, _ in standings(log, (2,), lower_better=True)] == [2, 1, 0]


def test_two_who_survive_a_ciapano_share_first_place(qtbot):
    """Both survivors win (RULES.md: "they win"): the screen ranked them 1st and 2nd."""
    log = [crafted_record(**THREE, totals=[33, 10, 12], eliminated=[0], match_over=True,
                          winners=[1, 2])]
    assert standings(log, (1, 2), lower_better=True) == [(1, 1, 10), (1, 2, 12), (3, 0, 33)]
    dialog = WinnerDialog(log, NAMES[:3], (1, 2), [[0], [1], [2]])
    qtbot.addWidget(dialog)
    assert [row[0] for row in dialog.grid.texts()[1:]] == [
        f"1.  {NAMES[1]}", f"1.  {NAMES[2]}", f"3.  {NAMES[0]}"]
    assert dialog.banner.headline == f"{NAMES[1]} and {NAMES[2]} win!"


def test_winner_screen_says_when_each_went_out_where_totals_do_not_explain_the_order(qtbot):
    # Nonna Pina out at 31 after deal 1 ranks below Anna, out at 37 after deal 2
    log = [crafted_record(**THREE, totals=[31, 10, 12], eliminated=[0]),
           crafted_record(**THREE, totals=[31, 37, 31], eliminated=[1, 2], match_over=True,
                          winners=[2])]
    dialog = WinnerDialog(log, NAMES[:3], (2,), [[0], [1], [2]])
    qtbot.addWidget(dialog)
    assert dialog.grid.texts() == [
        ["Final standings", "Out", "Total"],
        [f"1.  {NAMES[2]}", "", "31"],
        [f"2.  {NAMES[1]}", "after deal 2", "37"],
        [f"3.  {NAMES[0]}", "after deal 1", "31"],
    ]


def test_winner_screen_keeps_two_columns_when_everyone_went_out_together(qtbot):
    log = [crafted_record(**THREE, totals=[31, 37, 33], eliminated=[0, 1, 2], match_over=True,
                          winners=[0])]
    dialog = WinnerDialog(log, NAMES[:3], (0,), [[0], [1], [2]])
    qtbot.addWidget(dialog)
    assert [row[1] for row in dialog.grid.texts()] == ["Total", "31", "33", "37"]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("room", [NETBOOK_ROOM, QSize(1366, 708)], ids=["netbook", "laptop"])
def test_the_end_of_a_match_fits_a_netbook_with_a_panel_at_every_table(
        qtbot, monkeypatch, room, language):
    """Ciapanò for five lost by the person at the screen: celebration, a line to them,
    five standings and the buttons were 535 pixels tall, 43 more than a 1024×600 screen
    with a panel leaves a dialog (the buttons under its bottom edge). There the banner's
    felt gives way, down to a margin round its words, before anything scrolls; where the
    screen has room it keeps all of it."""
    monkeypatch.setattr(WinnerDialog, "screen_room", lambda self: room)
    install_language(language)
    try:
        for name in PRESET_NAMES:
            for players in PRESET_PLAYERS[name]:
                match = random_match(name, players)
                loser = next(s for s in range(players) if s not in match.winners)
                dialog = WinnerDialog(match.records, [*NAMES, "Zia Rosa"][:players],
                                      match.winners, match.sides, people=(loser,))
                qtbot.addWidget(dialog)
                dialog.show()
                QApplication.sendPostedEvents()
                where = f"{name} for {players}"
                assert dialog.height() + FRAME_ROOM.height() <= room.height(), where
                assert dialog.findChild(FittingBody).verticalScrollBar().maximum() == 0, where
                banner = dialog.banner
                assert banner.height() >= banner.minimumSizeHint().height(), where
                if room.height() > 600:
                    assert banner.height() >= banner.sizeHint().height(), where
                dialog.close()
    finally:
        install_language("en")


# -- help, about, preferences ---------------------------------------------------
@pytest.mark.parametrize("lang", HELP_LANGUAGES)
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rules_help_exists_for_every_preset_in_both_languages(qtbot, name, lang):
    assert help_page(name, lang).is_file()
    dialog = RulesHelpDialog(name, lang=lang)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert len(text) > 800
    for heading in {"en": ("How to play", "example"), "it": ("Come si gioca", "esempio")}[lang]:
        assert heading in text


def test_tab_goes_through_the_rules_as_the_eye_does(qtbot):
    """Tab went from the page to A− and A+ above it, then Close, then back up to the list."""
    dialog = RulesHelpDialog("traversone", lang="en")
    qtbot.addWidget(dialog)
    dialog.show()
    seen = [dialog.chooser, dialog.smaller, dialog.larger, dialog.browser,
            dialog.buttons.button(QDialogButtonBox.StandardButton.Close)]
    chain, widget = [], dialog.chooser
    while len(chain) < len(seen):
        if widget in seen:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    assert chain == seen


@pytest.mark.parametrize(("lang", "words"), [("en", "each of the first {} tricks"),
                                             ("it", "ciascuna delle prime {} prese")])
def test_the_help_gives_two_players_as_many_tricks_to_declare_as_the_rules(qtbot, lang, words):
    """It said "the first three tricks", where the engine offers declarations at a seat's
    turn in each of the first four (cards drawn after the third are declared in the fourth)."""
    from traversone_desktop.engine.declarations import window

    tricks = len(window(preset("tressette_2")))
    number = {"en": ("three", "four"), "it": ("tre", "quattro")}[lang][tricks - 3]
    dialog = RulesHelpDialog("tressette_2", lang=lang)
    qtbot.addWidget(dialog)
    assert words.format(number) in " ".join(dialog.browser.toPlainText().split())


def test_the_rules_help_says_where_the_match_differs_from_the_page(qtbot):
    """The pages describe each game as it comes; a family that plays to 31, drops the
    fractions and lets a cappotto win reads, over its own game's page, what it changed,
    in the New game dialog's words (and nothing over another game's page, nor over the
    page of a match played as it comes)."""
    rules = replace(preset("traversone"), target=31, fractions="dropped",
                    last_trick_bonus=False, cappotto_wins_match=True)
    dialog = RulesHelpDialog("traversone", lang="en", rules=rules)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    lines = ["In this match, unlike this page:", "Match ends at points: 31",
             "Cappotto wins the match at once: yes", "Fractions of a point: Dropped",
             "The last trick adds one point: no"]
    assert [line for line in lines if line in text] == lines
    assert text.index("Traversone") < text.index(lines[0]) < text.index("How to play")
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("tressette"))
    assert "In this match" not in dialog.browser.toPlainText()
    usual = RulesHelpDialog("ciapano", lang="en", rules=preset("ciapano", 5))
    qtbot.addWidget(usual)
    assert "In this match" not in usual.browser.toPlainText()


def test_the_rules_help_names_an_elimination_target_as_the_dialog_does(qtbot):
    rules = replace(preset("ciapano", 5), target=41, survivors=2)
    dialog = RulesHelpDialog("ciapano", lang="en", rules=rules)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Out at points: 41" in text and "Winners left standing: 2" in text


def test_rules_help_switches_game(qtbot):
    dialog = RulesHelpDialog("traversone", lang="it")
    qtbot.addWidget(dialog)
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("busca"))
    assert "busche" in dialog.browser.toPlainText()


def test_about_box_says_the_bots_play_fair(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert "never see anyone else's cards" in dialog.fair.text()
    assert "SIL Open Font License" in dialog.fonts.text()
    assert "0." in dialog.version.text()


def test_about_credits_whoever_made_what_and_its_tabs_read_alike(qtbot):
    """Credits named the program's makers alone, not the letters' (two fonts by others)
    nor where the sounds come from; and its words stood nearer the tab's edge than the
    other tabs' did."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    for said in ("Cinzel Project Authors", "Adobe's Source Sans 3", "nothing is recorded"):
        assert said in dialog.credits.text()
    edges = []
    for tab, label in enumerate((dialog.about, dialog.credits, dialog.fonts)):
        dialog.tabs.setCurrentIndex(tab)
        QApplication.sendPostedEvents()
        edges.append(label.mapTo(dialog.tabs, label.rect().topLeft()))
    assert len(set(edges)) == 1, edges


def test_about_on_a_netbook_with_a_panel_cuts_no_words_and_shows_a_licence_legibly(
        qtbot, monkeypatch):
    """About in the 552 pixels a 1024×600 screen with a panel leaves: its licences' page
    squeezed the list of fonts into its last line, cut in half, and the licence below it
    into three lines. The page scrolls instead; a licence shows at least eight lines."""
    monkeypatch.setattr(AboutDialog, "screen_room", lambda self: NETBOOK_ROOM)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() + FRAME_ROOM.height() <= NETBOOK_ROOM.height()
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        QApplication.sendPostedEvents()
        for label in (dialog.about, dialog.fair, dialog.credits, dialog.fonts):
            if label.isVisible():
                assert label.height() >= label.heightForWidth(label.width()), label.text()
    lines = dialog.licence_text.viewport().height() / dialog.licence_text.fontMetrics().height()
    assert lines >= 8


def test_preferences_write_the_settings(qtbot, settings):
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.aids["allow_undo"].isChecked()
    with qtbot.waitSignal(settings.changed, check_params_cb=lambda key: key == "ui/language"):
        dialog.language.setCurrentIndex(dialog.language.findData("it"))
    assert settings.language() == "it"
    dialog.speed.setCurrentIndex(dialog.speed.findData("instant"))
    dialog.deck.setCurrentIndex(dialog.deck.findData("piacentine"))
    dialog.card_size.setValue(120)
    dialog.aids["allow_undo"].setChecked(True)
    dialog.aids["hints"].setChecked(False)
    assert (settings.speed(), settings.deck(), settings.card_scale()) == \
        ("instant", "piacentine", 1.2)
    assert settings.flag("allow_undo", False) and not settings.flag("hints")
    assert dialog.preview.deck == "piacentine"


def tab_order(dialog: QWidget) -> list[QWidget]:
    """The controls Tab visits, from the one with the focus, once round."""
    first = dialog.focusWidget()
    order, widget = [], first
    while True:
        order.append(widget)
        widget = widget.nextInFocusChain()
        while not (widget.isVisible() and widget.isEnabled()
                   and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = widget.nextInFocusChain()
        if widget is first:
            return order


def test_tab_goes_through_the_preferences_in_the_order_they_are_shown(qtbot, settings):
    """Down the table's column (Sounds last, below the card size, not before the
    animation speed), then the aids, then Close."""
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.language.setFocus()
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert tab_order(dialog) == [
        dialog.language, dialog.deck, dialog.add_deck, dialog.corner_indices, dialog.speed,
        dialog.card_size, dialog.sound, *dialog.aids.values(), close]


def test_dialogs_retranslate_on_language_change(qtbot, settings):
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.title.setText("stale")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.title.text() == "New game"


def test_seats_added_when_the_table_grows_are_bots(qtbot, settings):
    """A family of two humans picks a bigger table: the new seats are bots, the humans
    stay humans."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.seat_editors[0].name.setText("Anna")
    dialog.seat_editors[1].kind.setCurrentIndex(dialog.seat_editors[1].kind.findData(HUMAN))
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    seats = dialog.setup().seats
    assert [seat.kind for seat in seats] == [HUMAN, HUMAN, BOT, BOT, BOT]
    assert seats[4].level == DEFAULT_LEVEL


def test_changing_game_keeps_the_table_and_names_every_new_seat(qtbot, settings):
    """Traversone for four, then Ciapanò: still four at the table; then five: the fifth
    seat shows its name as text, like the others, not as a grey hint."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("traversone"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    assert dialog.players.currentData() == 4
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    assert [e.name.text() for e in dialog.seat_editors] == [
        "You", "Nonna Pina", "Zio Gino", "Zia Rosa", "Cugino Toni"]
    dialog.preset.setCurrentIndex(dialog.preset.findData("tressette_2"))
    assert dialog.players.currentData() == 2  # the only size that game has


def test_two_seats_of_one_name_cannot_start(qtbot, settings):
    """Two players called Anna would both be asked for by "Pass to Anna", and their scores
    told apart by nothing: Start waits until each has a name of their own. Case does not
    make a name new; a seat the table does not use does not count."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    names = [editor.name for editor in dialog.seat_editors]
    names[0].setText("Anna")
    names[2].setText(" anna ")
    assert not ok_button(dialog).isEnabled()
    assert dialog.error.isVisible()
    assert dialog.error.text().startswith("Two seats are called “anna”: ")
    names[2].setText("<b>Bruno</b>")
    assert ok_button(dialog).isEnabled() and not dialog.error.isVisible()
    names[4].setText("Anna")  # the fifth seat, not at a table of four
    assert ok_button(dialog).isEnabled()
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    assert not ok_button(dialog).isEnabled()
    names[4].setText("Carla")
    names[1].setText("<b>Bruno</b>")  # a bot's seat too: the table names every player
    assert dialog.error.text().startswith("Two seats are called “<b>Bruno</b>”: ")
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText
    names[1].setText("")  # its default name
    assert ok_button(dialog).isEnabled()
    assert [seat.name for seat in dialog.setup().seats] == [
        "Anna", "Nonna Pina", "<b>Bruno</b>", "Zia Rosa", "Carla"]


def test_two_people_at_the_screen_cannot_start_while_one_is_still_you(qtbot, settings):
    """With Marco at seat 3, seat 1's "You" would be whoever sits at the screen: the plate
    said "You" to Marco, and the pass screen could only say "Pass to seat 1", a number
    the table shows nowhere. Start waits for a name; one person alone stays "You"."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    marco = dialog.seat_editors[2]
    marco.name.setText("Marco")
    assert ok_button(dialog).isEnabled()  # seat 1 is "You", the only person
    before = dialog.height()
    layout = dialog.layout()
    assert before <= layout.totalHeightForWidth(dialog.width()) + 1  # its own height, no more
    marco.kind.setCurrentIndex(marco.kind.findData(HUMAN))
    assert not ok_button(dialog).isEnabled()
    assert dialog.error.text().startswith("Seat 1 is still called “You”: with two or more people ")
    qtbot.waitUntil(lambda: dialog.error.isVisible())  # the dialog grew for it: no seat,
    note = dialog.seats_note  # nor the note under them, was squeezed to make room
    assert note.height() >= note.heightForWidth(note.width())
    assert all(e.height() >= e.sizeHint().height() for e in dialog.seat_editors[:4])
    dialog.seat_editors[0].name.setText("Anna")
    assert ok_button(dialog).isEnabled() and not dialog.error.isVisible()
    assert dialog.height() == before  # and back to its size once the message is gone
    assert dialog.setup().humans == [0, 2]


def test_the_default_you_is_one_name_in_every_language(qtbot, settings):
    """A seat typed "Tu" beside the default "You" is the same player once the language
    changes (the table says "Tu" for both)."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.seat_editors[1].name.setText("Tu")
    assert not ok_button(dialog).isEnabled()
    assert dialog.error.text().startswith("Two seats are called ")


def test_big_dialogs_open_inside_the_screen(qtbot):
    """The score sheet, the rules and About open no larger than the screen leaves room for
    (the test screen is 800 pixels wide, narrower than the score sheet would like)."""
    match = random_match("traversone", 4)
    screen = QApplication.primaryScreen().availableGeometry()
    for dialog in (ScoreSheetDialog(match.records, NAMES[:4]), RulesHelpDialog("traversone"),
                   AboutDialog()):
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.width() <= screen.width() - 40, type(dialog).__name__
        assert dialog.height() <= screen.height() - 60, type(dialog).__name__


def test_deal_summary_notes_show_names_with_percent_signs_as_typed(qtbot):
    names = ["Anna", "Bruno", "Carla", "Zia %2 Rosa"]
    dialog = DealSummaryDialog(crafted_record(), names)
    qtbot.addWidget(dialog)
    assert "Zia %2 Rosa took the last trick and scores the rest of 11" in dialog.notes.text()


def test_winner_screen_shows_names_with_placeholders_as_typed(qtbot):
    """A name holding "%2" is not filled in by the next placeholder of the sentence."""
    match = random_match()
    names = ["Zia %2 Rosa", "Zio %1 Gino", "Nonna %3", "Anna"]
    dialog = WinnerDialog(match.records, names, match.winners, match.sides)
    qtbot.addWidget(dialog)
    assert names[match.winners[0]] in dialog.banner.headline
    cells = [row[0] for row in dialog.grid.texts()]
    assert all(any(name in cell for cell in cells) for name in names)
    assert names_joined(names[:2]) == "Zia %2 Rosa and Zio %1 Gino"  # a tie names both



@pytest.mark.parametrize("gold", [False, True])
def test_a_focused_button_on_the_felt_shows_its_ring_and_no_focus_box_round_its_words(
        qtbot, gold):
    """The felt's buttons mark the keyboard's focus with a ring; the style's own focus box
    (a bluish patch round the words, inside the ring) must not show as well: inside its
    ring, a button looks the same with the focus as without."""
    dialog = FeltDialog()
    qtbot.addWidget(dialog)
    layout = QHBoxLayout(dialog)
    first, button = QPushButton("Dettagli"), QPushButton("Chiudi")
    layout.addWidget(first)
    layout.addWidget(button)
    if gold:
        primary(button)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    inside = button.geometry().adjusted(4, 4, -4, -4)
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Tab)  # the style draws its box for keyboard focus
    qtbot.waitUntil(button.hasFocus)
    focused = dialog.grab(inside).toImage()
    qtbot.keyClick(button, Qt.Key.Key_Tab)
    qtbot.waitUntil(first.hasFocus)
    unfocused = dialog.grab(inside).toImage()
    changed = [(x, y) for y in range(focused.height()) for x in range(focused.width())
               if focused.pixel(x, y) != unfocused.pixel(x, y)]
    assert len(changed) < 20, "a box round the words (the words may move a fraction of a pixel)"


def _wheel(widget: QWidget, notches: int) -> None:
    """The mouse wheel turned ``notches`` (negative: towards the player) over ``widget``."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_scrolling_a_short_screens_new_game_dialog_changes_no_choice(
        qtbot, settings, monkeypatch):
    """The wheel turned to scroll the seats and rules, the pointer resting on a list or a
    number: the body scrolls, and nothing under the pointer changes (a seat turned from bot
    to human, unseen). Clicked first, a list takes the wheel as usual."""
    dialog = scrolling_dialog(qtbot, settings, monkeypatch)
    dialog.show()
    dialog.adjustSize()
    QApplication.sendPostedEvents()
    body = dialog.findChild(FittingBody)
    assert body.verticalScrollBar().maximum() > 0, "this screen is short enough to scroll"
    controls = [c for c in body.widget().findChildren(QWidget)
                if isinstance(c, (QComboBox, QSpinBox)) and c.isVisible()]
    before = choices(body.widget())
    for control in controls:
        _wheel(control, -1)
        _wheel(control, 1)
    assert choices(body.widget()) == before  # the body's scrolling: tests/realwindow/
    kind = next(c for c in controls if c.accessibleName() == "Seat 4: human or bot")
    kind.setFocus()
    qtbot.waitUntil(kind.hasFocus)
    _wheel(kind, 1)
    assert kind.currentIndex() == 0, "a list clicked first takes the wheel"
