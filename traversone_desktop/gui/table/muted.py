"""The look of a card its owner may not play now: its own picture, softly desaturated and
a shade darker, rather than a grey wash that hides the art."""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

COLOUR_KEPT: Final = 0.35
"""How much of the card's colour survives."""
SHADE: Final = QColor(10, 24, 14, 40)
_muted: dict[int, QPixmap] = {}


def muted(pix: QPixmap) -> QPixmap:
    """``pix`` desaturated and shaded, made once per picture and kept."""
    key = pix.cacheKey()
    out = _muted.get(key)
    if out is None:
        if len(_muted) > 200:
            _muted.clear()
        out = QPixmap.fromImage(_mute(pix.toImage()))
        out.setDevicePixelRatio(pix.devicePixelRatio())
        _muted[key] = out
    return out


def _mute(image: QImage) -> QImage:
    """Worked in device pixels: drawn at its own density, a sharp card's picture would
    fill only a corner of the result."""
    src = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    src.setDevicePixelRatio(1.0)
    grey = src.convertToFormat(QImage.Format.Format_Grayscale8)
    out = QImage(src.size(), QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(0)
    painter = QPainter(out)
    painter.drawImage(0, 0, grey)
    painter.setOpacity(COLOUR_KEPT)
    painter.drawImage(0, 0, src)
    painter.setOpacity(1.0)
    # Grey has no alpha: take the card's own outline (rounded corners) back from it.
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    painter.drawImage(0, 0, src)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(out.rect(), SHADE)
    painter.end()
    return out
