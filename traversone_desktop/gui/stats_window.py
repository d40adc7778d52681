"""The statistics window: every player's record by game, a win chart, reset and CSV export."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from functools import cmp_to_key
from pathlib import Path

from PySide6.QtCore import QCollator, QCoreApplication, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import preset as preset_rules
from ..placeholders import fill
from ..storage.own_files import is_own_file, marked_read_only
from ..storage.stats import PlayerStats, Statistics
from .dialogs.base import Dialog, enter_closes, heading, shown, warn
from .dialogs.file_picker import first_folder, pick_file
from .dialogs.look import INK, PAPER, RULE
from .dialogs.score_chart import SIDE_COLOURS
from .words import about, number, preset_title, seat_name, stats_problem, write_problem

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GAME_COLUMN = 1
FIGURES = 2
"""The first column of figures: the player's and the game's names come before it."""
WON_COLUMN = 4
PER_DEAL_COLUMN = 5
CAPPOTTI_COLUMN = 6
BEST_COLUMN = 7


def decimal(value: float) -> str:
    """A figure with two decimals, in the player's locale (3,52 in Italian)."""
    return QLocale().toString(value, "f", 2)


def spreadsheet_writes_decimal_comma() -> bool:
    """Whether the computer's regional settings write 1,5: a spreadsheet reads a CSV file by
    them (then with semicolons between columns), whatever language the game speaks."""
    return QLocale.system().decimalPoint() == ","


def recovery_notice(stats: Statistics, parent: QWidget | None = None) -> bool:
    """Tell the player once that a damaged statistics file was set aside; True if it was."""
    if stats.moved_aside is None:
        return False
    warn(parent, QCoreApplication.translate("StatisticsWindow", "Statistics"),
         fill(QCoreApplication.translate(
             "StatisticsWindow",
             "The statistics file was damaged and could not be read. It has been kept as "
             "%1 and new statistics have been started."), str(stats.moved_aside)))
    return True


class WinChart(QWidget):
    """One bar per player: the share of matches won, with ``wins/matches`` written on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, int, int]] = []
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 160)

    def set_bars(self, bars: Sequence[tuple[str, int, int]]) -> None:
        """``(name, wins, matches)`` per player, drawn in that order."""
        self.bars = list(bars)
        self._describe()
        self.update()

    def set_empty_text(self, text: str) -> None:
        """What the paper says before any match is counted."""
        self.empty_text = text
        self._describe()
        self.update()

    def _describe(self) -> None:
        """The bars in words, for a screen reader: it cannot read what is only painted."""
        self.setAccessibleDescription("; ".join(
            fill(self.tr("%1: won %2 of %3"), name, number(wins), number(matches))
            for name, wins, matches in self.bars) or self.empty_text)

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RULE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.setPen(INK)
        if not self.bars:
            # about sixty characters a line, easy to read on a wide window
            width = min(self.width() - 48, 60 * QFontMetricsF(self.font()).averageCharWidth())
            box = QRectF(0, 12, width, self.height() - 24)
            box.moveCenter(QRectF(self.rect()).center())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_text)
            painter.end()
            return
        line = QFontMetricsF(self.font()).height()
        plot = QRectF(self.rect()).adjusted(16, 12 + line, -16, -12 - line)
        slot = plot.width() / len(self.bars)
        for i, (name, wins, matches) in enumerate(self.bars):
            share = wins / matches if matches else 0.0
            left = plot.left() + i * slot
            bar = QRectF(left + slot * 0.2, plot.bottom() - plot.height() * share,
                         slot * 0.6, plot.height() * share)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(SIDE_COLOURS[i % len(SIDE_COLOURS)]))
            painter.drawRoundedRect(bar, 3, 3)
            painter.setPen(INK)
            painter.drawText(QRectF(left, bar.top() - line - 2, slot, line),
                             Qt.AlignmentFlag.AlignHCenter,
                             f"{number(wins)}/{number(matches)}")
            painter.drawText(QRectF(left, plot.bottom() + 4, slot, line),
                             Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextSingleLine,
                             QFontMetricsF(self.font()).elidedText(
                                 name, Qt.TextElideMode.ElideRight, slot - 4))
        painter.setPen(QPen(INK, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.end()


class StatisticsWindow(Dialog):
    """The statistics of this data folder, filtered by game."""

    COLUMNS = 9

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.rows: list[PlayerStats] = []
        self.title = heading("", 1.5, self)
        self.filter_label = QLabel(self)
        self.filter = QComboBox(self)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(GAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.chart_title = QLabel(self)
        self.chart = WinChart(self)
        self.reset_button = QPushButton(self)
        self.export_button = QPushButton(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        enter_closes(buttons)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.filter_label)
        self.filter_label.setBuddy(self.filter)
        top.addWidget(self.filter)
        actions = QHBoxLayout()
        actions.addWidget(self.reset_button)
        actions.addWidget(self.export_button)
        actions.addStretch(1)
        actions.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 2)
        layout.addLayout(actions)

        self.filter.currentIndexChanged.connect(self._show)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        # The list has the keys: Down walks the players, where the filter, focused first,
        # narrowed the list to another game (Alt+G reaches it)
        self.table.setFocus()
        self.reset_button.clicked.connect(self.reset_selected)
        self.export_button.clicked.connect(self.export)
        self.resize_as_designed(760, 620)
        self.retranslate_ui()
        self.refresh()

    # -- texts ------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("Statistics"))
        self.filter_label.setText(self.tr("&Game:"))
        if self.filter.count():
            self.filter.setItemText(0, self.tr("All games"))
            for i in range(1, self.filter.count()):
                self.filter.setItemText(i, preset_title(str(self.filter.itemData(i))))
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Game"), self.tr("Matches"), self.tr("Wins"),
            self.tr("% won"), self._per_deal(self.filter.currentData() or ""),
            self.tr("Cappotti"), self.tr("Best"), self.tr("Worst")])
        tips = {WON_COLUMN: self.tr("The share of the matches won"),
                BEST_COLUMN: self.tr("The best final total of a match: the lowest in the "
                                     "games where the fewest points win, the highest in "
                                     "Tressette"),
                BEST_COLUMN + 1: self.tr("The worst final total of a match")}
        for column in range(self.COLUMNS):  # each heading over its column's words or figures
            heading_item = self.table.horizontalHeaderItem(column)
            if heading_item is not None:
                heading_item.setTextAlignment(RIGHT if column >= FIGURES else LEFT)
                heading_item.setToolTip(tips.get(column, ""))
        self.chart_title.setText(self.tr("Matches won"))
        self.chart.setAccessibleName(self.chart_title.text())
        self.chart.set_empty_text(self.tr(
            "No match has been counted yet. Each match played to its end with someone at "
            "the table is counted here: every player's matches, wins, points per deal and "
            "cappotti. Matches among bots alone are not."))
        self.reset_button.setText(self.tr("&Reset player…"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self._show()

    # -- data ---------------------------------------------------------------
    def refresh(self) -> bool:
        """Re-read the database (after a match, a reset) and keep the chosen game if it is left.

        False, after saying why, if the database cannot be read just now (another program
        holds it, or the file is not what it should be); the rows shown stay as they were.
        """
        try:
            self.rows = self.stats.summary()
        except sqlite3.Error as exc:
            self._failed(exc)
            return False
        chosen = self.filter.currentData()
        presets = sorted({r.preset for r in self.rows})
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("All games"), "")
        for name in presets:
            self.filter.addItem(preset_title(name), name)
        self.filter.setCurrentIndex(max(0, self.filter.findData(chosen or "")))
        self.filter.blockSignals(False)
        self._show()
        return True

    def _failed(self, exc: sqlite3.Error) -> None:
        warn(self, self.tr("Statistics"),
             fill(self.tr("The statistics cannot be read or written now. %1"),
                  stats_problem(exc)), str(exc))

    def shown_rows(self) -> list[PlayerStats]:
        """The chosen game's rows, in the order of the names as shown, by the language's
        alphabet ("Élodie" among the E's, "Tu" among the T's, not after "Zia" as stored)."""
        preset = self.filter.currentData() or ""
        alphabet = QCollator(QLocale())
        alphabet.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        alphabet.setNumericMode(True)

        def shown(row: PlayerStats) -> tuple[str, str]:
            return seat_name(row.name), preset_title(row.preset)

        def order(a: PlayerStats, b: PlayerStats) -> int:
            return next((c for c in map(alphabet.compare, shown(a), shown(b)) if c), 0)

        return sorted((r for r in self.rows if not preset or r.preset == preset),
                      key=cmp_to_key(order))

    def _per_deal(self, chosen: str) -> str:
        """The heading of the average a deal scores, in the chosen game's unit; over every
        game, where Busca's busche and Traversone's points share the column, in none."""
        if not chosen:
            return self.tr("Score per deal")
        unit = preset_rules(chosen).definition.score_unit
        return {"busche": self.tr("Busche per deal"),
                "game_points": self.tr("Game points per deal")}.get(
                    unit, self.tr("Points per deal"))

    def _show(self) -> None:
        rows = self.shown_rows()
        chosen = self.filter.currentData() or ""
        one_game = bool(chosen)
        per_deal = self.table.horizontalHeaderItem(PER_DEAL_COLUMN)
        if per_deal is not None:  # the chosen game's unit
            per_deal.setText(self._per_deal(chosen))
        # One game chosen: its name on every row would say nothing; the names take the room.
        # Nor is there a cappotto to count in Busca, Mattazza or Tressette.
        self.table.setColumnHidden(GAME_COLUMN, one_game)
        self.table.setColumnHidden(
            CAPPOTTI_COLUMN, one_game and not preset_rules(chosen).definition.cappotto)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch if one_game
            else QHeaderView.ResizeMode.ResizeToContents)
        # Before the first match ends: the chart's paper says so, in the empty table's place.
        self.table.setVisible(bool(rows))
        self.chart_title.setVisible(bool(rows))
        self.table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            won = round(100 * r.wins / r.matches) if r.matches else 0
            cells = [seat_name(r.name), preset_title(r.preset), number(r.matches), number(r.wins),
                     f"{number(won)}%", decimal(r.points_per_deal), number(r.cappotti),
                     number(r.best), number(r.worst)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, r.name)
                if column >= FIGURES:
                    item.setTextAlignment(RIGHT)
                self.table.setItem(i, column, item)
        totals: dict[str, list[int]] = {}
        for r in rows:
            wins_matches = totals.setdefault(r.name, [0, 0])
            wins_matches[0] += r.wins
            wins_matches[1] += r.matches
        self.chart.set_bars([(seat_name(name), w, m) for name, (w, m) in totals.items()])
        self.export_button.setEnabled(bool(self.rows))  # an empty file would only puzzle
        self._selection_changed()

    def selected_player(self) -> str | None:
        items = self.table.selectedItems()
        return str(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _selection_changed(self) -> None:
        self.reset_button.setEnabled(self.selected_player() is not None)

    # -- actions --------------------------------------------------------------
    def reset_selected(self) -> None:
        """Forget the selected player's results, after asking."""
        name = self.selected_player()
        if name is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset player"),
                          about(seat_name(name), self.tr("Forget all your results, in every "
                                                         "game? This cannot be undone."),
                                self.tr("Forget every result of %1, in every game? This "
                                        "cannot be undone.")),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed, never as markup
        box.setDefaultButton(QMessageBox.StandardButton.No)  # it cannot be undone
        if shown(box) != QMessageBox.StandardButton.Yes:
            return
        try:
            self.stats.reset_player(name)
        except sqlite3.Error as exc:
            self._failed(exc)
        self.refresh()

    def export(self) -> None:
        """Save the whole summary as a CSV file the player chooses."""
        name = self.tr("traversone-statistics", "the file name offered, before .csv")
        suggested = Path(first_folder()) / f"{name}.csv"
        path = pick_file(self, self.tr("Export statistics"), str(suggested),
                         self.tr("CSV files (*.csv)"), suffix="csv")
        if not path:
            return
        if is_own_file(path):
            warn(self, self.tr("Export statistics"), fill(self.tr(
                "%1 is one of the files the game keeps for itself, and saving there would "
                "overwrite what it holds. Save the statistics to another file."), path))
            return
        if marked_read_only(path):
            warn(self, self.tr("Export statistics"), fill(self.tr(
                "%1 is marked read-only, so it stays as it is. Save the statistics to "
                "another file."), path))
            return
        try:
            self.stats.export_csv(path, decimal_comma=spreadsheet_writes_decimal_comma())
        except sqlite3.Error as exc:
            self._failed(exc)
        except OSError as exc:
            warn(self, self.tr("Export statistics"),
                 fill(self.tr("%1 could not be written. %2"), path, write_problem(exc)),
                 str(exc))
