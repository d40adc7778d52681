"""Tressette's claim (*chiamarsi fuori*): when a side may call itself out and win at once.

The rules let a side claim "at any moment". The engine is turn-based, so **(choice)** the
claim is a move (:data:`~.moves.CLAIM`) offered to the seat to move, at every one of its
turns, whenever its side's match total plus the points it has secured this hand (floored
thirds taken in tricks so far, plus its declarations) reaches the target. A side whose
points come in while an opponent is to move claims at its next turn; points that arrive with
the last trick are judged by the end of the hand instead. No claim is offered in a hand
played because both sides finished the previous one past the target with equal totals
**(choice)**: that hand's result decides, as the rules say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import declarations
from .phase import Phase
from .scoring import side_of, thirds

if TYPE_CHECKING:
    from .deal import Deal
    from .rules import Rules


def thresholds(rules: Rules, totals: list[int]) -> tuple[int, ...]:
    """Per side, the points a hand must secure for that side to claim; empty: no claims."""
    if max(totals) >= rules.target:
        return ()
    return tuple(rules.target - t for t in totals)


def secured(deal: Deal, members: list[int]) -> int:
    """Points a side cannot lose any more this hand: floored thirds taken plus declarations."""
    taken = 0
    for s in members:
        taken |= deal._taken[s]
    return thirds(taken) // 3 + declarations.points_by_side(deal, [members])[0]


def can_claim(deal: Deal, seat: int) -> bool:
    """True when ``seat``'s side may claim now."""
    if not deal._claim_at:
        return False
    sides = deal.rules.sides(deal.seats)
    side = side_of(sides, seat)
    return secured(deal, sides[side]) >= deal._claim_at[side]


def claim(deal: Deal, seat: int) -> int:
    """End the deal with ``seat``'s side claiming the match; returns the side."""
    side = side_of(deal.rules.sides(deal.seats), seat)
    deal._claim = side
    deal._phase = Phase.OVER
    return side
