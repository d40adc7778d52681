"""The end of a deal, scored on the felt before the summary opens.

Each taken pile opens in turn, anticlockwise from the eldest hand: its point cards fan out
face up in the owner's place while a count goes up beside them. Then the last trick's
value flies to its taker, partners' counts join, fractions of a point drop away, a
cappotto has its moment, each side's score lands on its count and the totals on the plates
roll to their new values. Every number comes from the :class:`DealRecord` and its game
definition, so the show never disagrees with the summary that follows it. A click or a key
plays the rest at once; at speed "instant" there is no show at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QPropertyAnimation,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QKeyEvent

from ...engine.deal import eldest_first
from ...engine.games import Game
from ...engine.record import DealRecord
from ..key_repeats import held
from ..phrase import Phrase
from ..words import FRACTION_SIGNS, mixed_thirds, number, score_text, side_name
from .geometry import Table, count_px, score_spot, scoring_fan
from .plates import Banner, share_row_form

if TYPE_CHECKING:
    from .view import TableView

FAN_MS = 300
FAN_STAGGER_MS = 80
"""A pile's point cards leave it one after another, turning face up as they fly."""
SEAT_PAUSE_MS = 350
FLY_MS = 520
DROP_MS = 650
POP_MS = 380
CAPPOTTO_MS = 1500
OUT_MS = 1500
ROLL_MS = 700
END_MS = 700
LAST_WORD_MS = 1200
"""The deal's last announcement ("Zia Rosa takes: …", the last trick, worth a point in
the reverse games) stays up this long before the scoring clears the table."""
CHIP_Z = 3200.0


class ScoringShow(QObject):
    """Plays one deal's scoring on the table and says :attr:`over` when it is done (or
    skipped). Until the next deal the point cards stay fanned and the scores stay up."""

    over = Signal()

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.labels: dict[int, Banner] = {}
        """Per active seat, its count and then its side's score."""
        self.fans: dict[int, list[int]] = {}
        self._chips: list[Banner] = []
        self._retired: list[Banner] = []
        """The last show's counts and chips, off the table but kept until the next show's
        take their place: its script, played out at once by a new match, still moves them
        (deleted, Qt warned of every animation left without its piece)."""
        self._record: DealRecord | None = None
        self._running = False
        self._round = 0
        """Raised by :meth:`clear`: a show cut off by a new match never reports."""

    @property
    def running(self) -> bool:
        return self._running

    # -- the script ------------------------------------------------------------------
    def play(self, record: DealRecord) -> None:
        """Score ``record`` on the felt; :attr:`over` follows when the show ends (at once
        when the table is instant)."""
        self.clear()
        view = self.view
        if view.animator.instant or view.model is None:
            view.release_totals()
            self._done()
            return
        self._running, self._record = True, record
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        game, t = record.definition, view.table()
        piles = record.taken_cards()
        order = eldest_first(record.seats, record.active, record.dealer)
        for seat in order:
            label = Banner()
            label.setZValue(CHIP_Z - 1)
            view.scene().addItem(label)
            self.labels[seat] = label
        if view.furniture.toast.text:  # read before the table clears
            view.animator.pause(LAST_WORD_MS)
        self._call(self._clear_the_table(record))
        values = {seat: taken_value(record, seat) for seat in order}
        for seat in order:
            self._open_pile(game, t, seat, [c for c in piles[seat] if game.values[c] > 0],
                            _unit_text(game, values[seat]))
        self._last_trick(game, record, values)
        values = self._join_partners(record, values)
        if record.cappotto is not None:
            self._cappotto()
        else:
            values = self._drop_fractions(game, record, values)
            self._bonus(record, values)
        self._land_scores(record)
        self._roll_totals(record)
        self._out(record)
        view.animator.pause(END_MS)
        self._call(lambda: self._final_plates(record))
        self._call(self._done)
        view.animator.run()

    def _open_pile(self, game: Game, t: Table, seat: int, cards: list[int],
                   exact: str) -> None:
        """``seat``'s point cards fan out face up, its count going up as they land."""
        view = self.view
        poses = scoring_fan(t, seat, view.bottom, len(cards))
        dpr = view.devicePixelRatioF()
        for card in cards:
            view.card_items[card].prepare(dpr, True)
        self.fans[seat] = cards
        count = QVariantAnimation()
        count.setStartValue(0)
        count.setEndValue(game.worth(cards))
        count.setDuration(view.animator.duration(FAN_MS + FAN_STAGGER_MS * max(len(cards) - 1, 0)))
        count.valueChanged.connect(
            self._mine(lambda value: self._count(seat, _unit_text(game, int(value)))))
        self._call(lambda: self._count(seat, _unit_text(game, 0)))
        if cards:
            self._call(lambda: view.soundCue.emit("play"))
        view.animator.step([(view.card_items[c], p) for c, p in zip(cards, poses, strict=True)],
                           FAN_MS, FAN_STAGGER_MS, along=[count])
        self._call(lambda: self._count(seat, exact))
        view.animator.pause(SEAT_PAUSE_MS)

    def _clear_the_table(self, record: DealRecord) -> Callable[[], None]:
        def clear() -> None:
            self.view.show_toast("")
            self._set_totals(record, 0.0)
        return clear

    def _last_trick(self, game: Game, record: DealRecord, values: dict[int, int]) -> None:
        """The last trick's value flies from the middle to its taker's count (``values``,
        per seat what its count shows, grows by it)."""
        last, extra = record.last_trick, game.last_trick_value
        if extra and last in values:
            values[last] += extra
            after = _unit_text(game, values[last])
            self._fly("+" + _unit_text(game, extra), self._centre(), last,
                      lambda: self._count(last, after))

    def _join_partners(self, record: DealRecord, values: dict[int, int]) -> dict[int, int]:
        """A partner's count flies onto the side's first count; per side, its value."""
        game = record.definition
        sides: dict[int, int] = {}
        moves: list[QAbstractAnimation] = []
        joined: dict[int, str] = {}
        for i, members in enumerate(record.sides):
            seats = [s for s in members if s in self.labels]
            if not seats:
                continue
            sides[i] = sum(values[s] for s in seats)
            for seat in seats[1:]:
                moves += _move(self.labels[seat], self._spot(seats[0]), fade=True,
                               duration=self.view.animator.duration(FLY_MS))
                joined[seats[0]] = _unit_text(game, sides[i])
        if moves:
            self.view.animator.step([], FLY_MS, along=moves)
            self._call(lambda: self._counts(joined))
        return sides

    def _drop_fractions(self, game: Game, record: DealRecord,
                        sides: dict[int, int]) -> dict[int, int]:
        """In games counted in thirds, each side's fraction of a point drops away."""
        if game.unit != "thirds":
            return sides
        falls: list[QAbstractAnimation] = []
        after: dict[int, str] = {}
        for side, thirds in sides.items():
            head = self._head(record, side)
            if thirds % 3:
                chip = self._chip(FRACTION_SIGNS[thirds % 3], self._spot(head))
                chip.setVisible(False)
                below = self._spot(head) + QPointF(0, self._px() * 3)
                falls += _move(chip, below, fade=True,
                               duration=self.view.animator.duration(DROP_MS))
                falls.append(_show_at_start(chip))
            after[head] = number(thirds // 3)
        if falls:
            self.view.animator.step([], DROP_MS, along=falls)
            self._call(lambda: self._counts(after))
        return {side: thirds // 3 for side, thirds in sides.items()}

    def _bonus(self, record: DealRecord, sides: dict[int, int]) -> None:
        """What a side scores beyond its count (the last trick's remainder of 11, or its
        bonus point) flies to it from the middle."""
        if record.definition.unit != "thirds":
            return
        for side, shown in sides.items():
            extra = record.scores[side] - shown
            if extra > 0:
                head = self._head(record, side)
                self._fly("+" + number(extra), self._centre(), head,
                          partial(self._counts, {head: number(record.scores[side])}))

    def _cappotto(self) -> None:
        view = self.view
        self._call(lambda: view.show_toast(self.tr("Cappotto!"), middle=True))
        self._call(lambda: view.soundCue.emit("win"))
        view.animator.pause(CAPPOTTO_MS)

    def _out(self, record: DealRecord) -> None:
        """Who the new totals put out, said once they stand on the plates (the table was
        cleared for the scoring, so said before it, it went unseen)."""
        director, out = self.view.director, record.eliminated
        text = Phrase(lambda: director.out_text(out))
        if not text:
            return
        view = self.view

        def say() -> None:
            self._final_plates(record)  # the seats out, as it is said
            view.show_toast(text, middle=True)

        self._call(say)
        view.animator.pause(OUT_MS)

    def _land_scores(self, record: DealRecord) -> None:
        """Each side's count becomes its score for the deal, in gold."""
        pops: list[QAbstractAnimation] = []
        finals: dict[int, str] = {}
        for side in range(len(record.sides)):
            head = self._head(record, side)
            if head < 0:
                continue
            finals[head] = score_text(record.definition.score_unit, record.scores[side])
            pop = QPropertyAnimation(self.labels[head], b"scale")
            pop.setKeyValueAt(0.0, 1.35)
            pop.setKeyValueAt(1.0, 1.0)
            pop.setEasingCurve(QEasingCurve.Type.OutBack)
            pop.setDuration(self.view.animator.duration(POP_MS))
            pops.append(pop)

        def land() -> None:
            for seat, text in finals.items():
                self.labels[seat].set_strong(True)
                self._count(seat, text)
            said = [f"{side_name(self.view.names, record.sides[s])}: "
                    f"{score_text(record.definition.score_unit, record.scores[s])}"
                    for s in range(len(record.sides)) if self._head(record, s) >= 0]
            self.view.announce("; ".join(said))

        self._call(land)
        self.view.animator.step([], POP_MS, along=pops)

    def _roll_totals(self, record: DealRecord) -> None:
        roll = QVariantAnimation()
        roll.setStartValue(0.0)
        roll.setEndValue(1.0)
        roll.setDuration(self.view.animator.duration(ROLL_MS))
        roll.setEasingCurve(QEasingCurve.Type.OutCubic)
        roll.valueChanged.connect(
            self._mine(lambda share: self._set_totals(record, float(share))))
        self.view.animator.step([], ROLL_MS, along=[roll])

    def _final_plates(self, record: DealRecord) -> None:
        """The plates as the deal left them: the seats it put out shown out, every total
        the new one (no longer what each took in it)."""
        self.view.release_totals()
        self._set_totals(record, 1.0)

    def _done(self) -> None:
        self._running = False
        self.view.removeEventFilter(self)
        self.view.viewport().removeEventFilter(self)
        for chip in self._chips:
            chip.setVisible(False)
        self.over.emit()

    # -- pieces ----------------------------------------------------------------------
    def _call(self, action: Callable[[], None]) -> None:
        """``action`` when the script gets there, unless the show was cleared by then (a
        new match plays the rest of the old script at once)."""
        self.view.animator.call(self._mine(action))

    def _mine(self, action: Callable[..., None]) -> Callable[..., None]:
        """``action``, made a no-op once this show has been cleared."""
        round_ = self._round

        def guarded(*args: Any) -> None:
            if round_ == self._round:
                action(*args)
        return guarded

    def _px(self) -> float:
        return count_px(self.view.table())

    def _count(self, seat: int, text: str) -> None:
        """Show ``text`` on ``seat``'s count, standing by its place."""
        label = self.labels[seat]
        label.set_text(text, self._px())
        label.setPos(self._spot(seat))

    def _counts(self, texts: dict[int, str]) -> None:
        for seat, text in texts.items():
            self._count(seat, text)

    def _spot(self, seat: int) -> QPointF:
        """The middle of ``seat``'s count, at the height its text needs."""
        x, y, grows = score_spot(self.view.table(), seat, self.view.bottom)
        height = self.labels[seat].rect().height() or self._px() * 2.4
        return QPointF(x, y + grows * height / 2)

    def _head(self, record: DealRecord, side: int) -> int:
        """The seat whose count shows ``side``'s (its first active member), or -1."""
        return next((s for s in record.sides[side] if s in self.labels), -1)

    def _centre(self) -> QPointF:
        return QPointF(*self.view.table().trick_centre)

    def _chip(self, text: str, at: QPointF) -> Banner:
        chip = Banner(strong=True)
        chip.setZValue(CHIP_Z)
        chip.set_text(text, self._px())
        chip.setPos(at)
        self.view.scene().addItem(chip)
        self._chips.append(chip)
        return chip

    def _fly(self, text: str, start: QPointF, seat: int, then: Callable[[], None]) -> None:
        """A chip saying ``text`` flies from ``start`` to ``seat``'s count; ``then`` on
        arrival."""
        chip = self._chip(text, start)
        chip.setVisible(False)
        flight = _move(chip, self._spot(seat), fade=False,
                       duration=self.view.animator.duration(FLY_MS))
        self.view.animator.step([], FLY_MS, along=[_show_at_start(chip), *flight])
        self._call(lambda: chip.setVisible(False))
        self._call(then)

    def _set_totals(self, record: DealRecord, share: float) -> None:
        """The plates' totals ``share`` of the way from before this deal to after it; in a
        practice deal, whose totals count for nothing, the plates say only that it is one."""
        view = self.view
        for seat, plate in enumerate(view.furniture.plates):
            side = next((i for i, m in enumerate(record.sides) if seat in m), -1)
            if side < 0 or side >= len(record.totals):
                continue
            new = record.totals[side]
            old = new if record.tiebreak else new - record.scores[side]
            shown = round(old + (new - old) * share)
            line, short = view.furniture.total_line(seat, shown)
            plate.set_info(replace(plate.info, score_line=line, short_line=short))
        share_row_form(view.furniture.plates)

    # -- after the show --------------------------------------------------------------
    def settle(self) -> None:
        """Lay the fans and the counts out again for the table as it is now (a resize, a
        new seating): the scores stay up until the next deal."""
        if self._running or self._record is None:
            return
        t = self.view.table()
        for seat, cards in self.fans.items():
            for card, pose in zip(cards, scoring_fan(t, seat, self.view.bottom, len(cards)),
                                  strict=True):
                item = self.view.card_items[card]
                item.prepare(self.view.devicePixelRatioF(), True)
                item.animate(pose, 0)
        for seat, label in self.labels.items():
            if label.isVisible():
                self._count(seat, label.text)
        self._set_totals(self._record, 1.0)

    def retranslate_ui(self) -> None:
        """The language changed with the scores still up (beside the deal's summary, which
        leaves the window free): each side's score and the plates' totals in the new one."""
        record = self._record
        if self._running or record is None:
            return
        for side in range(len(record.sides)):
            head = self._head(record, side)
            if head >= 0 and self.labels[head].isVisible():
                self._count(head, score_text(record.definition.score_unit, record.scores[side]))
        self._set_totals(record, 1.0)

    def clear(self) -> None:
        """Take the counts and chips off the table and turn the opened piles face down at
        once (a new deal, a new match, a reset): these cards are about to be dealt again,
        and a face seen on its way to the pack would tell where it goes."""
        self._round += 1
        for cards in self.fans.values():
            for card in cards:
                face = self.view.card_items[card]
                face.conceal()
                face.animate(replace(face.pose, face_up=False), 0)
        if self._running:
            self.view.removeEventFilter(self)
            self.view.viewport().removeEventFilter(self)
        self._running = False
        gone = [*self.labels.values(), *self._chips]
        for banner in gone:
            self.view.scene().removeItem(banner)
        self._retired = gone or self._retired
        self.labels, self._chips, self.fans, self._record = {}, [], {}, None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click or a key while the show runs skips to its end; not a key held down since
        the last card (its repeats are taken and dropped)."""
        if self._running and event.type() in (QEvent.Type.MouseButtonPress,
                                              QEvent.Type.KeyPress):
            if not (isinstance(event, QKeyEvent) and held(event)):
                self.view.animator.finish()
            return True
        return False


def taken_value(record: DealRecord, seat: int) -> int:
    """What ``seat`` took in tricks, in the game's unit, as the record has it (the
    dealer's discard counted with the last trick, whose own value is added later)."""
    value = record.taken[seat]
    if record.discard is not None and seat == record.last_trick:
        value += record.definition.values[record.discard]
    return value


def _unit_text(game: Game, value: int) -> str:
    return mixed_thirds(value) if game.unit == "thirds" else number(value)


def _move(item: Banner, to: QPointF, fade: bool, duration: int) -> list[QAbstractAnimation]:
    """Animations taking ``item`` to ``to`` (fading out on the way when ``fade``)."""
    glide = QPropertyAnimation(item, b"pos")
    glide.setEndValue(to)
    glide.setDuration(duration)
    glide.setEasingCurve(QEasingCurve.Type.InOutCubic)
    out: list[QAbstractAnimation] = [glide]
    if fade:
        dim = QPropertyAnimation(item, b"opacity")
        dim.setStartValue(1.0)
        dim.setEndValue(0.0)
        dim.setDuration(duration)
        dim.setEasingCurve(QEasingCurve.Type.InQuad)
        out.append(dim)
    return out


def _show_at_start(item: Banner) -> QAbstractAnimation:
    """A 1 ms animation that shows ``item`` when its step begins."""
    show = QVariantAnimation()
    show.setStartValue(0)
    show.setEndValue(1)
    show.setDuration(1)
    show.stateChanged.connect(
        lambda new, _old: item.setVisible(True)
        if new == QAbstractAnimation.State.Running else None)
    return show

