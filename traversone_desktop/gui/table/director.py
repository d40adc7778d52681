"""The director: turns the engine's events into the animator's steps.

It exists so that what the table *does* for each event — which cards move, in what
order and how fast, when a sound plays, what is said and shown — is decided in one place
that needs no window: it reads the table it directs through :class:`Stage` and writes
only to the :class:`~.animator.Animator` (which a test can replace by one that records).
The timings, the stagger and the order of a trick's sweep or a deal live here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

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
from ...engine.deal import eldest_first
from ...placeholders import fill
from ..phrase import Phrase
from ..words import (
    about,
    card_spoken,
    declaration_name,
    declaration_of,
    kept_whole,
    names_joined,
    points,
    signal_name,
)
from .animator import Animator
from .card_item import CardItem
from .geometry import Pose, Table, deck_pose, packets, stock_pose
from .layout import layout
from .model import TableModel

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
TAKE_BACK_MS = 450
"""An undo: the cards played since the human's last choice glide back together."""
SHOWN_DRAW_Z = 2850.0
"""A drawn card shown face up at the stock lies over the stock's caption (2800), under the
banners that speak (the signal badge, the prompt, announcements)."""


class Stage(Protocol):
    """What the director reads of the table it directs (the view; a plain object in tests)."""

    model: TableModel | None
    deck: str
    names: list[str]
    humans: frozenset[int]
    bottom: int
    open_seats: frozenset[int]
    card_items: dict[int, CardItem]

    def table(self) -> Table: ...

    def devicePixelRatioF(self) -> float: ...

    def furniture_snapshot(self, with_caption: bool = True) -> Callable[[], None]:
        """Put up, when called, the plates and (unless told not to) the stock caption as
        the model stands now."""
        ...

    def badge_text(self, signal: str | None, seat: int) -> str: ...

    def set_turn(self, seat: int, bot: bool = False) -> None:
        """``seat`` decides now (-1: nobody), on its plate."""
        ...


class Director(QObject):
    """Scripts each event on the animator and brings the stage's model up to date."""

    cue = Signal(str)
    """A sound ("play", "sweep", "shuffle") is due now, at this moment of the animation."""
    said = Signal(str)
    """Tell screen readers: a play, a trick's result."""
    toast = Signal(object)
    """Show a short announcement (a :class:`..phrase.Phrase`)."""
    trick_shown = Signal(object)
    """Show the cards of the trick just taken, which :attr:`said` has told already."""
    badge = Signal(str, int)
    """The trick's signal badge says this now ("" takes it down), and who gave it."""
    outdated = Signal(str)
    """The table has moved past this announcement (the next trick is led after the one it
    names): take it down once it has been up for a short read."""
    withdrawn = Signal(str)
    """This announcement no longer holds (an undo took its trick back): take it down now."""

    def __init__(self, stage: Stage, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stage = stage
        self.animator = animator
        self._trick_said = ""
        """The last trick's announcement, outdated by the next lead."""
        self._out: list[int] = []
        """The seats out after this deal, so far: one announcement names them all."""

    def direct(self, event: Event) -> None:
        """Apply ``event`` to the model and add its steps to the script."""
        s, m = self.stage, self.stage.model
        assert m is not None
        if isinstance(event, DealStarted):
            self._out = []
            m.apply(event)
            # the dealer's chip, the totals and nothing taken yet, before the cards fly
            self.animator.call(s.furniture_snapshot(with_caption=False))
            self._deal()
        elif isinstance(event, CardDrawn):
            m.apply(event)
            if event.public and event.seat not in s.open_seats:
                item = s.card_items[event.card]
                item.prepare(s.devicePixelRatioF(), True)
                shown = replace(stock_pose(s.table(), 0), face_up=True, scale=1.0, z=SHOWN_DRAW_Z)
                self.animator.step([(item, shown)], DRAW_MS)
                self.animator.pause(SHOW_DRAW_MS)
            self._moves(DRAW_MS)
        elif isinstance(event, CardPlayed | CardDiscarded):
            m.apply(event)
            self._moves(PLAY_MS)
            self._cue("play")
            if isinstance(event, CardPlayed):
                self._played(event)
                if len(m.trick) == 1 and self._trick_said:
                    self._emit_later(self.outdated, self._trick_said)
        elif isinstance(event, TrickTaken):
            result = self._trick_result(event)
            # the trick is whole: nobody decides while it lies and sweeps (the last to play
            # kept the glow until the next lead); the taker glows when it leads
            self.animator.call(lambda: s.set_turn(-1))
            self.animator.pause(SWEEP_PAUSE_MS)
            m.apply(event)
            self.animator.call(lambda: self.badge.emit("", -1))
            self._emit_later(self.said, result)
            self._cue("sweep")
            self._moves(SWEEP_MS, SWEEP_STAGGER_MS)
            self._trick_said = Phrase(lambda: self._trick_text(event))
            self._emit_later(self.trick_shown, self._trick_said)
        else:
            if isinstance(event, DealScored) and not self.animator.instant:
                m.hold()  # the plates as they stand, until the scoring on the felt
            m.apply(event)
            text = self._news(event)
            if text and m.held_out is None:  # else the scoring on the felt says it, in turn
                self._emit_later(self.toast, text)
        self.animator.call(s.furniture_snapshot())

    def take_back(self) -> None:
        """An undo: the stage's model is already the table as it stood before the human's
        last card. Every card whose place changed glides back there at once (the bots'
        cards turning face down into their hands), then the plates and the trick's badge
        follow; the last trick's announcement is taken down, its trick being undone."""
        s, m = self.stage, self.stage.model
        assert m is not None
        self.withdrawn.emit(self._trick_said)
        self._trick_said = ""
        # every card of a deal shows somewhere: none appears or goes; a card stopped on its
        # way (an undo while the others' cards flew) goes back from where it stopped
        self._moves(TAKE_BACK_MS, stopped_too=True)
        leader = m.trick[0][0] if m.trick else -1
        self.animator.call(s.furniture_snapshot())
        badge = s.badge_text(m.trick_signal, leader)
        self.animator.call(lambda: self.badge.emit(badge, leader))

    def _played(self, event: CardPlayed) -> None:
        """Say who played what; a lead with a signal puts up its badge and says so."""
        card = card_spoken(self.stage.deck, event.card)
        self._emit_later(self.said, self._about(event.seat, self.tr("You play %2"),
                                                self.tr("%1 plays %2"), card))
        if event.signal:
            seat, signal = event.seat, event.signal
            text = Phrase(lambda: self._about(seat, self.tr("You lead with a signal: %2"),
                                              self.tr("%1 leads with a signal: %2"),
                                              signal_name(signal)))
            badge = self.stage.badge_text(event.signal, event.seat)

            def announce_signal() -> None:
                self.badge.emit(badge, seat)
                self.toast.emit(text)

            self.animator.call(announce_signal)

    def _news(self, event: Event) -> str:
        """What the table announces for an event that moves no card ("" for nothing)."""
        if isinstance(event, SeatEliminated):
            self._out.append(event.seat)
            out = list(self._out)
            return Phrase(lambda: self.out_text(out))
        return Phrase(lambda: self._news_now(event))

    def _news_now(self, event: Event) -> str:
        """:meth:`_news` of an event that changes nothing the director keeps."""
        if isinstance(event, Declared):
            return self._about(event.seat, self.tr("You declare %2 (%3)"),
                               self.tr("%1 declares %2 (%3)"),
                               kept_whole(declaration_name(declaration_of(event.cards),
                                                           self.stage.deck)),
                               kept_whole(points(event.points)))
        if isinstance(event, Claimed):
            return self._about(event.seat, self.tr("You call out!"),
                               self.tr("%1 calls out!"))
        if isinstance(event, DealScored) and event.cappotto is not None:
            return self.tr("Cappotto!")
        return ""

    def out_text(self, seats: Sequence[int]) -> str:
        """"Zio Gino is out", "You and Zio Gino are out": the seats a deal put out, in
        one announcement ("" for none)."""
        if not seats:
            return ""
        if len(seats) == 1:
            return self._about(seats[0], self.tr("You are out"), self.tr("%1 is out"))
        others = [self._name(s) for s in seats if not self._yours(s)]
        joined = names_joined(others)
        if len(others) < len(seats):
            return fill(self.tr("You and %1 are out"), joined)
        return fill(self.tr("%1 are out"), joined)

    # -- the steps --------------------------------------------------------------
    def _moves(self, base_ms: float, stagger_ms: float = 0.0, stopped_too: bool = False) -> None:
        """One step moving every card whose place in the layout changed (``stopped_too``:
        and every card whose last move was stopped before it got there)."""
        s = self.stage
        assert s.model is not None
        poses = layout(s.model, s.table(), s.bottom, s.open_seats)
        items = s.card_items
        self._step(poses, [c for c, p in poses.items()
                           if items[c].pose != p or (stopped_too and items[c].stopped)],
                   base_ms, stagger_ms)

    def _step(self, poses: dict[int, Pose], cards: list[int], base_ms: float,
              stagger_ms: float = 0.0) -> None:
        """Move ``cards`` to their ``poses`` (one after another, ``stagger_ms`` apart); as
        they leave, the cards that will lie on a stack stop casting their resting shadow.
        The faces they will show are drawn now, before anything moves."""
        if not cards:
            return
        items = self.stage.card_items
        dpr = self.stage.devicePixelRatioF()
        for card in cards:
            items[card].prepare(dpr, poses[card].face_up)
        stacked = stacked_cards(poses, self.stage.table().card_width, cards)
        marks = {items[c]: c in stacked for c in cards}

        def mark_stacks() -> None:
            for item, on in marks.items():
                item.set_stacked(on)

        self.animator.call(mark_stacks)
        self.animator.step([(items[c], poses[c]) for c in cards], base_ms, stagger_ms)

    def _deal(self) -> None:
        """Gather the pack, deal it anticlockwise from the eldest hand in packets, lay out
        the stock, then turn up the hands that are open."""
        s, m = self.stage, self.stage.model
        assert m is not None
        t = s.table()
        final = layout(m, t, s.bottom, s.open_seats)
        order = eldest_first(m.seats, m.active, m.dealer)
        dealt = [c for seat in order for c in m.hands[seat]]
        rest = [c for c in final if c not in set(dealt)]
        pack = dealt + rest
        gather = {c: deck_pose(t, len(pack) - i) for i, c in enumerate(pack)}
        shown = {item: card in final for card, item in s.card_items.items()}

        def show_pack() -> None:
            for item, visible in shown.items():
                item.setVisible(visible)

        self.animator.call(show_pack)
        self._cue("shuffle")
        self._step(gather, pack, GATHER_MS)
        chunks = {seat: _chunks(m.hands[seat], packets(len(m.hands[seat]))) for seat in order}
        rounds = max((len(c) for c in chunks.values()), default=0)
        face_down = {c: replace(p, face_up=False) for c, p in final.items()}
        for r in range(rounds):
            for seat in order:
                if r < len(chunks[seat]):
                    self._step(face_down, chunks[seat][r], PACKET_MS, DEAL_STAGGER_MS)
        self._step(final, rest, PACKET_MS)
        self._step(final, [c for c in dealt if final[c].face_up], FLIP_MS, TURN_UP_STAGGER_MS)

    def _cue(self, sound: str) -> None:
        """Ask for ``sound`` at this point of the script; an instant table is silent."""
        if not self.animator.instant:
            self._emit_later(self.cue, sound)

    def _emit_later(self, signal: SignalInstance, text: str) -> None:
        """Emit ``signal(text)`` when the script gets here (at once if instant)."""
        self.animator.call(lambda: signal.emit(text))

    # -- words ----------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        names = self.stage.names
        return names[seat] if seat < len(names) else "?"

    def _about(self, seat: int, yours: str, theirs: str, *values: str) -> str:
        """``yours`` when ``seat`` is the player looking at the table, else ``theirs`` with
        the seat's name for ``%1``; ``%2``… are ``values``."""
        return fill(yours if self._yours(seat) else theirs, self._name(seat), *values)

    def _yours(self, seat: int) -> bool:
        """``seat`` is the human looking at the table (whose hand shows at the bottom)."""
        s = self.stage
        return seat == s.bottom and seat in s.open_seats and seat in s.humans

    def _trick_result(self, event: TrickTaken) -> str:
        """"Zia Rosa takes the trick with Asso di denari": the card that won it (the model
        still holds the trick)."""
        assert self.stage.model is not None
        won = dict(self.stage.model.trick).get(event.winner, event.cards[-1])
        card = card_spoken(self.stage.deck, won)
        return self._about(event.winner, self.tr("You take the trick with %2"),
                           self.tr("%1 takes the trick with %2"), card)

    def _trick_text(self, event: TrickTaken) -> str:
        """Who took the trick and what it held, in the deck's own card names."""
        cards = ", ".join(kept_whole(card_spoken(self.stage.deck, c)) for c in event.cards)
        name = self._name(event.winner)
        return about(name, self.tr("You take the trick: %2"), self.tr("%1 takes the trick: %2"),
                     cards)


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
