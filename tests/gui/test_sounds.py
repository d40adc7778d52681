"""The table asks for its sounds at the right moments of the animation, and only then."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pytestqt.qtbot import QtBot

from traversone_desktop.engine import preset
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.session.setup import default_setup

from .conftest import WAIT_MS, wait_for


class FakePlayer:
    """Stands in for the SoundPlayer: notes each sound asked for, and whether any card
    was moving at that moment."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.asked: list[tuple[str, bool]] = []

    def play(self, name: str) -> None:
        moving = any(item.moving for item in self.window.table.card_items.values())
        self.asked.append((name, moving))

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.asked]


def test_a_deal_sounds_shuffle_then_each_card_landing_then_the_sweep(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.table.animator.factor = 0.03  # real animations, quickly
    window.controller.think_ms = 0
    player = FakePlayer(window)
    window.sounds = player  # type: ignore[assignment]
    window.start_demo(MainWindow.demo_setup(preset("traversone"), seed=4), deals=1)
    qtbot.waitUntil(lambda: player.names.count("sweep") >= 2, timeout=WAIT_MS)
    trick = ["play"] * 4 + ["sweep"]
    assert player.names[:11] == ["shuffle", *trick, *trick]
    # The shuffle comes before the pack moves, a card's sound once it has landed, and
    # the sweep as the trick leaves the table.
    assert [moving for _, moving in player.asked[:6]] == [False] * 6


def test_an_instant_table_is_silent(qtbot: QtBot,
                                    make_window: Callable[..., MainWindow]) -> None:
    window = make_window()  # instant speed
    player = FakePlayer(window)
    window.sounds = player  # type: ignore[assignment]
    window.start_demo(MainWindow.demo_setup(preset("traversone"), seed=4), deals=1)
    with qtbot.waitSignal(window.demoFinished, timeout=WAIT_MS):
        pass
    assert player.asked == []


def test_the_win_sounds_when_a_person_wins_the_match(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    window.set_session_speed("normal")
    player = FakePlayer(window)
    window.sounds = player  # type: ignore[assignment]
    bots = next(i for i, side in enumerate(window.controller.match.sides) if 0 not in side)
    window.controller.matchOver.emit((bots,))
    assert player.names == []
    you = next(i for i, side in enumerate(window.controller.match.sides) if 0 in side)
    window.controller.matchOver.emit((you,))
    assert player.names == ["win"]


def test_confetti_flies_when_a_person_wins_not_when_the_bots_beat_them(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Like the win's sound: a bot's win over the family is announced, not celebrated;
    a bots' demo, with nobody at the table to let down, keeps its confetti."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    sides = window.controller.match.sides
    bots = next(i for i, side in enumerate(sides) if 0 not in side)
    you = next(i for i, side in enumerate(sides) if 0 in side)
    window.controller.matchOver.emit((bots,))
    assert window.result is not None and not window.result.banner.confetti
    window.result.reject()
    window.controller.matchOver.emit((you,))
    assert window.result is not None and window.result.banner.confetti
    window.result.reject()
    window.start_demo(MainWindow.demo_setup(preset("traversone"), seed=4), deals=None)
    window.controller.matchOver.emit((bots,))
    assert window.result is not None and window.result.banner.confetti
