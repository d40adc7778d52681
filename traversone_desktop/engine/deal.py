"""One deal: the shuffle, the hands, the stock, the tricks, and every move's legality.

A :class:`Deal` is mutable and cheap to copy, because search plays thousands of
them out; :meth:`Deal.apply` is the checked, event-producing way to move, and
:mod:`.fast` plays the same state out without events for the bots' rollouts.
"""

from __future__ import annotations

import hashlib
import random
import struct
from dataclasses import dataclass, field
from functools import cache

from . import variants
from .cards import ALL_CARDS, NUM_CARDS, SUIT_MASKS, cards_of, parse_card, suit_of
from .events import CardDiscarded, CardDrawn, CardPlayed, Event, TrickTaken
from .moves import CLAIM, card_of, is_declaration, move_code, signal_of
from .rules import Rules

FOUR_OF_BATONS = parse_card("4b")
_BITS = tuple(1 << c for c in range(NUM_CARDS))
_SORT_KEYS = struct.Struct(f"<{NUM_CARDS}I")
"""A shuffle is a sort by 40 random 32-bit keys: one C-level sort, same on every machine."""


class IllegalMoveError(ValueError):
    """A move that is not among the legal moves of the seat to play."""


@dataclass
class Trick:
    """A trick as it was played: enough to recompute its winner by hand."""

    leader: int
    plays: list[tuple[int, int]] = field(default_factory=list)
    """(seat, card) in play order."""
    winner: int = -1
    draws: list[tuple[int, int]] = field(default_factory=list)
    """(seat, card) drawn from the stock after the trick, in draw order."""
    signal: str | None = None

    def copy(self) -> Trick:
        return Trick(self.leader, list(self.plays), self.winner, list(self.draws), self.signal)


@dataclass(frozen=True)
class DealPlan:
    """How a deal is made at a given table size: hand size, stock, set-aside cards."""

    hand_size: int
    removed: tuple[int, ...]
    dealer_discards: bool

    pack: tuple[int, ...]
    """The cards to shuffle."""


@cache
def deal_plan(rules: Rules, players: int) -> DealPlan:
    """Deal sizes of RULES.md §3: 8/10/13 by table size, or the rules' fixed hand size."""
    removed: tuple[int, ...] = ()
    if players == 3 and rules.three_player_pack == "remove_a_four":
        removed = (FOUR_OF_BATONS,)
    if rules.hand_size:
        size, discards = rules.hand_size, False
    elif players == 2:
        size, discards = 10, False
    else:
        size = {3: 13, 4: 10, 5: 8}[players]
        discards = players == 3 and not removed
    pack = tuple(c for c in range(NUM_CARDS) if c not in removed)
    return DealPlan(size, removed, discards, pack)


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
        "rules", "seats", "active", "dealer", "seed", "nxt", "hands", "initial_hands",
        "stock", "removed", "discard", "phase", "leader", "current", "trick", "trick_signal",
        "tricks", "taken", "last_winner", "voids", "known", "declared", "declarable",
        "claim", "claim_at", "plays_per_trick", "record",
    )

    rules: Rules
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
    phase: str
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
    declarable: list[int]
    claim: int | None
    """The side that claimed the match this deal (Tressette), ending it at once."""
    claim_at: tuple[int, ...]
    """Per side, the points this deal must secure for the side to claim; empty: no claims."""
    plays_per_trick: int
    record: bool

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
        return cls.from_cards(rules, seats, active, dealer, hands, deck[pos:], plan.removed, seed)

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
        d = cls.__new__(cls)
        d.rules, d.seats, d.active, d.dealer, d.seed = rules, seats, tuple(active), dealer, seed
        d.nxt = next_seats(seats, d.active)
        d.hands = list(hands)
        d.stock = list(stock)
        d.removed = tuple(removed)
        d.discard = None
        d.trick, d.trick_signal, d.tricks = [], None, []
        d.taken = [0] * seats
        d.last_winner = -1
        d.voids = [0] * seats
        d.known = [0] * seats
        d.declared = []
        d.claim = None
        d.claim_at = ()
        d.plays_per_trick = len(d.active)
        d.record = True
        d.declarable = [0] * seats
        d.phase = "discard" if (
            hands[dealer].bit_count() > hands[d.nxt[dealer]].bit_count()) else "play"
        d.initial_hands = d.hands
        d.leader = d.current = dealer if d.phase == "discard" else -1
        if d.phase == "play":
            d._start_play()
        return d

    def _start_play(self) -> None:
        self.initial_hands = list(self.hands)
        self.leader = variants.first_leader(self)
        self.current = self.leader
        variants.on_play_start(self)

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
        d.declarable = list(self.declarable)
        return d

    # -- what may be done -----------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to move, or -1 when the deal is over."""
        return -1 if self.phase == "over" else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

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
        return variants.restrict_cards(self, seat, mask)

    def legal_moves(self) -> list[int]:
        """Every legal move of the seat to play, sorted."""
        if self.phase == "over":
            return []
        seat = self.current
        if self.phase == "discard":
            return cards_of(self.hands[seat])
        cards = cards_of(self.playable_mask(seat))
        moves = list(cards)
        if self.rules.signals and not self.trick:
            moves += [40 * k + c for k in (1, 2, 3) for c in cards]
        moves += variants.extra_moves(self, seat)
        return sorted(moves)

    def why_illegal(self, seat: int, card: int) -> str | None:
        """A reason key why ``seat`` may not play ``card`` now, or None if it may.

        Keys: ``not_your_turn``, ``not_in_hand``, ``must_follow``, plus the variant's own
        (``busca_no_coins_lead``, ``busca_no_pita``).
        """
        if self.phase != "play" or seat != self.current:
            return "not_your_turn"
        if not self.hands[seat] >> card & 1:
            return "not_in_hand"
        if self.playable_mask(seat) >> card & 1:
            return None
        led = self.led_suit
        if self.trick and card // 10 != led and self.hands[seat] & SUIT_MASKS[led]:
            return "must_follow"
        return variants.restriction_reason(self, seat, card)

    # -- moving -----------------------------------------------------------
    def apply(self, move: int) -> list[Event]:
        """Play one legal move for the seat to play and say what happened."""
        if move not in self.legal_moves():
            raise IllegalMoveError(
                f"{move_code(move) if 0 <= move <= CLAIM else move!r} is not a legal move for "
                f"seat {self.current}"
            )
        seat = self.current
        if self.phase == "discard":
            self.hands[seat] &= ~(1 << move)
            self.discard = move
            self.phase = "play"
            self._start_play()
            return [CardDiscarded(seat, move)]
        if is_declaration(move) or move == CLAIM:
            return variants.apply_special(self, seat, move)
        return self._play(seat, card_of(move), signal_of(move))

    def _play(self, seat: int, card: int, signal: str | None) -> list[Event]:
        events: list[Event] = []
        if not self.trick:
            self.trick_signal = signal
        elif card // 10 != self.trick[0][1] // 10 and variants.off_suit_shows_void(self):
            self.voids[seat] |= 1 << (self.trick[0][1] // 10)
        self.hands[seat] &= ~(1 << card)
        self.known[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        events.append(CardPlayed(seat, card, signal))
        events += variants.after_card(self, seat, card)
        if len(self.trick) < self.plays_per_trick:
            self.current = self.nxt[seat]
            return events
        return events + self._finish_trick()

    def trick_winner(self) -> int:
        """Seat of the highest card of the led suit in the trick in progress."""
        led = self.trick[0][1] // 10
        best_seat, best = self.trick[0]
        for s, c in self.trick:
            if c // 10 == led and c > best:
                best_seat, best = s, c
        return best_seat

    def _finish_trick(self) -> list[Event]:
        winner = self.trick_winner()
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
            self.phase = "over"
        else:
            variants.after_trick(self)
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
