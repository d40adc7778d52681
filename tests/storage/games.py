"""Real games to save: played by random moves, so every save is one the app could write."""

from __future__ import annotations

import random

from traversone_desktop.engine import Match
from traversone_desktop.engine.rules import preset
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena")


def table(variant: str = "traversone", players: int | None = None, seed: int = 7) -> GameSetup:
    """A set-up with one human and bots, as the new-game dialog makes it."""
    rules = preset(variant, players)
    seats = tuple(SeatSetup(NAMES[s], HUMAN if s == 0 else BOT, "medium")
                  for s in range(rules.players))
    return GameSetup(rules, seats, seed=seed)


def play(setup: GameSetup, moves: int | None = None, rng_seed: int = 1) -> Match:
    """The set-up's match after ``moves`` random legal moves (None: to the end)."""
    assert setup.seed is not None
    match = Match(setup.rules, setup.seed)
    match.start()
    rng = random.Random(rng_seed)
    while not match.is_over and (moves is None or len(match.moves) < moves):
        match.apply(rng.choice(match.legal_moves()))
    return match
