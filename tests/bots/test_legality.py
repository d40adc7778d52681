"""No bot ever plays an illegal move, in any preset, at any table size."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.bots import make_bot
from traversone_desktop.engine import Match, preset
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

TABLES = [(name, n) for name in PRESET_NAMES for n in PRESET_PLAYERS[name]]
BOTS = ["random", "easy", "medium", "heuristic", "expert:iterations=2",
        "expert:iterations=3,search=flat,weigh=0",
        "expert:iterations=3,weigh=0", "pimc:worlds=3",
        "expert:iterations=2,rollout=simple", "expert:iterations=3,weigh=learned"]


@settings(max_examples=40, deadline=None)
@given(table=st.sampled_from(TABLES), target=st.integers(1, 6), seed=st.integers(0, 2**32),
       names=st.lists(st.sampled_from(BOTS), min_size=5, max_size=5))
def test_every_bot_move_is_legal(table: tuple[str, int], target: int, seed: int,
                                 names: list[str]) -> None:
    variant, players = table
    rules = preset(variant, players, target=target)
    match = Match(rules, seed)
    match.start()
    bots = [make_bot(n) for n in names[:players]]
    rng = random.Random(seed)
    moves = 0
    while not match.is_over and moves < 400:
        seat = match.current_player
        move = bots[seat].choose(match.view(seat), rng)
        assert move in match.legal_moves(), (variant, names[seat], move)
        match.apply(move)
        moves += 1
