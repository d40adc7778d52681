"""The engine's own exceptions, in a module every other one may import."""

from __future__ import annotations


class RulesError(ValueError):
    """A rule option, value or combination that the engine cannot play."""


class IllegalMoveError(ValueError):
    """A move that is not among the legal moves of the seat to play; the message says why."""
