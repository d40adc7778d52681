"""The bundled fonts, registered once so every machine draws the same glyphs.

Card art and screenshots must not depend on what happens to be installed, so
the program ships its own OFL fonts under ``assets/fonts`` and uses only them.
"""

from __future__ import annotations

import sys
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

TEXT_SIZE_KEY: Final = r"Software\Microsoft\Accessibility"
"""Where Windows keeps its own text size (``TextScaleFactor``, 100 to 225 per cent), under
the user's registry hive."""

_FILES: Final = (
    ("cinzel", "Cinzel-Bold.ttf"),
    ("traversone-sans", "TraversoneSans-Regular.ttf"),
    ("traversone-sans", "TraversoneSans-Bold.ttf"),
)

_lock = threading.Lock()
_loaded = False


def design_points(points: float) -> float:
    """The point size that draws ``points`` as large as Windows and Linux do, and larger
    where the system asks for larger text. macOS counts 72 points to its inch where they
    count 96, so a dialog's text there came out a quarter smaller than designed, beside
    the table's, which is sized in pixels everywhere. A screen told to count more (a Linux
    desktop set to larger text, Qt's scaling off) keeps its larger text, and Windows' own
    text size (:func:`windows_text_size`) is followed."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else DESIGN_DPI
    drawn = points * DESIGN_DPI / dpi if 0 < dpi < DESIGN_DPI else points
    return drawn * windows_text_size()


def windows_text_size() -> float:
    """Windows' own text size (Settings › Accessibility › Text size), which Windows asks
    every program to follow: 1 to 2.25, and 1 where it is unset or elsewhere. The game
    draws its own font at its own size, so it reads the setting itself."""
    if sys.platform != "win32":
        return 1.0
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, TEXT_SIZE_KEY) as key:
            value, kind = winreg.QueryValueEx(key, "TextScaleFactor")
    except OSError:
        return 1.0
    if kind != winreg.REG_DWORD or not 100 <= value <= 225:
        return 1.0
    return float(value) / 100


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
