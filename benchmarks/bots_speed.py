"""How fast the bots think: heuristic moves, playouts, endgames, expert and pimc searches.

The expert's strength at a given time budget is the number of worlds it searches,
so this is the figure to watch when touching the playout policy, the endgame
solver or the world weighting. Every figure is in CPU seconds of this process
(``time.process_time``), so a machine shared with other jobs changes them little;
still, run on an idle core when you can:
``PYTHONPATH=. python benchmarks/bots_speed.py [--seconds S | --profile | --depth]``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time
from unittest.mock import patch

from traversone_desktop.bots import ismcts
from traversone_desktop.bots.endgame import Solver, solvable
from traversone_desktop.bots.expert import ExpertBot
from traversone_desktop.bots.heuristic import HeuristicBot
from traversone_desktop.bots.pimc import PimcBot
from traversone_desktop.bots.rollout import make_policy
from traversone_desktop.engine import preset
from traversone_desktop.engine.deal import Deal
from traversone_desktop.engine.playout import Policy, play_out
from traversone_desktop.engine.scoring import score_deal
from traversone_desktop.engine.view import SeatView, make_view

RULES = preset("traversone")
SIDES = RULES.sides(4)


def playouts_per_second(seconds: float) -> float:
    """Whole deals from the shuffle, every seat on the playout policy, scored."""
    rng = random.Random(1)
    policy = make_policy(rng, 0.1)
    count, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), count & 3, rng)
        play_out(deal, rng, policy)
        score_deal(deal, SIDES)
        count += 1
    return count / (time.process_time() - start)


def heuristic_moves_per_second(seconds: float) -> float:
    """Whole deals played by the view-reading heuristic bot (views included)."""
    bot, rng = HeuristicBot(), random.Random(2)
    moves, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), moves & 3, rng)
        while not deal.is_over:
            deal.apply(bot.choose(make_view(deal, deal.current, SIDES), rng))
            moves += 1
    return moves / (time.process_time() - start)


def endgame_seconds(count: int, cards: int | None = None) -> float:
    """Seconds to solve ``count`` Traversone endgames exactly (random play up to the first
    trick start where the solver takes over: three cards each; or ``cards`` each, to see
    what solving from earlier would cost)."""
    worlds = []
    for seed in range(count):
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), 0, seed)
        rng = random.Random(seed)
        while (not solvable(deal) if cards is None
               else deal.hands[deal.current].bit_count() > cards) or deal.trick:
            deal.apply(rng.choice([m for m in deal.legal_moves() if m < 40]))
        worlds.append(deal)
    start = time.process_time()
    for deal in worlds:
        Solver(deal, SIDES).search(deal.current)
    return time.process_time() - start


def search_seconds(bot: ExpertBot | PimcBot, steps: tuple[int, ...]) -> float:
    """Mean seconds of ``bot``'s decisions at the given move numbers of six deals (the
    heuristic plays the moves in between)."""
    guide, rng = HeuristicBot(), random.Random(3)
    decisions, spent = 0, 0.0
    for seed in range(6):
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), 0, seed)
        for step in range(max(steps) + 1):
            view = make_view(deal, deal.current, SIDES)
            if step in steps:
                start = time.process_time()
                bot.choose(view, rng)
                spent += time.process_time() - start
                decisions += 1
            deal.apply(guide.choose(view, rng))
    return spent / decisions


def expert_worlds_per_second(worlds: int, tree: bool) -> float:
    """The expert's first decision and its decision after five tricks, at a fixed world
    count (a tree search iteration is one world played out once; a flat one plays every
    candidate out in it)."""
    return worlds / search_seconds(ExpertBot(iterations=worlds, tree=tree), (0, 20))


PARTS = {
    ("playout.py", "play_out"): "playouts (play_out + rollout policy)",
    ("beliefs.py", "log_likelihood"): "weighting worlds (beliefs)",
    ("sampling.py", "sample_world"): "sampling worlds",
    ("endgame.py", "search"): "endgame solver",
    ("ismcts.py", "_pick"): "tree walk (UCB choices)",
    ("endgame.py", "world_options"): "tree walk (each seat's distinct cards)",
    ("deal.py", "copy"): "Deal.copy",
    ("deal.py", "apply"): "Deal.apply",
    ("scoring.py", "score_deal"): "score_deal",
}


def fixed_positions() -> list[SeatView]:
    """48 Traversone decisions: six points in each of eight heuristic-played deals."""
    guide, rng = HeuristicBot(), random.Random(3)
    views = []
    for seed in range(8):
        deal = Deal.shuffle(RULES, 4, (0, 1, 2, 3), 0, seed)
        for step in range(31):
            view = make_view(deal, deal.current, SIDES)
            if step in (0, 9, 17, 22, 26, 30):
                views.append(view)
            deal.apply(guide.choose(view, rng))
    return views


def profile_expert(name: str, bot: ExpertBot) -> None:
    """Share of the expert's CPU by part, on the fixed positions."""
    views = fixed_positions()
    profile = cProfile.Profile()
    start = time.process_time()
    profile.runcall(lambda: [bot.choose(v, random.Random(1)) for v in views])
    print(f"{name}: {time.process_time() - start:.2f} CPU s (profiled) for {len(views)} "
          "decisions")
    stats = pstats.Stats(profile)
    for (path, _, name), row in stats.stats.items():  # type: ignore[attr-defined]
        part = PARTS.get((path.rpartition("/")[2], name))
        if part:
            print(f"  {part:40s} {100 * row[3] / stats.total_tt:5.1f}%")  # type: ignore[attr-defined]


def tree_depths(iterations: int) -> None:
    """How deep the tree search's iterations go, on the fixed positions: the plies played
    below the root before each iteration's playout starts (iterations that reach the end of
    the deal inside the tree are not counted)."""
    depths: list[int] = []
    cards_at_root = 0

    def counting(d: Deal, rng: random.Random, policy: Policy | None) -> None:
        depths.append(cards_at_root - sum(h.bit_count() for h in d.hands))
        play_out(d, rng, policy)

    with patch.object(ismcts, "play_out", counting):  # the search calls its module's play_out
        for view in fixed_positions():
            cards_at_root = sum(view.hand_sizes)
            ExpertBot(iterations=iterations).choose(view, random.Random(1))
    depths.sort()
    print(f"tree, {iterations} iterations: plies below the root, median "
          f"{statistics.median(depths):.0f}, p90 {depths[9 * len(depths) // 10]}, "
          f"max {depths[-1]} ({len(depths)} iterations)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--profile", action="store_true",
                        help="only the share of the expert's CPU by part, on fixed positions")
    parser.add_argument("--depth", action="store_true",
                        help="only how deep the tree search goes, on fixed positions")
    args = parser.parse_args()
    if args.depth:
        for iterations in (1700, 6000):  # about hard's and master's budgets a move
            tree_depths(iterations)
        return
    if args.profile:
        profile_expert("tree search, 1000 iterations", ExpertBot(iterations=1000))
        profile_expert("flat, 100 worlds, heuristic rollouts",
                       ExpertBot(iterations=100, tree=False))
        profile_expert("flat, 100 worlds, simple rollouts",
                       ExpertBot(iterations=100, tree=False, simple_rollouts=True))
        return
    print(f"playout-policy deals/s: {playouts_per_second(args.seconds):.0f}")
    print(f"heuristic moves/s: {heuristic_moves_per_second(args.seconds):.0f}")
    print(f"expert tree iterations/s (Traversone, early and middle decisions): "
          f"{expert_worlds_per_second(1000, True):.0f}")
    print(f"expert flat worlds/s (the same decisions): "
          f"{expert_worlds_per_second(100, False):.0f}")
    print(f"endgame solver, 300 endgames of three cards each: {endgame_seconds(300):.2f} s")
    print(f"endgame solver, 20 endgames of four cards each: {endgame_seconds(20, 4):.2f} s")
    pimc = search_seconds(PimcBot(), tuple(range(0, 36, 5)))
    print(f"pimc (100 worlds) ms per move, every fifth move: {1000 * pimc:.0f}")


if __name__ == "__main__":
    main()
