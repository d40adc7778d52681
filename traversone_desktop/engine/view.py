"""What one seat may know: the only thing a bot, a hint or a human's screen is given.

A :class:`SeatView` holds the seat's own hand and the public record, never
another seat's hidden cards, so a bot built on it cannot cheat even by accident.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .cards import ALL_CARDS
from .phase import Phase
from .rules import Rules
from .trick import Trick

if TYPE_CHECKING:
    from .deal import Deal

HIDDEN = -1
"""Stands for a card this seat did not see (another seat's private draw)."""


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know at this moment of the deal and match."""

    rules: Rules
    seat: int
    seats: int
    active: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    dealer: int
    phase: Phase
    current: int
    """Seat to move (-1 when the deal is over)."""
    hand: int
    """This seat's cards, as a bitmask."""
    hand_sizes: tuple[int, ...]
    stock_size: int
    has_discard: bool
    """A card lies face down for the last trick (three-player deal)."""
    discard: int | None
    """That card, if this seat laid it aside; None otherwise."""
    removed: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    trick_signal: str | None
    tricks: tuple[Trick, ...]
    """Completed tricks; another seat's private draws show as :data:`HIDDEN`."""
    taken: tuple[int, ...]
    """Per seat, the cards it has taken in tricks (public)."""
    voids: tuple[int, ...]
    """Per seat, a 4-bit mask of suits it has shown it no longer holds."""
    known: tuple[int, ...]
    """Per seat, cards publicly known to be in its hand (open draws, declarations)."""
    declared: tuple[tuple[int, int], ...]
    """(seat, declaration move) made so far this deal."""
    declared_at: tuple[int, ...]
    """The trick index of each declaration of :attr:`declared`."""
    legal: tuple[int, ...]
    """This seat's legal moves when it is to move, else empty."""
    totals: tuple[int, ...] = ()
    """Per side, the match totals before this deal."""
    deal_index: int = 0
    last_winner: int = -1

    @property
    def played(self) -> int:
        """Cards already seen on the table this deal."""
        mask = 0
        for m in self.taken:
            mask |= m
        for _, c in self.trick:
            mask |= 1 << c
        return mask

    @property
    def unseen(self) -> int:
        """Cards whose place this seat does not know (other hands, stock, the discard)."""
        mask = ALL_CARDS & ~self.hand & ~self.played
        for c in self.removed:
            mask &= ~(1 << c)
        for s, k in enumerate(self.known):
            if s != self.seat:
                mask &= ~k
        if self.discard is not None:
            mask &= ~(1 << self.discard)
        return mask

    @property
    def side(self) -> int:
        """Index of this seat's side in :attr:`sides`."""
        for i, members in enumerate(self.sides):
            if self.seat in members:
                return i
        raise ValueError(f"seat {self.seat} is on no side")


def make_view(
    deal: Deal,
    seat: int,
    sides: list[list[int]],
    totals: tuple[int, ...] = (),
    deal_index: int = 0,
) -> SeatView:
    """The view of ``seat`` on ``deal``: its own hand and the public record only."""
    public = deal.rules.open_draws

    def shown(t: Trick) -> Trick:
        return replace(t, draws=tuple((s, card if public or s == seat else HIDDEN)
                                      for s, card in t.draws))

    return SeatView(
        rules=deal.rules,
        seat=seat,
        seats=deal.seats,
        active=deal.active,
        sides=tuple(tuple(m) for m in sides),
        dealer=deal.dealer,
        phase=deal.phase,
        current=deal.current_player,
        hand=deal.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in deal.hands),
        stock_size=len(deal.stock),
        has_discard=deal.discard is not None or deal.phase is Phase.DISCARD,
        discard=deal.discard if seat == deal.dealer else None,
        removed=deal.removed,
        trick=tuple(deal.trick),
        trick_signal=deal.trick_signal,
        tricks=tuple(shown(t) for t in deal.tricks),
        taken=tuple(deal.taken),
        voids=tuple(deal.voids),
        known=tuple(k if s != seat else 0 for s, k in enumerate(deal.known)),
        declared=tuple(deal.declared),
        declared_at=tuple(deal.declared_at),
        legal=tuple(deal.legal_moves()) if deal.current_player == seat else (),
        totals=totals,
        deal_index=deal_index,
        last_winner=deal.last_winner,
    )
