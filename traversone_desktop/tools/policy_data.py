"""Self-play card choices, recorded for training the learned play model (:mod:`..bots.learned`).

``python -m traversone_desktop.tools.policy_data --bots pimc --deals 500 --out a.jsonl``
plays bots-only deals of the Traversone family (every table shape) and writes one
JSON line per card choice that had more than one distinct card: the facts the
chooser saw (its hand, the legal cards, the trick, the cards still out, who plays
after it, its partners, what each seat has taken) and the card it chose. Nothing
here reads another seat's hand; the lines are what a seat's view held.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence

from ..bots import BotError, make_bot
from ..bots.heuristic import search_candidates
from ..cli.common import OneLineParser, fail, numbered_deal
from ..engine.moves import card_of, is_card
from ..engine.rules import preset
from ..engine.view import make_view

TABLES = (("traversone", 4), ("ciapano", 3), ("ciapano", 5), ("kifameno", 2),
          ("traversone_partners", 4), ("kifameno", 3))
"""The table shapes the recorded deals cycle through (the learned model's games)."""


def choices(bot_name: str, seed: int, index: int) -> Iterator[dict[str, object]]:
    """Every recorded choice of deal number ``index``, all seats played by ``bot_name``."""
    variant, players = TABLES[index % len(TABLES)]
    rules = preset(variant, players)
    sides = rules.sides(players)
    deal, rngs = numbered_deal(rules, seed, index)
    bot = make_bot(bot_name)
    while not deal.is_over and deal.claim is None:
        seat = deal.current_player
        view = make_view(deal, seat, sides)
        move = bot.choose(view, rngs[seat])
        if deal.phase == "play" and is_card(move):
            spot, candidates = search_candidates(view)
            if len(candidates) > 1:
                yield {"variant": variant, "players": players, "seat": seat,
                       "hand": spot.hand, "legal": spot.legal, "trick": list(spot.trick),
                       "others": spot.others, "later": list(spot.later),
                       "partners": list(spot.partners), "taken": list(spot.taken),
                       "card": card_of(move)}
        deal.apply(move)


def main(argv: Sequence[str] | None = None) -> int:
    p = OneLineParser(prog="policy_data", description=__doc__)
    p.add_argument("--bots", default="pimc", help="the bot that plays every seat")
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--first-deal", type=int, default=0)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True, help="JSON-lines file to append to")
    args = p.parse_args(argv)
    try:
        make_bot(args.bots)
    except BotError as exc:
        fail(f"policy_data: {exc}")
    if args.deals < 1 or args.first_deal < 0:
        fail("policy_data: --deals must be at least 1 and --first-deal not negative")
    with open(args.out, "a", encoding="utf-8") as out:
        for index in range(args.first_deal, args.first_deal + args.deals):
            for row in choices(args.bots, args.seed, index):
                out.write(json.dumps(row, separators=(",", ":")) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
