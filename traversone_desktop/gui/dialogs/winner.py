"""The winner screen that ends a match: a celebration, the final standings, what next."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QRadialGradient,
)
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from traversone_desktop.engine.record import DealRecord
from traversone_desktop.fonts import design_points
from traversone_desktop.gui.dialogs.base import (
    Dialog,
    FittingBody,
    hold_lines,
    title_font,
)
from traversone_desktop.gui.dialogs.result_grid import ResultGrid
from traversone_desktop.gui.first_moments import FirstMoments
from traversone_desktop.gui.words import (
    about,
    is_you,
    names_joined,
    number,
    preset_title,
    score_text,
    seat_name,
    side_name,
    winners_headline,
)
from traversone_desktop.placeholders import fill

CONFETTI = ("#f4c542", "#e85d4a", "#4a90d9", "#6cc070", "#f6efe0")
TEXT_GAP = 8
"""Pixels between the headline and the line under it."""
FELT, LEAST_FELT = 70, 12
"""Pixels of felt above and below the celebration's words: as the banner likes it, and the
least it gives way to on a short screen (a netbook with a panel, a laptop's larger text),
before the standings under it have to scroll."""


def out_at(log: Sequence[DealRecord]) -> dict[int, int]:
    """The index in ``log`` of the deal after which each eliminated side went out."""
    out: dict[int, int] = {}
    for index, record in enumerate(log):
        for seat in record.eliminated:
            out[seat] = index
    return out


def standings(log: Sequence[DealRecord], winners: Sequence[int],
              lower_better: bool) -> list[tuple[int, int, int]]:
    """(place, side, total) from first to last: winners first, then who lasted longest.

    The winners share first place (two who survive a Ciapanò both win), the better total
    listed first. Sides eliminated later rank above those out earlier; among the rest the
    better total ranks first. Equal standing shares a place.
    """
    final = log[-1].totals if log else ()
    out = out_at(log)
    sign = 1 if lower_better else -1

    def standing(side: int) -> tuple[int, int, int]:
        if side in winners:
            return 0, 0, 0
        return 1, -out.get(side, len(log)), sign * final[side]

    order = sorted(range(len(final)), key=lambda side: (standing(side), sign * final[side]))
    places: list[tuple[int, int, int]] = []
    for rank, side in enumerate(order):
        same = places and standing(order[rank - 1]) == standing(side)
        place = places[-1][0] if same else rank + 1
        places.append((place, side, final[side]))
    return places


class Celebration(QWidget):
    """Felt, a burst of light and, when someone at the screen won, confetti behind the
    winners' names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = ""
        self.subline = ""
        self.confetti = True

    def set_text(self, headline: str, subline: str) -> None:
        self.headline, self.subline = headline, subline
        self.setAccessibleName(f"{headline} {subline}")
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        """The headline's font at its largest, and the line under it."""
        sub = QFont(self.font())
        sub.setPointSizeF(self.font().pointSizeF() * 1.2)
        return title_font(self.font(), 2.4, card_face=True), sub

    def _text_height(self) -> float:
        headline, sub = self._fonts()
        return QFontMetricsF(headline).height() + TEXT_GAP + QFontMetricsF(sub).height()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, int(self._text_height()) + 2 * LEAST_FELT)

    def sizeHint(self) -> QSize:
        return QSize(560, int(self._text_height()) + 2 * FELT)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        felt = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        felt.setColorAt(0, QColor("#1f6b43"))
        felt.setColorAt(1, QColor("#0f3d26"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(felt)
        painter.drawRoundedRect(rect, 14, 14)
        glow = QRadialGradient(rect.center(), rect.width() * 0.45)
        glow.setColorAt(0, QColor(255, 226, 140, 110))
        glow.setColorAt(1, QColor(255, 226, 140, 0))
        painter.setBrush(glow)
        painter.drawRoundedRect(rect, 14, 14)
        rng = random.Random(21)
        text = self._text_height()  # no confetti over the words
        band = QRectF(rect.width() * 0.08, rect.center().y() - text / 2 - 10,
                      rect.width() * 0.84, text + 20)
        for _ in range(90 if self.confetti else 0):
            x, y = rng.uniform(8, rect.width() - 8), rng.uniform(8, rect.height() - 8)
            if band.contains(x, y):
                continue
            painter.save()
            painter.translate(QPointF(x, y))
            painter.rotate(rng.uniform(0, 180))
            painter.setBrush(QColor(rng.choice(CONFETTI)))
            painter.drawRoundedRect(QRectF(-4, -1.8, rng.uniform(6, 10), 3.6), 1, 1)
            painter.restore()
        self._draw_text(painter, rect)
        painter.end()

    def _draw_text(self, painter: QPainter, rect: QRectF) -> None:
        headline, sub = self._fonts()
        metrics = QFontMetricsF(headline)
        while metrics.horizontalAdvance(self.headline) > rect.width() - 40 \
                and headline.pointSizeF() > design_points(12):
            headline.setPointSizeF(headline.pointSizeF() - 1)
            metrics = QFontMetricsF(headline)
        sub_h = QFontMetricsF(sub).height()
        top = rect.center().y() - (metrics.height() + sub_h + TEXT_GAP) / 2
        box = QRectF(rect.left() + 20, top, rect.width() - 40, metrics.height())
        painter.setFont(headline)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawText(box.translated(2, 2), Qt.AlignmentFlag.AlignCenter, self.headline)
        painter.setPen(QColor("#ffe08a"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.headline)
        painter.setFont(sub)
        painter.setPen(QColor("#f6efe0"))
        painter.drawText(QRectF(box.left(), box.bottom() + TEXT_GAP, box.width(), sub_h),
                         Qt.AlignmentFlag.AlignCenter, self.subline)


class WinnerDialog(Dialog):
    """The end of the match; offers a new game or a look at the score sheet."""

    newGameRequested = Signal()
    scoreSheetRequested = Signal()

    def __init__(self, log: Sequence[DealRecord], names: list[str], winners: tuple[int, ...],
                 sides: list[list[int]], parent: QWidget | None = None,
                 confetti: bool = True, people: Sequence[int] = ()) -> None:
        """``confetti``: False when people played and none of them won; a bot's win over
        the family is announced, not celebrated. ``people``: the seats people played, each
        told where they finish if they did not win (when only one side of people lost)."""
        super().__init__(parent)
        self.log, self.names, self.winners, self.sides = log, names, winners, sides
        self.people = frozenset(people)
        self.banner = Celebration(self)
        self.banner.confetti = confetti
        self.verdict = QLabel(self)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.verdict.setFont(font)
        self.grid = ResultGrid(self, floor_width=520)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.new_game = QPushButton(self)
        self.score_sheet = QPushButton(self)
        self.buttons.addButton(self.new_game, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.score_sheet, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_game.setDefault(True)
        self.moments = FirstMoments(self)  # the Enter that closed the last summary, again
        self.new_game.clicked.connect(self._new_game)
        self.score_sheet.clicked.connect(self.scoreSheetRequested.emit)
        self.buttons.rejected.connect(self.reject)
        layout = self.main_layout()
        layout.setSpacing(14)
        layout.addWidget(self.banner)
        layout.addWidget(self.verdict)
        standings = QVBoxLayout()  # where even the banner at its least leaves the rows
        standings.addWidget(self.grid)  # too little room (the largest text), they scroll
        layout.addWidget(FittingBody(standings, self))
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize_to_contents()  # on a short screen, the banner gives way

    def _new_game(self) -> None:
        self.newGameRequested.emit()
        self.accept()

    def _headline(self) -> str:
        return winners_headline(self.names, self.sides, self.winners)

    def _verdict(self, entry: tuple[int, int, int], count: int) -> str:
        """Where a side with a person at it finished, if it did not win, and how far from
        the win, in the game's unit: "You finish third of 4, 6 points behind Zio Gino."
        ("" for a winner or a side of bots)."""
        place, side, total = entry
        members = self.sides[side]
        if side in self.winners or not self.people.intersection(members):
            return ""
        out = out_at(self.log)
        gap = abs(total - self.log[-1].totals[self.winners[0]])
        behind = score_text(self.log[-1].definition.score_unit, gap)  # Busca: busche
        winner = names_joined([side_name(self.names, self.sides[i]) for i in self.winners])
        if len(members) > 1:  # a partnership: two sides, and the other one won
            partners = [self.names[s] for s in members if not is_you(self.names[s])]
            if len(partners) < len(members):
                return fill(self.tr("You and %1 finish %2 behind %3."), names_joined(partners),
                            behind, winner)
            return fill(self.tr("%1 finish %2 behind %3."), side_name(self.names, members),
                        behind, winner)
        name = self.names[members[0]]
        if count == 2:
            return about(name, self.tr("You finish %2 behind %3."),
                         self.tr("%1 finishes %2 behind %3."), behind, winner) if gap else ""
        ranked = (self._ordinal(place), number(count))
        if side in out and out[side] < len(self.log) - 1:
            return about(name, self.tr("You finish %2 of %3: out after deal %4."),
                         self.tr("%1 finishes %2 of %3: out after deal %4."), *ranked,
                         number(out[side] + 1))
        if gap and len(self.winners) == 1:
            return about(name, self.tr("You finish %2 of %3, %4 behind %5."),
                         self.tr("%1 finishes %2 of %3, %4 behind %5."), *ranked, behind,
                         winner)
        return about(name, self.tr("You finish %2 of %3."), self.tr("%1 finishes %2 of %3."),
                     *ranked)

    def _ordinal(self, place: int) -> str:
        """"second", "third"… (a losing side is never first; a table has five seats)."""
        words = (self.tr("second"), self.tr("third"), self.tr("fourth"), self.tr("fifth"))
        return words[place - 2] if 2 <= place <= len(words) + 1 else number(place)

    def retranslate_ui(self) -> None:
        self.names = [seat_name(n) for n in self.names]  # "Tu" becomes "You", and back
        self.setWindowTitle(self.tr("Match over"))
        headline = self._headline()
        variant = preset_title(self.log[-1].variant) if self.log else ""
        sub = fill(self.tr("%1 · deals played: %2"), variant, number(len(self.log)))
        self.banner.set_text(headline, sub)
        lower = not self.log or not self.log[-1].definition.positive
        out = out_at(self.log)
        # where someone went out before the last deal, the order is no longer the totals'
        # (an early 31 ranks below a late 37): say when each went out
        early = any(index < len(self.log) - 1 for index in out.values())
        header = [self.tr("Final standings"), *([self.tr("Out")] if early else []),
                  self.tr("Total")]
        rows, marked = [], []
        places = standings(self.log, self.winners, lower)
        verdicts = [line for entry in places if (line := self._verdict(entry, len(places)))]
        # one person (or one pair) beaten is spoken to; a family beaten one by one reads
        # the standings, not a paragraph
        self.verdict.setText(verdicts[0] if len(verdicts) == 1 else "")
        self.verdict.setVisible(len(verdicts) == 1)
        for row, (place, side, total) in enumerate(places):
            cells = [fill(self.tr("%1.  %2"), number(place),
                          side_name(self.names, self.sides[side]))]
            if early:
                cells.append(fill(self.tr("after deal %1"), number(out[side] + 1))
                             if side in out and side not in self.winners else "")
            rows.append([*cells, number(total)])
            if side in self.winners:
                marked.append(row)
        self.grid.set_rows(header, rows, marked=marked, emphasis=len(header) - 1)
        self.grid.setAccessibleName(self.tr("Final standings"))
        self.new_game.setText(self.tr("&New game"))
        self.score_sheet.setText(self.tr("&Score sheet"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        # the verdict's lines at the width the dialog will have: its widest other part's
        widest = max(self.banner.sizeHint().width(), self.grid.sizeHint().width(),
                     self.buttons.sizeHint().width())
        hold_lines(self.verdict, min(widest, self.room_across()))
