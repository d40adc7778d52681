"""Golden images: a few reference renders per deck, so an unintended art change fails.

After an intended change, regenerate them on purpose and look at the result::

    python -m tests.art.golden
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from traversone_desktop.art import deck_names, render_card
from traversone_desktop.engine.cards import parse_card

FOLDER = Path(__file__).with_name("golden")
WIDTH = 72
CARDS: tuple[str | None, ...] = ("Rd", "Ac", "6s", None)
"""A court, an ace, a numeral that must be told from its neighbour, and the back."""


def golden_name(deck: str, code: str | None) -> str:
    return f"{deck}-{code or 'back'}.png"


def render(deck: str, code: str | None) -> QImage:
    """The reference render: one fixed width, device pixel ratio 1, no preferences."""
    card = parse_card(code) if code else None
    return render_card(deck, card, WIDTH).convertToFormat(QImage.Format.Format_ARGB32)


def differing_share(a: QImage, b: QImage, tolerance: int = 40) -> float:
    """Share of pixels where any channel differs by more than ``tolerance`` (of 255)."""
    if a.size() != b.size():
        return 1.0
    da, db = bytes(a.constBits()), bytes(b.constBits())  # type: ignore[call-overload]
    differing = sum(
        1 for i in range(0, len(da), 4)
        if max(abs(da[i + k] - db[i + k]) for k in range(4)) > tolerance)
    return differing / (a.width() * a.height())


def regenerate() -> list[Path]:
    """Write every golden image anew (and drop those of decks that are gone)."""
    FOLDER.mkdir(exist_ok=True)
    for old in FOLDER.glob("*.png"):
        old.unlink()
    written = []
    for deck in deck_names():
        if deck.startswith("user-"):
            continue
        for code in CARDS:
            path = FOLDER / golden_name(deck, code)
            render(deck, code).save(str(path), "PNG")
            written.append(path)
    return written


if __name__ == "__main__":
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from traversone_desktop.fonts import load_fonts

    app = QGuiApplication([])
    load_fonts()
    print(f"{len(regenerate())} golden images written to {FOLDER}")
