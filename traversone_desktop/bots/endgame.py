"""Exact play of the last tricks of one fully known world (max-n over the sides).

With every hand known, each seat picks the card best for its own side
(fewest points in reverse games, most in Tressette), and the leaves are the
engine's own deal score, so the last trick's remainder and a cappotto count
exactly. Equivalent cards are tried once. The tree is walked with the engine's
own checked moves (:meth:`Deal.push` / :meth:`Deal.pop`), never a hand-rolled copy.
"""

from __future__ import annotations

from math import factorial

from ..engine.cards import SUIT_MASKS
from ..engine.deal import Deal
from ..engine.playout import needs_full_rules
from ..engine.scoring import score_deal
from .tactics import Spot, alike, blockers

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


def spot_options(spot: Spot) -> list[int]:
    """One card of each run of alike legal cards of ``spot`` (what a search must try)."""
    return distinct_cards(spot.legal, blockers(spot))


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
        if needs_full_rules(d):
            d.push(card)
            value = score_deal(d, self.sides).scores if d.is_over else self.search(d._current)
            d.pop()
            return value
        hands, trick = d._hands, d._trick
        hands[seat] ^= 1 << card
        trick.append((seat, card))
        if len(trick) < d.plays_per_trick:
            d._current = d.nxt[seat]
            value = self.search(d._current)
        else:
            value = self._close(trick)
        d._current = seat
        trick.pop()
        hands[seat] |= 1 << card
        return value

    def _close(self, trick: list[tuple[int, int]]) -> tuple[int, ...]:
        """Value once ``trick`` (the deal's, now full) is taken and play goes on."""
        d = self.deal
        led = trick[0][1] // 10
        win, best, tmask = trick[0][0], trick[0][1], 0
        for s, c in trick:
            tmask |= 1 << c
            if c // 10 == led and c > best:
                win, best = s, c
        last, leader = d._last_winner, d._leader
        d._taken[win] |= tmask
        d._last_winner = d._leader = d._current = win
        if d._hands[win]:
            d._trick = []
            value = self.search(win)
            d._trick = trick
        else:
            value = score_deal(d, self.sides).scores
        d._taken[win] ^= tmask
        d._last_winner, d._leader = last, leader
        return value

    def options(self, seat: int) -> list[int]:
        """Distinct cards ``seat`` may play (follow suit, unless a game rule applies)."""
        d = self.deal
        if needs_full_rules(d):
            return world_options(d, seat)
        hands = d._hands
        blockers = 0
        for s in d.active:
            if s != seat:
                blockers |= hands[s]
        h = hands[seat]
        trick = d._trick
        if trick:
            for _, c in trick:
                blockers |= 1 << c
            h = h & SUIT_MASKS[trick[0][1] // 10] or h
        return distinct_cards(h, blockers)

    def search(self, seat: int) -> tuple[int, ...]:
        side, sign = self.side[seat], self.sign
        best: tuple[int, ...] | None = None
        for card in self.options(seat):
            value = self.play(seat, card)
            if best is None or sign * value[side] > sign * best[side]:
                best = value
        assert best is not None
        return best
