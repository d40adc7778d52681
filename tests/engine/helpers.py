"""Building deals from card codes, and playing them, for readable rule tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from traversone_desktop.engine import Deal, Match, Phase, Rules, parse_card
from traversone_desktop.engine.cards import mask_of


def hand(codes: str) -> int:
    """A hand mask from space-separated codes: ``hand("Ad 3s Rc")``."""
    return mask_of(parse_card(c) for c in codes.split())


def deal_of(rules: Rules, hands: list[str], dealer: int = 3, stock: str = "",
            claim_at: tuple[int, ...] = ()) -> Deal:
    """A deal about to start from the given hands (one string of codes per seat)."""
    seats = len(hands)
    return Deal.from_cards(rules, seats, tuple(range(seats)), dealer,
                           [hand(h) for h in hands], [parse_card(c) for c in stock.split()],
                           claim_at=claim_at)


def play(deal: Deal, codes: str) -> list[object]:
    """Play the given cards in order, each by the seat to move."""
    events: list[object] = []
    for code in codes.split():
        events += deal.apply(parse_card(code))
    return events


def random_match(rules: Rules, seed: int, move_seed: int = 0) -> Match:
    """A whole match of uniformly random legal moves."""
    match = Match(rules, seed)
    match.start()
    rng = random.Random(move_seed)
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
    return match


def finished(rules: Rules, taken: list[str], last: int, *, discard: str | None = None,
             declared: Sequence[tuple[int, int]] = (), claim: int | None = None) -> Deal:
    """A finished deal in which each seat took the given cards, as the scoring sees it.

    Scoring tests need positions that no short line of play reaches, so this helper (and
    nothing else outside the engine) sets a deal's private state directly.
    """
    deal = deal_of(rules, ["" for _ in taken], dealer=0)
    deal._taken = [hand(t) for t in taken]
    deal._last_winner = last
    deal._discard = parse_card(discard) if discard else None
    deal._declared = list(declared)
    deal._declared_at = [0] * len(declared)
    deal._claim = claim
    deal._phase = Phase.OVER
    return deal
