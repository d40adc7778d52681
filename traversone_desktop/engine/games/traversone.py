"""Traversone and Ciapanò (RULES.md §3): take as few points as you can.

The family's presets (Traversone, Ciapanò, partners, Kifameno) differ only in options;
the deal score gives the last trick the remainder of 11, and a cappotto pays 11 to
everyone else. A tie for the win is broken by a deal between the tied players only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..cards import ACES_MASK, FIGURES_MASK, POINT_CARDS_MASK
from ..errors import RulesError
from ..match_end import Verdict
from ..scoring import DealOutcome, side_index, side_of, thirds
from .base import Game, Note, Preset, register

if TYPE_CHECKING:
    from ..deal import Deal
    from ..match import Match
    from ..record import DealRecord
    from ..rules import Rules

DEAL_POINTS: Final = 11


class Traversone(Game):
    name = "traversone"
    presets = (
        Preset("traversone", (4,)),
        Preset("ciapano", (3, 4, 5),
               {"match_end": "elimination", "target": 31, "survivors": 1}),
        Preset("traversone_partners", (4,), {"teams": True, "signals": True}),
        Preset("kifameno", (2, 3, 4),
               {"target": 31, "hand_size": 10, "three_player_pack": "remove_a_four"}),
    )
    players = (2, 3, 4, 5)
    options = frozenset({
        "teams", "survivors", "fractions", "last_trick_bonus", "cappotto_needs_last_trick",
        "cappotto_wins_match", "three_player_pack", "hand_size", "signals"})
    match_ends = ("lowest_wins", "elimination")
    cappotto = True
    tiebreak_between_tied = True

    def validate(self, rules: Rules) -> None:
        if rules.teams and rules.match_end == "elimination":
            raise RulesError("rule option 'teams' cannot be combined with match_end "
                             "'elimination'")
        if rules.hand_size and rules.match_end == "elimination":
            raise RulesError("rule option 'hand_size' cannot be combined with match_end "
                             "'elimination'")
        if rules.survivors != 1 and rules.match_end != "elimination":
            raise RulesError("rule option 'survivors' has no effect unless match_end is "
                             "'elimination'")
        if not rules.last_trick_bonus and rules.fractions != "dropped":
            raise RulesError("rule option 'last_trick_bonus' has no effect unless fractions "
                             "is 'dropped' (with 'to_last_trick' the last trick takes the "
                             "remainder of 11)")

    def judge(self, match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
        """A cappotto may end the match at once (``cappotto_wins_match``)."""
        if outcome.cappotto is not None and match.rules.cappotto_wins_match:
            return Verdict(winners=(outcome.cappotto,))
        return super().judge(match, outcome, tiebreak)

    def score_notes(self, record: DealRecord) -> list[Note]:
        """``cappotto`` (who: the side that took every point), or how fractions went:
        ``last_trick_takes_rest`` (who: the last trick's side; numbers: the others' points,
        its score), ``last_trick_adds_one`` (numbers: its score) or ``fractions_dropped``;
        then ``discard_to_last_trick`` when the dealer laid a card aside."""
        if record.cappotto is not None:
            return [Note("cappotto", (record.cappotto,))]
        rules = record.rules
        last = side_index(record.sides, record.last_trick)
        score = record.scores[last]
        if rules["fractions"] == "to_last_trick":
            others = sum(sum(record.taken[s] for s in m) // 3
                         for i, m in enumerate(record.sides) if i != last)
            notes = [Note("last_trick_takes_rest", (last,), (others, score))]
        elif rules["last_trick_bonus"]:
            notes = [Note("last_trick_adds_one", (last,), (score,))]
        else:
            notes = [Note("fractions_dropped")]
        if record.discard is not None:
            notes.append(Note("discard_to_last_trick", (last,)))
        return notes

    def score(self, deal: Deal, sides: list[list[int]]) -> DealOutcome:
        """Floor each side's thirds; the last trick gets the remainder of 11."""
        rules = deal.rules
        last = deal._last_winner
        dealt = deal._taken
        taken = tuple([3 * (m & ACES_MASK).bit_count() + (m & FIGURES_MASK).bit_count()
                       for m in dealt])
        if len(sides) == deal.seats:  # one seat a side
            side_masks = list(dealt)
            side_thirds = list(taken)
            last_side = last
            active_sides: list[int] | tuple[int, ...] = deal.active
        else:
            side_masks = [sum(dealt[s] for s in members) for members in sides]
            side_thirds = [thirds(m) for m in side_masks]
            last_side = side_of(sides, last)
            active_sides = [i for i, m in enumerate(sides) if any(s in deal.active for s in m)]
        if deal._discard is not None:
            side_masks[last_side] |= 1 << deal._discard
            side_thirds[last_side] = thirds(side_masks[last_side])

        cappotto = None
        for i in active_sides:
            if side_masks[i] & POINT_CARDS_MASK == POINT_CARDS_MASK and (
                i == last_side or not rules.cappotto_needs_last_trick
            ):
                cappotto = i
        if cappotto is not None:
            scores = [DEAL_POINTS if i in active_sides and i != cappotto else 0
                      for i in range(len(sides))]
            return DealOutcome(taken, tuple(scores), last, cappotto,
                               {"side_thirds": side_thirds})

        scores = [t // 3 for t in side_thirds]
        floors = tuple(scores)
        if rules.fractions == "to_last_trick":
            scores[last_side] = DEAL_POINTS - sum(scores) + scores[last_side]
        elif rules.last_trick_bonus:
            scores[last_side] += 1
        return DealOutcome(taken, tuple(scores), last, None,
                           {"side_thirds": side_thirds, "floors": floors})


GAME: Final = register(Traversone())
