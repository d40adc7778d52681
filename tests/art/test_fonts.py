"""The bundled fonts load and are the families the art asks for."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts


def test_bundled_fonts_register(qapp: object) -> None:
    load_fonts()
    load_fonts()
    families = QFontDatabase.families()
    assert CARD_FONT_FAMILY in families and UI_FONT_FAMILY in families
