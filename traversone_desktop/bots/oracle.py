"""A cheating bot, for measurement only: the expert's search run on the TRUE deal.

It reads every hidden hand, so it plays as well as the expert's search can with
perfect information: the ceiling the README's Bots table measures the levels
against. It is deliberately not in the bot registry (:func:`~.registry.make_bot`
refuses its name), so neither the app, its saves nor ``traversone-sim`` can seat
it; only ``traversone-tournament`` builds it, by the name :data:`NAME`, handing it
the deal being played.
"""

from __future__ import annotations

import random
from typing import Final

from ..engine.deal import Deal
from ..engine.view import SeatView
from .expert import ExpertBot
from .registry import BotError, parse_options

NAME: Final = "cheating-oracle"
"""The tournament name; ``cheating-oracle:iterations=N`` fixes the searches per move."""


def is_oracle(name: str) -> bool:
    """Whether a tournament bot name asks for the cheating oracle."""
    return name.partition(":")[0] == NAME


def cheating_oracle(deal: Deal, move_time: float, iterations: int | None = None) -> ExpertBot:
    """An expert whose every world is a copy of ``deal`` as it stands (it reads the live
    deal, so the caller keeps playing moves on that same object)."""

    def true_deal(view: SeatView, rng: random.Random) -> Deal:
        return deal.copy()

    return ExpertBot(move_time, iterations, weigh="none", tree=False, sampler=true_deal)


def oracle_from_name(name: str, deal: Deal, move_time: float) -> ExpertBot:
    """The oracle a tournament name asks for (:data:`NAME`, optionally ``:iterations=N``)."""
    rest = name.partition(":")[2]
    options = parse_options(rest) if rest else {}
    if options is None or set(options) - {"iterations"}:
        raise BotError(f"bad options for bot {NAME!r} in {name!r}: it takes only iterations=N")
    try:
        iterations = int(options["iterations"]) if "iterations" in options else None
        return cheating_oracle(deal, move_time, iterations)
    except ValueError as exc:
        raise BotError(f"bad options for bot {NAME!r} in {name!r}: {exc}") from None
