"""The totals of a match over its deals, as lines drawn with QPainter (no QtCharts needed)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from traversone_desktop.gui.words import number

SIDE_COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98")
PAPER = QColor("#fbf7ee")
INK = QColor("#3b3428")
RULE = QColor("#e4dac4")


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 × 10^k) that cuts ``span`` into about ``ticks`` parts."""
    raw = max(span / ticks, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


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
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, series: Sequence[Sequence[int]], labels: Sequence[str],
                 target: int) -> None:
        """``series[side]`` holds the totals after each deal (a shorter list stops a line)."""
        self.series = [[0, *s] for s in series]
        self.labels = list(labels)
        self.target = target
        self.update()

    def set_titles(self, x_title: str, y_title: str, target_title: str) -> None:
        self.x_title, self.y_title, self.target_title = x_title, y_title, target_title
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(RULE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        deals = max((len(s) for s in self.series), default=1) - 1
        top_value = max([self.target, *(max(s) for s in self.series if s), 1])
        step = nice_step(top_value)
        y_max = step * math.ceil(top_value * 1.05 / step)
        legend_h = self._legend_height(metrics)
        label_w = metrics.horizontalAdvance(number(y_max)) + 8
        plot = QRectF(16 + line + label_w, 12 + legend_h,
                      0, 0)
        plot.setRight(self.width() - 20)
        plot.setBottom(self.height() - 14 - 2 * line)

        def point(deal: int, value: float) -> QPointF:
            x = plot.left() + plot.width() * (deal / max(deals, 1))
            return QPointF(x, plot.bottom() - plot.height() * value / y_max)

        # grid and y labels
        painter.setFont(self.font())
        for value in range(0, y_max + 1, step):
            y = point(0, value).y()
            painter.setPen(QPen(RULE, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            painter.drawText(QRectF(plot.left() - label_w - 6, y - line / 2, label_w, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(value))
        # x labels: every deal, or a round step when there are many
        x_step = nice_step(deals, 10) if deals > 12 else 1
        for deal in range(0, deals + 1, x_step):
            x = point(deal, 0).x()
            painter.drawText(QRectF(x - 30, plot.bottom() + 4, 60, line),
                             Qt.AlignmentFlag.AlignHCenter, number(deal))
        painter.setPen(QPen(INK, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        # axis titles
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)
        painter.save()
        painter.translate(14, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, -line / 2 - 2, plot.height(), line),
                         Qt.AlignmentFlag.AlignCenter, self.y_title)
        painter.restore()
        # target
        if self.target:
            y = point(0, self.target).y()
            painter.setPen(QPen(QColor("#8e1b1b"), 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            text = self.target_title.replace("%1", number(self.target))
            width = metrics.horizontalAdvance(text) + 8
            painter.drawText(QRectF(plot.left() + 6, y - line - 1, width, line),
                             Qt.AlignmentFlag.AlignLeft, text)
        # lines
        for i, values in enumerate(self.series):
            colour = QColor(SIDE_COLOURS[i % len(SIDE_COLOURS)])
            path = QPainterPath(point(0, values[0]))
            for deal, value in enumerate(values[1:], start=1):
                path.lineTo(point(deal, value))
            painter.setPen(QPen(colour, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.setPen(QPen(PAPER, 1.2))
            for deal, value in enumerate(values):
                painter.drawEllipse(point(deal, value), 3.6, 3.6)
        self._draw_legend(painter, metrics)
        painter.end()

    def _legend_items(self, metrics: QFontMetricsF) -> list[tuple[float, str]]:
        return [(metrics.horizontalAdvance(label) + 34, label) for label in self.labels]

    def _legend_height(self, metrics: QFontMetricsF) -> float:
        rows, x = 1, 16.0
        for width, _ in self._legend_items(metrics):
            if x + width > self.width() - 16:
                rows, x = rows + 1, 16.0
            x += width
        return rows * (metrics.height() + 6) + 8

    def _draw_legend(self, painter: QPainter, metrics: QFontMetricsF) -> None:
        x, y = 16.0, 12.0
        line = metrics.height()
        for i, (width, label) in enumerate(self._legend_items(metrics)):
            if x + width > self.width() - 16:
                x, y = 16.0, y + line + 6
            colour = QColor(SIDE_COLOURS[i % len(SIDE_COLOURS)])
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, y + line / 2), QPointF(x + 20, y + line / 2))
            painter.setPen(INK)
            painter.drawText(QRectF(x + 26, y, width, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width
