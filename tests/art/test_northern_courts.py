"""Northern Italian courts: each deck draws its own fante, cavallo and re, and its numerals
can be counted at hand size."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from traversone_desktop.art import get_deck
from traversone_desktop.art.deckart import W
from traversone_desktop.art.figures import Court
from traversone_desktop.art.style import DeckStyle
from traversone_desktop.engine.cards import parse_card, rank_of, suit_of

NORTHERN = ["trevisane", "triestine", "bergamasche", "bolognesi", "trentine", "bresciane"]
COURTS = [f"{rank}{suit}" for suit in "dcsb" for rank in "FCR"]


def draw(style: DeckStyle, code: str, width: int) -> QImage:
    """The face of ``code`` drawn straight through the deck's art, so an error raises."""
    image = QImage(width, round(width * style.aspect), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(width / W, width / W)
    assert style.art is not None
    style.art.draw_face(p, style, parse_card(code))
    p.end()
    return image


def edges(image: QImage, margin: float = 0.12) -> set[tuple[int, int]]:
    """Pixels inside the frame where the grey level jumps: the drawing's lines."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h, stride = grey.width(), grey.height(), grey.bytesPerLine()
    data = bytes(grey.constBits())
    x0, y0 = int(w * margin), int(h * margin * 0.6)
    w, h = w - 1, h - 1
    found = set()
    for y in range(y0, h - y0):
        row = y * stride
        for x in range(x0, w - x0):
            v = data[row + x]
            if abs(v - data[row + x + 1]) > 40 or abs(v - data[row + stride + x]) > 40:
                found.add((x, y))
    return found


def overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    """How much of two edge maps coincides (Jaccard): 1 for the same drawing."""
    return len(a & b) / max(1, len(a | b))


def figure_edges(deck: str) -> dict[str, set[tuple[int, int]]]:
    """Edge maps of a deck's twelve courts without the scaffold they all share (frame,
    panel, divide, name band), which is no part of any figure."""
    style = get_deck(deck)
    maps = {code: edges(draw(style, code, 100)) for code in COURTS}
    counts: dict[tuple[int, int], int] = {}
    for found in maps.values():
        for px in found:
            counts[px] = counts.get(px, 0) + 1
    scaffold = {px for px, n in counts.items() if n >= 9}
    return {code: found - scaffold for code, found in maps.items()}


@pytest.mark.parametrize("deck", NORTHERN)
def test_every_court_draws_at_several_sizes_and_the_same_twice(qapp: object,
                                                               deck: str) -> None:
    style = get_deck(deck)
    for code in COURTS:
        draw(style, code, 36)
        assert draw(style, code, 72) == draw(style, code, 72)


@pytest.mark.parametrize("deck", NORTHERN)
def test_fante_cavallo_and_re_are_different_figures(qapp: object, deck: str) -> None:
    maps = figure_edges(deck)
    for suit in "dcsb":
        for a, b in itertools.combinations("FCR", 2):
            assert overlap(maps[a + suit], maps[b + suit]) < 0.3, (deck, suit, a, b)


def figure_alone(deck: str, code: str) -> QImage:
    """Just the figure of court ``code``, full length in the figure box, so two decks'
    figures are compared on the same footing (no card size, frame or divide)."""
    style = get_deck(deck)
    card = parse_card(code)
    image = QImage(128, 200, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(64, 0)
    p.scale(0.2, 0.2)
    assert style.art is not None
    style.art.paint_figure(p, Court(style, suit_of(card), rank_of(card)), half=False)
    p.end()
    return image


def test_each_deck_draws_the_same_court_its_own_way(qapp: object) -> None:
    for code in COURTS:
        maps = {deck: edges(figure_alone(deck, code), 0.0) for deck in NORTHERN}
        for a, b in itertools.combinations(NORTHERN, 2):
            assert overlap(maps[a], maps[b]) < 0.6, (code, a, b)


def test_signature_courts_differ_from_their_suit_fellows(qapp: object) -> None:
    """The executioner, the fante with two swords, the king with the arms, the fante with
    two batons are drawn as their own figures, not as the deck's usual fante or re."""
    for deck, special, usual in (("trevisane", "Fs", "Fd"), ("trevisane", "Rb", "Rs"),
                                 ("bergamasche", "Fs", "Fd"), ("trentine", "Fb", "Fd")):
        style = get_deck(deck)
        assert draw(style, special, 80) != draw(style, usual, 80)


@pytest.mark.parametrize("deck", NORTHERN)
def test_six_and_seven_differ_at_hand_size(qapp: object, deck: str) -> None:
    """At 70 px wide the middle of a 6 and a 7 of swords or batons must look different."""
    style = get_deck(deck)
    for suit in "sb":
        six, seven = draw(style, f"6{suit}", 70), draw(style, f"7{suit}", 70)
        w, h = six.width(), six.height()
        changed = sum(
            1
            for x in range(w * 2 // 5, w * 3 // 5)
            for y in range(h * 2 // 5, h * 3 // 5)
            if _distance(six.pixel(x, y), seven.pixel(x, y)) > 90
        )
        assert changed >= 100, (deck, suit, changed)


def _distance(a: int, b: int) -> int:
    return sum(abs(((a >> s) & 255) - ((b >> s) & 255)) for s in (0, 8, 16))
