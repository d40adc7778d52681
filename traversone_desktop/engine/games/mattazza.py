"""Mattazza (RULES.md §5): the most units cost a game point, unless a seat took no trick:
then each seat that took none pays it.

The match ends when two or more seats reach the target; they lose, the others win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..match_end import Verdict
from ..scoring import DealOutcome, thirds, with_last_trick
from .base import Preset, UnitsGame, register

if TYPE_CHECKING:
    from ..deal import Deal
    from ..match import Match


class Mattazza(UnitsGame):
    name = "mattazza"
    presets = (Preset("mattazza", (4,),
                      {"match_end": "mattazza", "target": 5}),)
    players = (4,)
    options = frozenset()
    match_ends = ("mattazza",)
    score_unit = "game_points"
    empty_pays = "trick"

    def score(self, deal: Deal, sides: list[list[int]]) -> DealOutcome:
        """A game point to each trickless seat, or else to the most units."""
        taken = tuple(thirds(m) for m in deal._taken)
        units = with_last_trick(deal, taken)
        trickless = [s for s in deal.active if not deal._taken[s]]
        if trickless:
            scores = [int(s in trickless) for s in range(deal.seats)]
        else:
            most = max(units)
            scores = [int(u == most) for u in units]
        return DealOutcome(taken, tuple(scores), deal._last_winner, None,
                           {"units": units, "trickless": trickless})

    def judge(self, match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
        """Once two or more seats have reached the target they lose and the others win.

        If no seat is left under the target, the fewest game points win **(choice)**.
        """
        totals, target = match.totals, match.rules.target
        losers = [s for s in match.active if totals[s] >= target]
        if len(losers) < 2:
            return Verdict()
        winners = tuple(s for s in match.active if s not in losers)
        if not winners:
            fewest = min(totals)
            winners = tuple(s for s in match.active if totals[s] == fewest)
        return Verdict(winners=winners)


GAME: Final = register(Mattazza())
