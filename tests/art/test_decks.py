"""Card art: every deck draws 40 distinct faces and a back, deterministically."""

from __future__ import annotations

import hashlib
import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from traversone_desktop.art import (
    UnknownDeckError,
    card_name,
    card_size,
    clear_cache,
    deck_names,
    get_deck,
    render_card,
)
from traversone_desktop.art.deckart import DeckArt
from traversone_desktop.art.render import paint_card
from traversone_desktop.engine.cards import parse_card

DECKS = deck_names()


def digest(image: QImage) -> str:
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def test_registry_has_the_required_decks() -> None:
    assert DECKS == ["napoletane", "piacentine", "siciliane", "romagnole", "sarde",
                     "trevisane", "bergamasche", "triestine", "bresciane", "trentine",
                     "bolognesi", "milanesi", "genovesi", "piemontesi", "toscane",
                     "salisburghesi", "chiare"]


def test_unknown_deck_names_the_valid_ones() -> None:
    with pytest.raises(UnknownDeckError, match="napoletane") as err:
        get_deck("briscola")
    assert isinstance(err.value, ValueError)


@pytest.mark.parametrize("deck", DECKS)
def test_forty_distinct_faces_and_a_different_back(qapp: object, deck: str) -> None:
    faces = {digest(render_card(deck, card, 72)) for card in range(40)}
    assert len(faces) == 40
    assert digest(render_card(deck, None, 72)) not in faces


@pytest.mark.parametrize("deck", DECKS)
def test_same_card_twice_gives_the_same_pixels(qapp: object, deck: str) -> None:
    style = get_deck(deck)
    card = parse_card("Rc")
    assert digest(paint_card(style, card, 90, 2.0)) == digest(paint_card(style, card, 90, 2.0))


def test_cache_keeps_one_image_per_size_and_sets_dpr(qapp: object) -> None:
    clear_cache()
    a = render_card("piacentine", 5, 100, 2.0)
    assert render_card("piacentine", 5, 100, 2.0) is a
    assert a.devicePixelRatio() == 2.0
    assert (a.width(), a.height()) == (200, round(200 * get_deck("piacentine").aspect))
    assert render_card("piacentine", 5, 100, 1.0) is not a
    assert card_size("piacentine", 100) == (100, round(100 * get_deck("piacentine").aspect))


@pytest.mark.parametrize("deck", DECKS)
def test_indices_are_drawn_exactly_where_the_deck_says(qapp: object, deck: str) -> None:
    style = get_deck(deck)
    card = parse_card("5s")
    corner = QRect(0, 0, 40, 70)
    shown = digest(paint_card(style, card, 160).copy(corner))
    with_index = digest(paint_card(replace(style, corner_indices=True), card, 160).copy(corner))
    without = digest(paint_card(replace(style, corner_indices=False), card, 160).copy(corner))
    assert with_index != without
    assert shown == (with_index if style.corner_indices else without)


def test_trevisane_and_chiare_have_indices() -> None:
    assert get_deck("trevisane").corner_indices and get_deck("chiare").corner_indices
    assert not get_deck("napoletane").corner_indices


def test_rendering_off_the_gui_thread(qapp: object) -> None:
    clear_cache()
    out: list[QImage] = []
    worker = threading.Thread(target=lambda: out.append(render_card("siciliane", 17, 80)))
    worker.start()
    worker.join()
    assert digest(out[0]) == digest(paint_card(get_deck("siciliane"), 17, 80))


def test_a_broken_drawing_gives_a_placeholder(qapp: object,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    def explode(*_: object) -> None:
        raise RuntimeError("missing piece")

    good = paint_card(get_deck("napoletane"), 3, 80)
    monkeypatch.setattr(DeckArt, "draw_face", explode)
    image = paint_card(get_deck("napoletane"), 3, 80)
    assert not image.isNull() and digest(image) != digest(good)
    assert image.pixelColor(40, 70).alpha() == 255


def test_bad_card_numbers_are_refused(qapp: object) -> None:
    with pytest.raises(ValueError):
        render_card("napoletane", 40, 80)


def test_card_names_in_both_languages() -> None:
    assert card_name("napoletane", parse_card("Ad"), "it") == "Asso di denari"
    assert card_name("napoletane", parse_card("Ad"), "en") == "Ace of coins"
    assert card_name("napoletane", parse_card("Fs"), "it") == "Fante di spade"
    assert card_name("milanesi", parse_card("Rb"), "it") == "Re di fiori"
    assert card_name("milanesi", parse_card("Rb"), "en") == "King of clubs"
    assert card_name("milanesi", parse_card("Cc"), "en") == "Queen of hearts"
    assert card_name("siciliane", parse_card("Fc"), "it") == "Donna di coppe"
    with pytest.raises(ValueError):
        card_name("napoletane", 0, "fr")
