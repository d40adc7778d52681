"""What every command-line tool shares: one-line errors with exit code 2, and a quiet stop
on Ctrl+C (exit code 130, as a shell reports an interrupted command)."""

from __future__ import annotations

import argparse
import random
import re
import sys
import unicodedata
from collections.abc import Callable
from typing import NoReturn, TypeVar

from ..engine.deal import Deal, derive_seed
from ..engine.rules import PRESET_NAMES, PRESET_PLAYERS, Rules, RulesError, preset
from ..placeholders import fill
from ..terminal import translate as _tr

EXIT_BAD_INPUT = 2
EXIT_STOPPED = 130
T = TypeVar("T")


class CommandLineError(Exception):
    """Bad input on the command line; its message is the whole line shown to the user."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit code 2, never a usage dump."""

    def error(self, message: str) -> NoReturn:
        fail(f"{self.prog}: {message}")


def fail(message: str) -> NoReturn:
    print(message, file=sys.stderr)
    raise SystemExit(EXIT_BAD_INPUT)


def numbered_deal(rules: Rules, seed: int, index: int) -> tuple[Deal, list[random.Random]]:
    """Deal number ``index`` of a seeded run, every seat at the table, and each seat's bot its
    own random stream: the same cards, dealer and bot randomness for the same seed and number
    in every command that plays numbered deals (the tournament and the bot tools)."""
    seats = rules.players
    dealer = derive_seed(seed, "dealer", index) % seats
    deal = Deal.shuffle(rules, seats, tuple(range(seats)), dealer,
                        derive_seed(seed, "deal", index))
    return deal, [random.Random(derive_seed(seed, "bot", index, s)) for s in range(seats)]


def stopped_quietly(prog: str, work: Callable[[], T]) -> T:
    """``work()``; Ctrl+C ends it with one line instead of a trace (the figures so far are
    not worth printing: a tournament's half-played deals are not duplicate)."""
    try:
        return work()
    except KeyboardInterrupt:
        print(f"{prog}: stopped", file=sys.stderr)
        raise SystemExit(EXIT_STOPPED) from None


def whole_number(text: str) -> int:
    """An option's whole number ("-3", "12"), or argparse's line saying it is not one."""
    found = _WHOLE_NUMBER.fullmatch(text)
    if found and len(found[1]) > MOST_DIGITS:
        raise argparse.ArgumentTypeError(fill(_tr("CommandLine", "%1 has too many digits"),
                                              repr(text[:40])))
    if found:
        return int(text)
    raise argparse.ArgumentTypeError(fill(_tr("CommandLine", "%1 is not a whole number"),
                                          repr(text[:40])))


_WHOLE_NUMBER = re.compile(r"\s*[+-]?([0-9]+)\s*", re.ASCII)
"""Plain digits: ``int`` would also take '١٢' or '1_000'."""
MOST_DIGITS = 30
"""More is too large for any option (and ``int`` would spend time on 5,000 digits)."""


def parse_rule_options(items: list[str]) -> dict[str, str]:
    """``KEY=VALUE`` strings to a dict; a malformed one is a CommandLineError."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise CommandLineError(f"bad --rule {item!r}: expected KEY=VALUE, such as target=31")
        out[key.strip()] = value.strip()
    return out


def variant_name(typed: str) -> str:
    """The preset a typed name means: as Italians write it too ("Ciapanò", "Tressette 2")."""
    plain = unicodedata.normalize("NFKD", typed.strip()).encode("ascii", "ignore").decode()
    return "_".join(plain.casefold().replace("-", " ").split())


def resolve_rules(variant: str, players: int | None, rule_items: list[str]) -> Rules:
    """The rules a command line asks for, or a CommandLineError saying what is wrong."""
    if variant_name(variant) in PRESET_NAMES:  # else refused below, as it was typed
        variant = variant_name(variant)
    if variant not in PRESET_NAMES:
        raise CommandLineError(fill(_tr("CommandLine", "unknown variant %1; variants are: %2"),
                                    repr(variant), ", ".join(PRESET_NAMES)))
    if players is not None and players not in PRESET_PLAYERS[variant]:
        raise CommandLineError(table_sizes(variant, players))
    try:
        rules = preset(variant, players)
        options = parse_rule_options(rule_items)
        if "players" in options or "variant" in options:
            raise CommandLineError(
                "set the table size with --players and the game with --variant, not --rule")
        return rules.with_options(options) if options else rules
    except RulesError as exc:
        raise CommandLineError(str(exc)) from None


def table_sizes(variant: str, players: int) -> str:
    """The line that refuses ``players`` for ``variant``, and names the games that table
    plays: "busca is played by 4 players, not 2; for 2 players: kifameno, tressette_2"."""
    sizes = [str(n) for n in PRESET_PLAYERS[variant]]
    listed = sizes[0] if len(sizes) == 1 else fill(_tr("CommandLine", "%1 or %2"),
                                                   ", ".join(sizes[:-1]), sizes[-1])
    line = fill(_tr("CommandLine", "%1 is played by %2 players, not %3"), variant, listed,
                str(players))
    others = [name for name in PRESET_NAMES if players in PRESET_PLAYERS[name]]
    if not others:
        return line
    return fill(_tr("CommandLine", "%1; for %2 players: %3"), line, str(players),
                ", ".join(others))
