"""Players that choose a move from one seat's view, and never see the true deal."""

from .protocol import Bot
from .registry import BotError, bot_names, make_bot

__all__ = ["Bot", "BotError", "bot_names", "make_bot"]
