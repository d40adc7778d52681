"""The corner-index preference: off keeps each pattern's own way, on puts an index on all."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage

from traversone_desktop.art import deck_names, get_deck, render_card
from traversone_desktop.art.render import set_corner_indices
from traversone_desktop.engine.cards import parse_card


@pytest.fixture
def indices_always() -> Iterator[None]:
    set_corner_indices(True)
    yield
    set_corner_indices(False)


def _corner(image: QImage) -> QImage:
    return image.copy(0, 0, image.width() // 4, image.height() // 6)


def test_a_deck_without_indices_gets_one_only_when_asked(qapp: object) -> None:
    six = parse_card("6s")
    plain = _corner(render_card("bergamasche", six, 70, 2.0))
    set_corner_indices(True)
    try:
        marked = _corner(render_card("bergamasche", six, 70, 2.0))
    finally:
        set_corner_indices(False)
    assert plain != marked
    assert _corner(render_card("bergamasche", six, 70, 2.0)) == plain  # the cache tells them apart


@pytest.mark.usefixtures("indices_always")
def test_every_deck_tells_six_from_seven_in_the_corner(qapp: object) -> None:
    """At hand size the corner alone must tell the counts apart, in every deck."""
    for deck in deck_names():
        assert get_deck(deck) is not None
        for suit in "sb":
            six = _corner(render_card(deck, parse_card("6" + suit), 70, 2.0))
            seven = _corner(render_card(deck, parse_card("7" + suit), 70, 2.0))
            assert six != seven, deck
