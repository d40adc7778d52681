"""Where the games of the family differ during play: who leads, what may be played.

:mod:`.deal` calls these hooks at fixed points, so each game's special rule is
written once, here, rather than as branches through the trick logic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import claims, declarations
from .cards import COINS, PITA, SUIT_MASKS, parse_card
from .events import Claimed, Declared, Event
from .moves import CLAIM

if TYPE_CHECKING:
    from .deal import Deal

FOUR_OF_COINS = parse_card("4d")


def first_leader(deal: Deal) -> int:
    """The eldest hand, or the holder of the 4 of coins where the rules say so."""
    if deal.rules.first_lead == "four_of_coins":
        for seat in deal.active:
            if deal.hands[seat] >> FOUR_OF_COINS & 1:
                return seat
    return deal.nxt[deal.dealer]


def on_play_start(deal: Deal) -> None:
    """Set-up once the hands are final (after any discard): what each seat may declare."""
    if deal.rules.declarations:
        declarations.refresh(deal)


def restrict_cards(deal: Deal, seat: int, mask: int) -> int:
    """Narrow the follow-suit choice by the game's own rules (Busca's first trick)."""
    if deal.rules.game != "busca" or deal.tricks:
        return mask
    if not deal.trick:
        no_coins = mask & ~SUIT_MASKS[COINS]
        mask = no_coins or mask
    without_pita = mask & ~(1 << PITA)
    if without_pita:
        return without_pita
    # Only the Pita is left among the cards the seat should play: the rest of the hand opens up.
    rest = deal.hands[seat] & ~(1 << PITA)
    return rest or mask


def restriction_reason(deal: Deal, seat: int, card: int) -> str | None:
    """Why :func:`restrict_cards` forbade ``card``, as a message key."""
    if deal.rules.game == "busca" and not deal.tricks:
        if card == PITA:
            return "busca_no_pita"
        if not deal.trick and card // 10 == COINS:
            return "busca_no_coins_lead"
    return "must_follow"


def off_suit_shows_void(deal: Deal) -> bool:
    """Whether failing to follow proves a void (not on a coin lead in Busca's first trick,
    where a seat may still hide the Pita)."""
    return not (deal.rules.game == "busca" and not deal.tricks and deal.trick[0][1] // 10 == COINS)


def extra_moves(deal: Deal, seat: int) -> list[int]:
    """Moves besides playing a card: declarations and claims (Tressette)."""
    moves = declarations.moves(deal, seat) if deal.declarable[seat] else []
    if deal.claim_at and claims.can_claim(deal, seat):
        moves.append(CLAIM)
    return moves


def apply_special(deal: Deal, seat: int, move: int) -> list[Event]:
    """Carry out a declaration (its cards become public) or a claim (the deal ends)."""
    if move == CLAIM:
        return [Claimed(claims.claim(deal, seat), seat)]
    combo = declarations.combination(move)
    deal.declared.append((seat, move))
    deal.known[seat] |= combo.mask & deal.hands[seat]
    deal.declarable[seat] = declarations.available(
        declarations.eligible_cards(deal, seat), declarations.declared_bits(deal, seat))
    return [Declared(seat, combo.kind, combo.cards, combo.points)]


def after_card(deal: Deal, seat: int, card: int) -> list[Event]:
    """Close a seat's chance to declare once it plays in the last trick it may declare in."""
    if deal.declarable[seat] and len(deal.tricks) >= declarations.window(deal.rules)[-1]:
        deal.declarable[seat] = 0
    return []


def after_trick(deal: Deal) -> None:
    """Open draws before the fourth trick may complete combinations (two-player Tressette)."""
    if deal.rules.declarations and deal.tricks[-1].draws \
            and len(deal.tricks) in declarations.window(deal.rules):
        declarations.refresh(deal)
