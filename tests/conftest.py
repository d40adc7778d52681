"""Test-wide set-up: no display needed, English unless a test is about language.

The ``realwindow`` tests (``tests/realwindow/``) are the exception: each runs again in a
child process on an Xvfb of its own, with Qt's xcb platform (see their conftest).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

LAPTOP = Path(__file__).with_name("offscreen.json")
"""Qt's offscreen screen as a common laptop's, 1366×768 (Qt's own is 800×800)."""
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={LAPTOP}"
os.environ["TRAVERSONE_LANG"] = "en"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


@pytest.fixture(scope="session", autouse=True)
def _dressed_as_the_game(qapp: object) -> None:
    """Every test sees the look the game gives itself (``dress``): its fonts at its size
    and its style. The dialogs had been measured in a smaller font than players see."""
    from PySide6.QtWidgets import QApplication

    from traversone_desktop.__main__ import dress

    assert isinstance(qapp, QApplication)
    dress(qapp)
