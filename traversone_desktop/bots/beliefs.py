"""How plausible a sampled world is, given how the other seats have played so far.

A world fixes every hand, so we can replay the deal in it and ask, at each
earlier play of another seat, whether the heuristic would have chosen that
card from that hand. Worlds where the opponents' plays look sensible weigh
more than worlds where they would have been blunders (a soft likelihood:
sample_world already makes shown voids and known cards hard limits).
"""

from __future__ import annotations

import math

from ..engine.cards import ALL_CARDS, SUIT_MASKS
from ..engine.deal import Deal, next_seats
from ..engine.trick import trick_winner
from ..engine.view import SeatView
from .rollout import NO_VOIDS
from .tactics import Spot, alike, choose_card

MISMATCH = 0.5
"""Probability that a seat plays something other than the heuristic's card (spread evenly)."""


def informative(view: SeatView) -> bool:
    """Whether the plays seen can tell worlds apart: not in deals with a stock, where draws
    hide which card came when (every world then weighs the same)."""
    return not view.rules.hand_size


def log_likelihood(view: SeatView, world: Deal) -> float:
    """Log-probability of the other seats' plays this deal in ``world`` under a soft heuristic
    (0 for every world when the view is not :func:`informative`)."""
    if not informative(view):
        return 0.0
    hands = list(world.hands)
    plays = [p for t in view.tricks for p in t.plays] + list(view.trick)
    for s, c in plays:
        hands[s] |= 1 << c
    nxt = next_seats(view.seats, view.active)
    rules = view.rules
    game = rules.definition
    teams = rules.teams
    taken = [0] * view.seats
    played = 0
    total = 0.0
    tricks = [t.plays for t in view.tricks] + [list(view.trick)]
    for trick_plays in tricks:
        trick: list[tuple[int, int]] = []
        for s, c in trick_plays:
            h = hands[s]
            legal = h & SUIT_MASKS[trick[0][1] // 10] or h if trick else h
            if s != view.seat and legal & (legal - 1):
                later = []
                t = s
                for _ in range(len(view.active) - len(trick) - 1):
                    t = nxt[t]
                    later.append(t)
                others = ALL_CARDS & ~h & ~played
                spot = Spot(s, h, legal, trick, others, later, (s ^ 2,) if teams else (),
                            NO_VOIDS, taken, game)
                pick = choose_card(spot)
                blockers = others | sum(1 << x for _, x in trick)
                if alike(pick, c, blockers):
                    total += math.log(1.0 - MISMATCH)
                else:
                    total += math.log(MISMATCH / (legal.bit_count() - 1))
            hands[s] = h ^ (1 << c)
            played |= 1 << c
            trick.append((s, c))
        if len(trick) == len(view.active):
            taken[trick_winner(trick)[0]] |= sum(1 << x for _, x in trick)
    return total
