"""A player's name in any European alphabet is drawn in the game's own fonts.

Names come from the family: a Romanian or Polish in-law, a Ukrainian carer, a Greek
cousin. A letter the bundled font lacks is drawn in whatever font the machine has (a
different shape and width in the middle of a name), and where it has none, as a box.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextLayout

from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts
from traversone_desktop.gui.dialogs.base import title_font
from traversone_desktop.gui.table.plates import ui_font

NAMES = ("Ștefan Țară", "Łucja Dvořák", "Gülşen Öztürk", "Ðorđe Šimić", "Ľubomír Żak",
         "Ævar Þór Øyvind", "Ilona Kőrösi", "Nguyễn Thị Ánh", "Оксана Їжак", "Олександр",
         "Ελένη Παπαδοπούλου", "Niccolò d'Alì")

BUNDLED = {UI_FONT_FAMILY, CARD_FONT_FAMILY}


def drawn_in(font: QFont, text: str) -> set[str]:
    """The families whose glyphs Qt draws ``text`` with in ``font``."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


@pytest.mark.parametrize("name", NAMES)
def test_a_name_is_drawn_in_the_bundled_fonts(qapp, name: str) -> None:
    load_fonts()
    fonts = {"plate": ui_font(18, bold=True), "dialog": QFont(UI_FONT_FAMILY),
             "winner's headline": title_font(QFont(UI_FONT_FAMILY), 2.4, card_face=True)}
    for where, font in fonts.items():
        assert drawn_in(font, name) <= BUNDLED, where
