"""Soft card shadows, drawn once per card size and reused by every card of that size.

A shadow is a rounded rectangle faded out over ``blur`` pixels, built from stacked
translucent outlines (cheap, and no blur filter or ``QGraphicsEffect`` is needed). Cards
paint it themselves under their art: a tight, darker one at rest, and a wider, fainter
one further down while they are in the air.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap


@dataclass(frozen=True)
class ShadowStyle:
    """How a shadow looks, in shares of the card's width."""

    blur: float
    """How far it fades out beyond the card's edge."""
    drop: float
    """How far below the card it falls."""
    alpha: int
    """Its darkness right under the card (0–255)."""


RESTING: Final = ShadowStyle(blur=0.06, drop=0.025, alpha=150)
FLYING: Final = ShadowStyle(blur=0.16, drop=0.11, alpha=95)
LAYERS: Final = 10
"""Outlines a shadow is built of: enough for a smooth fade at any card size."""
_cache: dict[tuple[int, int, int, ShadowStyle], QPixmap] = {}


def shadow_pixmap(width: float, height: float, dpr: float, style: ShadowStyle) -> QPixmap:
    """The shadow of a ``width`` × ``height`` card (item pixels), with ``blur`` margins
    all round: draw it centred on the card's centre, ``drop`` lower."""
    key = (round(width * dpr), round(height * dpr), round(dpr * 100), style)
    pix = _cache.get(key)
    if pix is None:
        if len(_cache) > 64:
            _cache.clear()
        pix = _render(width * dpr, height * dpr, style)
        pix.setDevicePixelRatio(dpr)
        _cache[key] = pix
    return pix


def margin(width: float, style: ShadowStyle) -> float:
    """How far the shadow reaches beyond the card on each side (item pixels)."""
    return style.blur * width


def _render(width: float, height: float, style: ShadowStyle) -> QPixmap:
    blur = max(1.0, style.blur * width)
    image = QImage(round(width + 2 * blur), round(height + 2 * blur),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    # Each layer is a little larger and as faint as the others: where they pile up (under
    # the card) the shadow is darkest, and it fades out evenly toward the outermost one.
    painter.setBrush(QColor(0, 0, 0, max(1, style.alpha // LAYERS)))
    radius = width * 0.07
    for i in range(LAYERS):
        grow = blur * (i + 1) / LAYERS - blur * 0.35
        rect = QRectF(blur - grow, blur - grow, width + 2 * grow, height + 2 * grow)
        painter.drawRoundedRect(rect, radius + max(0.0, grow), radius + max(0.0, grow))
    painter.end()
    return QPixmap.fromImage(image)
