"""One deal: the shuffle, the hands, the stock, the tricks, and every move's legality.

A :class:`Deal` is mutable and cheap to copy, because search plays thousands of
them out; :meth:`Deal.apply` is the checked, event-producing way to move, and
:mod:`.playout` plays the same state out without events for the bots' rollouts.
"""

from __future__ import annotations

import hashlib
import random
import struct
from functools import cache
from typing import TYPE_CHECKING, Final

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


class Deal:
    """The full, true state of one deal (the engine's and the controller's view)."""

    __slots__ = (
        "rules", "game", "seats", "active", "dealer", "seed", "nxt", "hands", "initial_hands",
        "stock", "removed", "discard", "phase", "leader", "current", "trick", "trick_signal",
        "tricks", "taken", "last_winner", "voids", "known", "declared", "declared_at",
        "declarable", "claim", "claim_at", "plays_per_trick", "_undo",
    )

    rules: Rules
    game: Game
    """``rules.definition``, kept at hand for the hot paths."""
    seats: int
    active: tuple[int, ...]
    dealer: int
    seed: int
    nxt: list[int]
    hands: list[int]
    initial_hands: list[int]
    stock: list[int]
    removed: tuple[int, ...]
    discard: int | None
    phase: Phase
    leader: int
    current: int
    trick: list[tuple[int, int]]
    trick_signal: str | None
    tricks: list[Trick]
    taken: list[int]
    last_winner: int
    voids: list[int]
    known: list[int]
    declared: list[tuple[int, int]]
    """(seat, declaration move) in the order made."""
    declared_at: list[int]
    """Index of the trick in progress at each declaration of :attr:`declared`."""
    declarable: list[int]
    claim: int | None
    """The side that claimed the match this deal (Tressette), ending it at once."""
    claim_at: tuple[int, ...]
    """Per side, the points this deal must secure for the side to claim; empty: no claims."""
    plays_per_trick: int
    _undo: list[_Saved]
    """The states before each :meth:`push`, for :meth:`pop`."""

    # -- making a deal --------------------------------------------------
    @classmethod
    def shuffle(
        cls, rules: Rules, seats: int, active: tuple[int, ...], dealer: int,
        seed: int | random.Random,
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
        return cls._blank(rules, seats, active, dealer, seed, hands, deck[pos:])._begin(
            plan.removed)

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
    ) -> Deal:
        """A deal about to start from given hands (tests, replays and bug reports)."""
        return cls._blank(rules, seats, active, dealer, seed, list(hands), list(stock))._begin(
            removed)

    def _begin(self, removed: tuple[int, ...]) -> Deal:
        """Start a freshly dealt deal: the dealer's discard first, if it holds a card more."""
        self.removed = tuple(removed)
        hands, dealer = self.hands, self.dealer
        if hands[dealer].bit_count() > hands[self.nxt[dealer]].bit_count():
            self.phase = Phase.DISCARD
            self.initial_hands = list(hands)
            self.leader = self.current = dealer
        else:
            self._start_play()
        return self

    @classmethod
    def from_world(cls, view: SeatView, hands: list[int], stock: list[int],
                   discard: int | None) -> Deal:
        """The deal a search plays out: ``view``'s public record with every hidden card
        placed (``hands`` for every seat, the ``stock`` in order, the face-down ``discard``)."""
        d = cls._blank(view.rules, view.seats, view.active, view.dealer, 0, hands, stock)
        d.initial_hands = list(hands)
        d.removed = view.removed
        d.discard = discard
        d.phase = Phase(view.phase)
        d.leader = view.trick[0][0] if view.trick else view.current
        d.current = view.current
        d.trick = list(view.trick)
        d.trick_signal = view.trick_signal
        d.tricks = [t.copy() for t in view.tricks]
        d.taken = list(view.taken)
        d.last_winner = view.last_winner
        d.voids = list(view.voids)
        d.known = list(view.known)
        d.declared = list(view.declared)
        d.declared_at = list(view.declared_at)
        return d

    @classmethod
    def _blank(cls, rules: Rules, seats: int, active: tuple[int, ...], dealer: int, seed: int,
               hands: list[int], stock: list[int]) -> Deal:
        """A deal with the given cards and nothing played, declared or claimed yet."""
        d = cls.__new__(cls)
        d.rules, d.seats, d.active, d.dealer, d.seed = rules, seats, tuple(active), dealer, seed
        d.game = rules.definition
        d.nxt = next_seats(seats, d.active)
        d.hands = hands
        d.initial_hands = hands
        d.stock = stock
        d.removed = ()
        d.discard = None
        d.phase = Phase.PLAY
        d.leader = d.current = -1
        d.trick, d.trick_signal, d.tricks = [], None, []
        d.taken = [0] * seats
        d.last_winner = -1
        d.voids = [0] * seats
        d.known = [0] * seats
        d.declared = []
        d.declared_at = []
        d.declarable = [0] * seats
        d.claim = None
        d.claim_at = ()
        d.plays_per_trick = len(d.active)
        d._undo = []
        return d

    def _start_play(self) -> None:
        self.initial_hands = list(self.hands)
        self.leader = self.game.first_leader(self)
        self.current = self.leader
        self.game.on_play_start(self)

    @property
    def leader_note(self) -> str | None:
        """Why the first trick's leader is not the one the rules name (the 4 of coins was not
        dealt: eldest leads), as a message key; None otherwise."""
        return self.game.leader_note(self) if self.phase is not Phase.DISCARD else None

    def copy(self) -> Deal:
        """An independent copy (search plays copies out)."""
        d = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(d, name, getattr(self, name))
        d.hands = list(self.hands)
        d.stock = list(self.stock)
        d.trick = list(self.trick)
        d.tricks = [t.copy() for t in self.tricks]
        d.taken = list(self.taken)
        d.voids = list(self.voids)
        d.known = list(self.known)
        d.declared = list(self.declared)
        d.declared_at = list(self.declared_at)
        d.declarable = list(self.declarable)
        d._undo = []
        return d

    # -- what may be done -----------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to move, or -1 when the deal is over."""
        return -1 if self.phase is Phase.OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def led_suit(self) -> int:
        """Suit of the card led to the trick in progress, or -1 before the lead."""
        return suit_of(self.trick[0][1]) if self.trick else -1

    def playable_mask(self, seat: int) -> int:
        """Cards ``seat`` may put on the trick now (follow suit; variant restrictions)."""
        hand = self.hands[seat]
        if self.trick:
            follow = hand & SUIT_MASKS[self.trick[0][1] // 10]
            mask = follow or hand
        else:
            mask = hand
        return self.game.restrict_cards(self, seat, mask)

    def legal_moves(self) -> list[int]:
        """Every legal move of the seat to play, sorted."""
        if self.phase is Phase.OVER:
            return []
        seat = self.current
        if self.phase is Phase.DISCARD:
            return cards_of(self.hands[seat])
        cards = cards_of(self.playable_mask(seat))
        moves = list(cards)
        if self.rules.signals and not self.trick:
            moves += [40 * k + c for k in (1, 2, 3) for c in cards]
        moves += self.game.extra_moves(self, seat)
        return sorted(moves)

    def why_illegal(self, seat: int, card: int) -> str | None:
        """A reason key why ``seat`` may not play ``card`` now, or None if it may.

        Keys: ``not_your_turn``, ``not_in_hand``, ``must_follow``, plus the variant's own
        (``busca_no_coins_lead``, ``busca_no_pita``).
        """
        if self.phase is not Phase.PLAY or seat != self.current:
            return "not_your_turn"
        if not self.hands[seat] >> card & 1:
            return "not_in_hand"
        if self.playable_mask(seat) >> card & 1:
            return None
        led = self.led_suit
        if self.trick and card // 10 != led and self.hands[seat] & SUIT_MASKS[led]:
            return "must_follow"
        return self.game.restriction_reason(self, seat, card)

    # -- moving -----------------------------------------------------------
    def apply(self, move: int) -> list[Event]:
        """Play one legal move for the seat to play and say what happened.

        Anything else raises :class:`IllegalMoveError` saying why.
        """
        if not self._is_legal(move):
            raise IllegalMoveError(self._refusal(move))
        seat = self.current
        if self.phase is Phase.DISCARD:
            self.hands[seat] &= ~(1 << move)
            self.discard = move
            self.phase = Phase.PLAY
            self._start_play()
            return [CardDiscarded(seat, move)]
        if is_declaration(move) or move == CLAIM:
            return self.game.apply_special(self, seat, move)
        return self._play(seat, card_of(move), signal_of(move))

    def _is_legal(self, move: object) -> bool:
        """``move in legal_moves()``, without building the list for a plain card."""
        if type(move) is not int:
            return False
        if 0 <= move < NUM_CARDS and self.phase is Phase.PLAY:
            return bool(self.playable_mask(self.current) >> move & 1)
        return move in self.legal_moves()

    def push(self, move: int) -> list[Event]:
        """:meth:`apply` that :meth:`pop` can take back (search walks a tree with it)."""
        state: _Saved = (list(self.hands), list(self.stock), self.discard, self.phase, self.leader,
                 self.current, list(self.trick), self.trick_signal, len(self.tricks),
                 list(self.taken), self.last_winner, list(self.voids), list(self.known),
                 len(self.declared), list(self.declarable), self.claim, self.initial_hands)
        events = self.apply(move)
        self._undo.append(state)
        return events

    def pop(self) -> None:
        """Take back the last :meth:`push`; IndexError when nothing was pushed."""
        (self.hands, self.stock, self.discard, self.phase, self.leader, self.current,
         self.trick, self.trick_signal, tricks, self.taken, self.last_winner, self.voids,
         self.known, declared, self.declarable, self.claim,
         self.initial_hands) = self._undo.pop()
        del self.tricks[tricks:], self.declared[declared:], self.declared_at[declared:]

    def _refusal(self, move: object) -> str:
        """Why ``move`` is not a legal move now, as one plain sentence."""
        who = f"seat {self.current}"
        if type(move) is not int:
            return (f"{move!r} is not a move: a move is a whole number (a card 0..39, a "
                    f"signalled lead, a declaration or a claim; see engine.moves)")
        if self.phase is Phase.OVER:
            return f"{move_code_or_number(move)} cannot be played: the deal is over"
        text = move_code_or_number(move)
        if not is_card(move):
            return f"{text} is not a legal move for {who} now"
        card = card_of(move)
        if self.phase is Phase.DISCARD:
            why = "not_in_hand"
        elif signal_of(move) is not None and (self.trick or not self.rules.signals):
            return f"{text}: only a lead may carry a signal, in a game that has signals"
        else:
            why = self.why_illegal(self.current, card) or "not_your_turn"
        return f"{card_code(card)} is not a legal move for {who}: {REASONS[why]}"

    def _play(self, seat: int, card: int, signal: str | None) -> list[Event]:
        events: list[Event] = []
        if not self.trick:
            self.trick_signal = signal
        elif card // 10 != self.trick[0][1] // 10 and self.game.off_suit_shows_void(self):
            self.voids[seat] |= 1 << (self.trick[0][1] // 10)
        self.hands[seat] &= ~(1 << card)
        self.known[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        events.append(CardPlayed(seat, card, signal))
        self.game.after_card(self, seat, card)
        if len(self.trick) < self.plays_per_trick:
            self.current = self.nxt[seat]
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        winner = trick_winner(self.trick)[0]
        mask = 0
        for _, c in self.trick:
            mask |= 1 << c
        self.taken[winner] |= mask
        record = Trick(self.trick[0][0], list(self.trick), winner, [], self.trick_signal)
        self.tricks.append(record)
        self.trick = []
        self.trick_signal = None
        self.last_winner = winner
        self.leader = self.current = winner
        last = not any(self.hands[s] for s in self.active) and not self.stock
        events: list[Event] = [TrickTaken(winner, tuple(c for _, c in record.plays),
                                          len(self.tricks) - 1, last)]
        if self.stock:
            events += self._draw_round(winner, record)
        if last:
            self.phase = Phase.OVER
        else:
            self.game.after_trick(self)
        return events

    def _draw_round(self, winner: int, record: Trick) -> list[Event]:
        events: list[Event] = []
        seat = winner
        public = self.rules.open_draws
        for _ in self.active:
            card = self.stock.pop(0)
            self.hands[seat] |= 1 << card
            record.draws.append((seat, card))
            if public:
                self.known[seat] |= 1 << card
                self.voids[seat] &= ~(1 << (card // 10))
            else:
                self.voids[seat] = 0
            events.append(CardDrawn(seat, card, public))
            seat = self.nxt[seat]
        return events

    # -- facts for scoring and logs -------------------------------------
    def check_conservation(self) -> bool:
        """True when hands, stock, table, discard and removed cards are exactly the pack."""
        seen = 0
        count = 0
        parts = [*self.hands, *self.taken, *(1 << c for c in self.stock),
                 *(1 << c for _, c in self.trick), *(1 << c for c in self.removed)]
        if self.discard is not None:
            parts.append(1 << self.discard)
        for p in parts:
            if seen & p:
                return False
            seen |= p
            count += p.bit_count()
        return seen == ALL_CARDS and count == NUM_CARDS
