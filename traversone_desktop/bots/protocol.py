"""The one thing a bot does: pick a legal move from what its seat may know."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine.view import SeatView


@runtime_checkable
class Bot(Protocol):
    """``choose(view, rng) -> move``: deterministic for a given ``rng`` state.

    ``view.legal`` lists the moves allowed; the answer must be one of them.
    """

    def choose(self, view: SeatView, rng: random.Random) -> int: ...
