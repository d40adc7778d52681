"""One card on the table: a ``QGraphicsObject`` with a single verb, :meth:`CardItem.animate`.

A flip turns the card about its long axis in perspective, lifting it, with
the face swapped at half-way; it is drawn in :meth:`paint`. The art is drawn once per
card size and only scaled while a card moves, and each card paints its own pre-rendered
shadow (:mod:`.shadows`), larger and softer while it is in the air.
The face is drawn only while the card is face up, so a hidden card never shows its
identity, not even in its tooltip or accessible name.
"""

from __future__ import annotations

import math

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
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
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

from . import shadows
from .geometry import Pose
from .muted import muted

HINT_COLOUR = "#5ec8ff"
"""The hint's dashed outline; the keyboard focus is gold and solid."""
FLIGHT_Z = 1000.0
"""Added to a card's z while it moves, so it flies over everything else."""
MAX_TURN = 70.0
"""A flip turns the card at most this far (degrees) from flat before the other side shows:
it narrows to a third of its width, never to a sliver."""
EYE_DISTANCE = 2.2
"""How far the eye is from the card, in card widths: the perspective of a flip."""
TURN_RISE = 0.08
"""How much larger a card looks half-way through a flip: it is lifted to turn it."""
FLIGHT_RISE = 0.05
"""…and while it flies."""
FLIP_SHARE = 0.6
"""A move's flip is over by this share of the move: a card from a side seat turns over
first and then settles its rotation, rather than doing both at once all the way."""
LIFT_KEYS = ((0.0, 0.0), (0.2, 1.0), (0.75, 1.0), (1.0, 0.0))
"""How high a card is (0 on the felt, 1 in the air) over a move."""
_pixmaps: dict[tuple[str, int | None, int, float, int, int], QPixmap] = {}


def card_pixmap(deck: str, card: int | None, width: int, dpr: float, shown: int = 0) -> QPixmap:
    """A card (or the back) as a pixmap, shared by every item that shows it.

    The art is drawn once, ``width`` pixels wide; a smaller copy ``shown`` pixels wide (a
    card at rest on a pile or an opponent's hand) is scaled from it, smoothly, which costs
    a fraction of drawing the art again."""
    key = (deck, card, width, dpr, generation(), shown)
    pix = _pixmaps.get(key)
    if pix is None:
        if len(_pixmaps) > 300:  # forget other sizes and styles, never this layout's art
            for old in [k for k in _pixmaps if k[:1] + k[2:5] != key[:1] + key[2:5]]:
                del _pixmaps[old]
        if shown:
            full = card_pixmap(deck, card, width, dpr).toImage()
            image = full.scaledToWidth(shown, Qt.TransformationMode.SmoothTransformation)
            image.setDevicePixelRatio(dpr)
            pix = QPixmap.fromImage(image)
        else:
            pix = QPixmap.fromImage(art.render_card(deck, card, width, dpr))
        _pixmaps[key] = pix
    return pix


def flip_transform(flip: float, width: float) -> QTransform:
    """The turn of a card ``flip`` of the way over, in the card's own frame: it turns
    about its long axis, in perspective (its far edge shrinks), and rises a little."""
    back = flip <= 0.5
    angle = math.radians(min(MAX_TURN, 180.0 * (flip if back else 1.0 - flip)))
    # The far edge is the right one while the back shows, the left once the face does
    # (the face is drawn the right way round, so the card's right edge is now on the left).
    lean = (1.0 if back else -1.0) * math.sin(angle) / (EYE_DISTANCE * width)
    rise = 1.0 + TURN_RISE * math.sin(math.pi * flip)
    return QTransform(math.cos(angle) * rise, 0.0, lean, 0.0, rise, 0.0, 0.0, 0.0, 1.0)


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
        self._lift = 0.0
        self.pose = Pose(0.0, 0.0)
        self.playable: bool | None = None
        """True/False while its owner may play it (the highlight aid); None otherwise."""
        self.focused = False
        self.hinted = False
        self.stacked = False
        """A card lies right on top of this one (a pile, the stock): it casts no shadow of
        its own at rest, or the shadows of a stack would add up to a black smudge."""
        self.name = ""
        """Spoken name of the face ("Asso di denari"), set by the table while face up."""
        self._motion: QAbstractAnimation | None = None
        """The last move this card was given, to be halted when a newer one replaces it."""
        self._free = False
        """That move runs on its own (a side motion), not as a step of a script."""
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def set_marks(self, playable: bool | None = None, focused: bool = False,
                  hinted: bool = False) -> None:
        """The highlight aid, the keyboard focus and the hint; repaints only on a change."""
        marks = (playable, focused, hinted)
        if marks != (self.playable, self.focused, self.hinted):
            self.playable, self.focused, self.hinted = marks
            self.update()

    def set_stacked(self, stacked: bool) -> None:
        if stacked != self.stacked:
            self.stacked = stacked
            self.update()

    # -- size and art ---------------------------------------------------------
    def set_size(self, width: float, aspect: float) -> None:
        self.prepareGeometryChange()
        self._width, self._aspect = width, aspect
        self.update()

    def _card_rect(self) -> QRectF:
        w, h = self._width, self._width * self._aspect
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        """The card with room for its shadow: in the air, for the flying shadow and a
        flip's near edge too (a tight rectangle at rest repaints less as others fly)."""
        w, h = self._width, self._width * self._aspect
        if self._airborne():
            pad = w * (shadows.FLYING.blur + shadows.FLYING.drop + 0.05) + h * 0.2
        else:
            pad = w * (shadows.RESTING.blur + shadows.RESTING.drop) + 1.0
        return self._card_rect().adjusted(-pad, -pad, pad, pad)

    def _airborne(self, flip: float | None = None, lift: float | None = None) -> bool:
        flip = self._flip if flip is None else flip
        return (self._lift if lift is None else lift) > 0.0 or 0.0 < flip < 1.0

    def _reshape(self, flip: float, lift: float) -> None:
        """Before the flip or the lift changes: grow or shrink the bounding rectangle when
        the card takes off or lands."""
        if self._airborne(flip, lift) != self._airborne():
            self.prepareGeometryChange()

    def shape(self) -> QPainterPath:
        """Only the card itself takes clicks and hovers, not its shadow."""
        path = QPainterPath()
        path.addRect(self._card_rect())
        return path

    def scene_card_rect(self) -> QRectF:
        """Where the card itself lies on the table (its bounding rectangle also holds room
        for the shadow): what placement and overlap checks should use."""
        return self.mapToScene(self._card_rect()).boundingRect()

    @property
    def face_shown(self) -> bool:
        return self.card is not None and self._flip > 0.5

    def prepare(self, dpr: float, face: bool) -> None:
        """Draw the art this card will show (the back, and its face if ``face``) now,
        before it moves, so that no art is drawn in the middle of an animation."""
        for card in {self.card if face else None, None}:
            card_pixmap(self.deck, card, max(8, round(self._width)), dpr)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._card_rect()
        w = rect.width()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        turning = 0.0 < self._flip < 1.0
        lift = max(self._lift, math.sin(math.pi * self._flip))
        painter.save()
        if turning or self._lift:
            motion = flip_transform(self._flip, w) if turning else QTransform()
            rise = 1.0 + FLIGHT_RISE * self._lift
            painter.setTransform(QTransform().scale(rise, rise) * motion
                                 * painter.transform())
        self._paint_shadow(painter, w, rect.height(), dpr, lift)
        full = max(8, round(w))
        shown = 0
        if not (turning or self._lift or self.moving):
            shown = round(w * self.scale() * dpr)
            shown = 0 if shown >= full * dpr - 1 else max(4, shown)
        pix = card_pixmap(self.deck, self.card if self.face_shown else None, full, dpr, shown)
        if self.playable is False:
            pix = muted(pix)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        self._paint_marks(painter, rect)
        painter.restore()

    def _paint_shadow(self, painter: QPainter, w: float, h: float, dpr: float,
                      lift: float) -> None:
        """The resting shadow fades into the flying one as the card rises. The light
        comes from above the screen whatever way the card is turned."""
        down = QTransform().rotate(-self.rotation())
        for style, share in ((shadows.RESTING, 0.0 if self.stacked else 1.0 - lift),
                             (shadows.FLYING, lift)):
            if share <= 0.01:
                continue
            pix = shadows.shadow_pixmap(w, h, dpr, style)
            reach = shadows.margin(w, style)
            drop = down.map(QPointF(0.0, style.drop * w))
            painter.setOpacity(share)
            painter.drawPixmap(QRectF(-w / 2 - reach + drop.x(), -h / 2 - reach + drop.y(),
                                      w + 2 * reach, h + 2 * reach), pix, QRectF(pix.rect()))
        painter.setOpacity(1.0)

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        """The highlight aid's outline, the focus and the hint (an unplayable card shows its
        art muted instead)."""
        w = rect.width()
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

    # -- the flip and the lift, as animatable properties ----------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._reshape(value, self._lift)
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)
    """0 shows the back, 1 the face; values between turn the card over."""

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._reshape(self._flip, value)
        self._lift = value
        self.update()

    lift = Property(float, _get_lift, _set_lift)
    """0 on the felt, 1 in the air: a larger, softer shadow and a slightly larger card."""

    def conceal(self) -> None:
        """Hide the face now: a flip to face down then shows only its second half."""
        if self._flip > 0.5:
            self._set_flip(0.5)

    # -- the one verb ---------------------------------------------------------
    def animate(self, pose: Pose, duration: int,
                scripted: bool = False) -> QAbstractAnimation | None:
        """Move to ``pose``; with ``duration`` 0 jump there and return None. ``scripted``:
        the move is a step of a script, which plays it in its turn; else it runs on its
        own, started by the caller.

        A free-running earlier move is halted first: left alone it would go on pulling
        the card (and its face) toward the old pose after this one has arrived."""
        self._halt()
        self._free = not scripted
        before, self.pose = self.pose, pose
        target_flip = 1.0 if pose.face_up else 0.0
        if duration <= 0:
            self.setPos(pose.x, pose.y)
            self.setRotation(pose.rotation)
            self.setScale(pose.scale)
            self._set_flip(target_flip)
            self._set_lift(0.0)
            self.setZValue(pose.z)
            return None
        group = QParallelAnimationGroup(self)
        # No start values: each property starts from wherever the card is when this step
        # of the script begins, which may be after earlier steps have moved it. Plays are
        # eased out: the card leaves the hand briskly and settles softly.
        ends = ((b"pos", QPointF(pose.x, pose.y)), (b"rotation", pose.rotation),
                (b"scale", pose.scale))
        for prop, end in ends:
            group.addAnimation(self._tween(prop, end, duration, QEasingCurve.Type.OutCubic))
        flip = self._tween(b"flip", target_flip, duration, QEasingCurve.Type.Linear)
        flip.setKeyValueAt(FLIP_SHARE, target_flip)
        group.addAnimation(flip)
        lift = self._tween(b"lift", 0.0, duration, QEasingCurve.Type.Linear)
        if self._travels(before, pose):
            for at, value in LIFT_KEYS:
                lift.setKeyValueAt(at, value)
        group.addAnimation(lift)
        group.stateChanged.connect(lambda new, _old: self._flight(new, pose.z))
        self._motion = group
        return group

    def _tween(self, prop: bytes, end: object, duration: int,
               easing: QEasingCurve.Type) -> QPropertyAnimation:
        anim = QPropertyAnimation(self, prop)
        anim.setDuration(duration)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        return anim

    def _travels(self, before: Pose, after: Pose) -> bool:
        """A move worth lifting the card for: it turns over or goes somewhere else, not
        a hand card rising a little under the pointer."""
        far = abs(before.x - after.x) + abs(before.y - after.y) > 0.3 * self._width
        return far or before.face_up != after.face_up

    @property
    def at_rest(self) -> bool:
        """The card is exactly where, and the way up, its pose says."""
        p = self.pose
        return (abs(self.x() - p.x) < 0.5 and abs(self.y() - p.y) < 0.5
                and abs(self.rotation() - p.rotation) < 0.1 and abs(self.scale() - p.scale) < 1e-3
                and self._flip == (1.0 if p.face_up else 0.0) and self._lift == 0.0)

    @property
    def stopped(self) -> bool:
        """The card's last move was stopped on its way: it is still, and not where its
        pose says."""
        return not self.moving and not self.at_rest

    @property
    def moving(self) -> bool:
        """A move of this card is under way."""
        motion = self._motion
        return motion is not None and isValid(motion) and \
            motion.state() == QAbstractAnimation.State.Running

    def _halt(self) -> None:
        """Stop the last move if it runs on its own; a move inside a script belongs to the
        script's group, which plays its steps in order. (Not told by asking the move for
        its group: the wrapper PySide makes for the answer hands the move to Python, which
        then deleted it from the script as it let go of it here, and its step never
        played: the other player's draw never showed its face, hands jumped.)"""
        motion, self._motion = self._motion, None
        if motion is not None and self._free and isValid(motion):
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
