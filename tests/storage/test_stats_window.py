"""The statistics window: the table and chart show the database; reset and export work."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from traversone_desktop.gui import stats_window
from traversone_desktop.gui.stats_window import StatisticsWindow, recovery_notice
from traversone_desktop.i18n import install_language
from traversone_desktop.storage.stats import Statistics

from .conftest import ENTER
from .games import play, table


@pytest.fixture
def stats(tmp_path):
    db = Statistics(tmp_path / "stats.db")
    for seed, variant in enumerate(("traversone", "traversone", "ciapano")):
        setup = table(variant, 4, seed=seed)
        db.record_match(setup, play(setup, rng_seed=seed))
    yield db
    db.close()


@pytest.fixture
def window(qtbot, stats):
    w = StatisticsWindow(stats)
    qtbot.addWidget(w)
    return w


def test_the_window_opens_inside_a_netbooks_screen(qtbot, stats, monkeypatch):
    """It opened 620 pixels tall whatever the screen: on a 1024 × 600 netbook its Close,
    Reset and Export buttons lay below the bottom edge."""
    from PySide6.QtCore import QSize

    from traversone_desktop.gui.dialogs.base import FRAME_ROOM

    room = QSize(1024, 560)
    monkeypatch.setattr(StatisticsWindow, "screen_room", lambda self: room)
    w = StatisticsWindow(stats)
    qtbot.addWidget(w)
    assert w.height() <= room.height() - FRAME_ROOM.height()
    w.show()
    qtbot.waitExposed(w)
    assert w.export_button.geometry().bottom() < w.height()


def test_table_has_a_row_per_player_and_game_and_the_filter_narrows_it(window):
    assert window.table.rowCount() == 8  # four players, two games
    assert window.filter.count() == 3  # all games, Ciapanò, Traversone
    window.filter.setCurrentIndex(window.filter.findData("traversone"))
    assert window.table.rowCount() == 4
    assert {window.table.item(r, 2).text() for r in range(4)} == {"2"}
    bars = window.chart.bars
    assert [m for _, _, m in bars] == [2, 2, 2, 2] and sum(w for _, w, _ in bars) == 2


def test_the_keys_walk_the_players_not_the_games(window, qtbot):
    """Opened, the list has the keys: Down walks the players' rows. The game filter had
    them, and Down narrowed the list to another game."""
    from PySide6.QtWidgets import QApplication

    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    for _ in range(2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert window.filter.currentIndex() == 0 and window.table.rowCount() == 8
    assert window.selected_player() is not None


def test_chart_draws_with_and_without_data(window, qtbot, tmp_path):
    window.show()
    assert not window.chart.grab().isNull()
    empty = StatisticsWindow(Statistics(tmp_path / "empty.db"))
    qtbot.addWidget(empty)
    empty.show()
    assert empty.table.rowCount() == 0 and empty.chart.bars == []
    assert not empty.chart.grab().isNull()
    # no bare headers over an empty table: the paper explains, where the table would be
    assert not empty.table.isVisible() and not empty.chart_title.isVisible()
    assert empty.chart.empty_text.startswith("No match has been counted yet.")
    assert empty.chart.empty_text.endswith("Matches among bots alone are not.")
    # a screen reader hears what is only painted: the note, or each player's bar
    assert empty.chart.accessibleDescription() == empty.chart.empty_text
    assert window.chart.accessibleName() == "Matches won"
    assert window.chart.accessibleDescription() == "; ".join(
        f"{name}: won {wins} of {matches}" for name, wins, matches in window.chart.bars)
    assert window.chart.bars
    # nothing to export either: no file of bare headers
    assert not empty.export_button.isEnabled() and window.export_button.isEnabled()
    assert window.table.isVisible() and window.chart_title.isVisible()


def test_reset_asks_then_forgets_the_selected_player(window, boxes):
    assert not window.reset_button.isEnabled()
    window.table.selectRow(0)
    name = window.selected_player()
    assert window.reset_button.isEnabled()
    boxes.answers[:] = ["&No"]
    window.reset_button.click()
    assert name in window.stats.players() and name in boxes[0]
    boxes.answers[:] = [ENTER]  # it cannot be undone: Enter keeps them
    window.reset_button.click()
    assert name in window.stats.players()
    boxes.answers[:] = ["&Yes"]
    window.table.selectRow(0)
    window.reset_button.click()
    assert name not in window.stats.players()
    assert window.table.rowCount() == 6


def test_resetting_you_asks_you(qtbot, stats, boxes):
    """"Forget every result of You" named the player as a third person."""
    setup = table("traversone", 4, seed=9)
    you = replace(setup, seats=(replace(setup.seats[0], name="You"), *setup.seats[1:]))
    stats.record_match(you, play(you, rng_seed=9))
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    row = next(r for r in range(window.table.rowCount())
               if window.table.item(r, 0).text() == "You")
    window.table.selectRow(row)
    window.reset_button.click()
    assert boxes == ["Forget all your results, in every game? This cannot be undone."]


def test_export_writes_the_chosen_file(window, monkeypatch, tmp_path):
    target = tmp_path / "out.csv"
    monkeypatch.setattr(stats_window, "pick_file", lambda *a, **k: str(target))
    window.export_button.click()
    assert target.read_text("utf-8-sig").splitlines()[0].startswith("name,preset,matches")


EXPORT_UNDER_A_LOCALE = """
import sys
from PySide6.QtWidgets import QApplication
from tests.storage.games import play, table
from traversone_desktop.gui import stats_window
from traversone_desktop.i18n import install_language
from traversone_desktop.storage.stats import Statistics

app = QApplication([])
install_language(sys.argv[2])
folder = sys.argv[1]
stats = Statistics(folder + "/stats.db")
setup = table("traversone", 4, seed=1)
stats.record_match(setup, play(setup, rng_seed=1))
stats_window.pick_file = lambda *a, **k: folder + "/out.csv"
window = stats_window.StatisticsWindow(stats)
window.export_button.click()
stats.close()
"""


@pytest.mark.parametrize(("system", "language", "comma", "point"), [
    ("it_IT.UTF-8", "it", ";", ","),
    ("it_IT.UTF-8", "en", ";", ","),
    ("de_DE.UTF-8", "en", ";", ","),
    ("en_US.UTF-8", "it", ",", "."),
])
def test_the_export_follows_the_computers_regional_settings_not_the_games_language(
        tmp_path, system, language, comma, point):
    """A spreadsheet reads a CSV file by the computer's regional settings: an Italian or a
    German computer wants semicolons and decimal commas though the game speaks English, an
    English one commas and points though the game speaks Italian."""
    env = dict(os.environ, LC_ALL=system, LANG=system)
    subprocess.run([sys.executable, "-c", EXPORT_UNDER_A_LOCALE, str(tmp_path), language],
                   env=env, check=True, capture_output=True, cwd=Path(__file__).parents[2])
    header, first = (tmp_path / "out.csv").read_text("utf-8-sig").splitlines()[:2]
    assert header.startswith(f"name{comma}preset{comma}matches{comma}")
    assert first.split(comma)[4].count(point) == 1  # points per deal: "3,25" or "3.25"


def test_export_failure_is_a_dialog_not_a_crash(window, monkeypatch, tmp_path, boxes):
    target = tmp_path / "missing-folder" / "out.csv"
    monkeypatch.setattr(stats_window, "pick_file", lambda *a, **k: str(target))
    window.export_button.click()
    assert boxes == [f"{target} could not be written. The folder is no longer there."]
    assert "No such file or directory" in boxes.details[0], "the system's words, for a report"


def test_the_export_is_not_written_over_the_statistics_themselves(
        qtbot, data_dir, monkeypatch, boxes):
    """The save dialog takes any name typed: pointed at the data folder's own stats.db,
    the export put a CSV file where the statistics were, all of them lost at the next
    start (moved aside as damaged). The player is told to choose another file; the
    statistics stay."""
    db = Statistics(data_dir / "stats.db")
    setup = table("traversone", 4, seed=3)
    db.record_match(setup, play(setup, rng_seed=3))
    before = db.summary()
    db.close()  # a later evening: the statistics all in their file, none in SQLite's log
    db = Statistics(data_dir / "stats.db")
    w = StatisticsWindow(db)
    qtbot.addWidget(w)
    monkeypatch.setattr(stats_window, "pick_file", lambda *a, **k: str(data_dir / "stats.db"))
    w.export_button.click()
    assert boxes == [f"{data_dir / 'stats.db'} is one of the files the game keeps for itself, "
                     "and saving there would overwrite what it holds. Save the statistics to "
                     "another file."]
    db.close()
    again = Statistics(data_dir / "stats.db")
    assert again.summary() == before and again.moved_aside is None
    again.close()


def test_the_export_keeps_a_file_marked_read_only(window, boxes, monkeypatch, tmp_path):
    kept = tmp_path / "last year.csv"
    kept.write_text("last year's figures", "utf-8")
    kept.chmod(0o444)
    monkeypatch.setattr(stats_window, "pick_file", lambda *a, **k: str(kept))
    window.export_button.click()
    assert boxes == [f"{kept} is marked read-only, so it stays as it is. Save the statistics "
                     "to another file."]
    assert kept.read_text("utf-8") == "last year's figures"


def test_texts_are_set_again_on_a_language_change(window):
    window.title.setText("")
    window.table.horizontalHeaderItem(0).setText("")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.title.text() == "Statistics"
    assert window.table.horizontalHeaderItem(0).text() == "Player"


def test_a_recovered_database_is_announced_once(tmp_path, qtbot, boxes):
    path = tmp_path / "stats.db"
    path.write_bytes(b"not sqlite" * 100)
    warnings = boxes
    damaged = Statistics(path)
    assert recovery_notice(damaged) is True
    assert str(damaged.moved_aside) in warnings[0]
    damaged.close()
    assert recovery_notice(Statistics(path)) is False
    assert len(warnings) == 1


def test_each_heading_stands_over_its_column_and_one_game_drops_the_game_column(window):
    """The headings were centred over left-aligned names and right-aligned figures, and with
    one game chosen its name filled a wide column on every row."""
    window.show()
    table = window.table
    for column in range(table.columnCount()):
        heading = table.horizontalHeaderItem(column).textAlignment()
        cell = table.item(0, column).textAlignment()
        figures = column >= 2
        assert bool(heading & Qt.AlignmentFlag.AlignRight) == figures, column
        assert bool(heading & Qt.AlignmentFlag.AlignLeft) == (not figures), column
        assert bool(cell & Qt.AlignmentFlag.AlignRight) == figures, column
    assert not table.isColumnHidden(1)
    window.filter.setCurrentIndex(window.filter.findData("traversone"))
    assert table.isColumnHidden(1)
    assert table.columnWidth(0) > table.horizontalHeader().sectionSizeHint(0)  # the room
    window.filter.setCurrentIndex(0)
    assert not table.isColumnHidden(1)
    assert {table.item(r, 1).text() for r in range(table.rowCount())} == {
        "Traversone", "Ciapanò"}


def test_the_headings_that_hold_a_share_or_a_total_say_so(window):
    """"Won" stood beside "Wins" over a percentage, and "Best" and "Worst" did not say of
    what, nor that the best total is the lowest in the reverse games."""
    heads = [window.table.horizontalHeaderItem(c) for c in range(window.table.columnCount())]
    assert [h.text() for h in heads[3:5]] == ["Wins", "% won"]
    assert window.table.item(0, 4).text().endswith("%")
    assert "share" in heads[4].toolTip()
    assert "lowest" in heads[7].toolTip() and "Tressette" in heads[7].toolTip()
    assert "worst final total" in heads[8].toolTip()
    assert not heads[0].toolTip(), "a heading that says it all has no tip"


def test_the_average_a_deal_scores_is_headed_in_the_chosen_games_unit(tmp_path, qtbot):
    """Busca's 0.34 a deal are busche, not points (a deal holds 40 units of points there),
    and Busca has no cappotto to count."""
    db = Statistics(tmp_path / "units.db")
    for variant in ("traversone", "busca", "mattazza"):
        setup = table(variant, 4, seed=3)
        db.record_match(setup, play(setup, rng_seed=3))
    window = StatisticsWindow(db)
    qtbot.addWidget(window)
    heads, cappotti = {}, {}
    for variant in ("", "traversone", "busca", "mattazza"):
        window.filter.setCurrentIndex(window.filter.findData(variant))
        heads[variant] = window.table.horizontalHeaderItem(5).text()
        cappotti[variant] = not window.table.isColumnHidden(6)
    assert heads == {"": "Score per deal", "traversone": "Points per deal",
                     "busca": "Busche per deal", "mattazza": "Game points per deal"}
    assert window.table.horizontalHeaderItem(6).text() == "Cappotti"
    # a column of noughts where the game has no cappotto: gone
    assert cappotti == {"": True, "traversone": True, "busca": False, "mattazza": False}
    window.retranslate_ui()  # a language change keeps the chosen game's unit
    assert window.table.horizontalHeaderItem(5).text() == "Game points per deal"
    db.close()


@pytest.mark.parametrize(("lang", "order"), [
    ("it", ["anna", "Élodie", "Tu", "Ugo", "Zia Rosa"]),
    ("en", ["anna", "Élodie", "Ugo", "You", "Zia Rosa"]),
])
def test_players_are_listed_in_the_alphabet_of_the_language_shown(
        tmp_path, qtbot, lang, order):
    """Not in the stored spelling's byte order, which put "Élodie" after "Zia Rosa" and
    the first seat's "You" after "Ugo" though it reads "Tu" in Italian."""
    db = Statistics(tmp_path / "stats.db")
    names = ("Zia Rosa", "You", "Élodie", "Ugo", "anna")
    setup = table("ciapano", 5, seed=3)
    setup = replace(setup, seats=tuple(replace(seat, name=name)
                                       for seat, name in zip(setup.seats, names, strict=True)))
    db.record_match(setup, play(setup, rng_seed=3))
    install_language(lang)
    try:
        window = StatisticsWindow(db)
        qtbot.addWidget(window)
        shown = [window.table.item(row, 0).text() for row in range(window.table.rowCount())]
    finally:
        install_language("en")
        db.close()
    assert shown == order
