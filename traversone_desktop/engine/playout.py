"""Playouts: finish a deal with no events and no history, for search rollouts.

This is the loop the bots' playouts run, and the one the speed benchmark
measures. It works on a :class:`Deal`'s own fields with bit tricks and
per-suit lookup tables (the trick winner is inlined; tests/engine/test_playout.py
checks every game and table size against :meth:`Deal.apply`); whatever needs the
full rules (a dealer discard, Busca's first trick, declarations) is first stepped
through :meth:`Deal.apply`, so the result is always a legal deal.

A *policy* picks a card from the legal ones. ``None`` picks uniformly at
random inside a dedicated loop, with no function call per card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from .deal import Deal
from .phase import Phase

SUIT_TABLES: Final = tuple(
    tuple(tuple(10 * s + i for i in range(10) if bits >> i & 1) for bits in range(1024))
    for s in range(4)
)
"""``SUIT_TABLES[s][bits]``: the cards of suit ``s`` whose strengths are set in ``bits``."""

Policy = Callable[[Deal, int, int], int]
"""``policy(deal, seat, legal_mask) -> card``: a card of ``legal_mask`` for ``seat``.

The policy may read ``deal._trick`` (the plays so far in this trick) and any
other field of the deal being played out."""

_T0, _T1, _T2, _T3 = SUIT_TABLES


def hand_cards(h: int) -> tuple[int, ...]:
    """The cards of a hand mask, ascending (four table look-ups)."""
    return _T0[h & 1023] + _T1[h >> 10 & 1023] + _T2[h >> 20 & 1023] + _T3[h >> 30]


def needs_full_rules(deal: Deal) -> bool:
    """True while a move may be anything but a plain follow-suit card."""
    if deal._phase is not Phase.PLAY:
        return deal._phase is Phase.DISCARD
    return deal.game.needs_full_rules(deal)


def play_out(deal: Deal, rng: random.Random, policy: Policy | None = None) -> None:
    """Play ``deal`` to its end, every seat choosing by ``policy`` (random by default)."""
    while needs_full_rules(deal):
        moves = deal.legal_moves()
        deal.apply(moves[int(rng.random() * len(moves))])
    if deal._phase is Phase.OVER:
        return
    if deal._trick:
        _finish_trick(deal, rng, policy)
    if policy is None:
        _random_tricks(deal, rng)
    else:
        _policy_tricks(deal, policy)
    deal._leader = deal._current = deal._last_winner
    deal._phase = Phase.OVER


def _close_trick(deal: Deal, win: int, tmask: int) -> None:
    """Give the trick to its winner and, with a stock, deal one card to each seat."""
    deal._taken[win] |= tmask
    deal._last_winner = deal._current = win
    if deal._stock:
        _draw(deal, win)


def _draw(deal: Deal, seat: int) -> None:
    """One card from the stock to each seat in turn, the trick's winner first."""
    hands, nxt, stock = deal._hands, deal.nxt, deal._stock
    for _ in range(deal.plays_per_trick):
        hands[seat] |= 1 << stock.pop(0)
        seat = nxt[seat]


def _finish_trick(deal: Deal, rng: random.Random, policy: Policy | None) -> None:
    """Complete the trick in progress, one checked-free card at a time."""
    trick, hands = deal._trick, deal._hands
    led = trick[0][1] // 10
    s = deal._current
    while len(trick) < deal.plays_per_trick:
        h = hands[s]
        legal = h & (1023 << 10 * led) or h
        if policy is None:
            opts = hand_cards(legal)
            card = opts[int(rng.random() * len(opts))]
        else:
            card = policy(deal, s, legal)
        hands[s] = h ^ (1 << card)
        trick.append((s, card))
        s = deal.nxt[s]
    win, best, tmask = trick[0][0], trick[0][1], 0
    for seat, card in trick:
        tmask |= 1 << card
        if card // 10 == led and card > best:
            win, best = seat, card
    trick.clear()
    _close_trick(deal, win, tmask)


def _random_tricks(deal: Deal, rng: random.Random) -> None:
    """Whole tricks of uniformly random legal cards: the hot loop of every rollout."""
    rnd = rng.random
    hands, nxt, taken, stock = deal._hands, deal.nxt, deal._taken, deal._stock
    followers = range(deal.plays_per_trick - 1)
    tables = SUIT_TABLES
    seat = deal._current
    while hands[seat]:
        h = hands[seat]
        opts = _T0[h & 1023] + _T1[h >> 10 & 1023] + _T2[h >> 20 & 1023] + _T3[h >> 30]
        best = opts[int(rnd() * len(opts))]
        hands[seat] = h ^ (1 << best)
        tmask = 1 << best
        shift = best - best % 10
        table = tables[best // 10]
        win = s = seat
        for _ in followers:
            s = nxt[s]
            h = hands[s]
            follow = h >> shift & 1023
            if follow:
                opts = table[follow]
                c = opts[int(rnd() * len(opts))]
                if c > best:
                    best, win = c, s
            else:
                opts = _T0[h & 1023] + _T1[h >> 10 & 1023] + _T2[h >> 20 & 1023] + _T3[h >> 30]
                c = opts[int(rnd() * len(opts))]
            bit = 1 << c
            hands[s] = h ^ bit
            tmask |= bit
        taken[win] |= tmask
        if stock:
            _draw(deal, win)
        seat = win
    deal._last_winner = deal._current = seat


def _policy_tricks(deal: Deal, policy: Policy) -> None:
    """Whole tricks chosen by ``policy``, which sees each trick as it grows."""
    hands, nxt, trick = deal._hands, deal.nxt, deal._trick
    followers = range(deal.plays_per_trick - 1)
    seat = deal._current
    while hands[seat]:
        best = policy(deal, seat, hands[seat])
        hands[seat] ^= 1 << best
        trick.append((seat, best))
        led_mask = 1023 << (best - best % 10)
        top = best - best % 10 + 10
        win = s = seat
        tmask = 1 << best
        for _ in followers:
            s = nxt[s]
            h = hands[s]
            c = policy(deal, s, h & led_mask or h)
            hands[s] = h ^ (1 << c)
            trick.append((s, c))
            tmask |= 1 << c
            if best < c < top:
                best, win = c, s
        trick.clear()
        _close_trick(deal, win, tmask)
        seat = win
