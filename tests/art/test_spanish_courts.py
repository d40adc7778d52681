"""The Spanish-suited decks draw court figures of their own.

Figures are compared by their outlines: each figure is painted alone, its edges
found and pooled into coarse cells, and two figures "overlap" by the share of
edge cells they have in common (about 0.8 for one body recoloured, 0.35 for
different drawings).
"""

from __future__ import annotations

import itertools
from functools import cache

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from traversone_desktop.art import get_deck
from traversone_desktop.art.courts.spanish import HALF_WINDOW, Rider, SpanishArt
from traversone_desktop.art.deckart import DeckArt, W, card_height
from traversone_desktop.art.figures import FIG_W, Court
from traversone_desktop.art.signs import COINS
from traversone_desktop.engine.cards import make_card

DECKS = ("napoletane", "siciliane", "romagnole", "sarde", "piacentine", "chiare")
COURTS = [(suit, rank) for suit in range(4) for rank in "FCR"]


def _art(deck: str) -> SpanishArt:
    art = get_deck(deck).art
    assert isinstance(art, SpanishArt)
    return art


def _card(deck: str, card: int, width: int, art: DeckArt | None = None) -> QImage:
    """The card drawn straight through the deck's art, so a drawing error fails the test."""
    style = get_deck(deck)
    image = QImage(width, round(width * style.aspect), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(width / W, width / W)
    (art or _art(deck)).draw_face(p, style, card)
    p.end()
    return image


def _figure(deck: str, suit: int, rank: str, width: int = 96) -> QImage:
    """One figure alone on white, the whole figure box."""
    style = get_deck(deck)
    image = QImage(width, round(width * 1000 / FIG_W), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(width / FIG_W, width / FIG_W)
    p.translate(FIG_W / 2, 0)
    _art(deck).paint_figure(p, Court(style, suit, rank), half=False)
    p.end()
    return image


def _edges(image: QImage, cell: int = 4) -> frozenset[tuple[int, int]]:
    """Coarse cells holding a strong change of brightness (an outline)."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h = gray.width(), gray.height()
    stride = gray.bytesPerLine()
    data = bytes(gray.constBits())
    cells = set()
    for y in range(h - 1):
        row = y * stride
        for x in range(w - 1):
            v = data[row + x]
            if abs(v - data[row + x + 1]) > 60 or abs(v - data[row + stride + x]) > 60:
                cells.add((x // cell, y // cell))
    return frozenset(cells)


@cache
def outline(deck: str, suit: int, rank: str) -> frozenset[tuple[int, int]]:
    """The edge cells of one court figure."""
    return _edges(_figure(deck, suit, rank))


def overlap(a: frozenset[tuple[int, int]], b: frozenset[tuple[int, int]]) -> float:
    """Shared edge cells over all edge cells of two figures (Jaccard)."""
    return len(a & b) / len(a | b)


@pytest.mark.parametrize("deck", DECKS)
def test_every_court_draws_at_several_sizes_and_the_same_every_time(qapp: object,
                                                                    deck: str) -> None:
    for suit, rank in COURTS:
        card = make_card(suit, rank)
        small = _card(deck, card, 48)
        assert small.pixelColor(24, small.height() // 2).alpha() == 255
        first = _card(deck, card, 120)
        assert first == _card(deck, card, 120), (deck, suit, rank)


@pytest.mark.parametrize("deck", DECKS)
def test_fante_cavallo_and_re_are_different_figures(qapp: object, deck: str) -> None:
    for suit in range(4):
        figures = {rank: outline(deck, suit, rank) for rank in "FCR"}
        for a, b in itertools.combinations("FCR", 2):
            assert overlap(figures[a], figures[b]) < 0.5, (deck, suit, a, b)


def test_the_decks_draw_the_same_court_differently(qapp: object) -> None:
    scores = []
    for suit, rank in COURTS:
        figures = [outline(deck, suit, rank) for deck in DECKS]
        scores += [overlap(a, b) for a, b in itertools.combinations(figures, 2)]
    assert max(scores) < 0.6
    assert sum(scores) / len(scores) < 0.42


def test_double_ended_horses_are_whole_inside_each_half(qapp: object) -> None:
    style = get_deck("piacentine")
    for suit in range(4):
        image = QImage(160, 400, QImage.Format.Format_RGB32)
        image.fill(QColor(style.palette.paper))
        p = QPainter(image)
        k = 160 / FIG_W
        p.scale(k, k)
        p.translate(FIG_W / 2, 300)
        _art("piacentine").paint_figure(p, Court(style, suit, "C"), half=True)
        p.end()
        rows = [y for y in range(image.height())
                if any(image.pixelColor(x, y) != QColor(style.palette.paper)
                       for x in range(0, image.width(), 2))]
        top, bottom = (min(rows) / k - 300, max(rows) / k - 300)
        assert HALF_WINDOW[0] <= top and bottom <= HALF_WINDOW[1], (suit, top, bottom)


def test_piacentine_knight_of_coins_rides_away_from_us() -> None:
    figure = _art("piacentine").figures[COINS, "C"]
    assert isinstance(figure, Rider) and figure.from_behind


def test_chiare_indices_never_cover_a_court_figure(qapp: object) -> None:
    style = get_deck("chiare")
    def paper_only(self: object, p: QPainter, court: Court, half: bool) -> None:
        p.fillRect(QRectF(-4000, -4000, 8000, 8000), QColor(style.palette.paper))

    blank = type("NoFigure", (type(style.art),), {"paint_figure": paper_only})
    width = 200
    s = width / W
    box = _art("chiare").index_box(style).adjusted(-6, -6, 6, 6)
    corners = [QRectF(box.left() * s, box.top() * s, box.width() * s, box.height() * s)]
    h = card_height(style)
    corners.append(QRectF((W - box.right()) * s, (h - box.bottom()) * s, box.width() * s,
                          box.height() * s))
    for suit, rank in COURTS:
        card = make_card(suit, rank)
        with_figure = _card("chiare", card, width)
        without = _card("chiare", card, width, blank(style.art.figures))  # type: ignore
        covered = [(x, y) for rect in corners
                   for x in range(int(rect.left()), int(rect.right()))
                   for y in range(int(rect.top()), int(rect.bottom()))
                   if with_figure.pixel(x, y) != without.pixel(x, y)]
        assert not covered, (suit, rank, covered[:3])
