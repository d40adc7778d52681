"""Deal scores: the shared arithmetic, and :func:`score_deal`, which asks the deal's game.

Each game's own score lives in its module under :mod:`.games`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import ACES_MASK, FIGURES_MASK

if TYPE_CHECKING:
    from .deal import Deal

LAST_TRICK_UNITS = 3
"""The last trick's worth in Busca and Mattazza units, and in Tressette thirds."""


def thirds(mask: int) -> int:
    """Value of a set of cards in thirds of a point (A = 3; 3, 2, R, C, F = 1).

    >>> from traversone_desktop.engine.cards import POINT_CARDS_MASK
    >>> thirds(POINT_CARDS_MASK)
    32
    """
    return 3 * (mask & ACES_MASK).bit_count() + (mask & FIGURES_MASK).bit_count()


@dataclass(frozen=True)
class DealOutcome:
    """A finished deal's result, before it touches the match totals."""

    taken: tuple[int, ...]
    """Per seat, value taken in tricks (thirds, or the game's unit); discard excluded."""
    scores: tuple[int, ...]
    """Per side, in the game's score unit."""
    last_trick: int
    cappotto: int | None
    details: dict[str, object] = field(default_factory=dict)


def side_index(sides: Sequence[Sequence[int]], seat: int) -> int:
    """Index of the side ``seat`` plays for; -1 for no seat (a claimed deal's last trick)."""
    return next((i for i, members in enumerate(sides) if seat in members), -1)


def side_of(sides: Sequence[Sequence[int]], seat: int) -> int:
    """Index of the side ``seat`` plays for; ValueError if it plays for none."""
    side = side_index(sides, seat)
    if side < 0:
        raise ValueError(f"seat {seat} is on no side")
    return side


def with_last_trick(deal: Deal, taken: tuple[int, ...]) -> list[int]:
    """Per seat, ``taken`` plus the game's last-trick value for its winner."""
    worth = deal.game.last_trick_value
    return [t + worth * (s == deal._last_winner) for s, t in enumerate(taken)]


def score_deal(deal: Deal, sides: list[list[int]]) -> DealOutcome:
    """Score a finished deal by its game's rules."""
    return deal.game.score(deal, sides)
