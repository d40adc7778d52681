"""``traversone-sim``: play whole matches headless and write a checkable JSON Lines log."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import IO, Any

from ..bots import Bot, BotError, make_bot
from ..engine import Match, Rules
from ..engine.deal import derive_seed
from .common import CommandLineError, OneLineParser, fail, resolve_rules, stopped_quietly


def build_parser() -> OneLineParser:
    p = OneLineParser(prog="traversone-sim", description=__doc__)
    p.add_argument("--variant", required=True, help="preset name, e.g. traversone, ciapano")
    p.add_argument("--players", type=int, help="table size (default: the preset's usual one)")
    p.add_argument("--matches", type=int, default=1, help="how many matches (default 1)")
    p.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    p.add_argument("--bots", default="random",
                   help="one bot for every seat, or one per seat, comma-separated")
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                   help="change a rule option (repeatable)")
    p.add_argument("--log", metavar="FILE", help="write one JSON object per deal; '-' is stdout")
    return p


def make_bots(spec: str, seats: int) -> list[Bot]:
    """Bots for every seat from ``name`` or ``name,name,...``."""
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names *= seats
    if len(names) != seats:
        raise CommandLineError(f"--bots names {len(names)} bots for {seats} seats")
    try:
        return [make_bot(n) for n in names]
    except BotError as exc:
        raise CommandLineError(str(exc)) from None


def play_match(rules: Rules, seed: int, bots: Sequence[Bot]) -> Match:
    """One whole match, each seat's bot seeing only its own view."""
    match = Match(rules, seed)
    match.start()
    rngs = [random.Random(derive_seed(seed, "bot", s)) for s in range(rules.players)]
    while not match.is_over:
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat), rngs[seat]))
    return match


def run(rules: Rules, matches: int, seed: int, bots: Sequence[Bot],
        log: IO[str] | None) -> list[Match]:
    played = []
    for index in range(matches):
        match = play_match(rules, derive_seed(seed, "match", index), bots)
        if log is not None:
            for record in match.records:
                log.write(json.dumps(replace(record, match=index).to_json(),
                                     separators=(",", ":")) + "\n")
        played.append(match)
    return played


def summary(rules: Rules, played: list[Match]) -> str:
    sides = rules.sides(rules.players)
    wins = [0] * len(sides)
    deals = 0
    for m in played:
        deals += len(m.records)
        for w in m.winners:
            wins[w] += 1
    names = ["+".join(map(str, s)) for s in sides]
    parts = ", ".join(f"seat {n}: {w}" for n, w in zip(names, wins, strict=True))
    return f"{rules.variant}, {rules.players} players: {len(played)} matches, {deals} deals; " \
           f"wins by {'side' if rules.teams else 'seat'}: {parts}"


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.matches < 1:
            raise CommandLineError(f"--matches must be at least 1, not {args.matches}")
        rules = resolve_rules(args.variant, args.players, args.rule)
        bots = make_bots(args.bots, rules.players)
    except CommandLineError as exc:
        fail(f"traversone-sim: {exc}")
    out: Any = None
    try:
        if args.log == "-":
            out = sys.stdout
        elif args.log:
            out = open(args.log, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
    except OSError as exc:
        fail(f"traversone-sim: cannot write the log {args.log!r}: {exc.strerror}")
    try:
        played = stopped_quietly("traversone-sim",
                                 lambda: run(rules, args.matches, args.seed, bots, out))
    except BrokenPipeError:  # the reader (``| head``) has had enough: stop quietly
        sys.stderr.close()
        return 0
    finally:
        if out is not None and out is not sys.stdout:
            out.close()
    print(summary(rules, played), file=sys.stderr if out is sys.stdout else sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
