"""Review the last trick: the cards as they were played, and who took them.

Only the played cards are shown (they were public); private stock draws never are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .. import art
from .dialogs.base import plain_text_labels
from .words import about, card_spoken, signal_meaning, signal_name

CARD_WIDTH = 110


class TrickReviewDialog(QDialog):
    """The last trick's cards in play order, each under its player's name, and the signal
    it was led with (a partner looks back at it when they answer it)."""

    def __init__(self, plays: list[tuple[int, int]], names: list[str], deck: str,
                 parent: QWidget | None = None, signal: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        row = QHBoxLayout()
        dpr = self.devicePixelRatioF()
        for seat, card in plays:
            column = QVBoxLayout()
            picture = QLabel(self)
            picture.setPixmap(QPixmap.fromImage(art.render_card(deck, card, CARD_WIDTH, dpr)))
            picture.setAccessibleName(card_spoken(deck, card))
            picture.setToolTip(card_spoken(deck, card))
            who = QLabel(names[seat] if seat < len(names) else "?", self)
            who.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(picture)
            column.addWidget(who)
            row.addLayout(column)
        led = plays[0][1] // 10
        winner = max((c, s) for s, c in plays if c // 10 == led)[1]
        taken = QLabel(about(names[winner], self.tr("You took it"), self.tr("Taken by %1")),
                       self)
        taken.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.signal = QLabel(self)
        self.signal.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.signal.setWordWrap(True)  # under the cards, as wide as they are
        self.signal.setVisible(signal is not None)
        if signal is not None:
            leader = names[plays[0][0]] if plays[0][0] < len(names) else "?"
            self.signal.setText(about(leader, self.tr("You led with a signal: %2 (“%3”)"),
                                      self.tr("%1 led with a signal: %2 (“%3”)"),
                                      signal_name(signal), signal_meaning(signal)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addWidget(self.signal)
        box.addWidget(taken)
        box.addWidget(buttons)
        plain_text_labels(self)
