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

_FILES: Final = (
    ("cinzel", "Cinzel-Bold.ttf"),
    ("traversone-sans", "TraversoneSans-Regular.ttf"),
    ("traversone-sans", "TraversoneSans-Bold.ttf"),
)

_lock = threading.Lock()
_loaded = False


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
