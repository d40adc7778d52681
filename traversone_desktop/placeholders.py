"""Translated templates' ``%1``, ``%2``… filled in, with no Qt: the terminal's lines are
filled before Qt is loaded (and a bot worker never loads it)."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"(?:(?<![\w'’])([aAeE]) )?%([1-9])")
"""A placeholder, with the Italian word ``a`` or ``e`` standing just before it, if one does
(English templates never put one there: a test of the catalogue checks)."""

_SAME_VOWEL = {"a": "aàá", "e": "eèé"}


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` in one pass, so a player's name
    that itself holds ``%2`` is shown as typed (chained ``replace`` calls would substitute it).

    Italian's euphonic *d* is added where a value begins with the vowel of the ``a`` or ``e``
    before it ("Passa ad Anna", "Tu ed Elena"), but not before *ad-* or *ed-* ("a Adele"),
    as Italian usage has it."""
    def value(found: re.Match[str]) -> str:
        word, index = found[1], int(found[2]) - 1
        if index >= len(values):
            return found[0]
        text = values[index]
        if word is None:
            return text
        return f"{word}{_euphonic_d(word, text)} {text}"

    return _PLACEHOLDER.sub(value, template)


def _euphonic_d(word: str, text: str) -> str:
    """``"d"`` where Italian writes ``ad``/``ed`` for ``word`` before ``text``."""
    start, vowel = text[:2].lower(), word.lower()
    return "d" if start and start[0] in _SAME_VOWEL[vowel] and start != vowel + "d" else ""
