"""Bots by name: the built-in ones and difficulty levels, or ``package.module:factory``.

A built-in name may carry options after a colon: ``expert:iterations=200`` (a
fixed number of sampled worlds per move, reproducible), ``expert:time=0.5``
(seconds per move), ``expert:weigh=0`` (every world counts alike; ``weigh=learned``:
weighed by the learned model of :mod:`.learned`),
``expert:search=flat`` (flat Monte Carlo instead of the tree search),
``expert:explore=0.4`` (the tree search's UCB constant),
``expert:rollout=simple`` (play worlds out by ``pimc``'s fixed rules, at half the cost), or
``heuristic:noise=0.2`` (that share of random cards), or ``pimc:worlds=100`` (the plain
flat Monte Carlo yardstick, :mod:`.pimc`). ``move_time`` passed to
:func:`make_bot` is the budget of a full-strength search bot; ``hard`` uses 30% of it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .expert import DEFAULT_MOVE_TIME, ExpertBot
from .heuristic import HeuristicBot
from .ismcts import EXPLORATION
from .pimc import WORLDS, PimcBot
from .protocol import Bot
from .random_bot import RandomBot


class BotError(ValueError):
    """An unknown bot name, a module that fails to import, or a factory that makes no bot."""


Factory = Callable[..., Bot]
"""``factory(move_time=SECONDS, **options)``; options come from the name, as text."""

EASY_NOISE = 0.35
HARD_SHARE = 0.3


def _random(move_time: float) -> Bot:
    return RandomBot()


def _heuristic(move_time: float, noise: str = "0") -> Bot:
    return HeuristicBot(float(noise))


def _easy(move_time: float) -> Bot:
    return HeuristicBot(EASY_NOISE)


def _expert(move_time: float, time: str | None = None, iterations: str | None = None,
            weigh: str = "1", search: str = "ismcts", rollout: str = "heuristic",
            explore: str = str(EXPLORATION)) -> Bot:
    if search not in ("flat", "ismcts"):
        raise ValueError(f"search must be flat or ismcts, not {search!r}")
    if rollout not in ("heuristic", "simple"):
        raise ValueError(f"rollout must be heuristic or simple, not {rollout!r}")
    weighing = {"0": "none", "1": "rule"}.get(weigh, weigh)
    return ExpertBot(float(time) if time else move_time,
                     int(iterations) if iterations else None, weighing, search == "ismcts",
                     simple_rollouts=rollout == "simple",
                     exploration=float(explore))


def _pimc(move_time: float, worlds: str = str(WORLDS)) -> Bot:
    return PimcBot(int(worlds))


def _hard(move_time: float) -> Bot:
    return ExpertBot(HARD_SHARE * move_time)


_BUILTIN: dict[str, Factory] = {
    "random": _random,
    "heuristic": _heuristic,
    "expert": _expert,
    "easy": _easy,
    "medium": _heuristic,
    "hard": _hard,
    "master": _expert,
    "pimc": _pimc,
}

LEVELS = ("easy", "medium", "hard", "master")
"""Difficulty levels offered by the app, weakest first."""


def register(name: str, factory: Factory) -> None:
    """Make ``factory`` (called as ``factory(move_time=..., **options)``) available as ``name``."""
    _BUILTIN[name] = factory


def bot_names() -> list[str]:
    """Names of the built-in bots."""
    return sorted(_BUILTIN)


def parse_options(text: str) -> dict[str, str] | None:
    """``key=value,key=value`` as a dict, or None if ``text`` is not in that form."""
    out = {}
    for item in text.split(","):
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            return None
        out[key.strip()] = value.strip()
    return out


def make_bot(name: str, move_time: float = DEFAULT_MOVE_TIME) -> Bot:
    """A fresh bot for ``name``: a built-in name (with options) or ``package.module:factory``."""
    base, _, rest = name.partition(":")
    options = parse_options(rest) if rest else {}
    if base in _BUILTIN and options is not None:
        try:
            return _BUILTIN[base](move_time=move_time, **options)
        except (TypeError, ValueError) as exc:
            raise BotError(f"bad options for bot {base!r} in {name!r}: {exc}") from None
    if ":" not in name:
        raise BotError(f"unknown bot {name!r}; bots are: {', '.join(bot_names())}, "
                       "or package.module:factory")
    return _load(name)


def _load(name: str) -> Bot:
    module_name, _, attr = name.partition(":")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # any failure to import is the user's module's fault
        raise BotError(f"bot module {module_name!r} failed to import: {exc}") from None
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise BotError(f"bot module {module_name!r} has no factory {attr!r}")
    try:
        bot = factory()
    except Exception as exc:
        raise BotError(f"bot factory {name!r} failed: {exc}") from None
    if not callable(getattr(bot, "choose", None)):
        raise BotError(f"bot factory {name!r} returned {bot!r}, which has no choose(view, rng)")
    return bot  # type: ignore[no-any-return]
