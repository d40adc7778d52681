"""Cards as small ints, and their codes, suits, ranks and values.

A card is an int 0..39: ``suit * 10 + strength``. Suits are ordered coins,
cups, swords, batons (``d c s b``); within a suit ``strength`` runs from the
weakest card (the 4) to the strongest (the 3), so the trick winner is simply
the largest card of the led suit and a sorted hand reads weakest to strongest.

>>> card_code(parse_card("Ad"))
'Ad'
>>> strongest = parse_card("3s"); weakest = parse_card("4s")
>>> strongest > weakest
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

SUITS: Final = "dcsb"
"""Suit letters in card order: denari (coins), coppe (cups), spade (swords), bastoni (batons)."""

RANKS: Final = "A234567FCR"
"""Rank letters in the usual Italian counting order (A, 2 … 7, Fante, Cavallo, Re)."""

STRENGTH_ORDER: Final = "4567FCRA23"
"""Rank letters from the weakest to the strongest in a trick."""

COINS: Final = 0
CUPS: Final = 1
SWORDS: Final = 2
BATONS: Final = 3

NUM_CARDS: Final = 40
ALL_CARDS: Final = (1 << NUM_CARDS) - 1
SUIT_MASKS: Final = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))

THIRDS: Final = tuple((3 if r == "A" else 1 if r in "32RCF" else 0) for _ in SUITS
                      for r in STRENGTH_ORDER)
"""Value of each card in thirds of a point (Traversone and Tressette)."""

ACES_MASK: Final = sum(1 << (10 * s + STRENGTH_ORDER.index("A")) for s in range(4))
FIGURES_MASK: Final = sum(
    1 << (10 * s + STRENGTH_ORDER.index(r)) for s in range(4) for r in "32RCF"
)
"""The cards worth one third: 3, 2, Re, Cavallo, Fante of every suit."""

POINT_CARDS_MASK: Final = ACES_MASK | FIGURES_MASK


class CardError(ValueError):
    """A card code or number that names no card."""


def make_card(suit: int, rank: str) -> int:
    """The card of ``suit`` (0..3) and ``rank`` (a letter of :data:`RANKS`)."""
    if not 0 <= suit < 4 or len(rank) != 1 or rank not in RANKS:
        raise CardError(f"no card with suit {suit!r} and rank {rank!r}")
    return suit * 10 + STRENGTH_ORDER.index(rank)


def suit_of(card: int) -> int:
    """Suit index 0..3 of a card."""
    return card // 10


def rank_of(card: int) -> str:
    """Rank letter of a card (one of ``A234567FCR``)."""
    return STRENGTH_ORDER[card % 10]


def pip_value(card: int) -> int:
    """Face number 1..10 of a card (A=1 … 7=7, F=8, C=9, R=10), as on the pack."""
    return RANKS.index(rank_of(card)) + 1


def card_code(card: int) -> str:
    """Rank then suit letter, as used in logs, saves and tests: ``Ad``, ``3s``, ``Rc``."""
    if not 0 <= card < NUM_CARDS:
        raise CardError(f"no card number {card!r}: cards are 0..39")
    return STRENGTH_ORDER[card % 10] + SUITS[card // 10]


def parse_card(code: str) -> int:
    """The card named by a code such as ``Ad``; raises :class:`CardError` otherwise."""
    if not isinstance(code, str) or len(code) != 2:
        raise CardError(f"bad card code {code!r}: expected rank then suit, such as 'Ad' or '3s'")
    rank, suit = code[0].upper(), code[1].lower()
    if rank not in RANKS or suit not in SUITS:
        raise CardError(f"bad card code {code!r}: ranks are {RANKS}, suits are {SUITS}")
    return SUITS.index(suit) * 10 + STRENGTH_ORDER.index(rank)


PITA = parse_card("Ad")
"""The ace of coins: Busca's "Pita", worth 8 units and barred from the first trick."""


def cards_of(mask: int) -> list[int]:
    """The cards in a bitmask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of an iterable of cards."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask
