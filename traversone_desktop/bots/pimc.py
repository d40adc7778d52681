"""The plain flat Monte Carlo bot (``pimc``): the yardstick the expert must beat.

It deals the unseen cards 100 ways consistent with its view (own hand, played
cards, shown voids), plays each distinct legal card out in every world with a
fixed three-rule policy (:func:`simple_policy`) and keeps the card with the best
mean deal score. Nothing here is shared with the expert's rollouts or beliefs,
so when the expert improves, this yardstick stays where it was.
"""

from __future__ import annotations

import random
from typing import Final

from ..engine.cards import SUIT_MASKS
from ..engine.deal import Deal
from ..engine.playout import hand_cards, play_out
from ..engine.sampling import sample_world
from ..engine.scoring import score_deal
from ..engine.view import SeatView
from .heuristic import search_candidates, special_move

WORLDS: Final = 100


def simple_policy(deal: Deal, seat: int, legal: int) -> int:
    """Lead low, duck under the trick's winner, dump points when void.

    In Tressette (points are good) the same three rules are mirrored: lead low,
    win the trick if possible, throw the least valuable card when void."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    values = deal.game.values
    cards = hand_cards(legal)
    trick = deal._trick
    if not trick:
        return min(cards, key=lambda c: (c % 10, values[c], c))
    led = trick[0][1] // 10
    follow = legal & SUIT_MASKS[led]
    positive = deal.game.positive
    if not follow:
        if positive:
            return min(cards, key=lambda c: (values[c], c % 10, c))
        return max(cards, key=lambda c: (values[c], c % 10, -c))
    top = max(c for _, c in trick if c // 10 == led)
    under = follow & ((1 << top) - 1)
    over = follow & ~under
    if positive:
        return over.bit_length() - 1 if over else (follow & -follow).bit_length() - 1
    return under.bit_length() - 1 if under else follow.bit_length() - 1


class PimcBot:
    """Flat Monte Carlo over ``worlds`` sampled deals, rolled out by :func:`simple_policy`."""

    def __init__(self, worlds: int = WORLDS) -> None:
        if worlds < 1:
            raise ValueError("pimc needs at least one world")
        self.worlds = worlds

    def choose(self, view: SeatView, rng: random.Random) -> int:
        special = special_move(view)
        if special is not None:
            return special
        _, candidates = search_candidates(view)
        return candidates[0] if len(candidates) == 1 else self.search(view, candidates, rng)

    def search(self, view: SeatView, candidates: list[int], rng: random.Random) -> int:
        """The candidate with the best mean score for our side over the sampled worlds."""
        sides = [list(m) for m in view.sides]
        side = view.side
        sign = 1 if view.rules.positive else -1
        totals = [0] * len(candidates)
        playout_rng = random.Random()
        for _ in range(self.worlds):
            world = sample_world(view, rng)
            seed = rng.getrandbits(32)
            for i, c in enumerate(candidates):
                d = world.copy()
                d.apply(c)
                playout_rng.seed(seed)
                play_out(d, playout_rng, simple_policy)
                totals[i] += score_deal(d, sides).scores[side]
        best = max(range(len(candidates)), key=lambda i: (sign * totals[i], -i))
        return candidates[best]
