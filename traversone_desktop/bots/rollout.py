"""The playout policy of the search bots: the heuristic's card, with a little randomness.

It runs inside :func:`engine.playout.play_out` on a *sampled world*, so reading the
world's hands is fair: none of them is the true deal. It reads only what a
seat at that table could count (its hand, the trick, the cards still out),
so the playouts model real opponents rather than clairvoyant ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.cards import ALL_CARDS
from ..engine.deal import Deal
from ..engine.playout import hand_cards
from .tactics import Spot, choose_card

NO_VOIDS = (0,) * 5


def world_spot(deal: Deal, seat: int, legal: int) -> Spot:
    """The card-choice facts of ``seat`` in a world being played out."""
    taken, trick = deal.taken, deal.trick
    played = 0
    for t in taken:
        played |= t
    for _, c in trick:
        played |= 1 << c
    hand = deal.hands[seat]
    nxt = deal.nxt
    later = []
    s = seat
    for _ in range(deal.plays_per_trick - len(trick) - 1):
        s = nxt[s]
        later.append(s)
    partners = (seat ^ 2,) if deal.rules.teams else ()
    return Spot(seat, hand, legal, trick, ALL_CARDS & ~played & ~hand, later, partners,
                NO_VOIDS, taken, deal.game)


def make_policy(rng: random.Random, epsilon: float) -> Callable[[Deal, int, int], int]:
    """A ``play_out`` policy: the heuristic card, or with probability ``epsilon`` any card."""
    rnd = rng.random

    def policy(deal: Deal, seat: int, legal: int) -> int:
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        if rnd() < epsilon:
            opts = hand_cards(legal)
            return opts[int(rnd() * len(opts))]
        return choose_card(world_spot(deal, seat, legal))

    return policy
