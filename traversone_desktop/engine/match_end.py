"""When a match ends and who wins: one judge per ``match_end`` rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import declarations
from .scoring import DealOutcome

if TYPE_CHECKING:
    from .match import Match


@dataclass(frozen=True)
class Verdict:
    """What the end of a deal decided."""

    winners: tuple[int, ...] | None = None
    """Winning sides if the match is over, else None."""
    eliminated: tuple[int, ...] = ()
    tied: list[int] | None = None
    """Sides that go on to a tie-break deal."""


def judge(match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
    """Apply the rules' ``match_end`` after a deal."""
    rules = match.rules
    if match.deal.claim is not None:
        return Verdict(winners=claim_result(match))
    if outcome.cappotto is not None and rules.cappotto_wins_match:
        return Verdict(winners=(outcome.cappotto,))
    if rules.match_end == "lowest_wins":
        return _lowest_wins(match, outcome, tiebreak)
    if rules.match_end == "elimination":
        return _elimination(match)
    if rules.match_end == "highest_wins":
        return _highest_wins(match)
    return _mattazza(match)


def _lowest_wins(match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
    """Lowest total wins once a total reaches the target; ties play tie-break deals."""
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


def _elimination(match: Match) -> Verdict:
    """Seats at or over the target drop out; the last ``survivors`` seats win."""
    totals, target = match.totals, match.rules.target
    out = tuple(s for s in match.active if totals[s] >= target)
    left = [s for s in match.active if s not in out]
    if len(left) > match.rules.survivors:
        return Verdict(eliminated=out)
    if left:
        return Verdict(winners=tuple(left), eliminated=out)
    best = min(totals[s] for s in out)
    return Verdict(winners=tuple(s for s in out if totals[s] == best), eliminated=out)


def _highest_wins(match: Match) -> Verdict:
    """Tressette: once a total reaches the target the highest wins; equal highest: play on."""
    totals = match.totals
    best = max(totals)
    if best < match.rules.target or totals.count(best) > 1:
        return Verdict()
    return Verdict(winners=(totals.index(best),))


def _mattazza(match: Match) -> Verdict:
    """Once two or more seats have reached the target (5) they lose and the others win.

    If every seat got there in the same deal, the fewest game points win **(choice)**.
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


def claim_result(match: Match) -> tuple[int, ...]:
    """The winners when a side claims the match (Tressette's *chiamarsi fuori*)."""
    claim = match.deal.claim
    assert claim is not None
    return (claim,)


def extra_log_fields(match: Match) -> dict[str, Any]:
    """Log fields only some games use: declarations (empty elsewhere) and the claiming side."""
    return {"declarations": declarations.log_entries(match.deal), "claim": match.deal.claim}
