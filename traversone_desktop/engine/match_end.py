"""The match ends several games share: lowest total wins, and elimination.

A game's own end (Mattazza's losers, Tressette's highest total) is in its module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .match import Match
    from .scoring import DealOutcome


@dataclass(frozen=True)
class Verdict:
    """What the end of a deal decided."""

    winners: tuple[int, ...] | None = None
    """Winning sides if the match is over, else None."""
    eliminated: tuple[int, ...] = ()
    tied: list[int] | None = None
    """Sides that go on to a tie-break deal."""


def judge(match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
    """Apply the match's game and ``match_end`` after a deal."""
    return match.rules.definition.judge(match, outcome, tiebreak)


def lowest_wins(match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
    """Lowest total wins once a total reaches the target; ties play tie-break deals, which
    only a tied side can win."""
    if tiebreak:
        assert match.tied is not None
        best = min(outcome.scores[i] for i in match.tied)
        tied = [i for i in match.tied if outcome.scores[i] == best]
    else:
        if max(match.totals) < match.rules.target:
            return Verdict()
        best = min(match.totals)
        tied = [i for i, t in enumerate(match.totals) if t == best]
    if len(tied) == 1:
        return Verdict(winners=(tied[0],))
    return Verdict(tied=tied)


def elimination(match: Match) -> Verdict:
    """Seats at or over the target drop out; the last ``survivors`` seats win."""
    totals, target = match.totals, match.rules.target
    out = tuple(s for s in match.active if totals[s] >= target)
    left = [s for s in match.active if s not in out]
    if len(left) > match.rules.survivors:
        return Verdict(eliminated=out)
    if left:
        return Verdict(winners=tuple(left), eliminated=out)
    best = min(totals[s] for s in out)  # nobody survived: the lowest of them wins, and
    winners = tuple(s for s in out if totals[s] == best)  # is not out as well
    return Verdict(winners=winners, eliminated=tuple(s for s in out if s not in winners))
