"""The baize: a green felt drawn by code (gradient, fine grain, a stitched inner line)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

GRAIN_TILE = 128
_grain: QPixmap | None = None


def grain() -> QPixmap:
    """A tile of faint speckles that gives the felt its weave (same on every machine)."""
    global _grain
    if _grain is None:
        rng = random.Random(7)
        image = QImage(GRAIN_TILE, GRAIN_TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        for _ in range(2600):
            x, y = rng.randrange(GRAIN_TILE), rng.randrange(GRAIN_TILE)
            light = rng.random() < 0.5
            alpha = rng.randrange(8, 22)
            image.setPixelColor(x, y, QColor(255, 255, 255, alpha) if light
                                else QColor(0, 0, 0, alpha + 6))
        _grain = QPixmap.fromImage(image)
    return _grain


def paint_felt(painter: QPainter, rect: QRectF, margin: float) -> None:
    """Fill ``rect`` with the felt, its vignette and a stitched line inside the edge."""
    centre = rect.center()
    radius = max(rect.width(), rect.height()) * 0.72
    glow = QRadialGradient(QPointF(centre.x(), centre.y() - rect.height() * 0.05), radius)
    glow.setColorAt(0.0, QColor("#2c8a57"))
    glow.setColorAt(0.55, QColor("#1d6a41"))
    glow.setColorAt(1.0, QColor("#0b3a22"))
    painter.fillRect(rect, QBrush(glow))
    painter.fillRect(rect, QBrush(grain()))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = rect.adjusted(margin * 0.45, margin * 0.45, -margin * 0.45, -margin * 0.45)
    pen = QPen(QColor(240, 214, 140, 55), 1.4, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    corner = margin * 1.6
    painter.drawRoundedRect(inner, corner, corner)
