"""Bots by name: the built-in ones, or ``package.module:factory`` for your own."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .protocol import Bot
from .random_bot import RandomBot


class BotError(ValueError):
    """An unknown bot name, a module that fails to import, or a factory that makes no bot."""


_BUILTIN: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
}


def register(name: str, factory: Callable[[], Bot]) -> None:
    """Make ``factory`` available under ``name``."""
    _BUILTIN[name] = factory


def bot_names() -> list[str]:
    """Names of the built-in bots."""
    return sorted(_BUILTIN)


def make_bot(name: str) -> Bot:
    """A fresh bot for ``name``: a built-in name or ``package.module:factory``."""
    if name in _BUILTIN:
        return _BUILTIN[name]()
    if ":" not in name:
        raise BotError(f"unknown bot {name!r}; bots are: {', '.join(bot_names())}, "
                       "or package.module:factory")
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
