"""How fast the bots think: heuristic moves, heuristic playouts, expert worlds per second.

The expert's strength at a given time budget is the number of worlds it searches,
so this is the figure to watch when touching the playout policy, the endgame
solver or the world weighting. Run on an idle core:
``python benchmarks/bots_speed.py [--seconds S]``.
"""

from __future__ import annotations

import argparse
import random
import time

from traversone_desktop.bots.expert import ExpertBot
from traversone_desktop.bots.heuristic import HeuristicBot
from traversone_desktop.bots.rollout import make_policy
from traversone_desktop.engine import preset
from traversone_desktop.engine.deal import Deal
from traversone_desktop.engine.playout import play_out
from traversone_desktop.engine.scoring import score_deal
from traversone_desktop.engine.view import make_view

RULES = preset("traversone")
SIDES = RULES.sides(4)


def playouts_per_second(seconds: float) -> float:
    """Whole deals from the shuffle, every seat on the playout policy, scored."""
    rng = random.Random(1)
    policy = make_policy(rng, 0.1)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), count & 3, rng)
        play_out(deal, rng, policy)
        score_deal(deal, SIDES)
        count += 1
    return count / (time.perf_counter() - start)


def heuristic_moves_per_second(seconds: float) -> float:
    """Whole deals played by the view-reading heuristic bot (views included)."""
    bot, rng = HeuristicBot(), random.Random(2)
    moves, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), moves & 3, rng)
        while not deal.is_over:
            deal.apply(bot.choose(make_view(deal, deal.current, SIDES), rng))
            moves += 1
    return moves / (time.perf_counter() - start)


def expert_worlds_per_second(worlds: int) -> float:
    """The expert's first decision and its decision after five tricks, at a fixed world
    count (the heuristic plays the moves in between)."""
    bot, guide, rng = ExpertBot(iterations=worlds), HeuristicBot(), random.Random(3)
    searched, spent = 0, 0.0
    for seed in range(6):
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), 0, seed)
        for step in range(21):
            view = make_view(deal, deal.current, SIDES)
            if step in (0, 20):
                start = time.perf_counter()
                bot.choose(view, rng)
                spent += time.perf_counter() - start
                searched += worlds
            deal.apply(guide.choose(view, rng))
    return searched / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    print(f"playout-policy deals/s: {playouts_per_second(args.seconds):.0f}")
    print(f"heuristic moves/s: {heuristic_moves_per_second(args.seconds):.0f}")
    print(f"expert worlds/s (Traversone, early and middle decisions): "
          f"{expert_worlds_per_second(100):.0f}")


if __name__ == "__main__":
    main()
