"""The end-of-deal summary: who took what, how it became points, and where the match stands.

It reads one record of ``Match.log`` only, so the same dialog can show any past
deal. Traversone-family deals are explained step by step (thirds taken, the
fractions dropped, the last trick's remainder); other games show their units,
their deal scores and whatever extra details the record carries.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget

from traversone_desktop import art
from traversone_desktop.engine.cards import THIRDS, parse_card
from traversone_desktop.engine.rules import Rules
from traversone_desktop.engine.scoring import LAST_TRICK_UNITS
from traversone_desktop.gui.dialogs.base import Dialog, heading, title_font
from traversone_desktop.gui.dialogs.result_grid import ResultGrid
from traversone_desktop.gui.dialogs.texts import (
    equation,
    is_you,
    mixed_thirds,
    number,
    preset_title,
    rules_from_record,
    side_name,
    ui_language,
)
from traversone_desktop.gui.setup import DEFAULT_DECK

CAPPOTTO_STYLE = """
QLabel { color: #fff3c4; border-radius: 14px; padding: 14px;
         background: qlineargradient(x1:0, y1:0, x2:1, y2:1,
                     stop:0 #7a1f24, stop:0.55 #a8322d, stop:1 #c9952b); }
"""


def side_thirds(record: dict[str, Any]) -> list[int]:
    """Thirds each side took, the 3-player discard counted with the last trick's side."""
    sides: list[list[int]] = record["sides"]
    taken: list[int] = record["taken"]
    totals = [sum(taken[s] for s in members) for members in sides]
    discard = record.get("discard")
    if discard:
        for i, members in enumerate(sides):
            if record["last_trick"] in members:
                totals[i] += THIRDS[parse_card(discard)]
    return totals


def units_with_last_trick(record: dict[str, Any]) -> list[int]:
    """Busca and Mattazza units per seat, the last trick's 3 included."""
    last = record["last_trick"]
    return [t + LAST_TRICK_UNITS * (seat == last) for seat, t in enumerate(record["taken"])]


def tricks_won(record: dict[str, Any]) -> list[int]:
    """Tricks each seat took."""
    won = [0] * int(record.get("seats", len(record["taken"])))
    for trick in record.get("tricks") or []:
        if 0 <= trick["winner"] < len(won):
            won[trick["winner"]] += 1
    return won


def declared_by_side(record: dict[str, Any]) -> list[int]:
    """Declaration points of each side in this deal (Tressette's accusi)."""
    sides: list[list[int]] = record["sides"]
    points = [0] * len(sides)
    for entry in record.get("declarations") or []:
        points[_side_of(sides, int(entry["seat"]))] += int(entry["points"])
    return points


def _side_of(sides: Sequence[Sequence[int]], seat: int) -> int:
    return next((i for i, m in enumerate(sides) if seat in m), -1)


class DealSummaryDialog(Dialog):
    """What one deal scored; *Next deal* (accept) moves the match on."""

    def __init__(self, record: dict[str, Any], names: list[str],
                 parent: QWidget | None = None, deck: str = DEFAULT_DECK) -> None:
        super().__init__(parent)
        self.deck = deck
        self.record = record
        self.names = names
        self.rules: Rules | None = rules_from_record(record)
        self.sides: list[list[int]] = record.get("sides") or [[s] for s in range(len(names))]

        self.title = heading("", 1.6, self)
        self.subtitle = QLabel(self)
        self.cappotto = QLabel(self)
        self.cappotto.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cappotto.setWordWrap(True)
        self.cappotto.setStyleSheet(CAPPOTTO_STYLE)
        self.cappotto.setVisible(record.get("cappotto") is not None)
        self.grid = ResultGrid(self, floor_width=480)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons.accepted.connect(self.accept)

        layout = self.main_layout()
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.cappotto)
        layout.addWidget(self.grid)
        layout.addWidget(self.notes)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    # -- texts ----------------------------------------------------------------
    def _name(self, side: int) -> str:
        return side_name(self.names, self.sides[side])

    def _marked_name(self, side: int, last_side: int) -> str:
        if side != last_side:
            return self._name(side)
        return self.tr("%1 · last trick").replace("%1", self._name(side))

    def retranslate_ui(self) -> None:
        record = self.record
        deal = int(record.get("deal", 0)) + 1
        self.setWindowTitle(self.tr("Deal %1").replace("%1", number(deal)))
        self.title.setText(self.tr("End of deal %1").replace("%1", number(deal)))
        dealer = int(record.get("dealer", 0))
        parts = [preset_title(str(record.get("variant", ""))),
                 self.tr("dealt by %1").replace("%1", self.names[dealer])]
        if record.get("tiebreak"):
            parts.append(self.tr("tie-break deal"))
        self.subtitle.setText(" · ".join(parts))
        self._fill_cappotto()
        if self.rules is None or self.rules.game in ("traversone", "tressette"):
            self._fill_thirds()
        else:
            self._fill_units()
        self.notes.setText("<br>".join(self._notes()))
        self.notes.setVisible(bool(self.notes.text()))
        # A wrapped label does not ask its layout for the height its lines need: fix the
        # width it will at least have (the grid's) and the height that width takes.
        width = self.grid.sizeHint().width()
        self.notes.setMinimumSize(width, max(0, self.notes.heightForWidth(width)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("See the result") if record.get("match_over") else
                   self.tr("&Next deal"))
        self.grid.setAccessibleName(self.tr("Scores of this deal"))

    def _fill_cappotto(self) -> None:
        side = self.record.get("cappotto")
        if side is None:
            return
        big = title_font(self.font(), 2.6, card_face=True)
        self.cappotto.setFont(big)
        reverse = self.rules is None or not self.rules.positive
        who = self._name(int(side))
        if reverse:
            line = self.tr("%1 took every point: everyone else scores 11!").replace("%1", who)
        else:
            line = self.tr("%1 took every trick!").replace("%1", who)
        shout = self.tr("CAPPOTTO!")  # outside the f-string, where lupdate can read it
        self.cappotto.setText(
            f"{shout}<br><span style='font-size:11pt; font-family:\""
            f"{self.font().family()}\"'>{escape(line)}</span>")
        self.cappotto.setAccessibleName(self.tr("Cappotto!") + " " + line)

    def _dimmed(self) -> list[int]:
        active = self.record.get("active")
        if not active:
            return []
        return [i for i, m in enumerate(self.sides) if not any(s in active for s in m)]

    def _fill_thirds(self) -> None:
        """Traversone family and Tressette: thirds taken, floored points, the deal's score."""
        record = self.record
        scores, totals = record["scores"], record["totals"]
        thirds = side_thirds(record)
        last_side = _side_of(self.sides, int(record["last_trick"]))
        tressette = self.rules is not None and self.rules.game == "tressette"
        declared = declared_by_side(record)
        dimmed = self._dimmed()
        rows = []
        for i in range(len(self.sides)):
            if i in dimmed:
                rows.append([self._name(i), "", "", self.tr("out"), number(totals[i])])
                continue
            taken = mixed_thirds(thirds[i])
            if len(self.sides[i]) > 1:
                each = " + ".join(mixed_thirds(record["taken"][s]) for s in self.sides[i])
                taken = f"{taken}  ({each})"
            bonus = 3 if tressette and i == last_side else 0
            row = [self._marked_name(i, last_side), taken, number((thirds[i] + bonus) // 3)]
            if tressette:
                row.append(number(declared[i]))
            rows.append([*row, number(scores[i]), number(totals[i])])
        header = [self.tr("Player") if len(self.sides[0]) == 1 else self.tr("Side"),
                  self.tr("Taken"), self.tr("Points")]
        if tressette:
            header.append(self.tr("Declared"))
        header += [self.tr("This deal"), self.tr("Total")]
        self.grid.set_rows(header, rows, marked=[last_side], dimmed=dimmed,
                           emphasis=len(header) - 1)

    def _fill_units(self) -> None:
        """Busca, Mattazza and any other game: units (last trick included), deal score, total."""
        record = self.record
        scores, totals = record["scores"], record["totals"]
        units = units_with_last_trick(record)
        last_side = _side_of(self.sides, int(record["last_trick"]))
        game = self.rules.game if self.rules else ""
        deal_head = {"busca": self.tr("Busche"),
                     "mattazza": self.tr("Game points")}.get(game, self.tr("This deal"))
        tricks = tricks_won(record)
        rows = [[self._marked_name(i, last_side), number(sum(tricks[s] for s in m)),
                 number(sum(units[s] for s in m)), number(scores[i]), number(totals[i])]
                for i, m in enumerate(self.sides)]
        header = [self.tr("Player"), self.tr("Tricks"), self.tr("Taken"), deal_head,
                  self.tr("Total")]
        self.grid.set_rows(header, rows, marked=[last_side], dimmed=self._dimmed(), emphasis=4)

    def _notes(self) -> list[str]:
        """Plain sentences under the table: the last trick, eliminations, details."""
        record, notes = self.record, []
        last_side = _side_of(self.sides, int(record["last_trick"]))
        who = self._name(last_side)
        rules = self.rules
        traversone = rules is None or rules.game == "traversone"
        if record.get("cappotto") is None and traversone:
            thirds = side_thirds(record)
            others = sum(t // 3 for i, t in enumerate(thirds) if i != last_side)
            score = number(record["scores"][last_side])
            you = is_you(who)
            if rules is None or rules.fractions == "to_last_trick":
                sum_ = equation("11", "−", number(others), "=", score)
                notes.append((self.tr("Fractions are dropped. You took the last trick and score "
                                      "the rest of 11: %2.") if you else
                              self.tr("Fractions are dropped. %1 took the last trick and scores "
                                      "the rest of 11: %2.")).replace("%1", who)
                             .replace("%2", sum_))
            elif rules.last_trick_bonus:
                notes.append((self.tr("Fractions are dropped. You took the last trick, which "
                                      "adds one point: %2 this deal.") if you else
                              self.tr("Fractions are dropped. %1 took the last trick, which "
                                      "adds one point: %2 this deal.")).replace("%1", who)
                             .replace("%2", score))
            else:
                notes.append(self.tr("Fractions are dropped."))
            if record.get("discard"):
                notes.append(self.tr("The dealer's discard went with the last trick."))
        elif rules is not None and rules.game == "tressette":
            notes.extend(self._tressette_notes(who))
        elif rules is not None and rules.game in ("busca", "mattazza"):
            notes.extend(self._units_notes(rules.game, who))
        if record.get("tiebreak"):
            notes.append(self.tr("Tie-break deal: the totals stay as they were; "
                                 "the best score in this deal breaks the tie."))
        for seat in record.get("eliminated") or []:
            side = _side_of(self.sides, int(seat))
            out = self.tr("%1 is out of the match (total %2).").replace("%1", self._name(side))
            out = out.replace("%2", number(record["totals"][side]))
            notes.append(f"<b>{escape(out)}</b>")
        return [note if note.startswith("<b>") else escape(note) for note in notes]

    def _tressette_notes(self, last: str) -> list[str]:
        record, notes = self.record, []
        claim = record.get("claim")
        if claim is not None:
            notes.append(self.tr("%1 called themselves out (chiamarsi fuori) and win the match!")
                         .replace("%1", self._name(int(claim))))
        else:
            notes.append(self.tr("You took the last trick: one point more.") if is_you(last)
                         else self.tr("%1 took the last trick: one point more.")
                         .replace("%1", last))
        lang = ui_language()
        kinds = {"napoletana": self.tr("a Napoletana"), "set": self.tr("a set")}
        for entry in record.get("declarations") or []:
            cards = ", ".join(art.card_name(self.deck, parse_card(c), lang)
                              for c in entry["cards"])
            notes.append(self.tr("%1 declared %2 (%3): %4 points.")
                         .replace("%1", self.names[int(entry["seat"])])
                         .replace("%2", kinds.get(entry["kind"], entry["kind"]))
                         .replace("%3", cards).replace("%4", number(int(entry["points"]))))
        return notes

    def _units_notes(self, game: str, last: str) -> list[str]:
        record = self.record
        units = units_with_last_trick(record)
        active = record.get("active") or range(len(units))
        notes = [self.tr("You took the last trick, worth 3.") if is_you(last)
                 else self.tr("%1 took the last trick, worth 3.").replace("%1", last)]
        empty = [self.names[s] for s in active if
                 (units[s] == 0 if game == "busca" else tricks_won(record)[s] == 0)]
        if empty and game == "busca":
            notes.append(self.tr("Nothing taken by %1: they pay the busche.")
                         .replace("%1", ", ".join(empty)))
        elif empty:
            notes.append(self.tr("No trick for %1: a game point each.")
                         .replace("%1", ", ".join(empty)))
        else:
            most = max(units[s] for s in active)
            top = ", ".join(self.names[s] for s in active if units[s] == most)
            notes.append(self.tr("The most taken: %1 (%2).").replace("%1", top)
                         .replace("%2", number(most)))
        return notes
