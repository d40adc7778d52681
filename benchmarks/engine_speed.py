"""Random legal Traversone deals per second through the playouts (`engine.playout`).

The loop is the one the bots' rollouts run: shuffle and deal (``Deal.shuffle``),
play to the end (``playout.play_out``), score (``score_deal``). Run it on an idle
core: ``python benchmarks/engine_speed.py [--deals N] [--repeat R]``; the best
of the repeats is printed, as ``random deals/s: N``.
"""

from __future__ import annotations

import argparse
import random
import time

from traversone_desktop.engine import preset
from traversone_desktop.engine.deal import Deal
from traversone_desktop.engine.playout import play_out
from traversone_desktop.engine.scoring import score_deal


def deals_per_second(deals: int, seed: int) -> float:
    rules = preset("traversone")
    sides = rules.sides(4)
    active = (0, 1, 2, 3)
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(deals):
        deal = Deal.shuffle(rules, 4, active, i & 3, rng)
        play_out(deal, rng)
        score_deal(deal, sides)
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=50_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    best = max(deals_per_second(args.deals, seed) for seed in range(args.repeat))
    print(f"random deals/s: {best:.0f}")


if __name__ == "__main__":
    main()
