"""Deal scores: what each side pays (reverse games) or earns (Tressette) for one deal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import declarations
from .cards import ACES_MASK, FIGURES_MASK, PITA, POINT_CARDS_MASK

if TYPE_CHECKING:
    from .deal import Deal

LAST_TRICK_UNITS = 3
"""The last trick's worth in Busca and Mattazza units, and in Tressette thirds."""


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
    game = deal.rules.game
    if game == "traversone":
        return score_traversone(deal, sides)
    if game == "busca":
        return score_busca(deal)
    if game == "mattazza":
        return score_mattazza(deal)
    return score_tressette(deal, sides)


def score_traversone(deal: Deal, sides: list[list[int]]) -> DealOutcome:
    """RULES.md §3: floor each side's thirds; the last trick gets the remainder of 11."""
    rules = deal.rules
    last = deal.last_winner
    dealt = deal.taken
    taken = tuple([3 * (m & ACES_MASK).bit_count() + (m & FIGURES_MASK).bit_count()
                   for m in dealt])
    if len(sides) == deal.seats:  # one seat a side
        side_masks = list(dealt)
        side_thirds = list(taken)
        last_side = last
        active_sides: list[int] | tuple[int, ...] = deal.active
    else:
        side_masks = [sum(dealt[s] for s in members) for members in sides]
        side_thirds = [thirds(m) for m in side_masks]
        last_side = side_of(sides, last)
        active_sides = [i for i, m in enumerate(sides) if any(s in deal.active for s in m)]
    if deal.discard is not None:
        side_masks[last_side] |= 1 << deal.discard
        side_thirds[last_side] = thirds(side_masks[last_side])

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


def busca_units(mask: int) -> int:
    """Busca units of a set of cards: the Pita 8, other aces 3; 3, 2, R, C, F 1."""
    return thirds(mask) + 5 * (mask >> PITA & 1)


def busca_band(units: int) -> int:
    """Busche of a lone seat with the most units: 1 up to 18, 2 for 19-22, units - 20 above."""
    if units <= 18:
        return 1
    return 2 if units <= 22 else units - 20


def busche(units: list[int]) -> list[int]:
    """RULES.md §4: each seat's busche from its units (last trick included)."""
    zero = units.count(0)
    if zero:
        return [zero if u == 0 else 0 for u in units]
    most = max(units)
    tied = units.count(most)
    each = {1: busca_band(most), 2: 2 * busca_band(most)}.get(tied, tied)
    return [each if u == most else 0 for u in units]


def _with_last_trick(deal: Deal, taken: tuple[int, ...]) -> list[int]:
    return [t + LAST_TRICK_UNITS * (s == deal.last_winner) for s, t in enumerate(taken)]


def score_busca(deal: Deal) -> DealOutcome:
    """Busche per seat; ``details`` carries the units with the last trick."""
    taken = tuple(busca_units(m) for m in deal.taken)
    units = _with_last_trick(deal, taken)
    return DealOutcome(taken, tuple(busche(units)), deal.last_winner, None, {"units": units})


def score_mattazza(deal: Deal) -> DealOutcome:
    """RULES.md §5: a game point to each trickless seat, or else to the most units."""
    taken = tuple(thirds(m) for m in deal.taken)
    units = _with_last_trick(deal, taken)
    trickless = [s for s in deal.active if not deal.taken[s]]
    if trickless:
        scores = [int(s in trickless) for s in range(deal.seats)]
    else:
        most = max(units)
        scores = [int(u == most) for u in units]
    return DealOutcome(taken, tuple(scores), deal.last_winner, None,
                       {"units": units, "trickless": trickless})


def score_tressette(deal: Deal, sides: list[list[int]]) -> DealOutcome:
    """RULES.md §6: floored team thirds with 3 for the last trick, plus declarations.

    After a claim only what was secured counts: no last trick (``last_trick`` is -1).
    """
    taken = tuple(thirds(m) for m in deal.taken)
    last = -1 if deal.claim is not None else deal.last_winner
    side_thirds = [sum(taken[s] for s in members) + LAST_TRICK_UNITS * (last in members)
                   for members in sides]
    card_points = [t // 3 for t in side_thirds]
    declared = declarations.points_by_side(deal, sides)
    scores = tuple(c + d for c, d in zip(card_points, declared, strict=True))
    return DealOutcome(taken, scores, last, None, {
        "side_thirds": side_thirds, "card_points": card_points,
        "declaration_points": declared, "claim": deal.claim})
