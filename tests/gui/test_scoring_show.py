"""The end of a deal scored on the felt: every pile opens, the point cards fan out face up
by their owners, the counts end on the record's scores and the plates on its totals; a
click or a key skips it, and an instant table has none."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from traversone_desktop.engine import DealScored, Match, preset
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.gui.table.geometry import scoring_fan
from traversone_desktop.gui.table.model import Seating, TableModel
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.gui.words import number
from traversone_desktop.storage.settings import Settings

from .table_rects import NAMES

GAMES_PLAYED = [("traversone", 4), ("traversone_partners", 4), ("ciapano", 3), ("ciapano", 5),
                ("busca", 4), ("mattazza", 4), ("tressette_2", 2)]


def ended_deal(name: str, players: int, seed: int) -> tuple[TableModel, DealRecord]:
    """The table as the last trick left it, and the deal's record (random legal play)."""
    match = Match(preset(name, players), seed)
    events = match.start()
    rng = random.Random(seed)
    while not match.records:
        moves = match.legal_moves()
        events += match.apply(moves[rng.randrange(len(moves))])
    model = TableModel(players, [list(s) for s in match.sides])
    for event in events:
        model.apply(event)
        if isinstance(event, DealScored):
            break
    return model, match.records[0]


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1280, 770)
    table.show()
    qtbot.waitExposed(table)
    return table


def lay(view: TableView, model: TableModel, record: DealRecord) -> None:
    view.begin(model, list(NAMES[:model.seats]), record.definition, len(record.sides[0]) > 1)
    view.set_seating(Seating(0, frozenset({0})))
    view.reset(model)


def assert_scored(view: TableView, record: DealRecord) -> None:
    """Each seat's point cards lie face up in its fan, each side's count says its score in
    the game's unit, and every plate shows its side's new total."""
    game, show, t = record.definition, view.scoring, view.table()
    faces = view.face_up_cards()
    for seat, pile in enumerate(record.taken_cards()):
        points = [c for c in pile if game.values[c] > 0]
        if seat not in record.active:
            continue
        assert show.fans[seat] == points
        assert set(points) <= faces
        for card, pose in zip(points, scoring_fan(t, seat, view.bottom, len(points)),
                              strict=True):
            assert view.card_items[card].pose == pose
    heads = {next(s for s in m if s in record.active): i for i, m in enumerate(record.sides)
             if any(s in record.active for s in m)}
    for seat, side in heads.items():
        assert show.labels[seat].text == show.score_text(game, record.scores[side])
    for seat, plate in enumerate(view.furniture.plates):
        side = next(i for i, m in enumerate(record.sides) if seat in m)
        assert plate.info.score_line.endswith(number(record.totals[side]))


@pytest.mark.parametrize(("name", "players"), GAMES_PLAYED)
def test_the_scoring_plays_at_normal_speed_and_ends_on_the_records_numbers(
        view: TableView, qtbot: QtBot, name: str, players: int) -> None:
    model, record = ended_deal(name, players, seed=players * 7 + len(name))
    lay(view, model, record)
    view.animator.set_speed("normal")
    texts: dict[int, list[str]] = {}

    def sample() -> None:
        """What each count says over the show, read on every frame while it runs."""
        for seat, label in view.scoring.labels.items():
            if label.isVisible() and (not texts.get(seat) or texts[seat][-1] != label.text):
                texts.setdefault(seat, []).append(label.text)

    frames = QTimer()
    frames.timeout.connect(sample)
    frames.start(16)
    with qtbot.waitSignal(view.scoring.over, timeout=30_000):
        view.scoring.play(record)
        assert view.scoring.running
    frames.stop()
    assert not view.scoring.running
    assert_scored(view, record)
    assert all(len(seen) >= 2 for seen in texts.values()), texts  # counted, then scored


def test_a_key_or_a_click_skips_to_the_end(view: TableView, qtbot: QtBot) -> None:
    for skip in ("key", "click"):
        model, record = ended_deal("traversone", 4, seed=3)
        lay(view, model, record)
        view.animator.set_speed("slow")
        view.scoring.play(record)
        assert view.scoring.running
        with qtbot.waitSignal(view.scoring.over, timeout=1000):
            if skip == "key":
                QTest.keyClick(view, Qt.Key.Key_Space)
            else:
                QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
        assert_scored(view, record)


def test_an_instant_table_scores_at_once(view: TableView, qtbot: QtBot) -> None:
    model, record = ended_deal("busca", 4, seed=5)
    lay(view, model, record)
    view.animator.set_speed("instant")
    with qtbot.waitSignal(view.scoring.over, timeout=0):
        view.scoring.play(record)
    assert not view.scoring.labels


def test_the_scores_stay_laid_out_after_a_resize_and_hide_at_the_next_deal(
        view: TableView, qtbot: QtBot) -> None:
    model, record = ended_deal("traversone", 4, seed=8)
    lay(view, model, record)
    view.animator.set_speed("fast")
    with qtbot.waitSignal(view.scoring.over, timeout=30_000):
        view.scoring.play(record)
    view.resize(1024, 600)
    qtbot.waitUntil(lambda: view.table().width == 1024)
    assert_scored(view, record)
    fanned = {c for cards in view.scoring.fans.values() for c in cards}
    view.scoring.clear()  # the next deal: these cards go back into the pack face down
    assert not view.face_up_cards() & fanned
    view.reset(model)
    assert not view.scoring.labels and not view.scoring.fans


def test_a_new_match_mid_show_never_reports_the_old_deal(view: TableView,
                                                         qtbot: QtBot) -> None:
    model, record = ended_deal("traversone", 4, seed=9)
    lay(view, model, record)
    view.animator.set_speed("normal")
    reports: list[bool] = []
    view.scoring.over.connect(lambda: reports.append(True))
    view.scoring.play(record)
    lay(view, *ended_deal("busca", 4, seed=2))
    qtbot.waitUntil(lambda: not view.animator.busy)
    assert reports == []
