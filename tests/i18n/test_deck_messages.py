"""A refused deck explains itself in the player's language, numbers included."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from traversone_desktop.art.deckfiles import CARD_NAMES, DeckFileError, read_deck


def test_a_deck_of_lying_cards_is_refused_with_italian_numbers(
        speak: Callable[[str], None], tmp_path: Path) -> None:
    picture = QImage(90, 50, QImage.Format.Format_RGB32)
    picture.fill(QColor("ivory"))
    for name in CARD_NAMES:
        assert picture.save(str(tmp_path / f"{name}.png"))
    (tmp_path / "deck.json").write_text(json.dumps(
        {"format": 1, "name": {"it": "Sdraiate"}, "suit_system": "spanish"}), "utf-8")
    speak("it")
    with pytest.raises(DeckFileError) as refused:
        read_deck(tmp_path)
    assert str(refused.value) == ("le carte sono alte 0,56 volte la loro larghezza; "
                                  "in una carta da gioco il rapporto va da 1,2 a 2,2")


@pytest.mark.parametrize(("lost", "english", "italian"), [
    (9, "and 1 other", "e 1 altra"),
    (11, "and 3 others", "e 3 altre"),
])
def test_a_long_list_of_missing_pictures_ends_in_a_count_that_agrees(
        speak: Callable[[str], None], tmp_path: Path, lost: int, english: str,
        italian: str) -> None:
    """Eight names, then how many more: "e altre 1" read wrong in Italian."""
    picture = QImage(50, 90, QImage.Format.Format_RGB32)
    picture.fill(QColor("ivory"))
    for name in CARD_NAMES[lost:]:
        assert picture.save(str(tmp_path / f"{name}.png"))
    (tmp_path / "deck.json").write_text(json.dumps(
        {"format": 1, "name": {"it": "Spaiate"}, "suit_system": "spanish"}), "utf-8")
    shown = ", ".join(CARD_NAMES[:8])
    for language, rest in (("en", f"missing {shown} {english}"),
                           ("it", f"immagini mancanti: {shown} {italian}")):
        speak(language)
        with pytest.raises(DeckFileError) as refused:
            read_deck(tmp_path)
        assert str(refused.value).endswith(rest)
