"""A player's name is text as typed: never markup, never a placeholder, wherever it shows."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from traversone_desktop.gui.dialogs.base import Dialog
from traversone_desktop.gui.trick_review import TrickReviewDialog
from traversone_desktop.gui.words import kept_whole, side_name
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import SeatSetup

from .games import play, table
from .test_faults import open_files

NASTY = ("<img src=/dev/zero>", "<b>Gino</b>", "Zia %2 Rosa", "100%1")


def nasty_table():
    setup = table(seed=21)
    return replace(setup, seats=tuple(SeatSetup(n, s.kind, s.level)
                                      for n, s in zip(NASTY, setup.seats, strict=True)))


def press_on_the_question(key: Qt.Key, seen: list[QMessageBox]) -> None:
    """Once the question is up, note it and press ``key`` on it, as the player would."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press)
            return
        seen.append(box)
        QTest.keyClick(box, key)

    QTimer.singleShot(0, press)


def test_esc_on_the_real_start_up_question_keeps_the_match(qtbot, data_dir):
    """The question is shown for real (today an <img> name in it made Qt read /dev/zero
    forever); Esc keeps the match, and the next start asks again."""
    files = open_files(qtbot, data_dir)
    setup = nasty_table()
    files.controller.reach(setup, play(setup, moves=8))
    files.controller.match = None
    for _start in range(2):
        seen: list[QMessageBox] = []
        press_on_the_question(Qt.Key.Key_Escape, seen)
        assert files.startup() is False
        assert files.controller.resumed == []
        [box] = seen
        assert box.textFormat() == Qt.TextFormat.PlainText
        # as typed, %2 and %1 included (its spaces no-break ones, so it wraps whole)
        assert all(kept_whole(name) in box.text() for name in NASTY)
        assert "), deal 1, " in box.text()
    assert len(files.autosaver.shelf()) == 1


def test_fill_substitutes_once_so_a_name_keeps_its_percent_signs():
    assert fill("%1 & %2", "Zia %2 Rosa", "Gino") == "Zia %2 Rosa & Gino"
    assert fill("%1, deal %2", "100%1") == "100%1, deal %2"
    assert side_name(["Zia %2", "%1 Gino"], [0, 1]) == "Zia %2 & %1 Gino"


def test_every_dialog_label_shows_markup_as_typed(qtbot):
    dialog = Dialog()
    qtbot.addWidget(dialog)
    name = QLabel("<b>Gino</b>", dialog)
    chosen = QLabel("<i>rich on purpose</i>", dialog)
    chosen.setTextFormat(Qt.TextFormat.RichText)
    dialog.show()
    assert name.textFormat() == Qt.TextFormat.PlainText
    assert chosen.textFormat() == Qt.TextFormat.RichText


def test_the_trick_review_shows_names_as_typed(qtbot):
    review = TrickReviewDialog([(0, 1), (1, 2), (2, 3), (3, 4)], list(NASTY), "napoletane")
    qtbot.addWidget(review)
    labels = [label for label in review.findChildren(QLabel) if label.text()]
    assert {label.text() for label in labels} >= {"<b>Gino</b>", "<img src=/dev/zero>"}
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
