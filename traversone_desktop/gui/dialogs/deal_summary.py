"""The end-of-deal summary: who took what, how it became points, and where the match stands.

It reads one :class:`~traversone_desktop.engine.record.DealRecord` only, so the same dialog
can show any past deal. On the table's felt, each side has a plate with the scoring cards
every player of it took, drawn in the player's deck. Games that count thirds of a point
(Traversone, Tressette) show the thirds taken and their floors; games that count units show
units and the deal's score. The sentences under the plates are the record's own notes
(:meth:`DealRecord.notes`), worded here: the dialog never works a score out for itself.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop.engine.games import Note
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.gui.dialogs.base import FittingBody, hold_lines, title_font
from traversone_desktop.gui.dialogs.look import CREAM_SOFT, GOLD, FeltDialog, primary
from traversone_desktop.gui.dialogs.summary_board import BoardRow, Hand, SummaryBoard
from traversone_desktop.gui.first_moments import FirstMoments
from traversone_desktop.gui.words import (
    about,
    card_spoken,
    declaration_name,
    declaration_of,
    equation,
    is_you,
    mixed_thirds,
    number,
    points,
    preset_title,
    seat_name,
    side_name,
)
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import DEFAULT_DECK

CAPPOTTO_STYLE = f"""
QLabel {{ color: #fff3c4; border-radius: 14px; padding: 8px 14px;
         border: 2px solid {GOLD.name()};
         background: qlineargradient(x1:0, y1:0, x2:1, y2:1, stop:0 #5e1418, stop:1 #9c2a26); }}
"""
"""Cream on a deep red, edged in gold: loud, and still easy to read."""

MIN_WIDTH = 520
"""The summary is never narrower than this, so that the notes wrap into few lines."""
CARD_HEIGHTS = (34, 58)
"""The scoring cards' height, least and most: as tall as the screen leaves room for."""
AROUND_THE_PLATES = 230
"""Height, roughly, of the window's frame, the title, the heads and the buttons."""
AROUND_THE_CARDS = 25
"""Height, roughly, a line of cards takes beyond the cards: the plate's edges, the felt
between plates."""
CAPPOTTO_HEIGHT = 90


SEAT_KEYS = frozenset({"last_trick_worth", "nothing_taken_pays", "no_trick_pays", "most_taken",
                       "declared"})
"""Notes whose ``who`` are seats; the others name sides."""
ONE_PLAYER_KEYS = frozenset({"eliminated", "no_trick_pays", "nothing_taken_pays",
                             "most_taken"})
"""Notes worded apart for one player (or side), so that the player's own is said to them."""


def tricks_won(record: DealRecord) -> list[int]:
    """Tricks each seat took."""
    won = [0] * record.seats
    for trick in record.tricks:
        won[trick.winner] += 1
    return won


def scoring_cards(record: DealRecord) -> list[tuple[int, ...]]:
    """Per seat, the cards worth something that it took, the most valuable first: its
    tricks' cards, and the dealer's discard with the last trick."""
    values = record.definition.values
    return [tuple(sorted((c for c in cards if values[c]),
                         key=lambda c: (-values[c], c // 10, -c)))
            for cards in record.taken_cards()]


def _side_of(sides: tuple[tuple[int, ...], ...], seat: int) -> int:
    return next((i for i, m in enumerate(sides) if seat in m), -1)


HURRY: Final = 2
"""The summary's result when *Skip to the result* closed it."""


class DealSummaryDialog(FeltDialog):
    """What one deal scored; *Next deal* (accept) moves the match on. When no person plays
    the next deal (all out, or a tie-break between bots), *Skip to the result* (``HURRY``)
    lets the bots play the rest unseen: a family need not watch them deal after deal."""

    def __init__(self, record: DealRecord, names: list[str],
                 parent: QWidget | None = None, deck: str = DEFAULT_DECK,
                 can_hurry: bool = False, first_time: DealRecord | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.record = record
        self.first_time = first_time
        """In a practice deal, the match's deal it played again: the summary says so, has
        that deal's scores where the totals go (a practice deal's start from nothing and
        count for nothing), so the player sees whether they did better, and leads back to
        the match."""
        self.practice_of = first_time.deal + 1 if first_time is not None else 0
        """The number of that deal (0: a deal of the match)."""
        self.names = names
        self.game = record.definition
        self.sides = record.sides

        self.cards = scoring_cards(record)
        self.title = QLabel(self)
        self.title.setFont(title_font(self.font(), 1.6, card_face=True))
        self.title.setStyleSheet(f"color: {GOLD.name()};")
        self.subtitle = QLabel(self)
        self.subtitle.setStyleSheet(f"color: {CREAM_SOFT.name()};")
        self.cappotto = QLabel(self)
        self.cappotto.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cappotto.setWordWrap(True)
        self.cappotto.setTextFormat(Qt.TextFormat.RichText)  # names in it are escaped
        self.cappotto.setStyleSheet(CAPPOTTO_STYLE)
        self.cappotto.setVisible(record.cappotto is not None)
        self.board = SummaryBoard(deck, self._card_height(), self)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(self)
        # not the box's own Ok: a change of language would give it back Qt's "OK"
        self.next_button = QPushButton(self)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        primary(self.next_button)
        self.buttons.accepted.connect(self.accept)
        self.hurry_button = QPushButton(self)
        self.hurry_button.clicked.connect(lambda: self.done(HURRY))
        self.buttons.addButton(self.hurry_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.hurry_button.setVisible(can_hurry and not record.match_over)  # after: the box
        # shows every button it is given
        self.moments = FirstMoments(self)  # an Enter meant for the last card does not close it

        top = QHBoxLayout()
        top.addWidget(self.title, 1, Qt.AlignmentFlag.AlignBottom)
        top.addWidget(self.subtitle, 0, Qt.AlignmentFlag.AlignBottom)
        layout = self.main_layout()
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        middle = QVBoxLayout()  # scrolls only where even the least cards leave the
        middle.setSpacing(layout.spacing())  # notes too little room: very large text
        middle.addWidget(self.cappotto)
        middle.addWidget(self.board)
        middle.addWidget(self.notes)
        middle.addStretch(1)
        layout.addWidget(FittingBody(middle, self), 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize_to_contents()

    def set_deck(self, deck: str) -> None:
        """The cards in ``deck``, as the table behind has just been redrawn."""
        self.deck = self.board.deck = deck
        self.retranslate_ui()

    def _card_height(self) -> int:
        """Cards as tall as the screen's height leaves room for, every seat a line of them
        (partners a line more for their side's name), under a line or two per note; the
        title, the heads and the buttons as large as the system's text makes them."""
        lines = sum(len(m) + 0.5 * (len(m) > 1) for m in self.sides)
        notes = len(self.record.notes()) * 1.5 * self.fontMetrics().lineSpacing()
        grow = self.system_text_scale()
        room = self.screen_room().height() - AROUND_THE_PLATES * grow - notes
        if self.record.cappotto is not None:
            room -= CAPPOTTO_HEIGHT * grow
        low, high = CARD_HEIGHTS
        return int(max(low, min(high, room / lines - AROUND_THE_CARDS * grow)))

    # -- texts ----------------------------------------------------------------
    def _name(self, side: int) -> str:
        return side_name(self.names, self.sides[side])

    def _seats(self, seats: tuple[int, ...]) -> str:
        return ", ".join(self.names[s] for s in seats)

    def _hands(self, side: int) -> tuple[Hand, ...]:
        """The side's players, each with the scoring cards the player took."""
        last = self.record.last_trick
        return tuple(Hand(seat, self.names[seat], self.cards[seat], seat == last)
                     for seat in self.sides[side])

    def _show_rows(self, header: list[str], rows: list[BoardRow]) -> None:
        first = self.first_time
        emphasis = len(header) - 2  # the totals, in gold
        if first is not None:  # the last column: the deal as the match played it
            header = [*header[:-1], self.tr("In the match")]
            rows = [replace(row, figures=(*row.figures[:-1],
                                          "" if row.dimmed else number(first.scores[i])))
                    for i, row in enumerate(rows)]
            emphasis -= 1  # this time's scores in gold, the first time's beside them
        self.board.set_rows(header, self.tr("Scoring cards"), rows, self.tr("last trick"),
                            self.tr("none", "in place of the scoring cards a player did "
                                    "not take"), emphasis=emphasis)
        for seat, fan in self.board.fans.items():
            name, cards = self.names[seat], self.cards[seat]
            fan.setAccessibleName(
                about(name, self.tr("Scoring cards you took: %2"),
                      self.tr("Scoring cards %1 took: %2"),
                      ", ".join(card_spoken(self.deck, c) for c in cards))
                if cards else about(name, self.tr("You took no scoring card"),
                                    self.tr("%1 took no scoring card")))

    def retranslate_ui(self) -> None:
        self.names = [seat_name(n) for n in self.names]  # "Tu" becomes "You", and back
        record = self.record
        deal = record.deal + 1
        if self.practice_of:
            self.setWindowTitle(self.tr("Practice deal"))
            self.title.setText(self.tr("Deal %1, played again").replace(
                "%1", number(self.practice_of)))
        else:
            self.setWindowTitle(self.tr("Deal %1").replace("%1", number(deal)))
            self.title.setText(self.tr("End of deal %1").replace("%1", number(deal)))
        parts = [preset_title(record.variant),
                 about(self.names[record.dealer], self.tr("dealt by you"),
                       self.tr("dealt by %1"))]
        if record.tiebreak:
            parts.append(self.tr("tie-break deal"))
        self.subtitle.setText(" · ".join(parts))
        self._fill_cappotto()
        if self.game.unit == "thirds":
            self._fill_thirds()
        else:
            self._fill_units()
        self.notes.setText("<br>".join(self._notes()))
        self.notes.setVisible(bool(self.notes.text()))
        # A wrapped label does not ask its layout for the height its lines need: fix the
        # width it will at least have (the board's, as far as the screen has room: a seat
        # that took twenty scoring cards overlaps them) and the height that width takes.
        width = min(max(self.board.sizeHint().width(), MIN_WIDTH), self.room_across())
        hold_lines(self.notes, width)
        self.next_button.setText(self.tr("&Back to the match") if self.practice_of else
                                 self.tr("&See the result") if record.match_over else
                                 self.tr("&Next deal"))
        self.hurry_button.setText(self.tr("&Skip to the result"))
        self.hurry_button.setToolTip(self.tr("The others play the rest of the match at once, "
                                             "without animations; then the result shows."))
        self.board.setAccessibleName(self.tr("Scores of this deal"))

    def _fill_cappotto(self) -> None:
        side = self.record.cappotto
        if side is None:
            return
        big = title_font(self.font(), 2.6, card_face=True)
        self.cappotto.setFont(big)
        if not self.game.positive:
            theirs = self.tr("%1 took every point: everyone else scores 11!")
            form = self._by_side(side, self.tr("You took every point: everyone else scores "
                                               "11!"), theirs,
                                 self.tr("Your side took every point: everyone else scores "
                                         "11!"), theirs)
        else:
            theirs = self.tr("%1 took every trick!")
            form = self._by_side(side, self.tr("You took every trick!"), theirs,
                                 self.tr("Your side took every trick!"), theirs)
        line = fill(form, self._name(side))
        shout = self.tr("CAPPOTTO!")  # outside the f-string, where lupdate can read it
        self.cappotto.setText(
            f"{shout}<br><span style='font-size:{self.font().pointSizeF():g}pt; font-family:\""
            f"{self.font().family()}\"'>{escape(line)}</span>")
        self.cappotto.setAccessibleName(self.tr("Cappotto!") + " " + line)

    def _dimmed(self) -> list[int]:
        active = self.record.active
        return [i for i, m in enumerate(self.sides) if not any(s in active for s in m)]

    def _side_thirds(self) -> list[int]:
        """Thirds each side took, the dealer's discard counted with the last trick's side."""
        record = self.record
        totals = [sum(record.taken[s] for s in members) for members in self.sides]
        if record.discard is not None:
            totals[_side_of(self.sides, record.last_trick)] += \
                self.game.values[record.discard]
        return totals

    def _fill_thirds(self) -> None:
        """Games that count thirds: thirds taken, floored points, the deal's score."""
        record = self.record
        scores, totals = record.scores, record.totals
        thirds = self._side_thirds()
        last_side = _side_of(self.sides, record.last_trick)
        declares = bool(record.rules.get("declarations"))
        declared = [0] * len(self.sides)
        for entry in record.declarations:
            declared[_side_of(self.sides, entry.seat)] += entry.points
        dimmed = self._dimmed()
        rows = []
        for i in range(len(self.sides)):
            if i in dimmed:
                figures = ["", "", *([""] * declares), self.tr("out"), number(totals[i])]
                rows.append(BoardRow(self._name(i), self._hands(i), tuple(figures),
                                     dimmed=True))
                continue
            taken = mixed_thirds(thirds[i])
            if len(self.sides[i]) > 1:
                each = " + ".join(mixed_thirds(record.taken[s]) for s in self.sides[i])
                taken = f"{taken}  ({each})"
            bonus = self.game.last_trick_value if i == last_side else 0
            figures = [taken, number((thirds[i] + bonus) // 3)]
            if declares:
                figures.append(number(declared[i]))
            figures += [number(scores[i]), number(totals[i])]
            rows.append(BoardRow(self._name(i), self._hands(i), tuple(figures),
                                 marked=i == last_side))
        header = [self.tr("Player") if len(self.sides[0]) == 1 else self.tr("Side"),
                  self.tr("Taken"), self.tr("Points")]
        if declares:
            header.append(self.tr("Declared"))
        header += [self.tr("This deal"), self.tr("Total")]
        self._show_rows(header, rows)

    def _fill_units(self) -> None:
        """Games that count units: units (last trick included), the deal's score, total."""
        record = self.record
        units = self.game.units(record)
        last_side = _side_of(self.sides, record.last_trick)
        deal_head = {"busche": self.tr("Busche"), "game_points": self.tr("Game points")}.get(
            self.game.score_unit, self.tr("This deal"))
        tricks = tricks_won(record)
        dimmed = self._dimmed()
        rows = [BoardRow(self._name(i), self._hands(i),
                         (number(sum(tricks[s] for s in m)), number(sum(units[s] for s in m)),
                          number(record.scores[i]), number(record.totals[i])),
                         marked=i == last_side, dimmed=i in dimmed)
                for i, m in enumerate(self.sides)]
        header = [self.tr("Player"), self.tr("Tricks"), self.tr("Units"), deal_head,
                  self.tr("Total")]  # units, as the rules count them: "Presi" stood
        # by "Prese" (tricks) in Italian, two words a letter apart
        self._show_rows(header, rows)

    def _notes(self) -> list[str]:
        """The record's notes as plain sentences under the table (eliminations in bold)."""
        notes = []
        for note in self.record.notes():
            text = self._sentence(note)
            if note.key == "eliminated":
                notes.append(f"<b>{escape(text)}</b>")
            elif text:
                notes.append(escape(text))
        return notes

    def _sentence(self, note: Note) -> str:
        """One note in words ("" for one the table already shows, such as a cappotto)."""
        key, who, numbers = note.key, note.who, note.numbers
        side = self._name(who[0]) if who and key not in SEAT_KEYS else ""
        if key == "last_trick_takes_rest":
            others, score = numbers
            return fill(self._by_side(
                who[0], self.tr("Fractions are dropped. You took the last trick and score "
                                "the rest of 11: %2."),
                self.tr("Fractions are dropped. %1 took the last trick and scores "
                        "the rest of 11: %2."),
                self.tr("Fractions are dropped. Your side took the last trick and scores "
                        "the rest of 11: %2."),
                self.tr("Fractions are dropped. %1 took the last trick and score "
                        "the rest of 11: %2.", "%1: both players of a side")),
                side, equation(number(others + score), "−", number(others), "=",
                               number(score)))
        if key == "last_trick_adds_one":
            theirs = self.tr("Fractions are dropped. %1 took the last trick, which "
                             "adds one point: %2 this deal.")
            return fill(self._by_side(
                who[0], self.tr("Fractions are dropped. You took the last trick, which "
                                "adds one point: %2 this deal."), theirs,
                self.tr("Fractions are dropped. Your side took the last trick, which "
                        "adds one point: %2 this deal."), theirs), side, number(numbers[0]))
        if key == "last_trick_point":
            theirs = self.tr("%1 took the last trick: one point more.")
            return fill(self._by_side(
                who[0], self.tr("You took the last trick: one point more."), theirs,
                self.tr("Your side took the last trick: one point more."), theirs), side)
        if key == "last_trick_worth":
            last = self.names[who[0]]
            return fill(self.tr("You took the last trick, worth %2.") if is_you(last)
                        else self.tr("%1 took the last trick, worth %2."),
                        last, number(numbers[0]))
        if key == "claimed":
            theirs = self.tr("%1 called out (chiamarsi fuori) and won the match!")
            return fill(self._by_side(
                who[0], self.tr("You called out (chiamarsi fuori) and won the match!"), theirs,
                self.tr("Your side called out (chiamarsi fuori) and won the match!"),
                theirs), side)
        if key == "declared":
            return self._declared(numbers[1])
        if key in ONE_PLAYER_KEYS and len(who) == 1:
            return self._about_one(key, self.names[who[0]] if key in SEAT_KEYS else side,
                                   numbers)
        sentences = {
            "fractions_dropped": self.tr("Fractions are dropped."),
            "discard_to_last_trick": self.tr("The dealer's discard went with the last trick."),
            "tiebreak": self.tr("Tie-break deal: the totals stay as they were; "
                                "the best score in this deal breaks the tie."),
            "nothing_taken_pays": self.tr("Nothing taken, so each pays the busche: %1."),
            "no_trick_pays": self.tr("No trick taken, so a game point each: %1."),
            "most_taken": self.tr("The most taken: %1 (%2)."),
        }
        named = self._seats(who) if key in SEAT_KEYS else side
        return fill(sentences.get(key, ""), named, *map(number, numbers))

    def _about_one(self, key: str, name: str, numbers: tuple[int, ...]) -> str:
        """A note about one player (or side), spoken to the player when it is theirs."""
        forms = {
            "eliminated": (self.tr("You are out of the match (total %2)."),
                           self.tr("%1 is out of the match (total %2).")),
            "nothing_taken_pays": (self.tr("You took nothing, so you pay the busche."),
                                   self.tr("%1 took nothing, so they pay the busche.")),
            "no_trick_pays": (self.tr("You took no trick: a game point."),
                              self.tr("%1 took no trick: a game point.")),
            "most_taken": (self.tr("You took the most: %2."),
                           self.tr("%1 took the most: %2.")),
        }
        yours, theirs = forms[key]
        return about(name, yours, theirs, *map(number, numbers))

    def _by_side(self, side: int, yours: str, theirs: str, our_side: str,
                 their_side: str) -> str:
        """The form of a sentence whose subject is ``side``: a player spoken to ("You
        took…") or named, or a side of several, ours ("Your side took…", never "You & Zio
        Gino scores…") or named, with its verbs in the plural."""
        members = self.sides[side]
        ours = any(is_you(self.names[s]) for s in members)
        if len(members) > 1:
            return our_side if ours else their_side
        return yours if ours else theirs

    def _declared(self, index: int) -> str:
        """Named as the table announced it: "Carla declared three aces without cups: 3
        points.", not "a set (Ace of coins, Ace of swords, Ace of batons)"."""
        entry = self.record.declarations[index]
        declared = declaration_name(declaration_of(entry.cards), self.deck)
        return about(self.names[entry.seat], self.tr("You declared %2: %3."),
                     self.tr("%1 declared %2: %3."), declared, points(entry.points))
