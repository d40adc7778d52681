"""A friendly, immutable set of cards over the engine's 40-bit masks.

>>> hand = CardSet.from_codes(["Ad", "3d", "Rs"])
>>> len(hand), "Ad" in hand, hand.of_suit(0).codes()
(3, True, ['Ad', '3d'])
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .cards import SUIT_MASKS, card_code, cards_of, mask_of, parse_card


class CardSet:
    """Cards as a set (iterating ascending: by suit, then weakest to strongest)."""

    __slots__ = ("mask",)

    def __init__(self, cards: Iterable[int] | int = 0) -> None:
        self.mask = cards if isinstance(cards, int) else mask_of(cards)

    @classmethod
    def from_codes(cls, codes: Iterable[str]) -> CardSet:
        return cls(parse_card(c) for c in codes)

    def __iter__(self) -> Iterator[int]:
        return iter(cards_of(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = parse_card(card)
        return isinstance(card, int) and 0 <= card < 40 and bool(self.mask >> card & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __repr__(self) -> str:
        return f"CardSet.from_codes({self.codes()!r})"

    def of_suit(self, suit: int) -> CardSet:
        return CardSet(self.mask & SUIT_MASKS[suit])

    def codes(self) -> list[str]:
        return [card_code(c) for c in self]
