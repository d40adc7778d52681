"""Text contrast as a reader sees it: the colours a widget actually paints, measured on its
grabbed image with the WCAG 2 contrast ratio.

For each piece of text (a label, a button's caption, a table cell…) the colour painted most
in its box is the background, and the painted colour that stands out most from it is the
ink; a text box painted in one colour only has no readable text at all (ratio 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QTextCharFormat
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QTextBrowser,
    QWidget,
)

BODY = 4.5
"""WCAG AA for body text."""
LARGE = 3.0
"""WCAG AA for large text: 18 pt, or 14 pt bold."""


def luminance(colour: QColor) -> float:
    """Relative luminance of an sRGB colour (WCAG 2)."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@dataclass(frozen=True)
class Reading:
    """One piece of text and how well it reads."""

    where: str
    text: str
    ratio: float
    needed: float
    ink: str
    background: str

    def __str__(self) -> str:
        return (f"{self.where} {self.text[:40]!r}: {self.ratio:.2f} < {self.needed} "
                f"({self.ink} on {self.background})")


def colours_in(image: QImage, box: QRect) -> Counter[int]:
    """How often each RGB colour is painted inside ``box`` of ``image`` (device pixels)."""
    box = box.intersected(image.rect())
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    counts: Counter[int] = Counter()
    for y in range(box.top(), box.bottom() + 1):
        start = y * stride + box.left() * 4
        row = bits[start:start + box.width() * 4]
        counts.update(int.from_bytes(row[i:i + 3], "little") for i in range(0, len(row), 4))
    return counts


def _colour(rgb: int) -> QColor:
    return QColor((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255)


def ink_on_background(image: QImage, box: QRect) -> tuple[QColor, QColor]:
    """(ink, background) painted in ``box``: the commonest colour, and the one furthest
    from it."""
    counts = colours_in(image, box)
    if not counts:
        return QColor(), QColor()
    background = _colour(counts.most_common(1)[0][0])
    ink = max((_colour(rgb) for rgb in counts), key=lambda c: contrast(c, background))
    return ink, background


def is_large(widget: QWidget) -> bool:
    font = widget.font()
    size = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
    return size >= 18 or (font.bold() and size >= 14)


def _button_box(button: QAbstractButton) -> QRect:
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(button, QCheckBox) else
               QStyle.SubElement.SE_RadioButtonContents if isinstance(button, QRadioButton)
               else QStyle.SubElement.SE_PushButtonContents)
    return button.style().subElementRect(element, option, button)


def text_boxes(root: QWidget) -> Iterator[tuple[QWidget, str, QRect]]:
    """(widget, text, box in the widget's coordinates) of every visible text under
    ``root`` (but those of disabled controls, which WCAG leaves out)."""
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0 or not widget.isEnabled():
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            yield widget, widget.text(), widget.contentsRect()
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton) and widget.text():
            yield widget, widget.text(), _button_box(widget)
        elif isinstance(widget, QComboBox) and widget.currentText() and not widget.isEditable():
            yield widget, widget.currentText(), widget.rect().adjusted(4, 4, -24, -4)
        elif isinstance(widget, QLineEdit) and widget.text():
            yield widget, widget.text(), widget.rect().adjusted(3, 3, -3, -3)
        elif isinstance(widget, QGroupBox) and widget.title():
            yield widget, widget.title(), QRect(0, 0, widget.width(),
                                               widget.fontMetrics().height())
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield widget, widget.tabText(i), widget.tabRect(i).adjusted(4, 2, -4, -2)
        elif isinstance(widget, QHeaderView) and widget.model() is not None:
            yield from _header_boxes(widget)
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _cell_boxes(widget)


def _header_boxes(header: QHeaderView) -> Iterator[tuple[QWidget, str, QRect]]:
    model = header.model()
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, header.orientation()) or "")
        start, size = header.sectionViewportPosition(section), header.sectionSize(section)
        box = (QRect(start, 0, size, header.height()) if horizontal
               else QRect(0, start, header.width(), size))
        if text and box.intersects(header.viewport().rect()):
            yield header.viewport(), text, box.adjusted(3, 2, -3, -2)


def _cell_boxes(view: QAbstractItemView) -> Iterator[tuple[QWidget, str, QRect]]:
    model = view.model()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            box = view.visualRect(index)
            if text and box.isValid() and view.viewport().rect().contains(box.center()):
                yield view.viewport(), text, box.adjusted(2, 2, -2, -2)


def readings(root: QWidget) -> list[Reading]:
    """How every visible text under ``root`` reads, as painted by ``root.grab()``."""
    image = root.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    scale = image.devicePixelRatio()
    found = []
    for widget, text, box in text_boxes(root):
        top_left = widget.mapTo(root, box.topLeft())
        device = QRect(QPoint(round(top_left.x() * scale), round(top_left.y() * scale)),
                       box.size() * scale)
        ink, background = ink_on_background(image, device)
        needed = LARGE if is_large(widget) else BODY
        found.append(Reading(type(widget).__name__, text, contrast(ink, background), needed,
                             ink.name(), background.name()))
    for browser in root.findChildren(QTextBrowser):
        if browser.isVisibleTo(root):
            found.extend(_document_readings(browser, image, scale))
    return found


def _document_readings(browser: QTextBrowser, image: QImage, scale: float) -> list[Reading]:
    """Rich text paints in colours a grab cannot tell apart from the art around it: each
    run's own colour (or the view's text colour) against the background painted behind
    the view."""
    corner = browser.viewport().mapTo(browser.window(), QPoint(2, 2))
    behind = _colour(image.pixel(round(corner.x() * scale), round(corner.y() * scale)))
    default = browser.viewport().palette().text().color()
    found = []
    block = browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            text = fragment.text().strip()
            if text:
                ink = _run_colour(fragment.charFormat(), default)
                background = behind
                if block.blockFormat().background().style().value:
                    background = block.blockFormat().background().color()
                found.append(Reading("QTextBrowser", text, contrast(ink, background), BODY,
                                     ink.name(), background.name()))
            iterator += 1
        block = block.next()
    return found


def _run_colour(char_format: QTextCharFormat, default: QColor) -> QColor:
    brush = char_format.foreground()
    return brush.color() if brush.style().value else default


def unreadable(root: QWidget) -> list[str]:
    """Every text under ``root`` that reads worse than WCAG AA asks."""
    return [str(r) for r in readings(root) if r.ratio < r.needed]
