"""The endgame solver plays the last tricks exactly, trying equivalent cards once."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.bots.endgame import Solver, distinct_cards, solvable
from traversone_desktop.engine import Deal, preset, score_deal

from ..engine.helpers import hand


def test_equivalent_cards_are_one_move_unless_a_card_out_there_splits_them() -> None:
    legal = hand("4d 5d 7d Fd Cd 3d")
    codes = {c: f"{'4567FCRA23'[c % 10]}d" for c in range(10)}
    got = [codes[c] for c in distinct_cards(legal, hand("6d 2d"))]
    assert got == ["4d", "7d", "Fd", "3d"]


def brute(deal: Deal, sides: list[list[int]]) -> tuple[int, ...]:
    """Max-n by the engine's own checked moves, every card tried (the oracle)."""
    if deal.is_over:
        return score_deal(deal, sides).scores
    seat = deal.current_player
    side = next(i for i, m in enumerate(sides) if seat in m)
    sign = 1 if deal.rules.positive else -1
    best: tuple[int, ...] | None = None
    for move in deal.legal_moves():
        child = deal.copy()
        child.apply(move)
        value = brute(child, sides)
        if best is None or sign * value[side] > sign * best[side]:
            best = value
    assert best is not None
    return best


@settings(max_examples=40, deadline=None)
@given(table=st.sampled_from([("traversone", 4), ("traversone_partners", 4), ("busca", 4),
                              ("mattazza", 4), ("tressette", 4), ("ciapano", 3),
                              ("ciapano", 5), ("kifameno", 3)]),
       seed=st.integers(0, 2**32), left=st.integers(2, 3), mid_trick=st.booleans())
def test_solver_value_matches_exhaustive_search(table: tuple[str, int], seed: int, left: int,
                                                mid_trick: bool) -> None:
    variant, players = table
    left = min(left, 2) if players == 5 else left  # 3! ** 5 leaves is more than the solver takes
    rules = preset(variant, players)
    deal = Deal.shuffle(rules, players, tuple(range(players)), 0, seed)
    rng = random.Random(seed)
    while (deal.hands[deal.current_player].bit_count() > left or deal.stock
           or bool(deal.trick) != mid_trick or deal.phase != "play"):
        moves = [m for m in deal.legal_moves() if m < 40]
        deal.apply(moves[rng.randrange(len(moves))])
    assert solvable(deal)
    sides = rules.sides(players)
    solver = Solver(deal.copy(), sides)
    assert solver.search(deal.current_player) == brute(deal, sides)
    assert solver.deal.hands == deal.hands and solver.deal.taken == deal.taken
