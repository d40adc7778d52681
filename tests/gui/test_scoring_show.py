"""The end of a deal scored on the felt: every pile opens, the point cards fan out face up
by their owners, the counts end on the record's scores and the plates on its totals; a
click or a key skips it, and an instant table has none."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from itertools import product
from typing import Any

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine import CardPlayed, DealScored, DealStarted, Match, preset
from traversone_desktop.engine.record import DealRecord
from traversone_desktop.gui.table.geometry import (
    PILE_DEPTH,
    Box,
    Table,
    card_box,
    count_height,
    pile_poses,
    plate_centre,
    score_spot,
    scoring_fan,
)
from traversone_desktop.gui.table.model import Seating, TableModel
from traversone_desktop.gui.table.scoring import LAST_WORD_MS
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.gui.words import number, score_text
from traversone_desktop.storage.settings import Settings

from .table_rects import NAMES, scoring_overlaps

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


def shown_to_the_end(view: TableView, qtbot: QtBot, model: TableModel,
                     record: DealRecord) -> None:
    """``record``'s deal laid on the table and scored on the felt, skipped to its end (the
    point cards stay open, the counts stand)."""
    lay(view, model, record)
    with qtbot.waitSignal(view.scoring.over, timeout=5000):
        view.scoring.play(record)
        QTest.keyClick(view, Qt.Key.Key_Space)


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
        assert show.labels[seat].text == score_text(game.score_unit, record.scores[side])
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


def test_a_practice_deals_plates_end_its_scoring_saying_so(view: TableView,
                                                           qtbot: QtBot) -> None:
    """A practice deal has no totals: where a match's plates end on "Total 12", its end on
    "Practice" (they had said "Total 5", the practice's count from nothing)."""
    model, record = ended_deal("busca", 4, seed=3)
    view.practice = True
    shown_to_the_end(view, qtbot, model, record)
    assert [plate.info.score_line for plate in view.furniture.plates] == ["Practice"] * 4


def test_a_key_or_a_click_skips_to_the_end(view: TableView, qtbot: QtBot) -> None:
    """Not a key held down since the last card: its repeats leave the show running."""
    for skip in ("key", "click"):
        model, record = ended_deal("traversone", 4, seed=3)
        lay(view, model, record)
        view.animator.set_speed("slow")
        view.scoring.play(record)
        assert view.scoring.running
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
            QApplication.sendEvent(view, QKeyEvent(
                QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True))
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


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_plates_keep_to_the_totals_once_the_deal_is_scored(view: TableView, qtbot: QtBot,
                                                               speed: str) -> None:
    """The deal ends on each plate's new total. The family then takes its seats back from
    the bots, or shows the points taken, or the language changes, beside the summary:
    the plates said "Total 3 · taken 2" again, as if the next deal had begun. An instant
    table, with no show (and so the last deal of a match skipped to its result), said
    it from the start, and kept saying it beside the winner."""
    model, record = ended_deal("traversone", 4, seed=8)
    view.aids["show_points"] = True
    if speed == "normal":
        shown_to_the_end(view, qtbot, model, record)
    else:
        lay(view, model, record)
        view.animator.set_speed(speed)
        with qtbot.waitSignal(view.scoring.over, timeout=0):
            view.scoring.play(record)
    refreshes = {
        "the end of the deal": lambda: None,
        "the points taken shown": lambda: view.set_aid("show_points", True),
        "a seat back from a bot (the turn told again)": lambda: view.set_turn(-1),
        "another language": view.retranslate_ui,
    }
    for what, refresh in refreshes.items():
        refresh()
        for seat, plate in enumerate(view.furniture.plates):
            total = record.totals[next(i for i, m in enumerate(record.sides) if seat in m)]
            assert plate.info.score_line == f"Total {total}", what


def test_a_new_match_mid_show_never_reports_the_old_deal(view: TableView, qtbot: QtBot,
                                                         qtlog: Any) -> None:
    """Nor does Qt warn of the old show's animations left without their piece: the new
    match plays the old show out at once, and its counts, just taken off the table, were
    gone already."""
    model, record = ended_deal("traversone", 4, seed=9)
    lay(view, model, record)
    view.animator.set_speed("normal")
    reports: list[bool] = []
    view.scoring.over.connect(lambda: reports.append(True))
    view.scoring.play(record)
    lay(view, *ended_deal("busca", 4, seed=2))
    qtbot.waitUntil(lambda: not view.animator.busy)
    assert reports == []
    assert [r.message for r in qtlog.records if "without target" in r.message] == []


WINDOWS = ((784, 470), (784, 552), (960, 500), (900, 520), (900, 600), (1024, 600), (1280, 800),
           (1366, 768), (1920, 1080), (2560, 1440), (960, 1040), (1080, 1850))
"""Wide windows, one snapped to half a wide screen and a monitor turned upright."""
MENU_BAR = 30


@pytest.mark.parametrize(("name", "players"), [("ciapano", 3), ("traversone", 4),
                                               ("ciapano", 5)])
def test_the_opened_piles_and_the_counts_cover_nothing(
        view: TableView, qtbot: QtBot, name: str, players: int) -> None:
    """Three players' opened piles met in the middle of the table, four players' reached
    over the right seat's pile: at the end of a deal no seat's point cards lie over
    another's, over a plate, a pile or a count, and all stay on the table, at every
    window size."""
    found = []
    for seed in range(3):
        model, record = ended_deal(name, players, seed)
        lay(view, model, record)
        view.animator.set_speed("fast")
        with qtbot.waitSignal(view.scoring.over, timeout=5000):
            view.scoring.play(record)
            QTest.keyClick(view, Qt.Key.Key_Space)
        for w, h in WINDOWS:
            view.resize(w, h - MENU_BAR)
            qtbot.waitUntil(partial(lambda width: view.table().width == width, w))
            found += [(seed, w, h, *pair) for pair in scoring_overlaps(view)]
    assert not found, f"{len(found)} overlaps, first {found[:5]}"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_count_is_in_proportion_to_its_plate(view: TableView, qtbot: QtBot,
                                               players: int) -> None:
    """Five players' plates stop growing before the cards do, and their counts stood
    taller than the plates they belong to: at every window a count is no taller than its
    plate."""
    model, record = ended_deal("ciapano", players, seed=4)
    shown_to_the_end(view, qtbot, model, record)
    tall = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        qtbot.waitUntil(partial(lambda width: view.table().width == width, w))
        plate = view.table().plate_size[1]
        tall += [(w, h, seat, round(label.rect().height()), round(plate))
                 for seat, label in view.scoring.labels.items()
                 if label.isVisible() and label.rect().height() > plate]
    assert not tall, tall


def _count_room(t: Table, seat: int) -> Box:
    """The room a seat's count may take: as wide as its plate, one line high, where
    :func:`score_spot` stands it."""
    x, y, grows = score_spot(t, seat, 0)
    half, height = t.plate_size[0] / 2, count_height(t)
    return x - half, min(y, y + grows * height), x + half, max(y, y + grows * height)


def _crosses(a: Box, b: Box) -> bool:
    return a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_seat_with_most_of_the_points_has_room_for_them(players: int) -> None:
    """One seat may take most of the 24 point cards: its opened pile wraps into rows in its
    own part of the table, clear of the other seats' opened piles, of every plate, pile
    and count, and on the table, at every window and card size and card shape."""
    aspects = sorted(art.get_deck(deck).aspect for deck in art.deck_names())
    found = []
    for (w, h), scale, aspect, heavy, many in product(
            WINDOWS, (0.85, 1.0, 1.4), (aspects[0], aspects[-1]), range(players), (12, 16, 20)):
        t = Table(w, h - MENU_BAR, players, aspect, scale)
        pw, ph = t.plate_size
        fixed = [_count_room(t, seat) for seat in range(players)]
        fixed += [(x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2)
                  for x, y in (plate_centre(t, seat, 0) for seat in range(players))]
        fixed += [card_box(t, p) for seat in range(players)
                  for p in pile_poses(t, seat, 0, PILE_DEPTH + 1)]
        fans = [[card_box(t, p) for p in scoring_fan(
            t, seat, 0, many if seat == heavy else (24 - many) // (players - 1))]
            for seat in range(players)]
        for i, fan in enumerate(fans):
            others = fixed + [box for other in fans[i + 1:] for box in other]
            found += [(w, h, scale, aspect, heavy, many, i) for a in fan
                      if any(_crosses(a, b) for b in others)
                      or a[0] < 0 or a[1] < 0 or a[2] > t.width or a[3] > t.height]
    assert not found, f"{len(found)} overlaps, first {found[:5]}"


def test_a_one_digit_count_is_a_disc_not_a_tall_pill(view: TableView, qtbot: QtBot) -> None:
    """A count of "0" or "2" is at least as wide as it is tall; a longer count or a
    wrapped announcement keeps its own width."""
    model, record = ended_deal("traversone", 4, seed=4)
    shown_to_the_end(view, qtbot, model, record)
    label = view.scoring.labels[0]
    label.set_text("2", 20.0)
    assert label.rect().width() >= label.rect().height()
    label.set_text("10 2⁄3", 20.0)
    wide = label.rect().width()
    label.set_text("10 2⁄3 and more words to wrap", 20.0, max_width=wide)
    assert label.rect().width() <= wide


@pytest.mark.parametrize(("name", "players"), [("traversone", 4), ("ciapano", 5),
                                               ("tressette_2", 2)])
def test_the_match_over_prompt_stands_clear_of_the_opened_cards(
        view: TableView, qtbot: QtBot, name: str, players: int) -> None:
    """After the last deal its point cards stay open on the felt, and the prompt says how
    to go on: at every window it keeps clear of every other seat's opened cards."""
    model, record = ended_deal(name, players, seed=4)
    shown_to_the_end(view, qtbot, model, record)
    found = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        qtbot.waitUntil(partial(lambda width: view.table().width == width, w))
        view.set_prompt("La partita è finita. F2 ne inizia una nuova.")
        prompt = view.furniture.prompt
        area = prompt.mapRectToScene(prompt.rect())
        found += [(w, h, c) for seat, cards in view.scoring.fans.items() if seat != view.bottom
                  for c in cards
                  if view.card_items[c].scene_card_rect().adjusted(3, 3, -3, -3).intersects(area)]
    assert not found, found


@pytest.mark.parametrize(("name", "players"), [("traversone", 4), ("ciapano", 5),
                                               ("tressette_2", 2)])
def test_the_winner_stays_named_on_the_felt_covering_nothing(
        view: TableView, qtbot: QtBot, name: str, players: int) -> None:
    """Once the winner screen is closed, the finished table says who won (it said only
    that the match was over): where the trick was, clear of the opened cards, the counts,
    the plates and the prompt, at every window."""
    model, record = ended_deal(name, players, seed=4)
    shown_to_the_end(view, qtbot, model, record)
    toast, prompt = view.furniture.toast, view.furniture.prompt
    found = []
    for w, h in WINDOWS:
        view.resize(w, h - MENU_BAR)
        qtbot.waitUntil(partial(lambda width: view.table().width == width, w))
        view.set_prompt("La partita è finita. F2 ne inizia una nuova.")
        for text in ("Vince Zio Gino!", "Vincono Nonna Pina e Zia Rosa!"):
            view.show_toast(text, held=True, middle=True)
            pill = toast.mapRectToScene(toast.rect())
            things = [(f"card {card}", item.scene_card_rect())
                      for card, item in view.card_items.items() if item.isVisible()]
            things += [(f"plate {seat}", plate.mapRectToScene(plate.rect()))
                       for seat, plate in enumerate(view.furniture.plates)
                       if plate.isVisible()]
            things += [(f"count {seat}", label.mapRectToScene(label.rect()))
                       for seat, label in view.scoring.labels.items() if label.isVisible()]
            things.append(("prompt", prompt.mapRectToScene(prompt.rect())))
            assert toast.isVisible() and toast.text == text
            found += [(w, h, text, thing) for thing, rect in things
                      if rect.adjusted(1, 1, -1, -1).intersects(pill)]
    assert not found, found


@pytest.mark.parametrize("size", [(853, 470), (1280, 770), (1920, 1050), (960, 1010)])
@pytest.mark.parametrize("players", [4, 5])
def test_who_is_out_is_said_when_the_totals_stand_and_covers_nothing(
        view: TableView, qtbot: QtBot, players: int, size: tuple[int, int]) -> None:
    """"Zio Gino is out" was shown as the last trick was swept, and the scoring wiped it at
    once: nobody saw it. Now the seats out are named together once the totals have rolled,
    where the trick was, covering none of the opened cards, counts and plates."""
    model, record = ended_deal("ciapano", players, seed=players)
    left = players - 1
    record = replace(record, eliminated=(1, 2, left))
    view.resize(*size)
    lay(view, model, record)
    view.animator.set_speed("normal")
    toast = view.furniture.toast
    said = f"{NAMES[1]}, {NAMES[2]} and {NAMES[left]} are out"
    seen: list[tuple[str, bool, list[str]]] = []

    def sample() -> None:
        """What the announcement says over the show, and what it covers."""
        if toast.isVisible() and (not seen or seen[-1][0] != toast.text):
            pill = toast.mapRectToScene(toast.rect())
            things = [(f"card {card}", item.scene_card_rect())
                      for card, item in view.card_items.items() if item.isVisible()]
            things += [(f"plate {seat}", plate.mapRectToScene(plate.rect()))
                       for seat, plate in enumerate(view.furniture.plates)]
            things += [(f"count {seat}", label.mapRectToScene(label.rect()))
                       for seat, label in view.scoring.labels.items() if label.isVisible()]
            covered = [name for name, rect in things
                       if rect.adjusted(1, 1, -1, -1).intersects(pill)]
            seen.append((toast.text, view.scoring.running, covered))

    frames = QTimer()
    frames.timeout.connect(sample)
    frames.start(16)
    with qtbot.waitSignal(view.scoring.over, timeout=30_000):
        view.scoring.play(record)
    frames.stop()
    assert seen == [(said, True, [])]


def test_the_last_tricks_announcement_is_read_before_the_table_clears(
        view: TableView, qtbot: QtBot) -> None:
    """At normal speed the deal's last trick is announced ("Zia Rosa takes …", worth a
    point) and stays up for a read before the scoring clears the table; meanwhile, and
    from the moment the trick is swept, the plates keep the totals before the deal, which
    the scoring then rolls on to the new ones (they never jump ahead, then back)."""
    match = Match(preset("traversone", 4), 3)
    events = match.start()
    rng = random.Random(3)
    while not match.records:
        moves = match.legal_moves()
        events += match.apply(moves[rng.randrange(len(moves))])
    last = max(i for i, e in enumerate(events) if isinstance(e, CardPlayed))
    end = next(i for i, e in enumerate(events) if isinstance(e, DealScored))
    model = TableModel(4, [list(s) for s in match.sides])
    for event in events[:last]:
        model.apply(event)
    record = match.records[0]
    lay(view, model, record)
    view.animator.set_speed("normal")
    clock = QElapsedTimer()
    announced: list[int] = []
    cleared: list[int] = []
    plates: set[str] = set()

    def sample() -> None:
        if not announced and view.furniture.toast.text:
            announced.append(clock.elapsed())
        if announced and not cleared and not view.furniture.toast.text:
            cleared.append(clock.elapsed())
        if not cleared:
            plates.update(plate.info.score_line.split(" · ")[0]
                          for plate in view.furniture.plates)

    frames = QTimer()
    frames.timeout.connect(sample)
    frames.start(10)
    clock.start()
    with qtbot.waitSignal(view.idle, timeout=10_000):
        view.play_events(events[last:end + 1])
    with qtbot.waitSignal(view.scoring.over, timeout=30_000):
        view.scoring.play(record)
    frames.stop()
    assert announced and cleared
    assert cleared[0] - announced[0] >= LAST_WORD_MS - 20  # a timer may fire a frame early
    assert plates == {f"Total {number(total - score)}"
                      for total, score in zip(record.totals, record.scores, strict=True)}
    assert_scored(view, record)


def test_who_is_out_shows_on_the_plates_when_the_scoring_says_so(
        view: TableView, qtbot: QtBot) -> None:
    """Ciapanò: the deal that puts a seat out is played to its end at normal speed. The
    last trick is announced first; who is out is said by the scoring, once the totals
    stand, and only then does that plate show it out (dimmed, "Out · total 34"): never at
    the sweep, over the totals before the deal."""
    match = Match(preset("ciapano", 4), 11)
    events = match.start()
    rng = random.Random(11)
    while not any(r.eliminated for r in match.records):
        moves = match.legal_moves()
        events += match.apply(moves[rng.randrange(len(moves))])
    record = next(r for r in match.records if r.eliminated)
    end = max(i for i, e in enumerate(events) if isinstance(e, DealScored))
    batch_end = next((i for i, e in enumerate(events)
                      if i > end and isinstance(e, DealStarted)), len(events))
    last = max(i for i, e in enumerate(events[:end]) if isinstance(e, CardPlayed))
    model = TableModel(4, [list(s) for s in match.sides])
    for event in events[:last]:
        model.apply(event)
    lay(view, model, record)
    view.animator.set_speed("normal")
    out_text = view.director.out_text(record.eliminated)
    toasts: list[str] = [""]
    shown_out_early: list[str] = []

    def sample() -> None:
        text = view.furniture.toast.text
        if text != toasts[-1]:
            toasts.append(text)
        if out_text not in toasts:
            shown_out_early.extend(view.furniture.plates[s].info.score_line
                                   for s in record.eliminated
                                   if view.furniture.plates[s].info.out)

    frames = QTimer()
    frames.timeout.connect(sample)
    frames.start(10)
    with qtbot.waitSignal(view.idle, timeout=10_000):
        view.play_events(events[last:batch_end])
    with qtbot.waitSignal(view.scoring.over, timeout=30_000):
        view.scoring.play(record)
    frames.stop()
    assert shown_out_early == []
    said = [t for t in toasts if t]
    assert len(said) == 2 and said[1] == out_text and out_text not in said[0]
    for seat in record.eliminated:
        plate = view.furniture.plates[seat].info
        assert plate.out and plate.score_line == f"Out · total {record.totals[seat]}"
        assert plate.short_line == f"Out · {record.totals[seat]}"  # for a small plate
