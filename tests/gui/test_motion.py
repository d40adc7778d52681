"""How cards move: turned in perspective, one after another, with no art drawn in flight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine import preset
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table import card_item
from traversone_desktop.gui.table.animator import Animator
from traversone_desktop.gui.table.card_item import CardItem, flip_transform
from traversone_desktop.gui.table.director import stacked_cards
from traversone_desktop.gui.table.geometry import Pose, Table, deck_pose, hand_poses

from .conftest import WAIT_MS, wait_for
from .test_hot_seat import FAMILY


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
