"""Deal scores: what each side pays (reverse games) or earns (Tressette) for one deal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import ACES_MASK, FIGURES_MASK, POINT_CARDS_MASK

if TYPE_CHECKING:
    from .deal import Deal


def thirds(mask: int) -> int:
    """Value of a set of cards in thirds of a point (A = 3; 3, 2, R, C, F = 1)."""
    return 3 * (mask & ACES_MASK).bit_count() + (mask & FIGURES_MASK).bit_count()


@dataclass(frozen=True)
class DealOutcome:
    """A finished deal's result, before it touches the match totals."""

    taken: tuple[int, ...]
    """Per seat, value taken in tricks (thirds, or the variant's unit); discard excluded."""
    scores: tuple[int, ...]
    """Per side, in the variant's unit."""
    last_trick: int
    cappotto: int | None
    details: dict[str, object] = field(default_factory=dict)


def side_of(sides: list[list[int]], seat: int) -> int:
    for i, members in enumerate(sides):
        if seat in members:
            return i
    raise ValueError(f"seat {seat} is on no side")


def score_deal(deal: Deal, sides: list[list[int]]) -> DealOutcome:
    """Score a finished deal by its game's rules."""
    if deal.rules.game == "traversone":
        return score_traversone(deal, sides)
    raise NotImplementedError(f"scoring for {deal.rules.game} is not written yet")


def score_traversone(deal: Deal, sides: list[list[int]]) -> DealOutcome:
    """RULES.md §3: floor each side's thirds; the last trick gets the remainder of 11."""
    rules = deal.rules
    last = deal.last_winner
    dealt = deal.taken
    taken = tuple([3 * (m & ACES_MASK).bit_count() + (m & FIGURES_MASK).bit_count()
                   for m in dealt])
    if len(sides) == deal.seats:  # one seat a side
        side_masks = list(dealt)
        last_side = last
        active_sides: list[int] | tuple[int, ...] = deal.active
    else:
        side_masks = [sum(dealt[s] for s in members) for members in sides]
        last_side = side_of(sides, last)
        active_sides = [i for i, m in enumerate(sides) if any(s in deal.active for s in m)]
    if deal.discard is not None:
        side_masks[last_side] |= 1 << deal.discard
    side_thirds = [thirds(m) for m in side_masks]

    cappotto = None
    for i in active_sides:
        if side_masks[i] & POINT_CARDS_MASK == POINT_CARDS_MASK and (
            i == last_side or not rules.cappotto_needs_last_trick
        ):
            cappotto = i
    if cappotto is not None:
        scores = [11 if i in active_sides and i != cappotto else 0 for i in range(len(sides))]
        return DealOutcome(taken, tuple(scores), last, cappotto, {"side_thirds": side_thirds})

    scores = [t // 3 for t in side_thirds]
    floors = tuple(scores)
    if rules.fractions == "to_last_trick":
        scores[last_side] = 11 - sum(scores) + scores[last_side]
    elif rules.last_trick_bonus:
        scores[last_side] += 1
    return DealOutcome(taken, tuple(scores), last, None,
                       {"side_thirds": side_thirds, "floors": floors})
