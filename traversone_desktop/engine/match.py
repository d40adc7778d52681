"""A match: deals one after another, running totals, eliminations and the end.

The match is the one object the GUI controller and the simulator drive. Every
state follows from ``(rules, seed, moves)``, which is also what it saves, so a
match restored from JSON continues through exactly the same states.
"""

from __future__ import annotations

from typing import Any

from . import match_end
from .cards import cards_of
from .deal import Deal, derive_seed, next_seats
from .declarations import combination
from .events import DealScored, DealStarted, Event, MatchOver, SeatEliminated
from .moves import is_card, move_code, parse_move
from .record import DealRecord, DeclarationRecord, TrickRecord
from .rules import Rules, RulesError
from .scoring import DealOutcome, score_deal
from .view import SeatView, make_view

FORMAT = 1
"""Version of the match JSON written by :meth:`Match.to_json`."""


class MatchStateError(ValueError):
    """A match JSON that does not describe a playable match."""


class Match:
    """Rules, seed, the deal in progress, and everything decided so far."""

    def __init__(self, rules: Rules, seed: int) -> None:
        self.rules = rules
        self.seed = seed
        self.seats = rules.players
        self.sides = rules.sides(self.seats)
        self.active: tuple[int, ...] = tuple(range(self.seats))
        self.totals = [0] * len(self.sides)
        self.dealer = derive_seed(seed, "dealer") % self.seats
        self.deal_index = -1
        self.tied: list[int] | None = None
        """Sides still tied for the win while tie-break deals are played."""
        self.deal: Deal = Deal.shuffle(rules, self.seats, self.active, self.dealer, 0)
        self.initial_stock: list[int] = []
        self.moves: list[int] = []
        self._movers: list[int] = []
        """The seat that made each move of :attr:`moves`."""
        self._deal_start = 0
        """Index in :attr:`moves` of the first move of the deal in progress."""
        self.records: list[DealRecord] = []
        """One record per deal played, in order."""
        self._log: list[dict[str, Any]] = []
        self.outcomes: list[DealOutcome] = []
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.started = False
        self._replayed_seed: int | None = None
        """Seed of every deal of a practice match (:meth:`practice`), else None."""

    # -- driving ----------------------------------------------------------
    def start(self) -> list[Event]:
        """Shuffle and deal the first deal (the explicit, seeded first step)."""
        if self.started:
            raise MatchStateError("the match has already started")
        self.started = True
        return self._new_deal()

    @property
    def current_player(self) -> int:
        return -1 if self.over else self.deal.current_player

    def legal_moves(self) -> list[int]:
        return [] if self.over else self.deal.legal_moves()

    @property
    def is_over(self) -> bool:
        return self.over

    def deal_seed(self, index: int) -> int:
        """Seed of deal ``index``: enough, with dealer and table, to replay that deal."""
        if self._replayed_seed is not None:
            return self._replayed_seed
        return derive_seed(self.seed, "deal", index)

    @classmethod
    def practice(cls, record: DealRecord) -> Match:
        """A match whose first deal is ``record``'s deal again (same rules, seed, dealer
        and seats in play) with the totals at zero: "play this deal again" for practice.

        >>> match = Match(Rules(), seed=3)
        >>> _ = match.start()
        >>> while not match.records:
        ...     _ = match.apply(match.legal_moves()[0])
        >>> again = Match.practice(match.records[0])
        >>> _ = again.start()
        >>> first = match.records[0]
        >>> (again.deal.seed, again.deal.dealer) == (first.seed, first.dealer)
        True
        >>> again.totals
        [0, 0, 0, 0]
        """
        match = cls(Rules.from_dict(record.rules), record.seed)
        match._replayed_seed = record.seed
        match.dealer = record.dealer
        match.active = record.active
        return match

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now."""
        return make_view(self.deal, seat, self.sides, tuple(self.totals), self.deal_index)

    def apply(self, move: int) -> list[Event]:
        """Play a legal move of the seat to play; the next deal starts by itself."""
        if self.over:
            raise MatchStateError("the match is over")
        if not self.started:
            raise MatchStateError("the match has not started: call start() first")
        seat = self.deal.current_player
        events = self.deal.push(move)
        self.moves.append(move)
        self._movers.append(seat)
        if self.deal.is_over:  # played out, or ended by a claim (judged in _end_of_deal)
            events += self._end_of_deal()
        return events

    def has_moved(self, seat: int) -> bool:
        """Whether ``seat`` has made any move in this match (a card, a call, a signal)."""
        return seat in self._movers

    # -- taking moves back ---------------------------------------------------
    def moves_since_card(self, seat: int) -> int | None:
        """How many moves to take back so that ``seat`` has not yet played its last card of
        the deal in progress (that card and everything after it); None if it has played
        none (undo never crosses into an earlier deal)."""
        for i in range(len(self.moves) - 1, self._deal_start - 1, -1):
            if self._movers[i] == seat and is_card(self.moves[i]):
                return len(self.moves) - i
        return None

    def pop(self) -> None:
        """Take back the last move of the deal in progress (:meth:`Deal.pop`)."""
        if self.over or len(self.moves) == self._deal_start:
            raise MatchStateError("no move of the deal in progress to take back")
        self.deal.pop()
        self.moves.pop()
        self._movers.pop()

    # -- between deals ------------------------------------------------------
    def _new_deal(self) -> list[Event]:
        self._deal_start = len(self.moves)
        self.deal_index += 1
        seed = self.deal_seed(self.deal_index)
        self.deal = Deal.shuffle(
            self.rules, self.seats, self.active, self.dealer, seed,
            self.rules.definition.claim_thresholds(self.rules, self.totals))
        self.initial_stock = list(self.deal.stock)
        return [DealStarted(
            self.deal_index, self.dealer, self.active, seed, self.tied is not None,
            tuple(tuple(cards_of(h)) for h in self.deal.hands), len(self.deal.stock),
            self.deal.leader, self.deal.leader_note)]

    def _end_of_deal(self) -> list[Event]:
        outcome = score_deal(self.deal, self.sides)
        tiebreak = self.tied is not None
        if not tiebreak:
            for i, score in enumerate(outcome.scores):
                self.totals[i] += score
        self.outcomes.append(outcome)
        verdict = match_end.judge(self, outcome, tiebreak)
        events: list[Event] = [DealScored(
            self.deal_index, outcome.taken, outcome.scores, tuple(self.totals),
            outcome.last_trick, outcome.cappotto, tiebreak, outcome.details)]
        for seat in verdict.eliminated:
            events.append(SeatEliminated(seat, self.totals[seat]))
        self.records.append(self._record(outcome, tiebreak, verdict.eliminated,
                                         verdict.winners))
        if verdict.winners is not None:
            return events + self._finish(verdict.winners)
        self.tied = verdict.tied
        if verdict.eliminated:
            self.active = tuple(s for s in self.active if s not in verdict.eliminated)
        if verdict.tied is not None and self.rules.definition.tiebreak_between_tied:
            self.active = tuple(sorted(s for i in verdict.tied for s in self.sides[i]))
        self.dealer = next_seats(self.seats, self.active)[self.dealer]
        return events + self._new_deal()

    def _finish(self, winners: tuple[int, ...]) -> list[Event]:
        self.over = True
        self.winners = winners
        return [MatchOver(winners)]

    # -- the checkable log --------------------------------------------------
    @property
    def log(self) -> list[dict[str, Any]]:
        """The records as the log's JSON objects (what the dialogs and statistics read)."""
        if len(self._log) != len(self.records):
            self._log = [r.to_json() for r in self.records]
        return self._log

    def _record(self, outcome: DealOutcome, tiebreak: bool, eliminated: tuple[int, ...],
                winners: tuple[int, ...] | None) -> DealRecord:
        d = self.deal
        return DealRecord(
            variant=self.rules.variant,
            rules=self.rules.to_dict(),
            match=0,
            deal=self.deal_index,
            seed=d.seed,
            seats=self.seats,
            active=d.active,
            sides=tuple(tuple(m) for m in self.sides),
            dealer=d.dealer,
            hands=tuple(tuple(cards_of(d.initial_hands[s])) if s in d.active else ()
                        for s in range(self.seats)),
            discard=d.discard,
            removed=d.removed,
            stock=tuple(self.initial_stock),
            tricks=tuple(TrickRecord(t.leader, tuple(t.plays), t.winner, tuple(t.draws),
                                     t.signal) for t in d.tricks),
            taken=outcome.taken,
            last_trick=outcome.last_trick,
            scores=outcome.scores,
            totals=tuple(self.totals),
            tiebreak=tiebreak,
            cappotto=outcome.cappotto,
            eliminated=eliminated,
            match_over=winners is not None,
            winners=winners,
            declarations=tuple(
                DeclarationRecord(seat, combo.kind, tuple(cards_of(combo.mask)), combo.points,
                                  trick)
                for (seat, move), trick in zip(d.declared, d.declared_at, strict=True)
                for combo in (combination(move),)),
            claim=d.claim,
            claim_plays=tuple(d.trick) if d.claim is not None else (),
        )

    # -- saving -------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Everything needed to rebuild this exact match: rules, seed and moves."""
        return {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "moves": [move_code(m) for m in self.moves],
        }

    @classmethod
    def from_json(cls, data: object) -> Match:
        """Rebuild a match by replaying its moves; raises MatchStateError if it cannot."""
        if not isinstance(data, dict):
            raise MatchStateError("a match must be a JSON object")
        if data.get("format") != FORMAT:
            raise MatchStateError(f"unknown match format {data.get('format')!r}; "
                                  f"this version reads format {FORMAT}")
        rules_data, seed, moves = data.get("rules"), data.get("seed"), data.get("moves")
        if not isinstance(rules_data, dict):
            raise MatchStateError("'rules' must be an object")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise MatchStateError("'seed' must be a whole number")
        if not isinstance(moves, list):
            raise MatchStateError("'moves' must be a list")
        try:
            rules = Rules.from_dict(rules_data)
        except RulesError as exc:
            raise MatchStateError(f"bad rules: {exc}") from None
        match = cls(rules, seed)
        match.start()
        for i, text in enumerate(moves):
            if not isinstance(text, str):
                raise MatchStateError(f"move {i + 1} is not text: {text!r}")
            try:
                match.apply(parse_move(text))
            except ValueError as exc:
                raise MatchStateError(f"move {i + 1} ({text!r}) cannot be played: {exc}") from None
        return match
