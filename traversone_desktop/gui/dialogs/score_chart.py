"""The totals of a match over its deals, as lines drawn with QPainter (no QtCharts needed).

Each side has its own colour, dash pattern and marker shape, so the lines can be told
apart in grey print or by a colour-blind reader; where two sides have the same total
after a deal their markers are drawn a little apart, so no line hides another.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from traversone_desktop.gui.dialogs.look import GOLD, INK, INK_SOFT, PAPER, RULE
from traversone_desktop.gui.words import number

SIDE_COLOURS = ("#c0392b", "#1f5fa8", "#1e7a45", "#8e44ad", "#9a5b00")
"""Red, blue, green, purple, amber: each at least 3:1 against the paper."""
DASHES: tuple[tuple[float, ...], ...] = ((), (4.0, 2.0), (1.0, 1.6), (6.0, 2.0, 1.0, 2.0),
                                         (2.5, 1.5, 2.5, 4.0))
"""Solid, dashed, dotted, dash-dot, and paired dashes (in pen widths)."""
MARKERS = ("circle", "square", "triangle", "diamond", "nabla")
TARGET = QColor("#8e1b1b")
LINE_WIDTH = 2.4
MARKER = 4.6
"""A marker's half width, in pixels."""
APART = 3.2
"""How far apart, in pixels, the markers of sides with the same total are drawn."""


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 × 10^k) that cuts ``span`` into about ``ticks`` parts."""
    raw = max(span / ticks, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def marked_deals(deals: int, spacing: float) -> range:
    """The deals whose points wear their side's marker, counted back from the latest:
    every deal while the markers have room, fewer in a long match (a match to 999 has
    a hundred deals), where shapes on every deal merged into one thick band."""
    stride = max(1, math.ceil(3 * MARKER / max(spacing, 0.1)))
    return range(deals, 0, -stride)


def spread(series: Sequence[Sequence[int]]) -> list[list[float]]:
    """Per side and deal, how many :data:`APART` steps to move its point up or down so that
    sides with the same total after a deal sit side by side, centred on the true value
    (all lines set out from one point: the 0 before the first deal)."""
    shared: dict[tuple[int, int], list[int]] = defaultdict(list)
    for side, values in enumerate(series):
        for deal, value in enumerate(values[1:], start=1):
            shared[deal, value].append(side)
    shifts = [[0.0] * len(values) for values in series]
    for (deal, _), sides in shared.items():
        for rank, side in enumerate(sides):
            shifts[side][deal] = rank - (len(sides) - 1) / 2
    return shifts


def pen_for(side: int, width: float = LINE_WIDTH) -> QPen:
    """The side's line: its colour and dash pattern."""
    pen = QPen(QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)]), width, Qt.PenStyle.SolidLine,
               Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    dashes = DASHES[side % len(DASHES)]
    if dashes:
        pen.setDashPattern(list(dashes))
    return pen


def draw_marker(painter: QPainter, side: int, centre: QPointF, size: float = MARKER) -> None:
    """The side's marker shape, hollow (paper inside), so that one on top of another still
    shows both outlines."""
    colour = QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)])
    painter.setPen(QPen(colour, 1.8))
    painter.setBrush(PAPER)
    shape = MARKERS[side % len(MARKERS)]
    x, y, s = centre.x(), centre.y(), size
    if shape == "circle":
        painter.drawEllipse(centre, s, s)
    elif shape == "square":
        painter.drawRect(QRectF(x - s * 0.85, y - s * 0.85, s * 1.7, s * 1.7))
    else:
        points = {
            "triangle": ((0, -1.15), (1.05, 0.8), (-1.05, 0.8)),
            "diamond": ((0, -1.2), (1.2, 0), (0, 1.2), (-1.2, 0)),
            "nabla": ((0, 1.15), (1.05, -0.8), (-1.05, -0.8)),
        }[shape]
        painter.drawPolygon(QPolygonF([QPointF(x + dx * s, y + dy * s) for dx, dy in points]))


class ScoreChart(QWidget):
    """One line per side, from 0 before the first deal to each deal's running total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[int]] = []
        self.labels: list[str] = []
        self.target = 0
        self.x_title = ""
        self.y_title = ""
        self.target_title = ""
        self.highlight: int | None = None
        """A deal to mark with a band (the one selected in the score sheet)."""
        self.empty_text = ""
        """Written across the paper before the first deal ends, instead of bare axes."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, series: Sequence[Sequence[int]], labels: Sequence[str],
                 target: int) -> None:
        """``series[side]`` holds the totals after each deal (a shorter list stops a line)."""
        self.series = [[0, *s] for s in series]
        self.labels = list(labels)
        self.target = target
        self._describe()
        self.update()

    def set_empty_text(self, text: str) -> None:
        """What the paper says before the first deal ends."""
        self.empty_text = text
        self._describe()
        self.update()

    def _describe(self) -> None:
        """The latest totals in words, for a screen reader: the lines are only painted."""
        self.setAccessibleDescription(self.empty_text if self.is_empty() else "; ".join(
            f"{label}: {number(totals[-1])}"
            for label, totals in zip(self.labels, self.series, strict=False)))

    def set_titles(self, x_title: str, y_title: str, target_title: str) -> None:
        self.x_title, self.y_title, self.target_title = x_title, y_title, target_title
        self.update()

    def set_highlight(self, deal: int | None) -> None:
        """Mark deal ``deal`` (1 for the first), or none."""
        self.highlight = deal
        self.update()

    def is_empty(self) -> bool:
        """True before any deal has a total to draw."""
        return all(len(s) <= 1 for s in self.series)

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 200)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(RULE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.setFont(self.font())
        if self.is_empty():
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(self.rect()).adjusted(24, 12, -24, -12),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_text)
            painter.end()
            return
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        deals = max((len(s) for s in self.series), default=1) - 1
        top_value = max([self.target, *(max(s) for s in self.series if s), 1])
        step = nice_step(top_value)
        y_max = step * math.ceil(top_value * 1.05 / step)
        legend_h = self._legend_height(metrics)
        label_w = metrics.horizontalAdvance(number(y_max)) + 8
        plot = QRectF(16 + line + label_w, 12 + legend_h, 0, 0)
        plot.setRight(self.width() - 20)
        plot.setBottom(self.height() - 14 - 2 * line)

        def point(deal: float, value: float) -> QPointF:
            x = plot.left() + plot.width() * (deal / max(deals, 1))
            return QPointF(x, plot.bottom() - plot.height() * value / y_max)

        if self.highlight is not None and 0 < self.highlight <= deals:
            band = plot.width() / max(deals, 1) * 0.5
            x = point(self.highlight, 0).x()
            painter.fillRect(QRectF(x - band / 2, plot.top(), band, plot.height()),
                             QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 70))
        self._draw_axes(painter, plot, point, deals, step, y_max, label_w, line)
        if self.target:
            y = point(0, self.target).y()
            painter.setPen(QPen(TARGET, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            text = self.target_title.replace("%1", number(self.target))
            width = metrics.horizontalAdvance(text) + 8
            painter.drawText(QRectF(plot.left() + 6, y - line - 1, width, line),
                             Qt.AlignmentFlag.AlignLeft, text)
        shifts = spread(self.series)
        placed = [[point(deal, value) + QPointF(0, -shifts[i][deal] * APART)
                   for deal, value in enumerate(values)]
                  for i, values in enumerate(self.series)]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, points in enumerate(placed):
            path = QPainterPath(points[0])
            for p in points[1:]:
                path.lineTo(p)
            painter.setPen(pen_for(i))
            painter.drawPath(path)
        marked = marked_deals(deals, plot.width() / max(deals, 1))
        for i, points in enumerate(placed):
            for deal in marked:  # not the shared start at 0
                if deal < len(points):
                    draw_marker(painter, i, points[deal])
        self._draw_legend(painter, metrics)
        painter.end()

    def _draw_axes(self, painter: QPainter, plot: QRectF,
                   point: Callable[[float, float], QPointF], deals: int, step: int,
                   y_max: int, label_w: float, line: float) -> None:
        """Rules and figures on both axes, and their titles."""
        for value in range(0, y_max + 1, step):
            y = point(0, value).y()
            painter.setPen(QPen(RULE, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            painter.drawText(QRectF(plot.left() - label_w - 6, y - line / 2, label_w, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(value))
        x_step = nice_step(deals, 10) if deals > 12 else 1
        for deal in range(0, deals + 1, x_step):
            x = point(deal, 0).x()
            painter.drawText(QRectF(x - 30, plot.bottom() + 4, 60, line),
                             Qt.AlignmentFlag.AlignHCenter, number(deal))
        painter.setPen(QPen(INK_SOFT, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(INK)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)
        painter.save()
        painter.translate(14, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, -line / 2 - 2, plot.height(), line),
                         Qt.AlignmentFlag.AlignCenter, self.y_title)
        painter.restore()

    SAMPLE = 34.0
    """Width of a legend entry's line sample."""

    def _legend_items(self, metrics: QFontMetricsF) -> list[tuple[float, str]]:
        return [(metrics.horizontalAdvance(label) + self.SAMPLE + 24, label)
                for label in self.labels]

    def _legend_height(self, metrics: QFontMetricsF) -> float:
        rows, x = 1, 16.0
        for width, _ in self._legend_items(metrics):
            if x + width > self.width() - 16:
                rows, x = rows + 1, 16.0
            x += width
        return rows * (metrics.height() + 6) + 8

    def _draw_legend(self, painter: QPainter, metrics: QFontMetricsF) -> None:
        """Each side's line sample, marker and name, in rows across the top."""
        x, y = 16.0, 12.0
        line = metrics.height()
        for i, (width, label) in enumerate(self._legend_items(metrics)):
            if x + width > self.width() - 16:
                x, y = 16.0, y + line + 6
            middle = y + line / 2
            painter.setPen(pen_for(i))
            painter.drawLine(QPointF(x, middle), QPointF(x + self.SAMPLE, middle))
            draw_marker(painter, i, QPointF(x + self.SAMPLE / 2, middle))
            painter.setPen(INK)
            painter.drawText(QRectF(x + self.SAMPLE + 8, y, width, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width
