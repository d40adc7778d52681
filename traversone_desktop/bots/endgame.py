"""Exact play of the last tricks of one fully known world (max-n over the sides).

With every hand known, each seat picks the card best for its own side
(fewest points in reverse games, most in Tressette), and the leaves are the
engine's own deal score, so the last trick's remainder and a cappotto count
exactly. Equivalent cards are tried once. The tree is walked with the engine's
own checked moves (:meth:`Deal.push` / :meth:`Deal.pop`), never a hand-rolled copy.
"""

from __future__ import annotations

from math import factorial

from ..engine.deal import Deal
from ..engine.scoring import score_deal
from .tactics import alike

TREE_LIMIT = 1500
"""Largest product of hand-size factorials solved exactly (a bound on the leaves)."""


def solvable(deal: Deal) -> bool:
    """True when the rest of the deal is small enough to search exhaustively."""
    if deal.stock or deal.phase != "play":
        return False
    bound = 1
    for s in deal.active:
        bound *= factorial(deal.hands[s].bit_count())
        if bound > TREE_LIMIT:
            return False
    return True


def distinct_cards(legal: int, blockers: int) -> list[int]:
    """One card of each run of equivalent cards: same suit and value, adjacent in strength
    with no ``blockers`` card between them."""
    out: list[int] = []
    prev = -1
    mask = legal
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if prev < 0 or not alike(prev, c, blockers):
            out.append(c)
        prev = c
    return out


def world_options(d: Deal, seat: int) -> list[int]:
    """Distinct legal cards of ``seat`` in a world where every hand is known."""
    blockers = 0
    hands = d.hands
    for s in d.active:
        if s != seat:
            blockers |= hands[s]
    for _, c in d.trick:
        blockers |= 1 << c
    return distinct_cards(d.playable_mask(seat), blockers)


class Solver:
    """Max-n search of one world, walked with :meth:`Deal.push` / :meth:`Deal.pop`."""

    def __init__(self, deal: Deal, sides: list[list[int]]) -> None:
        self.deal = deal
        self.sides = sides
        self.side = {s: i for i, members in enumerate(sides) for s in members}
        self.sign = 1 if deal.rules.positive else -1

    def play(self, seat: int, card: int) -> tuple[int, ...]:
        """Value of ``seat`` playing ``card`` now, everyone playing perfectly after."""
        d = self.deal
        d.push(card)
        value = score_deal(d, self.sides).scores if d.is_over else self.search(d.current_player)
        d.pop()
        return value

    def search(self, seat: int) -> tuple[int, ...]:
        side, sign = self.side[seat], self.sign
        best: tuple[int, ...] | None = None
        for card in world_options(self.deal, seat):
            value = self.play(seat, card)
            if best is None or sign * value[side] > sign * best[side]:
                best = value
        assert best is not None
        return best
