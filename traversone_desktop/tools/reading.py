"""How much the expert's world weighting reads from the other seats' play.

``python -m traversone_desktop.tools.reading --deals 40 --worlds 400``

plays deals with every seat played by ``--bots`` (``pimc``, the yardstick, by
default). At seat 0's decisions from its third trick to its eighth it samples
``--worlds`` worlds consistent with its view, as the expert does, and weighs them
by each weighing of :mod:`..bots.beliefs` at several strengths (the log-weights
times the strength; 0 counts every world alike, 1 is what the expert uses).
Each weighing gives every hidden card a probability of being in each seat's hand,
and every other seat a probability of lacking each suit. Scored against the true
deal:

- the mean log-probability of each hidden card's true holder (0 would be
  certainty; every world alike gives about -1.0 at a table of four);
- the Brier score of "this seat lacks this suit now", for every other seat and suit;
- the effective number of worlds among the first 32 (the expert's pool starts with 32).

It measures the reading, not the play; the tournaments say what a reading is
worth (docs/bots-record.md, the thirtieth stop).
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..bots import BotError, make_bot
from ..bots.beliefs import informative, log_likelihood
from ..bots.learned import applies
from ..cli.common import OneLineParser, fail, numbered_deal
from ..engine.cards import SUIT_MASKS, cards_of
from ..engine.deal import Deal, derive_seed
from ..engine.rules import RulesError, preset
from ..engine.sampling import sample_world
from ..engine.view import SeatView, make_view

FLOOR = 0.005
"""A card's probability is never taken below this, so one world-less card does not sink
the mean log-score to minus infinity."""
POOL = 32
"""The effective number of worlds is counted among this many, the expert's first pool."""
FIRST_TRICK, LAST_TRICK = 2, 7
"""Decisions are measured with this many tricks done, inclusive: late enough for play to
have said something, early enough for much to be hidden."""


@dataclass
class Score:
    """The sums a weighing's reading is scored by, over every decision measured."""

    log_score: float = 0.0
    cards: int = 0
    brier: float = 0.0
    pairs: int = 0
    ess: float = 0.0
    decisions: int = 0

    def add(self, view: SeatView, truth: Sequence[int], worlds: Sequence[Deal],
            log_weights: Sequence[float]) -> None:
        """Score one decision: ``worlds`` weighed by ``log_weights``, against ``truth`` (the
        true hands)."""
        top = max(log_weights)
        weights = [math.exp(w - top) for w in log_weights]
        total = sum(weights)
        others = [s for s in view.active if s != view.seat]
        for card in cards_of(view.unseen):
            holder = next((s for s in others if truth[s] >> card & 1), None)
            if holder is None:
                continue  # in the stock or the discard: not a seat's to read
            p = sum(w for w, world in zip(weights, worlds, strict=True)
                    if world.hands[holder] >> card & 1) / total
            self.log_score += math.log(max(p, FLOOR))
            self.cards += 1
        for s in others:
            for mask in SUIT_MASKS:
                lacks = sum(w for w, world in zip(weights, worlds, strict=True)
                            if not world.hands[s] & mask) / total
                self.brier += (lacks - (0.0 if truth[s] & mask else 1.0)) ** 2
                self.pairs += 1
        first = weights[:POOL]
        self.ess += sum(first) ** 2 / sum(w * w for w in first)
        self.decisions += 1

    def line(self, name: str) -> str:
        return (f"{name:<16} {self.log_score / self.cards:>13.3f} {self.brier / self.pairs:>10.4f}"
                f" {self.ess / self.decisions:>6.1f}")


@dataclass
class Reading:
    """Every weighing's score, by name (``rule x0.5``, ``learned``, ...)."""

    scores: dict[str, Score] = field(default_factory=dict)

    def measure(self, view: SeatView, truth: Sequence[int], worlds: Sequence[Deal],
                strengths: Sequence[float]) -> None:
        uniform = [0.0] * len(worlds)
        self.scores.setdefault("none", Score()).add(view, truth, worlds, uniform)
        kinds = ("rule", "learned") if applies(view.rules.definition) else ("rule",)
        for kind in kinds:  # where the model was not fitted, "learned" would be the rule again
            logs = [log_likelihood(view, w, kind == "learned") for w in worlds]
            for beta in strengths:
                if beta:
                    name = kind if beta == 1 else f"{kind} x{beta:g}"
                    self.scores.setdefault(name, Score()).add(
                        view, truth, worlds, [beta * x for x in logs])


def read_deal(reading: Reading, bot_name: str, variant: str, players: int | None, seed: int,
              index: int, worlds: int, strengths: Sequence[float]) -> None:
    """Play deal ``index`` with ``bot_name`` in every seat, scoring seat 0's readings."""
    rules = preset(variant, players)
    sides = rules.sides(rules.players)
    deal, rngs = numbered_deal(rules, seed, index)
    bot = make_bot(bot_name)
    sampling = random.Random(derive_seed(seed, "reading", index))
    while not deal.is_over and deal.claim is None:
        seat = deal.current_player
        view = make_view(deal, seat, sides)
        if seat == 0 and informative(view) and FIRST_TRICK <= len(view.tricks) <= LAST_TRICK:
            sampled = [sample_world(view, sampling) for _ in range(worlds)]
            reading.measure(view, deal.hands, sampled, strengths)
        deal.apply(bot.choose(view, rngs[seat]))


def main(argv: Sequence[str] | None = None) -> int:
    p = OneLineParser(prog="reading", description=__doc__)
    p.add_argument("--bots", default="pimc", help="the bot that plays every seat")
    p.add_argument("--variant", default="traversone")
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--worlds", type=int, default=400, help="worlds sampled per decision")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--strengths", default="0.5,0.75,1",
                   help="comma-separated multipliers of the log-weights (default 0.5,0.75,1)")
    args = p.parse_args(argv)
    try:
        make_bot(args.bots)
        preset(args.variant, args.players)
        strengths = [float(x) for x in args.strengths.split(",")]
    except (BotError, RulesError) as exc:
        fail(f"reading: {exc}")
    except ValueError:
        fail(f"reading: --strengths must be numbers separated by commas, not {args.strengths!r}")
    if args.deals < 1 or args.worlds < POOL:
        fail(f"reading: --deals must be at least 1 and --worlds at least {POOL}")
    reading = Reading()
    for index in range(args.deals):
        read_deal(reading, args.bots, args.variant, args.players, args.seed, index,
                  args.worlds, strengths)
    if not reading.scores:
        fail(f"reading: no decision of seat 0 to measure in {args.variant}: with a stock, the "
             "plays cannot tell worlds apart")
    decisions = next(iter(reading.scores.values())).decisions
    print(f"{decisions} decisions of seat 0 in {args.deals} deals, {args.worlds} worlds each")
    print(f"{'weighing':<16} {'log p(holder)':>13} {'void Brier':>10} {'ESS/' + str(POOL):>6}")
    for name, score in reading.scores.items():
        print(score.line(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
