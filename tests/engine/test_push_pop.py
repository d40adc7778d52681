"""push/pop: every move can be taken back, leaving the deal exactly as it was."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.engine import Deal, preset
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

TABLES = [(name, players) for name in PRESET_NAMES for players in PRESET_PLAYERS[name]]


def state(deal: Deal) -> dict[str, object]:
    """Every field of the deal, tricks compared by value."""
    out = {name: getattr(deal, name) for name in Deal.__slots__ if name != "_undo"}
    out["_tricks"] = [vars(t) | {} for t in deal.tricks]
    return {k: (list(v) if isinstance(v, list) else v) for k, v in out.items()}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 2**32), st.integers(1, 40))
def test_popping_every_push_restores_the_deal(table: tuple[str, int], seed: int,
                                              depth: int) -> None:
    name, players = table
    rules = preset(name, players, **({"target": 1} if rules_claim(name) else {}))
    claims = (1, 1) if rules_claim(name) else ()  # the match offers claims like this
    deal = Deal.shuffle(rules, players, tuple(range(players)), seed % players, seed, claims)
    rng = random.Random(seed)
    saved, replies = [], []
    for _ in range(depth):
        if deal.is_over:
            break
        saved.append(state(deal))
        moves = deal.legal_moves()
        move = moves[rng.randrange(len(moves))]
        replies.append((move, deal.push(move)))
    for before in reversed(saved):
        deal.pop()
        assert state(deal) == before
    for move, events in replies:  # the same moves again give the same events
        assert deal.push(move) == events


def rules_claim(name: str) -> bool:
    return preset(name).definition.claims


def test_pop_without_push_is_an_error() -> None:
    deal = Deal.shuffle(preset("traversone"), 4, (0, 1, 2, 3), 0, 1)
    with pytest.raises(IndexError):
        deal.pop()
