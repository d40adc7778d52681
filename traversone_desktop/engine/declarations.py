"""Tressette's declarations (*accusi*): the combinations, their worth, and when to show them.

Combination ``k`` is declared by the move ``DECLARE_BASE + k``:

- ``0..3``: the *Napoletana* (3, 2 and A) of suit ``k``, 3 points;
- ``4..15``: three of rank ``r`` (``r`` = 0 for the 3s, 1 for the 2s, 2 for the aces) without
  suit ``m``, ``k = 4 + 4r + m``, 3 points;
- ``16..18``: all four of rank ``r``, ``k = 16 + r``, 4 points (never also a three).

A card may serve in a Napoletana and a set. A seat shows at most one set of each rank
**(choice)**: in two-player Tressette a seat that declared three aces and then draws the
fourth keeps its three.

Only cards held together count: with four players the dealt hand (the card played to the
first trick included, as the rules say); with two players the cards held at that moment.

When: in the trick of the seat's first turn (``declare_timing = "first_turn"``) or of its
first turn after the first trick (``"after_first_trick"``), before it plays its card. With two
players a seat may declare at each of its turns in the first four tricks, so that the cards
drawn before the fourth trick count too. Declarations are offered to the seat to move as moves
beside its cards; its points count at once (for claims and in the hand's score).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .cards import SUITS, make_card, mask_of
from .moves import DECLARE_BASE

if TYPE_CHECKING:
    from .deal import Deal
    from .rules import Rules

SUIT_NAMES: Final = ("coins", "cups", "swords", "batons")
SET_RANKS: Final = "32A"
"""The ranks that make sets, in combination order."""
_RANK_PLURALS: Final = ("3s", "2s", "aces")


@dataclass(frozen=True)
class Combination:
    """One declarable combination: what it is called, its cards and its points."""

    kind: str
    """``"napoletana"`` or ``"set"`` (three or four of a kind)."""
    cards: tuple[int, ...]
    points: int
    name: str
    """How the declarer names it: ``"napoletana of coins"``, ``"three aces without cups"``."""

    @property
    def mask(self) -> int:
        return mask_of(self.cards)


def _napoletana(suit: int) -> Combination:
    cards = tuple(sorted(make_card(suit, r) for r in SET_RANKS))
    return Combination("napoletana", cards, 3, f"napoletana of {SUIT_NAMES[suit]}")


def _three(rank: int, missing: int) -> Combination:
    cards = tuple(make_card(s, SET_RANKS[rank]) for s in range(4) if s != missing)
    return Combination("set", cards, 3,
                       f"three {_RANK_PLURALS[rank]} without {SUIT_NAMES[missing]}")


def _four(rank: int) -> Combination:
    cards = tuple(make_card(s, SET_RANKS[rank]) for s in range(4))
    return Combination("set", cards, 4, f"four {_RANK_PLURALS[rank]}")


COMBINATIONS: Final = (
    tuple(_napoletana(s) for s in range(4))
    + tuple(_three(r, m) for r in range(3) for m in range(4))
    + tuple(_four(r) for r in range(3))
)
_MASKS: Final = tuple(c.mask for c in COMBINATIONS)
_RANK_SETS: Final = tuple(
    sum(1 << (4 + 4 * r + m) for m in range(4)) | 1 << (16 + r) for r in range(3)
)
"""Per set rank, the combination bits of its threes and its four."""
_RANK_CARDS: Final = tuple(
    tuple(make_card(s, rank) for s in range(len(SUITS))) for rank in SET_RANKS
)


def combination(move: int) -> Combination:
    """The combination a declaration move shows (for its name on screen, its cards, points)."""
    return COMBINATIONS[move - DECLARE_BASE]


def available(cards: int, declared: int) -> int:
    """Bits of the combinations held in ``cards`` that may still be declared.

    ``declared`` holds the bits already declared by the same seat.
    """
    out = 0
    for k in range(4):
        if cards & _MASKS[k] == _MASKS[k]:
            out |= 1 << k
    for r, rank_cards in enumerate(_RANK_CARDS):
        if declared & _RANK_SETS[r]:
            continue
        missing = [s for s, c in enumerate(rank_cards) if not cards >> c & 1]
        if not missing:
            out |= 1 << (16 + r)
        elif len(missing) == 1:
            out |= 1 << (4 + 4 * r + missing[0])
    return out & ~declared


def window(rules: Rules) -> range:
    """Indices of the tricks during which a seat may declare at its turn."""
    if rules.players == 2:
        return range(4)
    return range(1) if rules.declare_timing == "first_turn" else range(1, 2)


def eligible_cards(deal: Deal, seat: int) -> int:
    """The cards a seat may declare from now.

    Four players: the dealt hand, cards played to the first trick included. Two players:
    the cards it holds at this moment (dealt or drawn), never one it has already played.
    """
    if deal.rules.players == 2:
        return deal._hands[seat]
    return deal._initial_hands[seat]


def declared_bits(deal: Deal, seat: int) -> int:
    """Bits of the combinations ``seat`` has declared this deal."""
    out = 0
    for s, move in deal._declared:
        if s == seat:
            out |= 1 << (move - DECLARE_BASE)
    return out


def refresh(deal: Deal) -> None:
    """Recompute what every seat may still declare (at the start, and after open draws)."""
    for seat in deal.active:
        refresh_seat(deal, seat)


def refresh_seat(deal: Deal, seat: int) -> None:
    """Recompute what ``seat`` may still declare."""
    deal._declarable[seat] = available(eligible_cards(deal, seat), declared_bits(deal, seat))


def declare(deal: Deal, seat: int, move: int) -> Combination:
    """Record ``seat``'s declaration in the trick in progress; its cards become public."""
    combo = combination(move)
    deal._declared.append((seat, move))
    deal._declared_at.append(len(deal._tricks))
    deal._known[seat] |= combo.mask & deal._hands[seat]
    refresh_seat(deal, seat)
    return combo


def draws_may_add(deal: Deal) -> bool:
    """True while a stock draw could still complete a combination inside the window."""
    return bool(deal._stock) and len(deal._tricks) < window(deal.rules)[-1]


def moves(deal: Deal, seat: int) -> list[int]:
    """The declaration moves open to ``seat`` now (it is the seat to move)."""
    bits = deal._declarable[seat]
    if not bits or len(deal._tricks) not in window(deal.rules):
        return []
    return [DECLARE_BASE + k for k in range(len(COMBINATIONS)) if bits >> k & 1]


def lapsing(deal: Deal, seat: int, card: int) -> list[int]:
    """The declaration moves open to ``seat`` now that it may never make once it plays
    ``card``: so the app can remind a player before the points are gone.

    With three or four players a seat's one turn in the window is this one: every open
    declaration lapses. With two, those that need the card, and every one at the seat's
    turn in the window's last trick.
    """
    open_now = moves(deal, seat)
    if deal.rules.players != 2 or len(deal._tricks) == window(deal.rules)[-1]:
        return open_now
    return [m for m in open_now if combination(m).mask >> card & 1]


def points_by_side(deal: Deal, sides: list[list[int]]) -> list[int]:
    """Declared points of each side this deal."""
    return [sum(combination(move).points for s, move in deal._declared if s in members)
            for members in sides]
