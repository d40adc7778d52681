"""``traversone-tournament``: duplicate deals that measure one bot against another.

For each seeded deal the candidate plays once in every seat against copies of
the baseline, and a game of baselines only on the same cards is the
reference. A deal's result is the mean over seats of the candidate's points
minus the baseline's points in that seat of the reference game, so the luck of
the cards cancels out. In reverse games a negative mean is better.

For measurement only, either side may be the ``cheating-oracle`` (it reads every
hand: the ceiling); no other command or the app can seat it.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..bots import Bot, BotError, make_bot
from ..bots.oracle import NAME as ORACLE
from ..bots.oracle import is_oracle, oracle_from_name
from ..bots.pool import ignore_ctrl_c
from ..engine.deal import Deal, IllegalMoveError
from ..engine.moves import move_code
from ..engine.rules import Rules
from ..engine.scoring import score_deal, side_of
from ..engine.view import make_view
from .common import (
    CommandLineError,
    OneLineParser,
    fail,
    numbered_deal,
    resolve_rules,
    stopped_quietly,
)


def build_parser() -> OneLineParser:
    p = OneLineParser(prog="traversone-tournament", description=__doc__,
                      epilog=f"Either bot may be {ORACLE!r} (reads every hand; measurement only).")
    p.add_argument("--variant", required=True, help="preset name, e.g. traversone, ciapano")
    p.add_argument("--candidate", required=True, help="the bot being measured")
    p.add_argument("--baseline", required=True, help="the bot it is measured against")
    p.add_argument("--deals", type=int, required=True, help="how many duplicate deals")
    p.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    p.add_argument("--first-deal", type=int, default=0, metavar="N",
                   help="play the run's deals from number N on, so a long run can be split "
                        "over machines or stops (default 0)")
    p.add_argument("--players", type=int, help="table size (default: the preset's usual one)")
    p.add_argument("--move-time", type=float, default=1.0, metavar="SECONDS",
                   help="search bots' time per move (default 1.0)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="processes to play in (default: every core)")
    p.add_argument("--json", action="store_true", help="end with one JSON line of figures")
    return p


@dataclass(frozen=True)
class Game:
    """One game of a duplicate deal: ``seat`` is the candidate's seat, or None (reference)."""

    rules: Rules
    seed: int
    index: int
    seat: int | None
    candidate: str
    baseline: str
    move_time: float


@dataclass(frozen=True)
class GameResult:
    index: int
    seat: int | None
    points: tuple[int, ...]
    """Per seat, the points of its side."""
    cappotto: bool
    move_ms: tuple[float, ...]
    """The candidate's thinking time for each of its moves."""


def bot_for(name: str, move_time: float, deal: Deal) -> Bot:
    """The bot ``name`` names; the cheating oracle is handed the true ``deal``."""
    return oracle_from_name(name, deal, move_time) if is_oracle(name) else make_bot(name, move_time)


def play_game(game: Game) -> GameResult:
    """Play one deal to its end, each seat's bot seeing only its own view."""
    rules, seats = game.rules, game.rules.players
    sides = rules.sides(seats)
    deal, rngs = numbered_deal(rules, game.seed, game.index)
    bots = [bot_for(game.candidate if s == game.seat else game.baseline, game.move_time, deal)
            for s in range(seats)]
    times: list[float] = []
    while not deal.is_over and deal.claim is None:
        seat = deal.current_player
        view = make_view(deal, seat, sides)
        start = time.perf_counter()
        move = bots[seat].choose(view, rngs[seat])
        if seat == game.seat:
            times.append(1000 * (time.perf_counter() - start))
        try:
            deal.apply(move)
        except IllegalMoveError:
            name = game.candidate if seat == game.seat else game.baseline
            raise CommandLineError(
                f"bot {name!r} played an illegal move {move_code(move)!r}") from None
    outcome = score_deal(deal, sides)
    points = tuple(outcome.scores[side_of(sides, s)] for s in range(seats))
    return GameResult(game.index, game.seat, points, outcome.cappotto is not None, tuple(times))


Z95 = 1.96
"""A mean's 95% interval is this many standard errors either side of it."""


def half_width(sd: float, deals: int) -> float:
    """Half the 95% interval of a mean of ``deals`` values with standard deviation ``sd``."""
    return Z95 * sd / math.sqrt(deals) if deals > 1 else 0.0


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and the two ends of its 95% interval."""
    mean = statistics.fmean(values)
    half = half_width(statistics.stdev(values) if len(values) > 1 else 0.0, len(values))
    return mean, mean - half, mean + half


@dataclass(frozen=True)
class Figures:
    """What a run measured: the per-deal mean, its 95% interval, and cappotti."""

    mean: float
    ci95_low: float
    ci95_high: float
    deals: int
    cappotto_rate: float


@dataclass(frozen=True)
class Summary(Figures):
    ms_per_move_median: float
    ms_per_move_p95: float
    per_deal: tuple[float, ...]
    """Each deal's duplicate difference, in deal order: two runs on the same deals can then
    be compared deal by deal (``traversone-tournament-pool --against``)."""


def summarise(results: Sequence[GameResult], seats: int) -> Summary:
    """Per-deal duplicate differences, their mean and 95% interval, and move times."""
    reference = {r.index: r for r in results if r.seat is None}
    diffs: dict[int, float] = {i: 0.0 for i in reference}
    played = [r for r in results if r.seat is not None]
    for r in played:
        assert r.seat is not None
        diffs[r.index] += (r.points[r.seat] - reference[r.index].points[r.seat]) / seats
    values = [diffs[i] for i in sorted(diffs)]
    times = sorted(t for r in played for t in r.move_ms)
    median = statistics.median(times) if times else 0.0
    p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)] if times else 0.0
    return Summary(*interval(values), len(values),
                   sum(r.cappotto for r in played) / len(played), median, p95, tuple(values))


def run(games: list[Game], workers: int) -> list[GameResult]:
    """Play every game, over a pool of processes when more than one worker is asked for."""
    if workers <= 1:
        return [play_game(g) for g in games]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context,
                             initializer=ignore_ctrl_c) as pool:
        return list(pool.map(play_game, games))


def report(figures: Figures, positive: bool, move_times: str) -> None:
    """The result lines every tournament summary prints, the pooled one too."""
    better = "higher" if positive else "lower"
    print(f"candidate minus baseline: {figures.mean:+.3f} points per deal "
          f"(95% CI {figures.ci95_low:+.3f} to {figures.ci95_high:+.3f}; {better} is better)")
    print(f"cappotto in {100 * figures.cappotto_rate:.1f}% of the candidate's games; "
          f"candidate ms per move: {move_times}")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.deals < 1:
            raise CommandLineError(f"--deals must be at least 1, not {args.deals}")
        if args.first_deal < 0:
            raise CommandLineError(f"--first-deal cannot be negative, not {args.first_deal}")
        if args.move_time <= 0:
            raise CommandLineError(f"--move-time must be positive, not {args.move_time}")
        if args.workers < 1:
            raise CommandLineError(f"--workers must be at least 1, not {args.workers}")
        rules = resolve_rules(args.variant, args.players, [])
        sample = Deal.shuffle(rules, rules.players, tuple(range(rules.players)), 0, 0)
        for name in (args.candidate, args.baseline):
            bot_for(name, args.move_time, sample)
    except (CommandLineError, BotError) as exc:
        fail(f"traversone-tournament: {exc}")
    deals = range(args.first_deal, args.first_deal + args.deals)
    games = [Game(rules, args.seed, i, seat, args.candidate, args.baseline, args.move_time)
             for i in deals for seat in (None, *range(rules.players))]
    try:
        results = stopped_quietly("traversone-tournament", lambda: run(games, args.workers))
    except CommandLineError as exc:
        fail(f"traversone-tournament: {exc}")
    s = summarise(results, rules.players)
    first = f" from deal {args.first_deal}" if args.first_deal else ""
    print(f"{rules.variant}, {rules.players} players: {args.candidate} vs {args.baseline}, "
          f"{s.deals} duplicate deals{first}, seed {args.seed}")
    report(s, rules.positive,
           f"median {s.ms_per_move_median:.1f}, p95 {s.ms_per_move_p95:.1f}")
    if args.json:
        print(json.dumps({"variant": rules.variant, "players": rules.players,
                          "candidate": args.candidate, "baseline": args.baseline,
                          "seed": args.seed, "first_deal": args.first_deal,
                          "move_time": args.move_time,
                          **s.__dict__}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
