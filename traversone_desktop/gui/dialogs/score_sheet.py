"""The score sheet: every deal of the match, its seed, and the totals over time.

Each deal's seed is shown so anyone can replay it; asking to replay emits
``replayRequested(index)`` with the deal's position in the log, and the
controller decides what replaying means.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from traversone_desktop.engine.record import DealRecord
from traversone_desktop.gui.dialogs.base import Dialog, heading
from traversone_desktop.gui.dialogs.score_chart import ScoreChart
from traversone_desktop.gui.words import (
    fill,
    number,
    preset_title,
    side_names,
    two_lines,
)


class ScoreSheetDialog(Dialog):
    """All deals in a table with a chart above; a replay button on every row."""

    replayRequested = Signal(int)

    def __init__(self, log: Sequence[DealRecord], names: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.names = names
        self.sides = log[0].sides if log else tuple((s,) for s in range(len(names)))

        self.title = heading("", 1.6, self)
        self.subtitle = QLabel(self)
        self.chart = ScoreChart(self)
        self.table = QTableWidget(len(log), 4 + len(self.sides), self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 16)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.doubleClicked.connect(lambda index: self._replay(index.row()))
        self.replay_buttons = [QPushButton(self.table) for _ in log]
        for row, button in enumerate(self.replay_buttons):
            button.clicked.connect(lambda _=False, r=row: self._replay(r))
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.table.setCellWidget(row, 3 + len(self.sides), button)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.chart)
        splitter.addWidget(self.table)
        splitter.setChildrenCollapsible(False)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_selected = QPushButton(self)
        self.buttons.addButton(self.replay_selected, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_selected.clicked.connect(self._replay_current)
        self.replay_selected.setEnabled(False)
        self.table.itemSelectionChanged.connect(
            lambda: self.replay_selected.setEnabled(bool(self.table.selectedItems())))
        self.buttons.rejected.connect(self.reject)

        layout = self.main_layout()
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self.resize_within_screen(820, 700)
        self.retranslate_ui()

    def _replay(self, row: int) -> None:
        if 0 <= row < len(self.log):
            self.replayRequested.emit(row)

    def _replay_current(self) -> None:
        self._replay(self.table.currentRow())

    # -- texts ----------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.title.setText(self.tr("Score sheet"))
        labels = side_names(self.names, self.sides)
        target = int(self.log[0].rules["target"]) if self.log else 0
        if self.log:
            self.subtitle.setText(fill(self.tr("%1 · target %2 · deals played: %3"),
                                       preset_title(self.log[0].variant), number(target),
                                       number(len(self.log))))
        heads = [self.tr("Deal"), self.tr("Dealer"), *labels, self.tr("Seed"), ""]
        for column, text in enumerate(heads):
            item = QTableWidgetItem(two_lines(text))
            item.setToolTip(text)
            self.table.setHorizontalHeaderItem(column, item)
        self._fill_table()
        series = [[r.totals[i] for r in self._until_out(i)] for i in range(len(self.sides))]
        self.chart.set_data(series, labels, target)
        self.chart.set_titles(self.tr("Deal"), self.tr("Total"), self.tr("target %1"))
        self.chart.setAccessibleName(self.tr("Chart of the totals after each deal"))
        self.table.setAccessibleName(self.tr("Every deal of the match"))
        why = self.tr("Play this deal again for practice: it does not count, and your match "
                      "waits until the practice deal is over.")
        for row, button in enumerate(self.replay_buttons):
            button.setText(self.tr("Practise"))
            button.setToolTip(why)
            button.setAccessibleName(self.tr("Practise deal %1 again (it does not count)")
                                     .replace("%1", number(row + 1)))
        self.replay_selected.setText(self.tr("&Practise the selected deal"))
        self.replay_selected.setToolTip(why)
        self._replay_action_text()

    def _replay_action_text(self) -> None:
        actions = self.table.actions()
        if not actions:
            action = self.table.addAction("")
            action.triggered.connect(self._replay_current)
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
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if column == 1:
                    item.setToolTip(text)  # the dealer's name may be cut short
                if record.tiebreak and 2 <= column < 2 + sides:
                    item.setToolTip(self.tr("Tie-break deal: totals unchanged"))
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the dealer gives way
