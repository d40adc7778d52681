"""Moves as small ints, so search can keep them in lists and compare them cheaply.

- ``0..39``: play that card.
- ``40..159``: lead a card with a signal attached (Tressette family):
  ``40 * signal + card`` for signal 1 busso, 2 volo, 3 striscio.
- ``200 + k``: declare combination ``k`` (see :mod:`declarations`).
- :data:`CLAIM`: the side of the seat to move claims the match (*chiamarsi fuori*).

In the three-player deal with a dealer discard the dealer's first move is
also a card: the one it lays aside.
"""

from __future__ import annotations

from typing import Final

from .cards import card_code, parse_card

SIGNALS: Final = ("busso", "volo", "striscio")
DECLARE_BASE: Final = 200
CLAIM: Final = 300


def is_card(move: int) -> bool:
    """True for a move that puts a card on the table (with or without a signal)."""
    return 0 <= move < 160


def card_of(move: int) -> int:
    """The card a playing move plays."""
    return move % 40


def signal_of(move: int) -> str | None:
    """The signal a lead carries, or None."""
    return SIGNALS[move // 40 - 1] if 40 <= move < 160 else None


def with_signal(card: int, signal: str) -> int:
    """The move that leads ``card`` with the named signal."""
    return 40 * (SIGNALS.index(signal) + 1) + card


def is_declaration(move: int) -> bool:
    return DECLARE_BASE <= move < CLAIM


def move_code(move: int) -> str:
    """Text form used in saves: ``Ad``, ``Ad+busso``, ``declare:5``, ``claim``."""
    if is_card(move):
        sig = signal_of(move)
        return card_code(card_of(move)) + (f"+{sig}" if sig else "")
    if is_declaration(move):
        return f"declare:{move - DECLARE_BASE}"
    if move == CLAIM:
        return "claim"
    raise ValueError(f"no move {move!r}")


def parse_move(text: str) -> int:
    """Inverse of :func:`move_code`; raises ValueError on anything else."""
    if text == "claim":
        return CLAIM
    if text.startswith("declare:"):
        k = int(text[8:])
        if not 0 <= k < CLAIM - DECLARE_BASE:
            raise ValueError(f"bad declaration {text!r}")
        return DECLARE_BASE + k
    code, _, sig = text.partition("+")
    card = parse_card(code)
    if sig:
        if sig not in SIGNALS:
            raise ValueError(f"bad signal {sig!r} in move {text!r}; signals: {', '.join(SIGNALS)}")
        return with_signal(card, sig)
    return card
