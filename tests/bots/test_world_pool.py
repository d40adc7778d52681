"""The tree search's weighted worlds: plausible deals come up more often, none is shared."""

from __future__ import annotations

import random
import statistics

import pytest

from traversone_desktop.bots import expert, make_bot
from traversone_desktop.bots.beliefs import informative, log_likelihood
from traversone_desktop.bots.expert import POOL_GROWTH, POOL_START, ExpertBot, WorldPool
from traversone_desktop.bots.heuristic import HeuristicBot
from traversone_desktop.engine import Match, preset
from traversone_desktop.engine.deal import Deal
from traversone_desktop.engine.sampling import sample_world
from traversone_desktop.engine.view import SeatView, make_view


def heuristic_midgame(seed: int, plays: int) -> SeatView:
    """The view of the seat to play after ``plays`` heuristic cards of a Traversone deal: the
    other seats played the heuristic's cards, so worlds where they did are the likely ones."""
    rules = preset("traversone")
    sides = rules.sides(4)
    deal = Deal.shuffle(rules, 4, (0, 1, 2, 3), 0, seed)
    bot, rng = HeuristicBot(), random.Random(seed)
    for _ in range(plays):
        deal.apply(bot.choose(make_view(deal, deal.current, sides), rng))
    return make_view(deal, deal.current, sides)


def test_draws_favour_worlds_where_the_plays_made_sense() -> None:
    gains = []
    for seed in range(6):
        view = heuristic_midgame(seed, 18)
        rng = random.Random(seed)
        pool = WorldPool(view, sample_world(view, rng), rng, sample_world)
        drawn = [log_likelihood(view, pool.draw()) for _ in range(200)]
        fresh = [log_likelihood(view, sample_world(view, rng)) for _ in range(200)]
        gains.append(statistics.mean(drawn) - statistics.mean(fresh))
    assert min(gains) > 0


def test_the_pool_grows_and_hands_out_copies() -> None:
    view = heuristic_midgame(3, 10)
    rng = random.Random(3)
    pool = WorldPool(view, sample_world(view, rng), rng, sample_world)
    first = pool.draw()
    first.apply(first.legal_moves()[0])
    for _ in range(4 * POOL_GROWTH - 1):
        pool.draw()
    assert len(pool.worlds) == POOL_START + 4
    assert all(len(w.trick) == len(view.trick) for w in pool.worlds)
    assert all(w.hands[view.seat] == view.hand for w in pool.worlds)


def test_a_short_fixed_search_weighs_only_the_worlds_it_draws(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``expert:iterations=2`` must not weigh a pool of 32 worlds before its first draw."""
    weighed: list[Deal] = []

    def counting(view: SeatView, world: Deal, learned: bool = False) -> float:
        weighed.append(world)
        return log_likelihood(view, world, learned)

    monkeypatch.setattr(expert, "log_likelihood", counting)
    view = heuristic_midgame(3, 10)
    ExpertBot(iterations=2).choose(view, random.Random(3))
    assert 1 <= len(weighed) <= 2


@pytest.mark.parametrize("seed", [0, 4])
def test_once_two_are_left_with_a_stock_every_world_weighs_the_same(seed: int) -> None:
    """A tied Traversone leaves two at the table, who play on with a stock though the rules
    have none: their draws are hidden, so a world may rightly give a seat a suit it showed
    void in before a draw. Past plays tell nothing there (the learned weighing took such a
    world's play for an illegal one and raised), and the searches play every card legally."""
    match = Match(preset("traversone", 4, target=1), seed)
    match.start()
    rng, bot = random.Random(seed), make_bot("random")
    while not any(t.draws for t in match.view(match.current_player).tricks):
        match.apply(bot.choose(match.view(match.current_player), rng))
    view = match.view(match.current_player)
    assert not informative(view) and log_likelihood(view, sample_world(view, rng), True) == 0
    searches = [make_bot(name) for name in ("expert:iterations=3,weigh=learned",
                                            "expert:iterations=3")]
    deal = len(match.records)
    while not match.is_over and len(match.records) == deal:
        seat = match.current_player
        move = searches[seat % 2].choose(match.view(seat), rng)
        assert move in match.legal_moves()
        match.apply(move)
