"""The table: a ``QGraphicsView`` that shows a :class:`TableModel` and animates its events.

It knows nothing of the rules. The controller gives it events to animate (it answers with
one :attr:`TableView.idle` when all motion stops), tells it who is looking and which
cards the looking human may play, and hears back :attr:`TableView.cardChosen`.

Which hands are face up is never the table's own choice: it shows what the controller's
latest :class:`Seating` says, at once, even in the middle of an animation.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ... import art
from ...engine import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    Claimed,
    DealScored,
    DealStarted,
    Declared,
    Event,
    SeatEliminated,
    TrickTaken,
)
from ...engine.cards import NUM_CARDS
from ...engine.deal import next_seats
from ...engine.games import Game
from ...session.setup import DEFAULT_DECK
from ..retranslating import Retranslating
from ..words import (
    card_spoken,
    declaration_name,
    declaration_of,
    is_you,
    mixed_thirds,
    number,
    points,
    signal_name,
)
from . import accessible
from .animator import Animator
from .card_item import CardItem
from .felt import paint_felt
from .geometry import (
    BADGE_PX,
    CAPTION_PX,
    CAPTION_WIDTH,
    PROMPT_PX,
    PROMPT_SIZES,
    TOAST_PX,
    Pose,
    Table,
    badge_box,
    caption_head,
    deck_pose,
    hand_anchor,
    lowered,
    packets,
    plate_centre,
    prompt_box,
    raised,
    stock_pose,
    toast_box,
    toast_ceiling,
)
from .layout import layout
from .model import Seating, TableModel
from .overlays import ActionBar, PassScreen
from .plates import Banner, NamePlate, PlateInfo
from .scoring import ScoringShow

GATHER_MS = 320
PACKET_MS = 190
FLIP_MS = 260
PLAY_MS = 380
SWEEP_PAUSE_MS = 750
SWEEP_MS = 420
SWEEP_STAGGER_MS = 70
DEAL_STAGGER_MS = 45
TURN_UP_STAGGER_MS = 30
"""Cards of a sweep, a packet or a hand turning up leave one after another, not in lockstep."""
DRAW_MS = 320
SHOW_DRAW_MS = 600
LIFT_MS = 110
TOAST_MS = 1800
TOAST_MS_PER_CHAR = 60
"""Announcements stay up long enough to be read: longer texts and slower speeds longer."""
TOAST_SIZES = (1.0, 0.88, 0.76, 0.66)
"""Text sizes (of the usual) tried, largest first, until an announcement fits its room."""


class TableView(Retranslating, QGraphicsView):
    """The felt, the cards, the plates; clicks and keys on the looking human's hand."""

    idle = Signal()
    cardChosen = Signal(int)
    soundCue = Signal(str)
    """A sound ("play", "sweep", "shuffle") is due now, at this moment of the animation."""
    announced = Signal(str)
    """Said to screen readers: a play, a trick's result, your turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        accessible.install()
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.animator = Animator(self)
        self.animator.idle.connect(self._on_animator_idle)
        self.deck = DEFAULT_DECK
        self.card_scale = 1.0
        self.aids = {"show_points": True, "highlight_legal": True}
        self.model: TableModel | None = None
        self.names: list[str] = []
        self.game: Game | None = None
        self.teams = False
        self.bottom = 0
        self.open_seats: frozenset[int] = frozenset()
        self.humans: frozenset[int] = frozenset()
        """Seats played by people: the one looking is told "You play", not their name."""
        self.turn = -1
        self._thinking = False
        self.practice = False
        """A practice deal (the score sheet's replay): the plates say so, not the totals."""
        self.card_items: dict[int, CardItem] = {}
        self.plates: list[NamePlate] = []
        self.prompt = Banner(strong=True)
        self.toast = Banner()
        self.signal_badge = Banner()
        self.stock_caption = Banner()
        for banner, z in ((self.prompt, 3000), (self.toast, 3100), (self.signal_badge, 2900),
                          (self.stock_caption, 2800)):
            banner.setZValue(z)
            banner.setVisible(False)
            self.scene().addItem(banner)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(lambda: self.toast.set_text("", 1))
        self._choices: set[int] | None = None
        self._reasons: dict[int, str] = {}
        self._hint_reason = ""
        self._focus = -1
        self._hover: int | None = None
        self._prompt_text = ""
        self.pass_screen = PassScreen(self)
        self.action_bar = ActionBar(self)
        self.scoring = ScoringShow(self)
        """The end of a deal scored on the felt (the main window starts it)."""
        self._make_cards()
        self.retranslate_ui()

    # -- set-up --------------------------------------------------------
    def _make_cards(self) -> None:
        t = self.table()
        for card in range(NUM_CARDS):
            item = CardItem(card, self.deck, t.card_width, t.aspect)
            item.clicked.connect(self._card_clicked)
            item.hovered.connect(self._card_hovered)
            item.setVisible(False)
            self.scene().addItem(item)
            self.card_items[card] = item

    def table(self) -> Table:
        players = self.model.seats if self.model is not None else 4
        aspect = art.get_deck(self.deck).aspect
        size = self.contentsRect().size()  # the viewport's, known before it is first shown
        return Table(float(max(size.width(), 320)), float(max(size.height(), 240)), players,
                     aspect, self.card_scale)

    def begin(self, model: TableModel, names: list[str], game: Game, teams: bool) -> None:
        """A new match (or a rebuilt one) of ``game`` (``Rules.definition``): seats, plates and
        the pack in the middle."""
        self.scoring.clear()
        self.animator.finish()  # nothing of the last match moves on in this one
        self.model = model
        self.names = list(names)
        self.game = game
        self.teams = teams
        self._toast_timer.stop()
        self.toast.set_text("", 1)
        self._set_badge("")
        self.set_prompt("")
        for plate in self.plates:
            self.scene().removeItem(plate)
        self.plates = []
        for _ in range(model.seats):
            plate = NamePlate()
            plate.setZValue(500)
            self.scene().addItem(plate)
            self.plates.append(plate)
        self.withdraw()
        self.turn = -1
        self._thinking = False
        t = self._size_cards()
        for i, item in enumerate(self.card_items.values()):
            item.animate(deck_pose(t, i), 0)
            item.setVisible(True)
        self._place_furniture()
        self._apply_plates(self._plate_infos())

    def set_deck(self, deck: str) -> None:
        if deck == self.deck:
            return
        self.deck = deck
        self.action_bar.deck = deck
        for item in self.card_items.values():
            item.deck = deck
        self._resize_contents()

    def set_card_scale(self, scale: float) -> None:
        if scale == self.card_scale:
            return  # any other setting changed: the animation in progress goes on
        self.card_scale = scale
        self._resize_contents()

    def set_aid(self, name: str, on: bool) -> None:
        self.aids[name] = on
        if self.model is not None:
            self._apply_plates(self._plate_infos())
        if self._choices is not None:
            self._mark_choices()

    # -- who looks --------------------------------------------------------
    def set_seating(self, seating: Seating) -> None:
        """Seat ``seating.bottom`` at the bottom, show the hands of ``seating.open_hands``
        face up and no others, and cover the table for the seat to be passed to.

        A hand turning face down hides its faces at once (the flip begins half-way);
        mid-animation the rest of the script is played at once so that the new seating
        holds from this frame on."""
        self._show_pass_screen(seating.passing_to)
        if (seating.bottom, seating.open_hands) == (self.bottom, self.open_seats):
            return
        rotated = seating.bottom != self.bottom
        self.bottom, self.open_seats = seating.bottom, seating.open_hands
        if rotated or self.animator.busy:
            self._lay_out_now()
        else:
            self._turn_hands()

    def _show_pass_screen(self, seat: int) -> None:
        if seat >= 0:
            self.withdraw()
            self.set_prompt("")
            self.pass_screen.show_for(self.names[seat] if seat < len(self.names) else "?")
        elif self.pass_screen.isVisible():
            self.pass_screen.hide()
            self.setFocus()

    def _turn_hands(self) -> None:
        """Turn each hand the seating turned over (the table being at rest otherwise)."""
        if self.model is None:
            return
        poses = layout(self.model, self.table(), self.bottom, self.open_seats)
        duration = self.animator.duration(FLIP_MS)
        for card, pose in poses.items():
            item = self.card_items[card]
            if item.pose.face_up == pose.face_up:
                continue
            item.prepare(self.devicePixelRatioF(), pose.face_up)
            if not pose.face_up:
                item.conceal()
            anim = item.animate(pose, duration)
            if anim is not None:
                anim.start(anim.DeletionPolicy.DeleteWhenStopped)
        self._name_cards()

    # -- events --------------------------------------------------------
    def play_events(self, events: list[Event]) -> None:
        """Animate a batch of events; :attr:`idle` follows when they have all played."""
        self.scoring.clear()
        if self._thinking:  # the bot has answered
            self._thinking = False
            self._apply_plates(self._plate_infos())
        for event in events:
            self._script(event)
        self.animator.run()

    def reset(self, model: TableModel) -> None:
        """Show ``model`` as it is, without animation (undo, resume); then :attr:`idle`."""
        self.scoring.clear()
        self.model = model
        self.withdraw()
        self._relayout()
        leader = model.trick[0][0] if model.trick else -1
        self._set_badge(self._badge_text(model.trick_signal, leader))
        self.animator.run()

    def _script(self, event: Event) -> None:
        m = self.model
        assert m is not None
        if isinstance(event, DealStarted):
            m.apply(event)
            self._script_deal()
        elif isinstance(event, CardDrawn):
            m.apply(event)
            if event.public and event.seat not in self.open_seats:
                self.card_items[event.card].prepare(self.devicePixelRatioF(), True)
                t = self.table()
                shown = replace(stock_pose(t, 0), face_up=True, scale=1.0, z=900.0)
                self.animator.step([(self.card_items[event.card], shown)], DRAW_MS)
                self.animator.pause(SHOW_DRAW_MS)
            self._script_moves(DRAW_MS)
        elif isinstance(event, CardPlayed | CardDiscarded):
            m.apply(event)
            self._script_moves(PLAY_MS)
            self._cue("play")
            if isinstance(event, CardPlayed):
                card = card_spoken(self.deck, event.card)
                self._script_announce(
                    self.tr("You play %1").replace("%1", card) if self._yours(event.seat)
                    else self.tr("%1 plays %2").replace("%1", self._name(event.seat)).replace(
                        "%2", card))
            if isinstance(event, CardPlayed) and event.signal:
                text = self.tr("%1 leads with a signal: %2").replace(
                    "%1", self.names[event.seat]).replace("%2", signal_name(event.signal))
                badge = self._badge_text(event.signal, event.seat)
                self.animator.call(lambda: self._announce_signal(badge, text))
        elif isinstance(event, TrickTaken):
            result = self._trick_result(event)
            self.animator.pause(SWEEP_PAUSE_MS)
            m.apply(event)
            self.animator.call(lambda: self._set_badge(""))
            self._script_announce(result)
            self._cue("sweep")
            self._script_moves(SWEEP_MS, SWEEP_STAGGER_MS)
            taken = self._trick_text(event)
            self.animator.call(lambda: self.show_toast(taken))
        elif isinstance(event, Declared):
            m.apply(event)
            text = self.tr("%1 declares %2 (%3)").replace("%1", self.names[event.seat]).replace(
                "%2", declaration_name(declaration_of(event.cards), self.deck)).replace(
                "%3", points(event.points))
            self.animator.call(lambda: self.show_toast(text))
        elif isinstance(event, Claimed):
            text = self.tr("%1 claims the game!").replace("%1", self.names[event.seat])
            self.animator.call(lambda: self.show_toast(text))
        elif isinstance(event, DealScored) and event.cappotto is not None:
            m.apply(event)
            text = self.tr("Cappotto!")
            self.animator.call(lambda: self.show_toast(text))
        elif isinstance(event, SeatEliminated):
            m.apply(event)
            text = self.tr("%1 is out").replace("%1", self.names[event.seat])
            self.animator.call(lambda: self.show_toast(text))
        else:
            m.apply(event)
        infos, caption = self._plate_infos(), self._stock_text()
        self.animator.call(lambda: self._apply_furniture(infos, caption))

    def _script_moves(self, base_ms: float, stagger_ms: float = 0.0) -> None:
        """One step moving every card whose place in the layout changed."""
        assert self.model is not None
        poses = layout(self.model, self.table(), self.bottom, self.open_seats)
        self._step(poses, [c for c, p in poses.items() if self.card_items[c].pose != p],
                   base_ms, stagger_ms)

    def _step(self, poses: dict[int, Pose], cards: list[int], base_ms: float,
              stagger_ms: float = 0.0) -> None:
        """Move ``cards`` to their ``poses`` (one after another, ``stagger_ms`` apart); as
        they leave, the cards that will lie on a stack stop casting their resting shadow.
        The faces they will show are drawn now, before anything moves."""
        if not cards:
            return
        dpr = self.devicePixelRatioF()
        for card in cards:
            self.card_items[card].prepare(dpr, poses[card].face_up)
        stacked = stacked_cards(poses, self.table().card_width, cards)
        marks = {c: c in stacked for c in cards}
        self.animator.call(lambda: self._mark_stacks(marks))
        self.animator.step([(self.card_items[c], poses[c]) for c in cards], base_ms,
                           stagger_ms)

    def _mark_stacks(self, marks: dict[int, bool]) -> None:
        for card, stacked in marks.items():
            self.card_items[card].set_stacked(stacked)

    def _cue(self, sound: str) -> None:
        """Ask for ``sound`` at this point of the script; an instant table is silent."""
        if not self.animator.instant:
            self.animator.call(lambda: self.soundCue.emit(sound))

    def _script_announce(self, text: str) -> None:
        """Tell screen readers ``text`` when the script gets here (at once if instant)."""
        self.animator.call(lambda: self.announce(text))

    def announce(self, text: str) -> None:
        """Say ``text`` to screen readers, politely, without moving their focus."""
        self.announced.emit(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else "?"

    def _trick_result(self, event: TrickTaken) -> str:
        """"Zia Rosa takes the trick with Asso di denari": the card that won it (the model
        still holds the trick)."""
        assert self.model is not None
        card = card_spoken(self.deck, dict(self.model.trick).get(event.winner, event.cards[-1]))
        if self._yours(event.winner):
            return self.tr("You take the trick with %1").replace("%1", card)
        return self.tr("%1 takes the trick with %2").replace(
            "%1", self._name(event.winner)).replace("%2", card)

    def _yours(self, seat: int) -> bool:
        """``seat`` is the human looking at the table (whose hand shows at the bottom)."""
        return seat == self.bottom and seat in self.open_seats and seat in self.humans

    def _script_deal(self) -> None:
        """Gather the pack, deal it anticlockwise from the eldest hand in packets, lay out
        the stock, then turn up the looking human's hand."""
        m = self.model
        assert m is not None
        t = self.table()
        final = layout(m, t, self.bottom, self.open_seats)
        nxt = next_seats(m.seats, m.active)
        order = []
        seat = nxt[m.dealer]
        for _ in m.active:
            order.append(seat)
            seat = nxt[seat]
        in_play = set(final)
        dealt = [c for s in order for c in m.hands[s]]
        pack = dealt + [c for c in final if c not in set(dealt)]
        gather = {c: deck_pose(t, len(pack) - i) for i, c in enumerate(pack)}

        def show_pack() -> None:
            for card, item in self.card_items.items():
                item.setVisible(card in in_play)

        self.animator.call(show_pack)
        self._cue("shuffle")
        self._step(gather, pack, GATHER_MS)
        chunks = {s: _chunks(m.hands[s], packets(len(m.hands[s]))) for s in order}
        rounds = max((len(c) for c in chunks.values()), default=0)
        face_down = {c: replace(p, face_up=False) for c, p in final.items()}
        for r in range(rounds):
            for s in order:
                if r < len(chunks[s]):
                    self._step(face_down, chunks[s][r], PACKET_MS, DEAL_STAGGER_MS)
        self._step(final, [c for c in final if c not in set(dealt)], PACKET_MS)
        self._step(final, [c for c in dealt if final[c].face_up], FLIP_MS, TURN_UP_STAGGER_MS)

    def _on_animator_idle(self) -> None:
        for item in self.card_items.values():
            if item.isVisible() and not item.moving and not item.at_rest:
                item.animate(item.pose, 0)  # a move cut short: at rest, the pose is the truth
        self._name_cards()
        self.idle.emit()

    # -- the layout at rest --------------------------------------------------------
    def _lay_out_now(self) -> None:
        """Play what is left of the animation at once, then lay the table out afresh."""
        self.animator.finish()
        self._relayout()

    def _relayout(self) -> None:
        """Put every card where the model says, at once (resize, seating, reset)."""
        if self.model is None:
            return
        poses = layout(self.model, self.table(), self.bottom, self.open_seats)
        stacked = stacked_cards(poses, self.table().card_width)
        for card, item in self.card_items.items():
            pose = poses.get(card)
            item.setVisible(pose is not None)
            item.set_stacked(card in stacked)
            if pose is not None:
                item.animate(pose, 0)
        self._place_furniture()
        self._apply_plates(self._plate_infos())
        self._name_cards()
        self._settle_hand(animated=False)
        self.scoring.settle()

    def _size_cards(self) -> Table:
        """Every card at the size the table gives them now (it depends on the window, the
        preference and how many sit at the table)."""
        t = self.table()
        for item in self.card_items.values():
            item.set_size(t.card_width, t.aspect)
        return t

    def _resize_contents(self) -> None:
        t = self._size_cards()
        self.scene().setSceneRect(QRectF(0, 0, t.width, t.height))
        self._lay_out_now()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resize_contents()
        if self.pass_screen.isVisible():
            self.pass_screen.setGeometry(self.rect())
        self.place_action_bar()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), self.table().margin)

    def _place_furniture(self) -> None:
        t = self.table()
        if self.model is None:
            return
        pw, ph = t.plate_size
        for seat, plate in enumerate(self.plates):
            plate.set_size(pw, ph)
            plate.setPos(*plate_centre(t, seat, self.bottom))
            plate.setVisible(seat < self.model.seats)
        self._fit_toast()
        self._set_badge(self.signal_badge.text)  # re-fit to the new size
        self._set_caption(self._stock_text())
        self._fit_prompt()

    def place_action_bar(self) -> None:
        """Over the bottom hand, above the prompt when one shows."""
        if not self.action_bar.isVisible():
            return
        t = self.table()
        bar = self.action_bar
        bar.adjustSize()
        ax, ay = hand_anchor(t, self.bottom, self.bottom)
        top = ay - t.card_height * 0.5 - t.card_height * 0.2 - bar.height() - 6
        if self.prompt.isVisible():
            top = min(top, self.prompt.y() - self.prompt.rect().height() / 2 - bar.height() - 6)
        left = min(max(ax - bar.width() / 2, t.margin), t.width - t.margin - bar.width())
        bar.move(round(max(left, 0.0)), round(max(top, t.margin)))

    # -- plates, prompt and messages --------------------------------------------------------
    def _plate_infos(self) -> list[PlateInfo]:
        m = self.model
        if m is None:
            return []
        infos = []
        for seat in range(m.seats):
            side = m.side_of(seat)
            total = m.totals[side] if side < len(m.totals) else 0
            line = (self.tr("Practice deal") if self.practice
                    else self.tr("Total %1").replace("%1", number(total)))
            taken = self._taken(seat)
            if self.aids["show_points"] and taken and seat in m.active:
                line += "  ·  " + self.tr("taken %1").replace("%1", taken)
            if seat in m.eliminated:
                line = self.tr("Out · total %1").replace("%1", number(total))
            infos.append(PlateInfo(
                self.names[seat] if seat < len(self.names) else "?",
                line,
                self.tr("D", "dealer chip") if seat == m.dealer else "",
                seat == self.turn,
                seat in m.eliminated,
                side if self.teams else None,
                seat,
                seat == self.turn and self._thinking,
            ))
        return infos

    def _taken(self, seat: int) -> str:
        """What ``seat`` has taken so far in the game's own unit (points and thirds, or
        units)."""
        assert self.model is not None
        if self.game is None:
            return ""
        worth = self.game.worth(self.model.piles[seat])
        return mixed_thirds(worth) if self.game.unit == "thirds" else number(worth)

    def _apply_plates(self, infos: list[PlateInfo]) -> None:
        for plate, info in zip(self.plates, infos, strict=False):
            plate.set_info(info)

    def set_turn(self, seat: int, bot: bool = False) -> None:
        """``seat`` decides now; ``bot``: a bot, whose plate shows it thinking until its
        card comes."""
        self.turn = seat
        self._thinking = bot
        self._apply_plates(self._plate_infos())

    def set_prompt(self, text: str) -> None:
        """The line over the bottom plate: "Your turn — play a card"."""
        self._prompt_text = text
        self._fit_prompt()
        self.setAccessibleDescription(text)

    def _fit_prompt(self) -> None:
        """The prompt above the bottom hand, in the middle of the trick's width, wrapped
        to it and standing on its foot; smaller type before a third line."""
        t = self.table()
        left, top, right, foot = prompt_box(t, self.bottom, len(self._hand()))
        for size in PROMPT_SIZES:
            self.prompt.set_text(self._prompt_text, PROMPT_PX * t.ui_scale * size, right - left)
            if self.prompt.rect().height() <= foot - top:
                break
        self.prompt.setPos((left + right) / 2, foot - self.prompt.rect().height() / 2)
        self.place_action_bar()

    def show_toast(self, text: str) -> None:
        """A short announcement in the middle of the table."""
        self.toast.set_text(text, TOAST_PX * self.table().ui_scale)
        self._fit_toast()
        reading = max(TOAST_MS, TOAST_MS_PER_CHAR * len(text))
        self._toast_timer.start(int(reading * max(1.0, self.animator.factor)))

    def _fit_toast(self) -> None:
        """In the room kept for it (above the trick, or left of it at a full table),
        wrapped to its width and standing on its foot."""
        t = self.table()
        left, _, right, foot = toast_box(t, self.bottom)
        for size in TOAST_SIZES:  # a long one in a narrow room: smaller, not a tower
            self.toast.set_text(self.toast.text, TOAST_PX * t.ui_scale * size, right - left)
            if self.toast.rect().height() <= foot - toast_ceiling(t):
                break
        self.toast.setPos((left + right) / 2, foot - self.toast.rect().height() / 2)

    def _stock_text(self) -> str:
        """Under the stock: how many cards are left, or what the face-down card is."""
        m = self.model
        if m is None:
            return ""
        if m.stock:
            return self.tr("Stock: %1").replace("%1", number(m.stock))
        if m.discard is not None:
            return self.tr("Discard, for the last trick")
        return ""

    def _set_caption(self, text: str) -> None:
        t = self.table()
        self.stock_caption.set_text(text, CAPTION_PX * t.ui_scale, t.card_width * CAPTION_WIDTH)
        x, head = caption_head(t)
        self.stock_caption.setPos(x, head + self.stock_caption.rect().height() / 2)

    def _apply_furniture(self, infos: list[PlateInfo], caption: str) -> None:
        self._apply_plates(infos)
        self._set_caption(caption)

    def _announce_signal(self, badge: str, text: str) -> None:
        self._set_badge(badge)
        self.show_toast(text)

    def _trick_text(self, event: TrickTaken) -> str:
        """Who took the trick and what it held, in the deck's own card names."""
        cards = ", ".join(card_spoken(self.deck, c) for c in event.cards)
        name = self.names[event.winner]
        if is_you(name):
            return self.tr("You take the trick: %1").replace("%1", cards)
        return self.tr("%1 takes the trick: %2").replace("%1", name).replace("%2", cards)

    def _badge_text(self, signal: str | None, seat: int) -> str:
        """The trick's signal and who gave it, or "" when the trick carries none."""
        if not signal:
            return ""
        return self.tr("%1 (%2)", "the signal on this trick, then who gave it").replace(
            "%1", signal_name(signal)).replace("%2", self.names[seat])

    def _set_badge(self, text: str) -> None:
        """Right of the trick, so that it reads as the trick's, wrapped rather than run
        over the right seat's plate or hand."""
        t = self.table()
        left, _, right, foot = badge_box(t, self.bottom)
        self.signal_badge.set_text(text, BADGE_PX * t.ui_scale, right - left)
        rect = self.signal_badge.rect()
        self.signal_badge.setPos(left + rect.width() / 2, foot - rect.height() / 2)

    # -- the looking human's choice --------------------------------------------------------
    def offer(self, legal_cards: list[int], reasons: dict[int, str]) -> None:
        """Let the bottom player pick one of ``legal_cards`` (others show their reason)."""
        self._choices = set(legal_cards)
        self._reasons = dict(reasons)
        hand = self._hand()
        self._focus = next((i for i, c in enumerate(hand) if c in self._choices), 0)
        self._mark_choices()
        self._settle_hand(animated=True)
        self.setFocus()
        self.announce(" ".join(filter(None, (self._prompt_text or self.tr("Your turn"),
                                             self._focused_name()))))

    def spoken_hand(self) -> list[CardItem]:
        """The cards a screen reader lists: your hand, while its faces show."""
        return [self.card_items[c] for c in self._hand() if self.card_items[c].pose.face_up]

    def _focused_name(self) -> str:
        """The spoken name of the card the keyboard is on in the bottom hand, or ""."""
        hand = self._hand()
        return self.card_items[hand[self._focus]].name if 0 <= self._focus < len(hand) else ""

    def withdraw(self) -> None:
        """No choice is open (anymore)."""
        self._choices = None
        self._hover = None
        self._focus = -1
        for item in self.card_items.values():
            item.set_marks()
        self._settle_hand(animated=not self.animator.instant)
        self._name_cards()

    def show_hint(self, card: int, reason: str) -> None:
        """Mark the suggested card (dashed blue, unlike the gold focus) and say why."""
        for c, item in self.card_items.items():
            item.set_marks(item.playable, item.focused, c == card)
        self._hint_reason = reason
        self._name_cards()
        self.show_toast(self.tr("Hint: %1. %2").replace(
            "%1", self.card_items[card].name).replace("%2", reason))
        if card in self._hand():
            self._focus = self._hand().index(card)
            self._settle_hand(animated=True)

    def _hand(self) -> list[int]:
        return self.model.hands[self.bottom] if self.model is not None else []

    def _mark_choices(self) -> None:
        hand = set(self._hand())
        for card, item in self.card_items.items():
            playable = None
            if card in hand and self._choices is not None and self.aids["highlight_legal"]:
                playable = card in self._choices
            item.set_marks(playable)
        self._name_cards()

    def _name_cards(self) -> None:
        """Accessible names and tooltips: a card's name while it shows its face, and why it
        cannot be played when that is so; a face-down card says only that."""
        hidden = self.tr("Card, face down")
        for card, item in self.card_items.items():
            if item.pose.face_up:
                name = card_spoken(self.deck, card)
                reason = self._reasons.get(card) if self._choices is not None else None
                item.name = name
                if item.hinted:
                    reason = self.tr("Hint: %1").replace("%1", self._hint_reason)
                elif card in (self._choices or set()):
                    reason = None
                item.setToolTip(f"{name}\n{reason}" if reason else name)
            else:
                item.name = hidden
                item.setToolTip("")
            item.setAcceptHoverEvents(card in self._hand())

    def _settle_hand(self, animated: bool) -> None:
        """Lift the focused (or hovered) card of the bottom hand; lower the others."""
        if self.model is None:
            return
        t = self.table()
        hand = self._hand()
        poses = layout(self.model, t, self.bottom, self.open_seats)
        for i, card in enumerate(hand):
            item = self.card_items[card]
            base = poses[card]
            up = self._choices is not None and (
                i == self._focus or (card == self._hover and card in self._choices))
            target = raised(t, base) if up else lowered(t, base) if item.playable is False \
                else base
            item.set_marks(item.playable, self._choices is not None and i == self._focus,
                           item.hinted)
            if item.pose != target:
                anim = item.animate(target, self.animator.duration(LIFT_MS) if animated else 0)
                if anim is not None:
                    anim.start(anim.DeletionPolicy.DeleteWhenStopped)
        if 0 <= self._focus < len(hand) and self._choices is not None:
            self.setAccessibleDescription(f"{self._prompt_text} {self._focused_name()}".strip())

    def _card_clicked(self, card: int) -> None:
        if self._choices is None or card not in self._hand():
            return
        self._activate(card)

    def _card_hovered(self, card: int, on: bool) -> None:
        if self._choices is None:
            return
        self._hover = card if on else None
        self._settle_hand(animated=True)

    def _activate(self, card: int) -> None:
        assert self._choices is not None
        if card in self._choices:
            self.withdraw()
            self.cardChosen.emit(card)
        else:
            self.show_toast(self._reasons.get(card, self.tr("That card cannot be played now.")))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        hand = self._hand()
        if self._choices is None or not hand:
            super().keyPressEvent(event)
            return
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = (max(self._focus, 0) + step) % len(hand)
            self._hover = None
            self._settle_hand(animated=True)
            self.announce(self._focused_name())
            if QAccessible.isActive():
                item = self.card_items[hand[self._focus]]
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if 0 <= self._focus < len(hand):
                self._activate(hand[self._focus])
        else:
            super().keyPressEvent(event)

    # -- language --------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self._apply_plates(self._plate_infos())
        self._name_cards()


    # -- for tests and screenshots --------------------------------------------------------
    def face_up_cards(self) -> set[int]:
        """Cards whose face is visible right now."""
        return {c for c, item in self.card_items.items() if item.isVisible() and item.face_shown}


def stacked_cards(poses: dict[int, Pose], card_width: float,
                  cards: Iterable[int] | None = None) -> set[int]:
    """Which of ``cards`` (default: all) have another card lying almost exactly on top of
    them (a pile, the stock)."""
    stacked = set()
    for card in poses if cards is None else cards:
        p = poses[card]
        near = 0.12 * card_width * p.scale
        if any(q.z > p.z and abs(q.x - p.x) < near and abs(q.y - p.y) < near
               for q in poses.values()):
            stacked.add(card)
    return stacked


def _chunks(cards: list[int], sizes: list[int]) -> list[list[int]]:
    out, pos = [], 0
    for size in sizes:
        out.append(cards[pos:pos + size])
        pos += size
    return out
