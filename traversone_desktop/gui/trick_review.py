"""Review the last trick: the cards as they were played, and who took them.

Only the played cards are shown (they were public); private stock draws never are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .. import art
from .dialogs.base import enter_closes, plain_text_labels
from .dialogs.look import GOLD, FeltDialog, primary
from .words import about, card_spoken, seat_name, signal_meaning, signal_name

CARD_WIDTH = 110


class TrickReviewDialog(FeltDialog):
    """The last trick's cards in play order, each under its player's name, and the signal
    it was led with (a partner looks back at it when they answer it). On the felt, as the
    trick lay on the table and as a deal's summary shows the cards taken."""

    def __init__(self, plays: list[tuple[int, int]], names: list[str], deck: str,
                 parent: QWidget | None = None, signal: str | None = None) -> None:
        super().__init__(parent)
        self.plays, self.names, self.deck, self.led_signal = plays, names, deck, signal
        row = QHBoxLayout()
        row.setSpacing(14)
        dpr = self.devicePixelRatioF()
        self.pictures: list[QLabel] = []
        self.players: list[QLabel] = []
        for _, card in plays:
            column = QVBoxLayout()
            picture = QLabel(self)
            picture.setPixmap(QPixmap.fromImage(art.render_card(deck, card, CARD_WIDTH, dpr)))
            self.pictures.append(picture)
            who = QLabel(self)
            who.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.players.append(who)
            column.addWidget(picture)
            column.addWidget(who)
            row.addLayout(column)
        self.taken = QLabel(self)
        self.taken.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.taken.setStyleSheet(f"color: {GOLD.name()}; font-weight: bold;")
        self.signal = QLabel(self)
        self.signal.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.signal.setWordWrap(True)  # under the cards, as wide as they are
        self.signal.setVisible(signal is not None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        primary(buttons.button(QDialogButtonBox.StandardButton.Close))
        enter_closes(buttons)
        box = self.main_layout()
        box.setContentsMargins(22, 20, 22, 16)
        box.setSpacing(12)
        box.addLayout(row)
        box.addWidget(self.signal)
        box.addWidget(self.taken)
        box.addWidget(buttons)
        self.retranslate_ui()
        plain_text_labels(self)  # players' names as typed, even before it is shown

    def _name(self, seat: int) -> str:
        """The seat's name as shown: "You" in the language of the moment."""
        return seat_name(self.names[seat]) if seat < len(self.names) else "?"

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        for picture, who, (seat, card) in zip(self.pictures, self.players, self.plays,
                                              strict=True):
            who.setText(self._name(seat))
            picture.setAccessibleName(card_spoken(self.deck, card))
            picture.setToolTip(card_spoken(self.deck, card))
        led = self.plays[0][1] // 10
        winner = max((c, s) for s, c in self.plays if c // 10 == led)[1]
        self.taken.setText(about(self._name(winner), self.tr("You took it"),
                                 self.tr("Taken by %1")))
        if self.led_signal is not None:
            self.signal.setText(about(self._name(self.plays[0][0]),
                                      self.tr("You led with a signal: %2 (“%3”)"),
                                      self.tr("%1 led with a signal: %2 (“%3”)"),
                                      signal_name(self.led_signal),
                                      signal_meaning(self.led_signal)))
