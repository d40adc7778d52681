"""The drawn furniture of the table: name plates, the prompt pill and passing messages."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...fonts import UI_FONT_FAMILY
from ..words import NBSP
from .geometry import BANNER_PADDING

TEAM_COLOURS = ("#4fa3ff", "#ff8a5c")
AVATAR_COLOURS = ("#2e7d5b", "#8e44ad", "#c0392b", "#2c6fbb", "#b9770e")
"""Each seat's own colour, behind its initials."""
GOLD = QColor("#f2c14e")
THINKING_TICK_MS = 140
"""How often the thinking dots move on."""
DOTS_WIDTH: Final = 0.864
"""The thinking dots' room at the end of a bot's score row, in heights of that row."""
AVATAR_SIZE: Final = 0.62
NAME_SIZE: Final = 0.34
LINE_SIZE: Final = 0.26
"""The avatar's disc, the name's and the score row's text, in plate heights."""


def initials(name: str) -> str:
    """Up to two letters for the avatar: "Nonna Pina" gives "NP", "Anna" gives "A"."""
    return "".join(word[0] for word in name.split()[:2]).upper()


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    """The bundled UI font at a pixel size (so text scales with the cards)."""
    font = QFont(UI_FONT_FAMILY)
    font.setPixelSize(max(9, round(pixel_size)))
    font.setBold(bold)
    return font


LEAST_TEXT_SHARE: Final = 0.8
"""A plate's text shrinks to this share of its size before it is cut short: a long name
(Cugino Beppe beside the dealer's chip at 1024×600, or a family's own) stays whole."""


def fitted_text(text: str, pixel_size: float, width: float,
                bold: bool = False) -> tuple[QFont, str]:
    """The font and text to show ``text`` in ``width``: a little smaller if that makes it
    fit, else cut short with an ellipsis."""
    font = ui_font(pixel_size, bold)
    least = round(pixel_size * LEAST_TEXT_SHARE)
    while (QFontMetricsF(font).horizontalAdvance(text) > width
           and font.pixelSize() > max(least, 9)):
        font = ui_font(font.pixelSize() - 1, bold)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def _draw_fitted(painter: QPainter, box: QRectF, text: str, pixel_size: float,
                 bold: bool = False) -> None:
    font, shown = fitted_text(text, pixel_size, box.width(), bold)
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


@dataclass(frozen=True)
class PlateInfo:
    """What a name plate says."""

    name: str
    score_line: str
    dealer_mark: str = ""
    """Short dealer label ("D"/"M") when this seat deals, else empty."""
    turn: bool = False
    out: bool = False
    team: int | None = None
    """Side index in partnership games, for the partner marker."""
    seat: int = 0
    """For the avatar's colour."""
    thinking: bool = False
    """A bot is choosing: the plate shows it is thinking."""
    bot: bool = False
    """A bot's seat: its score row keeps room for the thinking dots, so that its text
    keeps one size whether they show or not."""
    stand_in: bool = False
    """A bot plays for this seat's person, who left the table: the avatar shows a bot's
    face, not their initials."""
    short_line: str = ""
    """The score row without its labels' longer words ("12 · taken 3" for "Total 12 ·
    taken 3"), shown where a whole row does not fit: a crowded table's small plates."""


class NamePlate(QGraphicsObject):
    """A seat's avatar, name, score line, dealer chip, turn glow, partner marker, and the
    dots that show a bot thinking."""

    def __init__(self) -> None:
        super().__init__()
        self._w, self._h = 178.0, 56.0
        self.info = PlateInfo("", "")
        self._short = False
        self._beat = 0
        self._ticker = QTimer(self)
        self._ticker.setInterval(THINKING_TICK_MS)
        self._ticker.timeout.connect(self._tick)

    def _tick(self) -> None:
        self._beat += 1
        self.update()

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h

    def set_info(self, info: PlateInfo) -> None:
        if info == self.info:
            return
        self.info = info
        self.setToolTip(f"{info.name} — {info.score_line}")
        if info.thinking != self._ticker.isActive():
            self._ticker.start() if info.thinking else self._ticker.stop()
        self.update()

    @property
    def thinking(self) -> bool:
        """The thinking dots are moving."""
        return self._ticker.isActive()

    def rect(self) -> QRectF:
        """The plate itself, in item coordinates (the turn glow lies outside it)."""
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        info = self.info
        w, h = self._w, self._h
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = h * 0.22
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if info.turn:
            _glow(painter, rect, radius)
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, QColor(8, 28, 18, 150 if info.out else 205))
        if info.turn:
            painter.fillPath(path, QColor(242, 193, 78, 38))
        painter.setPen(QPen(GOLD if info.turn else QColor(255, 255, 255, 60),
                            2.0 if info.turn else 1.5))
        painter.drawPath(path)
        name_box, line_box, dots = self._text_boxes()
        if info.team is not None:
            painter.fillRect(self._stripe(),
                             QColor(TEAM_COLOURS[info.team % len(TEAM_COLOURS)]))
        self._paint_avatar(painter, self._avatar_left(), h)
        if info.dealer_mark:
            chip = self._chip()
            painter.setPen(QPen(QColor("#6b4a10"), 1.2))
            painter.setBrush(GOLD)
            painter.drawEllipse(chip)
            painter.setFont(ui_font(chip.height() * 0.62, bold=True))
            painter.setPen(QColor("#2a1c05"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, info.dealer_mark)
        painter.setPen(QColor(255, 255, 255, 120 if info.out else 240))
        _draw_fitted(painter, name_box, info.name, h * NAME_SIZE, bold=True)
        if info.bot and info.thinking:  # the dots have room at the end of a bot's row
            self._paint_dots(painter, dots)
        painter.setPen(QColor(236, 224, 190, 130 if info.out else 230))
        font, shown = self._score_row(line_box.width())
        painter.setFont(font)
        painter.drawText(line_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         shown)

    @property
    def shown_line(self) -> str:
        """The score row as drawn: the whole line, its short form, or the part that fits."""
        return self._score_row(self._text_boxes()[1].width())[1]

    def whole_row_fits(self) -> bool:
        """The whole score row fits the plate as it is now."""
        width = self._text_boxes()[1].width()
        line = self.info.score_line
        return fitted_text(line, self._h * LINE_SIZE, width)[1] == line

    def show_short_row(self, short: bool) -> None:
        """Shows the score row in its short form (where it has one), or whole."""
        if short != self._short:
            self._short = short
            self.update()

    def _score_row(self, width: float) -> tuple[QFont, str]:
        """The score row's font and text in ``width``, in the form chosen, cut short only
        if even that does not fit."""
        info = self.info
        line = info.short_line if self._short and info.short_line else info.score_line
        return fitted_text(line, self._h * LINE_SIZE, width)

    def _stripe(self) -> QRectF:
        """A partnership's stripe, down the plate's left end."""
        h = self._h
        pad = h * 0.2
        return QRectF(-self._w / 2 + pad * 0.5, -h / 2 + pad, h * 0.09, h - 2 * pad)

    def _avatar_left(self) -> float:
        """Where the avatar starts: after the partnership stripe, if any."""
        pad = self._h * 0.2
        if self.info.team is not None:
            return self._stripe().right() + pad * 0.7
        return -self._w / 2 + pad

    def _chip(self) -> QRectF:
        """The dealer's chip, at the top right."""
        h = self._h
        pad, d = h * 0.2, h * 0.40
        return QRectF(self._w / 2 - pad - d, -h / 2 + pad * 0.8, d, d)

    def _text_boxes(self) -> tuple[QRectF, QRectF, QRectF]:
        """The name's row, the score's row and, at the end of a bot's score row (which
        keeps room for them whether they show or not), the thinking dots."""
        w, h = self._w, self._h
        pad = h * 0.2
        left = self._avatar_left() + h * AVATAR_SIZE + pad * 0.6
        right = self._chip().left() - pad * 0.4 if self.info.dealer_mark else w / 2 - pad
        name_box = QRectF(left, -h / 2 + pad * 0.55, right - left, h * 0.45)
        line_box = QRectF(left, h * 0.02, w / 2 - pad - left, h * 0.4)
        dots = QRectF(line_box)
        if self.info.bot:
            line_box.setRight(line_box.right() - line_box.height() * DOTS_WIDTH)
            dots.setLeft(line_box.right())
        return name_box, line_box, dots

    def _paint_avatar(self, painter: QPainter, left: float, h: float) -> None:
        """The seat's initials on its own colour, ringed in its side's colour when it
        plays in a partnership."""
        info = self.info
        d = h * AVATAR_SIZE
        disc = QRectF(left, -d / 2, d, d)
        colour = QColor(AVATAR_COLOURS[info.seat % len(AVATAR_COLOURS)])
        if info.out:
            colour.setAlpha(110)
        painter.setBrush(colour)
        if info.team is not None:
            ring = QColor(TEAM_COLOURS[info.team % len(TEAM_COLOURS)])
            painter.setPen(QPen(ring, max(2.0, h * 0.06)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.drawEllipse(disc)
        face = QColor(255, 255, 255, 130 if info.out else 245)
        if info.stand_in:
            _paint_bot_face(painter, disc, face)
            return
        painter.setFont(ui_font(d * 0.42, bold=True))
        painter.setPen(face)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, initials(info.name))

    def _paint_dots(self, painter: QPainter, box: QRectF) -> None:
        """Three dots across ``box``, one brighter in turn, while a bot thinks."""
        r = box.height() * 0.09
        gap = box.width() / 3
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(3):
            lit = i == self._beat % 3
            painter.setBrush(QColor(242, 193, 78, 250 if lit else 110))
            centre = QPointF(box.left() + gap * (i + 0.5), box.center().y())
            painter.drawEllipse(centre, r * (1.25 if lit else 1.0), r * (1.25 if lit else 1.0))
        painter.restore()


def share_row_form(plates: Sequence[NamePlate]) -> None:
    """Every plate's score row whole, or where one plate's whole row does not fit, every
    plate's short: the table's plates read alike ("Total 0 · taken 0" beside "0 · taken 0"
    looked like two different counts)."""
    short = not all(plate.whole_row_fits() for plate in plates)
    for plate in plates:
        plate.show_short_row(short)


def _paint_bot_face(painter: QPainter, disc: QRectF, colour: QColor) -> None:
    """A bot's head in ``disc``: a rounded screen with two eyes and an antenna, drawn, so
    that it reads the same in every language and font."""
    d = disc.width()
    head = QRectF(0, 0, d * 0.52, d * 0.38)
    head.moveCenter(disc.center() + QPointF(0, d * 0.08))
    top = head.top()
    painter.save()
    painter.setPen(QPen(colour, max(1.2, d * 0.06)))
    painter.drawLine(QPointF(disc.center().x(), top), QPointF(disc.center().x(), top - d * 0.12))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(disc.center().x(), top - d * 0.14), d * 0.045, d * 0.045)
    painter.drawRoundedRect(head, d * 0.08, d * 0.08)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 40, 40, colour.alpha()))
    for side in (-1, 1):
        eye = head.center() + QPointF(side * head.width() * 0.22, -head.height() * 0.05)
        painter.drawEllipse(eye, d * 0.055, d * 0.055)
    painter.restore()


GLOW = 8.0
"""How far the deciding seat's glow reaches beyond its plate, in pixels."""


def _glow(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A soft gold halo: widening strokes, fainter as they spread."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    steps = 6
    for i in range(steps, 0, -1):
        grow = GLOW * i / steps
        painter.setPen(QPen(QColor(242, 193, 78, int(26 + 120 * (1 - i / steps) ** 2)),
                            2.0))
        box = rect.adjusted(-grow, -grow, grow, grow)
        painter.drawRoundedRect(box, radius + grow, radius + grow)


class Banner(QGraphicsObject):
    """A rounded pill of text: the "your turn" prompt and short announcements. Text wider
    than the room it is given wraps onto more lines; it is never cut."""

    def __init__(self, strong: bool = False) -> None:
        super().__init__()
        self._text = self._drawn = ""
        self._px = 18.0
        self._strong = strong
        self._rect = QRectF()
        self._flags = _WRAP

    def set_text(self, text: str, pixel_size: float, max_width: float = math.inf) -> None:
        """Show ``text``, at most ``max_width`` wide (more lines where it must)."""
        self.prepareGeometryChange()
        self._text = self._drawn = text
        self._px = pixel_size
        metrics = QFontMetricsF(self.font())
        pad = pixel_size * 1.4
        room = max(max_width - pad - _SLACK, pixel_size)
        self._flags = _WRAP
        box = metrics.boundingRect(QRectF(0, 0, room, 1e6), self._flags, text)
        if box.width() > room and NBSP in text:  # names kept whole do not fit: let them go
            self._drawn = text.replace(NBSP, " ")
            box = metrics.boundingRect(QRectF(0, 0, room, 1e6), self._flags, self._drawn)
        if box.width() > room:  # one word longer than the room: break inside it
            self._flags = _WRAP_ANYWHERE
            box = metrics.boundingRect(QRectF(0, 0, room, 1e6), self._flags, self._drawn)
        else:
            box = _balanced(metrics, self._drawn, box)
        h = box.height() + pixel_size * BANNER_PADDING
        w = min(box.width(), room) + pad + _SLACK
        if box.height() < metrics.lineSpacing() * 1.5:
            w = max(w, min(h, max_width))  # a lone digit: a disc, not a tall pill
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setVisible(bool(text))
        self.update()

    @property
    def text(self) -> str:
        return self._text

    @property
    def drawn(self) -> str:
        """The text as drawn: :attr:`text`, or with its no-break spaces let go where a name
        kept whole would not fit the room."""
        return self._drawn

    def set_strong(self, strong: bool) -> None:
        """Gold (the prompt, a final score) or dark (announcements, a running count)."""
        self._strong = strong
        self.update()

    @property
    def flags(self) -> int:  # type: ignore[override]  # the text's flags, not the item's
        """How the text is laid out in :meth:`text_rect` (centred, wrapped)."""
        return self._flags

    def font(self) -> QFont:
        return ui_font(self._px, bold=True)

    def rect(self) -> QRectF:
        """The pill, in item coordinates."""
        return QRectF(self._rect)

    def text_rect(self) -> QRectF:
        """Where the text is drawn: the pill less its side padding."""
        pad = self._px * 0.7
        return self._rect.adjusted(pad, 0, -pad, 0)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self._rect.height() / 2, self._px * 1.1)
        fill = QColor(242, 193, 78, 235) if self._strong else QColor(8, 28, 18, 215)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self.font())
        painter.setPen(QColor("#2a1c05") if self._strong else QColor(255, 248, 230))
        painter.drawText(self.text_rect(), self._flags, self._drawn)


def _balanced(metrics: QFontMetricsF, text: str, box: QRectF) -> QRectF:
    """``text`` wrapped into ``box``'s lines at the narrowest width that keeps them that
    many, so that they come out about even: not a full line over a lone last word."""
    lines = round(box.height() / metrics.lineSpacing())
    if lines < 2:
        return box
    fits, short = box.width(), box.width() / lines  # no narrower holds the text in as many
    while fits - short > 1.0:
        width = (fits + short) / 2
        tried = metrics.boundingRect(QRectF(0, 0, width, 1e6), _WRAP, text)
        if tried.height() <= box.height() + 0.5 and tried.width() <= width + 0.5:
            fits = width
        else:
            short = width
    even = metrics.boundingRect(QRectF(0, 0, fits, 1e6), _WRAP, text)
    drawn = metrics.boundingRect(QRectF(0, 0, even.width() + _SLACK, 1e6), _WRAP, text)
    return even if drawn.height() == even.height() else box  # as drawn, in as many lines


_SLACK = 2.0
"""Pixels to spare beside the text: measured and drawn widths differ by rounding, and a
line measured to fit exactly must not wrap when it is drawn."""
_WRAP = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
_WRAP_ANYWHERE = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWrapAnywhere)
