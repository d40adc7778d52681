"""The work a bot does in another process: pick a move for one seat's view.

Kept free of Qt so that a worker process starts fast and imports only the engine and
the bots. The seed comes with each request, so the answer depends on nothing else.
"""

from __future__ import annotations

import random

from ..bots import Bot, make_bot
from ..engine.view import SeatView

_bots: dict[str, Bot] = {}


def choose_move(bot_name: str, view: SeatView, seed: int) -> int:
    """The move ``bot_name`` plays from ``view`` with a generator seeded by ``seed``."""
    bot = _bots.get(bot_name)
    if bot is None:
        bot = _bots[bot_name] = make_bot(bot_name)
    return bot.choose(view, random.Random(seed))
