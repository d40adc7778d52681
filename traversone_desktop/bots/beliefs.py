"""How plausible a sampled world is, given how the other seats have played so far.

A world fixes every hand, so we can replay the deal in it and ask, at each
earlier play of another seat, how likely a good player was to choose that card
from that hand: by a fixed rule (the heuristic's card, or anything else), or by the
learned model (:mod:`.learned`) in the games it was fitted to.
Worlds where the opponents' plays look sensible weigh more than worlds where
they would have been blunders (a soft likelihood: sample_world already makes
shown voids and known cards hard limits).
"""

from __future__ import annotations

import math

from ..engine.cards import ALL_CARDS, SUIT_MASKS
from ..engine.deal import Deal, next_seats
from ..engine.trick import trick_winner
from ..engine.view import SeatView
from .learned import applies, choice_probability
from .rollout import NO_VOIDS
from .tactics import Spot, alike, blockers, choose_card

MISMATCH = 0.5
"""The fixed rule: probability that a seat plays something other than the heuristic's card
(spread evenly)."""
FLOOR = 0.1
"""The learned model's share of probability spread evenly over the distinct cards, so that
no play, however unlikely, rules a world out."""


def informative(view: SeatView) -> bool:
    """Whether the plays seen can tell worlds apart: not in deals with a stock, where draws
    hide which card came when (every world then weighs the same). The stock comes with the
    game (Kifameno, Tressette for two) or with eliminations that leave two at the table."""
    return not view.stock_size and not any(t.draws for t in view.tricks)


def log_likelihood(view: SeatView, world: Deal, learned: bool = False) -> float:
    """Log-probability of the other seats' plays this deal in ``world`` (0 for every world
    when the view is not :func:`informative`); ``learned``: by the learned model where it
    applies, else by the fixed rule."""
    if not informative(view):
        return 0.0
    hands = list(world.hands)
    plays = [p for t in view.tricks for p in t.plays] + list(view.trick)
    for s, c in plays:
        hands[s] |= 1 << c
    nxt = next_seats(view.seats, view.active)
    rules = view.rules
    game = rules.definition
    model = learned and applies(game)
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
                if model:
                    total += math.log(choice_probability(spot, c, FLOOR))
                else:
                    if alike(choose_card(spot), c, blockers(spot)):
                        total += math.log(1.0 - MISMATCH)
                    else:
                        total += math.log(MISMATCH / (legal.bit_count() - 1))
            hands[s] = h ^ (1 << c)
            played |= 1 << c
            trick.append((s, c))
        if len(trick) == len(view.active):
            taken[trick_winner(trick)[0]] |= sum(1 << x for _, x in trick)
    return total
