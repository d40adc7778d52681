"""The playout fast path against the checked path: same choices, same deal, every game.

:func:`play_out` inlines follow-suit and the trick winner with bit tricks; here every
preset at every table size is played both ways from the same shuffle with the same
choices (uniformly random from one seeded stream, and a fixed policy), and the outcomes
must be identical: cards taken by each seat, the last trick's winner, and the score.
"""

from __future__ import annotations

import random

import pytest

from traversone_desktop.engine import Deal, play_out, preset, score_deal
from traversone_desktop.engine.cards import cards_of
from traversone_desktop.engine.playout import needs_full_rules
from traversone_desktop.engine.rules import PRESET_NAMES, PRESET_PLAYERS

TABLES = [(name, players) for name in PRESET_NAMES for players in PRESET_PLAYERS[name]]
DEALS = 250
"""Per table and chooser: 12 tables x 2 choosers x 250 = 6000 deals each way."""


def fixed_policy(deal: Deal, seat: int, legal: int) -> int:
    """A deterministic choice that depends on the whole state the fast path keeps."""
    cards = cards_of(legal)
    return cards[(seat * 7 + len(deal.trick) * 3 + deal.hands[seat].bit_count()) % len(cards)]


def checked_play(deal: Deal, rng: random.Random, policy: bool) -> None:
    """Finish ``deal`` through :meth:`Deal.apply` only, choosing as :func:`play_out` does."""
    while not deal.is_over:
        if needs_full_rules(deal):
            moves = deal.legal_moves()
            deal.apply(moves[int(rng.random() * len(moves))])
            continue
        seat = deal.current_player
        legal = deal.playable_mask(seat)
        if policy:
            card = fixed_policy(deal, seat, legal)
        else:
            cards = cards_of(legal)
            card = cards[int(rng.random() * len(cards))]
        deal.apply(card)


def fresh(name: str, players: int, index: int) -> Deal:
    rules = preset(name, players)
    active = tuple(range(players))
    return Deal.shuffle(rules, players, active, index % players, 1000 * index + players)


@pytest.mark.parametrize(("name", "players"), TABLES)
@pytest.mark.parametrize("policy", [False, True], ids=["random", "fixed-policy"])
def test_playouts_end_exactly_as_checked_play(name: str, players: int, policy: bool) -> None:
    sides = preset(name, players).sides(players)
    for index in range(DEALS):
        fast, slow = fresh(name, players, index), fresh(name, players, index)
        play_out(fast, random.Random(index), fixed_policy if policy else None)
        checked_play(slow, random.Random(index), policy)
        assert fast.is_over and not any(fast.hands) and not fast.stock
        assert (fast.taken, fast.last_winner, fast.declared) == (
            slow.taken, slow.last_winner, slow.declared), (name, players, index)
        assert score_deal(fast, sides) == score_deal(slow, sides)


def test_a_playout_may_start_mid_trick() -> None:
    for index in range(200):
        fast = fresh("traversone", 4, index)
        rng = random.Random(index)
        for _ in range(1 + index % 7):  # stop somewhere inside the first two tricks
            moves = fast.legal_moves()
            fast.apply(moves[int(rng.random() * len(moves))])
        slow = fast.copy()
        play_out(fast, random.Random(index))
        checked_play(slow, random.Random(index), policy=False)
        assert (fast.taken, fast.last_winner) == (slow.taken, slow.last_winner)
