"""The baseline: any legal move, uniformly at random."""

from __future__ import annotations

import random

from ..engine.view import SeatView


class RandomBot:
    """Plays a uniformly random legal move (declares and claims only by chance)."""

    def choose(self, view: SeatView, rng: random.Random) -> int:
        return view.legal[int(rng.random() * len(view.legal))]
