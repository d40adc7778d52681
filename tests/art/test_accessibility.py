"""The Chiare deck: suit marks readable against the card, and not by colour alone."""

from __future__ import annotations

import hashlib

from PySide6.QtGui import QColor, QImage

from traversone_desktop.art import get_deck
from traversone_desktop.art.render import paint_card
from traversone_desktop.engine.cards import parse_card


def luminance(hex_rgb: str) -> float:
    """WCAG relative luminance."""
    c = QColor(hex_rgb)

    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_suit_marks_reach_wcag_3_to_1_against_the_card() -> None:
    pal = get_deck("chiare").palette
    for mark in (*pal.marks, pal.ink, pal.index):
        assert contrast(mark, pal.paper) >= 3.0, mark


def test_suit_marks_are_really_drawn_in_those_colours(qapp: object) -> None:
    style = get_deck("chiare")
    for suit, mark in enumerate(style.palette.marks):
        image = paint_card(style, suit * 10 + 3, 120).convertToFormat(QImage.Format.Format_RGB32)
        colours = {image.pixelColor(x, y).name() for x in range(0, 120, 2)
                   for y in range(0, image.height(), 2)}
        assert mark in colours


def test_suits_differ_in_greyscale(qapp: object) -> None:
    """Without colour (greyscale), the four sevens still differ: shapes and frame gaps."""
    style = get_deck("chiare")
    greys = set()
    for code in ("7d", "7c", "7s", "7b"):
        image = paint_card(style, parse_card(code), 100).convertToFormat(
            QImage.Format.Format_Grayscale8)
        greys.add(hashlib.sha256(bytes(image.constBits())).hexdigest())
    assert len(greys) == 4


def test_chiare_indices_are_large() -> None:
    assert get_deck("chiare").index_scale >= 1.5 > get_deck("trevisane").index_scale
