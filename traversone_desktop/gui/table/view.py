"""The table: a ``QGraphicsView`` that shows a :class:`TableModel` and animates its events.

It knows nothing of the rules. The controller gives it events to animate (it answers with
one :attr:`TableView.idle` when all motion stops), tells it who is looking and which
cards the looking human may play, and hears back :attr:`TableView.cardChosen`.

Which hands are face up is never the table's own choice: it shows what the controller's
latest :class:`Seating` says, at once, even in the middle of an animation.

This widget draws the felt, owns the cards and lays them out at rest, and wires its
parts to the one :class:`~.animator.Animator` through which every card moves: the
:class:`~.director.Director` turns events into animation steps, the
:class:`~.hand.Hand` is the looking human's choice, and the
:class:`~.furniture.Furniture` is the plates and banners.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ... import art
from ...engine import Event
from ...engine.cards import NUM_CARDS
from ...engine.games import Game
from ...session.setup import DEFAULT_DECK
from ..key_repeats import held
from ..retranslating import Retranslating
from ..words import seat_name
from . import accessible
from .animator import Animator
from .card_item import CardItem
from .director import FLIP_MS, Director, stacked_cards
from .felt import paint_felt
from .furniture import Furniture
from .geometry import Pose, Table, action_bar_place, deck_pose, hand_anchor
from .hand import Hand
from .layout import layout
from .model import Seating, TableModel
from .overlays import ActionBar, PassScreen
from .scoring import ScoringShow


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
        self.bots: frozenset[int] = frozenset()
        """Seats a bot plays now (for a person who left, too): their plates show it think."""
        self.stand_ins: frozenset[int] = frozenset()
        """Seats a bot plays for a person who left the table: their plates show a bot's
        face in place of the person's initials until they come back."""
        self.turn = -1
        self.thinking = False
        """The seat whose turn it is is a bot's, still choosing."""
        self.practice = False
        """A practice deal (the score sheet's replay): the plates say so, not the totals."""
        self.card_items: dict[int, CardItem] = {}
        self.holds_back: Callable[[int], bool] = lambda card: False
        """Asked as a playable card is chosen: True keeps it in the hand, the choice still
        open (the main window's reminder of declarations the card would let go)."""
        self.furniture = Furniture(self)
        self.hand = Hand(self)
        self.director = Director(self, self.animator, self)
        self.director.cue.connect(self.soundCue.emit)
        self.director.said.connect(self.announce)
        self.director.toast.connect(self.show_toast)
        self.director.trick_shown.connect(partial(self.show_toast, spoken=False))
        self.director.badge.connect(self.furniture.set_badge)
        self.director.outdated.connect(self.furniture.outdate_toast)
        self.director.withdrawn.connect(self.furniture.take_down_toast)
        self.pass_screen = PassScreen(self)
        self.furniture.toastChanged.connect(self.pass_screen.set_news)
        self.action_bar = ActionBar(self)
        self.action_bar.withdrawn.connect(self.place_action_bar)
        self.scoring = ScoringShow(self)
        """The end of a deal scored on the felt (the main window starts it)."""
        self._make_cards()
        self.retranslate_ui()

    # -- set-up --------------------------------------------------------
    def _make_cards(self) -> None:
        t = self.table()
        for card in range(NUM_CARDS):
            item = CardItem(card, self.deck, t.card_width, t.aspect)
            item.clicked.connect(self.hand.clicked)
            item.hovered.connect(self.hand.hovered)
            item.setVisible(False)
            self.scene().addItem(item)
            self.card_items[card] = item

    def table(self) -> Table:
        players, hand = (self.model.seats, self.model.hand) if self.model else (4, 0)
        aspect = art.get_deck(self.deck).aspect
        size = self.contentsRect().size()  # the viewport's, known before it is first shown
        return Table(float(max(size.width(), 320)), float(max(size.height(), 240)), players,
                     aspect, self.card_scale, hand=hand)

    def begin(self, model: TableModel, names: list[str], game: Game, teams: bool) -> None:
        """A new match (or a rebuilt one) of ``game`` (``Rules.definition``): seats, plates and
        the pack in the middle."""
        self.scoring.clear()
        self.animator.finish()  # nothing of the last match moves on in this one
        self.model = model
        if self.bottom >= model.seats:  # the last match's place is not at this table: the
            self.bottom, self.open_seats = 0, frozenset()  # controller seats its own next
        self.names = list(names)
        self.game = game
        self.teams = teams
        self.furniture.seat(model.seats)
        self.set_prompt("")
        self.withdraw()
        self.turn = -1
        self.thinking = False
        t = self._size_cards()
        for i, item in enumerate(self.card_items.values()):
            item.animate(deck_pose(t, i), 0)
            item.setVisible(True)
        self._place_furniture()
        self.furniture.refresh_plates()

    def set_deck(self, deck: str) -> None:
        """Draw the cards in ``deck``; the deck on the table already is drawn again, since
        its pictures may have changed (a corner index switched on, a deck mended)."""
        if deck == self.deck:
            self.viewport().update()
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
            self.furniture.refresh_plates()
        if self.hand.choices is not None:
            self.hand.mark_choices()

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
            self.pass_screen.show_for(self.names[seat] if seat < len(self.names) else "?", seat,
                                      self.furniture.news)
        elif self.pass_screen.isVisible():
            self.pass_screen.hide()
            self.hand.turned_up()
            self.setFocus()

    def _turn_hands(self) -> None:
        """Turn each hand the seating turned over (the table being at rest otherwise)."""
        if self.model is None:
            return
        poses = layout(self.model, self.table(), self.bottom, self.open_seats)
        moves: list[tuple[CardItem, Pose]] = []
        for card, pose in poses.items():
            item = self.card_items[card]
            if item.pose.face_up == pose.face_up:
                continue
            item.prepare(self.devicePixelRatioF(), pose.face_up)
            if not pose.face_up:
                item.conceal()
            moves.append((item, pose))
        self.animator.now(moves, FLIP_MS)
        self.hand.name_cards()

    # -- events --------------------------------------------------------
    def play_events(self, events: list[Event]) -> None:
        """Animate a batch of events; :attr:`idle` follows when they have all played."""
        self.scoring.clear()
        if self.thinking:  # the bot has answered
            self.thinking = False
            self.furniture.refresh_plates()
        for event in events:
            self.director.direct(event)
        self.animator.run()

    def reset(self, model: TableModel) -> None:
        """Show ``model`` as it is, without animation (a resumed or rebuilt match); then
        :attr:`idle`."""
        self.scoring.clear()
        self.model = model
        self.withdraw()
        self._relayout()
        leader = model.trick[0][0] if model.trick else -1
        self.furniture.set_badge(self.badge_text(model.trick_signal, leader), leader)
        self.animator.run()

    def take_back(self, model: TableModel) -> None:
        """Show ``model``, the table before the human's last card, with the cards gliding
        back to it (undo), from where they are if they were on their way elsewhere; then
        :attr:`idle`."""
        self.animator.abandon()
        self.scoring.clear()
        self.model = model
        self.withdraw()
        self.director.take_back()
        self.animator.run()

    def release_totals(self) -> None:
        """The plates on the deal's new totals and seats out at once (at the end of the
        scoring on the felt, or where none rolls them on: an instant table, a headless
        demo)."""
        if self.model is not None and self.model.held_totals is not None:
            self.model.release()
            self.furniture.snapshot()()

    def furniture_snapshot(self, with_caption: bool = True) -> Callable[[], None]:
        """For the director: the plates and caption as they read now, put up later."""
        return self.furniture.snapshot(with_caption)

    def badge_text(self, signal: str | None, seat: int) -> str:
        return self.furniture.badge_text(signal, seat)

    def announce(self, text: str) -> None:
        """Say ``text`` to screen readers, politely, without moving their focus."""
        self.announced.emit(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def _on_animator_idle(self) -> None:
        for item in self.card_items.values():
            if item.isVisible() and item.stopped:
                item.animate(item.pose, 0)  # a move cut short: at rest, the pose is the truth
        self.hand.name_cards()
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
        self.furniture.refresh_plates()
        self.hand.name_cards()
        self.hand.settle(animated=False)
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
        self.action_bar.set_table_scale(t.ui_scale)
        self.scene().setSceneRect(QRectF(0, 0, t.width, t.height))
        self._lay_out_now()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resize_contents()
        if self.pass_screen.isVisible():
            self.pass_screen.setGeometry(self.rect())
        self.place_action_bar()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click's second press is its first click again, never a choice: by then
        (at instant speed) the player's next turn may have come, with another card under
        the pointer. (The scene would pass it on as a press to any item but the first.)"""
        event.accept()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), self.table().margin)

    def _place_furniture(self) -> None:
        self.furniture.place()
        self.place_action_bar()

    def place_action_bar(self) -> None:
        """Over the bottom hand, above the prompt when one shows (or beside it, the prompt
        slid aside, when nothing else leaves the trick in sight)."""
        f = self.furniture
        if not self.action_bar.isVisible():
            f.slide_prompt(0.0)
            return
        t = self.table()
        bar = self.action_bar
        bar.adjustSize()
        above = hand_anchor(t, self.bottom, self.bottom)[1] - t.card_height * 0.7 - 6
        prompt = f.prompt
        box = None
        if prompt.isVisible():  # where it stands on its own
            rect = prompt.mapRectToScene(prompt.rect()).translated(-f.prompt_slide, 0)
            box = (rect.left(), rect.top(), rect.right(), rect.bottom())
            above = min(above, rect.top() - 6)
        model = self.model
        played = [seat for seat, _ in model.trick] if model is not None else []
        piled = {s for s, pile in enumerate(model.piles) if pile} if model is not None else set()
        banners = f.toast.isVisible() or f.signal_badge.isVisible()
        left, top, slide = action_bar_place(t, self.bottom, bar.width(), bar.height(), above,
                                            box, played, piled, banners)
        f.slide_prompt(slide)
        bar.move(round(max(left, 0.0)), round(top))
        if f.signal_badge.isVisible():
            f.refit_badge()

    # -- plates, prompt and messages --------------------------------------------------------
    def set_turn(self, seat: int, bot: bool = False) -> None:
        """``seat`` decides now; ``bot``: a bot, whose plate shows it thinking until its
        card comes."""
        self.turn = seat
        self.thinking = bot
        self.furniture.refresh_plates()

    def set_prompt(self, text: str) -> None:
        """The line over the bottom hand: "Your turn — play a card"."""
        self.furniture.set_prompt(text)
        self.place_action_bar()
        self.setAccessibleDescription(text)

    def show_toast(self, text: str, held: bool = False, middle: bool = False,
                   private: bool = False, spoken: bool = True) -> None:
        """A short announcement (``held``: until taken down; ``middle``: where the trick was,
        for the scoring's own news; ``private``: to the player choosing, of their cards,
        gone with their choice), said to screen readers too unless ``spoken`` is False (the
        trick's cards, its taker already said): a hint, a refused card, a signal or a
        declaration was only drawn."""
        self.furniture.show_toast(text, held, middle, private)
        if text and spoken:
            self.announce(str(text))

    def show_standing(self, text: str) -> None:
        """``text`` where the trick was, until the next match (who won this one), back up
        after any news said meanwhile."""
        self.furniture.show_standing(text)

    def take_down_toast(self, text: str) -> None:
        """Take the announcement down if it still says ``text``."""
        self.furniture.take_down_toast(text)

    # -- the looking human's choice --------------------------------------------------------
    def offer(self, legal_cards: list[int], reasons: dict[int, str]) -> None:
        """Let the bottom player pick one of ``legal_cards`` (others show their reason)."""
        self.hand.offer(legal_cards, reasons)

    def withdraw(self) -> None:
        """No choice is open (anymore)."""
        self.hand.withdraw()

    def show_hint(self, card: int, reason: str) -> None:
        """Mark the suggested card and say why."""
        self.hand.show_hint(card, reason)

    def spoken_hand(self) -> list[CardItem]:
        """The cards a screen reader lists: your hand, while its faces show."""
        return self.hand.spoken()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.hand.key(event.key(), held(event)):
            super().keyPressEvent(event)

    # -- language --------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.names = [seat_name(n) for n in self.names]
        self.furniture.retranslate_ui()
        self.scoring.retranslate_ui()
        self.hand.name_cards()

    # -- for tests and screenshots --------------------------------------------------------
    def face_up_cards(self) -> set[int]:
        """Cards whose face is visible right now."""
        return {c for c, item in self.card_items.items() if item.isVisible() and item.face_shown}
