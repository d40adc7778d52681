"""Information-set Monte Carlo tree search (single observer): the expert's search.

Each iteration deals one world consistent with the view, walks a tree of
card sequences shared by all worlds (a child is chosen by UCB with
availability counts, since a card exists only in some worlds), adds one node,
plays the rest out with the playout policy, and credits every node with the
deal score of the side that chose it. The other seats' choices in the tree
follow their own statistics, so the search models opponents that adapt to
the line of play, which flat Monte Carlo's fixed playouts cannot. At equal time
it beat flat Monte Carlo (docs/bots.md); ``expert:search=flat`` keeps that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..engine.deal import Deal
from ..engine.playout import play_out
from ..engine.scoring import score_deal
from .endgame import world_options

EXPLORATION = 0.4
"""UCB's exploration constant (rewards near 0..1), chosen by tournament (docs/bots-record.md)."""
SCALE = 11.0
"""Deal scores are divided by this, so rewards sit near 0..1."""


class Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def _pick(node: Node, moves: list[int], rng: random.Random,
          exploration: float) -> tuple[int, bool]:
    """A move to expand (True) or, when all are in the tree, the best by UCB (False)."""
    untried = []
    for m in moves:
        child = node.children.get(m)
        if child is None:
            untried.append(m)
        else:
            child.avail += 1
    if untried:
        return untried[int(rng.random() * len(untried))], True
    best, best_value = moves[0], -math.inf
    for m in moves:
        child = node.children[m]
        value = child.total / child.visits + exploration * math.sqrt(
            math.log(child.avail) / child.visits)
        if value > best_value:
            best, best_value = m, value
    return best, False


def search(world_source: Callable[[], Deal], root_moves: list[int], sides: list[list[int]],
           positive: bool, rng: random.Random, policy: Callable[[Deal, int, int], int],
           playout_rng: random.Random, more: Callable[[int], bool],
           exploration: float = EXPLORATION) -> int:
    """The root move visited most after ``more(iterations_done)`` turns false."""
    side = {s: i for i, members in enumerate(sides) for s in members}
    sign = 1.0 if positive else -1.0
    root = Node()
    done = 0
    while True:
        d = world_source()
        node = root
        path: list[tuple[Node, int]] = []
        moves = root_moves
        while True:
            seat = d.current
            move, new = _pick(node, moves, rng, exploration)
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = Node()
                child.avail = 1
            d.apply(move)
            path.append((child, seat))
            node = child
            if new or d.is_over:
                break
            moves = world_options(d, d.current)
        if not d.is_over:
            play_out(d, playout_rng, policy)
        scores = score_deal(d, sides).scores
        for n, seat in path:
            n.visits += 1
            n.total += sign * scores[side[seat]] / SCALE
        done += 1
        if not more(done):
            break
    return max(root_moves, key=lambda m: (root.children[m].visits
                                          if m in root.children else -1, -m))
