"""The ``pimc`` yardstick: its fixed rollout rules, its reading of the view only, and
reproducibility for a seed."""

from __future__ import annotations

import random

import pytest

from traversone_desktop.bots import BotError, make_bot
from traversone_desktop.bots.pimc import simple_policy
from traversone_desktop.engine import Deal, preset
from traversone_desktop.engine.cards import parse_card
from traversone_desktop.engine.view import make_view

from .test_fairness import midgame, swap_hidden


def hand(*codes: str) -> int:
    return sum(1 << parse_card(c) for c in codes)


def four_hands(seat0: int) -> Deal:
    """A Traversone deal of four where seat 0 holds ``seat0`` (other seats: the rest)."""
    rest = [c for c in range(40) if not seat0 >> c & 1]
    size = seat0.bit_count()
    hands = [seat0] + [sum(1 << c for c in rest[i * size:(i + 1) * size]) for i in range(3)]
    return Deal.from_cards(preset("traversone", 4), 4, (0, 1, 2, 3), 3, hands, [])


def test_the_leader_leads_its_weakest_card() -> None:
    deal = four_hands(hand("3d", "Rc", "5s", "As"))
    assert simple_policy(deal, 0, deal.hands[0]) == parse_card("5s")


def test_a_follower_ducks_under_the_winner_else_plays_its_top() -> None:
    deal = four_hands(hand("3d", "Rc", "5s", "As"))
    deal._trick.append((3, parse_card("Cs")))
    follow = deal.hands[0] & hand("5s", "As")
    assert simple_policy(deal, 0, follow) == parse_card("5s")
    deal._trick[0] = (3, parse_card("4s"))
    assert simple_policy(deal, 0, follow) == parse_card("As")


def test_a_void_seat_dumps_its_most_valuable_card() -> None:
    deal = four_hands(hand("3d", "Ac", "5s", "2s"))
    deal._trick.append((3, parse_card("4b")))
    assert simple_policy(deal, 0, deal.hands[0]) == parse_card("Ac")


@pytest.mark.parametrize("variant", ["traversone", "ciapano", "tressette", "busca"])
def test_pimc_sees_only_the_view(variant: str) -> None:
    for seed in range(8):
        deal = midgame(variant, 4, seed, 9)
        seat = deal.current_player
        sides = deal.rules.sides(deal.seats)
        twin = swap_hidden(deal, seat, random.Random(seed))
        if deal.is_over or twin is None:
            continue
        bot = make_bot("pimc:worlds=10")
        view = make_view(deal, seat, sides)
        move = bot.choose(view, random.Random(3))
        assert move in deal.legal_moves()
        assert move == bot.choose(make_view(twin, seat, sides), random.Random(3))


def test_pimc_is_deterministic_for_a_seed_and_worlds_are_checked() -> None:
    deal = midgame("traversone", 4, 11, 5)
    view = make_view(deal, deal.current_player, deal.rules.sides(4))
    assert len({make_bot("pimc:worlds=30").choose(view, random.Random(9)) for _ in range(3)}) == 1
    with pytest.raises(BotError, match="at least one world"):
        make_bot("pimc:worlds=0")
    with pytest.raises(BotError, match="rollout must be heuristic or simple"):
        make_bot("expert:rollout=clever")
