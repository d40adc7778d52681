"""Busca (RULES.md §4): four seats avoid the Pita and the most units.

The first trick may not be led with coins (unless the leader holds nothing else) and
never carries the Pita; the most units, or no units at all, cost busche.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..cards import COINS, PITA, SUIT_MASKS, THIRDS
from ..scoring import DealOutcome, thirds, with_last_trick
from .base import Preset, UnitsGame, register

if TYPE_CHECKING:
    from ..deal import Deal

VALUES: Final = tuple(8 if c == PITA else v for c, v in enumerate(THIRDS))
"""Busca units per card: the Pita 8, other aces 3; 3, 2, R, C, F 1."""
_NO_PITA: Final = ~(1 << PITA)
_PITA_EXTRA: Final = VALUES[PITA] - THIRDS[PITA]


def busca_units(mask: int) -> int:
    """Busca units of a set of cards.

    >>> from traversone_desktop.engine.cards import parse_card
    >>> busca_units(1 << parse_card("Ad") | 1 << parse_card("Ac") | 1 << parse_card("Rs"))
    12
    """
    return thirds(mask) + _PITA_EXTRA * (mask >> PITA & 1)


def busca_band(units: int) -> int:
    """Busche of a lone seat with the most units: 1 up to 18, 2 for 19-22, units - 20 above."""
    if units <= 18:
        return 1
    return 2 if units <= 22 else units - 20


def busche(units: list[int]) -> list[int]:
    """Each seat's busche from its units (last trick included).

    >>> busche([0, 0, 20, 20])
    [2, 2, 0, 0]
    >>> busche([26, 5, 5, 4])
    [6, 0, 0, 0]
    """
    zero = units.count(0)
    if zero:
        return [zero if u == 0 else 0 for u in units]
    most = max(units)
    tied = units.count(most)
    each = {1: busca_band(most), 2: 2 * busca_band(most)}.get(tied, tied)
    return [each if u == most else 0 for u in units]


class Busca(UnitsGame):
    name = "busca"
    presets = (Preset("busca", (4,), {"target": 11}),)
    players = (4,)
    options = frozenset()
    match_ends = ("lowest_wins",)
    values = VALUES
    score_unit = "busche"
    empty_pays = "points"

    def needs_full_rules(self, deal: Deal) -> bool:
        return not deal._tricks

    def restrict_cards(self, deal: Deal, seat: int, mask: int) -> int:
        if deal._tricks:
            return mask
        if not deal._trick:
            mask = mask & ~SUIT_MASKS[COINS] or mask
        without_pita = mask & _NO_PITA
        if without_pita:
            return without_pita
        # Only the Pita is left among the cards the seat should play: the rest of the hand
        # opens up.
        return deal._hands[seat] & _NO_PITA or mask

    def restriction_reason(self, deal: Deal, seat: int, card: int) -> str:
        if not deal._tricks:
            if card == PITA:
                return "busca_no_pita"
            if not deal._trick and card // 10 == COINS:
                return "busca_no_coins_lead"
        return "must_follow"

    def off_suit_shows_void(self, deal: Deal) -> bool:
        """Not on a coin lead in the first trick, where a seat may still hide the Pita."""
        return bool(deal._tricks) or deal._trick[0][1] // 10 != COINS

    def score(self, deal: Deal, sides: list[list[int]]) -> DealOutcome:
        """Busche per seat; ``details`` carries the units with the last trick."""
        taken = tuple(busca_units(m) for m in deal._taken)
        units = with_last_trick(deal, taken)
        return DealOutcome(taken, tuple(busche(units)), deal._last_winner, None,
                           {"units": units})


GAME: Final = register(Busca())
