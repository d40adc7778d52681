"""How cards move: turned in perspective, one after another, with no art drawn in flight."""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine import preset
from traversone_desktop.engine.rules import Rules
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table import card_item
from traversone_desktop.gui.table.animator import Animator
from traversone_desktop.gui.table.card_item import CardItem, flip_transform
from traversone_desktop.gui.table.director import stacked_cards
from traversone_desktop.gui.table.geometry import Pose, Table, deck_pose, hand_poses
from traversone_desktop.gui.table.layout import layout
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup
from traversone_desktop.storage.settings import Settings

from .conftest import WAIT_MS, wait_for
from .test_hot_seat import FAMILY
from .ticker import Ticker


def test_a_flip_never_narrows_the_card_to_a_sliver() -> None:
    width, height = 100.0, 170.0
    card = QRectF(-width / 2, -height / 2, width, height)
    for step in range(101):
        shape = flip_transform(step / 100, width).mapRect(card)
        assert shape.width() >= width / 3
        assert shape.height() >= height  # lifted as it turns, never flattened


def test_the_face_shows_only_past_half_way(qapp: object) -> None:
    item = CardItem(5, "napoletane", 100.0, 1.7)
    for flip, shown in ((0.0, False), (0.5, False), (0.51, True), (1.0, True)):
        item.flip = flip
        assert item.face_shown is shown


def test_cards_of_a_staggered_step_leave_one_after_another(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    items = [CardItem(c, "napoletane", 90.0, 1.7) for c in range(3)]
    for item in items:
        scene.addItem(item)
    animator = Animator(scene)
    animator.step([(item, Pose(300.0, 200.0 + i)) for i, item in enumerate(items)], 400, 70)
    with qtbot.waitSignal(animator.idle):
        animator.run()
        assert [item.moving for item in items] == [True, False, False]
        animator.finish()
    assert all(item.at_rest for item in items)


def test_only_the_top_card_of_a_stack_casts_a_resting_shadow() -> None:
    t = Table(1280.0, 800.0, 4, 1.7)
    pack = {c: deck_pose(t, i) for i, c in enumerate(range(40))}
    assert stacked_cards(pack, t.card_width) == set(range(39))
    hand = dict(enumerate(hand_poses(t, 0, 0, 10, True)))
    assert stacked_cards(hand, t.card_width) == set()


def test_no_card_art_is_drawn_while_cards_move(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.table.animator.factor = 0.05
    window.controller.think_ms = 0
    card_item._pixmaps.clear()
    drawn: list[bool] = []
    render = art.render_card

    def counting(*args: Any, **kwargs: Any) -> Any:
        drawn.append(any(i.moving for i in window.table.card_items.values()))
        return render(*args, **kwargs)

    monkeypatch.setattr(art, "render_card", counting)
    window.start_demo(MainWindow.demo_setup(preset("traversone"), seed=2), deals=1)
    with qtbot.waitSignal(window.demoFinished, timeout=WAIT_MS * 2):
        pass
    assert drawn, "the art was drawn at some point"
    assert not any(drawn), f"{drawn.count(True)} cards drawn in mid-flight"


def test_a_card_given_two_moves_in_one_script_makes_both(qtbot: QtBot) -> None:
    """Shown at the stock, then into a hand: the second move of a card in the same script
    dropped the first one unplayed (the other player's draw in Tressette for two never
    showed its face, a hand sorted after a draw jumped into order)."""
    scene = QGraphicsScene()
    item = CardItem(25, "napoletane", 90.0, 1.7)
    scene.addItem(item)
    animator = Animator(scene)
    shown, home = Pose(300.0, 200.0, face_up=True), Pose(500.0, 40.0)
    animator.step([(item, shown)], 80)
    animator.pause(400)
    animator.step([(item, home)], 80)
    gc.collect()  # as Python does now and then, whenever it likes
    with qtbot.waitSignal(animator.idle, timeout=WAIT_MS):
        animator.run()
        qtbot.waitUntil(lambda: item.face_shown and item.pos() == QPointF(300.0, 200.0))
    assert item.pos() == QPointF(500.0, 40.0) and not item.face_shown


def test_the_other_players_draws_show_their_faces_on_the_stock(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Tressette for two draws in the open: at every animation tick of four tricks at
    speed fast, each card the bot draws is seen face up before it joins its hand."""
    window = make_window("random")
    window.set_session_speed("fast")
    c = window.controller
    c.new_match(GameSetup(preset("tressette_2"), (
        SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT)), seed=3))
    seen: set[int] = set()
    items = window.table.card_items
    ticker = Ticker(lambda: seen.update(card for card, item in items.items()
                                        if item.face_shown))
    ticker.start()
    while len(c.match.deal.tricks) < 4:
        wait_for(qtbot, window, "human")
        c.play(next(m for m in c.match.legal_moves() if m < 40))
    wait_for(qtbot, window, "human")
    ticker.stop()
    drawn = {card for trick in c.match.deal.tricks for seat, card in trick.draws if seat == 1}
    assert len(drawn) == 4 and drawn <= seen


def test_a_side_motion_is_moving_and_finishes_but_never_makes_the_table_idle(
        qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    item = CardItem(3, "napoletane", 90.0, 1.7)
    scene.addItem(item)
    animator = Animator(scene)
    with qtbot.assertNotEmitted(animator.idle, wait=50):
        animator.now([(item, Pose(0.0, -20.0))], 5000)
        assert animator.moving and item.moving and not animator.busy
        animator.finish()
        assert not animator.moving and item.at_rest
        animator.now([(item, Pose(0.0, 0.0))], 30)
        qtbot.waitUntil(lambda: not animator.moving)
    assert item.at_rest


def test_no_card_moves_but_through_the_animator(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Offer, hover, keys, hint and the hot seat's hands turning over: whenever a card
    moves, the animator says something moves; the hand's own motions never make the
    table idle."""
    window = make_window()
    view = window.table
    view.animator.factor = 0.3  # real motions, quickly
    window.controller.think_ms = 0
    stray: list[int] = []

    def sample() -> None:
        if not view.animator.moving:
            stray.extend(c for c, item in view.card_items.items() if item.moving)

    sampler = QTimer()
    sampler.setInterval(1)
    sampler.timeout.connect(sample)
    sampler.start()

    def settle() -> None:
        sample()  # at once, before the event loop moves anything on
        qtbot.waitUntil(lambda: not view.animator.moving, timeout=WAIT_MS)
        assert not any(item.moving for item in view.card_items.values())

    window.controller.new_match(FAMILY)
    for _ in range(4):  # turns of one human or the other, most behind the screen
        if wait_for(qtbot, window, "pass", "human") == "pass":
            settle()
            qtbot.mouseClick(view.pass_screen.button, Qt.MouseButton.LeftButton)
            assert view.animator.moving  # the hand turns face up, a card rises
        settle()
        hand = view.model.hands[view.bottom]
        focused = hand[view.hand.focus]
        with qtbot.assertNotEmitted(view.idle, wait=20):
            other = next((c for c in hand if c != focused and view.card_items[c].playable),
                         None)
            if other is not None:
                view.hand.hovered(other, True)
                assert view.animator.moving
                settle()
                view.hand.hovered(other, False)
                settle()
            qtbot.keyClick(view, Qt.Key.Key_Right)
            settle()
            window.act_hint.trigger()
            settle()
        qtbot.keyClick(view, Qt.Key.Key_Return)  # the hand turns face down, the card goes
        settle()
    sampler.stop()
    assert stray == []


def undoing(make_window: Callable[..., MainWindow], settings: Settings, seed: int,
            rules: Rules | None = None) -> MainWindow:
    """A window with undo on, the bots answering at once, at my first turn of a match of
    ``rules`` (Traversone if None)."""
    window = make_window()
    settings.set_flag("allow_undo", True)
    window.controller.think_ms = 0
    window.controller.new_match(replace(default_setup(rules=rules), seed=seed))
    return window


def test_undo_glides_the_cards_back_and_takes_the_trick_announcement_down(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """Taking back a card at normal speed is seen: the card rises back into the hand and
    the trick it took comes back off the pile, turning face down into the bots' hands;
    nothing jumps, and "Zia Rosa takes the trick" is not left up over a trick undone."""
    window = undoing(make_window, settings, 31)
    view = window.table
    wait_for(qtbot, window, "human")
    before = view.model.hands[0][:]
    while True:  # play on until a trick has been taken since my last card
        qtbot.keyClick(view, Qt.Key.Key_Return)
        wait_for(qtbot, window, "human")
        if any(view.model.piles) and len(view.model.trick) < 4:
            break
        before = view.model.hands[0][:]
    mine = next(c for c in before if c not in view.model.hands[0])
    announced = view.furniture.toast.text
    assert "takes the trick" in announced
    window.set_session_speed("normal")
    played_at = view.card_items[mine].pos()
    window.act_undo.trigger()
    assert view.furniture.toast.text == ""
    assert window.controller.waiting_for == "animation"
    card = view.card_items[mine]
    assert card.moving and card.pos() == played_at  # it leaves from where it lay…
    home = QPointF(card.pose.x, card.pose.y)
    qtbot.waitUntil(lambda: card.pos() not in (played_at, home), timeout=WAIT_MS)
    assert card.moving  # …and is seen on its way back, not put there at once
    wait_for(qtbot, window, "human")
    assert view.model.hands[0] == before and not any(view.model.piles)
    qtbot.waitUntil(lambda: not view.animator.moving, timeout=WAIT_MS)
    poses = layout(view.model, view.table(), view.bottom, view.open_seats)
    assert all(view.card_items[c].at_rest for c in poses)
    assert all(view.card_items[c].pose == p for c, p in poses.items() if c not in before)
    assert {c for c in poses if view.card_items[c].face_shown} == \
        set(before) | {card for _seat, card in view.model.trick}


def test_undo_never_shows_a_plate_counting_a_trick_still_on_the_felt(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """Seen in a real window: a card taken back while its trick still lay on the felt put
    "taken ⅓" on the plate of the seat that would have taken it, for a moment, before the
    cards went back (the plates were read from the table as it would be after the sweep)."""
    window = undoing(make_window, settings, 5)
    view = window.table
    wait_for(qtbot, window, "human")
    assert not any(view.model.piles)
    window.set_session_speed("normal")
    lines: list[str] = []
    for plate in view.furniture.plates:
        put = plate.set_info
        plate.set_info = lambda info, put=put: (lines.append(info.score_line), put(info))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(view.model.piles), timeout=WAIT_MS)  # taken, not yet swept
    window.act_undo.trigger()
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=WAIT_MS)
    assert lines and all(line.endswith("taken 0") for line in lines)


def test_points_taken_switched_off_while_the_cards_fly_stay_off(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """*Show points taken* switched off while the bots' cards and the sweep still played
    came back on the plates as the sweep ended (each step put up the plates as they read
    when the step was planned), and the plates it redrew at once counted the trick still
    on the felt."""
    window = undoing(make_window, settings, 5)
    view = window.table
    wait_for(qtbot, window, "human")
    window.set_session_speed("normal")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(view.model.piles), timeout=WAIT_MS)  # taken, not yet swept
    lines: list[str] = []
    for plate in view.furniture.plates:
        put = plate.set_info
        plate.set_info = lambda info, put=put: (lines.append(info.score_line), put(info))
    settings.set_flag("show_points", False)
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=WAIT_MS)
    assert lines and not [line for line in lines if "taken" in line]
    settings.set_flag("show_points", True)
    assert any("taken" in p.info.score_line and not p.info.score_line.endswith("taken 0")
               for p in view.furniture.plates)  # back on, on the trick swept


def test_undo_after_a_draw_puts_the_drawn_cards_back_on_the_stock(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """Tressette for two draws from the stock after every trick: taken back, the two drawn
    cards are backs on the stock again (which backs, nobody knows), and no card is left
    showing anywhere the table does not have one."""
    window = undoing(make_window, settings, 4, preset("tressette_2", 2))
    view = window.table
    wait_for(qtbot, window, "human")
    stock = view.model.stock
    while view.model.stock == stock:  # until a trick is taken and both have drawn
        qtbot.keyClick(view, Qt.Key.Key_Return)
        wait_for(qtbot, window, "human")
    window.set_session_speed("normal")
    window.act_undo.trigger()
    wait_for(qtbot, window, "human")
    qtbot.waitUntil(lambda: not view.animator.moving, timeout=WAIT_MS)
    assert view.model.stock == stock
    poses = layout(view.model, view.table(), view.bottom, view.open_seats)
    shown = {c for c, item in view.card_items.items() if item.isVisible()}
    assert shown == set(poses)
    assert all(view.card_items[c].at_rest for c in poses)
    on_stock = [c for c in poses if c not in view.model.hands[0] + view.model.hands[1]
                and all(c != card for _seat, card in view.model.trick)
                and not any(c in pile for pile in view.model.piles)]
    assert len(on_stock) == stock and not any(view.card_items[c].face_shown for c in on_stock)


def test_undo_brings_back_the_signal_on_the_trick(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """Tressette: Zio Gino led with "Volo" and I answered; taken back, the trick's badge
    says his signal again while I choose once more."""
    window = undoing(make_window, settings, 1, preset("tressette", 4))
    view = window.table
    wait_for(qtbot, window, "human")
    while not (view.furniture.signal_badge.text and view.model.trick):
        qtbot.keyClick(view, Qt.Key.Key_Return)
        wait_for(qtbot, window, "human")
    badge = view.furniture.signal_badge.text
    qtbot.keyClick(view, Qt.Key.Key_Return)
    wait_for(qtbot, window, "human")
    window.set_session_speed("normal")
    window.act_undo.trigger()
    wait_for(qtbot, window, "human")
    assert badge == "Volo (Zio Gino)" and view.furniture.signal_badge.text == badge


def table_state(window: MainWindow) -> tuple[object, ...]:
    """What undo must restore: the hands, the trick, the piles and the moves played."""
    m = window.table.model
    assert m is not None and window.controller.match is not None
    return (tuple(map(tuple, m.hands)), tuple(m.trick), tuple(map(tuple, m.piles)),
            len(window.controller.match.moves))


def assert_table_at_rest(qtbot: QtBot, window: MainWindow) -> None:
    """Every card at rest where the layout says, and faces only in my hand and on the
    trick."""
    view = window.table
    qtbot.waitUntil(lambda: not view.animator.moving, timeout=WAIT_MS)
    poses = layout(view.model, view.table(), view.bottom, view.open_seats)
    assert all(view.card_items[c].at_rest for c in poses)
    assert all(view.card_items[c].pose == p for c, p in poses.items()
               if c not in view.model.hands[0])  # mine rise and sink as I may play them
    assert {c for c in poses if view.card_items[c].face_shown} == \
        set(view.model.hands[0]) | {card for _seat, card in view.model.trick}


@pytest.mark.parametrize("moment", ["bot", "animation"])
def test_a_card_played_by_mistake_is_taken_back_while_the_others_answer(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow],
        moment: str) -> None:
    """Ctrl+Z at once after a wrong card, while a bot thinks or its card flies: the table
    goes back from where it stands (a bot's card stopped on its way turns back), the bot's
    answer never lands, and I choose again; then play goes on as ever."""
    window = undoing(make_window, settings, 31)
    window.set_session_speed("normal")
    view, controller = window.table, window.controller
    wait_for(qtbot, window, "human")
    before = table_state(window)
    mine = set(view.model.hands[0])
    qtbot.keyClick(view, Qt.Key.Key_Return)
    if moment == "bot":
        wait_for(qtbot, window, "bot")
    else:  # a bot's card on its way to the trick
        qtbot.waitUntil(lambda: any(item.moving for c, item in view.card_items.items()
                                    if c not in mine), timeout=WAIT_MS)
        assert controller.waiting_for == "animation"
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert not view.thinking and view.turn == 0
    wait_for(qtbot, window, "human")
    assert table_state(window) == before
    assert_table_at_rest(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # and the deal goes on from there
    wait_for(qtbot, window, "human")
    assert len(controller.match.moves) == before[-1] + 4
    assert_table_at_rest(qtbot, window)


def test_undo_is_closed_once_the_deal_is_scored(
        qtbot: QtBot, settings: Settings, make_window: Callable[..., MainWindow]) -> None:
    """The last card of a deal cannot be taken back: the summary, and the animation of the
    scoring before it, keep Undo closed."""
    window = undoing(make_window, settings, 31)
    wait_for(qtbot, window, "human")
    seen: list[tuple[str, bool]] = []
    window.controller.waitingChanged.connect(
        lambda state: seen.append((state, window.act_undo.isEnabled())))
    while window.controller.waiting_for != "summary":
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.waiting_for in ("human", "summary"),
                        timeout=WAIT_MS)
    assert not window.act_undo.isEnabled()
    assert seen[-3:] == [("animation", False), ("", False), ("summary", False)]
    assert ("human", True) in seen
    assert ("bot", True) in seen and ("animation", True) in seen
