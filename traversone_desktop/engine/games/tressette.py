"""Tressette (RULES.md §6): partners (or two players with a stock) take as much as they can.

Besides cards, a seat may declare combinations (:mod:`..declarations`) and claim the match
(:mod:`..claims`); the leader of a trick may attach a signal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .. import claims, declarations
from ..cards import parse_card
from ..errors import RulesError
from ..events import Claimed, Declared, Event
from ..match_end import Verdict
from ..moves import CLAIM
from ..scoring import LAST_TRICK_UNITS, DealOutcome, side_index, thirds
from .base import Game, Note, Preset, register

if TYPE_CHECKING:
    from ..deal import Deal
    from ..match import Match
    from ..record import DealRecord
    from ..rules import Rules

FOUR_OF_COINS: Final = parse_card("4d")
_COMMON: Final = {"match_end": "highest_wins", "target": 21,
                  "declarations": True}


class Tressette(Game):
    name = "tressette"
    presets = (
        Preset("tressette", (4,), {**_COMMON, "teams": True, "signals": True}),
        Preset("tressette_2", (2,), {**_COMMON, "hand_size": 10, "open_draws": True}),
    )
    players = (2, 4)
    options = frozenset({"teams", "hand_size", "open_draws", "first_lead", "declarations",
                         "declare_timing", "signals"})
    match_ends = ("highest_wins",)
    positive = True
    last_trick_value = LAST_TRICK_UNITS
    claims = True

    def validate(self, rules: Rules) -> None:
        if rules.players == 4 and not rules.teams:
            raise RulesError("four-player tressette is played in partnerships: "
                             "'teams' must be true")
        if rules.declare_timing != "first_turn" and (not rules.declarations
                                                     or rules.players == 2):
            raise RulesError("rule option 'declare_timing' has no effect without "
                             "declarations or with two players (who declare until the "
                             "fourth trick)")

    def first_leader(self, deal: Deal) -> int:
        """The eldest hand, or the holder of the 4 of coins where the rules say so."""
        if deal.rules.first_lead == "four_of_coins":
            for seat in deal.active:
                if deal._hands[seat] >> FOUR_OF_COINS & 1:
                    return seat
        return deal.nxt[deal.dealer]

    def leader_note(self, deal: Deal) -> str | None:
        if deal.rules.first_lead == "four_of_coins" and not any(
                deal._initial_hands[s] >> FOUR_OF_COINS & 1 for s in deal.active):
            return "four_of_coins_not_dealt"
        return None

    def on_play_start(self, deal: Deal) -> None:
        if deal.rules.declarations:
            declarations.refresh(deal)

    def needs_full_rules(self, deal: Deal) -> bool:
        return deal.rules.declarations and (
            any(deal._declarable) or declarations.draws_may_add(deal))

    def extra_moves(self, deal: Deal, seat: int) -> list[int]:
        moves = declarations.moves(deal, seat) if deal._declarable[seat] else []
        if deal._claim_at and claims.can_claim(deal, seat):
            moves.append(CLAIM)
        return moves

    def apply_special(self, deal: Deal, seat: int, move: int) -> list[Event]:
        """A declaration (its cards become public) or a claim (the deal ends)."""
        if move == CLAIM:
            return [Claimed(claims.claim(deal, seat), seat)]
        combo = declarations.declare(deal, seat, move)
        return [Declared(seat, combo.kind, combo.cards, combo.points)]

    def after_card(self, deal: Deal, seat: int, card: int) -> None:
        """A played card leaves what the seat may declare (two players), and the seat's
        chance closes once it plays in the last trick it may declare in."""
        if not deal._declarable[seat]:
            return
        if len(deal._tricks) >= declarations.window(deal.rules)[-1]:
            deal._declarable[seat] = 0
        elif deal.rules.players == 2:
            declarations.refresh_seat(deal, seat)

    def after_trick(self, deal: Deal) -> None:
        """Open draws before the fourth trick may complete combinations."""
        if deal.rules.declarations and deal._tricks[-1].draws \
                and len(deal._tricks) in declarations.window(deal.rules):
            declarations.refresh(deal)

    def score(self, deal: Deal, sides: list[list[int]]) -> DealOutcome:
        """Floored team thirds with 3 for the last trick, plus declarations.

        After a claim only what was secured counts: no last trick (``last_trick`` is -1).
        """
        taken = tuple(thirds(m) for m in deal._taken)
        last = -1 if deal._claim is not None else deal._last_winner
        side_thirds = [sum(taken[s] for s in members) + self.last_trick_value * (last in members)
                       for members in sides]
        card_points = [t // 3 for t in side_thirds]
        declared = declarations.points_by_side(deal, sides)
        scores = tuple(c + d for c, d in zip(card_points, declared, strict=True))
        return DealOutcome(taken, scores, last, None, {
            "side_thirds": side_thirds, "card_points": card_points,
            "declaration_points": declared, "claim": deal._claim})

    def score_notes(self, record: DealRecord) -> list[Note]:
        """``claimed`` (who: the side that called itself out) or ``last_trick_point`` (who:
        the last trick's side), then ``declared`` for each declaration (who: the seat;
        numbers: its points, its index in ``record.declarations``)."""
        if record.claim is not None:
            notes = [Note("claimed", (record.claim,))]
        else:
            notes = [Note("last_trick_point", (side_index(record.sides, record.last_trick),))]
        notes += [Note("declared", (d.seat,), (d.points, i))
                  for i, d in enumerate(record.declarations)]
        return notes

    def claim_thresholds(self, rules: Rules, totals: list[int]) -> tuple[int, ...]:
        return claims.thresholds(rules, totals)

    def judge(self, match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
        """A claim wins at once; else, once a total reaches the target, the highest wins
        (equal highest: play on)."""
        if match.deal._claim is not None:
            return Verdict(winners=(match.deal._claim,))
        totals = match.totals
        best = max(totals)
        if best < match.rules.target or totals.count(best) > 1:
            return Verdict()
        return Verdict(winners=(totals.index(best),))


GAME: Final = register(Tressette())
