"""A learned model of how good players pick a card in the Traversone family.

The search bots need to know how likely another seat's card was, given the hand it
holds in a sampled world (:mod:`.beliefs`). A fixed rule (the heuristic's card, or
anything else) is a blunt answer; this is a softmax over the legal cards, one linear
score each, from a few facts a player at the table could see: the card's worth and
strength, the cards still out above and below it, the trick, the heuristic's own
pick. The weights (:mod:`.learned_weights`) were fitted by
:mod:`..tools.train_policy` to the choices of ``pimc`` playing every seat
(:mod:`..tools.policy_data`); docs/bots-record.md (the fourteenth stop) says how, and what
the model gave when the expert weighed its worlds or played them out by it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from ..engine.cards import SUIT_MASKS
from ..engine.games import Game
from ..engine.scoring import thirds
from ..engine.trick import trick_winner
from .endgame import spot_options
from .learned_weights import GAMES, WEIGHTS
from .tactics import (
    ABOVE,
    BELOW,
    Spot,
    alike,
    blockers,
    choose_card,
    highest,
    table_mode,
)

BASE: Final = ("worth", "strength", "out_below", "out_above", "boss", "suit_dead",
               "suit_out", "own_in_suit", "own_below", "own_lowest", "heuristic",
               "late_strength", "late_worth")
"""Facts of a card, one weight each for a lead, a follow and a discard."""
CONTEXTS: Final = ("lead", "follow", "discard")
EXTRA: Final = ("wins_now", "wins_now_points", "wins_now_last", "wins_now_out_above",
                "top_under", "shoot_wins", "block_wins", "partner_wins_worth")
"""Facts of a follow (whether the card takes the trick so far, and what that costs), and of
a card that lets a partner's trick stand."""
NAMES: Final = tuple(f"{c}:{b}" for c in CONTEXTS for b in BASE) + EXTRA
"""Every weight's name, in the order of :data:`.learned_weights.WEIGHTS`."""

LATE: Final = 3
"""With this many cards in hand or fewer, strength and worth are weighed again (the last
trick takes the remainder of the points)."""


def applies(game: Game) -> bool:
    """Whether the model was fitted to choices of this game (:data:`.learned_weights.GAMES`)."""
    return game.name in GAMES


Row = list[tuple[int, float]]
"""A card's facts that are not zero, as (index in :data:`NAMES`, value)."""


def features(spot: Spot, cards: list[int]) -> list[Row]:
    """The facts of each of ``cards`` (legal in ``spot``)."""
    out = spot.others
    hand = spot.hand
    values = spot.values
    pick = choose_card(spot)
    apart = blockers(spot)
    trick = spot.trick
    late = hand.bit_count() <= LATE
    mode = table_mode(spot) if spot.game.cappotto else "normal"
    partner_wins = False
    if trick:
        win, best = trick_winner(trick)
        follow = spot.legal & SUIT_MASKS[best // 10]
        context = 1 if follow else 2
        under = follow & BELOW[best]
        top_under = highest(under) if under else -1
        points = thirds(sum(1 << c for _, c in trick)) / 3.0
        last = 1.0 if not spot.later else 0.0
        partner_wins = win in spot.partners
    else:
        context = 0
    offset = context * len(BASE)
    rows = []
    for c in cards:
        suit_out = out & SUIT_MASKS[c // 10]
        above = (suit_out & ABOVE[c]).bit_count()
        own_below = (hand & BELOW[c]).bit_count()
        worth = values[c] / 3.0
        strength = (c % 10) / 9.0
        base = (worth, strength, (suit_out & BELOW[c]).bit_count() / 9.0, above / 9.0,
                1.0 if suit_out and not above else 0.0, 0.0 if suit_out else 1.0,
                suit_out.bit_count() / 10.0, (hand & SUIT_MASKS[c // 10]).bit_count() / 10.0,
                own_below / 9.0, 0.0 if own_below else 1.0,
                1.0 if alike(pick, c, apart) else 0.0,
                strength if late else 0.0, worth if late else 0.0)
        row = [(offset + i, x) for i, x in enumerate(base) if x]
        if context == 1:
            if c > best:
                row += [(_WINS, 1.0), (_WINS + 1, points + worth), (_WINS + 2, last),
                        (_WINS + 3, above / 9.0)]
                if mode != "normal":
                    row.append((_SHOOT if mode == "shoot" else _BLOCK, 1.0))
            elif c == top_under:
                row.append((_TOP_UNDER, 1.0))
        if partner_wins and (context == 2 or c < best):
            row.append((_PARTNER, worth))
        rows.append(row)
    return rows


_WINS, _TOP_UNDER, _SHOOT, _BLOCK, _PARTNER = (
    NAMES.index(n) for n in ("wins_now", "top_under", "shoot_wins", "block_wins",
                             "partner_wins_worth"))


def scores(rows: list[Row], weights: Sequence[float] = WEIGHTS) -> list[float]:
    """Each row's linear score."""
    return [sum(weights[i] * x for i, x in row) for row in rows]


def softmax(values: list[float]) -> list[float]:
    top = max(values)
    exps = [math.exp(v - top) for v in values]
    total = sum(exps)
    return [e / total for e in exps]


def run_of(cards: list[int], card: int, apart: int) -> int:
    """Index in ``cards`` (one of each run of alike cards, ascending) of ``card``'s run;
    ``apart``: the cards that tell runs apart (:func:`.tactics.blockers`)."""
    for i in range(len(cards) - 1, -1, -1):
        c = cards[i]
        if c <= card and alike(c, card, apart):
            return i
    raise ValueError(f"card {card} is not among the legal cards")


def choice_probability(spot: Spot, card: int, floor: float = 0.0,
                       weights: Sequence[float] = WEIGHTS) -> float:
    """How likely a good player in ``spot`` is to play ``card`` or one that plays alike; with
    ``floor``, that share of the probability is spread evenly over the distinct cards."""
    cards = spot_options(spot)
    probs = softmax(scores(features(spot, cards), weights))
    p = probs[run_of(cards, card, blockers(spot))]
    return floor / len(cards) + (1.0 - floor) * p
