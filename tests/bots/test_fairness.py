"""Bots see only their seat's view: it holds no hidden card, and the same seed gives the
same move."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from traversone_desktop.bots import make_bot
from traversone_desktop.engine import Deal, preset
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS
from traversone_desktop.engine.view import make_view

TABLES = [(name, n) for name in PRESET_NAMES for n in PRESET_PLAYERS[name]]


def midgame(variant: str, players: int, seed: int, steps: int) -> Deal:
    """A deal some random moves in."""
    rules = preset(variant, players)
    deal = Deal.shuffle(rules, players, tuple(range(players)), 0, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = [m for m in deal.legal_moves() if m < 160]
        if deal.is_over or not moves:
            break
        deal.apply(moves[rng.randrange(len(moves))])
    return deal


def swap_hidden(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same deal with two hidden cards of two other seats exchanged, where the swap
    breaks no shown void or publicly known card; None when there is no such pair."""
    others = [s for s in deal.active if s != seat and deal.hands[s]]
    rng.shuffle(others)
    for a in others:
        for b in others:
            if a >= b:
                continue
            for x in range(40):
                for y in range(40):
                    if not (deal.hands[a] >> x & 1 and deal.hands[b] >> y & 1):
                        continue
                    if (deal.known[a] | deal.known[b]) & (1 << x | 1 << y):
                        continue
                    if deal.voids[a] >> (y // 10) & 1 or deal.voids[b] >> (x // 10) & 1:
                        continue
                    twin = deal.copy()  # the twin no play reaches: set its hands directly
                    twin._hands[a] ^= 1 << x | 1 << y
                    twin._hands[b] ^= 1 << x | 1 << y
                    return twin
    return None


@settings(max_examples=30, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32), steps=st.integers(0, 20))
def test_a_view_holds_no_hidden_card(table: tuple[str, int], seed: int, steps: int) -> None:
    deal = midgame(*table, seed, steps)
    seat = deal.current_player if not deal.is_over else deal.active[0]
    sides = deal.rules.sides(deal.seats)
    twin = swap_hidden(deal, seat, random.Random(seed))
    if twin is None:
        return
    view = make_view(deal, seat, sides)
    assert view == make_view(twin, seat, sides)
    for s in deal.active:
        if s != seat:
            assert view.known[s] & ~deal.known[s] == 0
    if not deal.is_over:
        bot = make_bot("expert:iterations=3")
        assert bot.choose(view, random.Random(1)) == bot.choose(make_view(twin, seat, sides),
                                                                random.Random(1))


@pytest.mark.parametrize("name", ["easy", "medium", "heuristic", "expert:iterations=20",
                                  "expert:iterations=20,search=flat",
                                  "expert:iterations=20,rollout=simple", "pimc:worlds=20"])
@pytest.mark.parametrize("variant", ["traversone", "ciapano", "traversone_partners", "tressette"])
def test_same_seed_same_move(name: str, variant: str) -> None:
    deal = midgame(variant, PRESET_PLAYERS[variant][0], 7, 6)
    view = make_view(deal, deal.current_player, deal.rules.sides(deal.seats))
    moves = {make_bot(name).choose(view, random.Random(42)) for _ in range(3)}
    assert len(moves) == 1
