"""The expert bot: search over sampled worlds, exact in the endgame.

Every world deals the unseen cards one way consistent with the view
(:func:`engine.sampling.sample_world`) and is weighed by how plausible the
other seats' plays were in it (:mod:`.beliefs`). The search over them is
information-set MCTS (:mod:`.ismcts`, the default; worlds drawn by weight from a
:class:`WorldPool`) or flat Monte Carlo (``tree=False``): every distinct
candidate card tried in the same worlds with the same playout randomness. Once
the rest of the deal is small, both play it exactly (max-n, :mod:`.endgame`).
The reward is the engine's final deal score for our side, last trick and
cappotto included. docs/bots.md has the tournaments that chose
the tree search.
"""

from __future__ import annotations

import bisect
import math
import random
import time
from collections.abc import Callable

from ..engine.deal import Deal
from ..engine.playout import play_out
from ..engine.sampling import sample_world
from ..engine.scoring import score_deal
from ..engine.view import SeatView
from . import ismcts
from .beliefs import informative, log_likelihood
from .endgame import Solver, solvable
from .heuristic import card_move, search_candidates, special_move
from .pimc import simple_policy
from .rollout import make_policy

Sampler = Callable[[SeatView, random.Random], Deal]
"""``sampler(view, rng) -> world``: a complete deal to search."""

DEFAULT_MOVE_TIME = 1.0
WEIGHINGS = ("rule", "learned", "none")
"""How worlds are weighed by the other seats' plays (:mod:`.beliefs`): by the fixed rule, by
the learned model of good players' choices where it applies (:mod:`.learned`), or not at
all."""
EPSILON = 0.1
"""How often a playout seat plays a random card instead of the heuristic's."""


class ExpertBot:
    """Search bot. ``iterations`` (worlds per move) makes it reproducible; otherwise it
    searches for ``move_time`` seconds per move. ``weigh`` is how worlds are weighed by the
    other seats' plays (:data:`WEIGHINGS`; ``"none"`` counts every world alike, to measure
    what the weighting is worth); ``tree=False`` searches flat."""

    def __init__(self, move_time: float = DEFAULT_MOVE_TIME,
                 iterations: int | None = None, weigh: str = "rule",
                 tree: bool = True, sampler: Sampler = sample_world,
                 simple_rollouts: bool = False,
                 exploration: float = ismcts.EXPLORATION) -> None:
        if move_time <= 0 or (iterations is not None and iterations < 1):
            raise ValueError("an expert needs a positive move time or iteration count")
        if exploration < 0:
            raise ValueError("the exploration constant cannot be negative")
        if weigh not in WEIGHINGS:
            raise ValueError(f"weigh must be one of {', '.join(WEIGHINGS)}, not {weigh!r}")
        self.move_time = move_time
        self.iterations = iterations
        self.weigh = weigh
        self.tree = tree
        self.sampler = sampler
        """Where the worlds come from: the view's consistent deals (the measurement-only
        oracle of :mod:`.oracle` hands the true deal instead)."""
        self.simple_rollouts = simple_rollouts
        """Play worlds out by the yardstick's fixed rules (:func:`.pimc.simple_policy`,
        about half the cost of a world) instead of the heuristic's."""
        self.exploration = exploration
        """The tree search's UCB constant."""

    def _budget(self) -> Callable[[int], bool]:
        """``more(done)``: whether to search another world."""
        iterations = self.iterations
        if iterations is not None:
            return lambda done: done < iterations
        deadline = time.perf_counter() + self.move_time
        return lambda done: time.perf_counter() < deadline

    def choose(self, view: SeatView, rng: random.Random) -> int:
        special = special_move(view)
        if special is not None:
            return special
        spot, candidates = search_candidates(view)
        card = candidates[0] if len(candidates) == 1 else self.search(view, candidates, rng)
        return card if view.phase == "discard" else card_move(view, spot, card)

    def search(self, view: SeatView, candidates: list[int], rng: random.Random) -> int:
        """The candidate with the best weighted mean deal score for our side."""
        more = self._budget()
        sides = [list(m) for m in view.sides]
        side = view.side
        sign = 1.0 if view.rules.positive else -1.0
        totals = [0.0] * len(candidates)
        weights: list[float] = []
        values: list[list[int]] = []
        playout_rng = random.Random()
        policy = simple_policy if self.simple_rollouts else make_policy(playout_rng, EPSILON)
        worlds = 0
        sample = self.sampler
        world = sample(view, rng)
        if self.tree and not solvable(world):
            playout_rng.seed(rng.getrandbits(32))
            weighed = self.weigh != "none" and informative(view)
            start = POOL_START if self.iterations is None else min(POOL_START, self.iterations)
            source = (WorldPool(view, world, rng, sample, start, self.weigh == "learned").draw
                      if weighed
                      else _fresh(view, world, rng, sample))
            return ismcts.search(source, candidates, sides, view.rules.positive, rng, policy,
                                 playout_rng, more, self.exploration)
        while True:
            weights.append(log_likelihood(view, world, self.weigh == "learned")
                           if self.weigh != "none" else 0.0)
            if solvable(world):
                solver = Solver(world, sides)
                values.append([solver.play(view.seat, c)[side] for c in candidates])
            else:
                seed = rng.getrandbits(32)
                row = []
                for c in candidates:
                    d = world.copy()
                    d.apply(c)
                    playout_rng.seed(seed)
                    play_out(d, playout_rng, policy)
                    row.append(score_deal(d, sides).scores[side])
                values.append(row)
            worlds += 1
            if not more(worlds):
                break
            world = sample(view, rng)
        top = max(weights)
        for logw, row in zip(weights, values, strict=True):
            w = math.exp(logw - top)
            for i, v in enumerate(row):
                totals[i] += w * v
        best = max(range(len(candidates)), key=lambda i: (sign * totals[i], -i))
        return candidates[best]


def _fresh(view: SeatView, first: Deal, rng: random.Random,
           sample: Sampler) -> Callable[[], Deal]:
    """Every world alike: ``first``, then a new sample each time."""
    left = [first]
    return lambda: left.pop() if left else sample(view, rng)


POOL_GROWTH = 4
"""The weighted pool takes in a new world every this many draws."""
POOL_START = 32


class WorldPool:
    """Worlds drawn in proportion to how plausible the other seats' plays were in them.

    Weighing a world (:func:`.beliefs.log_likelihood`) costs about one playout, so the
    tree search reuses weighed worlds: it starts with ``start`` of them (no more than a
    fixed-iteration search will draw), adds one every ``POOL_GROWTH`` draws, and each draw
    picks a copy of one by weight."""

    def __init__(self, view: SeatView, first: Deal, rng: random.Random,
                 sample: Sampler, start: int = POOL_START, learned: bool = False) -> None:
        self.view, self.rng, self.sample, self.learned = view, rng, sample, learned
        self.reference = log_likelihood(view, first, learned)
        """Weights are relative to the first world's (which weighs 1)."""
        self.worlds = [first]
        self.cumulative = [1.0]
        self.draws = 0
        for _ in range(start - 1):
            self._add(sample(view, rng))

    def _add(self, world: Deal) -> None:
        weight = math.exp(min(log_likelihood(self.view, world, self.learned) - self.reference,
                              60.0))
        self.worlds.append(world)
        self.cumulative.append(self.cumulative[-1] + weight)

    def draw(self) -> Deal:
        """A copy of a pooled world, picked by weight (the pool grows as it goes)."""
        self.draws += 1
        if self.draws % POOL_GROWTH == 0:
            self._add(self.sample(self.view, self.rng))
        cumulative = self.cumulative
        i = bisect.bisect_right(cumulative, self.rng.random() * cumulative[-1])
        return self.worlds[min(i, len(self.worlds) - 1)].copy()
