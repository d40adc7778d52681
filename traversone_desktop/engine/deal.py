"""One deal: the shuffle, the hands, the stock, the tricks, and every move's legality.

A :class:`Deal` is mutable and cheap to copy, because search plays thousands of
them out; :meth:`Deal.apply` is the checked, event-producing way to move, and
:mod:`.playout` plays the same state out without events for the bots' rollouts.
"""

from __future__ import annotations

import hashlib
import random
import struct
from collections.abc import Callable
from functools import cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar, cast, overload

from .cards import ALL_CARDS, NUM_CARDS, SUIT_MASKS, card_code, cards_of, suit_of
from .errors import IllegalMoveError
from .events import CardDiscarded, CardDrawn, CardPlayed, Event, TrickTaken
from .games import DealPlan, Game
from .moves import CLAIM, card_of, is_card, is_declaration, move_code, signal_of
from .phase import Phase
from .rules import Rules
from .trick import Trick, trick_winner

if TYPE_CHECKING:
    from .view import SeatView

__all__ = ["Deal", "DealPlan", "IllegalMoveError", "Phase", "Trick", "deal_plan", "derive_seed",
           "next_seats", "trick_winner"]

_BITS = tuple(1 << c for c in range(NUM_CARDS))
_SORT_KEYS = struct.Struct(f"<{NUM_CARDS}I")
"""A shuffle is a sort by 40 random 32-bit keys: one C-level sort, same on every machine."""

REASONS: Final = {
    "not_your_turn": "it is not this seat's turn",
    "not_in_hand": "the card is not in this seat's hand",
    "must_follow": "the seat must follow suit",
    "busca_no_coins_lead": "coins may not be led to the first trick",
    "busca_no_pita": "the ace of coins may not be played to the first trick",
}
"""Plain-English text of the reason keys of :meth:`Deal.why_illegal` (for exceptions; the
GUI translates the keys itself)."""


T = TypeVar("T")
_Saved = tuple[list[int], list[int], int | None, Phase, int, int, list[tuple[int, int]],
               str | None, int, list[int], int, list[int], list[int], int, list[int], int | None,
               list[int]]
"""What :meth:`Deal.push` keeps for :meth:`Deal.pop`: the mutable fields, and the lengths of
the lists that only grow (tricks, declarations)."""


@cache
def deal_plan(rules: Rules, players: int) -> DealPlan:
    """How the rules' game deals at a table of ``players``."""
    return rules.definition.deal_plan(rules, players)


def move_code_or_number(move: int) -> str:
    """A move's text form, or its number when it names no move."""
    try:
        return move_code(move)
    except (ValueError, IndexError):
        return str(move)


def derive_seed(seed: int, *labels: object) -> int:
    """A stable 48-bit seed from a match seed and labels (same on every machine)."""
    text = "/".join(str(x) for x in (seed, *labels))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:6], "big")


@cache
def _next_seats(seats: int, active: tuple[int, ...]) -> tuple[int, ...]:
    nxt = [0] * seats
    for s in range(seats):
        t = (s + 1) % seats
        while t not in active:
            t = (t + 1) % seats
        nxt[s] = t
    return tuple(nxt)


def next_seats(seats: int, active: tuple[int, ...]) -> list[int]:
    """For every seat, the active seat on its right (the one that plays after it)."""
    return list(_next_seats(seats, tuple(active)))


def eldest_first(seats: int, active: tuple[int, ...], dealer: int) -> list[int]:
    """The active seats in the order they are dealt to and play, from the dealer's right.

    >>> eldest_first(4, (0, 1, 2, 3), 3)
    [0, 1, 2, 3]
    >>> eldest_first(5, (0, 2, 4), 2)
    [4, 0, 2]
    """
    nxt = _next_seats(seats, tuple(active))
    order = [nxt[dealer]]
    while len(order) < len(active):
        order.append(nxt[order[-1]])
    return order


class _Face(Generic[T]):
    """The public, read-only face of the private field ``_<name>`` (a list is shown through
    ``shown``, a tuple copy)."""

    def __init__(self, shown: Callable[[Any], T] | None = None) -> None:
        self.shown = shown

    def __set_name__(self, owner: type, name: str) -> None:
        self.read = attrgetter("_" + name)

    @overload
    def __get__(self, obj: None, owner: type) -> _Face[T]: ...
    @overload
    def __get__(self, obj: Deal, owner: type) -> T: ...
    def __get__(self, obj: Deal | None, owner: type) -> _Face[T] | T:
        if obj is None:
            return self
        value = self.read(obj)
        return cast(T, value if self.shown is None else self.shown(value))


class Deal:
    """The full, true state of one deal (the engine's and the controller's view).

    The state is the deal's own: outside the engine it is read-only (lists are shown as
    tuples), and it changes only through :meth:`apply`, :meth:`push` and :meth:`pop`.
    """

    __slots__ = (
        "rules", "game", "seats", "active", "dealer", "seed", "nxt", "removed",
        "plays_per_trick", "_hands", "_initial_hands", "_stock", "_discard", "_phase",
        "_leader", "_current", "_trick", "_trick_signal", "_tricks", "_taken", "_last_winner",
        "_voids", "_known", "_declared", "_declared_at", "_declarable", "_claim", "_claim_at",
        "_undo",
    )

    rules: Rules
    game: Game
    """``rules.definition``, kept at hand for the hot paths."""
    seats: int
    active: tuple[int, ...]
    dealer: int
    seed: int
    nxt: list[int]
    removed: tuple[int, ...]
    plays_per_trick: int
    _hands: list[int]
    _initial_hands: list[int]
    _stock: list[int]
    _discard: int | None
    _phase: Phase
    _leader: int
    _current: int
    _trick: list[tuple[int, int]]
    _trick_signal: str | None
    _tricks: list[Trick]
    _taken: list[int]
    _last_winner: int
    _voids: list[int]
    _known: list[int]
    _declared: list[tuple[int, int]]
    _declared_at: list[int]
    _declarable: list[int]
    _claim: int | None
    _claim_at: tuple[int, ...]
    _undo: list[_Saved]
    """The states before each :meth:`push`, for :meth:`pop`."""

    hands = _Face[tuple[int, ...]](tuple)
    """Per seat, the cards it holds (a bitmask)."""
    initial_hands = _Face[tuple[int, ...]](tuple)
    """Per seat, the cards it started play with (after any discard)."""
    stock = _Face[tuple[int, ...]](tuple)
    """Cards still to draw, top first."""
    discard = _Face[int | None]()
    """The three-player dealer's face-down card, once laid aside."""
    phase = _Face[Phase]()
    leader = _Face[int]()
    current = _Face[int]()
    trick = _Face[tuple[tuple[int, int], ...]](tuple)
    """(seat, card) played to the trick in progress."""
    trick_signal = _Face[str | None]()
    tricks = _Face[tuple[Trick, ...]](tuple)
    """The completed tricks."""
    taken = _Face[tuple[int, ...]](tuple)
    """Per seat, the cards it has taken in tricks."""
    last_winner = _Face[int]()
    voids = _Face[tuple[int, ...]](tuple)
    """Per seat, a 4-bit mask of the suits it has shown it lacks."""
    known = _Face[tuple[int, ...]](tuple)
    """Per seat, the cards publicly known to be in its hand."""
    declared = _Face[tuple[tuple[int, int], ...]](tuple)
    """(seat, declaration move) in the order made."""
    declared_at = _Face[tuple[int, ...]](tuple)
    """Index of the trick in progress at each declaration of :attr:`declared`."""
    declarable = _Face[tuple[int, ...]](tuple)
    """Per seat, bits of the combinations it may still declare."""
    claim = _Face[int | None]()
    """The side that claimed the match this deal (Tressette), ending it at once."""
    claim_at = _Face[tuple[int, ...]]()
    """Per side, the points this deal must secure for the side to claim; empty: no claims."""

    # -- making a deal --------------------------------------------------
    @classmethod
    def shuffle(
        cls, rules: Rules, seats: int, active: tuple[int, ...], dealer: int,
        seed: int | random.Random, claim_at: tuple[int, ...] = (),
    ) -> Deal:
        """Shuffle and deal from the eldest hand anticlockwise.

        ``seed`` makes the deal reproducible; a ``random.Random`` instead deals from
        that generator's stream (simulations that need no per-deal seed).
        """
        plan = deal_plan(rules, len(active))
        if isinstance(seed, random.Random):
            noise, seed = seed.randbytes(4 * NUM_CARDS), 0
        else:
            noise = random.Random(seed).randbytes(4 * NUM_CARDS)
        keys = _SORT_KEYS.unpack(noise)
        deck = sorted(plan.pack, key=keys.__getitem__)
        nxt = next_seats(seats, active)
        hands = [0] * seats
        seat = nxt[dealer]
        size = plan.hand_size
        bit = _BITS.__getitem__
        for pos in range(0, size * len(active), size):
            hands[seat] = sum(map(bit, deck[pos : pos + size]))
            seat = nxt[seat]
        pos = size * len(active)
        if plan.dealer_discards:
            hands[dealer] |= 1 << deck[pos]
            pos += 1
        return cls._blank(rules, seats, active, dealer, seed, hands, deck[pos:],
                          claim_at)._begin(plan.removed)

    @classmethod
    def from_cards(
        cls,
        rules: Rules,
        seats: int,
        active: tuple[int, ...],
        dealer: int,
        hands: list[int],
        stock: list[int],
        removed: tuple[int, ...] = (),
        seed: int = 0,
        claim_at: tuple[int, ...] = (),
    ) -> Deal:
        """A deal about to start from given hands (tests, replays and bug reports).

        ``claim_at``: per side, the points the deal must secure for that side to claim the
        match (the match passes them; empty: no claims)."""
        return cls._blank(rules, seats, active, dealer, seed, list(hands), list(stock),
                          claim_at)._begin(removed)

    def _begin(self, removed: tuple[int, ...]) -> Deal:
        """Start a freshly dealt deal: the dealer's discard first, if it holds a card more."""
        self.removed = tuple(removed)
        hands, dealer = self._hands, self.dealer
        if hands[dealer].bit_count() > hands[self.nxt[dealer]].bit_count():
            self._phase = Phase.DISCARD
            self._initial_hands = list(hands)
            self._leader = self._current = dealer
        else:
            self._start_play()
        return self

    @classmethod
    def from_world(cls, view: SeatView, hands: list[int], stock: list[int],
                   discard: int | None) -> Deal:
        """The deal a search plays out: ``view``'s public record with every hidden card
        placed (``hands`` for every seat, the ``stock`` in order, the face-down ``discard``)."""
        d = cls._blank(view.rules, view.seats, view.active, view.dealer, 0, hands, stock)
        d._initial_hands = list(hands)
        d.removed = view.removed
        d._discard = discard
        d._phase = Phase(view.phase)
        d._leader = view.trick[0][0] if view.trick else view.current
        d._current = view.current
        d._trick = list(view.trick)
        d._trick_signal = view.trick_signal
        d._tricks = list(view.tricks)
        d._taken = list(view.taken)
        d._last_winner = view.last_winner
        d._voids = list(view.voids)
        d._known = list(view.known)
        d._declared = list(view.declared)
        d._declared_at = list(view.declared_at)
        return d

    @classmethod
    def _blank(cls, rules: Rules, seats: int, active: tuple[int, ...], dealer: int, seed: int,
               hands: list[int], stock: list[int], claim_at: tuple[int, ...] = ()) -> Deal:
        """A deal with the given cards and nothing played, declared or claimed yet."""
        d = cls.__new__(cls)
        d.rules, d.seats, d.active, d.dealer, d.seed = rules, seats, tuple(active), dealer, seed
        d.game = rules.definition
        d.nxt = next_seats(seats, d.active)
        d._hands = hands
        d._initial_hands = hands
        d._stock = stock
        d.removed = ()
        d._discard = None
        d._phase = Phase.PLAY
        d._leader = d._current = -1
        d._trick, d._trick_signal, d._tricks = [], None, []
        d._taken = [0] * seats
        d._last_winner = -1
        d._voids = [0] * seats
        d._known = [0] * seats
        d._declared = []
        d._declared_at = []
        d._declarable = [0] * seats
        d._claim = None
        d._claim_at = claim_at
        d.plays_per_trick = len(d.active)
        d._undo = []
        return d

    def _start_play(self) -> None:
        self._initial_hands = list(self._hands)
        self._leader = self.game.first_leader(self)
        self._current = self._leader
        self.game.on_play_start(self)

    @property
    def leader_note(self) -> str | None:
        """Why the first trick's leader is not the one the rules name (the 4 of coins was not
        dealt: eldest leads), as a message key; None otherwise."""
        return self.game.leader_note(self) if self._phase is not Phase.DISCARD else None

    def copy(self) -> Deal:
        """An independent copy (search plays copies out)."""
        d = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(d, name, getattr(self, name))
        d._hands = list(self._hands)
        d._stock = list(self._stock)
        d._trick = list(self._trick)
        d._tricks = list(self._tricks)
        d._taken = list(self._taken)
        d._voids = list(self._voids)
        d._known = list(self._known)
        d._declared = list(self._declared)
        d._declared_at = list(self._declared_at)
        d._declarable = list(self._declarable)
        d._undo = []
        return d

    # -- what may be done -----------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to move, or -1 when the deal is over."""
        return -1 if self._phase is Phase.OVER else self._current

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def led_suit(self) -> int:
        """Suit of the card led to the trick in progress, or -1 before the lead."""
        return suit_of(self._trick[0][1]) if self._trick else -1

    def playable_mask(self, seat: int) -> int:
        """Cards ``seat`` may put on the trick now (follow suit; variant restrictions)."""
        hand = self._hands[seat]
        if self._trick:
            follow = hand & SUIT_MASKS[self._trick[0][1] // 10]
            mask = follow or hand
        else:
            mask = hand
        return self.game.restrict_cards(self, seat, mask)

    def legal_moves(self) -> list[int]:
        """Every legal move of the seat to play, sorted."""
        if self._phase is Phase.OVER:
            return []
        seat = self._current
        if self._phase is Phase.DISCARD:
            return cards_of(self._hands[seat])
        cards = cards_of(self.playable_mask(seat))
        moves = list(cards)
        if self.rules.signals and not self._trick:
            moves += [40 * k + c for k in (1, 2, 3) for c in cards]
        moves += self.game.extra_moves(self, seat)
        return sorted(moves)

    def why_illegal(self, seat: int, card: int) -> str | None:
        """A reason key why ``seat`` may not play ``card`` now, or None if it may.

        Keys: ``not_your_turn``, ``not_in_hand``, ``must_follow``, plus the variant's own
        (``busca_no_coins_lead``, ``busca_no_pita``).
        """
        if self._phase is not Phase.PLAY or seat != self._current:
            return "not_your_turn"
        if not self._hands[seat] >> card & 1:
            return "not_in_hand"
        if self.playable_mask(seat) >> card & 1:
            return None
        led = self.led_suit
        if self._trick and card // 10 != led and self._hands[seat] & SUIT_MASKS[led]:
            return "must_follow"
        return self.game.restriction_reason(self, seat, card)

    # -- moving -----------------------------------------------------------
    def apply(self, move: int) -> list[Event]:
        """Play one legal move for the seat to play and say what happened.

        Anything else raises :class:`IllegalMoveError` saying why.
        """
        if not self._is_legal(move):
            raise IllegalMoveError(self._refusal(move))
        seat = self._current
        if self._phase is Phase.DISCARD:
            self._hands[seat] &= ~(1 << move)
            self._discard = move
            self._phase = Phase.PLAY
            self._start_play()
            return [CardDiscarded(seat, move)]
        if is_declaration(move) or move == CLAIM:
            return self.game.apply_special(self, seat, move)
        return self._play(seat, card_of(move), signal_of(move))

    def _is_legal(self, move: object) -> bool:
        """``move in legal_moves()``, without building the list for a plain card."""
        if type(move) is not int:
            return False
        if 0 <= move < NUM_CARDS and self._phase is Phase.PLAY:
            return bool(self.playable_mask(self._current) >> move & 1)
        return move in self.legal_moves()

    def push(self, move: int) -> list[Event]:
        """:meth:`apply` that :meth:`pop` can take back (search walks a tree with it)."""
        state: _Saved = (
            list(self._hands), list(self._stock), self._discard, self._phase, self._leader,
            self._current, list(self._trick), self._trick_signal, len(self._tricks),
            list(self._taken), self._last_winner, list(self._voids), list(self._known),
            len(self._declared), list(self._declarable), self._claim, self._initial_hands)
        events = self.apply(move)
        self._undo.append(state)
        return events

    def pop(self) -> None:
        """Take back the last :meth:`push`; IndexError when nothing was pushed."""
        (self._hands, self._stock, self._discard, self._phase, self._leader, self._current,
         self._trick, self._trick_signal, tricks, self._taken, self._last_winner, self._voids,
         self._known, declared, self._declarable, self._claim,
         self._initial_hands) = self._undo.pop()
        del self._tricks[tricks:], self._declared[declared:], self._declared_at[declared:]

    def _refusal(self, move: object) -> str:
        """Why ``move`` is not a legal move now, as one plain sentence."""
        who = f"seat {self._current}"
        if type(move) is not int:
            return (f"{move!r} is not a move: a move is a whole number (a card 0..39, a "
                    f"signalled lead, a declaration or a claim; see engine.moves)")
        if self._phase is Phase.OVER:
            return f"{move_code_or_number(move)} cannot be played: the deal is over"
        text = move_code_or_number(move)
        if not is_card(move):
            return f"{text} is not a legal move for {who} now"
        card = card_of(move)
        if self._phase is Phase.DISCARD:
            why = "not_in_hand"
        elif signal_of(move) is not None and (self._trick or not self.rules.signals):
            return f"{text}: only a lead may carry a signal, in a game that has signals"
        else:
            why = self.why_illegal(self._current, card) or "not_your_turn"
        return f"{card_code(card)} is not a legal move for {who}: {REASONS[why]}"

    def _play(self, seat: int, card: int, signal: str | None) -> list[Event]:
        events: list[Event] = []
        if not self._trick:
            self._trick_signal = signal
        elif card // 10 != self._trick[0][1] // 10 and self.game.off_suit_shows_void(self):
            self._voids[seat] |= 1 << (self._trick[0][1] // 10)
        self._hands[seat] &= ~(1 << card)
        self._known[seat] &= ~(1 << card)
        self._trick.append((seat, card))
        events.append(CardPlayed(seat, card, signal))
        self.game.after_card(self, seat, card)
        if len(self._trick) < self.plays_per_trick:
            self._current = self.nxt[seat]
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        winner = trick_winner(self._trick)[0]
        mask = 0
        for _, c in self._trick:
            mask |= 1 << c
        self._taken[winner] |= mask
        plays = tuple(self._trick)
        last = not any(self._hands[s] for s in self.active) and not self._stock
        events: list[Event] = [TrickTaken(winner, tuple(c for _, c in plays),
                                          len(self._tricks), last)]
        draws: list[tuple[int, int]] = []
        if self._stock:
            events += self._draw_round(winner, draws)
        self._tricks.append(Trick(plays[0][0], plays, winner, tuple(draws), self._trick_signal))
        self._trick = []
        self._trick_signal = None
        self._last_winner = winner
        self._leader = self._current = winner
        if last:
            self._phase = Phase.OVER
        else:
            self.game.after_trick(self)
        return events

    def _draw_round(self, winner: int, draws: list[tuple[int, int]]) -> list[Event]:
        """One card from the stock to each seat, the trick's winner first (into ``draws``)."""
        events: list[Event] = []
        seat = winner
        public = self.rules.open_draws
        for _ in self.active:
            card = self._stock.pop(0)
            self._hands[seat] |= 1 << card
            draws.append((seat, card))
            if public:
                self._known[seat] |= 1 << card
                self._voids[seat] &= ~(1 << (card // 10))
            else:
                self._voids[seat] = 0
            events.append(CardDrawn(seat, card, public))
            seat = self.nxt[seat]
        return events

    # -- facts for scoring and logs -------------------------------------
    def check_conservation(self) -> bool:
        """True when hands, stock, table, discard and removed cards are exactly the pack."""
        seen = 0
        count = 0
        parts = [*self._hands, *self._taken, *(1 << c for c in self._stock),
                 *(1 << c for _, c in self._trick), *(1 << c for c in self.removed)]
        if self._discard is not None:
            parts.append(1 << self._discard)
        for p in parts:
            if seen & p:
                return False
            seen |= p
            count += p.bit_count()
        return seen == ALL_CARDS and count == NUM_CARDS
