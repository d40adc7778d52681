"""The table on a high-density screen (a Retina Mac, Windows at 125 % or 200 %) must look
as it does at normal density, only sharper. Offscreen the screen's density is 1, so the
table is drawn into an image of each density, as a dense screen would draw it, and the two
are compared."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from traversone_desktop.engine.cards import parse_card
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.card_item import card_pixmap
from traversone_desktop.gui.table.muted import muted
from traversone_desktop.gui.table.view import TableView

from .conftest import wait_for
from .test_table_play import human_legal_cards, start

LOOKS_ALIKE = 4.0
"""The most two drawings of the table may differ, per channel on average (0–255), when
looked at a quarter size: the felt's grain and the art's edges differ a little; a card
drawn at half its size in a corner of its place differs by 8 or more."""


def drawn_at(view: TableView, dpr: float) -> QImage:
    """What a screen of density ``dpr`` shows of the table, a quarter of its size."""
    size = view.viewport().size()
    image = QImage(round(size.width() * dpr), round(size.height() * dpr),
                   QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    painter.end()
    return image.scaled(QSize(size.width() // 4, size.height() // 4),
                        Qt.AspectRatioMode.IgnoreAspectRatio,
                        Qt.TransformationMode.SmoothTransformation)


def difference(a: QImage, b: QImage) -> float:
    """The mean difference of two images of one size, per channel (0–255)."""
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            total += sum(abs((p >> s & 255) - (q >> s & 255)) for s in (0, 8, 16))
    return total / (3 * a.width() * a.height())


@pytest.mark.parametrize("dpr", [1.25, 2.0])
def test_a_card_that_may_not_be_played_is_muted_whole(qapp: object, dpr: float) -> None:
    card = card_pixmap("napoletane", parse_card("As"), 100, dpr)
    image = muted(card).toImage()
    assert image.size() == card.size() and image.devicePixelRatio() == dpr
    corner = image.pixelColor(image.width() - 12, image.height() - 12)
    assert corner.alpha() == 255, "the card's lower right corner is missing"


@pytest.mark.parametrize("dpr", [1.25, 2.0])
def test_the_table_looks_the_same_at_any_density(
        qtbot: QtBot, make_window: Callable[..., MainWindow], dpr: float) -> None:
    """At every turn of a whole deal, with cards that may not be played among them."""
    window = make_window()
    start(window, seed=12)
    muted_turns = 0
    while wait_for(qtbot, window, "human", "summary") == "human":
        hand = window.table.model.hands[0]
        muted_turns += len(human_legal_cards(window)) < len(hand)
        seen = difference(drawn_at(window.table, 1.0), drawn_at(window.table, dpr))
        assert seen < LOOKS_ALIKE, f"with {len(hand)} cards in hand"
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert muted_turns >= 3
