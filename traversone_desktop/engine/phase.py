"""The phases of a deal."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a deal stands; a ``str`` so views and logs read as before."""

    DISCARD = "discard"
    """The three-player dealer lays a card aside."""
    PLAY = "play"
    OVER = "over"
