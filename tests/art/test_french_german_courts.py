"""French- and German-suited courts: each deck draws its own people, and they differ.

Likeness is measured on edge maps: two renders at hand size, reduced to the
pixels where the grey level jumps, and the share of one drawing's edges that
are edges of the other too. A recoloured copy scores about 0.85 or more; the old
shared paper-doll body scored 0.72 between a knave and a king, and 0.49 between
the Milanese and Genoese courts; different drawings score about 0.3.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from traversone_desktop.art import get_deck
from traversone_desktop.art.deckart import STANDARD, W
from traversone_desktop.engine.cards import make_card

DECKS = ["milanesi", "genovesi", "piemontesi", "toscane", "salisburghesi"]
RANKS = "FCR"
EDGE_W = 90


def draw(deck: str, card: int, width: int) -> QImage:
    """Paint a face without the renderer's safety net, so a drawing error fails the test."""
    style = get_deck(deck)
    image = QImage(width, round(width * style.aspect), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(width / W, width / W)
    (style.art or STANDARD).draw_face(p, style, card)
    p.end()
    return image


def edges(deck: str, card: int) -> set[tuple[int, int]]:
    """Pixels (inside the frame) where the grey level jumps, at hand size."""
    grey = draw(deck, card, EDGE_W).convertToFormat(QImage.Format.Format_Grayscale8)
    w, h, stride = grey.width(), grey.height(), grey.bytesPerLine()
    px = bytes(grey.constBits())
    m = round(w * 0.08)
    found = set()
    for y in range(m, h - m - 1):
        row = y * stride
        for x in range(m, w - m - 1):
            v = px[row + x]
            if abs(v - px[row + x + 1]) + abs(v - px[row + stride + x]) > 60:
                found.add((x, y))
    return found


def overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    """Mean share of each map's edge pixels that are edge pixels of the other too."""
    both = len(a & b)
    return (both / max(1, len(a)) + both / max(1, len(b))) / 2


@pytest.fixture(scope="module")
def maps(qapp: object) -> dict[tuple[str, int, str], set[tuple[int, int]]]:
    return {(deck, suit, rank): edges(deck, make_card(suit, rank))
            for deck in DECKS for suit in range(4) for rank in RANKS}


@pytest.mark.parametrize("deck", DECKS)
def test_every_court_draws_at_every_size_and_twice_alike(qapp: object, deck: str) -> None:
    for suit, rank in itertools.product(range(4), RANKS):
        card = make_card(suit, rank)
        for width in (40, 150):
            draw(deck, card, width)
    king = make_card(0, "R")
    assert draw(deck, king, 320) == draw(deck, king, 320)


@pytest.mark.parametrize("deck", DECKS)
def test_knave_queen_and_king_are_different_people(
        maps: dict[tuple[str, int, str], set[tuple[int, int]]], deck: str) -> None:
    for suit in range(4):
        for a, b in itertools.combinations(RANKS, 2):
            score = overlap(maps[deck, suit, a], maps[deck, suit, b])
            assert score < 0.6, f"{deck}: {a} and {b} of suit {suit} look alike ({score:.2f})"


def test_each_pattern_draws_the_same_court_its_own_way(
        maps: dict[tuple[str, int, str], set[tuple[int, int]]]) -> None:
    for one, two in itertools.combinations(DECKS, 2):
        scores = [overlap(maps[one, suit, rank], maps[two, suit, rank])
                  for suit in range(4) for rank in RANKS]
        mean = sum(scores) / len(scores)
        assert mean < 0.36, f"{one} and {two} courts coincide {mean:.2f}"
        assert max(scores) < 0.45, f"{one} and {two}: a court coincides {max(scores):.2f}"


def test_milanese_hearts_copy_clubs_and_diamonds_copy_spades(
        maps: dict[tuple[str, int, str], set[tuple[int, int]]]) -> None:
    for rank in RANKS:
        hearts, clubs = maps["milanesi", 1, rank], maps["milanesi", 3, rank]
        diamonds, spades = maps["milanesi", 0, rank], maps["milanesi", 2, rank]
        assert overlap(hearts, clubs) > 0.8
        assert overlap(diamonds, spades) > 0.8
        assert overlap(clubs, spades) < 0.6
