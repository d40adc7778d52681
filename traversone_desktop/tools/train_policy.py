"""Fit the learned play model's weights (:mod:`..bots.learned`) to recorded choices.

``python -m traversone_desktop.tools.train_policy a.jsonl b.jsonl --write`` reads the
choices :mod:`.policy_data` recorded, keeps one in ten (by line) to test on, fits a
softmax over each choice's distinct legal cards by gradient descent (Adam, a little L2),
prints how well it, the fixed rule (:data:`..bots.beliefs.MISMATCH`) and chance predict
the test choices, and with ``--write`` rewrites ``bots/learned_weights.py``. ``--shipped``
fits nothing and tests the weights the bots ship with.
"""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..bots import learned
from ..bots.beliefs import MISMATCH
from ..bots.endgame import spot_options
from ..bots.learned_weights import WEIGHTS
from ..bots.rollout import NO_VOIDS
from ..bots.tactics import Spot, blockers
from ..cli.common import OneLineParser, fail
from ..engine.rules import preset

Example = tuple[list[learned.Row], int]
"""A choice's feature rows and the index of the card chosen."""

HELD_OUT = 10
"""Every this-many-th choice is kept out of training, to test on."""


def spot_of_row(row: dict[str, Any]) -> Spot:
    """The facts a recorded choice was made on."""
    game = preset(row["variant"], row["players"]).definition
    return Spot(row["seat"], row["hand"], row["legal"], [tuple(p) for p in row["trick"]],
                row["others"], row["later"], row["partners"], NO_VOIDS, row["taken"], game)


def example(row: dict[str, Any]) -> Example:
    """A recorded choice as feature rows and the chosen row's index."""
    spot = spot_of_row(row)
    cards = spot_options(spot)
    return learned.features(spot, cards), learned.run_of(cards, row["card"], blockers(spot))


def load(paths: Sequence[str]) -> tuple[list[Example], list[Example]]:
    """Training and test examples from the recorded files."""
    train: list[Example] = []
    test: list[Example] = []
    n = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                (test if n % HELD_OUT == 0 else train).append(example(json.loads(line)))
                n += 1
    return train, test


def log_loss(examples: list[Example], weights: Sequence[float]) -> tuple[float, float]:
    """Mean negative log-likelihood of the chosen cards, and how often the top card is it."""
    total, hits = 0.0, 0
    for rows, chosen in examples:
        probs = learned.softmax(learned.scores(rows, weights))
        total -= math.log(max(probs[chosen], 1e-12))
        hits += max(range(len(probs)), key=probs.__getitem__) == chosen
    return total / len(examples), hits / len(examples)


def rule_loss(examples: list[Example]) -> tuple[float, float]:
    """The same for the bots' earlier rule: the heuristic's card with 1 - MISMATCH."""
    heuristic = {i for i, name in enumerate(learned.NAMES) if name.endswith(":heuristic")}
    total, hits = 0.0, 0
    for rows, chosen in examples:
        picks = [any(i in heuristic for i, _ in r) for r in rows]
        p = 1.0 - MISMATCH if picks[chosen] else MISMATCH / (len(rows) - 1)
        total -= math.log(p)
        hits += picks[chosen]
    return total / len(examples), hits / len(examples)


def fit(examples: list[Example], epochs: int, rate: float, l2: float,
        rng: random.Random) -> list[float]:
    """Weights minimising the choices' log-loss plus ``l2`` times their squares (Adam)."""
    size = len(learned.NAMES)
    w = [0.0] * size
    m = [0.0] * size
    v = [0.0] * size
    step = 0
    batch = 64
    order = list(range(len(examples)))
    for _ in range(epochs):
        rng.shuffle(order)
        for start in range(0, len(order), batch):
            grad = [l2 * x for x in w]
            for i in order[start:start + batch]:
                rows, chosen = examples[i]
                probs = learned.softmax(learned.scores(rows, w))
                for k, (row, p) in enumerate(zip(rows, probs, strict=True)):
                    g = (p - (1.0 if k == chosen else 0.0)) / batch
                    for j, x in row:
                        grad[j] += g * x
            step += 1
            for j in range(size):
                m[j] = 0.9 * m[j] + 0.1 * grad[j]
                v[j] = 0.999 * v[j] + 0.001 * grad[j] ** 2
                mh = m[j] / (1 - 0.9 ** step)
                vh = v[j] / (1 - 0.999 ** step)
                w[j] -= rate * mh / (math.sqrt(vh) + 1e-8)
    return w


def games_of(paths: Sequence[str]) -> tuple[str, ...]:
    """The games (not presets) whose choices the files hold."""
    found: set[str] = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                found.add(preset(row["variant"], row["players"]).definition.name)
    return tuple(sorted(found))


def write(weights: Sequence[float], sources: Sequence[str], note: str) -> None:
    path = Path(learned.__file__).with_name("learned_weights.py")
    lines = ['"""The learned play model\'s weights, written by ``tools/train_policy.py``.', "",
             f"Fitted to {note} recorded by ``tools/policy_data.py``",
             f"({', '.join(Path(s).name for s in sources)}). Regenerate; do not edit.",
             '"""', "", "from typing import Final", "",
             f"GAMES: Final = {games_of(sources)!r}",
             '"""The games the choices came from: the model is used for these only."""', "",
             "WEIGHTS: Final = ("]
    for name, x in zip(learned.NAMES, weights, strict=True):
        lines.append(f"    {x:+.4f},  # {name}")
    lines.append(")")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    p = OneLineParser(prog="train_policy", description=__doc__)
    p.add_argument("files", nargs="+")
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--rate", type=float, default=0.02)
    p.add_argument("--l2", type=float, default=1e-4)
    p.add_argument("--write", action="store_true")
    p.add_argument("--shipped", action="store_true",
                   help="fit nothing: test the weights the bots ship with")
    args = p.parse_args(argv)
    if args.shipped and args.write:
        fail("train_policy: --shipped tests the shipped weights; there is nothing to --write")
    try:
        train, test = load(args.files)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        fail(f"train_policy: cannot read the recorded choices: {exc}")
    if not train or not test:
        fail("train_policy: too few recorded choices to fit and test on")
    print(f"{len(train)} training choices, {len(test)} test choices")
    weights = (list(WEIGHTS) if args.shipped
               else fit(train, args.epochs, args.rate, args.l2, random.Random(0)))
    loss, hits = log_loss(test, weights)
    rule, rule_hits = rule_loss(test)
    uniform = sum(math.log(len(rows)) for rows, _ in test) / len(test)
    print(f"test log-loss: learned {loss:.4f} (top card right {100 * hits:.1f}%), "
          f"heuristic rule {rule:.4f} ({100 * rule_hits:.1f}%), uniform {uniform:.4f}")
    for name, x in zip(learned.NAMES, weights, strict=True):
        print(f"  {name:28s} {x:+.3f}")
    if args.write:
        write(weights, args.files, f"{len(train)} choices")
    return 0


if __name__ == "__main__":
    sys.exit(main())
