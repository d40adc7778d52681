"""Translated templates' ``%1``, ``%2``… filled in, with no Qt: the terminal's lines are
filled before Qt is loaded (and a bot worker never loads it)."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` in one pass, so a player's name
    that itself holds ``%2`` is shown as typed (chained ``replace`` calls would substitute it)."""
    def value(found: re.Match[str]) -> str:
        index = int(found[1]) - 1
        return values[index] if index < len(values) else found[0]

    return _PLACEHOLDER.sub(value, template)
