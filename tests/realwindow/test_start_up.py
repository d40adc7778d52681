"""On a real X server, where the window is drawn when the server says it is exposed: the
felt and the menus are drawn before the match is set up (see ``tests/test_start_up.py``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ..test_start_up import paints_before_the_match

pytestmark = pytest.mark.realwindow


def test_the_window_is_drawn_before_the_first_match_is_set_up(tmp_path: Path) -> None:
    assert paints_before_the_match(tmp_path) >= 1


@pytest.mark.realwindow(wayland=True)
def test_on_wayland_the_window_is_drawn_and_the_match_set_up(tmp_path: Path) -> None:
    """Weston shows a window from its first drawing: the match, set up after it, must
    still come (a start that waited for a paint that never came would leave the felt
    empty)."""
    assert os.environ["QT_QPA_PLATFORM"] == "wayland"  # the game's process inherits it
    assert paints_before_the_match(tmp_path) >= 1
