"""How cards move: turned in perspective, one after another, with no art drawn in flight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from traversone_desktop import art
from traversone_desktop.engine import preset
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table import card_item
from traversone_desktop.gui.table.animator import Animator
from traversone_desktop.gui.table.card_item import CardItem, flip_transform
from traversone_desktop.gui.table.geometry import Pose, Table, deck_pose, hand_poses
from traversone_desktop.gui.table.view import stacked_cards

from .conftest import WAIT_MS


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
