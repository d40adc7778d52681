"""A headless autosaving demo for the kill test: bots play match after match, forever.

``python -m traversone_desktop.tools.soak --data-dir DIR`` saves exactly as the
app does (the real :class:`AutoSaver`, after every trick and at the match end)
but as fast as it can, so a test that kills it at random moments catches the
autosave mid-write as often as possible. It prints ``ready`` once the first
save is on disk.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator, Sequence

from ..bots import make_bot
from ..cli.common import OneLineParser
from ..engine import Match
from ..engine.deal import derive_seed
from ..engine.events import MatchOver, TrickTaken
from ..engine.rules import preset
from ..session.setup import GameSetup, SeatSetup
from ..storage.autosave import AutoSaver
from ..storage.paths import set_data_dir

TABLES = (("traversone", 4), ("ciapano", 3), ("kifameno", 2), ("traversone_partners", 4),
          ("ciapano", 5), ("kifameno", 3))
"""Presets and table sizes the demo cycles through (every reverse-game table shape)."""


def setups(seed: int) -> Iterator[GameSetup]:
    """An endless round of bots-only tables, each match with its own seed."""
    index = 0
    while True:
        variant, players = TABLES[index % len(TABLES)]
        seats = tuple(SeatSetup(f"Bot {s + 1}") for s in range(players))
        yield GameSetup(preset(variant, players), seats, seed=derive_seed(seed, "soak", index))
        index += 1


def play(setup: GameSetup, saver: AutoSaver, saved: Callable[[], None] = lambda: None) -> Match:
    """One bots-only match, autosaved after every trick and when it ends (then ``saved()``)."""
    assert setup.seed is not None
    match = Match(setup.rules, setup.seed)
    match.start()
    bot = make_bot("random")
    rng = random.Random(setup.seed)
    while not match.is_over:
        seat = match.current_player
        events = match.apply(bot.choose(match.view(seat), rng))
        if any(isinstance(e, TrickTaken | MatchOver) for e in events):
            saver.save(setup, match)
            saved()
    return match


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="traversone-soak", description=__doc__)
    parser.add_argument("--data-dir", required=True, help="folder for autosave.json")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--matches", type=int, default=0, help="stop after this many (0: never)")
    args = parser.parse_args(argv)
    set_data_dir(args.data_dir)
    saver = AutoSaver()
    told = False

    def announce() -> None:
        nonlocal told
        if not told:
            print("ready", flush=True)
            told = True

    for played, setup in enumerate(setups(args.seed), 1):
        play(setup, saver, announce)
        if played == args.matches:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
