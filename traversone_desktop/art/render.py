"""Cards to pixels: sizes, a thread-safe image cache, and a placeholder that never fails.

Only ``QImage`` and ``QPainter`` are used, so the GUI may render off its own
thread. Images are cached by (deck, card, face/back, pixel size, device pixel
ratio) and carry their device pixel ratio.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QGuiApplication, QImage, QPainter

from traversone_desktop.art.deckart import STANDARD, W, card_height
from traversone_desktop.art.paint import color, pen
from traversone_desktop.art.registry import get_deck
from traversone_desktop.art.style import DeckStyle
from traversone_desktop.engine.cards import NUM_CARDS, CardError, card_code, pip_value, suit_of
from traversone_desktop.fonts import UI_FONT_FAMILY, load_fonts

log = logging.getLogger(__name__)

CACHE_LIMIT = 600
"""Images kept: a few decks at two or three sizes."""

_cache: OrderedDict[tuple[str, int | None, int, float, bool], QImage] = OrderedDict()
_lock = threading.Lock()
_indices_always = False
_generation = 0


def generation() -> int:
    """Changes whenever cached images may no longer be what a card looks like now, so
    callers keeping pixmaps of their own know to drop them."""
    return _generation


def set_corner_indices(always: bool) -> None:
    """Draw a corner index on every deck (a preference: off keeps each pattern's own way).

    Northern packs traditionally have no index, which is hard to read in a fanned hand."""
    global _indices_always, _generation
    if always != _indices_always:
        _indices_always = always
        _generation += 1


def styled(style: DeckStyle) -> DeckStyle:
    """``style`` as the player's preferences show it."""
    if _indices_always and not style.corner_indices:
        return replace(style, corner_indices=True)
    return style


def card_size(deck: str, width_px: int) -> tuple[int, int]:
    """Logical (width, height) in pixels of a card ``width_px`` wide."""
    style = get_deck(deck)
    return width_px, round(width_px * style.aspect)


def render_card(deck: str, card: int | None, width_px: int, dpr: float = 1.0) -> QImage:
    """The face of ``card`` (or the back, for ``None``) at ``width_px`` logical pixels."""
    style = get_deck(deck)
    if card is not None and not (isinstance(card, int) and 0 <= card < NUM_CARDS):
        raise CardError(f"no card number {card!r}: cards are 0..39")
    if width_px < 1 or dpr <= 0:
        raise ValueError(f"bad size {width_px!r} px at dpr {dpr!r}")
    key = (deck, card, int(width_px), float(dpr), _indices_always)
    with _lock:
        image = _cache.get(key)
        if image is not None:
            _cache.move_to_end(key)
            return image
    image = paint_card(styled(style), card, width_px, dpr)
    with _lock:
        _cache[key] = image
        while len(_cache) > CACHE_LIMIT:
            _cache.popitem(last=False)
    return image


def clear_cache() -> None:
    """Forget every cached image (after a settings change, or in tests)."""
    global _generation
    with _lock:
        _cache.clear()
        _generation += 1


def paint_card(style: DeckStyle, card: int | None, width_px: int, dpr: float = 1.0) -> QImage:
    """Draw one card without the cache; a drawing error gives a placeholder, not a crash."""
    if QGuiApplication.instance() is not None:
        load_fonts()
    w_dev = max(1, round(width_px * dpr))
    h_dev = max(1, round(width_px * style.aspect * dpr))
    image = QImage(w_dev, h_dev, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(w_dev / W, w_dev / W)
        art = style.art or STANDARD
        try:
            painter.save()
            if card is None:
                art.draw_back(painter, style)
            else:
                art.draw_face(painter, style, card)
            painter.restore()
        except Exception:
            log.exception("drawing %s of deck %s failed", _label(card), style.key)
            painter.restore()
            image.fill(Qt.GlobalColor.transparent)
            draw_placeholder(painter, style, card)
    finally:
        painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def _label(card: int | None) -> str:
    return "back" if card is None else card_code(card)


def draw_placeholder(painter: QPainter, style: DeckStyle, card: int | None) -> None:
    """A hatched card with the card code: plainly missing art, but still a card."""
    h = card_height(style)
    box = QRectF(4, 4, W - 8, h - 8)
    painter.setPen(pen("#b00020", 10))
    painter.setBrush(QBrush(color("#fff4f4")))
    painter.drawRoundedRect(box, 40, 40)
    painter.setBrush(QBrush(color("#e8a0a8"), Qt.BrushStyle.BDiagPattern))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, 40, 40)
    font = QFont(UI_FONT_FAMILY)
    font.setPixelSize(220)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(color("#b00020"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, _label(card))


NUMBERS_IT = ("Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette")
NUMBERS_EN = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven")


def card_name(deck: str, card: int, lang: str = "it") -> str:
    """Spoken name of a card in the deck's own terms: "Asso di denari", "Queen of hearts"."""
    style = get_deck(deck)
    card_code(card)
    value, suit = pip_value(card), suit_of(card)
    if lang == "it":
        rank = NUMBERS_IT[value - 1] if value <= 7 else style.court_names_it[value - 8]
        return f"{rank} di {style.suit_names_it[suit]}"
    if lang == "en":
        rank = NUMBERS_EN[value - 1] if value <= 7 else style.court_names_en[value - 8]
        return f"{rank} of {style.suit_names_en[suit]}"
    raise ValueError(f"unsupported language {lang!r}: use 'it' or 'en'")
