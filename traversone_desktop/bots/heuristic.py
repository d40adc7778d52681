"""The heuristic bot: a strong rule-based player that reads only its seat's view.

It counts cards and voids from the public record, reads its partner's signals
and sends its own, always declares what it may and claims as soon as it can;
the card itself comes from :mod:`.tactics`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.cards import SUIT_MASKS, cards_of
from ..engine.deal import next_seats
from ..engine.moves import CLAIM, card_of, is_card, is_declaration, with_signal
from ..engine.view import SeatView
from .endgame import spot_options
from .tactics import (
    ABOVE,
    Spot,
    choose_card,
    highest,
    lay_aside,
    lead_signal,
    lowest,
)


def special_move(view: SeatView) -> int | None:
    """Claim whenever a claim is valid, else make every available declaration."""
    if CLAIM in view.legal:
        return CLAIM
    for move in view.legal:
        if is_declaration(move):
            return move
    return None


def legal_cards(view: SeatView) -> int:
    """Mask of the cards among the legal moves (signalled leads included)."""
    mask = 0
    for move in view.legal:
        if is_card(move):
            mask |= 1 << card_of(move)
    return mask


def _said_voids(view: SeatView) -> list[int]:
    """Shown voids, plus the suits a seat announced with *volo* as its last card."""
    voids = list(view.voids)
    if view.stock_size:
        return voids
    for t in view.tricks:
        if t.signal == "volo" and t.plays:
            seat, card = t.plays[0]
            voids[seat] |= 1 << (card // 10)
    return voids


def spot_of(view: SeatView) -> Spot:
    """The card-choice facts of a view."""
    others = view.unseen
    for s, k in enumerate(view.known):
        if s != view.seat:
            others |= k
    nxt = next_seats(view.seats, view.active)
    later = []
    s = view.seat
    for _ in range(len(view.active) - len(view.trick) - 1):
        s = nxt[s]
        later.append(s)
    partners = tuple(p for p in view.sides[view.side] if p != view.seat)
    game = view.rules.definition
    return Spot(view.seat, view.hand, legal_cards(view), view.trick, others, later, partners,
                _said_voids(view), view.taken, game)


def search_candidates(view: SeatView) -> tuple[Spot, list[int]]:
    """The view's spot and the legal cards a search must try: one of each run of equivalent
    cards (same suit and value, with no card still in play between them)."""
    spot = spot_of(view)
    return spot, spot_options(spot)


def _knocked_suit(view: SeatView, partners: Sequence[int]) -> int:
    """Suit of the partner's latest *busso* lead, or -1."""
    for t in reversed(view.tricks):
        if t.plays and t.plays[0][0] in partners:
            return t.plays[0][1] // 10 if t.signal == "busso" else -1
    return -1


def answer_partner(view: SeatView, spot: Spot) -> int | None:
    """Follow a partner's knock: top card on the knocked trick, lead the suit back after."""
    if not view.rules.positive or not spot.partners:
        return None
    if view.trick:
        leader, led = view.trick[0]
        follow = spot.legal & SUIT_MASKS[led // 10]
        if view.trick_signal == "busso" and leader in spot.partners and follow:
            return highest(follow)
        return None
    suit = _knocked_suit(view, spot.partners)
    back = spot.legal & SUIT_MASKS[suit] if suit >= 0 else 0
    if not back:
        return None
    top = highest(back)
    return top if not spot.others & ABOVE[top] else lowest(back)


def card_move(view: SeatView, spot: Spot, card: int) -> int:
    """``card`` as a move, with the signal a good leader would attach."""
    if view.rules.signals and not view.trick and spot.partners:
        sig = lead_signal(spot, card)
        if sig is not None and with_signal(card, sig) in view.legal:
            return with_signal(card, sig)
    return card


class HeuristicBot:
    """Rule-based play; with ``noise`` > 0 it plays a random card that often (easy level)."""

    def __init__(self, noise: float = 0.0) -> None:
        self.noise = noise

    def choose(self, view: SeatView, rng: random.Random) -> int:
        special = special_move(view)
        if special is not None:
            return special
        spot = spot_of(view)
        if self.noise and rng.random() < self.noise:
            cards = cards_of(spot.legal)
            return card_move(view, spot, cards[int(rng.random() * len(cards))])
        if view.phase == "discard":
            return lay_aside(spot)
        card = answer_partner(view, spot)
        if card is None:
            card = choose_card(spot)
        return card_move(view, spot, card)
