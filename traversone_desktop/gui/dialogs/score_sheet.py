"""The score sheet: every deal of the match, the totals over time, and a practice replay.

On the table's felt, the chart and the deals lie on paper like a score pad. Each deal's
seed waits behind *Details*, so anyone can replay and check it; asking to replay the
selected deal emits ``replayRequested(index)`` with the deal's position in the log, and
the controller decides what replaying means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from traversone_desktop.engine.record import DealRecord
from traversone_desktop.engine.rules import Rules
from traversone_desktop.gui.dialogs.base import enter_closes, title_font
from traversone_desktop.gui.dialogs.look import (
    CREAM_SOFT,
    GOLD,
    INK,
    INK_SOFT,
    MARKED,
    PAPER,
    RULE,
    FeltDialog,
)
from traversone_desktop.gui.dialogs.score_chart import ScoreChart
from traversone_desktop.gui.words import number, preset_title, side_names, two_lines
from traversone_desktop.placeholders import fill

PAD_STYLE = f"""
QTableWidget {{
    background: {PAPER.name()}; color: {INK.name()}; border: 1px solid {RULE.name()};
    border-radius: 8px; outline: 0; padding: 2px 4px;
    selection-background-color: {MARKED.name()}; selection-color: {INK.name()};
}}
QTableWidget::item {{ border-bottom: 1px solid #efe7d5; padding: 0px 6px; }}
QTableWidget::item:selected {{ background: {MARKED.name()}; color: {INK.name()}; }}
QTableWidget::item:focus {{ border: 2px solid {INK_SOFT.name()}; }}
QHeaderView {{ background: {PAPER.name()}; }}
QHeaderView::section {{
    background: {PAPER.name()}; color: {INK_SOFT.name()}; border: none;
    border-bottom: 2px solid {RULE.name()}; padding: 4px 6px; font-weight: bold;
}}
QScrollBar:vertical {{ background: {PAPER.name()}; width: 12px; margin: 2px; }}
QScrollBar:horizontal {{ background: {PAPER.name()}; height: 12px; margin: 2px; }}
QScrollBar::handle {{ background: #d9cfb8; border-radius: 4px; min-height: 24px;
                      min-width: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0px; height: 0px; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""
"""The deals written on the paper of a score pad: ink, faint rules between the rows, no
grid; the chosen row underlined in gold."""


class ScoreSheetDialog(FeltDialog):
    """All deals on paper under a chart of the totals; *Details* shows the seeds."""

    replayRequested = Signal(int)

    def __init__(self, log: Sequence[DealRecord], names: list[str],
                 parent: QWidget | None = None, rules: Rules | None = None) -> None:
        """``rules``: the match's, for a sheet opened before its first deal has ended,
        which has no record to read its sides, game and target from."""
        super().__init__(parent)
        self.log = log
        self.names = names
        self._match: tuple[str, Mapping[str, Any]] | None = (
            (log[0].variant, log[0].rules) if log
            else (rules.variant, rules.to_dict()) if rules is not None else None)
        """The game and its rules, as a record keeps them."""
        self.sides = (log[0].sides if log
                      else tuple(map(tuple, rules.sides(len(names)))) if rules is not None
                      else tuple((s,) for s in range(len(names))))
        self.seed_column = 2 + len(self.sides)

        self.title = QLabel(self)
        self.title.setFont(title_font(self.font(), 1.6, card_face=True))
        self.title.setStyleSheet(f"color: {GOLD.name()};")
        self.subtitle = QLabel(self)
        self.subtitle.setStyleSheet(f"color: {CREAM_SOFT.name()};")
        self.chart = ScoreChart(self)
        self.table = QTableWidget(len(log), 3 + len(self.sides), self)
        self.table.setStyleSheet(PAD_STYLE)
        self.table.setShowGrid(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 14)
        self.table.setColumnHidden(self.seed_column, True)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.doubleClicked.connect(lambda index: self._replay(index.row()))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.splitter = splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.chart)
        splitter.addWidget(self.table)
        splitter.setChildrenCollapsible(False)
        splitter.setHandleWidth(10)

        self.details = QPushButton(self)
        self.details.setCheckable(True)
        self.details.setAutoDefault(False)
        self.details.setEnabled(bool(log))  # no seed to show yet
        self.details.toggled.connect(
            lambda shown: self.table.setColumnHidden(self.seed_column, not shown))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_selected = QPushButton(self)
        self.buttons.addButton(self.replay_selected, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_selected.clicked.connect(self._replay_selected)
        self.replay_selected.setEnabled(False)
        self.buttons.rejected.connect(self.reject)
        enter_closes(self.buttons)

        top = QHBoxLayout()
        top.addWidget(self.title, 1, Qt.AlignmentFlag.AlignBottom)
        top.addWidget(self.subtitle, 0, Qt.AlignmentFlag.AlignBottom)
        bottom = QHBoxLayout()
        bottom.addWidget(self.details)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = self.main_layout()
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        self.resize_as_designed(860, 720 if log else 440)  # a blank pad needs no length
        self.retranslate_ui()
        self._opened = False

    def showEvent(self, event: QShowEvent) -> None:
        """Share the room between the chart and the deals, and open at the latest deal,
        the one a family looks for: a long match, or a few deals on a netbook's screen,
        put it below the pad's fold. Before the first paint, and only at the first
        showing: the pad has its size by then."""
        super().showEvent(event)
        if not self._opened:
            self._opened = True
            self._share_the_pad()

    def _share_the_pad(self) -> None:
        """Every deal in sight where the chart keeps its least height beside them (the
        chart then takes what is left, up to the height it likes); otherwise the chart
        at its least and the deals in as many whole rows as fit. The pad's height is whole
        rows, so the row under the header is never cut in half; the spare pixels go to
        the chart. Split by the two widgets' wishes alone, six deals on a laptop showed
        four and a half, and scrolled to the latest the first sat half under the header."""
        room = sum(self.splitter.sizes())
        least = self.chart.minimumSizeHint().height()
        liked = max(least, self.chart.sizeHint().height())
        around = self.table.height() - self.table.viewport().height()  # frame and header
        row = self.table.verticalHeader().defaultSectionSize()
        every_deal = around + len(self.log) * row
        chart = max(least, min(liked, room - every_deal))
        rows = min(len(self.log), max(1, (room - chart - around) // row))
        pad = around + rows * row
        self.table.setMinimumHeight(min(pad, self.table.minimumSizeHint().height()))
        self.splitter.setSizes([room - pad, pad])
        if self.log:
            self._at_latest_deal()

    def _at_latest_deal(self) -> None:
        """The latest deal chosen, and the arrows start from it. Outlined but not chosen,
        it looked chosen beside a greyed *Practise the selected deal*."""
        latest = self.table.model().index(len(self.log) - 1, 0)
        self.table.selectionModel().setCurrentIndex(
            latest, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(latest, QAbstractItemView.ScrollHint.PositionAtBottom)

    def selected_deal(self) -> int | None:
        """The position in the log of the deal chosen in the table, if any."""
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _selection_changed(self) -> None:
        deal = self.selected_deal()
        self.replay_selected.setEnabled(deal is not None)
        self.chart.set_highlight(None if deal is None else deal + 1)

    def _replay(self, row: int) -> None:
        if 0 <= row < len(self.log):
            self.replayRequested.emit(row)

    def _replay_selected(self) -> None:
        deal = self.selected_deal()
        if deal is not None:
            self._replay(deal)

    # -- texts ----------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.title.setText(self.tr("Score sheet"))
        labels = side_names(self.names, self.sides)
        variant, rules = self._match or ("", {})
        target = int(rules.get("target", 0))
        out = rules.get("match_end") == "elimination"
        if variant:  # a Ciapanò's target puts a player out; it ends no match
            self.subtitle.setText(fill(self.tr("%1 · out at %2 · deals played: %3") if out
                                       else self.tr("%1 · target %2 · deals played: %3"),
                                       preset_title(variant), number(target),
                                       number(len(self.log))))
        heads = [self.tr("Deal"), self.tr("Dealer"), *labels, self.tr("Seed")]
        seeds = self.tr("The seed that shuffled the deal: the same seed deals the same "
                        "cards again.")
        for column, text in enumerate(heads):
            item = QTableWidgetItem(two_lines(text))
            item.setToolTip(seeds if column == self.seed_column else text)
            item.setTextAlignment(_alignment(column))
            self.table.setHorizontalHeaderItem(column, item)
        self._fill_table()
        series = [[r.totals[i] for r in self._until_out(i)] for i in range(len(self.sides))]
        self.chart.set_data(series, labels, target)
        self.chart.set_titles(self.tr("Deal"), self.tr("Total"),
                              self.tr("out at %1") if out else self.tr("target %1"))
        self.chart.set_empty_text(self.tr("No deal has ended yet. Each one is written here as "
                                          "it ends, with everyone's total."))
        self.chart.setAccessibleName(self.tr("Chart of the totals after each deal"))
        self.table.setAccessibleName(self.tr("Every deal of the match"))
        self.details.setText(self.tr("&Details"))
        self.details.setToolTip(self.tr("Show each deal's seed"))
        why = self.tr("Play this deal again for practice: it does not count, and your match "
                      "waits until the practice deal is over.")
        self.replay_selected.setText(self.tr("&Practise the selected deal"))
        self.replay_selected.setToolTip(why)
        self._replay_action_text()

    def _replay_action_text(self) -> None:
        actions = self.table.actions()
        if not actions:
            action = self.table.addAction("")
            action.triggered.connect(self._replay_selected)
            actions = [action]
        actions[0].setText(self.tr("Practise this deal again (it does not count)"))

    def _until_out(self, side: int) -> list[DealRecord]:
        """The records while ``side`` was still playing (its line stops when it drops out)."""
        records = []
        for record in self.log:
            if not any(s in record.active for s in self.sides[side]):
                break
            records.append(record)
        return records

    def _fill_table(self) -> None:
        sides = len(self.sides)
        for row, record in enumerate(self.log):
            cells = [number(record.deal + 1), self.names[record.dealer]]
            for i in range(sides):
                if not any(s in record.active for s in self.sides[i]):
                    cells.append(self.tr("out"))
                    continue
                score = number(record.scores[i])
                total = number(record.totals[i])
                cells.append(fill(self.tr("+%1 = %2"), score, total))
            cells.append(str(record.seed))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(_alignment(column))
                if column == 1:
                    item.setToolTip(text)  # the dealer's name may be cut short
                if record.tiebreak and 2 <= column < 2 + sides:
                    item.setToolTip(self.tr("Tie-break deal: totals unchanged"))
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the dealer gives way


def _alignment(column: int) -> Qt.AlignmentFlag:
    """The deal and its dealer on the left, figures on the right, heads as their column."""
    side = Qt.AlignmentFlag.AlignLeft if column < 2 else Qt.AlignmentFlag.AlignRight
    return side | Qt.AlignmentFlag.AlignVCenter
