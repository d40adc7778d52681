"""A trick, and the one rule every game shares: the highest card of the led suit wins."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def trick_winner(plays: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """(seat, card) winning a non-empty trick so far: the highest card of the led suit.

    Cards are numbered so that, within a suit, a stronger card is a larger int.

    >>> from traversone_desktop.engine.cards import parse_card as c
    >>> trick_winner([(0, c("Ad")), (1, c("3d")), (2, c("2s"))]) == (1, c("3d"))
    True
    """
    led = plays[0][1] // 10
    win, best = plays[0]
    for s, c in plays:
        if c // 10 == led and c > best:
            win, best = s, c
    return win, best


@dataclass(frozen=True)
class Trick:
    """A trick as it was played: enough to recompute its winner by hand."""

    leader: int
    plays: tuple[tuple[int, int], ...]
    """(seat, card) in play order."""
    winner: int
    draws: tuple[tuple[int, int], ...] = ()
    """(seat, card) drawn from the stock after the trick, in draw order."""
    signal: str | None = None
