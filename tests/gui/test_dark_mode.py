"""Every dialog reads well under a dark desktop palette as under a light one: each text's
painted ink stands out from what is painted behind it (WCAG AA, measured on the grab)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QStyleFactory, QWidget
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.about import AboutDialog
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.dialogs.rules_help import RulesHelpDialog
from traversone_desktop.gui.dialogs.score_sheet import ScoreSheetDialog
from traversone_desktop.gui.dialogs.winner import WinnerDialog
from traversone_desktop.gui.stats_window import StatisticsWindow
from traversone_desktop.gui.trick_review import TrickReviewDialog
from traversone_desktop.storage.settings import Settings
from traversone_desktop.storage.stats import Statistics

from ..storage.games import play, table
from .contrast import contrast, unreadable
from .test_dialogs import NAMES, crafted_record, random_match

DARK = {
    QPalette.ColorRole.Window: "#2d2d2d", QPalette.ColorRole.WindowText: "#ececec",
    QPalette.ColorRole.Base: "#1f1f1f", QPalette.ColorRole.AlternateBase: "#2a2a2a",
    QPalette.ColorRole.Text: "#ececec", QPalette.ColorRole.Button: "#3a3a3a",
    QPalette.ColorRole.ButtonText: "#ececec", QPalette.ColorRole.BrightText: "#ffffff",
    QPalette.ColorRole.Highlight: "#3874d8", QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.ToolTipBase: "#3a3a3a", QPalette.ColorRole.ToolTipText: "#ececec",
    QPalette.ColorRole.PlaceholderText: "#a0a0a0", QPalette.ColorRole.Link: "#8ab4ff",
    QPalette.ColorRole.Light: "#505050", QPalette.ColorRole.Midlight: "#444444",
    QPalette.ColorRole.Mid: "#303030", QPalette.ColorRole.Dark: "#202020",
    QPalette.ColorRole.Shadow: "#000000",
}
"""A desktop's dark theme, as Qt hands it to every widget that does not choose its own."""


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture(params=["light", "dark"])
def desktop(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The whole application under the desktop's light or dark palette."""
    before = qapp.palette()
    standard = QStyleFactory.create("Fusion").standardPalette()
    qapp.setPalette(dark_palette() if request.param == "dark" else standard)
    yield request.param
    qapp.setPalette(before)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def stats(tmp_path: Path) -> Iterator[Statistics]:
    db = Statistics(tmp_path / "stats.db")
    setup = table("traversone", 4, seed=3)
    db.record_match(setup, play(setup, rng_seed=3))
    yield db
    db.close()


def _new_game_with_an_error(settings: Settings) -> QWidget:
    dialog = NewGameDialog(settings)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.survivors.setValue(3)  # an impossible choice: the error line shows
    return dialog


def _about_licences() -> QWidget:
    dialog = AboutDialog()
    dialog.tabs.setCurrentIndex(2)
    return dialog


def _cappotto() -> QWidget:
    record = crafted_record(taken=[0, 0, 32, 0], last_trick=2, cappotto=2,
                            scores=[11, 11, 0, 11], totals=[20, 22, 4, 17])
    return DealSummaryDialog(record, NAMES[:4])


def _box() -> QWidget:
    """The kind of box that says an imported deck cannot be used."""
    return QMessageBox(QMessageBox.Icon.Warning, "Add a deck",
                       "This deck cannot be used: deck.json names no back picture",
                       QMessageBox.StandardButton.Ok)


MATCH = random_match("traversone", 4)
DIALOGS: dict[str, Callable[[Settings, Statistics], QWidget]] = {
    "deal summary": lambda s, db: DealSummaryDialog(crafted_record(), NAMES[:4]),
    "cappotto": lambda s, db: _cappotto(),
    "units summary": lambda s, db: DealSummaryDialog(random_match("busca").records[0],
                                                     NAMES[:4]),
    "score sheet": lambda s, db: ScoreSheetDialog(MATCH.records, NAMES[:4]),
    "winner": lambda s, db: WinnerDialog(MATCH.records, NAMES[:4], MATCH.winners,
                                         [list(m) for m in MATCH.sides]),
    "new game": lambda s, db: _new_game_with_an_error(s),
    "preferences": lambda s, db: PreferencesDialog(s),
    "about": lambda s, db: AboutDialog(),
    "about, licences": lambda s, db: _about_licences(),
    "rules": lambda s, db: RulesHelpDialog("tressette"),
    "statistics": lambda s, db: StatisticsWindow(db),
    "last trick": lambda s, db: TrickReviewDialog(list(MATCH.records[0].tricks[0].plays),
                                                  NAMES[:4], "napoletane"),
    "deck import": lambda s, db: _box(),
}


@pytest.mark.parametrize("name", DIALOGS)
def test_every_text_of_every_dialog_reads_well(qtbot: QtBot, desktop: str,
                                               settings: Settings, stats: Statistics,
                                               name: str) -> None:
    dialog = DIALOGS[name](settings, stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert unreadable(dialog) == []


MARKUP = re.compile(r"<(p|br|b|i|h\d|a|ul|li|table)\b[^>]*>|&(#x?[0-9a-f]+|[a-z]+);",
                    re.IGNORECASE)
"""A tag or an entity of HTML, as a label shows it when it reads its markup as text."""


@pytest.mark.parametrize("name", DIALOGS)
def test_no_label_of_any_dialog_shows_its_markup(qtbot: QtBot, settings: Settings,
                                                 stats: Statistics, name: str) -> None:
    """A dialog reads its labels as plain text when shown (players' names are never
    markup), so a label whose text is written in HTML must say so: the licences' list
    showed "<p>…<br>…&#x27;Source&#x27;…" to the reader."""
    dialog = DIALOGS[name](settings, stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = [label for label in dialog.findChildren(QLabel)
             if label.textFormat() != Qt.TextFormat.RichText and MARKUP.search(label.text())]
    assert [label.text()[:60] for label in shown] == []


def test_the_measure_catches_light_text_on_cream(qtbot: QtBot) -> None:
    """The check itself: pale text on a cream box fails, dark ink on it passes."""
    holder = QWidget()
    qtbot.addWidget(holder)
    label = QLabel("Anna  3 1⁄3  9", holder)
    label.setStyleSheet("background: #fbf7ee; color: #ececec; padding: 6px;")
    holder.show()
    qtbot.waitExposed(holder)
    assert len(unreadable(holder)) == 1
    label.setStyleSheet("background: #fbf7ee; color: #3b3428; padding: 6px;")
    assert unreadable(holder) == []
    assert round(contrast(QColor("#000"), QColor("#fff")), 1) == 21.0
