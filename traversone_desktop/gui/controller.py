"""The game controller: owns the match and is the only code that changes it.

It drives a match through the table and back: the engine's events go to the view to be
animated, and the controller moves on only when the view reports ``idle``. Bots think in
a worker (see :mod:`.bot_worker`); every request carries the generation it was made in, so
an answer that arrives after a new game, an undo or a seat change is dropped. Humans get
their legal moves and the reasons why the other cards may not be played.

Which hands the table may show is decided here, in one place, from the controller's own
state (:meth:`GameController.seating_now`), and published on every change of it: with two
or more humans a hand is face up only while its human decides, and a human's hand is
shown only after that human has said, on the pass screen, that they are at the table.
"""

from __future__ import annotations

import random
import secrets
import time
from collections import deque
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots.pool import choose_by_name
from ..engine import DealRecord, DealScored, DealStarted, Event, Match, MatchOver
from ..engine.cards import cards_of
from ..engine.deal import derive_seed
from ..engine.declarations import lapsing
from ..engine.moves import CLAIM, is_card
from ..session.setup import BOT, HUMAN, GameSetup, SeatSetup
from ..storage.settings import Settings
from .bot_worker import BotWorker, Worker
from .crash import log_error
from .retranslating import follow_language
from .table.model import Seating, bare_model, model_of_match
from .words import is_you, reason_text, seat_name, winners_headline

THINK_MS = {"slow": 1100, "normal": 650, "fast": 250, "instant": 0}
"""Shortest time a bot seems to think, by animation speed, so play can be followed."""
POLL_MS = 10
NOBODY = -1
"""No seat's turn: the deal is being scored, or the match is over."""
HINT_BOT = "heuristic"
UNDO_WHILE = ("human", "bot", "animation", "")
"""Undo is open at the human's turn and while the others answer their card (a bot
thinks, the cards fly, or the one step passes to the next); not while a summary, the pass
screen or the winner waits."""


class GameController(QObject):
    """One match at a time, its seats, and whose turn it is."""

    matchStarted = Signal(object, object)
    """(GameSetup, TableModel): a new or resumed match; the view sets up its seats."""
    tableReset = Signal(object)
    """TableModel to show at once (a resumed or rebuilt match); the view answers with idle."""
    tableTakenBack = Signal(object)
    """TableModel as it stood before the human's last card (undo), for the view to move
    the cards back to; it answers with idle."""
    eventsReady = Signal(list)
    """Engine events to animate; the view answers with idle."""
    seating = Signal(object)
    """:class:`Seating`: who sits at the bottom, whose hands are face up, who is asked to
    come to the table; emitted whenever any of it changes."""
    waitingChanged = Signal(str)
    """What the controller waits for now (:attr:`waiting_for`), each time it changes."""
    turnChanged = Signal(int)
    """The seat whose turn it is, or :data:`NOBODY` once the deal's last card is played."""
    humanTurn = Signal(int, list, object)
    """(seat, legal moves, {card: why it may not be played}) for the human to move."""
    humanTurnOver = Signal()
    prompt = Signal(str)
    hintReady = Signal(int)
    dealOver = Signal(object)
    """A finished deal's :class:`DealRecord`; the controller waits for
    :meth:`continue_play`."""
    matchOver = Signal(object)
    """Winning side indices."""
    winnersSaid = Signal(str)
    """Who won the finished match ("Zio Gino wins!"), for the table to keep saying."""
    practiceOver = Signal()
    checkpoint = Signal(object, object)
    """(match.to_json(), GameSetup) after every move, as it is made (before its cards
    move), at the match's end, and after an undo: the autosave hook."""
    undoAvailable = Signal(bool)
    botFailed = Signal(str)

    def __init__(self, settings: Settings, worker: Worker | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.worker: Worker = worker if worker is not None else BotWorker()
        self.think_ms = THINK_MS["normal"]
        self.match: Match | None = None
        self.setup: GameSetup | None = None
        self.generation = 0
        self.viewer = -1
        """The human known to be at the screen (-1: nobody yet); only their hand may show."""
        self.bottom = 0
        self._published: Seating | None = None
        self.practice = False
        self.practised = -1
        """In a practice deal, the index of the match's deal it plays again."""
        self._suspended: tuple[GameSetup, Match] | None = None
        self._back = False
        """Back from a practice deal: the table says so once it is ready (see _advance)."""
        self._queue: deque[tuple[str, Any]] = deque()
        self._waiting = ""
        self._last_batch: list[Event] = []
        self._pending: tuple[Any, int, float, bool] | None = None
        self._told_bot_failed = False
        """A bot's failure was announced in this match (the next ones are only logged)."""
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_bot)
        follow_language(self)

    # -- starting ----------------------------------------------------------------
    def new_match(self, setup: GameSetup) -> None:
        """Start a new match of ``setup`` (leaving any practice deal)."""
        self.practice = False
        self._suspended = None
        self._begin(setup)

    def _begin(self, setup: GameSetup, match: Match | None = None,
               back: bool = False) -> None:
        """Start ``setup`` afresh, or go on with ``match`` (a resumed or rebuilt one;
        ``back``: the one a practice deal left)."""
        self._cancel()
        self._back = back
        seed = setup.seed if setup.seed is not None else secrets.randbits(48)
        self.setup = replace(setup, seed=seed) if match is None else setup
        if match is None:
            match = Match(setup.rules, seed)
        self.match = match
        self._told_bot_failed = False
        humans = self.setup.humans
        self.bottom = (humans or self.setup.people or [0])[0]
        self.viewer = humans[0] if len(humans) == 1 else -1
        model = model_of_match(match) if match.started else bare_model(match)
        self._published = None
        self.matchStarted.emit(self.setup, model)
        if match.started:
            self._wait("animation")
            self.tableReset.emit(model)
        else:
            self._enqueue(match.start())
            self._advance()

    def resume(self, setup: GameSetup, data: dict[str, Any]) -> None:
        """Go on with a saved match (``Match.to_json()``); raises MatchStateError if bad."""
        match = Match.from_json(data)
        self.practice = False
        self._suspended = None
        self._begin(setup, match)

    def replay_deal(self, index: int) -> None:
        """Play deal ``index`` of this match again from its seed, dealer and table; the
        match resumes where it was once the practice deal is scored."""
        real = self.real_match  # (from a practice deal, still the match's deal ``index``)
        if real is None or not 0 <= index < len(real[1].records):
            return
        setup, match = real
        self._suspended = real
        record = match.records[index]
        self.practice, self.practised = True, index
        self._begin(replace(setup, seed=record.seed), Match.practice(record))

    def shutdown(self) -> None:
        self._cancel()
        self.worker.shutdown()

    def _cancel(self) -> None:
        """Forget the turn in progress: a late bot answer will be dropped."""
        self.generation += 1
        self._pending = None
        self._poll.stop()
        self._queue.clear()
        self._wait("")
        self.humanTurnOver.emit()

    # -- facts for the window -------------------------------------------------------
    def names(self) -> list[str]:
        return [seat_name(s.name) for s in self.setup.seats] if self.setup is not None else []

    @property
    def waiting_for(self) -> str:
        """What the controller waits for: "animation", "bot", "human", "pass", "summary",
        "over", or "" when it is free."""
        return self._waiting

    @property
    def real_match(self) -> tuple[GameSetup, Match] | None:
        """The match being played: the one on the table, or in a practice deal the one
        that waits for it to end (the practice deal itself counts for nothing)."""
        if self.practice:
            return self._suspended
        if self.setup is None or self.match is None:
            return None
        return self.setup, self.match

    @property
    def practised_deal(self) -> DealRecord | None:
        """In a practice deal, the match's deal it plays again, as the match played it."""
        real = self.real_match
        return real[1].records[self.practised] if self.practice and real is not None else None

    def is_human(self, seat: int) -> bool:
        return self.setup is not None and self.setup.seats[seat].is_human

    # -- who may see what ------------------------------------------------------------
    def seating_now(self) -> Seating:
        """The one privacy rule, from the state alone. A human's hand is shown only to that
        human (the ``viewer``, who said so on the pass screen or is the only human); with
        two or more humans, only while it is their decision. With bots at every seat, a
        demo shows its bottom hand and the one person who left watches theirs; with two
        or more away, every hand is someone's, and none is shown."""
        if self.setup is None:
            return Seating(self.bottom)
        humans = self.setup.humans
        if not humans:
            people = self.setup.people
            if len(people) >= 2:
                return Seating(self.bottom)
            return Seating(self.bottom, frozenset(people or [self.bottom]))
        passing = self.match.current_player if self._waiting == "pass" and self.match else -1
        deciding = self.match.current_player if self._waiting == "human" and self.match else -1
        shown = self.viewer in humans and (len(humans) == 1 or deciding == self.viewer)
        return Seating(self.bottom, frozenset({self.viewer}) if shown else frozenset(), passing)

    def _wait(self, state: str) -> None:
        """Wait for ``state`` now; the table learns at once what it may show, the window
        whether undo is open."""
        changed, self._waiting = state != self._waiting, state
        self._publish()
        if changed:
            self.undoAvailable.emit(self.can_undo())
            self.waitingChanged.emit(state)

    def _publish(self) -> None:
        seating = self.seating_now()
        if seating != self._published:
            self._published = seating
            self.seating.emit(seating)

    # -- the loop ----------------------------------------------------------------------
    def _enqueue(self, events: list[Event]) -> None:
        """Split events into what the view animates and where play must wait: after a
        scored deal (the summary) and at the end of the match."""
        batches: list[list[Event]] = []
        for event in events:
            if not batches or (isinstance(event, DealStarted) and batches[-1]):
                batches.append([])
            batches[-1].append(event)
        for batch in batches:
            self._queue.append(("animate", batch))
            for event in batch:
                if isinstance(event, DealScored):
                    self._queue.append(("summary", self._record(event.deal)))
                if isinstance(event, MatchOver):
                    self._queue.append(("over", event.winners))

    def _record(self, deal: int) -> DealRecord:
        assert self.match is not None
        return next(r for r in reversed(self.match.records) if r.deal == deal)

    def _advance(self) -> None:
        if self._waiting or self.match is None:
            return
        self._go_on()
        if self._back:  # after what the table says of the match (who won it), over it
            self._back = False
            self.practiceOver.emit()

    def _go_on(self) -> None:
        """The match's next step: a batch to animate, a summary, its end, or a turn."""
        assert self.match is not None
        if self._queue:
            kind, payload = self._queue.popleft()
            if kind == "animate":
                self._wait("animation")
                self._last_batch = payload
                if any(isinstance(e, DealScored) for e in payload):
                    self.turnChanged.emit(NOBODY)  # no plate glows over a finished deal
                self.eventsReady.emit(payload)
            elif kind == "summary":
                self._wait("summary")
                self.dealOver.emit(payload)
            else:
                self._wait("over")
                self._checkpoint()
                self._say_over()
                self.matchOver.emit(payload)
            return
        if self.match.is_over:  # back from a practice deal of a finished match: as it was
            self._wait("over")
            self._say_over()
            return
        seat = self.match.current_player
        self.turnChanged.emit(seat)
        if self.is_human(seat):
            if self.viewer != seat:
                self.bottom = seat  # turned behind the pass screen
                self._wait("pass")
                return
            self._offer(seat)
        else:
            self._ask_bot(seat)

    def on_idle(self) -> None:
        """The view has finished animating the last batch."""
        if self._waiting != "animation":
            return
        self._wait("")
        self._last_batch = []
        self._advance()

    def continue_play(self) -> None:
        """The deal summary was read: deal the next hand (or end the practice)."""
        if self._waiting != "summary":
            return
        self._wait("")
        if self.practice:
            self._end_practice()
            return
        if self.setup is not None and len(self.setup.humans) > 1:
            self.viewer = -1  # the whole table read the scores: a new hand waits for its owner
        self._advance()

    def _end_practice(self) -> None:
        self.practice = False
        suspended, self._suspended = self._suspended, None
        if suspended is not None:
            self._begin(*suspended, back=True)
        else:
            self.practiceOver.emit()

    def _checkpoint(self) -> None:
        if self.match is not None and self.setup is not None and not self.practice:
            self.checkpoint.emit(self.match.to_json(), self.setup)

    # -- humans ----------------------------------------------------------------------------
    def _offer(self, seat: int) -> None:
        assert self.match is not None and self.setup is not None
        self.bottom = seat
        legal = self.match.legal_moves()
        cards = {m % 40 for m in legal if is_card(m)}
        deal = self.match.deal
        reasons = {c: reason_text(deal.why_illegal(seat, c) or "", self.setup.deck)
                   for c in cards_of(deal.hands[seat]) if c not in cards}
        self._wait("human")
        if deal.phase == "discard":
            text = self.tr("Lay a card aside, face down, for the last trick")
        elif len(self.setup.humans) >= 2 and not is_you(self.setup.seats[seat].name):
            text = self.tr("%1, your turn: play a card").replace("%1", self.names()[seat])
        else:
            text = self.tr("Your turn: play a card")
        self.prompt.emit(text)
        self.humanTurn.emit(seat, legal, reasons)

    def _say_over(self) -> None:
        """The match is over: the table says who won and how to go on, so that it does not
        stand silent over the last deal's scores once the winner screen is closed."""
        self.prompt.emit(self.tr("The match is over. F2 starts a new one."))
        assert self.match is not None
        self.winnersSaid.emit(winners_headline(self.names(), self.match.sides,
                                               self.match.winners))

    def retranslate_ui(self) -> None:
        """A new language mid-turn (or after the match): the prompt and the reasons again,
        in it."""
        if self._waiting == "human" and self.match is not None:
            self._offer(self.match.current_player)
        elif self._waiting == "over":
            self._say_over()

    def confirm_pass(self) -> None:
        """The player named on the privacy screen is at the table now."""
        if self._waiting != "pass" or self.match is None:
            return
        self.viewer = self.match.current_player
        self._offer(self.match.current_player)

    def step_away(self) -> None:
        """Whoever was at the screen left it (the window minimised): with other people at
        the table, the hand of whoever decides turns face down, and the next hand to show
        waits for its owner on the pass screen, even the hand of the person who left, whose
        turn may come round again while the bots play on behind the window."""
        if self.setup is None or len(self.setup.humans) < 2:
            return
        self.viewer = -1
        if self._waiting == "human":
            self.humanTurnOver.emit()
            self.prompt.emit("")
            self._wait("pass")

    def play(self, move: int) -> bool:
        """The human to move plays ``move``; False (and nothing happens) if it may not."""
        if self._waiting != "human" or self.match is None:
            return False
        if move not in self.match.legal_moves():
            return False
        self._wait("")  # the hand turns face down before the card leaves it
        if not self.settings.welcomed():
            self.settings.set_welcomed()
        self.humanTurnOver.emit()
        self.prompt.emit("")
        self._enqueue(self.match.apply(move))
        self._checkpoint()  # a person's card is theirs: a dead stop mid-trick keeps it
        self._advance()
        return True

    def declarations_lost_by(self, card: int) -> list[int]:
        """The declarations the person to move could never make once they play ``card``."""
        if self._waiting != "human" or self.match is None:
            return []
        return lapsing(self.match.deal, self.match.current_player, card)

    def claim_open(self) -> bool:
        """The person to move may call out now (chiamarsi fuori), and win at once."""
        return (self._waiting == "human" and self.match is not None
                and CLAIM in self.match.legal_moves())

    def _apply(self, move: int) -> None:
        """A bot's move, saved as it is made: asked again after a dead stop, a bot could
        choose another card (its search runs on time), where the person saw this one."""
        assert self.match is not None
        self._enqueue(self.match.apply(move))
        self._checkpoint()
        self._advance()

    def request_hint(self) -> None:
        """The heuristic's suggestion, from the human's own view only."""
        if self._waiting != "human" or self.match is None:
            return
        seat = self.match.current_player
        move = choose_by_name(HINT_BOT, self.match.view(seat), random.Random(
            derive_seed(self.match.seed, "hint", len(self.match.moves))))
        self.hintReady.emit(move)

    # -- undo --------------------------------------------------------------------------------
    def _undo_steps(self) -> int | None:
        """Moves to take back so the human's last card of this deal is in hand again, if
        undo is open: one human, not in a practice deal, at their turn or while the others
        answer (the card just played by mistake, taken back at once, where the table is),
        never once the deal is scored."""
        if (self.match is None or self.setup is None or self.match.is_over
                or self._waiting not in UNDO_WHILE
                or self.practice or not self.settings.flag("allow_undo", False)
                or len(self.setup.humans) != 1):
            return None
        return self.match.moves_since_card(self.setup.humans[0])

    def can_undo(self) -> bool:
        return self._undo_steps() is not None

    def undo(self) -> bool:
        """Take back the human's last card (and the bots' answers to it)."""
        steps = self._undo_steps()
        if steps is None or self.match is None or self.setup is None:
            return False
        self._cancel()
        for _ in range(steps):
            self.match.pop()
        self._last_batch = []
        self._wait("animation")
        self.turnChanged.emit(self.match.current_player)  # not the bot that was thinking
        self.tableTakenBack.emit(model_of_match(self.match))
        self._checkpoint()  # else after a dead stop the card taken back is played again
        return True

    # -- seats ---------------------------------------------------------------------------------
    def set_seat(self, seat: int, kind: str, level: str | None = None) -> None:
        """Hand a seat to a human or to a bot, mid-match (a child leaves the table)."""
        if self.setup is None or kind not in (HUMAN, BOT):
            return
        old = self.setup.seats[seat]
        seats = list(self.setup.seats)
        if level is None and kind == BOT and old.is_human:
            level = self._tables_level(seat)
        # a bot for a person who leaves keeps the seat theirs, and with it the match
        seats[seat] = SeatSetup(old.name, kind, level or old.level,
                                kind == BOT and (old.is_human or old.away))
        self.setup = replace(self.setup, seats=tuple(seats))
        if self._waiting in ("bot", "human", "pass") and self.match is not None \
                and self.match.current_player == seat:
            self.generation += 1
            self._pending = None
            self._poll.stop()
            self._waiting = ""  # the seating is published below, with the new viewer
            self.waitingChanged.emit("")
            self.humanTurnOver.emit()
            self.prompt.emit("")
        if kind == HUMAN and self.setup.people == [seat]:
            self.viewer = seat  # the match's one player is back: who else would be there
        elif self.viewer not in self.setup.humans:
            self.viewer = -1  # whoever is at the screen now, it is nobody's hand to see
        self._publish()
        self._advance()

    def _tables_level(self, seat: int) -> str | None:
        """The level most of the table's own bots play at (the first seat's on a tie):
        a bot that plays for a person plays as the bots the family chose, not at the level
        a human seat keeps unseen. None at a table of people only."""
        assert self.setup is not None
        levels = [s.level for i, s in enumerate(self.setup.seats)
                  if i != seat and s.kind == BOT and not s.away]
        return max(levels, key=levels.count) if levels else None

    # -- bots ----------------------------------------------------------------------------------
    def _ask_bot(self, seat: int, again: bool = False) -> None:
        """``again``: the first request failed (its worker died, say), so this is the last."""
        assert self.match is not None and self.setup is not None
        self._wait("bot")
        level = self.setup.seats[seat].level
        seed = derive_seed(self.match.seed, "bot", seat, len(self.match.moves))
        future = self.worker.submit(level, self.match.view(seat), seed)
        self._pending = (future, self.generation, time.monotonic(), again)
        self._poll.start()
        self._poll_bot()

    def _rule_of_thumb(self) -> int:
        """The hint's simple bot, here in the table's process, for a bot whose worker fails
        (it needs no search, so it takes no time); the first legal move if even that fails."""
        assert self.match is not None
        seat = self.match.current_player
        try:
            return choose_by_name(HINT_BOT, self.match.view(seat), random.Random(
                derive_seed(self.match.seed, "bot", seat, len(self.match.moves))))
        except Exception as exc:
            log_error(exc)
            return self.match.legal_moves()[0]

    def _poll_bot(self) -> None:
        if self._pending is None:
            self._poll.stop()
            return
        future, generation, started, again = self._pending
        if generation != self.generation:
            self._pending = None
            self._poll.stop()
            return
        if not future.done() or (time.monotonic() - started) * 1000 < self.think_ms:
            return
        self._pending = None
        self._poll.stop()
        assert self.match is not None
        legal = self.match.legal_moves()
        try:
            move = future.result()
        except Exception as exc:  # a broken bot must not stop the family's game
            log_error(exc)
            if not again:  # the worker is replaced: the same question, the same seed
                self._ask_bot(self.match.current_player, again=True)
                return
            move = self._rule_of_thumb()
            if not self._told_bot_failed:  # once a match: it may go on failing every move
                self._told_bot_failed = True
                self.botFailed.emit(self.tr("A bot could not think this move through; it "
                                            "plays by rule of thumb."))
        if move not in legal:
            self.botFailed.emit(self.tr("A bot chose an illegal move; it plays another."))
            move = self._rule_of_thumb()
        self._wait("")
        self._apply(move)
