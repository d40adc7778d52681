"""How a good player picks a card, written once for the heuristic bot and the rollouts.

A :class:`Spot` is the little a card choice needs — hand, legal cards, the trick,
which cards other seats may still hold, who plays after us, partners — so the
same rules serve a :class:`SeatView` (the heuristic bot) and a sampled world
(the search bots' playouts) without either reading the other's structures.

Reverse games: duck under the trick's winner, shed points and dangerous high
cards when void, lead cards that cannot win, block an opponent's cappotto and
go for one when nobody else has a point. Tressette: win point-rich tricks,
load points on a partner's safe trick, cash master cards, lead long suits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.cards import POINT_CARDS_MASK, SUIT_MASKS, THIRDS, cards_of
from ..engine.games import Game
from ..engine.scoring import thirds
from ..engine.trick import trick_winner

BELOW = tuple((1 << c) - 1 & SUIT_MASKS[c // 10] for c in range(40))
"""``BELOW[c]``: the cards of ``c``'s suit weaker than ``c``."""
ABOVE = tuple(SUIT_MASKS[c // 10] & ~((2 << c) - 1) for c in range(40))
"""``ABOVE[c]``: the cards of ``c``'s suit stronger than ``c``."""

SHOOT_FROM = 18
"""Thirds a side must have taken, with nobody else holding a point, before it shoots."""
THREAT_FROM = 12
"""Thirds an opponent must have taken alone before the others try to stop its cappotto."""


@dataclass(slots=True)
class Spot:
    """What one card choice may rely on (never another seat's hidden hand)."""

    seat: int
    hand: int
    legal: int
    """Mask of the cards the seat may play now."""
    trick: Sequence[tuple[int, int]]
    others: int
    """Cards some other seat (or the stock) may hold."""
    later: Sequence[int]
    """Seats still to play to this trick after this one."""
    partners: Sequence[int]
    voids: Sequence[int]
    """Per seat, 4-bit mask of suits it is known (or said by signal) to lack."""
    taken: Sequence[int]
    game: Game
    positive: bool = field(init=False)
    """``game.positive``, at hand."""
    values: Sequence[int] = field(init=False)
    """Each card's worth in the game's unit (``game.values``)."""

    def __post_init__(self) -> None:
        self.positive = self.game.positive
        self.values = self.game.values


def needs_a_trick(spot: Spot) -> bool:
    """A game that pays a seat with no trick (or no points): with six cards or fewer left
    and nothing taken yet, take a trick."""
    taken = spot.taken[spot.seat]
    pays = spot.game.empty_pays
    if pays == "points":
        taken &= POINT_CARDS_MASK
    elif pays != "trick":
        return False
    return not taken and spot.hand.bit_count() <= 6


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def alike(a: int, b: int, blockers: int) -> bool:
    """Two cards that play alike: same suit and value (in every game of the family), and no
    ``blockers`` card between them in strength."""
    lo, hi = min(a, b), max(a, b)
    return a // 10 == b // 10 and THIRDS[a] == THIRDS[b] and not blockers & ABOVE[lo] & BELOW[hi]


def blockers(spot: Spot) -> int:
    """The cards that can tell two of ``spot``'s cards apart (:func:`alike`): every card
    still out and the trick's."""
    mask = spot.others
    for _, c in spot.trick:
        mask |= 1 << c
    return mask


def choose_card(spot: Spot) -> int:
    """The card a good player of this game picks here."""
    if spot.positive:
        return _positive(spot)
    return _reverse(spot)


# -- reverse games ---------------------------------------------------------
def table_mode(spot: Spot) -> str:
    """'shoot' when our side may take every point, 'block' against another's cappotto."""
    everyone = 0
    for t in spot.taken:
        everyone |= t
    if thirds(everyone) < THREAT_FROM:
        return "normal"
    mine = spot.taken[spot.seat]
    for p in spot.partners:
        mine |= spot.taken[p]
    theirs = 0
    best_other = 0
    for s, t in enumerate(spot.taken):
        if s != spot.seat and s not in spot.partners and t & POINT_CARDS_MASK:
            theirs |= t
            best_other = max(best_other, thirds(t))
    if not theirs & POINT_CARDS_MASK and thirds(mine) >= SHOOT_FROM:
        return "shoot"
    if not mine & POINT_CARDS_MASK and best_other >= THREAT_FROM and thirds(theirs) == best_other:
        return "block"
    return "normal"


def _reverse(spot: Spot) -> int:
    mode = table_mode(spot) if spot.game.cappotto else "normal"
    if mode == "shoot" or needs_a_trick(spot):
        return _take_all(spot)
    if spot.trick:
        win, best = trick_winner(spot.trick)
        follow = spot.legal & SUIT_MASKS[best // 10]
        if follow:
            return _follow_reverse(spot, follow, win, best, mode)
        return _discard_reverse(spot, win, best, mode)
    return _lead_reverse(spot, mode)


def _keep_ace(spot: Spot, follow: int) -> int:
    """Among cards that will win anyway, the highest, but keep an ace that a 2 or 3 may
    still fall on later."""
    top = highest(follow)
    if spot.values[top] >= 3 and spot.others & ABOVE[top] and follow ^ (1 << top):
        return highest(follow ^ (1 << top))
    return top


def _follow_reverse(spot: Spot, follow: int, win: int, best: int, mode: str) -> int:
    under = follow & BELOW[best]
    if mode == "block" and follow & ABOVE[best] and win not in spot.partners:
        return highest(follow)
    if under:
        return highest(under)
    return _keep_ace(spot, follow)


def _danger(spot: Spot, card: int) -> int:
    """How likely ``card`` is to win a trick later: unseen cards below it minus above."""
    below = (spot.others & BELOW[card]).bit_count()
    above = (spot.others & ABOVE[card]).bit_count()
    return below - above + (4 if not above else 0)


def _partner_safe(spot: Spot, win: int, best: int) -> bool:
    """A partner is winning and nobody after us can take the trick off them."""
    if win not in spot.partners:
        return False
    led = best // 10
    return all(spot.voids[s] >> led & 1 or not spot.others & ABOVE[best] for s in spot.later)


def _discard_reverse(spot: Spot, win: int, best: int, mode: str) -> int:
    cards = cards_of(spot.legal)
    keep_points = mode == "block" or _partner_safe(spot, win, best) or (
        win in spot.partners and not spot.later)
    if keep_points:
        plain = [c for c in cards if not spot.values[c]] or cards
        return min(plain, key=lambda c: (spot.values[c], -_danger(spot, c), c))
    return lay_aside(spot)


def _lead_reverse(spot: Spot, mode: str) -> int:
    opponents_void = 0
    for s, v in enumerate(spot.voids):
        if s != spot.seat and s not in spot.partners:
            opponents_void |= v

    def score(c: int) -> float:
        suit = c // 10
        out = spot.others & SUIT_MASKS[suit]
        below = (out & BELOW[c]).bit_count()
        above = (out & ABOVE[c]).bit_count()
        if mode == "block":
            return 10.0 * (not above) + spot.values[c]
        if not out:
            return -50.0 - spot.values[c]
        value = 10.0 - 4.0 * below + min(above, 3)
        if not below:
            value += 2.0 * spot.values[c]
        if opponents_void >> suit & 1:
            value -= 3.0
        for p in spot.partners:
            if spot.voids[p] >> suit & 1:
                value += 1.5
        length = (spot.hand & SUIT_MASKS[suit]).bit_count()
        return value + (1.0 if length == 1 else 0.0) - 0.1 * (c % 10)

    return max(cards_of(spot.legal), key=score)


def _take_all(spot: Spot) -> int:
    """Go for the cappotto: win every trick with the strongest card available."""
    if spot.trick:
        _, best = trick_winner(spot.trick)
        follow = spot.legal & SUIT_MASKS[best // 10]
        if follow:
            return highest(follow) if follow & ABOVE[best] else lowest(follow)
        return min(cards_of(spot.legal), key=lambda c: (spot.values[c], c % 10))
    return max(cards_of(spot.legal), key=lambda c: (not spot.others & ABOVE[c], c % 10))


# -- Tressette ---------------------------------------------------------------
def _master(spot: Spot, card: int) -> bool:
    return not spot.others & ABOVE[card]


def _positive(spot: Spot) -> int:
    if not spot.trick:
        return _lead_positive(spot)
    win, best = trick_winner(spot.trick)
    follow = spot.legal & SUIT_MASKS[best // 10]
    cards = cards_of(follow or spot.legal)
    ours = win in spot.partners
    safe = _partner_safe(spot, win, best) or (ours and not spot.later)
    if safe:  # load points on our trick
        return max(cards, key=lambda c: (
            spot.values[c], spot.values[c] >= 3 or not _master(spot, c), -c))
    if follow:
        over = follow & ABOVE[best]
        winners = [c for c in cards_of(over) if not spot.later or _master(spot, c)]
        if winners:
            aces = [c for c in winners if spot.values[c] >= 3]
            return aces[0] if aces else winners[0]
    return min(cards, key=lambda c: (spot.values[c], _master(spot, c), c % 10))


def _lead_positive(spot: Spot) -> int:
    cards = cards_of(spot.legal)

    def score(c: int) -> float:
        suit = c // 10
        out = spot.others & SUIT_MASKS[suit]
        length = (spot.hand & SUIT_MASKS[suit]).bit_count()
        if _master(spot, c) and out:
            return 20.0 + spot.values[c] + (c % 10) / 10
        return length - spot.values[c] * 2.0 - (c % 10) / 10

    return max(cards, key=score)


def lay_aside(spot: Spot) -> int:
    """The three-player dealer's face-down card (it goes to the last trick's winner):
    the costliest, most dangerous card."""
    return max(cards_of(spot.legal), key=lambda c: (4 * spot.values[c] + _danger(spot, c), c))


def lead_signal(spot: Spot, card: int) -> str | None:
    """The signal a leader attaches to ``card``: volo on a last card, busso when leading
    low under a top card (Tressette), striscio holding three more; none on the last trick,
    where it would tell a partner with one card left nothing."""
    if spot.hand == 1 << card:
        return None
    rest = spot.hand & SUIT_MASKS[card // 10] & ~(1 << card)
    if not rest:
        return "volo"
    if spot.positive and not _master(spot, card) and rest & ABOVE[card] and any(
            _master(spot, c) for c in cards_of(rest)):
        return "busso"
    if rest.bit_count() >= 3:
        return "striscio"
    return None
