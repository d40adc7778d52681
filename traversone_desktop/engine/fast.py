"""The fast path: finish a deal with no events and no history, for search rollouts.

This is the loop the bots' playouts run, and the one the speed benchmark
measures. It works on a :class:`Deal`'s own fields with bit tricks and
per-suit lookup tables; whatever needs the full rules (a dealer discard,
Busca's first trick, declarations) is first stepped through
:meth:`Deal.apply`, so the result is always a legal deal.

A *policy* picks a card from the legal ones. ``None`` picks uniformly at
random inside the loop itself, with no function call per card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from .deal import Deal

SUIT_TABLES: Final = tuple(
    tuple(tuple(10 * s + i for i in range(10) if bits >> i & 1) for bits in range(1024))
    for s in range(4)
)
"""``SUIT_TABLES[s][bits]``: the cards of suit ``s`` whose strengths are set in ``bits``."""

Policy = Callable[[Deal, int, int], int]
"""``policy(deal, seat, legal_mask) -> card``: a card of ``legal_mask`` for ``seat``."""

_T0, _T1, _T2, _T3 = SUIT_TABLES


def needs_full_rules(deal: Deal) -> bool:
    """True while a move may be anything but a plain follow-suit card."""
    if deal.phase != "play":
        return deal.phase == "discard"
    rules = deal.rules
    if rules.game == "busca" and not deal.tricks:
        return True
    return bool(rules.declarations and any(deal.declarable))


def play_out(deal: Deal, rng: random.Random, policy: Policy | None = None) -> None:
    """Play ``deal`` to its end, every seat choosing by ``policy`` (random by default)."""
    while needs_full_rules(deal):
        moves = deal.legal_moves()
        deal.apply(moves[int(rng.random() * len(moves))])
    if deal.phase == "over":
        return
    rnd = rng.random
    hands, taken, nxt, stock = deal.hands, deal.taken, deal.nxt, deal.stock
    n = deal.plays_per_trick
    trick = deal.trick
    seat = deal.current
    while True:
        if trick:
            first = trick[0][1]
            led = first // 10
            best, win, tmask = first, trick[0][0], 0
            for s, c in trick:
                tmask |= 1 << c
                if c // 10 == led and c > best:
                    best, win = c, s
            left = n - len(trick)
            s = seat
        else:
            h = hands[seat]
            if not h:
                break
            if policy is None:
                opts = _T0[h & 1023] + _T1[h >> 10 & 1023] + _T2[h >> 20 & 1023] + _T3[h >> 30]
                card = opts[int(rnd() * len(opts))]
            else:
                card = policy(deal, seat, h)
            hands[seat] = h ^ (1 << card)
            led = card // 10
            best, win, tmask = card, seat, 1 << card
            left = n - 1
            s = nxt[seat]
            if policy is not None:
                trick.append((seat, card))
        shift = 10 * led
        top = shift + 10
        table = SUIT_TABLES[led]
        for _ in range(left):
            h = hands[s]
            if policy is None:
                follow = h >> shift & 1023
                if follow:
                    opts = table[follow]
                else:
                    opts = _T0[h & 1023] + _T1[h >> 10 & 1023] + _T2[h >> 20 & 1023] + _T3[h >> 30]
                c = opts[int(rnd() * len(opts))]
            else:
                follow_mask = h & (1023 << shift)
                c = policy(deal, s, follow_mask or h)
                trick.append((s, c))
            hands[s] = h ^ (1 << c)
            tmask |= 1 << c
            if best < c < top:
                best, win = c, s
            s = nxt[s]
        trick.clear()
        taken[win] |= tmask
        seat = win
        if stock:
            d = win
            for _ in range(n):
                hands[d] |= 1 << stock.pop(0)
                d = nxt[d]
    deal.last_winner = seat
    deal.leader = deal.current = seat
    deal.phase = "over"
