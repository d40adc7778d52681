"""``traversone-tournament-pool``: one result from the parts of a split tournament.

``traversone-tournament --first-deal N`` lets a long run be played in parts (on
several cores, machines or days). This command reads each part's saved output
(its last line must be the ``--json`` line), checks that the parts measure the
same thing on different deals, and prints the whole run's figures: the mean is
exact, and so is the 95% interval, because a part's interval gives its standard
deviation and pooled variance follows from the parts' means and deviations.
Move times cannot be merged from summaries, so the parts' medians and p95s are
given as their range. Parts may come from different seeds: a seed deals other
cards, so its deals are fresh ones, and a deal is known by its seed and number.

With ``--against`` and the parts of a second run (another candidate against the same
baseline on the same seeds), it also compares the two candidates deal by deal on the deals
both played. Both faced the same cards and the same reference game, and what they share
drops out of the difference, which two intervals side by side cannot allow for.
"""

from __future__ import annotations

import itertools
import json
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from .common import CommandLineError, OneLineParser, fail, resolve_rules
from .tournament import Z95, Figures, half_width, interval, report

SAME = ("variant", "players", "candidate", "baseline", "move_time")
"""What every part must share to be a slice of one run."""
ALIKE = tuple(key for key in SAME if key != "candidate")
"""What two runs must share to be compared deal by deal."""


def _is_number(value: object) -> TypeGuard[int | float]:
    """A JSON number (``true`` and ``false`` are not)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


@dataclass(frozen=True)
class Part:
    """One part's ``--json`` figures; ``source`` names its file in messages."""

    source: str
    figures: dict[str, object]

    @property
    def first(self) -> int:
        return int(self.number("first_deal", 0))

    @property
    def seed(self) -> int:
        return int(self.number("seed"))

    @property
    def deals(self) -> int:
        return int(self.number("deals"))

    def per_deal(self) -> dict[tuple[int, int], float]:
        """Each deal's duplicate difference, by seed and deal number."""
        values = self.figures.get("per_deal")
        if not isinstance(values, list) or len(values) != self.deals or not all(
                map(_is_number, values)):
            raise CommandLineError(f"{self.source} has no per-deal results: play it again "
                                   "with this version of traversone-tournament")
        return {(self.seed, self.first + i): float(v) for i, v in enumerate(values)}

    def number(self, key: str, default: float | None = None) -> float:
        value = self.figures.get(key, default)
        if not _is_number(value):
            raise CommandLineError(f"{self.source}: the JSON line has no number {key!r}")
        return float(value)


def build_parser() -> OneLineParser:
    p = OneLineParser(prog="traversone-tournament-pool", description=__doc__)
    p.add_argument("parts", nargs="+", metavar="FILE",
                   help="a part's saved output of traversone-tournament --json")
    p.add_argument("--against", nargs="+", metavar="FILE", default=[],
                   help="the parts of another candidate's run on the same seeds, to compare "
                        "with deal by deal")
    p.add_argument("--json", action="store_true", help="end with one JSON line of figures")
    return p


def read_part(path: str) -> Part:
    """The last JSON line of a saved tournament output, or a CommandLineError."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CommandLineError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise CommandLineError(f"cannot read {path}: it is not text") from None
    for line in reversed(lines):
        if line.startswith("{"):
            try:
                figures = json.loads(line)
            except json.JSONDecodeError:
                break
            if not isinstance(figures, dict):
                break
            part = Part(path, figures)
            if part.deals < 1:
                raise CommandLineError(f"{path}: a part must have at least one deal")
            return part
    raise CommandLineError(
        f"{path} has no figures: save traversone-tournament's output with --json")


def check_parts(parts: Sequence[Part]) -> None:
    """Raise a CommandLineError unless the parts, in seed and deal order, are one run's
    disjoint slices."""
    first = parts[0]
    for part in parts[1:]:
        for key in SAME:
            if part.figures.get(key) != first.figures.get(key):
                raise CommandLineError(
                    f"{part.source} is not part of the same run as {first.source}: "
                    f"{key} {part.figures.get(key)!r} against {first.figures.get(key)!r}")
    for before, after in itertools.pairwise(parts):
        if after.seed == before.seed and after.first < before.first + before.deals:
            raise CommandLineError(
                f"{before.source} and {after.source} share deals from {after.first} on")


def read_run(paths: Sequence[str]) -> list[Part]:
    """The parts of one run, in seed and deal order, checked to be its disjoint slices."""
    parts = sorted((read_part(path) for path in paths), key=lambda p: (p.seed, p.first))
    check_parts(parts)
    return parts


def paired(parts: Sequence[Part], others: Sequence[Part]) -> tuple[float, float, float, int]:
    """The first run's candidate minus the other's, deal by deal, on the deals both played:
    the mean, the ends of its 95% interval, and the number of deals."""
    a, b = parts[0], others[0]
    for key in ALIKE:
        if a.figures.get(key) != b.figures.get(key):
            raise CommandLineError(
                f"{b.source} cannot be compared with {a.source}: "
                f"{key} {b.figures.get(key)!r} against {a.figures.get(key)!r}")
    mine = {i: v for p in parts for i, v in p.per_deal().items()}
    theirs = {i: v for p in others for i, v in p.per_deal().items()}
    diffs = [mine[i] - theirs[i] for i in sorted(mine.keys() & theirs.keys())]
    if not diffs:
        raise CommandLineError("the two runs share no deals")
    return (*interval(diffs), len(diffs))


def pool(parts: Sequence[Part]) -> Figures:
    """The figures the parts' deals would give as one run (``summarise``'s, undone per part)."""
    n = sum(p.deals for p in parts)
    mean = sum(p.number("mean") * p.deals for p in parts) / n
    squares = 0.0
    for p in parts:
        sd = (p.number("ci95_high") - p.number("mean")) / Z95 * math.sqrt(p.deals)
        squares += (p.deals - 1) * sd * sd + p.deals * (p.number("mean") - mean) ** 2
    half = half_width(math.sqrt(squares / (n - 1)) if n > 1 else 0.0, n)
    cappotto = sum(p.number("cappotto_rate") * p.deals for p in parts) / n
    return Figures(mean, mean - half, mean + half, n, cappotto)


def spread(parts: Sequence[Part], key: str) -> tuple[float, float]:
    """The lowest and highest of the parts' values of ``key``."""
    values = [p.number(key) for p in parts]
    return min(values), max(values)


def span(low: float, high: float) -> str:
    """``1002.1`` when both ends print alike, else ``1001.9 to 1002.1``."""
    a, b = f"{low:.1f}", f"{high:.1f}"
    return a if a == b else f"{a} to {b}"


def describe(parts: Sequence[Part]) -> str:
    """The deals each part played: ``(deals 0–149, 150–299), seed 12``, or with several
    seeds ``(deals 0–149 of seed 11; 0–149 of seed 12)``."""
    seeds = sorted({p.seed for p in parts})

    def ranges(seed: int) -> str:
        return ", ".join(f"{p.first}–{p.first + p.deals - 1}" if p.deals > 1 else f"{p.first}"
                         for p in parts if p.seed == seed)

    if len(seeds) == 1:
        return f"(deals {ranges(seeds[0])}), seed {seeds[0]}"
    return "(deals " + "; ".join(f"{ranges(s)} of seed {s}" for s in seeds) + ")"


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        parts = read_run(args.parts)
        others = read_run(args.against) if args.against else []
        head = parts[0].figures
        players = head.get("players")
        rules = resolve_rules(str(head.get("variant")),
                              players if isinstance(players, int) else None, [])
        figures = pool(parts)
        median = spread(parts, "ms_per_move_median")
        p95 = spread(parts, "ms_per_move_p95")
        pair = paired(parts, others) if others else None
    except CommandLineError as exc:
        fail(f"traversone-tournament-pool: {exc}")
    several = len(parts) > 1
    print(f"{rules.variant}, {rules.players} players: {head['candidate']} vs "
          f"{head['baseline']}, {figures.deals} duplicate deals "
          f"{f'in {len(parts)} parts' if several else 'in one part'} {describe(parts)}")
    report(figures, rules.positive, f"median {span(*median)}, p95 {span(*p95)}"
                                    f"{' across the parts' if several else ''}")
    against = {}
    if pair is not None:
        mean, low, high, deals = pair
        other = others[0].figures["candidate"]
        print(f"{head['candidate']} minus {other}, deal by deal on the {deals} deals both "
              f"played: {mean:+.3f} points per deal (95% CI {low:+.3f} to {high:+.3f})")
        against = {"against": other, "paired": {"mean": mean, "ci95_low": low,
                                                "ci95_high": high, "deals": deals}}
    if args.json:
        seeds = sorted({p.seed for p in parts})
        print(json.dumps({**{key: head.get(key) for key in SAME},
                          "seed": seeds[0] if len(seeds) == 1 else seeds, "parts": len(parts),
                          **figures.__dict__, "ms_per_move_median_range": median,
                          "ms_per_move_p95_range": p95, **against}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
