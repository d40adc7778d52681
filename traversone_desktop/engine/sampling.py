"""Deal the cards a seat cannot see, consistently with everything it has seen.

Search bots play out many such "worlds". Shown voids and publicly known cards
are hard limits: a sampled world never gives a seat a suit it has shown it
lacks, and known cards always stay where they are known to be.
"""

from __future__ import annotations

import random

from .cards import cards_of
from .deal import Deal
from .phase import Phase
from .view import SeatView

STOCK = -1
DISCARD = -2


class InconsistentViewError(ValueError):
    """No deal of the unseen cards fits the view (a corrupt or hand-made view)."""


def _holders(view: SeatView) -> dict[int, int]:
    """How many unseen cards each hidden place holds: other seats, the stock, the discard."""
    needs: dict[int, int] = {}
    for s in view.active:
        if s != view.seat:
            needs[s] = view.hand_sizes[s] - view.known[s].bit_count()
    if view.stock_size:
        needs[STOCK] = view.stock_size
    if view.has_discard and view.discard is None and view.phase != Phase.DISCARD:
        needs[DISCARD] = 1
    return {h: n for h, n in needs.items() if n > 0}


def _allowed(view: SeatView, holder: int, card: int) -> bool:
    return holder < 0 or not view.voids[holder] >> (card // 10) & 1


def _unconstrained(cards: list[int], needs: dict[int, int],
                   rng: random.Random) -> dict[int, list[int]]:
    """No hidden place lacks a suit: a shuffle cut into the places' shares is a uniformly
    random deal (the common case, several times cheaper than :func:`_greedy`)."""
    rng.shuffle(cards)
    out: dict[int, list[int]] = {}
    start = 0
    for h, n in needs.items():
        out[h] = cards[start:start + n]
        start += n
    return out


def _greedy(view: SeatView, cards: list[int], needs: dict[int, int],
            rng: random.Random) -> dict[int, list[int]] | None:
    """Random assignment, most constrained cards first, places picked by free room."""
    rng.shuffle(cards)
    order = sorted(cards, key=lambda c: sum(1 for h in needs if _allowed(view, h, c)))
    room = dict(needs)
    out: dict[int, list[int]] = {h: [] for h in needs}
    for c in order:
        places = [h for h in room if room[h] and _allowed(view, h, c)]
        if not places:
            return None
        pick = rng.choices(places, weights=[room[h] for h in places])[0]
        room[pick] -= 1
        out[pick].append(c)
    return out


def _exact(view: SeatView, cards: list[int], needs: dict[int, int],
           rng: random.Random) -> dict[int, list[int]]:
    """Bipartite matching of cards to free slots: always finds a deal when one exists."""
    slots = [h for h, n in needs.items() for _ in range(n)]
    rng.shuffle(slots)
    owner: list[int] = [-1] * len(slots)

    def augment(card_index: int, seen: set[int]) -> bool:
        for j, h in enumerate(slots):
            if j in seen or not _allowed(view, h, cards[card_index]):
                continue
            seen.add(j)
            if owner[j] < 0 or augment(owner[j], seen):
                owner[j] = card_index
                return True
        return False

    for i in range(len(cards)):
        if not augment(i, set()):
            raise InconsistentViewError("no deal of the unseen cards fits the shown voids")
    out: dict[int, list[int]] = {h: [] for h in needs}
    for j, i in enumerate(owner):
        out[slots[j]].append(cards[i])
    return out


def sample_world(view: SeatView, rng: random.Random) -> Deal:
    """A complete deal, consistent with ``view``, that search may play out."""
    cards = cards_of(view.unseen)
    needs = _holders(view)
    if sum(needs.values()) != len(cards):
        raise InconsistentViewError(
            f"{len(cards)} unseen cards but {sum(needs.values())} hidden places"
        )
    if not any(view.voids[h] for h in needs if h >= 0):
        return _build(view, _unconstrained(cards, needs, rng))
    assignment = None
    for _ in range(20):
        assignment = _greedy(view, list(cards), needs, rng)
        if assignment is not None:
            break
    if assignment is None:
        assignment = _exact(view, cards, needs, rng)
    return _build(view, assignment)


def _build(view: SeatView, assignment: dict[int, list[int]]) -> Deal:
    hands = [0] * view.seats
    for s in view.active:
        hands[s] = view.known[s]
    hands[view.seat] = view.hand
    for h, cs in assignment.items():
        if h >= 0:
            for c in cs:
                hands[h] |= 1 << c
    discard = view.discard if view.discard is not None else (
        assignment[DISCARD][0] if DISCARD in assignment else None)
    return Deal.from_world(view, hands, list(assignment.get(STOCK, [])), discard)
