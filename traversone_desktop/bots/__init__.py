"""Players that choose a move from one seat's view, and never see the true deal."""

from .expert import ExpertBot
from .heuristic import HeuristicBot
from .pool import BotPool
from .protocol import Bot
from .registry import LEVELS, BotError, bot_names, make_bot, register

__all__ = ["LEVELS", "Bot", "BotError", "BotPool", "ExpertBot", "HeuristicBot", "bot_names",
           "make_bot", "register"]
