"""What the table's furniture says and where it stands: the name plates, the turn prompt,
the announcements, the trick's signal badge and the caption under the stock.

:mod:`.plates` draws these items; this module keeps them in step with the table: their
words (from the model, the names and the aids) and their places (in the rooms
:mod:`.geometry` keeps for them, wrapped or shrunk to fit). It exists so that the view
is left with the cards and the wiring.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..words import about, mixed_thirds, number, signal_name
from .geometry import (
    BADGE_PX,
    CAPTION_PX,
    CAPTION_WIDTH,
    PROMPT_PX,
    PROMPT_SIZES,
    RAISE_RATIO,
    TOAST_MIN_WIDTH,
    TOAST_PX,
    Box,
    Table,
    badge_box,
    badge_spot,
    caption_head,
    card_box,
    free_spot,
    middle_room,
    plate_centre,
    prompt_box,
    scoring_fan,
    toast_box,
    toast_ceiling,
    toast_width,
)
from .plates import Banner, NamePlate, PlateInfo, share_row_form

if TYPE_CHECKING:
    from .model import TableModel
    from .view import TableView

TOAST_MS = 1800
TOAST_MS_PER_CHAR = 60
"""Announcements stay up long enough to be read: longer texts and slower speeds longer. One that
the table has moved past (a trick's, once the next trick is led) stays only ``TOAST_MS``."""
TOAST_SIZES = (1.0, 0.88, 0.76, 0.66)
"""Text sizes (of the usual) tried, largest first, until an announcement fits its room."""
MIDDLE_STEP = 0.9
"""The scoring's news, too wide for its room in the middle, narrows by this much a try."""


@dataclass(frozen=True)
class SeatFacts:
    """What the model says of one seat for its plate, kept by a snapshot for later."""

    total: int
    taken: str
    """Its points taken this deal, in the game's unit ("" for none)."""
    active: bool
    out: bool
    dealer: bool


class Furniture(QObject):
    """The plates and the banners of one table view."""

    toastChanged = Signal(object)
    """An announcement for everyone (not one said to the player choosing) is up: the pass
    screen, which covers the table, repeats it (a :class:`..phrase.Phrase` stays one)."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.plates: list[NamePlate] = []
        self.prompt = Banner(strong=True)
        self.toast = Banner()
        self.signal_badge = Banner()
        self.stock_caption = Banner()
        for banner, z in ((self.prompt, 3000), (self.toast, 3100), (self.signal_badge, 2900),
                          (self.stock_caption, 2800)):
            banner.setZValue(z)
            banner.setVisible(False)
            view.scene().addItem(banner)
        self.prompt_text = ""
        self.prompt_slide = 0.0  # aside, beside the action bar in a small window
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self._clear_toast)
        self._toast_clock = QElapsedTimer()
        self._toast_middle = False
        self._toast_private = False
        self._badge_leader = -1
        """Who gave the signal the badge shows (-1: nobody known)."""
        self._standing = ""
        """Said until the next match (who won this one): back up when passing news ends."""
        self._shown: tuple[TableModel, list[SeatFacts]] | None = None
        """The model's words the plates last put up, and the model they came from: while
        a script plays, that model is ahead of the cards (it has had every event of the
        batch), so plates redrawn meanwhile (the turn, an aid, the language) keep to
        these, and a trick still on the felt is not counted on its taker's plate."""

    def seat(self, seats: int) -> None:
        """A plate for each of ``seats``, the announcement and the badge taken down: a new
        match."""
        self._standing = ""
        self._clear_toast()
        self.set_badge("")
        scene = self.view.scene()
        for plate in self.plates:
            scene.removeItem(plate)
        self.plates = []
        for _ in range(seats):
            plate = NamePlate()
            plate.setZValue(500)
            scene.addItem(plate)
            self.plates.append(plate)

    def place(self) -> None:
        """Everything where the table's size and seating put it now."""
        v = self.view
        if v.model is None:
            return
        t = v.table()
        pw, ph = t.plate_size
        for seat, plate in enumerate(self.plates):
            plate.set_size(pw, ph)
            plate.setPos(*plate_centre(t, seat, v.bottom))
            plate.setVisible(seat < v.model.seats)
        share_row_form(self.plates)
        self._fit_prompt()  # before the announcement, which may have to keep clear of it
        self._fit_toast()
        self.refit_badge()
        self._set_caption(self.stock_text())

    # -- plates and caption ------------------------------------------------------------
    def refresh_plates(self) -> None:
        """The plates say what the turn and the aids say now, and what the model said at
        the last snapshot put up while a script still plays it (else what it says now)."""
        v, shown = self.view, self._shown
        if v.animator.busy and shown is not None and shown[0] is v.model:
            facts = shown[1]
        else:
            facts = self.seat_facts()
            if v.model is not None and not v.animator.busy:  # the table at rest: as it is
                self._shown = v.model, facts
        self._put_plates(self.plate_infos(facts))

    def snapshot(self, with_caption: bool = True) -> Callable[[], None]:
        """Puts up, when called, the plates and (``with_caption``) the caption as they
        would read now (a script shows them when its cards arrive)."""
        model, facts, caption = self.view.model, self.seat_facts(), self.stock_text()

        def put_up() -> None:
            if model is not None:
                self._shown = model, facts
            self._put_plates(self.plate_infos(facts))
            if with_caption:
                self._set_caption(caption)

        return put_up

    def retranslate_ui(self) -> None:
        """Called by the view's own: the plates, the caption and the badge in the new
        language."""
        self.refresh_plates()
        self._set_caption(self.stock_text())
        m, leader = self.view.model, self._badge_leader
        if self.signal_badge.text and m is not None and m.trick and m.trick[0][0] == leader:
            self.set_badge(self.badge_text(m.trick_signal, leader), leader)

    def _put_plates(self, infos: list[PlateInfo]) -> None:
        for plate, info in zip(self.plates, infos, strict=False):
            plate.set_info(info)
        share_row_form(self.plates)

    def seat_facts(self) -> list[SeatFacts]:
        """What the model says of each seat now, for its plate."""
        m = self.view.model
        if m is None:
            return []
        totals, out = m.shown_totals, m.shown_out
        return [SeatFacts(totals[side] if (side := m.side_of(seat)) < len(totals) else 0,
                          "" if m.scored else self._taken(seat), seat in m.active, seat in out,
                          seat == m.dealer)
                for seat in range(m.seats)]

    def plate_infos(self, facts: list[SeatFacts]) -> list[PlateInfo]:
        """What each plate says: ``facts`` (the model's, now or at a snapshot) with the
        names, the turn and the aids as they are now."""
        v = self.view
        infos = []
        for seat, fact in enumerate(facts):
            line, short = self.total_line(seat, fact.total)
            taken = fact.taken
            if v.aids["show_points"] and taken and fact.active and not fact.out:
                taken = self.tr("taken %1").replace("%1", taken)
                line += " · " + taken
                short = f"{short} · {taken}" if short else taken
            infos.append(PlateInfo(
                v.names[seat] if seat < len(v.names) else "?",
                line,
                self.tr("D", "dealer chip") if fact.dealer else "",
                seat == v.turn,
                fact.out,
                v.model.side_of(seat) if v.teams and v.model is not None else None,
                seat,
                seat == v.turn and v.thinking,
                seat in v.bots,
                seat in v.stand_ins,
                short,
            ))
        return infos

    def total_line(self, seat: int, total: int) -> tuple[str, str]:
        """A plate's score row, whole and short (for a plate too small for the whole):
        "Out · total 33" and "Out · 33", "Total 12" and "12", or in a practice deal, which
        has no totals, only that it is one, and nothing."""
        m, shown = self.view.model, number(total)
        if m is not None and seat in m.shown_out:
            return (self.tr("Out · total %1").replace("%1", shown),
                    self.tr("Out · %1", "a small name plate's score row").replace("%1", shown))
        if self.view.practice:
            return self.tr("Practice", "a name plate's score row, in a practice deal"), ""
        return self.tr("Total %1").replace("%1", shown), shown

    def _taken(self, seat: int) -> str:
        """What ``seat`` has taken so far in the game's own unit (points and thirds, or
        units)."""
        v = self.view
        assert v.model is not None
        if v.game is None:
            return ""
        worth = v.game.worth(v.model.piles[seat])
        return mixed_thirds(worth) if v.game.unit == "thirds" else number(worth)

    def stock_text(self) -> str:
        """Under the stock: how many cards are left, or what the face-down card is."""
        m = self.view.model
        if m is None:
            return ""
        if m.stock:
            return self.tr("Stock: %1").replace("%1", number(m.stock))
        if m.discard is not None:
            return self.tr("Discard, for the last trick")
        return ""

    def _set_caption(self, text: str) -> None:
        t = self.view.table()
        self.stock_caption.set_text(text, CAPTION_PX * t.ui_scale, t.card_width * CAPTION_WIDTH)
        x, head = caption_head(t)
        self.stock_caption.setPos(x, head + self.stock_caption.rect().height() / 2)

    # -- banners -----------------------------------------------------------------------
    def set_prompt(self, text: str) -> None:
        self.prompt_text = text
        self._fit_prompt()
        if self._toast_middle and self.toast.isVisible():
            self._fit_toast()  # the scoring's news keeps clear of the prompt

    def _fit_prompt(self) -> None:
        """The prompt above the bottom hand, in the middle of the trick's width, wrapped
        to it and standing on its foot; smaller type before a third line."""
        t = self.view.table()
        bottom = self.view.bottom
        opened = [card_box(t, pose) for seat, cards in self.view.scoring.fans.items()
                  if seat != bottom for pose in scoring_fan(t, seat, bottom, len(cards))]
        left, top, right, foot = prompt_box(t, bottom, len(self.view.hand.cards()), opened)
        for size in PROMPT_SIZES:
            self.prompt.set_text(self.prompt_text, PROMPT_PX * t.ui_scale * size, right - left)
            if self.prompt.rect().height() <= foot - top:
                break
        self.prompt.setPos((left + right) / 2 + self.prompt_slide,
                           foot - self.prompt.rect().height() / 2)

    def slide_prompt(self, dx: float) -> None:
        """The prompt ``dx`` aside from its own place (0: back in it)."""
        if dx != self.prompt_slide:
            self.prompt_slide = dx
            self._fit_prompt()

    def show_toast(self, text: str, held: bool = False, middle: bool = False,
                   private: bool = False) -> None:
        """A short announcement, up long enough to be read; ``held``: until
        :meth:`take_down_toast` or the next one; ``middle``: see :meth:`_fit_in_the_middle`;
        ``private``: said to the player choosing, of their own cards (see
        :meth:`take_down_private`)."""
        self._toast_middle, self._toast_private = middle, private
        self.toast.set_text(text, TOAST_PX * self.view.table().ui_scale)
        self._fit_toast()
        if not private:
            self.toastChanged.emit(text)
        reading = max(TOAST_MS, TOAST_MS_PER_CHAR * len(text))
        self._toast_clock.start()
        if held:
            self._toast_timer.stop()
        else:
            self._toast_timer.start(self._scaled(reading))

    def show_standing(self, text: str) -> None:
        """``text`` in the middle (see :meth:`_fit_in_the_middle`) until the next match:
        news said meanwhile covers it for its reading time, then it is up again."""
        self._standing = text
        self.show_toast(text, held=True, middle=True)

    def outdate_toast(self, text: str) -> None:
        """The table has moved past ``text``: if it is still up, take it down as soon as it
        has been up ``TOAST_MS`` (a briefer look than its full reading time), so that it
        never names one trick's cards beside another's."""
        if text and self.toast.text == text and self._toast_timer.isActive():
            left = max(0, self._scaled(TOAST_MS) - self._toast_clock.elapsed())
            self._toast_timer.start(min(left, self._toast_timer.remainingTime()))

    def _scaled(self, ms: int) -> int:
        """``ms`` at normal speed, as long at the slower speeds (never shorter)."""
        return int(ms * max(1.0, self.view.animator.factor))

    def take_down_toast(self, text: str) -> None:
        """Take the announcement down now if it still says ``text`` (a newer one stays)."""
        if text and self.toast.text == text:
            self._clear_toast()

    @property
    def news(self) -> str:
        """The announcement up for everyone now ("" if none, or if it is the player's own)."""
        return "" if self._toast_private else self.toast.text

    def take_down_private(self) -> None:
        """What was said to the player choosing (a hint, why a card cannot be played, what
        a card would give up) names or betrays their cards: it goes with their choice,
        before a pass screen can show the table to the next person."""
        if self._toast_private:
            self._clear_toast()

    def _clear_toast(self) -> None:
        self._toast_timer.stop()
        self._toast_private = False
        self.toast.set_text("", 1)
        if self._standing:
            self.show_standing(self._standing)

    def _fit_toast(self) -> None:
        """In the room kept for it (above the trick, or left of it at a full table),
        wrapped to its width and standing on its foot."""
        t = self.view.table()
        if self._toast_middle and self._fit_in_the_middle(t):
            return
        m = self.view.model
        out = [] if m is None else [seat for seat in range(m.seats) if seat not in m.active]
        left, _, right, foot = toast_box(t, self.view.bottom, out)
        ceiling = toast_ceiling(t, self.view.bottom, out)
        for size in TOAST_SIZES:  # a long one in a narrow room: smaller, not a tower
            self.toast.set_text(self.toast.text, TOAST_PX * t.ui_scale * size, right - left)
            if self.toast.rect().height() <= foot - ceiling:
                break
        self.toast.setPos((left + right) / 2, foot - self.toast.rect().height() / 2)

    def _fit_in_the_middle(self, t: Table) -> bool:
        """The scoring's news (who is out, a cappotto, who won the match) where the trick
        was: its usual room is crowded then by the opened cards and the counts. As wide as
        it may be and as near the middle, covering none of the cards, counts, plates and
        the prompt; False, and nothing done, if even the narrowest would cover one."""
        things = [item.scene_card_rect() for item in self.view.card_items.values()
                  if item.isVisible()]
        things += [plate.mapRectToScene(plate.rect()) for plate in self.plates
                   if plate.isVisible()]
        things += [count.mapRectToScene(count.rect())
                   for count in self.view.scoring.labels.values() if count.isVisible()]
        if self.prompt.isVisible():
            things.append(self.prompt.mapRectToScene(self.prompt.rect()))
        boxes = [(r.left(), r.top(), r.right(), r.bottom()) for r in things]
        px = TOAST_PX * t.ui_scale
        width = toast_width(t)
        while width >= px * TOAST_MIN_WIDTH:
            self.toast.set_text(self.toast.text, px, width)
            pill = self.toast.rect()
            spot = free_spot(boxes, pill.width(), pill.height(), middle_room(t),
                             t.trick_centre, t.margin / 2)
            if spot is not None:
                self.toast.setPos(*spot)
                return True
            width *= MIDDLE_STEP
        return False

    def badge_text(self, signal: str | None, seat: int) -> str:
        """The trick's signal and who gave it, or "" when the trick carries none."""
        if not signal:
            return ""
        return about(self.view.names[seat],
                     self.tr("%2 (you)", "the signal on this trick, which you gave"),
                     self.tr("%2 (%1)", "the signal on this trick, then who gave it"),
                     signal_name(signal))

    def set_badge(self, text: str, leader: int = -1) -> None:
        """The trick's signal, given by ``leader``: beside the giver's card in the trick,
        or else on the giver's side of the table (:func:`.geometry.badge_spot`), on one
        line or else wrapped to the room kept right of the trick; in that room if there
        is none on the giver's side (or no giver is known)."""
        t, v, badge = self.view.table(), self.view, self.signal_badge
        self._badge_leader = leader
        left, _, right, foot = badge_box(t, v.bottom)
        if text and v.model is not None and 0 <= leader < v.model.seats:
            things = self._clear_of(t, leader)
            for near, width in product((True, False), (t.width, right - left)):
                badge.set_text(text, BADGE_PX * t.ui_scale, width)
                size = badge.rect().width(), badge.rect().height()
                spot = badge_spot(t, v.bottom, leader, size, things, v.model.active, near)
                if spot is not None:
                    badge.setPos(*spot)
                    return
        badge.set_text(text, BADGE_PX * t.ui_scale, right - left)
        badge.setPos(left + badge.rect().width() / 2, foot - badge.rect().height() / 2)

    def refit_badge(self) -> None:
        """The badge again, for the table as it is now (a new size, the action bar up)."""
        self.set_badge(self.signal_badge.text, self._badge_leader)

    def _clear_of(self, t: Table, leader: int) -> list[Box]:
        """What the badge of ``leader``'s signal must keep clear of: the cards, plates and
        banners in sight, the action bar, the announcements' room, and the prompt's (they
        come and go while it stands), unless the bottom player gave the signal: their turn
        in the trick is over, and the badge goes with the trick."""
        v, m = self.view, self.view.model
        hand = set(m.hands[v.bottom]) if m is not None else set()
        rise = t.card_height * RAISE_RATIO  # a card of the hand rises under the pointer
        rects = [item.scene_card_rect().adjusted(0, -rise if card in hand else 0, 0, 0)
                 for card, item in v.card_items.items() if item.isVisible()]
        rects += [plate.mapRectToScene(plate.rect()) for plate in self.plates
                  if plate.isVisible()]
        rects += [banner.mapRectToScene(banner.rect())
                  for banner in (self.prompt, self.stock_caption) if banner.isVisible()]
        if v.action_bar.isVisible():  # placed by now: it keeps to the badge's own room
            rects.append(v.mapToScene(v.action_bar.geometry()).boundingRect())
        boxes = [(r.left(), r.top(), r.right(), r.bottom()) for r in rects]
        out = [] if m is None else [seat for seat in range(m.seats) if seat not in m.active]
        boxes.append(toast_box(t, v.bottom, out))
        if leader != v.bottom:
            boxes.append(prompt_box(t, v.bottom))
        return boxes
