"""What the table shows, as plain data kept up to date from the engine's events.

The table never reads the match: the controller hands it events (and, after an undo or
a resume, a fresh :class:`TableModel` built by :func:`model_of_match`), and the scene is
laid out from this model alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    Declared,
    Event,
    Match,
    SeatEliminated,
    TrickTaken,
)
from ...engine.cards import cards_of
from ...engine.deal import deal_plan


@dataclass(frozen=True)
class Seating:
    """Who looks at the table: the seat drawn at the bottom, the hands shown face up, and
    the seat asked to come to the table (-1: nobody) while every hand is hidden."""

    bottom: int
    open_hands: frozenset[int] = frozenset()
    passing_to: int = -1


@dataclass
class TableModel:
    """Cards by place, the dealer, the totals: everything drawn on the table."""

    seats: int
    sides: list[list[int]]
    active: tuple[int, ...] = ()
    dealer: int = -1
    hands: list[list[int]] = field(default_factory=list)
    stock: int = 0
    trick: list[tuple[int, int]] = field(default_factory=list)
    trick_signal: str | None = None
    piles: list[list[int]] = field(default_factory=list)
    discard: tuple[int, int] | None = None
    """(dealer, card) laid aside face down in the three-player deal."""
    last_trick: list[tuple[int, int]] = field(default_factory=list)
    last_signal: str | None = None
    """The signal the last trick was led with (the trick review says it)."""
    totals: list[int] = field(default_factory=list)
    held_totals: list[int] | None = None
    """The totals the plates keep showing until the deal's scoring on the felt rolls them
    on (None: the totals); a plate never tells a deal's result before the show does."""
    held_out: frozenset[int] | None = None
    """Likewise the seats shown out: who a deal puts out is said by the scoring."""
    eliminated: set[int] = field(default_factory=set)
    scored: bool = False
    """The deal is over and scored: what each player took is the summary's to say now,
    beside the totals it made (the plates say the totals alone until the next deal)."""
    declared: list[Declared] = field(default_factory=list)
    deal_index: int = -1
    hand: int = 0
    """The cards a hand is dealt at the full table, the widest the table lays out room
    for (0: an even share of the pack). Ten in the games for two with a stock, not the
    twenty an even share would be."""

    def __post_init__(self) -> None:
        if not self.hands:
            self.hands = [[] for _ in range(self.seats)]
        if not self.piles:
            self.piles = [[] for _ in range(self.seats)]
        if not self.totals:
            self.totals = [0] * len(self.sides)
        if not self.active:
            self.active = tuple(range(self.seats))

    @property
    def shown_totals(self) -> list[int]:
        """The totals the plates show now."""
        return self.totals if self.held_totals is None else self.held_totals

    @property
    def shown_out(self) -> frozenset[int]:
        """The seats the plates show out now."""
        return frozenset(self.eliminated) if self.held_out is None else self.held_out

    def hold(self) -> None:
        """Keep the plates on the totals and the seats out as they stand (a deal is about
        to be scored on the felt)."""
        self.held_totals, self.held_out = list(self.totals), frozenset(self.eliminated)

    def release(self) -> None:
        """The plates on the totals and the seats out again (the scoring is over, or a
        new deal begins)."""
        self.held_totals = self.held_out = None

    def side_of(self, seat: int) -> int:
        for i, members in enumerate(self.sides):
            if seat in members:
                return i
        return seat

    def apply(self, event: Event) -> None:
        """Bring the model up to date with one event."""
        if isinstance(event, DealStarted):
            self.deal_index = event.deal
            self.dealer = event.dealer
            self.active = tuple(event.active)
            self.hands = [sorted(h) for h in event.hands]
            self.stock = event.stock
            self.trick, self.trick_signal, self.last_trick = [], None, []
            self.last_signal = None
            self.piles = [[] for _ in range(self.seats)]
            self.discard = None
            self.declared = []
            self.scored = False
            self.release()
        elif isinstance(event, CardDiscarded):
            self.hands[event.seat].remove(event.card)
            self.discard = (event.seat, event.card)
        elif isinstance(event, CardPlayed):
            self.hands[event.seat].remove(event.card)
            if not self.trick:
                self.trick_signal = event.signal
            self.trick.append((event.seat, event.card))
        elif isinstance(event, TrickTaken):
            self.piles[event.winner].extend(c for _, c in self.trick)
            self.last_trick, self.last_signal = self.trick, self.trick_signal
            self.trick, self.trick_signal = [], None
            if event.last and self.discard is not None:
                self.piles[event.winner].append(self.discard[1])
                self.discard = None
        elif isinstance(event, CardDrawn):
            self.stock -= 1
            self.hands[event.seat] = sorted([*self.hands[event.seat], event.card])
        elif isinstance(event, Declared):
            self.declared.append(event)
        elif isinstance(event, DealScored):
            self.totals = list(event.totals)
            self.scored = True
        elif isinstance(event, SeatEliminated):
            self.eliminated.add(event.seat)


def bare_model(match: Match) -> TableModel:
    """``match``'s table before anything is dealt: its seats, sides and hand size."""
    return TableModel(match.seats, [list(s) for s in match.sides],
                      hand=deal_plan(match.rules, match.seats).hand_size)


def model_of_match(match: Match) -> TableModel:
    """The table as it stands in ``match`` (after an undo, a resume or a replay)."""
    d = match.deal
    model = bare_model(match)
    model.deal_index = match.deal_index
    model.dealer = d.dealer
    model.active = tuple(d.active)
    model.hands = [cards_of(h) for h in d.hands]
    model.stock = len(d.stock)
    model.trick = list(d.trick)
    model.trick_signal = d.trick_signal
    model.piles = [cards_of(m) for m in d.taken]
    if d.discard is not None:
        model.discard = (d.dealer, d.discard)
    if d.tricks:
        model.last_trick = list(d.tricks[-1].plays)
        model.last_signal = d.tricks[-1].signal
    model.totals = list(match.totals)
    model.scored = d.is_over
    model.eliminated = {s for s in range(match.seats) if s not in match.active}
    return model
