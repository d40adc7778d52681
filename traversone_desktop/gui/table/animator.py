"""Turns the table's changes into one script of animations and says when all motion stops.

The script is a ``QSequentialAnimationGroup`` of steps; a step is a
``QParallelAnimationGroup`` of cards moving together, a pause, or a call that updates
something else (a plate, a message) at the right moment. :attr:`Animator.idle` fires once
when the script ends; the controller advances only then. At speed "instant" every step
happens at once and ``idle`` still fires, from the event loop, so nothing recurses.
:meth:`Animator.finish` plays the rest of the script at once, for a table that must be
laid out again now (a resize, a new seating) rather than when the motion ends.

Every card motion goes through here, the script's and the side motions of
:meth:`Animator.now` (a hand card rising under the pointer, a hand turning over as the
seating changes), which start at once and never hold up :attr:`Animator.idle`: so
:attr:`Animator.moving` is the one answer to "is any card moving?", and
:meth:`Animator.finish` ends every motion, not only the script's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from shiboken6 import isValid

from .card_item import CardItem
from .geometry import Pose

SPEED_FACTORS: Final = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
"""Multipliers of every animation's base duration."""


class Animator(QObject):
    """Collects steps into a script, runs it, and emits :attr:`idle` when it is done."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self._script: QSequentialAnimationGroup | None = None
        """Steps collected and not yet playing."""
        self._playing: QSequentialAnimationGroup | None = None
        self._idle_queued = False
        self._side: list[QAbstractAnimation] = []
        """Side motions started by :meth:`now`; each deletes itself when it stops."""

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)

    @property
    def instant(self) -> bool:
        return self.factor == 0.0

    @property
    def busy(self) -> bool:
        return self._playing is not None or self._idle_queued or self._script is not None

    @property
    def moving(self) -> bool:
        """A card moves now: the script plays, or a side motion runs."""
        return self._playing is not None or any(_running(a) for a in self._side)

    def duration(self, base_ms: float) -> int:
        return round(base_ms * self.factor)

    def _open(self) -> QSequentialAnimationGroup:
        if self._script is None:
            self._script = QSequentialAnimationGroup(self)
        return self._script

    # -- building the script ----------------------------------------------------
    def step(self, moves: Iterable[tuple[CardItem, Pose]], base_ms: float,
             stagger_ms: float = 0.0, along: Iterable[QAbstractAnimation] = ()) -> None:
        """Cards moving together, each ``stagger_ms`` after the one before, and ``along``
        them other animations (a count going up, a score flying) that were made with
        :meth:`duration`; at instant speed the cards are simply put in place."""
        duration = self.duration(base_ms)
        if duration <= 0:
            for item, pose in moves:
                item.animate(pose, 0)
            return
        group = QParallelAnimationGroup()
        for other in along:
            group.addAnimation(other)
        delay = self.duration(stagger_ms)
        for i, (item, pose) in enumerate(moves):
            anim = item.animate(pose, duration, scripted=True)
            if anim is None:
                continue
            if delay and i:
                later = QSequentialAnimationGroup()
                later.addPause(delay * i)
                later.addAnimation(anim)
                anim = later
            group.addAnimation(anim)
        if group.animationCount():
            self._open().addAnimation(group)

    def pause(self, base_ms: float) -> None:
        duration = self.duration(base_ms)
        if duration > 0:
            self._open().addPause(duration)

    def call(self, action: Callable[[], None]) -> None:
        """Run ``action`` when the script reaches this point (at once when instant)."""
        if self.instant:
            action()
            return
        marker = QPauseAnimation(1)
        marker.stateChanged.connect(
            lambda new, _old: action() if new == QAbstractAnimation.State.Running else None)
        self._open().addAnimation(marker)

    # -- side motions ------------------------------------------------------------
    def now(self, moves: Iterable[tuple[CardItem, Pose]], base_ms: float) -> None:
        """Move cards at once, beside the script and never waited for: no :attr:`idle`
        follows. A card given a newer move leaves this one (its own move halts it)."""
        self._side = [a for a in self._side if _running(a)]
        duration = self.duration(base_ms)
        for item, pose in moves:
            anim = item.animate(pose, duration)
            if anim is not None:
                anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                self._side.append(anim)

    # -- running it -----------------------------------------------------------------
    def run(self) -> None:
        """Play what was collected; :attr:`idle` follows when it (and any script already
        playing) has finished."""
        if self._playing is not None:
            return
        script, self._script = self._script, None
        if script is None or script.animationCount() == 0:
            self._queue_idle()
            return
        self._playing = script
        script.finished.connect(lambda: self._finished(script))
        script.start()

    def finish(self) -> None:
        """Play everything still to come at once, side motions too: each call is made,
        each card ends where it was going. :attr:`idle` follows from the event loop, as ever."""
        if self._playing is None and self._script is not None:
            self.run()
        while self._playing is not None:
            self._playing.setCurrentTime(self._playing.totalDuration())
        side, self._side = self._side, []
        for anim in side:
            if _running(anim):
                anim.setCurrentTime(anim.totalDuration())

    def abandon(self) -> None:
        """Stop the script where it is, and drop what was collected, without making the
        calls still to come: every card stays where it is seen, and its next move starts
        from there (an undo while the others' cards fly takes the table back from where it
        stands, without announcing a card that is being taken back). No :attr:`idle`
        follows the stopped script; the next one's does."""
        for script in (self._playing, self._script):
            if script is not None:
                script.stop()
                script.deleteLater()
        self._playing = self._script = None

    def _finished(self, script: QSequentialAnimationGroup) -> None:
        script.deleteLater()
        self._playing = None
        if self._script is not None:  # steps were added while this script played
            self.run()
            return
        self._queue_idle()

    def _queue_idle(self) -> None:
        """Idle from the event loop: whoever caused the end is never re-entered."""
        if not self._idle_queued:
            self._idle_queued = True
            QTimer.singleShot(0, self, self._emit_idle)  # cancelled if the animator goes first

    def _emit_idle(self) -> None:
        self._idle_queued = False
        if self._script is not None or self._playing is not None:
            self.run()
            return
        self.idle.emit()


def _running(anim: QAbstractAnimation) -> bool:
    """``anim`` still exists (a stopped side motion deletes itself) and runs."""
    return isValid(anim) and anim.state() == QAbstractAnimation.State.Running
