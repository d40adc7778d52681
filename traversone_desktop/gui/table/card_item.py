"""One card on the table: a ``QGraphicsObject`` with a single verb, :meth:`CardItem.animate`.

A flip is a horizontal squeeze to nothing and back, with the face swapped at half-way;
it is drawn in :meth:`paint` so it happens in the card's own frame whatever its rotation.
The face is drawn only while the card is face up, so a hidden card never shows its
identity, not even in its tooltip or accessible name.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from traversone_desktop import art
from traversone_desktop.art.render import generation

from .geometry import Pose
from .muted import muted

HINT_COLOUR = "#5ec8ff"
"""The hint's dashed outline; the keyboard focus is gold and solid."""
FLIGHT_Z = 1000.0
"""Added to a card's z while it moves, so it flies over everything else."""
_pixmaps: dict[tuple[str, int | None, int, float, int], QPixmap] = {}


def card_pixmap(deck: str, card: int | None, width: int, dpr: float) -> QPixmap:
    """A card (or the back) as a pixmap, shared by every item that shows it."""
    key = (deck, card, width, dpr, generation())
    pix = _pixmaps.get(key)
    if pix is None:
        if len(_pixmaps) > 200:
            _pixmaps.clear()
        pix = QPixmap.fromImage(art.render_card(deck, card, width, dpr))
        _pixmaps[key] = pix
    return pix


class CardItem(QGraphicsObject):
    """A card that knows its pose and how to move, turn and flip to another one."""

    clicked = Signal(int)
    hovered = Signal(int, bool)

    def __init__(self, card: int | None, deck: str, width: float, aspect: float) -> None:
        super().__init__()
        self.card = card
        self.deck = deck
        self._width = width
        self._aspect = aspect
        self._flip = 0.0
        self.pose = Pose(0.0, 0.0)
        self.playable: bool | None = None
        """True/False while its owner may play it (the highlight aid); None otherwise."""
        self.focused = False
        self.hinted = False
        self.name = ""
        """Spoken name of the face ("Asso di denari"), set by the table while face up."""
        self._motion: QAbstractAnimation | None = None
        """The last move this card was given, to be halted when a newer one replaces it."""
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def set_marks(self, playable: bool | None = None, focused: bool = False,
                  hinted: bool = False) -> None:
        """The highlight aid, the keyboard focus and the hint; repaints only on a change."""
        marks = (playable, focused, hinted)
        if marks != (self.playable, self.focused, self.hinted):
            self.playable, self.focused, self.hinted = marks
            self.update()

    # -- size and art ---------------------------------------------------------
    def set_size(self, width: float, aspect: float) -> None:
        self.prepareGeometryChange()
        self._width, self._aspect = width, aspect
        self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._width, self._width * self._aspect
        return QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6)

    @property
    def face_shown(self) -> bool:
        return self.card is not None and self._flip > 0.5

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._width, self._width * self._aspect
        squeeze = abs(2.0 * self._flip - 1.0)
        if squeeze < 0.02:
            return
        painter.save()
        painter.scale(squeeze, 1.0)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        scale = max(0.1, self.scale())
        px_width = max(8, round(w * scale))
        pix = card_pixmap(self.deck, self.card if self.face_shown else None, px_width, dpr)
        if self.playable is False:
            pix = muted(pix)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pix, QRectF(pix.rect()))
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        if self.focused or self.playable:
            colour = QColor("#ffd54a") if self.focused else QColor("#8fe3a0")
            pen = QPen(colour, max(2.0, w * (0.035 if self.focused else 0.022)))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.hinted:  # sky blue and dashed, inside the edge: never taken for the focus
            inset = max(3.0, w * 0.06)
            painter.setPen(QPen(QColor(HINT_COLOUR), max(2.0, w * 0.04), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()

    # -- the flip, as an animatable property ----------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)
    """0 shows the back, 1 the face; values between squeeze the card for the turn."""

    def conceal(self) -> None:
        """Hide the face now: a flip to face down then shows only its second half."""
        if self._flip > 0.5:
            self._set_flip(0.5)

    # -- the one verb ---------------------------------------------------------
    def animate(self, pose: Pose, duration: int) -> QAbstractAnimation | None:
        """Move to ``pose``; with ``duration`` 0 jump there and return None.

        A free-running earlier move is halted first: left alone it would go on pulling
        the card (and its face) toward the old pose after this one has arrived."""
        self._halt()
        self.pose = pose
        target_flip = 1.0 if pose.face_up else 0.0
        if duration <= 0:
            self.setPos(pose.x, pose.y)
            self.setRotation(pose.rotation)
            self.setScale(pose.scale)
            self._set_flip(target_flip)
            self.setZValue(pose.z)
            return None
        group = QParallelAnimationGroup(self)
        # No start values: each property starts from wherever the card is when this step
        # of the script begins, which may be after earlier steps have moved it.
        ends = ((b"pos", QPointF(pose.x, pose.y)), (b"rotation", pose.rotation),
                (b"scale", pose.scale), (b"flip", target_flip))
        for prop, end in ends:
            anim = QPropertyAnimation(self, prop, group)
            anim.setDuration(duration)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(anim)
        group.stateChanged.connect(lambda new, _old: self._flight(new, pose.z))
        self._motion = group
        return group

    @property
    def at_rest(self) -> bool:
        """The card is exactly where, and the way up, its pose says."""
        p = self.pose
        return (abs(self.x() - p.x) < 0.5 and abs(self.y() - p.y) < 0.5
                and abs(self.rotation() - p.rotation) < 0.1 and abs(self.scale() - p.scale) < 1e-3
                and self._flip == (1.0 if p.face_up else 0.0))

    @property
    def moving(self) -> bool:
        """A move of this card is under way."""
        motion = self._motion
        return motion is not None and isValid(motion) and \
            motion.state() == QAbstractAnimation.State.Running

    def _halt(self) -> None:
        """Stop the last move if it runs on its own; a move inside a script belongs to the
        script's group, which plays its steps in order."""
        motion, self._motion = self._motion, None
        if motion is not None and isValid(motion) and motion.group() is None:
            motion.stop()

    def _flight(self, state: QAbstractAnimation.State, z: float) -> None:
        if not isValid(self):  # the scene is being torn down while a card still moves
            return
        running = state == QAbstractAnimation.State.Running
        self.setZValue(FLIGHT_Z + z if running else z)

    # -- pointer ----------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.card is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card)
            event.accept()
            return
        super().mousePressEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.card is not None:
            self.hovered.emit(self.card, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.card is not None:
            self.hovered.emit(self.card, False)
        super().hoverLeaveEvent(event)
