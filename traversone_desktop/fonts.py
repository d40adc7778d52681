"""The bundled fonts, registered once so every machine draws the same glyphs.

Card art and screenshots must not depend on what happens to be installed, so
the program ships its own OFL fonts under ``assets/fonts`` and uses only them.
"""

from __future__ import annotations

import threading
from typing import Final

from PySide6.QtGui import QFontDatabase, QGuiApplication

from traversone_desktop.resources import asset_path

UI_FONT_FAMILY: Final = "Traversone Sans"
"""Clean sans for the user interface and for sheet labels: our subset of Adobe's
Source Sans 3, renamed as the OFL requires (assets/fonts/README.md)."""

CARD_FONT_FAMILY: Final = "Cinzel"
"""Roman capitals for card indices, mottoes and titles."""

UI_POINTS: Final = 11.0
"""The menus' and dialogs' text size, in points as Windows and Linux count them."""

DESIGN_DPI: Final = 96.0
"""The points to the inch every screen of the game was designed and checked at."""

_FILES: Final = (
    ("cinzel", "Cinzel-Bold.ttf"),
    ("traversone-sans", "TraversoneSans-Regular.ttf"),
    ("traversone-sans", "TraversoneSans-Bold.ttf"),
)

_lock = threading.Lock()
_loaded = False


def design_points(points: float) -> float:
    """The point size that draws ``points`` as large as Windows and Linux do. macOS counts
    72 points to its inch where they count 96, so a dialog's text there came out a quarter
    smaller than designed, beside the table's, which is sized in pixels everywhere. A
    screen told to count more (a Linux desktop set to larger text, Qt's scaling off) keeps
    its larger text."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else DESIGN_DPI
    return points * DESIGN_DPI / dpi if 0 < dpi < DESIGN_DPI else points


def load_fonts() -> None:
    """Register the bundled fonts with Qt; later calls do nothing.

    Needs a ``QGuiApplication``: Qt keeps application fonts per application.
    """
    global _loaded
    with _lock:
        if _loaded:
            return
        if QGuiApplication.instance() is None:
            raise RuntimeError("load_fonts() needs a QGuiApplication")
        for folder, name in _FILES:
            path = asset_path("fonts", folder, name)
            if QFontDatabase.addApplicationFont(str(path)) < 0:
                raise RuntimeError(f"cannot load the bundled font {path}")
        _loaded = True
