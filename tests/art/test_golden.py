"""Every deck still draws its reference cards as they were approved (see golden.py)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from tests.art.golden import CARDS, FOLDER, differing_share, golden_name, render
from traversone_desktop.art import deck_names

ALLOWED = 0.01
"""Anti-aliasing may move a few edge pixels between machines; a drawing change moves more."""


@pytest.mark.parametrize("deck", [d for d in deck_names() if not d.startswith("user-")])
def test_reference_cards_are_unchanged(qapp: object, deck: str) -> None:
    for code in CARDS:
        path = FOLDER / golden_name(deck, code)
        assert path.is_file(), f"no golden image {path.name}: run python -m tests.art.golden"
        share = differing_share(render(deck, code), QImage(str(path)).convertToFormat(
            QImage.Format.Format_ARGB32))
        assert share <= ALLOWED, (
            f"{path.name}: {share:.1%} of the pixels changed; if the change is intended, "
            "run python -m tests.art.golden and look at the new images")


def test_no_golden_image_is_left_over() -> None:
    expected = {golden_name(d, c) for d in deck_names() if not d.startswith("user-")
                for c in CARDS}
    assert {p.name for p in FOLDER.glob("*.png")} == expected
